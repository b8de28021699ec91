// Canal View: median solve + uniqueness time of the embedded default solver on outside puzzles (test/fixtures/canal-solved.jsonl,
// pzprjs's 6×6, and canal-puzzlink.jsonl, noqx's 17×17) and on pencilsat's own 10×10 and 20×20 puzzles, side by side
// with native clingo on the model's own ASP export (-n 2: the second answer set is the uniqueness proof; stopped after
// 30 s). The large size is 20×20, the generator's largest: at 30×30 a puzzle without a level had not finished after 9
// minutes of wall time.

import type { LoadedPuzzle } from '../../src/index.js';
import { defaultBackend, parsePuzzle } from '../../src/index.js';
import { localFixture } from '../../test/helpers.js';
import type { GenreBench, Table } from '../harness.js';
import { solveVersusClingo } from '../harness.js';
import { canal } from '../../src/genres/canal/index.js';

const clingoSeconds = 30;

async function generated(side: number, count: number): Promise<LoadedPuzzle[]> {
  const puzzles: LoadedPuzzle[] = [];
  for (let k = 0; k < count; k++) {
    const puzzle = await canal.generator!.generate({ rows: side, columns: side, seed: `bench-${k}`, options: {}, backend: defaultBackend });
    puzzles.push({ genre: canal, puzzle, format: 'url' });
  }
  return puzzles;
}

export async function benchCanal(): Promise<Table[]> {
  const small = localFixture<{ url: string }>('canal-solved.jsonl').map((record) => parsePuzzle(record.url));
  const outside = localFixture<{ url: string }>('canal-puzzlink.jsonl').map((record) => parsePuzzle(record.url));
  const groups = [
    { name: "outside, pzprjs's and cspuz_rs's 6×6", puzzles: small },
    { name: "outside 17×17, noqx's", puzzles: outside },
    { name: 'generated 10×10, any level', puzzles: await generated(10, 5) },
    { name: 'generated 20×20, any level', puzzles: await generated(20, 3) },
  ];
  return [
    await solveVersusClingo({
      name: 'Canal View',
      groups,
      runs: 3,
      clingoSeconds,
      exportColumn: `native clingo -n 2, our ASP export (${clingoSeconds} s cap)`,
      notes: (agreement) => [
        'CPU times. Embedded: warm, in Node, model building and lowering included; each number a sum of the runs of ' +
          'shaded cells along its four rays, the shading connected by lazy cuts. clingo: the CPU time it reports (grounding and solving) on the ASP export of the same model.',
        `Targets: under 100 ms at 10×10, under 1 s at 20×20, faster than native clingo.${agreement}`,
      ],
    }),
  ];
}

/** The genre's section of `npm run bench`, and how the generators section times it. */
export const bench: GenreBench = {
  genre: canal,
  run: benchCanal,
  generators: {
    sizes: [6, 10],
    note: 'Canal View: a random canal grown cell by cell without 2×2 blocks, every unshaded cell given its count, numbers taken away in half-turn pairs; no Simon Tatham peer.',
  },
};
