// Running a command's task, in this thread or in a watched worker, and the streams a command writes to: shared by
// the command line's main and the commands that live in files of their own (render, steps).

import type { Readable } from 'node:stream';
import { BackendError, InputError, TimeoutError } from '../core/errors.js';
import type { TaskOutcome } from './pool.js';
import { TaskPool } from './pool.js';
import type { GenerateProgress, Task, TaskResult } from './tasks.js';
import { runTask } from './tasks.js';

/** Where a command writes: standard output or standard error, or a test's capture of them. */
export interface Output {
  write(text: string): unknown;
  /** True on a terminal, where progress is shown. */
  readonly isTTY?: boolean;
}

/** The streams a command reads and writes: the process's own, or a test's when it runs the command line in process. */
export interface Streams {
  readonly stdin: Readable;
  readonly stdout: Output;
  readonly stderr: Output;
}

/** The error a failed task stands for, so that it is reported with its exit code. */
export function failureError(outcome: Extract<TaskOutcome, { kind: 'failed' }>): Error {
  switch (outcome.failure) {
    case 'input':
      return new InputError(outcome.message);
    case 'timeout':
      return new TimeoutError(outcome.message);
    case 'backend':
      return new BackendError(outcome.message);
    case 'internal':
      return new Error(outcome.message);
  }
}

/**
 * Runs a task: in this thread when nothing needs watching, otherwise in a worker thread, stopped at the time limit
 * (with the programs it started). External programs always run from a worker, so that this thread stays free to
 * stop them on a signal.
 */
export async function perform(task: Task, options: { timeoutSeconds?: number; external?: boolean; onProgress?: (progress: GenerateProgress) => void }): Promise<TaskResult> {
  if (options.timeoutSeconds === undefined && !options.external) return runTask(task, options.onProgress);
  const pool = new TaskPool();
  try {
    const outcome = await pool.run(task, options);
    if (outcome.kind === 'failed') throw failureError(outcome);
    return outcome.result;
  } finally {
    await pool.close();
  }
}
