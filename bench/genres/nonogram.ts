// Nonogram: median solve + uniqueness time of the embedded default solver on Simon Tatham's Pattern puzzles (10×10 and
// 25×25, the largest size the issue names; test/fixtures/sgt-pattern-bench.jsonl) and on pencilsat's own 25×25
// puzzles at each level, side by side with native clingo on the model's own ASP export (-n 2: the second answer set
// is the uniqueness proof). The generators section times pencilsat's generator per level against Pattern's own,
// which has no levels.

import type { LoadedPuzzle } from '../../src/index.js';
import { defaultBackend, parsePuzzle } from '../../src/index.js';
import type { Difficulty } from '../../src/core/rating.js';
import { localFixture } from '../../test/helpers.js';
import type { GenreBench, Table } from '../harness.js';
import { solveVersusClingo } from '../harness.js';
import { nonogram } from '../../src/genres/nonogram/index.js';

/** clingo stops after this long. */
const clingoSeconds = 30;

async function generated(side: number, count: number, difficulty?: Difficulty): Promise<LoadedPuzzle[]> {
  const puzzles: LoadedPuzzle[] = [];
  for (let k = 0; k < count; k++) {
    const puzzle = await nonogram.generator!.generate({ rows: side, columns: side, seed: `bench-${k}`, ...(difficulty ? { difficulty } : {}), options: {}, backend: defaultBackend });
    puzzles.push({ genre: nonogram, puzzle, format: 'url' });
  }
  return puzzles;
}

export async function benchNonogram(): Promise<Table[]> {
  const pattern = localFixture<{ id: string; params: string }>('sgt-pattern-bench.jsonl');
  const groups = [10, 25].map((size) => ({
    name: `Pattern ${size}×${size}`,
    puzzles: pattern.filter((record) => record.params === `${size}x${size}`).map((record) => parsePuzzle(record.id, { genre: nonogram.id })),
  }));
  groups.push({ name: 'generated 10×10, expert', puzzles: await generated(10, 5, 'expert') });
  groups.push({ name: 'generated 25×25, any level', puzzles: await generated(25, 3) });
  return [
    await solveVersusClingo({
      name: 'Nonogram',
      groups,
      clingoSeconds,
      notes: (agreement) => [
        'CPU times. Embedded: warm, in Node, model building and lowering included. clingo: the CPU time it reports ' +
          '(grounding and solving, without its process start) on the ASP export of the same model.',
        `clingo is stopped after ${clingoSeconds} s. Targets: under 100 ms at 10×10 and under 1 s at 25×25, faster than native clingo.${agreement}`,
      ],
    }),
  ];
}

export const bench: GenreBench = {
  genre: nonogram,
  run: benchNonogram,
  generators: {
    sizes: [10, 15],
    // Pattern has one level: its puzzles are all solvable line by line.
    peer: { program: 'sgt-pattern', name: 'Pattern', params: (columns, rows) => `${columns}x${rows}` },
  },
};
