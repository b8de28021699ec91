// Cave: median solve + uniqueness time of the embedded default solver on outside puzzles (test/fixtures/cave-solved.jsonl
// and cave-puzzlink.jsonl: 6×6 to 11×11) and on pencilsat's own 10×10 and 20×20 puzzles, side by side with native
// clingo on the model's own ASP export (-n 2: the second answer set is the uniqueness proof; stopped after 30 s).

import type { LoadedPuzzle } from '../../src/index.js';
import { defaultBackend, parsePuzzle } from '../../src/index.js';
import { localFixture } from '../../test/helpers.js';
import type { GenreBench, Table } from '../harness.js';
import { solveVersusClingo } from '../harness.js';
import type { CavePuzzle } from '../../src/genres/cave/index.js';
import { cave } from '../../src/genres/cave/index.js';

const clingoSeconds = 30;

async function generated(side: number, count: number): Promise<LoadedPuzzle[]> {
  const puzzles: LoadedPuzzle[] = [];
  for (let k = 0; k < count; k++) {
    const puzzle = await cave.generator!.generate({ rows: side, columns: side, seed: `bench-${k}`, options: {}, backend: defaultBackend });
    puzzles.push({ genre: cave, puzzle, format: 'url' });
  }
  return puzzles;
}

export async function benchCave(): Promise<Table[]> {
  const outside = [...localFixture<{ url: string }>('cave-solved.jsonl'), ...localFixture<{ url: string }>('cave-puzzlink.jsonl')].map((record) => parsePuzzle(record.url));
  const cells = (loaded: LoadedPuzzle) => (loaded.puzzle as CavePuzzle).rows * (loaded.puzzle as CavePuzzle).columns;
  const groups = [
    { name: 'outside, 6×6', puzzles: outside.filter((loaded) => cells(loaded) < 100) },
    { name: 'outside, 10×10 and 11×11', puzzles: outside.filter((loaded) => cells(loaded) >= 100) },
    { name: 'generated 10×10, any level', puzzles: await generated(10, 5) },
    { name: 'generated 20×20, any level', puzzles: await generated(20, 2) },
  ];
  return [
    await solveVersusClingo({
      name: 'Cave',
      groups,
      runs: 3,
      clingoSeconds,
      exportColumn: `native clingo -n 2, our ASP export (${clingoSeconds} s cap)`,
      notes: (agreement) => [
        'CPU times. Embedded: warm, in Node, model building and lowering included; each number a sightline, the cave and ' +
          'the shaded cells with the node outside the grid connected by lazy cuts. clingo: the CPU time it reports (grounding and solving) on the ASP export of the same model.',
        `Targets: under 100 ms at 10×10, under 1 s at 20×20, faster than native clingo.${agreement}`,
      ],
    }),
  ];
}

/** The genre's section of `npm run bench`, and how the generators section times it. */
export const bench: GenreBench = {
  genre: cave,
  run: benchCave,
  generators: {
    sizes: [6, 10],
    note: 'Cave: a random cave grown cell by cell, every cave cell given its count, numbers taken away in half-turn pairs; no Simon Tatham peer.',
  },
};
