// A worker thread that runs tasks posted to it, so that the main thread can stop work that runs past its time limit
// (and the external programs it started), and batch runs can use several cores.

import { parentPort } from 'node:worker_threads';
import { InputError } from '../core/errors.js';
import { optionName } from './arguments.js';
import type { WorkerMessage } from './pool.js';
import { failureKind } from './pool.js';
import type { Task } from './tasks.js';
import { prepareTask, runTask } from './tasks.js';
import { releaseOwn } from '../solvers/process.js';

const port = parentPort!;
const post = (message: WorkerMessage) => port.postMessage(message);

async function answer({ id, task }: { id: number; task: Task }): Promise<void> {
  await prepareTask(task);
  post({ id, kind: 'started' });
  const started = performance.now();
  try {
    const result = await runTask(task, (progress) => post({ id, kind: 'progress', progress }));
    post({ id, kind: 'done', result, timeMs: performance.now() - started });
  } catch (error) {
    post({
      id,
      kind: 'failed',
      failure: failureKind(error),
      message: error instanceof InputError ? error.describe(optionName) : error instanceof Error ? error.message : String(error),
      timeMs: performance.now() - started,
    });
  }
}

// Asked to stop (its task ran out of time), the thread stops its own programs first, then says so and is terminated.
async function stop(): Promise<void> {
  await releaseOwn();
  post({ id: -1, kind: 'stopped' });
}

// Every failure is posted back above; one that escapes (a reply that cannot be posted) should crash the worker.
port.on('message', (message: { id: number; task: Task } | { stop: true }) => void ('stop' in message ? stop() : answer(message)));
