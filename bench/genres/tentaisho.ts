// Tentaisho: median solve + uniqueness time of the embedded default solver on Simon Tatham's Galaxies puzzles at its
// Unreasonable level (10×10, its largest preset 15×15, and 20×20; test/fixtures/sgt-galaxies-bench.jsonl) and on
// pencilsat's own 10×10 expert puzzles, side by side with native clingo on the model's own ASP export (-n 2: the
// second answer set is the uniqueness proof). The generators section times pencilsat's generator per level against
// Galaxies' own at Normal and Unreasonable.

import type { LoadedPuzzle } from '../../src/index.js';
import { defaultBackend, parsePuzzle } from '../../src/index.js';
import { localFixture } from '../../test/helpers.js';
import type { GenreBench, Table } from '../harness.js';
import { solveVersusClingo } from '../harness.js';
import { tentaisho } from '../../src/genres/tentaisho/index.js';

/** clingo stops after this long. */
const clingoSeconds = 30;

async function generated(side: number, count: number): Promise<LoadedPuzzle[]> {
  const puzzles: LoadedPuzzle[] = [];
  for (let k = 0; k < count; k++) {
    const puzzle = await tentaisho.generator!.generate({ rows: side, columns: side, difficulty: 'expert', seed: `bench-${k}`, options: {}, backend: defaultBackend });
    puzzles.push({ genre: tentaisho, puzzle, format: 'url' });
  }
  return puzzles;
}

export async function benchTentaisho(): Promise<Table[]> {
  const galaxies = localFixture<{ id: string; params: string }>('sgt-galaxies-bench.jsonl');
  const groups = ['10x10', '15x15', '20x20'].map((params) => ({
    name: `Galaxies ${params.replace('x', '×')} Unreasonable`,
    puzzles: galaxies.filter((record) => record.params === params).map((record) => parsePuzzle(record.id, { genre: tentaisho.id })),
  }));
  groups.push({ name: 'generated 10×10 expert', puzzles: await generated(10, 3) });
  return [
    await solveVersusClingo({
      name: 'Tentaisho',
      groups,
      clingoSeconds,
      notes: (agreement) => [
        'CPU times. Embedded: warm, in Node, model building and lowering included. clingo: the CPU time it reports ' +
          '(grounding and solving, without its process start) on the ASP export of the same model.',
        `clingo is stopped after ${clingoSeconds} s. Targets: under 100 ms at 10×10, under 1 s at the largest size, faster than native clingo.${agreement}`,
      ],
    }),
  ];
}

export const bench: GenreBench = {
  genre: tentaisho,
  run: benchTentaisho,
  generators: {
    sizes: [7, 10, 15],
    // Galaxies has two levels, Normal and Unreasonable.
    peer: { program: 'sgt-galaxies', name: 'Galaxies', params: (columns, rows) => `${columns}x${rows}`, levels: { easy: 'dn', medium: 'dn', hard: 'du', expert: 'du' } },
  },
};
