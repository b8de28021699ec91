// Yin-Yang: median solve + uniqueness time of the embedded default solver on outside puzzles (test/fixtures/yinyang-solved.jsonl
// and yinyang-puzzlink.jsonl: 5×5 to 22×18) and on pencilsat's own 10×10 and 20×20 puzzles, side by side with native
// clingo on the model's own ASP export (-n 2: the second answer set is the uniqueness proof; stopped after 30 s).

import type { LoadedPuzzle } from '../../src/index.js';
import { defaultBackend, parsePuzzle } from '../../src/index.js';
import { localFixture } from '../../test/helpers.js';
import type { GenreBench, Table } from '../harness.js';
import { solveVersusClingo } from '../harness.js';
import type { YinYangPuzzle } from '../../src/genres/yinyang/index.js';
import { yinYang } from '../../src/genres/yinyang/index.js';

const clingoSeconds = 30;

async function generated(side: number, count: number): Promise<LoadedPuzzle[]> {
  const puzzles: LoadedPuzzle[] = [];
  for (let k = 0; k < count; k++) {
    const puzzle = await yinYang.generator!.generate({ rows: side, columns: side, seed: `bench-${k}`, options: {}, backend: defaultBackend });
    puzzles.push({ genre: yinYang, puzzle, format: 'url' });
  }
  return puzzles;
}

export async function benchYinYang(): Promise<Table[]> {
  const outside = [...localFixture<{ url: string }>('yinyang-solved.jsonl'), ...localFixture<{ url: string }>('yinyang-puzzlink.jsonl')].map((record) => parsePuzzle(record.url));
  const cells = (loaded: LoadedPuzzle) => (loaded.puzzle as YinYangPuzzle).rows * (loaded.puzzle as YinYangPuzzle).columns;
  const groups = [
    { name: 'outside, 5×5 and 6×6', puzzles: outside.filter((loaded) => cells(loaded) < 100) },
    { name: 'outside, 11×11', puzzles: outside.filter((loaded) => cells(loaded) === 121) },
    { name: 'outside, 22×18', puzzles: outside.filter((loaded) => cells(loaded) > 121) },
    { name: 'generated 10×10, any level', puzzles: await generated(10, 5) },
    { name: 'generated 20×20, any level', puzzles: await generated(20, 3) },
  ];
  return [
    await solveVersusClingo({
      name: 'Yin-Yang',
      groups,
      runs: 3,
      clingoSeconds,
      exportColumn: `native clingo -n 2, our ASP export (${clingoSeconds} s cap)`,
      notes: (agreement) => [
        'CPU times. Embedded: warm, in Node, model building and lowering included; both colours connected by lazy cuts, ' +
          'with no chessboard 2×2 and at most two colour changes round the border stated up front. clingo: the CPU time it ' +
          'reports (grounding and solving) on the ASP export of the same model.',
        `Targets: under 100 ms at 10×10, under 1 s at 20×20, faster than native clingo.${agreement}`,
      ],
    }),
  ];
}

/** The genre's section of `npm run bench`, and how the generators section times it. */
export const bench: GenreBench = {
  genre: yinYang,
  run: benchYinYang,
  generators: {
    sizes: [6, 10],
    note: 'Yin-Yang: a random colouring drawn from the model, every cell given its circle, givens taken away in half-turn pairs; no Simon Tatham peer.',
  },
};
