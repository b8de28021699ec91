// Nuri-Maze: median solve + uniqueness time of the embedded solver on pzprjs's example (6×6) and on pencilsat's own
// 10×10, 20×20 and 30×30 puzzles, side by side with native clingo on the model's own ASP export (-n 2: the second
// answer set is the uniqueness proof; stopped after 30 s).

import type { LoadedPuzzle } from '../../src/index.js';
import { defaultBackend, parsePuzzle } from '../../src/index.js';
import { localFixture } from '../../test/helpers.js';
import type { GenreBench, Table } from '../harness.js';
import { solveVersusClingo } from '../harness.js';
import { nurimaze } from '../../src/genres/nurimaze/index.js';

const clingoSeconds = 30;

async function generated(side: number, count: number): Promise<LoadedPuzzle[]> {
  const puzzles: LoadedPuzzle[] = [];
  for (let k = 0; k < count; k++) {
    const puzzle = await nurimaze.generator!.generate({ rows: side, columns: side, seed: `bench-${k}`, options: {}, backend: defaultBackend });
    puzzles.push({ genre: nurimaze, puzzle, format: 'url' });
  }
  return puzzles;
}

export async function benchNurimaze(): Promise<Table[]> {
  const outside = localFixture<{ url?: string }>('nurimaze-pzprjs.jsonl').flatMap((record) => (record.url ? [parsePuzzle(record.url)] : []));
  const groups = [
    { name: "outside, 6×6 (pzprjs's example)", puzzles: outside },
    { name: 'generated 10×10, any level', puzzles: await generated(10, 5) },
    { name: 'generated 20×20, any level', puzzles: await generated(20, 3) },
    { name: 'generated 30×30, any level', puzzles: await generated(30, 2) },
  ];
  return [
    await solveVersusClingo({
      name: 'Nuri-Maze',
      groups,
      runs: 3,
      clingoSeconds,
      exportColumn: `native clingo -n 2, our ASP export (${clingoSeconds} s cap)`,
      notes: (agreement) => [
        'CPU times. Embedded: warm, in Node, model building and lowering included; rooms as equalities of neighbours, ' +
          'no 2×2 of either colour as clauses, the unshaded cells connected and acyclic by propagated lazy cuts, the ' +
          'route as a table of degrees per cell. clingo: the CPU time it reports (grounding and solving) on the ASP ' +
          'export of the same model.',
        `Targets: under 100 ms at 10×10, under 1 s at 20×20, faster than native clingo.${agreement}`,
      ],
    }),
  ];
}

/** The genre's section of `npm run bench`, and how the generators section times it. */
export const bench: GenreBench = {
  genre: nurimaze,
  run: benchNurimaze,
  generators: {
    sizes: [6, 10],
    note: 'Nuri-Maze: a random shading drawn from the model, S and G far apart on its tree, rooms of one colour joined round it so that every unshaded cell marked leaves one solution, then marks taken away to the level; no Simon Tatham peer.',
  },
};
