// Satogaeri: the generator's median time per unique puzzle at 10×10, 15×15 and 20×20, and the median
// solve + uniqueness time on those puzzles, the embedded default solver against native z3 running the seed thesis's own
// QF_LIA model (appendix A: integer country and circle matrices, circle IDs, one disjunction of tracks per circle).

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Difficulty } from '../../src/core/rating.js';
import { generateSatogaeri } from '../../src/genres/satogaeri/generate.js';
import type { Move, SatogaeriPuzzle } from '../../src/genres/satogaeri/index.js';
import { candidateMoves, countryCells, satogaeri, trackOf } from '../../src/genres/satogaeri/index.js';
import { defaultBackend, solve } from '../../src/index.js';
import type { GenreBench, Table } from '../harness.js';
import { formatMs, hasProgram, median, timeProgram, timeRuns } from '../harness.js';

/**
 * The thesis's QF_LIA encoding of a puzzle (section 4, appendix A), 1-based names f<r>-<c> (country matrix) and
 * c<r>-<c> (circle matrix). With `exclude`, the thesis's uniqueness query: the same model with that solution
 * forbidden (section 5.3).
 */
export function thesisSmtLib(puzzle: SatogaeriPuzzle, exclude?: readonly Move[]): string {
  const f = (row: number, column: number) => `f${row + 1}-${column + 1}`;
  const c = (row: number, column: number) => `c${row + 1}-${column + 1}`;
  const lines = ['(set-logic QF_LIA)'];
  for (let row = 0; row < puzzle.rows; row++) {
    for (let column = 0; column < puzzle.columns; column++) lines.push(`(declare-fun ${f(row, column)} () Int)`, `(declare-fun ${c(row, column)} () Int)`);
  }
  // Country rules: exactly one field of each country is occupied (> 0), the others are 0.
  for (const cells of countryCells(puzzle)) {
    const options = cells.map((chosen) => `(and ${cells.map((cell) => (cell === chosen ? `(> ${f(cell.row, cell.column)} 0)` : `(= ${f(cell.row, cell.column)} 0)`)).join(' ')})`);
    lines.push(`(assert (or ${options.join(' ')}))`);
  }
  // Circle IDs, then each circle's possible moves: it leaves its ID on every field it passes and on its target.
  lines.push(`(assert (and ${puzzle.circles.map((circle, k) => `(= ${c(circle.row, circle.column)} ${k + 1})`).join(' ')} true))`);
  candidateMoves(puzzle).forEach((moves, k) => {
    const circle = puzzle.circles[k]!;
    const id = c(circle.row, circle.column);
    const options = moves.map((move) => {
      const passed = trackOf(move).slice(1);
      return `(and ${passed.map((cell) => `(= ${c(cell.row, cell.column)} ${id})`).join(' ')} (= ${f(move.to.row, move.to.column)} ${id}))`;
    });
    lines.push(`(assert (or ${options.join(' ')} false))`);
  });
  if (exclude) {
    lines.push(`(assert (or ${exclude.map((move, k) => `(not (= ${f(move.to.row, move.to.column)} ${k + 1}))`).join(' ')}))`);
  }
  lines.push('(check-sat)');
  return lines.join('\n') + '\n';
}

interface Row {
  size: string;
  generateMs: number[];
  solveMs: number[];
  z3Ms: number[];
  circles: number[];
  z3Failures: number;
}

export async function benchSatogaeri(): Promise<Table[]> {
  const folder = mkdtempSync(join(tmpdir(), 'pencilsat-satogaeri-'));
  const z3Available = hasProgram('z3');
  const plan: { columns: number; rows: number; count: number; difficulty?: Difficulty }[] = [
    { columns: 10, rows: 10, count: 9 },
    { columns: 15, rows: 15, count: 7 },
    { columns: 20, rows: 20, count: 5 },
    { columns: 10, rows: 10, count: 5, difficulty: 'hard' },
    { columns: 10, rows: 10, count: 5, difficulty: 'expert' },
  ];
  const rows: Row[] = [];
  for (const { columns, rows: height, count, difficulty } of plan) {
    const row: Row = { size: `${columns}×${height}${difficulty ? ` ${difficulty}` : ''}`, generateMs: [], solveMs: [], z3Ms: [], circles: [], z3Failures: 0 };
    for (let index = 0; index < count; index++) {
      const started = performance.now();
      const generated = await generateSatogaeri({
        rows: height,
        columns,
        difficulty,
        seed: `bench-${index}`,
        options: { 'country-size': '0.7' },
        backend: defaultBackend,
      });
      row.generateMs.push(performance.now() - started);
      row.circles.push(generated.puzzle.circles.length);
      const loaded = { genre: satogaeri, puzzle: generated.puzzle, format: 'url' };
      row.solveMs.push(median(await timeRuns(() => solve(loaded), 5, 1)));
      if (!z3Available || difficulty) continue;
      const first = join(folder, `${row.size}-${index}.smt2`);
      const second = join(folder, `${row.size}-${index}-unique.smt2`);
      writeFileSync(first, thesisSmtLib(generated.puzzle));
      writeFileSync(second, thesisSmtLib(generated.puzzle, generated.solution));
      const times: number[] = [];
      for (let k = 0; k < 3; k++) {
        const found = timeProgram('z3', ['-smt2', '-T:60', first]);
        const unique = timeProgram('z3', ['-smt2', '-T:60', second]);
        if (found.stdout.trim() !== 'sat' || unique.stdout.trim() !== 'unsat') row.z3Failures++;
        times.push(found.ms + unique.ms);
      }
      row.z3Ms.push(median(times));
    }
    rows.push(row);
  }
  return [
    {
      title: 'Satogaeri generator: median time per unique puzzle (country size 0.7, any difficulty unless named)',
      columns: ['size', 'puzzles', 'median', 'slowest', 'median circles'],
      rows: rows.map((row) => [row.size, row.generateMs.length, formatMs(median(row.generateMs)), formatMs(Math.max(...row.generateMs)), median(row.circles)]),
      notes: ['Targets: 10×10 under 1 s, 20×20 under 10 s.'],
    },
    {
      title: 'Satogaeri: median solve + uniqueness proof on those puzzles',
      columns: ['size', 'embedded default solver (warm, in Node)', "native z3, the thesis's QF_LIA model (sat + unsat, two processes)", 'ratio z3 / embedded'],
      rows: rows
        .filter((row) => !row.size.includes('hard') && !row.size.includes('expert'))
        .map((row) => [
          row.size,
          formatMs(median(row.solveMs)),
          z3Available ? `${formatMs(median(row.z3Ms))}${row.z3Failures > 0 ? ` (${row.z3Failures} wrong or timed out)` : ''}` : 'z3 not installed',
          z3Available ? (median(row.z3Ms) / median(row.solveMs)).toFixed(1) : '-',
        ]),
      notes: ['Target: at least 10× faster than the seed-style z3 model. z3 times include process start (about 10-20 ms).'],
    },
  ];
}

/** The genre's section of `npm run bench`, and how the generators section times it. */
export const bench: GenreBench = {
  genre: satogaeri,
  run: benchSatogaeri,
  generators: {
    note: "Satogaeri reaches hard and expert by placing circles again while the hardest version of a draft scores too low; its expert puzzles take the most drafts.",
  },
};
