// Kakuro: median solve + uniqueness time of the embedded solver on published puzzles (test/fixtures/kakuro-puzzlink.jsonl,
// kakuro-solved.jsonl, kakuro-pzprjs.jsonl: 5×5 to 15×15) and on pencilsat's own 10×10 and 20×20 puzzles, side by
// side with native clingo on the model's own ASP export (-n 2: the second answer set is the uniqueness proof; stopped
// after 30 s).

import type { LoadedPuzzle } from '../../src/index.js';
import { defaultBackend, parsePuzzle } from '../../src/index.js';
import { localFixture } from '../../test/helpers.js';
import type { GenreBench, Table } from '../harness.js';
import { solveVersusClingo } from '../harness.js';
import type { KakuroPuzzle } from '../../src/genres/kakuro/index.js';
import { kakuro } from '../../src/genres/kakuro/index.js';

const clingoSeconds = 30;

async function generated(side: number, count: number): Promise<LoadedPuzzle[]> {
  const puzzles: LoadedPuzzle[] = [];
  for (let k = 0; k < count; k++) {
    const puzzle = await kakuro.generator!.generate({ rows: side, columns: side, seed: `bench-${k}`, options: {}, backend: defaultBackend });
    puzzles.push({ genre: kakuro, puzzle, format: 'url' });
  }
  return puzzles;
}

export async function benchKakuro(): Promise<Table[]> {
  const urls = [
    ...localFixture<{ url: string }>('kakuro-puzzlink.jsonl'),
    ...localFixture<{ url: string }>('kakuro-solved.jsonl'),
    ...localFixture<{ url?: string }>('kakuro-pzprjs.jsonl').filter((record): record is { url: string } => record.url !== undefined),
  ].map((record) => parsePuzzle(record.url));
  const cells = (loaded: LoadedPuzzle) => (loaded.puzzle as KakuroPuzzle).rows * (loaded.puzzle as KakuroPuzzle).columns;
  const groups = [
    { name: 'published, 5×5 to 7×7', puzzles: urls.filter((loaded) => cells(loaded) < 100) },
    { name: 'published, 10×10 to 15×15', puzzles: urls.filter((loaded) => cells(loaded) >= 100) },
    { name: 'generated 10×10, any level', puzzles: await generated(10, 5) },
    { name: 'generated 20×20, any level', puzzles: await generated(20, 2) },
  ];
  return [
    await solveVersusClingo({
      name: 'Kakuro',
      groups,
      runs: 3,
      clingoSeconds,
      exportColumn: `native clingo -n 2, our ASP export (${clingoSeconds} s cap)`,
      notes: (agreement) => [
        'CPU times. Embedded: warm, in Node, model building and lowering included; each sum the sets of digits that make it ' +
          '(a selector per set). clingo: the CPU time it reports (grounding and solving) on the ASP export of the same model (#sum aggregates).',
        `Targets: under 100 ms at 10×10, under 1 s at 20×20, faster than native clingo.${agreement}`,
      ],
    }),
  ];
}

/** The genre's section of `npm run bench`, and how the generators section times it. */
export const bench: GenreBench = {
  genre: kakuro,
  run: benchKakuro,
  generators: {
    sizes: [6, 10],
    note:
      'Kakuro: a half-turn symmetric shape of blocks and a digit fill, changed where the rating stops short below expert (at expert, where a second solution differs): a cell made a block, or given a digit whose sums say more; no Simon Tatham peer.',
  },
};
