// A worker thread that runs tasks posted to it, so that the main thread can stop work that runs past its time limit
// (and the external programs it started), and batch runs can use several cores.

import { parentPort } from 'node:worker_threads';
import { InputError } from '../core/errors.js';
import { optionName } from './arguments.js';
import type { WorkerMessage } from './pool.js';
import { failureKind } from './pool.js';
import type { Task } from './tasks.js';
import { prepareTask, runTask } from './tasks.js';

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

// Every failure is posted back above; one that escapes (a reply that cannot be posted) should crash the worker.
port.on('message', (message: { id: number; task: Task }) => void answer(message));
