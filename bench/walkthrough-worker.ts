// One genre's walkthroughs, in a worker thread so that the bench can stop a walk that runs past its time: each
// collection puzzle (from `workerData.from` on) is walked and checked (test/walk.ts), and the result posted.

import { parentPort, workerData } from 'node:worker_threads';
import { genres } from '../src/index.js';
import { UnsettledError, checkWalk } from '../test/walk.js';

export interface WalkResult {
  readonly id: string;
  /** CPU of the walk and its checks (clingo's own processes aside). */
  readonly cpuMs: number;
  readonly steps: number;
  readonly guesses: number;
  readonly questions: number;
  readonly toClingo: number;
  /** The first thing wrong, or `unsettled` when a check could not be settled within its budget. */
  readonly failure?: string;
  readonly unsettled?: boolean;
}

const { genreId, from } = workerData as { genreId: string; from: number };
const genre = genres.find((candidate) => candidate.id === genreId)!;
for (const entry of (genre.collection ?? []).slice(from)) {
  const counts = { questions: 0, toClingo: 0 };
  const started = process.cpuUsage();
  let result: Omit<WalkResult, 'cpuMs'>;
  try {
    const walk = checkWalk(genre, entry.puzzle, counts);
    result = { id: entry.id, steps: walk.steps.length, guesses: walk.steps.filter((step) => step.technique === 'search').length, ...counts };
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    result = { id: entry.id, steps: 0, guesses: 0, ...counts, failure: message, unsettled: error instanceof UnsettledError };
  }
  const used = process.cpuUsage(started);
  parentPort!.postMessage({ ...result, cpuMs: (used.user + used.system) / 1000 } satisfies WalkResult);
}
