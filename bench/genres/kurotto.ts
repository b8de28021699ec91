// Kurotto: median solve + uniqueness time of the embedded default solver on outside puzzles (test/fixtures/kurotto-solved.jsonl
// and kurotto-puzzlink.jsonl: 5×5 to 13×12) and on pencilsat's own 10×10 and 15×15 puzzles, side by side with native
// clingo on the model's own ASP export (-n 2: the second answer set is the uniqueness proof; stopped after 30 s). The
// large size is 15×15: generating a 20×20 takes about 40 s of CPU (every unshaded cell's circle an area to state).

import type { LoadedPuzzle } from '../../src/index.js';
import { defaultBackend, parsePuzzle } from '../../src/index.js';
import { localFixture } from '../../test/helpers.js';
import type { GenreBench, Table } from '../harness.js';
import { solveVersusClingo } from '../harness.js';
import type { KurottoPuzzle } from '../../src/genres/kurotto/index.js';
import { kurotto } from '../../src/genres/kurotto/index.js';

const clingoSeconds = 30;

async function generated(side: number, count: number): Promise<LoadedPuzzle[]> {
  const puzzles: LoadedPuzzle[] = [];
  for (let k = 0; k < count; k++) {
    const puzzle = await kurotto.generator!.generate({ rows: side, columns: side, seed: `bench-${k}`, options: {}, backend: defaultBackend });
    puzzles.push({ genre: kurotto, puzzle, format: 'url' });
  }
  return puzzles;
}

export async function benchKurotto(): Promise<Table[]> {
  const small = localFixture<{ url: string }>('kurotto-solved.jsonl').map((record) => parsePuzzle(record.url));
  const outside = localFixture<{ url: string }>('kurotto-puzzlink.jsonl').map((record) => parsePuzzle(record.url));
  const cells = (loaded: LoadedPuzzle) => (loaded.puzzle as KurottoPuzzle).rows * (loaded.puzzle as KurottoPuzzle).columns;
  const groups = [
    { name: "outside, pzprjs's 5×5 and cspuz_rs's 6×6", puzzles: small },
    { name: "outside 10×10, penpa-edit's and noqx's", puzzles: outside.filter((loaded) => cells(loaded) <= 100) },
    { name: "outside 13×12 and 9×17, penpa-edit's", puzzles: outside.filter((loaded) => cells(loaded) > 100) },
    { name: 'generated 10×10, any level', puzzles: await generated(10, 5) },
    { name: 'generated 15×15, any level', puzzles: await generated(15, 2) },
  ];
  return [
    await solveVersusClingo({
      name: 'Kurotto',
      groups,
      runs: 3,
      clingoSeconds,
      exportColumn: `native clingo -n 2, our ASP export (${clingoSeconds} s cap)`,
      notes: (agreement) => [
        'CPU times. Embedded: warm, in Node, model building and lowering included; each number an area of the cells its ' +
          'circle reaches through shaded cells, reasoned about inside the default backend\'s search (a totalizer and layers of reach for ' +
          'the other backends and the export). clingo: the CPU time it reports (grounding and solving) on the ASP export of the same model.',
        `Targets: under 100 ms at 10×10, under 1 s at the largest size, faster than native clingo.${agreement}`,
      ],
    }),
  ];
}

/** The genre's section of `npm run bench`, and how the generators section times it. */
export const bench: GenreBench = {
  genre: kurotto,
  run: benchKurotto,
  generators: {
    sizes: [6, 10],
    note: 'Kurotto: a random shading (each cell by chance), every unshaded cell circled with what it touches, circles taken away in half-turn pairs; no Simon Tatham peer.',
  },
};
