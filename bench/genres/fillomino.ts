// Fillomino: median solve + uniqueness time of the embedded solver on Simon Tatham's Filling puzzles (the 9×7 ones
// of test/fixtures/sgt-filling.jsonl, and test/fixtures/sgt-filling-bench.jsonl: five 10×10 and two 20×20), side by
// side with native clingo on the model's own ASP export (-n 2: the second answer set is the uniqueness proof; stopped
// after 30 s); and generation per level beside Filling's own generator.

import type { LoadedPuzzle } from '../../src/index.js';
import { parsePuzzle } from '../../src/index.js';
import { localFixture } from '../../test/helpers.js';
import type { GenreBench, Table } from '../harness.js';
import { solveVersusClingo } from '../harness.js';
import type { FillominoPuzzle } from '../../src/genres/fillomino/index.js';
import { fillomino } from '../../src/genres/fillomino/index.js';

const clingoSeconds = 30;

export async function benchFillomino(): Promise<Table[]> {
  const records = [...localFixture<{ id: string }>('sgt-filling.jsonl'), ...localFixture<{ id: string }>('sgt-filling-bench.jsonl')];
  const puzzles = records.map((record) => parsePuzzle(record.id, { genre: 'fillomino' }));
  const sized = (rows: number) => (loaded: LoadedPuzzle) => (loaded.puzzle as FillominoPuzzle).rows === rows;
  const groups = [
    { name: 'Filling 9×7', puzzles: puzzles.filter(sized(7)) },
    { name: 'Filling 10×10', puzzles: puzzles.filter(sized(10)) },
    { name: 'Filling 20×20', puzzles: puzzles.filter(sized(20)) },
  ];
  return [
    await solveVersusClingo({
      name: 'Fillomino',
      groups,
      runs: 3,
      clingoSeconds,
      exportColumn: `native clingo -n 2, our ASP export (${clingoSeconds} s cap)`,
      notes: (agreement) => [
        "CPU times. Embedded: warm, in Node, model building and lowering included; every cell's number over 1 to the " +
          "grid's area, the division into regions by link rules and lazy cuts. clingo: the CPU time it reports on the ASP export of the same model.",
        `Targets: under 100 ms at 10×10, under 1 s at 20×20, faster than native clingo.${agreement}`,
      ],
    }),
  ];
}

export const bench: GenreBench = {
  genre: fillomino,
  run: benchFillomino,
  generators: {
    sizes: [6, 8, 10],
    peer: { program: 'sgt-filling', name: 'Filling', params: (columns, rows) => `${columns}x${rows}` },
    note: 'Fillomino: a random division (regions of at most 9 cells), every cell a given, numbers taken away in half-turn pairs. Filling has one level.',
  },
};
