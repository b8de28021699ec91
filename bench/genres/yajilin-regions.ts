// Regional Yajilin: median solve + uniqueness time of the embedded default solver on outside puzzles
// (test/fixtures/yajilin-regions-puzzlink.jsonl: pzprjs's, cspuz_rs's and penpa-edit's, 5×5 to 16×3 and 12×10) and
// on pencilsat's own 10×10 and 15×15 puzzles, side by side with native clingo on the model's own ASP export (-n 2:
// the second answer set is the uniqueness proof; stopped after 30 s). Simon Tatham has no Regional Yajilin, so
// generation is timed alone.

import type { LoadedPuzzle } from '../../src/index.js';
import { defaultBackend, parsePuzzle } from '../../src/index.js';
import { localFixture } from '../../test/helpers.js';
import type { GenreBench, Table } from '../harness.js';
import { solveVersusClingo } from '../harness.js';
import type { RegionalYajilinPuzzle } from '../../src/genres/yajilin-regions/index.js';
import { regionalYajilin } from '../../src/genres/yajilin-regions/index.js';

const clingoSeconds = 30;

async function generated(side: number, count: number): Promise<LoadedPuzzle[]> {
  const puzzles: LoadedPuzzle[] = [];
  for (let k = 0; k < count; k++) {
    const puzzle = await regionalYajilin.generator!.generate({ rows: side, columns: side, seed: `bench-${k}`, options: {}, backend: defaultBackend });
    puzzles.push({ genre: regionalYajilin, puzzle, format: 'url' });
  }
  return puzzles;
}

export async function benchRegionalYajilin(): Promise<Table[]> {
  // penpa-edit's 8×8 has several solutions: left out of a uniqueness bench.
  const outside = localFixture<{ url?: string; status?: string }>('yajilin-regions-puzzlink.jsonl').flatMap((record) => (record.url && record.status !== 'multiple' ? [parsePuzzle(record.url)] : []));
  const cells = (loaded: LoadedPuzzle) => (loaded.puzzle as RegionalYajilinPuzzle).rows * (loaded.puzzle as RegionalYajilinPuzzle).columns;
  const groups = [
    { name: 'outside, 5×5 to 16×3', puzzles: outside.filter((loaded) => cells(loaded) < 100) },
    { name: 'outside, 12×10', puzzles: outside.filter((loaded) => cells(loaded) >= 100) },
    { name: 'generated 10×10, any level', puzzles: await generated(10, 5) },
    { name: 'generated 15×15, any level', puzzles: await generated(15, 2) },
  ];
  return [
    await solveVersusClingo({
      name: 'Regional Yajilin',
      groups,
      runs: 3,
      clingoSeconds,
      exportColumn: `native clingo -n 2, our ASP export (${clingoSeconds} s cap)`,
      notes: (agreement) => [
        'CPU times. Embedded: warm, in Node, model building and lowering included; each number a count over its room, ' +
          'shaded cells apart as pairs, every other cell on the single loop (lazy cuts). ' +
          'clingo: the CPU time it reports (grounding and solving) on the ASP export of the same model.',
        `Targets: under 100 ms at 10×10, under 1 s at the largest size, faster than native clingo.${agreement}`,
      ],
    }),
  ];
}

/** The genre's section of `npm run bench`, and how the generators section times it. */
export const bench: GenreBench = {
  genre: regionalYajilin,
  run: benchRegionalYajilin,
  generators: {
    sizes: [8, 10],
    note: 'Regional Yajilin: an answer drawn from the model, rooms grown over it and split where a second solution differs, then numbers taken away to the level; no Simon Tatham peer.',
  },
};
