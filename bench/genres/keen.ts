// Keen: median solve + uniqueness time of the embedded solver on Simon Tatham's Keen puzzles (Extreme and
// Unreasonable, 6×6 and 9×9, Keen's largest; test/fixtures/sgt-keen-bench.jsonl) and on pencilsat's own 9×9 puzzles,
// side by side with native clingo on the model's own ASP export (-n 2: the second answer set is the uniqueness proof).
// The generators section times pencilsat's generator per level against Keen's own.

import type { LoadedPuzzle } from '../../src/index.js';
import { defaultBackend, parsePuzzle } from '../../src/index.js';
import { localFixture } from '../../test/helpers.js';
import type { GenreBench, Table } from '../harness.js';
import { solveVersusClingo } from '../harness.js';
import { keen } from '../../src/genres/keen/index.js';

/** clingo stops after this long. */
const clingoSeconds = 30;

async function generated(side: number, count: number): Promise<LoadedPuzzle[]> {
  const puzzles: LoadedPuzzle[] = [];
  for (let k = 0; k < count; k++) {
    const puzzle = await keen.generator!.generate({ rows: side, columns: side, seed: `bench-${k}`, options: {}, backend: defaultBackend });
    puzzles.push({ genre: keen, puzzle, format: 'sgt' });
  }
  return puzzles;
}

export async function benchKeen(): Promise<Table[]> {
  const records = localFixture<{ id: string; fullParams: string }>('sgt-keen-bench.jsonl');
  const groups = ['6dx', '6du', '9dx', '9du'].map((params) => ({
    name: `Keen ${params[0]}×${params[0]} ${params.endsWith('x') ? 'Extreme' : 'Unreasonable'}`,
    puzzles: records.filter((record) => record.fullParams === params).map((record) => parsePuzzle(record.id, { genre: keen.id })),
  }));
  groups.push({ name: 'generated 9×9, any level', puzzles: await generated(9, 5) });
  return [
    await solveVersusClingo({
      name: 'Keen',
      groups,
      clingoSeconds,
      notes: (agreement) => [
        'CPU times. Embedded: warm, in Node, model building and lowering included. clingo: the CPU time it reports ' +
          '(grounding and solving, without its process start) on the ASP export of the same model.',
        `clingo is stopped after ${clingoSeconds} s. Targets: under 100 ms at 9×9, faster than native clingo.${agreement}`,
      ],
    }),
  ];
}

export const bench: GenreBench = {
  genre: keen,
  run: benchKeen,
  generators: {
    sizes: [5, 7, 9],
    peer: { program: 'sgt-keen', name: 'Keen', params: (columns) => String(columns), levels: { easy: 'de', medium: 'dn', hard: 'dh', expert: 'dx' } },
  },
};
