// Country Road: median solve + uniqueness time of the embedded default solver on puzzles made by others (5×5 to 12×12, and
// 15×15 to 20×15, the largest we hold) and on the collection's 10×10 puzzles, side by side with native clingo on
// pencilsat's own ASP export (-n 2: a second answer set disproves uniqueness), stopped after 30 s. Simon Tatham has
// no Country Road, so generation is timed alone.

import type { LoadedPuzzle } from '../../src/index.js';
import { parsePuzzle } from '../../src/index.js';
import { localFixture } from '../../test/helpers.js';
import type { GenreBench, PuzzleGroup, Table } from '../harness.js';
import { solveVersusClingo } from '../harness.js';
import { collection } from '../../src/genres/countryroad/collection.js';
import type { CountryRoadPuzzle } from '../../src/genres/countryroad/index.js';
import { countryRoad } from '../../src/genres/countryroad/index.js';

/** clingo stops after this long. */
const clingoSeconds = 30;

export async function benchCountryRoad(): Promise<Table[]> {
  const outside = localFixture<{ url?: string; status?: string }>('countryroad-puzzlink.jsonl')
    .filter((record) => record.url && record.status === 'unique')
    .map((record) => parsePuzzle(record.url!));
  const cells = (loaded: LoadedPuzzle) => (loaded.puzzle as CountryRoadPuzzle).rows * (loaded.puzzle as CountryRoadPuzzle).columns;
  const groups: PuzzleGroup[] = [
    { name: 'made by others, 5×5 to 12×12', puzzles: outside.filter((loaded) => cells(loaded) <= 144) },
    { name: 'made by others, 15×15 to 20×15 (largest we hold)', puzzles: outside.filter((loaded) => cells(loaded) > 144) },
    { name: 'the collection, 10×10, every level', puzzles: collection.filter((entry) => entry.size === '10x10').map((entry) => parsePuzzle(entry.puzzle)) },
  ];
  return [
    await solveVersusClingo({
      name: 'Country Road',
      groups,
      runs: 3,
      warmPuzzles: 0,
      clingoSeconds,
      callsColumn: 'SAT calls, most (each cut adds one)',
      exportColumn: 'native clingo -n 2 on the ASP export',
      notes: (agreement) => [
        'CPU times. Embedded: warm, in Node, model building and lowering included; the single loop is kept by lazy ' +
          'connectivity cuts. clingo: the CPU time it reports on `pencilsat export --to asp`, where the loop is one by reachability.',
        `clingo is stopped after ${clingoSeconds} s (a time shown as ${clingoSeconds} s or more means it did not finish).${agreement}`,
      ],
    }),
  ];
}

export const bench: GenreBench = {
  genre: countryRoad,
  run: benchCountryRoad,
  generators: { sizes: [8, 10], note: 'Simon Tatham has no Country Road: no peer generator.' },
};
