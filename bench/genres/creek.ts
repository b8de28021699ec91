// Creek: median solve + uniqueness time of the embedded default solver on outside puzzles (test/fixtures/creek-solved.jsonl,
// creek-puzzlink.jsonl and creek-puzzlekit.jsonl: 6×6 to 15×20) and on pencilsat's own 10×10 and 20×20 puzzles, side
// by side with native clingo on the model's own ASP export (-n 2: the second answer set is the uniqueness proof;
// stopped after 30 s).

import type { LoadedPuzzle } from '../../src/index.js';
import { defaultBackend, parsePuzzle } from '../../src/index.js';
import { localFixture } from '../../test/helpers.js';
import type { GenreBench, Table } from '../harness.js';
import { solveVersusClingo } from '../harness.js';
import type { CreekPuzzle } from '../../src/genres/creek/index.js';
import { creek } from '../../src/genres/creek/index.js';

const clingoSeconds = 30;

async function generated(side: number, count: number): Promise<LoadedPuzzle[]> {
  const puzzles: LoadedPuzzle[] = [];
  for (let k = 0; k < count; k++) {
    const puzzle = await creek.generator!.generate({ rows: side, columns: side, seed: `bench-${k}`, options: {}, backend: defaultBackend });
    puzzles.push({ genre: creek, puzzle, format: 'url' });
  }
  return puzzles;
}

/** puzzlekit-dataset's corners (`-` none) as a pzprv3 file (`.` none). */
function fromDataset(problem: string): LoadedPuzzle {
  const [size, ...corners] = problem.split('\n');
  const [rows, columns] = size!.split(' ');
  return parsePuzzle(['pzprv3', 'creek', rows, columns, ...corners.map((line) => line.replaceAll('-', '.'))].join('\n'));
}

export async function benchCreek(): Promise<Table[]> {
  const links = [...localFixture<{ url: string }>('creek-solved.jsonl'), ...localFixture<{ url: string }>('creek-puzzlink.jsonl')].map((record) => parsePuzzle(record.url));
  const outside = [...links, ...localFixture<{ problem: string }>('creek-puzzlekit.jsonl').map((record) => fromDataset(record.problem))];
  const cells = (loaded: LoadedPuzzle) => (loaded.puzzle as CreekPuzzle).rows * (loaded.puzzle as CreekPuzzle).columns;
  const groups = [
    { name: 'outside, 6×6 and 6×7', puzzles: outside.filter((loaded) => cells(loaded) < 100) },
    { name: 'outside, 10×10', puzzles: outside.filter((loaded) => cells(loaded) === 100) },
    { name: 'outside, 15×15 to 15×20', puzzles: outside.filter((loaded) => cells(loaded) > 100) },
    { name: 'generated 10×10, any level', puzzles: await generated(10, 5) },
    { name: 'generated 20×20, any level', puzzles: await generated(20, 2) },
  ];
  return [
    await solveVersusClingo({
      name: 'Creek',
      groups,
      runs: 3,
      clingoSeconds,
      exportColumn: `native clingo -n 2, our ASP export (${clingoSeconds} s cap)`,
      notes: (agreement) => [
        'CPU times. Embedded: warm, in Node, model building and lowering included; each number a count of the cells round ' +
          'its corner, the unshaded cells connected by lazy cuts. clingo: the CPU time it reports (grounding and solving) on the ASP export of the same model.',
        `Targets: under 100 ms at 10×10, under 1 s at 20×20, faster than native clingo.${agreement}`,
      ],
    }),
  ];
}

/** The genre's section of `npm run bench`, and how the generators section times it. */
export const bench: GenreBench = {
  genre: creek,
  run: benchCreek,
  generators: {
    sizes: [6, 10],
    note: 'Creek: a random shading with its unshaded cells connected, drawn from the model, every corner given its count, numbers taken away in half-turn groups; no Simon Tatham peer.',
  },
};
