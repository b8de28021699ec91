// A worker thread that runs tasks posted to it, so that the main thread can stop work that runs past its time limit
// (and the external programs it started), and batch runs can use several cores.

import { parentPort } from 'node:worker_threads';
import type { WorkerMessage } from './pool.js';
import { settleTask } from './pool.js';
import type { Task } from './tasks.js';
import { releaseOwn } from '../solvers/process.js';

const port = parentPort!;
const post = (message: WorkerMessage) => port.postMessage(message);

async function answer({ id, task }: { id: number; task: Task }): Promise<void> {
  post(await settleTask(id, task, () => post({ id, kind: 'started' }), (progress) => post({ id, kind: 'progress', progress })));
}

// Asked to stop (its task ran out of time), the thread stops its own programs first, then says so and is terminated.
async function stop(): Promise<void> {
  await releaseOwn();
  post({ id: -1, kind: 'stopped' });
}

// Every failure is posted back above; one that escapes (a reply that cannot be posted) should crash the worker.
port.on('message', (message: { id: number; task: Task } | { stop: true }) => void ('stop' in message ? stop() : answer(message)));
