// Tapa: median solve + uniqueness time of the embedded default solver on outside puzzles (test/fixtures/tapa-solved.jsonl
// and tapa-puzzlink.jsonl: 5×5 to 21×14) and on pencilsat's own 10×10 and 20×20 puzzles, side by side with native
// clingo on the model's own ASP export (-n 2: the second answer set is the uniqueness proof; stopped after 30 s).

import type { LoadedPuzzle } from '../../src/index.js';
import { defaultBackend, parsePuzzle } from '../../src/index.js';
import { localFixture } from '../../test/helpers.js';
import type { GenreBench, Table } from '../harness.js';
import { solveVersusClingo } from '../harness.js';
import type { TapaPuzzle } from '../../src/genres/tapa/index.js';
import { tapa } from '../../src/genres/tapa/index.js';

const clingoSeconds = 30;

async function generated(side: number, count: number): Promise<LoadedPuzzle[]> {
  const puzzles: LoadedPuzzle[] = [];
  for (let k = 0; k < count; k++) {
    const puzzle = await tapa.generator!.generate({ rows: side, columns: side, seed: `bench-${k}`, options: {}, backend: defaultBackend });
    puzzles.push({ genre: tapa, puzzle, format: 'url' });
  }
  return puzzles;
}

export async function benchTapa(): Promise<Table[]> {
  const outside = [...localFixture<{ url: string }>('tapa-solved.jsonl'), ...localFixture<{ url: string }>('tapa-puzzlink.jsonl')].map((record) => parsePuzzle(record.url));
  const cells = (loaded: LoadedPuzzle) => (loaded.puzzle as TapaPuzzle).rows * (loaded.puzzle as TapaPuzzle).columns;
  const groups = [
    { name: 'outside, 5×5 to 7×19', puzzles: outside.filter((loaded) => cells(loaded) < 100 || (cells(loaded) < 144 && cells(loaded) !== 100)) },
    { name: 'outside, 10×10', puzzles: outside.filter((loaded) => cells(loaded) === 100) },
    { name: 'outside, 12×12 and 21×14', puzzles: outside.filter((loaded) => cells(loaded) >= 144) },
    { name: 'generated 10×10, any level', puzzles: await generated(10, 5) },
    { name: 'generated 20×20, any level', puzzles: await generated(20, 3) },
  ];
  return [
    await solveVersusClingo({
      name: 'Tapa',
      groups,
      runs: 3,
      clingoSeconds,
      exportColumn: `native clingo -n 2, our ASP export (${clingoSeconds} s cap)`,
      notes: (agreement) => [
        'CPU times. Embedded: warm, in Node, model building and lowering included; each clue a table of the ring shadings ' +
          'that fit it, connectivity by lazy cuts. clingo: the CPU time it reports (grounding and solving) on the ASP export of the same model.',
        `Targets: under 100 ms at 10×10, under 1 s at 20×20, faster than native clingo.${agreement}`,
      ],
    }),
  ];
}

/** The genre's section of `npm run bench`, and how the generators section times it. */
export const bench: GenreBench = {
  genre: tapa,
  run: benchTapa,
  generators: {
    sizes: [6, 10],
    note: 'Tapa: a random shading drawn from the model, every unshaded cell given its clue, clues taken away in half-turn pairs; no Simon Tatham peer.',
  },
};
