// The thread behind synchronous program runs (an external DIMACS solver answers the synchronous SAT interface): it
// runs the program with the asynchronous runner, so that the time limit, the process group and the clean-up all work
// while the calling thread waits.

import type { MessagePort } from 'node:worker_threads';
import { workerData } from 'node:worker_threads';
import type { FileRunOptions, ProgramRun } from './process.js';
import { runOnFile, setResourceOwner } from './process.js';

export interface FileRunRequest {
  readonly program: string;
  readonly args: readonly string[];
  readonly text: string;
  readonly extension: string;
  readonly options: FileRunOptions;
}

export type FileRunReply = { readonly ok: true; readonly run: ProgramRun } | { readonly ok: false; readonly name: string; readonly message: string };

export interface ProgramThreadData {
  readonly port: MessagePort;
  /** Set to 1 (and notified) when a reply is waiting on the port. */
  readonly flag: Int32Array;
  /** The thread whose work this is: its programs and folders are released with it. */
  readonly owner: number;
}

const { port, flag, owner } = workerData as ProgramThreadData;
setResourceOwner(owner);
async function answer(request: FileRunRequest): Promise<void> {
  let reply: FileRunReply;
  try {
    reply = { ok: true, run: await runOnFile(request.program, request.args, request.text, request.extension, request.options) };
  } catch (error) {
    reply = { ok: false, name: error instanceof Error ? error.name : 'Error', message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
  Atomics.store(flag, 0, 1);
  Atomics.notify(flag, 0);
}

port.on('message', (request: FileRunRequest) => void answer(request));
