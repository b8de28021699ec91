// Sudoku: median solve+uniqueness time on hard 9×9 puzzles (qqwing expert and famous hard ones), the default CDCL
// solver and the embedded default solver against native minisat on the same CNF; and a 16×16 Solo "unreasonable".

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lowerToCnf } from '../../src/core/cnf.js';
import { writeDimacs } from '../../src/core/dimacs.js';
import { parsePuzzle, solve } from '../../src/index.js';
import { localFixture } from '../../test/helpers.js';
import type { GenreBench, Table } from '../harness.js';
import { sudoku } from '../../src/genres/sudoku/index.js';
import { loadBackend } from '../../src/solvers/load.js';
import { cpuRuns, formatMs, hasProgram, loadNote, median, timeProgram, timeRuns } from '../harness.js';

/** Well-known hard 9×9 puzzles: Arto Inkala's "world's hardest" (2010), "Easter monster", "AI escargot". */
const famous = [
  '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..',
  '1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1',
  '1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..',
];

export async function benchSudoku(): Promise<Table[]> {
  const expert = localFixture<{ puzzle: string; difficulty: string }>('qqwing.jsonl')
    .filter((record) => record.difficulty === 'expert')
    .map((record) => record.puzzle);
  const puzzles = [...expert, ...famous];
  const folder = mkdtempSync(join(tmpdir(), 'pencilsat-bench-'));
  const embedded: number[] = [];
  const embeddedCpu: number[] = [];
  const logicSolver = await loadBackend('minisat');
  const logicSolverCpu: number[] = [];
  const native: number[] = [];
  const nativeAvailable = hasProgram('minisat');
  for (const [index, text] of puzzles.entries()) {
    const loaded = parsePuzzle(text);
    const runs = await timeRuns(() => solve(loaded), 5, 2);
    embedded.push(median(runs));
    // CPU over more runs: a run is well under a millisecond, and the machine may be shared.
    embeddedCpu.push(median(await cpuRuns(() => solve(loaded), 15, 2)));
    logicSolverCpu.push(median(await cpuRuns(() => solve(loaded, { backend: logicSolver }), 15, 2)));
    if (nativeAvailable) {
      // The same CNF, and the same second call with the first answer blocked: that is the uniqueness proof.
      const first = await solve(loaded);
      const model = loaded.genre.model(loaded.puzzle);
      const cnf = lowerToCnf(model.model);
      const answer = (first.answer as number[][]).flat();
      const blocking = model.observed.filter((literal) => {
        const name = model.model.nameOf(literal);
        const match = /^r(\d+)c(\d+)=(\d+)$/.exec(name)!;
        return answer[(Number(match[1]) - 1) * 9 + Number(match[2]) - 1] === Number(match[3]);
      });
      const firstFile = join(folder, `p${index}.cnf`);
      const secondFile = join(folder, `p${index}-unique.cnf`);
      writeFileSync(firstFile, writeDimacs(cnf, { comments: false }));
      writeFileSync(secondFile, writeDimacs(cnf, { comments: false, extraClauses: [blocking.map((literal) => -literal)] }));
      const times: number[] = [];
      for (let k = 0; k < 5; k++) {
        times.push(timeProgram('minisat', ['-verb=0', firstFile]).ms + timeProgram('minisat', ['-verb=0', secondFile]).ms);
      }
      native.push(median(times));
    }
  }
  // The set: 100 qqwing expert puzzles, CPU only (each well under a millisecond, warm).
  const benchSet = localFixture<{ puzzle: string }>('qqwing-bench.jsonl').map((record) => parsePuzzle(record.puzzle, { genre: sudoku.id }));
  const benchSetCpu: number[] = [];
  for (const loaded of benchSet) benchSetCpu.push(median(await cpuRuns(() => solve(loaded), 10, 2)));
  const big = parsePuzzle(localFixture<{ id: string; fullParams: string }>('sgt-solo.jsonl').find((record) => record.fullParams.startsWith('4x4du'))!.id, {
    genre: 'sudoku',
  });
  const bigTimes = await timeRuns(() => solve(big), 5, 1);
  const bigCpu = await cpuRuns(() => solve(big), 5, 0);
  const empty50 = parsePuzzle('https://puzz.link/p?sudoku/25/25/' + 'z'.repeat(31) + 'n', { genre: 'sudoku' });
  const emptyTimes = await timeRuns(() => solve(empty50), 3, 1);
  return [
    {
      title: `Sudoku 9×9: median solve + uniqueness proof per puzzle (${expert.length} qqwing expert + ${famous.length} famous hard), model and lowering included`,
      columns: ['backend', 'median (wall)', 'median (CPU)', 'slowest (wall)', 'ratio to embedded (wall)'],
      rows: [
        ['cdcl (the default), warm, in Node', formatMs(median(embedded)), formatMs(median(embeddedCpu)), formatMs(Math.max(...embedded)), '1.00'],
        ['embedded minisat (logic-solver), warm, in Node', '-', formatMs(median(logicSolverCpu)), '-', '-'],
        [`cdcl, warm, in Node, on the ${benchSet.length} qqwing expert of qqwing-bench.jsonl`, '-', formatMs(median(benchSetCpu)), '-', '-'],
        ...(nativeAvailable
          ? [['native minisat, same CNF, two processes', formatMs(median(native)), '-', formatMs(Math.max(...native)), (median(native) / median(embedded)).toFixed(2)]]
          : [['native minisat', 'not installed', '-', '-', '-']]),
      ],
      notes: ['Target: the default backend at most 0.5 ms of CPU (median).', loadNote()],
    },
    {
      title: 'Sudoku, larger grids (the default backend, solve + uniqueness)',
      columns: ['puzzle', 'median (wall)', 'median (CPU)'],
      rows: [
        ['16×16 Solo "unreasonable" (4x4du)', formatMs(median(bigTimes)), formatMs(median(bigCpu))],
        ['25×25 empty grid (many solutions: first two)', formatMs(median(emptyTimes)), '-'],
      ],
      notes: ['Target: 16×16 unreasonable under 100 ms.'],
    },
  ];
}

/** The genre's section of `npm run bench`, and how the generators section times it. */
export const bench: GenreBench = {
  genre: sudoku,
  run: benchSudoku,
  generators: {
    sizes: [9],
    peer: {
      program: 'sgt-solo',
      name: 'Solo',
      params: (columns) => (columns === 9 ? '3x3' : columns === 6 ? '2x3' : columns === 4 ? '2x2' : columns === 16 ? '4x4' : `${columns}j`),
      levels: { easy: 'db', medium: 'di', hard: 'de', expert: 'du' },
    },
    ratingPuzzles: () => {
      const big = localFixture<{ id: string; fullParams: string }>('sgt-solo.jsonl').find((record) => record.fullParams.startsWith('4x4du'));
      return big ? [{ name: '16×16 Solo "unreasonable" (4x4du)', text: big.id }] : [];
    },
  },
};
