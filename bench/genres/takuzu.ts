// Takuzu: median solve + uniqueness time of the embedded default solver on Simon Tatham's Unruly puzzles of several sizes,
// side by side with native clingo (a plain ASP program, -n 2) and native z3 on seed 001's model (one Int per cell,
// 0 or 1; line sums equal half the line; every three in a line sum to 1 or 2), solved, then solved again with the
// answer excluded to prove it unique.

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TakuzuPuzzle } from '../../src/genres/takuzu/index.js';
import type { LoadedPuzzle } from '../../src/index.js';
import { parsePuzzle, solve } from '../../src/index.js';
import { localFixture } from '../../test/helpers.js';
import type { GenreBench, Table } from '../harness.js';
import { takuzu } from '../../src/genres/takuzu/index.js';
import { formatMs, hasProgram, median, timeProgram, timeRuns } from '../harness.js';

/** Takuzu in ASP. Facts: width/1, height/1, given/3 (row, column, 0 or 1), and `distinct.` for the optional rule. */
export const takuzuAsp = `
row(0..H-1) :- height(H).
column(0..W-1) :- width(W).
{ one(R,C) } :- row(R), column(C).
:- given(R,C,1), not one(R,C).
:- given(R,C,0), one(R,C).
% Every row and column holds as many of each colour.
:- row(R), width(W), #count{ C : one(R,C) } != W/2.
:- column(C), height(H), #count{ R : one(R,C) } != H/2.
% No three equal cells in a line.
:- one(R,C), one(R,C+1), one(R,C+2).
:- row(R), column(C), column(C+2), not one(R,C), not one(R,C+1), not one(R,C+2).
:- one(R,C), one(R+1,C), one(R+2,C).
:- column(C), row(R), row(R+2), not one(R,C), not one(R+1,C), not one(R+2,C).
% Optionally, all rows differ and all columns differ.
rows_differ(A,B) :- row(A), row(B), A < B, column(C), one(A,C), not one(B,C).
rows_differ(A,B) :- row(A), row(B), A < B, column(C), not one(A,C), one(B,C).
:- distinct, row(A), row(B), A < B, not rows_differ(A,B).
columns_differ(A,B) :- column(A), column(B), A < B, row(R), one(R,A), not one(R,B).
columns_differ(A,B) :- column(A), column(B), A < B, row(R), not one(R,A), one(R,B).
:- distinct, column(A), column(B), A < B, not columns_differ(A,B).
#show one/2.
`;

function aspFacts(puzzle: TakuzuPuzzle): string {
  const facts = [`width(${puzzle.columns}).`, `height(${puzzle.rows}).`];
  if (puzzle.distinctLines) facts.push('distinct.');
  puzzle.givens.forEach((row, r) => row.forEach((colour, c) => colour !== null && facts.push(`given(${r},${c},${colour}).`)));
  return facts.join('\n') + '\n';
}

/** Seed 001's z3 formula: a Int per cell, 0 or 1, with sums. `exclude` adds "not this answer" for the second call. */
function seedSmt(puzzle: TakuzuPuzzle, exclude?: readonly (readonly number[])[]): string {
  const name = (r: number, c: number) => `a_${r + 1}_${c + 1}`;
  const lines: string[] = [];
  for (let r = 0; r < puzzle.rows; r++) {
    for (let c = 0; c < puzzle.columns; c++) {
      lines.push(`(declare-const ${name(r, c)} Int)`, `(assert (or (= ${name(r, c)} 0) (= ${name(r, c)} 1)))`);
      const given = puzzle.givens[r]![c];
      if (given !== null && given !== undefined) lines.push(`(assert (= ${name(r, c)} ${given}))`);
    }
  }
  const sum = (cells: [number, number][]) => `(+ ${cells.map(([r, c]) => name(r, c)).join(' ')})`;
  const rowCells = (r: number, from = 0, length = puzzle.columns) => Array.from({ length }, (_, k) => [r, from + k] as [number, number]);
  const columnCells = (c: number, from = 0, length = puzzle.rows) => Array.from({ length }, (_, k) => [from + k, c] as [number, number]);
  for (let r = 0; r < puzzle.rows; r++) {
    lines.push(`(assert (= ${sum(rowCells(r))} ${puzzle.columns / 2}))`);
    for (let c = 0; c + 2 < puzzle.columns; c++) lines.push(`(assert (and (< 0 ${sum(rowCells(r, c, 3))}) (< ${sum(rowCells(r, c, 3))} 3)))`);
  }
  for (let c = 0; c < puzzle.columns; c++) {
    lines.push(`(assert (= ${sum(columnCells(c))} ${puzzle.rows / 2}))`);
    for (let r = 0; r + 2 < puzzle.rows; r++) lines.push(`(assert (and (< 0 ${sum(columnCells(c, r, 3))}) (< ${sum(columnCells(c, r, 3))} 3)))`);
  }
  if (puzzle.distinctLines) {
    for (let a = 0; a < puzzle.rows; a++) {
      for (let b = a + 1; b < puzzle.rows; b++) {
        lines.push(`(assert (not (and ${rowCells(a).map(([r, c]) => `(= ${name(r, c)} ${name(b, c)})`).join(' ')})))`);
      }
    }
    for (let a = 0; a < puzzle.columns; a++) {
      for (let b = a + 1; b < puzzle.columns; b++) {
        lines.push(`(assert (not (and ${columnCells(a).map(([r, c]) => `(= ${name(r, c)} ${name(r, b)})`).join(' ')})))`);
      }
    }
  }
  if (exclude) lines.push(`(assert (not (and ${exclude.flatMap((row, r) => row.map((value, c) => `(= ${name(r, c)} ${value})`)).join(' ')})))`);
  lines.push('(check-sat)');
  return lines.join('\n') + '\n';
}

/** Seconds allowed to each z3 call. */
const z3Limit = 20;

interface Group {
  readonly name: string;
  readonly puzzles: LoadedPuzzle[];
}

export async function benchTakuzu(): Promise<Table[]> {
  const unruly = localFixture<{ id: string; fullParams: string }>('sgt-unruly.jsonl');
  const select = (test: (fullParams: string) => boolean) => unruly.filter((record) => test(record.fullParams)).map((record) => parsePuzzle(record.id));
  const groups: Group[] = [
    { name: 'Unruly 6×6 to 8×8', puzzles: select((params) => /^(6x6|8x8)d/.test(params)) },
    { name: 'Unruly 10×10 to 14×14, 12×8, 6×10', puzzles: select((params) => /^(10x10|14x14|12x8|6x10)d/.test(params)) },
    { name: 'Unruly 8×8 to 16×16, unique rows (u)', puzzles: select((params) => params.includes('u')) },
    { name: 'Unruly 20×20', puzzles: select((params) => params.startsWith('20x20')) },
    { name: 'Unruly 30×30', puzzles: select((params) => params.startsWith('30x30')) },
  ];
  const folder = mkdtempSync(join(tmpdir(), 'pencilsat-bench-takuzu-'));
  const program = join(folder, 'takuzu.lp');
  writeFileSync(program, takuzuAsp);
  const clingo = hasProgram('clingo');
  const z3 = hasProgram('z3');
  const rows: (string | number)[][] = [];
  for (const group of groups) {
    const embedded: number[] = [];
    const clingoTimes: number[] = [];
    const z3Times: number[] = [];
    for (const [index, loaded] of group.puzzles.entries()) {
      const puzzle = loaded.puzzle as TakuzuPuzzle;
      const result = await solve(loaded);
      embedded.push(median(await timeRuns(() => solve(loaded), 3, 1)));
      const base = join(folder, `${group.name.replace(/\W+/g, '-')}-${index}`);
      if (clingo) {
        writeFileSync(`${base}.lp`, aspFacts(puzzle));
        clingoTimes.push(median(Array.from({ length: 3 }, () => timeProgram('clingo', ['-n', '2', program, `${base}.lp`]).ms)));
      }
      if (z3) {
        writeFileSync(`${base}.smt2`, seedSmt(puzzle));
        writeFileSync(`${base}-unique.smt2`, seedSmt(puzzle, result.answer as number[][]));
        // One run each, with a time limit: this model takes seconds from 10×10 on.
        const first = timeProgram('z3', [`-T:${z3Limit}`, `${base}.smt2`]);
        const second = first.stdout.startsWith('sat') ? timeProgram('z3', [`-T:${z3Limit}`, `${base}-unique.smt2`]) : undefined;
        const finished = second !== undefined && second.stdout.startsWith('unsat');
        z3Times.push(finished ? first.ms + second.ms : Infinity);
      }
    }
    const ours = median(embedded);
    const peer = (available: boolean, times: number[]) => {
      if (!available) return ['not installed', '-'];
      const middle = median(times);
      return Number.isFinite(middle) ? [formatMs(middle), (middle / ours).toFixed(1)] : [`over ${z3Limit} s`, '-'];
    };
    rows.push([`${group.name} (${group.puzzles.length})`, formatMs(ours), formatMs(Math.max(...embedded)), ...peer(clingo, clingoTimes), ...peer(z3, z3Times)]);
  }
  return [
    {
      title: 'Takuzu: median solve + uniqueness proof per puzzle',
      columns: ['instances', 'embedded default solver', 'slowest', 'native clingo -n 2', 'clingo / embedded', "native z3, seed 001's Int model", 'z3 / embedded'],
      rows,
      notes: [
        'Embedded: warm, in Node, model building and lowering included. Peers: one process per call, start-up included; ' +
          `z3 is run once on each of two formulas (solve, then the same formula with the answer excluded), ${z3Limit} s at most per call.`,
      ],
    },
  ];
}

/** The genre's section of `npm run bench`, and how the generators section times it. */
export const bench: GenreBench = {
  genre: takuzu,
  run: benchTakuzu,
  generators: {
    sizes: [8, 10],
    peer: { program: 'sgt-unruly', name: 'Unruly', params: (columns, rows) => `${columns}x${rows}`, levels: { easy: 'dt', medium: 'de', hard: 'dn', expert: 'dn' } },
  },
};
