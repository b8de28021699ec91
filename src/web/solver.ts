// The page's side of the solver worker: requests as promises, progress callbacks, and cancel (terminate the worker
// and start a fresh one, since a running solver cannot be interrupted).

import type { EncodeReply, ExplainReply, FactsReply, FromWorker, GenerateReply, HintReply, Request, SolveReply, StepsReply, StudioBackend } from './protocol.js';

export class Cancelled extends Error {
  constructor() {
    super('cancelled');
    this.name = 'Cancelled';
  }
}

interface Pending {
  resolve(result: unknown): void;
  reject(error: Error): void;
  progress?: (message: string, fraction?: number) => void;
}

export class SolverClient {
  private worker: Worker;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  /** Called whenever a job starts or ends, so the page can show a Cancel button. */
  onBusyChange: (busy: boolean) => void = () => {};

  constructor(private readonly scriptUrl: string) {
    this.worker = this.startWorker();
  }

  get busy(): boolean {
    return this.pending.size > 0;
  }

  /** Solves and checks uniqueness; without a backend, with the default embedded solver. */
  solve(genre: string, puzzle: unknown, backend?: StudioBackend): Promise<SolveReply> {
    return this.request({ kind: 'solve', genre, puzzle, backend }) as Promise<SolveReply>;
  }

  facts(genre: string, puzzle: unknown): Promise<FactsReply> {
    return this.request({ kind: 'facts', genre, puzzle }) as Promise<FactsReply>;
  }

  /** The next forced deduction from `state` (the genre's partial answer in JSON) and the clues behind it. */
  hint(genre: string, puzzle: unknown, state: unknown): Promise<HintReply> {
    return this.request({ kind: 'hint', genre, puzzle, state }) as Promise<HintReply>;
  }

  /** The whole solving path from the clues, one deduction a step. */
  steps(genre: string, puzzle: unknown): Promise<StepsReply> {
    return this.request({ kind: 'steps', genre, puzzle }) as Promise<StepsReply>;
  }

  /** Why a puzzle has no solution or several. */
  explain(genre: string, puzzle: unknown): Promise<ExplainReply> {
    return this.request({ kind: 'explain', genre, puzzle }) as Promise<ExplainReply>;
  }

  generate(genre: string, options: Record<string, string | number>, progress: (message: string, fraction?: number) => void): Promise<GenerateReply> {
    return this.request({ kind: 'generate', genre, options }, progress) as Promise<GenerateReply>;
  }

  encode(genre: string, puzzle: unknown, language: 'dimacs' | 'smt2' | 'asp'): Promise<EncodeReply> {
    return this.request({ kind: 'encode', genre, puzzle, language }) as Promise<EncodeReply>;
  }

  /** Stops every running job: their promises reject with Cancelled. */
  cancel(): void {
    this.worker.terminate();
    const waiting = [...this.pending.values()];
    this.pending.clear();
    this.worker = this.startWorker();
    for (const job of waiting) job.reject(new Cancelled());
    this.onBusyChange(false);
  }

  private request(request: Request, progress?: Pending['progress']): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, progress });
      this.onBusyChange(true);
      this.worker.postMessage({ id, request });
    });
  }

  private startWorker(): Worker {
    const worker = new Worker(this.scriptUrl);
    worker.onmessage = (event: MessageEvent<FromWorker>) => {
      const message = event.data;
      const job = this.pending.get(message.id);
      if (!job) return;
      if (message.kind === 'progress') {
        job.progress?.(message.message, message.fraction);
        return;
      }
      this.pending.delete(message.id);
      if (message.kind === 'done') job.resolve(message.result);
      else job.reject(new Error(message.message));
      if (this.pending.size === 0) this.onBusyChange(false);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      const waiting = [...this.pending.values()];
      this.pending.clear();
      for (const job of waiting) job.reject(new Error(`the solver stopped: ${event.message || 'unknown error'}`));
      this.worker = this.startWorker();
      this.onBusyChange(false);
    };
    return worker;
  }
}
