// A worker thread that solves requests posted to it, so that the main thread can stop a solve that runs past its
// time limit, and batch runs can use several cores.

import { parentPort } from 'node:worker_threads';
import { InputError } from '../core/errors.js';
import type { SolveRequest } from './tasks.js';
import { solveText } from './tasks.js';

export type WorkerReply =
  | { id: number; ok: true; report: Awaited<ReturnType<typeof solveText>>; timeMs: number }
  | { id: number; ok: false; kind: string; message: string; timeMs: number };

async function answer({ id, request }: { id: number; request: SolveRequest }): Promise<void> {
  const started = performance.now();
  try {
    const report = await solveText(request);
    parentPort!.postMessage({ id, ok: true, report, timeMs: performance.now() - started } satisfies WorkerReply);
  } catch (error) {
    parentPort!.postMessage({
      id,
      ok: false,
      kind: error instanceof InputError ? 'input' : error instanceof Error ? error.name : 'Error',
      message: error instanceof InputError ? error.describe() : error instanceof Error ? error.message : String(error),
      timeMs: performance.now() - started,
    } satisfies WorkerReply);
  }
}

// Every failure is posted back above; one that escapes (a reply that cannot be posted) should crash the worker.
parentPort!.on('message', (message: { id: number; request: SolveRequest }) => void answer(message));
