// Nurimisaki: median solve + uniqueness time of the embedded default solver on outside puzzles (test/fixtures/
// nurimisaki-solved.jsonl and nurimisaki-puzzlink.jsonl: 5×5 to 22×15, and penpa-edit's 44×44 on its own) and on
// pencilsat's own 10×10 and 15×15 puzzles, side by side with native clingo on the model's own ASP export (-n 2: the
// second answer set is the uniqueness proof).

import type { LoadedPuzzle } from '../../src/index.js';
import { defaultBackend, parsePuzzle } from '../../src/index.js';
import { localFixture } from '../../test/helpers.js';
import type { GenreBench, Table } from '../harness.js';
import { solveVersusClingo } from '../harness.js';
import type { NurimisakiPuzzle } from '../../src/genres/nurimisaki/index.js';
import { nurimisaki } from '../../src/genres/nurimisaki/index.js';

const clingoSeconds = 30;
/** penpa-edit's 44×44 takes minutes either way: one run each, clingo stopped later. */
const largestClingoSeconds = 300;

async function generated(side: number, count: number): Promise<LoadedPuzzle[]> {
  const puzzles: LoadedPuzzle[] = [];
  for (let k = 0; k < count; k++) {
    const puzzle = await nurimisaki.generator!.generate({ rows: side, columns: side, seed: `bench-${k}`, options: {}, backend: defaultBackend });
    puzzles.push({ genre: nurimisaki, puzzle, format: 'url' });
  }
  return puzzles;
}

const notes = (agreement: string) => [
  'CPU times. Embedded: warm, in Node, model building and lowering included; the unshaded cells connected by lazy cuts, ' +
    'each cell a dead end exactly where a circle is, each number a sightline. clingo: the CPU time it reports (grounding and solving) on the ASP export of the same model.',
  `Targets: under 100 ms at 10×10, under 1 s at 20×20 or the largest published size, faster than native clingo.${agreement}`,
];

export async function benchNurimisaki(): Promise<Table[]> {
  const solved = localFixture<{ url: string }>('nurimisaki-solved.jsonl').map((record) => parsePuzzle(record.url));
  const outside = localFixture<{ url: string; source: string }>('nurimisaki-puzzlink.jsonl');
  const loaded = (records: readonly { url: string }[]) => records.map((record) => parsePuzzle(record.url));
  const cells = (puzzle: LoadedPuzzle) => (puzzle.puzzle as NurimisakiPuzzle).rows * (puzzle.puzzle as NurimisakiPuzzle).columns;
  const cspuz = loaded(outside.filter((record) => record.source.includes('cspuz')));
  const others = loaded(outside.filter((record) => !record.source.includes('cspuz'))).filter((puzzle) => cells(puzzle) < 44 * 44);
  const largest = loaded(outside).filter((puzzle) => cells(puzzle) === 44 * 44);
  return [
    await solveVersusClingo({
      name: 'Nurimisaki',
      groups: [
        { name: "outside, pzprjs's 5×5 and cspuz_rs's 10×10", puzzles: solved },
        { name: "outside 10×10, cspuz's generator's (circles only)", puzzles: cspuz },
        { name: "outside 9×9 to 22×15, penpa-edit's and noqx's", puzzles: others },
        { name: 'generated 10×10, any level', puzzles: await generated(10, 5) },
        { name: 'generated 15×15, any level', puzzles: await generated(15, 2) },
      ],
      runs: 3,
      clingoSeconds,
      exportColumn: `native clingo -n 2, our ASP export (${clingoSeconds} s cap)`,
      notes,
    }),
    await solveVersusClingo({
      name: 'Nurimisaki, the largest published',
      groups: [{ name: "outside 44×44, penpa-edit's", puzzles: largest }],
      runs: 1,
      warmup: 0,
      warmPuzzles: 0,
      clingoRuns: 1,
      clingoSeconds: largestClingoSeconds,
      callsColumn: 'SAT calls (lazy cuts)',
      exportColumn: `native clingo -n 2, our ASP export (${largestClingoSeconds} s cap)`,
      notes,
    }),
  ];
}

/** The genre's section of `npm run bench`, and how the generators section times it. */
export const bench: GenreBench = {
  genre: nurimisaki,
  run: benchNurimisaki,
  generators: {
    sizes: [6, 10],
    note: 'Nurimisaki: a random maze of corridors, its dead ends circled and numbered, mended with a new dead end where a second solution differs, numbers taken away to the level; no Simon Tatham peer.',
  },
};
