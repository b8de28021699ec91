// Aqre: median solve + uniqueness time of the embedded default solver on outside puzzles (test/fixtures/aqre-pzprjs.jsonl
// and aqre-puzzlekit.jsonl: 6×6 to 11×11) and on pencilsat's own 10×10 and 15×15 puzzles (its generator stops at
// 15×15), side by side with native clingo on the model's own ASP export (-n 2: the second answer set is the
// uniqueness proof; stopped after 30 s).

import type { LoadedPuzzle } from '../../src/index.js';
import { defaultBackend, parsePuzzle } from '../../src/index.js';
import { localFixture } from '../../test/helpers.js';
import type { GenreBench, Table } from '../harness.js';
import { solveVersusClingo } from '../harness.js';
import type { AqrePuzzle } from '../../src/genres/aqre/index.js';
import { aqre } from '../../src/genres/aqre/index.js';

const clingoSeconds = 30;

async function generated(side: number, count: number): Promise<LoadedPuzzle[]> {
  const puzzles: LoadedPuzzle[] = [];
  for (let k = 0; k < count; k++) {
    const puzzle = await aqre.generator!.generate({ rows: side, columns: side, seed: `bench-${k}`, options: {}, backend: defaultBackend });
    puzzles.push({ genre: aqre, puzzle, format: 'url' });
  }
  return puzzles;
}

/** puzzlekit-dataset's numbers (`-` none) and room labels (from 1) as a pzprv3 file (`.` none, rooms from 0). */
function fromDataset(problem: string): LoadedPuzzle {
  const [size, ...lines] = problem.split('\n');
  const rows = Number(size!.split(' ')[0]);
  const labels = lines.slice(rows).map((line) => line.split(' ').map((label) => Number(label) - 1));
  const numbers = lines.slice(0, rows).map((line) => line.replaceAll('-', '.'));
  return parsePuzzle(['pzprv3', 'aqre', ...size!.split(' '), String(Math.max(...labels.flat()) + 1), ...labels.map((line) => line.join(' ')), ...numbers].join('\n'));
}

export async function benchAqre(): Promise<Table[]> {
  const links = localFixture<{ url?: string }>('aqre-pzprjs.jsonl').flatMap((record) => (record.url ? [parsePuzzle(record.url)] : []));
  const outside = [...links, ...localFixture<{ problem: string }>('aqre-puzzlekit.jsonl').map((record) => fromDataset(record.problem))];
  const cells = (loaded: LoadedPuzzle) => (loaded.puzzle as AqrePuzzle).rows * (loaded.puzzle as AqrePuzzle).columns;
  const groups = [
    { name: 'outside, 6×6 and 8×8', puzzles: outside.filter((loaded) => cells(loaded) < 100) },
    { name: 'outside, 10×10 and 11×11', puzzles: outside.filter((loaded) => cells(loaded) >= 100) },
    { name: 'generated 10×10, any level', puzzles: await generated(10, 5) },
    { name: 'generated 15×15, any level', puzzles: await generated(15, 2) },
  ];
  return [
    await solveVersusClingo({
      name: 'Aqre',
      groups,
      runs: 3,
      clingoSeconds,
      exportColumn: `native clingo -n 2, our ASP export (${clingoSeconds} s cap)`,
      notes: (agreement) => [
        'CPU times. Embedded: warm, in Node, model building and lowering included; each number a count over its room, ' +
          'no run of four of either colour as clauses over windows of four cells, the shaded cells connected by lazy cuts. ' +
          'clingo: the CPU time it reports (grounding and solving) on the ASP export of the same model.',
        `Targets: under 100 ms at 10×10, under 1 s at the largest size, faster than native clingo.${agreement}`,
      ],
    }),
  ];
}

/** The genre's section of `npm run bench`, and how the generators section times it. */
export const bench: GenreBench = {
  genre: aqre,
  run: benchAqre,
  generators: {
    sizes: [6, 10],
    note: 'Aqre: a random shading drawn from the model, rooms grown round it and split where a second solution differs, then numbers taken away to the level; no Simon Tatham peer.',
  },
};
