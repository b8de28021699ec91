// Double Choco: median solve + uniqueness time of the embedded solver on pzprjs's and cspuz_rs's 6×6 test puzzles,
// puzsq's 8×8 (test/fixtures/dbchoco-*.jsonl) and pencilsat's own 6×6 and 8×8 expert puzzles, side by
// side with native clingo on the model's own ASP export. clingo's answer sets count the motions of the halves too (a
// domino goes onto a domino by a shift or a turn; see the genre's test data), so its -n 2 says nothing about
// uniqueness here: its column times finding answer sets.
// The generators section times pencilsat's generator per level; Simon Tatham has no such game.

import type { LoadedPuzzle } from '../../src/index.js';
import { defaultBackend, parsePuzzle } from '../../src/index.js';
import { localFixture } from '../../test/helpers.js';
import type { GenreBench, Table } from '../harness.js';
import { solveVersusClingo } from '../harness.js';
import { dbchoco } from '../../src/genres/dbchoco/index.js';

/** clingo stops after this long. */
const clingoSeconds = 60;

async function generated(side: number, count: number): Promise<LoadedPuzzle[]> {
  const puzzles: LoadedPuzzle[] = [];
  for (let k = 0; k < count; k++) {
    const puzzle = await dbchoco.generator!.generate({ rows: side, columns: side, difficulty: 'expert', seed: `bench-${k}`, options: {}, backend: defaultBackend });
    puzzles.push({ genre: dbchoco, puzzle, format: 'url' });
  }
  return puzzles;
}

export async function benchDoubleChoco(): Promise<Table[]> {
  const tests = [...localFixture<{ url?: string }>('dbchoco-pzprjs.jsonl'), ...localFixture<{ url?: string }>('dbchoco-solved.jsonl')].flatMap((record) => (record.url ? [parsePuzzle(record.url)] : []));
  const published = localFixture<{ url: string }>('dbchoco-puzzlink.jsonl').map((record) => parsePuzzle(record.url));
  const groups = [
    { name: 'pzprjs and cspuz_rs 6×6', puzzles: tests },
    { name: 'generated 6×6 expert', puzzles: await generated(6, 3) },
    { name: 'puzsq 8×8', puzzles: published.slice(0, 1) },
    // About 50 s of CPU to its answer (19 rounds of division cuts) and 20 more to prove it unique.
    { name: 'puzsq 10×10', puzzles: published.slice(1, 2) },
  ];
  return [
    await solveVersusClingo({
      name: 'Double Choco',
      groups,
      runs: 1,
      warmup: 0,
      clingoRuns: 1,
      clingoSeconds,
      notes: (agreement) => [
        'CPU times. Embedded: in Node, model building and lowering included. clingo: the CPU time it reports ' +
          '(grounding and solving, without its process start) on the ASP export of the same model, which has an answer set per motion of the halves.',
        `clingo is stopped after ${clingoSeconds} s. Targets: under 100 ms at 10×10, under 1 s at the largest size, faster than native clingo.${agreement}`,
      ],
    }),
  ];
}

export const bench: GenreBench = {
  genre: dbchoco,
  run: benchDoubleChoco,
  generators: {
    sizes: [4, 6],
    note: 'Simon Tatham has no Double Choco: no peer to compare with.',
  },
};
