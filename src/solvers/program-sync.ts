// Synchronous program runs for solvers behind a synchronous interface (external DIMACS solvers): the run happens on
// a helper thread with the asynchronous runner, and the caller waits for it. A blocking spawn could neither stop a
// program that ignores SIGTERM nor tell the main thread which process group to stop.

import { MessageChannel, receiveMessageOnPort, threadId, Worker } from 'node:worker_threads';
import type { MessagePort } from 'node:worker_threads';
import { BackendError, TimeoutError } from '../core/errors.js';
import type { FileRunOptions, ProgramRun } from './process.js';
import type { FileRunReply, FileRunRequest, ProgramThreadData } from './program-thread.js';

const runningFromSource = import.meta.url.endsWith('.ts');
const threadUrl = new URL(`./program-thread${runningFromSource ? '.ts' : '.js'}`, import.meta.url);

interface Helper {
  readonly worker: Worker;
  readonly port: MessagePort;
  readonly flag: Int32Array;
}

let helper: Helper | undefined;

function startHelper(): Helper {
  const { port1, port2 } = new MessageChannel();
  const flag = new Int32Array(new SharedArrayBuffer(4));
  const workerData: ProgramThreadData = { port: port2, flag, owner: threadId };
  const options = { workerData, transferList: [port2] };
  // From source (tests, development) the thread needs the TypeScript loader as well.
  const worker = runningFromSource
    ? new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(threadUrl.href)}); })`, { ...options, eval: true })
    : new Worker(threadUrl, options);
  // The helper never keeps the process alive on its own.
  worker.unref();
  return { worker, port: port1, flag };
}

/** `runOnFile`, waiting for the answer: the same time limit, process group and clean-up. */
export function runOnFileSync(program: string, args: readonly string[], text: string, extension: string, options: FileRunOptions = {}): ProgramRun {
  if (!helper || helper.worker.threadId === -1) helper = startHelper();
  const { port, flag } = helper;
  Atomics.store(flag, 0, 0);
  port.postMessage({ program, args, text, extension, options } satisfies FileRunRequest);
  for (;;) {
    // Waits in slices, so that a helper that died (its thread id turns -1) is noticed.
    Atomics.wait(flag, 0, 0, 1000);
    const received = receiveMessageOnPort(port);
    if (received) {
      const reply = received.message as FileRunReply;
      if (reply.ok) return reply.run;
      if (reply.name === 'TimeoutError') throw new TimeoutError(reply.message);
      throw new BackendError(reply.message);
    }
    if (helper.worker.threadId === -1) {
      helper = undefined;
      throw new BackendError(`the thread that runs ${program} stopped`);
    }
  }
}
