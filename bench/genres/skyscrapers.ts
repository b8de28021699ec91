// Skyscrapers: median solve + uniqueness time of the embedded default solver on Simon Tatham's Towers puzzles (Hard, 5×5 to
// 9×9, Towers' largest; test/fixtures/sgt-towers-bench.jsonl) and on pencilsat's own 10×10 puzzles, side by side
// with native clingo on the model's own ASP export (-n 2: the second answer set is the uniqueness proof).
// The generators section times pencilsat's generator per level against Towers' own.

import type { LoadedPuzzle } from '../../src/index.js';
import { defaultBackend, parsePuzzle } from '../../src/index.js';
import { localFixture } from '../../test/helpers.js';
import type { GenreBench, Table } from '../harness.js';
import { solveVersusClingo } from '../harness.js';
import { skyscrapers } from '../../src/genres/skyscrapers/index.js';

/** clingo stops after this long. */
const clingoSeconds = 30;

async function generated(side: number, count: number): Promise<LoadedPuzzle[]> {
  const puzzles: LoadedPuzzle[] = [];
  for (let k = 0; k < count; k++) {
    const puzzle = await skyscrapers.generator!.generate({ rows: side, columns: side, seed: `bench-${k}`, options: {}, backend: defaultBackend });
    puzzles.push({ genre: skyscrapers, puzzle, format: 'url' });
  }
  return puzzles;
}

export async function benchSkyscrapers(): Promise<Table[]> {
  const towers = localFixture<{ id: string; fullParams: string }>('sgt-towers-bench.jsonl');
  const groups = [5, 6, 7, 8, 9].map((size) => ({
    name: `Towers ${size}×${size} Hard`,
    puzzles: towers.filter((record) => record.fullParams.startsWith(`${size}d`)).map((record) => parsePuzzle(record.id, { genre: skyscrapers.id })),
  }));
  groups.push({ name: 'generated 10×10, any level', puzzles: await generated(10, 5) });
  return [
    await solveVersusClingo({
      name: 'Skyscrapers',
      groups,
      clingoSeconds,
      notes: (agreement) => [
        'CPU times. Embedded: warm, in Node, model building and lowering included. clingo: the CPU time it reports ' +
          '(grounding and solving, without its process start) on the ASP export of the same model.',
        `clingo is stopped after ${clingoSeconds} s. Targets: under 100 ms at 10×10, faster than native clingo.${agreement}`,
      ],
    }),
  ];
}

export const bench: GenreBench = {
  genre: skyscrapers,
  run: benchSkyscrapers,
  generators: {
    sizes: [5, 7, 9],
    peer: { program: 'sgt-towers', name: 'Towers', params: (columns) => String(columns), levels: { easy: 'de', medium: 'de', hard: 'dh', expert: 'dx' } },
  },
};
