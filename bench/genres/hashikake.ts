// Hashi: median solve + uniqueness time of the embedded default solver on Simon Tatham's Bridges puzzles (Hard, 10×10 and
// 30×30; test/fixtures/sgt-bridges-bench.jsonl) and on pencilsat's own, side by side with native clingo on the model's
// own ASP export (-n 2: the second answer set is the uniqueness proof); the rating against Bridges' levels (Spearman,
// on test/fixtures/sgt-bridges.jsonl). The generators section times pencilsat's generator per level against Bridges'
// own at Easy, Medium and Hard.

import type { LoadedPuzzle } from '../../src/index.js';
import { defaultBackend, parsePuzzle, rate } from '../../src/index.js';
import type { Difficulty } from '../../src/core/rating.js';
import { hashikake } from '../../src/genres/hashikake/index.js';
import { spearman } from '../../scripts/calibrate.js';
import { localFixture } from '../../test/helpers.js';
import type { GenreBench, Table } from '../harness.js';
import { median, solveVersusClingo } from '../harness.js';

/** clingo stops after this long. */
const clingoSeconds = 30;

async function generated(side: number, count: number, difficulty?: Difficulty): Promise<LoadedPuzzle[]> {
  const puzzles: LoadedPuzzle[] = [];
  for (let k = 0; k < count; k++) {
    const puzzle = await hashikake.generator!.generate({ rows: side, columns: side, seed: `bench-${k}`, ...(difficulty ? { difficulty } : {}), options: {}, backend: defaultBackend });
    puzzles.push({ genre: hashikake, puzzle, format: 'url' });
  }
  return puzzles;
}

/** The rating's Spearman correlation with Bridges' levels (d0, d1, d2), and the median score at each. */
async function calibration(): Promise<string> {
  const records = localFixture<{ id: string; fullParams: string }>('sgt-bridges.jsonl');
  const levels = records.map((record) => Number(/d(\d)$/.exec(record.fullParams)![1]));
  const scores: number[] = [];
  for (const record of records) scores.push((await rate(parsePuzzle(record.id, { genre: hashikake.id }))).rating.score);
  const byLevel = (level: number) => median(scores.filter((_, index) => levels[index] === level));
  return `Rating against Bridges' level (${records.length} puzzles, 7×7 to 12×8): Spearman ${spearman(levels, scores).toFixed(2)}; median score easy ${byLevel(0)}, medium ${byLevel(1)}, hard ${byLevel(2)}.`;
}

export async function benchHashi(): Promise<Table[]> {
  const fixtures = localFixture<{ id: string; params: string }>('sgt-bridges-bench.jsonl');
  const groups = [10, 30].map((size) => ({
    name: `Bridges ${size}×${size} Hard`,
    puzzles: fixtures.filter((record) => record.params.startsWith(`${size}x${size}`)).map((record) => parsePuzzle(record.id, { genre: hashikake.id })),
  }));
  groups.push({ name: 'generated 10×10, expert', puzzles: await generated(10, 5, 'expert') });
  groups.push({ name: 'generated 30×30, any level', puzzles: await generated(30, 3) });
  const rated = await calibration();
  return [
    await solveVersusClingo({
      name: 'Hashi',
      groups,
      clingoSeconds,
      notes: (agreement) => [
        'CPU times. Embedded: warm, in Node, model building and lowering included. clingo: the CPU time it reports ' +
          '(grounding and solving, without its process start) on the ASP export of the same model.',
        `clingo is stopped after ${clingoSeconds} s. Targets: under 100 ms at 10×10 and under 1 s at 30×30, faster than native clingo.${agreement}`,
        rated,
      ],
    }),
  ];
}

export const bench: GenreBench = {
  genre: hashikake,
  run: benchHashi,
  generators: {
    sizes: [10, 15],
    // Bridges' levels: d0 easy, d1 medium, d2 hard (it has nothing harder).
    peer: { program: 'sgt-bridges', name: 'Bridges', params: (columns, rows) => `${columns}x${rows}i30e10m2`, levels: { easy: 'd0', medium: 'd1', hard: 'd2', expert: 'd2' } },
    note: 'Bridges: its IDs take the difficulty as d0 (easy), d1 (medium) and d2 (hard); our expert is beside its hard.',
  },
};
