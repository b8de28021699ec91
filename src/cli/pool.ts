// Worker threads for the commands that search: each task can carry a time limit, counted from the moment the task
// starts in its thread (not from the thread's start-up). At the limit the thread is stopped, and with it the external
// programs and temporary folders it left (see solvers/process.ts).

import { Worker } from 'node:worker_threads';
import { InputError } from '../core/errors.js';
import { gracePeriodMilliseconds, releaseThread } from '../solvers/process.js';
import { optionName } from './arguments.js';
import type { GenerateProgress, Task, TaskResult } from './tasks.js';
import { prepareTask, runTask } from './tasks.js';

/** How a task failed: bad input, the time limit, a solver's own failure, or anything else. */
export type FailureKind = 'input' | 'timeout' | 'backend' | 'internal';

export type WorkerMessage =
  /** Sent as the task begins: the time limit counts from here. */
  | { readonly id: number; readonly kind: 'started' }
  | { readonly id: number; readonly kind: 'progress'; readonly progress: GenerateProgress }
  | { readonly id: number; readonly kind: 'done'; readonly result: TaskResult; readonly timeMs: number }
  | { readonly id: number; readonly kind: 'failed'; readonly failure: FailureKind; readonly message: string; readonly timeMs: number }
  /** The reply to a request to stop: the thread's own programs are stopped and its folders gone. */
  | { readonly id: -1; readonly kind: 'stopped' };

export type TaskOutcome = Extract<WorkerMessage, { kind: 'done' | 'failed' }>;

export function failureKind(error: unknown): FailureKind {
  if (error instanceof InputError) return 'input';
  if (error instanceof Error && error.name === 'TimeoutError') return 'timeout';
  if (error instanceof Error && error.name === 'BackendError') return 'backend';
  return 'internal';
}

/**
 * Runs a task in the calling thread and reports it as a worker does: `onStarted` once its code is loaded (its time
 * counts from there), progress as it comes, and its failure as a kind and a message rather than a throw.
 */
export async function settleTask(id: number, task: Task, onStarted?: () => void, onProgress?: (progress: GenerateProgress) => void): Promise<TaskOutcome> {
  await prepareTask(task);
  onStarted?.();
  const started = performance.now();
  try {
    const result = await runTask(task, onProgress);
    return { id, kind: 'done', result, timeMs: performance.now() - started };
  } catch (error) {
    return {
      id,
      kind: 'failed',
      failure: failureKind(error),
      message: error instanceof InputError ? error.describe(optionName) : error instanceof Error ? error.message : String(error),
      timeMs: performance.now() - started,
    };
  }
}

/** How long a thread asked to stop gets to answer, beyond its programs' grace period, before it is terminated. */
const politeStopMilliseconds = 250;

const runningFromSource = import.meta.url.endsWith('.ts');
const workerUrl = new URL(`./worker${runningFromSource ? '.ts' : '.js'}`, import.meta.url);

export class TaskPool {
  private nextId = 0;
  private readonly idle: Worker[] = [];
  private readonly all = new Set<Worker>();
  /** Each worker's thread id, kept: it reads -1 once the thread has stopped. */
  private readonly threads = new Map<Worker, number>();

  private take(): Worker {
    return this.idle.pop() ?? this.spawn();
  }

  private spawn(): Worker {
    // From source (tests, development) the worker needs the TypeScript loader as well.
    const worker = runningFromSource
      ? new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(workerUrl.href)}); })`, { eval: true })
      : new Worker(workerUrl);
    this.all.add(worker);
    this.threads.set(worker, worker.threadId);
    return worker;
  }

  /**
   * Stops a thread and whatever programs and folders it left behind. The thread is asked first, and is terminated
   * when it has answered or after a moment (it may be busy computing): a program it started just now is one the main
   * thread may not have heard of yet.
   */
  private async stop(worker: Worker): Promise<void> {
    const thread = this.threads.get(worker) ?? worker.threadId;
    this.all.delete(worker);
    worker.removeAllListeners('message');
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, politeStopMilliseconds + gracePeriodMilliseconds);
      worker.on('message', (message: WorkerMessage) => {
        if (message.kind !== 'stopped') return;
        clearTimeout(timer);
        resolve();
      });
      worker.postMessage({ stop: true });
    });
    worker.removeAllListeners('message');
    await worker.terminate();
    await releaseThread(thread);
  }

  run(task: Task, options: { timeoutSeconds?: number; onProgress?: (progress: GenerateProgress) => void } = {}): Promise<TaskOutcome> {
    const worker = this.take();
    const id = this.nextId++;
    return new Promise((resolve) => {
      let timer: NodeJS.Timeout | undefined;
      let started = performance.now();
      const finish = (outcome: TaskOutcome) => {
        if (timer) clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        resolve(outcome);
      };
      const onMessage = (message: WorkerMessage) => {
        if (message.id !== id) return;
        if (message.kind === 'started') {
          started = performance.now();
          if (options.timeoutSeconds !== undefined) {
            const limit = options.timeoutSeconds;
            timer = setTimeout(() => {
              timer = undefined;
              const timeMs = performance.now() - started;
              void this.stop(worker).then(() => finish({ id, kind: 'failed', failure: 'timeout', message: `no answer within ${limit} s`, timeMs }));
            }, limit * 1000);
          }
        } else if (message.kind === 'progress') options.onProgress?.(message.progress);
        else if (message.kind !== 'stopped') {
          this.idle.push(worker);
          finish(message);
        }
      };
      const onError = (error: Error) => {
        this.all.delete(worker);
        void releaseThread(this.threads.get(worker) ?? worker.threadId);
        finish({ id, kind: 'failed', failure: 'internal', message: error.message, timeMs: performance.now() - started });
      };
      worker.on('message', onMessage);
      worker.once('error', onError);
      worker.postMessage({ id, task });
    });
  }

  async close(): Promise<void> {
    await Promise.all([...this.all].map((worker) => this.stop(worker)));
  }
}
