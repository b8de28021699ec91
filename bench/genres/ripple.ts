// Ripple Effect: median solve + uniqueness time of the embedded solver on published puzzles
// (test/fixtures/ripple-puzzlink.jsonl: 4×4 to 13×13) and on pencilsat's own 10×10 and 12×12 puzzles (the generator's
// largest), side by side with native clingo on the model's own ASP export (-n 2: the second answer set is the
// uniqueness proof; stopped after 30 s); and generation per level. There is no Simon Tatham game for it.

import type { LoadedPuzzle } from '../../src/index.js';
import { defaultBackend, parsePuzzle } from '../../src/index.js';
import { localFixture } from '../../test/helpers.js';
import type { GenreBench, Table } from '../harness.js';
import { solveVersusClingo } from '../harness.js';
import type { RipplePuzzle } from '../../src/genres/ripple/index.js';
import { ripple } from '../../src/genres/ripple/index.js';

const clingoSeconds = 30;

async function generated(side: number, count: number): Promise<LoadedPuzzle[]> {
  const puzzles: LoadedPuzzle[] = [];
  for (let k = 0; k < count; k++) {
    const puzzle = await ripple.generator!.generate({ rows: side, columns: side, seed: `bench-${k}`, options: {}, backend: defaultBackend });
    puzzles.push({ genre: ripple, puzzle, format: 'url' });
  }
  return puzzles;
}

export async function benchRipple(): Promise<Table[]> {
  const published = localFixture<{ url: string }>('ripple-puzzlink.jsonl').map((record) => parsePuzzle(record.url, { genre: 'ripple' }));
  const cells = (loaded: LoadedPuzzle) => (loaded.puzzle as RipplePuzzle).rows * (loaded.puzzle as RipplePuzzle).columns;
  const groups = [
    { name: 'published, 4×4 to 6×6', puzzles: published.filter((loaded) => cells(loaded) < 100) },
    { name: 'published, 10×10 to 13×13', puzzles: published.filter((loaded) => cells(loaded) >= 100) },
    { name: 'generated 10×10, any level', puzzles: await generated(10, 5) },
    { name: 'generated 12×12, any level', puzzles: await generated(12, 3) },
  ];
  return [
    await solveVersusClingo({
      name: 'Ripple Effect',
      groups,
      runs: 3,
      clingoSeconds,
      exportColumn: `native clingo -n 2, our ASP export (${clingoSeconds} s cap)`,
      notes: (agreement) => [
        "CPU times. Embedded: warm, in Node, model building and lowering included; a digit per cell over 1 to its room's size, " +
          'each room a permutation, two cells d apart in a line never both holding an N >= d. clingo: the CPU time it reports on the ASP export of the same model.',
        `Targets: under 100 ms at 10×10, faster than native clingo.${agreement}`,
      ],
    }),
  ];
}

/** The genre's section of `npm run bench`, and how the generators section times it. */
export const bench: GenreBench = {
  genre: ripple,
  run: benchRipple,
  generators: {
    sizes: [6, 8, 10],
    note: 'Ripple Effect: random rooms (grown from seeds, five cells on average, seven at most, no room of one cell left alone), drawn again when they have no filling; every digit a given, givens taken away in half-turn pairs. No Simon Tatham peer.',
  },
};
