// Sashigane: median solve + uniqueness time of the embedded default solver on outside puzzles (test/fixtures: pzprjs's 5×5,
// cspuz_rs's 6×6 and the Pencil Puzzle Bench's 5×5 and 8×8) and on pencilsat's own 10×10, 15×15 and 20×20 puzzles,
// side by side with native clingo on the model's own ASP export (-n 2: the second answer set is the uniqueness proof;
// stopped after 30 s). 20×20 is the generator's largest size.

import type { LoadedPuzzle } from '../../src/index.js';
import { defaultBackend, parsePuzzle } from '../../src/index.js';
import { localFixture } from '../../test/helpers.js';
import type { GenreBench, Table } from '../harness.js';
import { solveVersusClingo } from '../harness.js';
import { sashigane } from '../../src/genres/sashigane/index.js';

const clingoSeconds = 30;

async function generated(side: number, count: number): Promise<LoadedPuzzle[]> {
  const puzzles: LoadedPuzzle[] = [];
  for (let k = 0; k < count; k++) {
    const puzzle = await sashigane.generator!.generate({ rows: side, columns: side, seed: `bench-${k}`, options: {}, backend: defaultBackend });
    puzzles.push({ genre: sashigane, puzzle, format: 'url' });
  }
  return puzzles;
}

export async function benchSashigane(): Promise<Table[]> {
  const urls = [
    ...localFixture<{ url?: string }>('sashigane-pzprjs.jsonl').flatMap((record) => (record.url ? [record.url] : [])),
    ...localFixture<{ url: string }>('sashigane-solved.jsonl').map((record) => record.url),
    ...localFixture<{ url: string }>('sashigane-puzzlink.jsonl').map((record) => record.url),
  ];
  const groups = [
    { name: "outside 5×5 to 8×8: pzprjs's, cspuz_rs's, the Pencil Puzzle Bench's", puzzles: urls.map((url) => parsePuzzle(url)) },
    { name: 'generated 10×10, any level', puzzles: await generated(10, 5) },
    { name: 'generated 15×15, any level', puzzles: await generated(15, 3) },
    { name: 'generated 20×20, any level', puzzles: await generated(20, 2) },
  ];
  return [
    await solveVersusClingo({
      name: 'Sashigane',
      groups,
      runs: 3,
      clingoSeconds,
      exportColumn: `native clingo -n 2, our ASP export (${clingoSeconds} s cap)`,
      notes: (agreement) => [
        'CPU times. Embedded: warm, in Node, model building and lowering included; each cell a corner or leading along its arm in one of four ways, ' +
          'neighbours joined when one leads to the other, a circled number as one of the ways its arms can lie. clingo: the CPU time it reports (grounding and solving) on the ASP export of the same model.',
        `Targets: under 100 ms at 10×10, under 1 s at the largest size, faster than native clingo.${agreement}`,
      ],
    }),
  ];
}

/** The genre's section of `npm run bench`, and how the generators section times it. */
export const bench: GenreBench = {
  genre: sashigane,
  run: benchSashigane,
  generators: {
    sizes: [6, 10],
    note: 'Sashigane: a random division into Ls drawn from the blank model, every corner circled with its count and every arm end given its arrow, symbols and numbers taken away in half-turn groups (a circle may keep no number); no Simon Tatham peer.',
  },
};
