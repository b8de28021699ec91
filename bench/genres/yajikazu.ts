// Yajisan-Kazusan: median solve + uniqueness time of the embedded default solver on outside puzzles (test/fixtures/
// yajikazu-solved.jsonl and yajikazu-puzzlink.jsonl: 6×5 to 14×9) and on pencilsat's own 10×10 and 20×20 puzzles,
// side by side with native clingo on the model's own ASP export (-n 2: the second answer set is the uniqueness proof;
// stopped after 30 s).

import type { LoadedPuzzle } from '../../src/index.js';
import { defaultBackend, parsePuzzle } from '../../src/index.js';
import { localFixture } from '../../test/helpers.js';
import type { GenreBench, Table } from '../harness.js';
import { solveVersusClingo } from '../harness.js';
import type { YajikazuPuzzle } from '../../src/genres/yajikazu/index.js';
import { yajikazu } from '../../src/genres/yajikazu/index.js';

const clingoSeconds = 30;

async function generated(side: number, count: number): Promise<LoadedPuzzle[]> {
  const puzzles: LoadedPuzzle[] = [];
  for (let k = 0; k < count; k++) {
    const puzzle = await yajikazu.generator!.generate({ rows: side, columns: side, seed: `bench-${k}`, options: {}, backend: defaultBackend });
    puzzles.push({ genre: yajikazu, puzzle, format: 'url' });
  }
  return puzzles;
}

export async function benchYajikazu(): Promise<Table[]> {
  const small = localFixture<{ url: string }>('yajikazu-solved.jsonl').map((record) => parsePuzzle(record.url));
  const outside = localFixture<{ url: string }>('yajikazu-puzzlink.jsonl').map((record) => parsePuzzle(record.url));
  const cells = (loaded: LoadedPuzzle) => (loaded.puzzle as YajikazuPuzzle).rows * (loaded.puzzle as YajikazuPuzzle).columns;
  const groups = [
    { name: "outside, pzprjs's 6×6 and cspuz_rs's 6×5", puzzles: small },
    { name: "outside 10×10, penpa-edit's", puzzles: outside.filter((loaded) => cells(loaded) === 100) },
    { name: "outside 14×9, noqx's", puzzles: outside.filter((loaded) => cells(loaded) > 100) },
    { name: 'generated 10×10, any level', puzzles: await generated(10, 5) },
    { name: 'generated 20×20, any level', puzzles: await generated(20, 2) },
  ];
  return [
    await solveVersusClingo({
      name: 'Yajisan-Kazusan',
      groups,
      runs: 3,
      clingoSeconds,
      exportColumn: `native clingo -n 2, our ASP export (${clingoSeconds} s cap)`,
      notes: (agreement) => [
        'CPU times. Embedded: warm, in Node, model building and lowering included; each arrow a count that holds while ' +
          'its cell is unshaded (a totalizer whose clauses each carry the condition), the unshaded cells connected by lazy cuts. clingo: the CPU time it reports (grounding and solving) on the ASP export of the same model.',
        `Targets: under 100 ms at 10×10, under 1 s at the largest size, faster than native clingo.${agreement}`,
      ],
    }),
  ];
}

/** The genre's section of `npm run bench`, and how the generators section times it. */
export const bench: GenreBench = {
  genre: yajikazu,
  run: benchYajikazu,
  generators: {
    sizes: [6, 10],
    note: 'Yajisan-Kazusan: a random shading (each cell by chance), every unshaded cell an arrow with its count and, above easy, every shaded cell one with a wrong count, arrows taken away in half-turn pairs; no Simon Tatham peer.',
  },
};
