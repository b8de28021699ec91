// Norinori: median solve + uniqueness time of the embedded default solver on real puzzles (test/fixtures/
// norinori-puzzlink.jsonl: 5×5 to 20×10, the largest) and on generated 10×10 puzzles, side by side with native clingo
// on the model's own ASP export (-n 2: the second answer set is the uniqueness proof; stopped after 30 s). The
// generator does not reach 20×20 in reasonable time (each step rebuilds the model), so no generated group is larger.
// Simon Tatham's collection has no Norinori, so the generator has no peer.

import type { LoadedPuzzle } from '../../src/index.js';
import { defaultBackend, parsePuzzle } from '../../src/index.js';
import { localFixture } from '../../test/helpers.js';
import type { GenreBench, Table } from '../harness.js';
import { solveVersusClingo } from '../harness.js';
import { generateNorinori } from '../../src/genres/norinori/generate.js';
import type { NorinoriPuzzle } from '../../src/genres/norinori/index.js';
import { norinori } from '../../src/genres/norinori/index.js';

/** clingo stops after this long. */
const clingoSeconds = 30;

/** Generated puzzles of a size, any level. */
async function generated(side: number, count: number): Promise<LoadedPuzzle[]> {
  const puzzles: LoadedPuzzle[] = [];
  for (let k = 0; k < count; k++) {
    const { puzzle } = await generateNorinori({ rows: side, columns: side, seed: `bench-${k}`, options: {}, backend: defaultBackend });
    puzzles.push({ genre: norinori, puzzle, format: 'url' });
  }
  return puzzles;
}

export async function benchNorinori(): Promise<Table[]> {
  const real = localFixture<{ url: string }>('norinori-puzzlink.jsonl').map((record) => parsePuzzle(record.url));
  const area = (loaded: LoadedPuzzle) => (loaded.puzzle as NorinoriPuzzle).rows * (loaded.puzzle as NorinoriPuzzle).columns;
  const groups = [
    { name: 'real, 5×5 to 10×10', puzzles: real.filter((loaded) => area(loaded) <= 100) },
    { name: 'generated, 10×10, any level', puzzles: await generated(10, 5) },
    { name: 'real, 18×10 and 20×10', puzzles: real.filter((loaded) => area(loaded) > 100) },
  ];
  return [
    await solveVersusClingo({
      name: 'Norinori',
      groups,
      clingoSeconds,
      notes: (agreement) => [
        'CPU times. Embedded: warm, in Node, model building and lowering included. clingo: the CPU time it reports ' +
          '(grounding and solving, without its process start) on the ASP export of the same model.',
        `clingo is stopped after ${clingoSeconds} s. Targets: under 100 ms at 10×10, under 1 s at the largest size.${agreement}`,
      ],
    }),
  ];
}

export const bench: GenreBench = {
  genre: norinori,
  run: benchNorinori,
  generators: {
    sizes: [10],
    note: 'Norinori: rooms grown around a random domino shading; no Simon Tatham peer.',
    ratingPuzzles: () => [{ name: 'Norinori 20×10 (noqx)', text: localFixture<{ url: string }>('norinori-puzzlink.jsonl').at(-1)!.url }],
  },
};
