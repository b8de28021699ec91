// Walkthroughs: `pencilsat steps` on every collection puzzle of every genre (or of the genres named), each walk
// checked from outside as the steps tests check theirs (test/walk.ts): it reaches the unique answer, every step's
// reason alone forces it and rests on earlier steps. Counts the steps where a person would need a guess. Each genre
// runs in a worker thread; a walk past its time (WALK_SECONDS, 300 s of wall time) is stopped and counted as such.
//   npm run bench -- walkthroughs [GENRE,GENRE...]

import { Worker } from 'node:worker_threads';
import { genres } from '../src/index.js';
import type { Table } from './harness.js';
import { formatMs, median } from './harness.js';
import type { WalkResult } from './walkthrough-worker.js';

const workerUrl = new URL('./walkthrough-worker.ts', import.meta.url).href;
const limitSeconds = Number(process.env.WALK_SECONDS ?? 300);

/** Walks the genre's collection from `from` on; stops at the first walk past the time limit (undefined there). */
function walkFrom(genreId: string, from: number, total: number, onResult: (result: WalkResult) => void): Promise<number> {
  return new Promise((resolve, reject) => {
    // The worker loads TypeScript through tsx's loader, which a worker does not inherit from the command line.
    const script = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(workerUrl)}); });`;
    const worker = new Worker(script, { eval: true, workerData: { genreId, from } });
    let done = from;
    let timer: NodeJS.Timeout | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void worker.terminate(), limitSeconds * 1000);
    };
    arm();
    worker.on('message', (result: WalkResult) => {
      onResult(result);
      done++;
      if (done < total) arm();
    });
    worker.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    worker.on('exit', () => {
      clearTimeout(timer);
      resolve(done);
    });
  });
}

export async function benchWalkthroughs(only?: string): Promise<Table[]> {
  const chosen = only ? genres.filter((genre) => only.split(',').includes(genre.id)) : genres;
  const rows: string[][] = [];
  let failures = 0;
  for (const genre of chosen) {
    const collection = genre.collection ?? [];
    const results: WalkResult[] = [];
    const timedOut: string[] = [];
    for (let next = 0; next < collection.length; ) {
      next = await walkFrom(genre.id, next, collection.length, (result) => {
        results.push(result);
        // A genre can take many minutes: say where the run is, on stderr so the tables on stdout stay clean.
        process.stderr.write(
          `${genre.id} ${result.id}: ${formatMs(result.cpuMs)} CPU, ${result.steps} steps, ${result.guesses} guesses, ${result.toClingo}/${result.questions} questions to clingo${result.failure ? ` FAILED ${result.failure}` : ''}\n`,
        );
      });
      if (next < collection.length) {
        const id = collection[next]!.id;
        timedOut.push(id);
        process.stderr.write(`${genre.id} ${id}: stopped after ${limitSeconds} s of wall time\n`);
        next++;
      }
    }
    const walked = results.filter((result) => !result.failure);
    const wrong = results.filter((result) => result.failure && !result.unsettled);
    const unsettled = results.filter((result) => result.unsettled);
    failures += wrong.length;
    const row = [
      genre.name,
      `${walked.length} / ${collection.length}`,
      String(walked.filter((result) => result.guesses > 0).length),
      walked.length > 0 ? (walked.reduce((sum, result) => sum + result.steps, 0) / walked.length).toFixed(0) : '-',
      formatMs(median(walked.map((result) => result.cpuMs))),
      formatMs(Math.max(0, ...walked.map((result) => result.cpuMs))),
      [
        ...wrong.map((result) => `${result.id}: ${result.failure}`),
        ...unsettled.map((result) => `${result.id}: unsettled`),
        ...timedOut.map((id) => `${id}: past ${limitSeconds} s`),
      ].join('; ') || '-',
    ];
    rows.push(row);
    process.stderr.write(`${row.join(' | ')}\n`);
  }
  return [
    {
      title: 'Walkthroughs of every collection puzzle, checked',
      columns: ['genre', 'walked to the answer, every reason forcing its step', 'needing a guess', 'mean steps', 'median CPU per walk', 'slowest', 'not walked'],
      rows,
      notes: [
        'CPU per walk includes its checks on a CDCL instance of their own (clingo processes for the questions it does not settle aside).',
        failures === 0 ? 'No walk failed its checks.' : `${failures} walk(s) failed their checks.`,
      ],
    },
  ];
}
