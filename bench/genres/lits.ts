// LITS: median solve + uniqueness time of the embedded default solver on real puzzles (test/fixtures/lits-puzzlink.jsonl:
// 4×4 to 24×24, fourteen of them 10×10), side by side with native clingo on the model's own ASP export (-n 2: the
// second answer set is the uniqueness proof; stopped after 30 s), and the ratings of a setter's graded puzzles.

import type { LoadedPuzzle } from '../../src/index.js';
import { parsePuzzle, rate } from '../../src/index.js';
import { localFixture } from '../../test/helpers.js';
import type { GenreBench, Table } from '../harness.js';
import { solveVersusClingo } from '../harness.js';
import type { LitsPuzzle } from '../../src/genres/lits/index.js';
import { lits } from '../../src/genres/lits/index.js';

const clingoSeconds = 30;

interface Entry {
  readonly url: string;
  readonly status: string;
  readonly grade?: number;
}

export async function benchLits(): Promise<Table[]> {
  const records = localFixture<Entry>('lits-puzzlink.jsonl').filter((record) => record.status === 'unique');
  const real = records.map((record) => parsePuzzle(record.url));
  const cells = (loaded: LoadedPuzzle) => (loaded.puzzle as LitsPuzzle).rows * (loaded.puzzle as LitsPuzzle).columns;
  const groups = [
    { name: 'real, 4×4 to 8×8', puzzles: real.filter((loaded) => cells(loaded) < 100) },
    { name: 'real, 10×10', puzzles: real.filter((loaded) => cells(loaded) === 100) },
    { name: 'real, 12×8 and 18×10', puzzles: real.filter((loaded) => cells(loaded) > 100 && cells(loaded) < 576) },
    { name: 'real, 24×24 (noqx)', puzzles: real.filter((loaded) => cells(loaded) === 576) },
  ];
  const table = await solveVersusClingo({
    name: 'LITS',
    groups,
    runs: 3,
    clingoSeconds,
    exportColumn: `native clingo -n 2, our ASP export (${clingoSeconds} s cap)`,
    notes: (agreement) => [
      'CPU times. Embedded: warm, in Node, model building and lowering included; connectivity by lazy cuts. clingo: the ' +
        'CPU time it reports (grounding and solving) on the ASP export of the same model.',
      `Targets: under 100 ms at 10×10, under 1 s at the largest size.${agreement}`,
    ],
  });
  // The setter's grades against our rating.
  const graded: (string | number)[][] = [];
  for (const record of records.filter((entry) => entry.grade !== undefined)) {
    const { rating } = await rate(parsePuzzle(record.url));
    graded.push([record.url.replace('https://puzz.link/p?', ''), record.grade!, rating.score.toFixed(1), rating.level]);
  }
  return [
    table,
    { title: "LITS: a setter's grades (1 to 4) against pencilsat's rating", columns: ['puzzle', 'grade', 'score', 'level'], rows: graded },
  ];
}

/** The genre's section of `npm run bench`, and how the generators section times it. */
export const bench: GenreBench = {
  genre: lits,
  run: benchLits,
  generators: {
    sizes: [6, 10],
    note: 'LITS: rooms grown around a drawn shading, then a walk of room moves to a unique puzzle; no Simon Tatham peer.',
    ratingPuzzles: () => [{ name: 'LITS 24×24 (noqx)', text: localFixture<Entry>('lits-puzzlink.jsonl').at(-1)!.url }],
  },
};
