// Shikaku: median solve + uniqueness time of the embedded default solver on Simon Tatham's Rectangles puzzles (10×10, its
// largest preset 19×19, and 30×30; test/fixtures/sgt-rect-bench.jsonl) and on pencilsat's own 10×10 expert
// puzzles, side by side with native clingo on the model's own ASP export (-n 2: the second answer set is the
// uniqueness proof). The generators section times pencilsat's generator per level against Rectangles' own, which
// has no levels.

import type { LoadedPuzzle } from '../../src/index.js';
import { defaultBackend, parsePuzzle } from '../../src/index.js';
import { localFixture } from '../../test/helpers.js';
import type { GenreBench, Table } from '../harness.js';
import { solveVersusClingo } from '../harness.js';
import { shikaku } from '../../src/genres/shikaku/index.js';

/** clingo stops after this long. */
const clingoSeconds = 30;

async function generated(side: number, count: number): Promise<LoadedPuzzle[]> {
  const puzzles: LoadedPuzzle[] = [];
  for (let k = 0; k < count; k++) {
    const puzzle = await shikaku.generator!.generate({ rows: side, columns: side, difficulty: 'expert', seed: `bench-${k}`, options: {}, backend: defaultBackend });
    puzzles.push({ genre: shikaku, puzzle, format: 'url' });
  }
  return puzzles;
}

export async function benchShikaku(): Promise<Table[]> {
  const rectangles = localFixture<{ id: string; params: string }>('sgt-rect-bench.jsonl');
  const groups = ['10x10', '19x19', '30x30'].map((params) => ({
    name: `Rectangles ${params.replace('x', '×')}`,
    puzzles: rectangles.filter((record) => record.params === params).map((record) => parsePuzzle(record.id, { genre: shikaku.id })),
  }));
  groups.push({ name: 'generated 10×10 expert', puzzles: await generated(10, 5) });
  return [
    await solveVersusClingo({
      name: 'Shikaku',
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
  genre: shikaku,
  run: benchShikaku,
  generators: {
    sizes: [7, 10, 15],
    peer: { program: 'sgt-rect', name: 'Rectangles', params: (columns, rows) => `${columns}x${rows}` },
    note: "Rectangles has one level: its puzzles rate easy to medium here; the 'ratio' column compares with all of them.",
  },
};
