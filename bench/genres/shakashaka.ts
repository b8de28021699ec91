// Shakashaka: median solve + uniqueness time of the embedded solver on outside puzzles (test/fixtures/
// shakashaka-solved.jsonl and shakashaka-puzzlink.jsonl, 6×6 to 25×9, and noqx's 30×30 example, kept here only: it
// takes seconds) and on pencilsat's own 10×10 and 20×20 puzzles, side by side with native clingo on the model's own
// ASP export (-n 2: the second answer set is the uniqueness proof; stopped after 30 s).

import type { LoadedPuzzle } from '../../src/index.js';
import { defaultBackend, parsePuzzle } from '../../src/index.js';
import { localFixture } from '../../test/helpers.js';
import type { GenreBench, Table } from '../harness.js';
import { solveVersusClingo } from '../harness.js';
import type { ShakashakaPuzzle } from '../../src/genres/shakashaka/index.js';
import { shakashaka } from '../../src/genres/shakashaka/index.js';

const clingoSeconds = 30;

/** noqx's Shakashaka example (T0nyX1ang/noqx, its genre list): a 30×30 of wide open white areas. */
const noqx30 =
  'https://puzz.link/p?shakashaka/30/30/kcodzzzgchbjbgbgbgbzzzobmcclbhblbobr.zkbncczzpbobgbgbscvczzu.lbgbgbobzgddkcsbzzndibiddbjbkcw.ztbzpbhbgbgbgb.zwbzgczzhegdobycgdlbhdx';

async function generated(side: number, count: number): Promise<LoadedPuzzle[]> {
  const puzzles: LoadedPuzzle[] = [];
  for (let k = 0; k < count; k++) {
    const puzzle = await shakashaka.generator!.generate({ rows: side, columns: side, seed: `bench-${k}`, options: {}, backend: defaultBackend });
    puzzles.push({ genre: shakashaka, puzzle, format: 'url' });
  }
  return puzzles;
}

export async function benchShakashaka(): Promise<Table[]> {
  const outside = [...localFixture<{ url: string }>('shakashaka-solved.jsonl'), ...localFixture<{ url: string }>('shakashaka-puzzlink.jsonl')].map((record) => parsePuzzle(record.url));
  const cells = (loaded: LoadedPuzzle) => (loaded.puzzle as ShakashakaPuzzle).rows * (loaded.puzzle as ShakashakaPuzzle).columns;
  const groups = [
    { name: 'outside, 6×6 and 7×7', puzzles: outside.filter((loaded) => cells(loaded) < 100) },
    { name: 'outside, 10×10', puzzles: outside.filter((loaded) => cells(loaded) === 100) },
    { name: 'outside, 12×12 to 25×9', puzzles: outside.filter((loaded) => cells(loaded) > 100) },
    { name: "outside, noqx's 30×30", puzzles: [parsePuzzle(noqx30)] },
    { name: 'generated 10×10, any level', puzzles: await generated(10, 5) },
    { name: 'generated 20×20, any level', puzzles: await generated(20, 2) },
  ];
  return [
    await solveVersusClingo({
      name: 'Shakashaka',
      groups,
      runs: 3,
      clingoSeconds,
      exportColumn: `native clingo -n 2, our ASP export (${clingoSeconds} s cap)`,
      notes: (agreement) => [
        'CPU times. Embedded: warm, in Node, model building and lowering included; four booleans per white cell, and the ' +
          'white areas kept rectangular by clauses at every corner of the cells. clingo: the CPU time it reports (grounding and solving) on the ASP export of the same model.',
        `Targets: under 100 ms at 10×10, under 1 s at 20×20, faster than native clingo.${agreement}`,
      ],
    }),
  ];
}

/** The genre's section of `npm run bench`, and how the generators section times it. */
export const bench: GenreBench = {
  genre: shakashaka,
  run: benchShakashaka,
  generators: {
    sizes: [6, 10],
    note: 'Shakashaka: turned rectangles drawn at random and outlined by triangles, the rest black or white in upright rectangles, every black cell numbered, numbers taken away one at a time; no Simon Tatham peer.',
  },
};
