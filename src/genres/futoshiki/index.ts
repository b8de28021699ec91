// Futoshiki: fill the n×n grid so that every row and every column holds each of 1..n once, keeping the givens;
// a sign between two neighbours points at the smaller number. In Adjacent mode (Simon Tatham's Unequal) a bar
// joins neighbours whose numbers differ by exactly 1, and neighbours without a bar never do.
// Example (Unequal game ID `4:0R,0,0R,0,0,0,0,0,0U,0,0R,0,0R,3,0,0,`):   .>. .>.      2 1 4 3
//                                                                         . . . .  ->  1 2 3 4
//                                                                         ^            3 4 2 1
//                                                                         . . .>.      4 3 1 2
//                                                                         .>3 . .

import type { Cell, GridSize } from '../../core/geometry.js';
import { adjacentPairs, allCells, makeGrid } from '../../core/geometry.js';
import type { Genre, Violation } from '../../core/genre.js';
import type { IntegerVariable, Literal } from '../../core/model.js';
import { Model, literalOf, valueOf } from '../../core/model.js';
import { numberGridFromJson } from '../shared/text-grid.js';
import { factsFormat, unequalFormat, valuesFormat } from './formats.js';
import { futoshikiGenerator } from './generate.js';
import { collection } from './collection.js';
import type { FutoshikiAnswer, FutoshikiPartial, FutoshikiPuzzle, Sign } from './puzzle.js';
import { maximumFutoshikiSize } from './puzzle.js';
import { futoshikiEdit, futoshikiPlay } from './play.js';

export type { AdjacentFutoshiki, Bar, FutoshikiAnswer, FutoshikiPartial, FutoshikiPuzzle, InequalityFutoshiki, Sign } from './puzzle.js';
export { emptyGivens, makeAdjacentFutoshiki, makeFutoshiki, maximumFutoshikiSize } from './puzzle.js';
export { parseUnequalSolution } from './formats.js';

const name = ({ row, column }: Cell) => `r${row + 1}c${column + 1}`;
const pairKey = (a: Cell, b: Cell) => [name(a), name(b)].sort().join('-');

/** The lines of the Latin square: every row and every column. */
function lines(size: number): { name: string; cells: Cell[] }[] {
  return Array.from({ length: size }, (_, index) => [
    { name: `row ${index + 1}`, cells: Array.from({ length: size }, (_, column) => ({ row: index, column })) },
    { name: `column ${index + 1}`, cells: Array.from({ length: size }, (_, row) => ({ row, column: index })) },
  ]).flat();
}

/** Clue ids: a given by its cell, a sign by its two cells in order (two opposite signs are two clues). */
export const clueIdOfGiven = (position: Cell): string => `given ${name(position)}`;
export const clueIdOfSign = (sign: Sign): string => `sign ${name(sign.smaller)}<${name(sign.larger)}`;

function buildModel(puzzle: FutoshikiPuzzle) {
  const n = puzzle.size;
  const model = new Model();
  const numbers = Array.from({ length: n }, (_, k) => k + 1);
  const cells: IntegerVariable[][] = makeGrid({ rows: n, columns: n }, (position) => model.integer(name(position), numbers));
  const at = ({ row, column }: Cell) => cells[row]![column]!;
  // Every row and every column holds each number once.
  for (const line of lines(n)) model.distinct(line.cells.map(at));
  // Givens stay.
  puzzle.givens.forEach((row, r) =>
    row.forEach((value, c) => {
      if (value === null) return;
      const position = { row: r, column: c };
      model.clue({ id: clueIdOfGiven(position), description: `the given ${value} at ${name(position)}`, cells: [position] }, () =>
        model.equals(cells[r]![c]!, value),
      );
    }),
  );
  if (puzzle.mode === 'inequality') {
    // A sign points at the smaller number.
    for (const sign of puzzle.signs) {
      const label = { id: clueIdOfSign(sign), description: `the sign ${name(sign.smaller)} < ${name(sign.larger)}`, cells: [sign.smaller, sign.larger] };
      model.clue(label, () => model.less(at(sign.smaller), at(sign.larger)));
    }
  } else {
    // A bar joins numbers one apart; neighbours without a bar are never one apart.
    const barred = new Set(puzzle.bars.map((bar) => pairKey(bar.first, bar.second)));
    for (const [a, b] of adjacentPairs({ rows: n, columns: n })) model.difference(at(a), at(b), 1, barred.has(pairKey(a, b)));
  }
  const observed: Literal[] = cells.flat().flatMap((variable) => variable.literals);
  return {
    model,
    observed,
    decode: (value: (literal: Literal) => boolean): FutoshikiAnswer => cells.map((row) => row.map((variable) => valueOf(variable, value))),
    decodePartial: (value: (literal: Literal) => boolean | undefined): FutoshikiPartial =>
      cells.map((row) => row.map((variable) => variable.values.find((candidate) => value(literalOf(variable, candidate)!) === true) ?? null)),
  };
}

/** The rule checker, in the order a player would look: the grid, the Latin square, then the signs or bars. */
function check(puzzle: FutoshikiPuzzle, answer: FutoshikiAnswer): Violation[] {
  const n = puzzle.size;
  if (answer.length !== n || answer.some((row) => row.length !== n)) {
    return [{ code: 'wrong-size', message: `the answer must be ${n}×${n}`, cells: [] }];
  }
  const violations: Violation[] = [];
  const valueAt = ({ row, column }: Cell) => answer[row]![column]!;
  const isNumber = (value: number) => Number.isInteger(value) && value >= 1 && value <= n;
  for (const position of allCells({ rows: n, columns: n })) {
    const value = valueAt(position);
    const given = puzzle.givens[position.row]![position.column];
    if (!isNumber(value)) violations.push({ code: 'not-a-number', message: `a cell holds ${value}, not a number 1..${n}`, cells: [position] });
    else if (given !== null && given !== undefined && given !== value) {
      violations.push({ code: 'given-changed', message: `the given ${given} was changed to ${value}`, cells: [position] });
    }
  }
  for (const line of lines(n)) {
    const seen = new Map<number, Cell[]>();
    for (const position of line.cells) {
      const value = valueAt(position);
      if (isNumber(value)) seen.set(value, [...(seen.get(value) ?? []), position]);
    }
    for (const [value, cells] of seen) {
      if (cells.length > 1) violations.push({ code: 'repeated-number', message: `${line.name} holds ${value} more than once`, cells });
    }
  }
  if (puzzle.mode === 'inequality') {
    for (const { smaller, larger } of puzzle.signs) {
      if (isNumber(valueAt(smaller)) && isNumber(valueAt(larger)) && !(valueAt(smaller) < valueAt(larger))) {
        violations.push({
          code: 'sign-broken',
          message: `${name(smaller)} must be smaller than ${name(larger)}, but holds ${valueAt(smaller)} against ${valueAt(larger)}`,
          cells: [smaller, larger],
        });
      }
    }
  } else {
    const barred = new Set(puzzle.bars.map((bar) => pairKey(bar.first, bar.second)));
    for (const [a, b] of adjacentPairs({ rows: n, columns: n })) {
      if (!isNumber(valueAt(a)) || !isNumber(valueAt(b))) continue;
      const oneApart = Math.abs(valueAt(a) - valueAt(b)) === 1;
      if (barred.has(pairKey(a, b)) && !oneApart) {
        violations.push({ code: 'bar-broken', message: `the bar needs numbers one apart, found ${valueAt(a)} and ${valueAt(b)}`, cells: [a, b] });
      } else if (!barred.has(pairKey(a, b)) && oneApart) {
        violations.push({ code: 'missing-bar', message: `${valueAt(a)} and ${valueAt(b)} are one apart but have no bar between them`, cells: [a, b] });
      }
    }
  }
  return violations;
}

/** A text picture like Unequal's: `<` `>` between cells in a row, `^` `v` between rows (pointing at the smaller), `|` and `-` for bars. */
function render(puzzle: FutoshikiPuzzle, answer?: FutoshikiAnswer): string {
  const n = puzzle.size;
  const width = String(n).length;
  const between = new Map<string, string>();
  if (puzzle.mode === 'inequality') {
    for (const { smaller, larger } of puzzle.signs) {
      const horizontal = smaller.row === larger.row;
      const first = horizontal ? (smaller.column < larger.column ? smaller : larger) : smaller.row < larger.row ? smaller : larger;
      const symbol = horizontal ? (first === smaller ? '<' : '>') : first === smaller ? '^' : 'v';
      between.set(`${name(first)}${horizontal ? 'right' : 'down'}`, symbol);
    }
  } else {
    for (const { first, second } of puzzle.bars) between.set(`${name(first)}${first.row === second.row ? 'right' : 'down'}`, first.row === second.row ? '|' : '-');
  }
  const output: string[] = [];
  for (let row = 0; row < n; row++) {
    let text = '';
    for (let column = 0; column < n; column++) {
      const value = answer?.[row]?.[column] ?? puzzle.givens[row]![column];
      text += (value === null || value === undefined ? '.' : String(value)).padStart(width);
      if (column < n - 1) text += between.get(`${name({ row, column })}right`) ?? ' ';
    }
    output.push(text.trimEnd());
    if (row < n - 1) {
      const signs = Array.from({ length: n }, (_, column) => (between.get(`${name({ row, column })}down`) ?? ' ').padStart(width)).join(' ');
      output.push(signs.trimEnd());
    }
  }
  return output.join('\n');
}

export const futoshiki: Genre<FutoshikiPuzzle, FutoshikiAnswer, FutoshikiPartial> = {
  id: 'futoshiki',
  name: 'Futoshiki',
  aliases: ['unequal', 'futoshiki-adjacent', 'adjacent'],
  rules:
    'Fill the n×n grid so that every row and every column holds each number from 1 to n once, keeping the givens; ' +
    'a sign between two neighbours points at the smaller number. In Adjacent mode a bar joins neighbours whose ' +
    'numbers differ by exactly 1, and neighbours without a bar never differ by 1.',
  formats: [unequalFormat, valuesFormat, factsFormat],
  defaultFormat: 'sgt',
  examples: [
    '4:0R,0,0R,0,0,0,0,0,0U,0,0R,0,0R,3,0,0,',
    // Seed 004's puzzle, in its own format.
    'values\n1 0 0 0\n0 0 0 0\n0 0 0 0\n3 0 0 0\nrestrict\n1,2 1,3\n2,1 2,0\n2,2 3,2\n',
    '5a:0R,0RL,0RL,0RL,0L,0R,0RDL,0DL,0RD,0DL,0,0UR,0UL,0URD,0UL,4,0,0D,0UR,0DL,0,5R,0UL,0,0U,',
  ],
  maximumSize: { rows: maximumFutoshikiSize, columns: maximumFutoshikiSize },
  size: (puzzle): GridSize => ({ rows: puzzle.size, columns: puzzle.size }),
  model: buildModel,
  check,
  render,
  answerToJson: (answer) => answer,
  answerFromJson: (puzzle, json) => numberGridFromJson(json, puzzle.size, puzzle.size),
  partialToJson: (partial) => partial,
  play: futoshikiPlay,
  edit: futoshikiEdit,
  generator: futoshikiGenerator(() => futoshiki),
  collection,
  ratingScale: { medium: 2, hard: 8, expert: 15 },
};
