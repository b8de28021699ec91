// Futoshiki formats: Simon Tatham's Unequal game ID, seed 004's values/restrict file and seed 003's clingo facts.

import type { Cell } from '../../core/geometry.js';
import type { Format } from '../../core/genre.js';
import { inputError } from '../../core/errors.js';
import type { Codec } from '../../core/formats/codec.js';
import { decimal } from '../../core/formats/codec.js';
import type { LineCodec, Symbols } from '../../core/formats/lines.js';
import { sections, textRows } from '../../core/formats/lines.js';
import { numberAnswers } from '../../core/formats/answers.js';
import { gameIdFormat } from '../../core/formats/sgt.js';
import { lineFileFormat } from '../../core/formats/text-grid.js';
import type { FutoshikiPuzzle, Sign } from './puzzle.js';
import { areNeighbours, emptyGivens, makeAdjacentFutoshiki, makeFutoshiki, maximumFutoshikiSize } from './puzzle.js';

// ---------------------------------------------------------------------------------------------------------------
// Unequal game ID: `N[a][dX]:` then N² records `number flags,` in reading order. A flag U/R/D/L points at a
// neighbour: in Unequal mode "this cell is greater than that one" (stored once, on the larger cell); in Adjacent
// mode "these two differ by 1" (stored on both cells). Letters a..z before a record skip 1..26 empty cells.

const flagSteps = { U: { row: -1, column: 0 }, R: { row: 0, column: 1 }, D: { row: 1, column: 0 }, L: { row: 0, column: -1 } } as const;
type Flag = keyof typeof flagSteps;
const flagOrder: readonly Flag[] = ['U', 'R', 'D', 'L'];

interface UnequalParameters {
  readonly size: number;
  readonly adjacent: boolean;
}

// `N`, `a` for Adjacent mode, and a difficulty `dX` that is read and dropped (it says how the puzzle was made).
const unequalParameters: Codec<UnequalParameters> = {
  read(reader) {
    const size = decimal.read(reader);
    const adjacent = reader.accept('a');
    if (reader.accept('d')) {
      const start = reader.position;
      const level = reader.next('a difficulty letter');
      if (!'tekxr'.includes(level)) reader.fail(`'d${level}' is not an Unequal difficulty (dt, de, dk, dx, dr)`, start);
    }
    return { size, adjacent };
  },
  write: ({ size, adjacent }) => `${size}${adjacent ? 'a' : ''}`,
};

/** One cell's record: its number (0 = empty) and the neighbours its flags point at, with each flag's place. */
interface UnequalRecord {
  readonly value: number;
  readonly flags: readonly { readonly flag: Flag; readonly column?: number }[];
}

/** `count` records `number flags,`; letters a..z before a record skip 1..26 empty cells. */
function unequalRecords(size: number): Codec<UnequalRecord[]> {
  const count = size * size;
  return {
    read(reader) {
      const records: UnequalRecord[] = [];
      while (!reader.done) {
        while (/[a-z]/.test(reader.peek() ?? '')) {
          const skipped = reader.next('a letter').charCodeAt(0) - 96;
          for (let step = 0; step < skipped; step++) records.push({ value: 0, flags: [] });
        }
        if (records.length >= count) reader.fail(`more than ${count} cells described`);
        const start = reader.position;
        if (!/[0-9]/.test(reader.peek() ?? '')) reader.fail(`expected a number, found '${reader.peek() ?? 'the end'}'`);
        const value = decimal.read(reader);
        if (value > size) reader.fail(`the number ${value} is outside 0..${size}`, start);
        // A cell names each neighbour at most once: a record has at most four flags.
        const flags: { flag: Flag; column: number }[] = [];
        while (/[URDL]/.test(reader.peek() ?? '')) {
          const flag = reader.peek() as Flag;
          if (flags.some((seen) => seen.flag === flag)) reader.fail(`the flag ${flag} is given twice for one cell`);
          flags.push({ flag, column: reader.position + 1 });
          reader.position++;
        }
        records.push({ value, flags });
        if (!reader.done && !reader.accept(',')) reader.fail(`expected ',' or a flag U, R, D, L, found '${reader.peek()}'`);
      }
      if (records.length < count) reader.fail(`describes ${records.length} cells, the grid has ${count}`);
      return records;
    },
    write: (records) => records.map(({ value, flags }) => `${value}${flagOrder.filter((flag) => flags.some((own) => own.flag === flag)).join('')},`).join(''),
  };
}

function flagTowards(from: Cell, to: Cell): Flag {
  return flagOrder.find((flag) => from.row + flagSteps[flag].row === to.row && from.column + flagSteps[flag].column === to.column)!;
}

function puzzleOfRecords({ size, adjacent }: UnequalParameters, records: readonly UnequalRecord[]): FutoshikiPuzzle {
  const givens = emptyGivens(size);
  const cellOf = (index: number): Cell => ({ row: Math.floor(index / size), column: index % size });
  const has = new Set<string>();
  records.forEach((record, index) => {
    const cell = cellOf(index);
    if (record.value > 0) givens[cell.row]![cell.column] = record.value;
    for (const { flag } of record.flags) has.add(`${cell.row},${cell.column},${flag}`);
  });
  const pairs: { from: Cell; to: Cell }[] = [];
  records.forEach((record, index) => {
    const cell = cellOf(index);
    for (const { flag, column } of record.flags) {
      const where = { part: 'game ID description', column };
      const to = { row: cell.row + flagSteps[flag].row, column: cell.column + flagSteps[flag].column };
      if (to.row < 0 || to.row >= size || to.column < 0 || to.column >= size) inputError(`the flag ${flag} points off the grid`, where);
      const mirrored = has.has(`${to.row},${to.column},${flagTowards(to, cell)}`);
      if (adjacent && !mirrored) inputError(`the bar ${flag} is not repeated on the neighbouring cell`, where);
      if (!adjacent && mirrored) inputError(`the flag ${flag} contradicts the flag on the neighbouring cell`, where);
      pairs.push({ from: cell, to });
    }
  });
  if (adjacent) return makeAdjacentFutoshiki(givens, pairs.map(({ from, to }) => ({ first: from, second: to })));
  return makeFutoshiki(givens, pairs.map(({ from, to }) => ({ smaller: to, larger: from })));
}

function recordsOfPuzzle(puzzle: FutoshikiPuzzle): UnequalRecord[] {
  const n = puzzle.size;
  const flags: Flag[][] = Array.from({ length: n * n }, () => []);
  const mark = (from: Cell, to: Cell) => flags[from.row * n + from.column]!.push(flagTowards(from, to));
  if (puzzle.mode === 'adjacent') {
    for (const bar of puzzle.bars) {
      mark(bar.first, bar.second);
      mark(bar.second, bar.first);
    }
  } else {
    for (const sign of puzzle.signs) mark(sign.larger, sign.smaller);
    // Signs both ways between two cells (an unsolvable puzzle, but one the other formats hold) would read back
    // as a contradiction in the ID itself.
    const key = (smaller: Cell, larger: Cell) => `${smaller.row},${smaller.column}<${larger.row},${larger.column}`;
    const present = new Set(puzzle.signs.map((sign) => key(sign.smaller, sign.larger)));
    const both = puzzle.signs.find((sign) => present.has(key(sign.larger, sign.smaller)));
    if (both) inputError(`an Unequal game ID cannot hold signs both ways between r${both.smaller.row + 1}c${both.smaller.column + 1} and r${both.larger.row + 1}c${both.larger.column + 1}`, { field: 'format' });
  }
  return puzzle.givens.flat().map((value, index) => ({ value: value ?? 0, flags: flags[index]!.map((flag) => ({ flag })) }));
}

export const unequalFormat = gameIdFormat<FutoshikiPuzzle, UnequalParameters, UnequalRecord[]>({
  name: "Simon Tatham's Unequal game ID (5:0,0L,..., 5a: for Adjacent mode)",
  parameters: unequalParameters,
  parametersHint: 'an Unequal parameter string like 5, 5a or 6dk',
  size: ({ size }) => ({ rows: size, columns: size }),
  maximumSize: { rows: maximumFutoshikiSize, columns: maximumFutoshikiSize },
  body: ({ size }) => unequalRecords(size),
  toPuzzle: puzzleOfRecords,
  fromPuzzle: (puzzle) => ({ parameters: { size: puzzle.size, adjacent: puzzle.mode === 'adjacent' }, body: recordsOfPuzzle(puzzle) }),
});

// ---------------------------------------------------------------------------------------------------------------
// Seed 004's file: a `values` section of n lines of n numbers (0 = empty), then a `restrict` section whose lines
// `r,c r,c` say the first cell is greater than the second (0-based).

/** A restriction `r,c r,c`: the first cell holds the larger number; where it stands in the file, when read. */
interface Restriction extends Sign {
  readonly place?: { readonly line: number; readonly texts: readonly string[]; readonly columns: readonly number[] };
}

const restrictions: LineCodec<Restriction[]> = {
  read(reader) {
    const read: Restriction[] = [];
    for (; reader.index < reader.lines.length; reader.index++) {
      const line = reader.lineNumber();
      const tokens = [...reader.lines[reader.index]!.matchAll(/\S+/g)];
      if (tokens.length === 0) continue;
      if (tokens.length !== 2) inputError(`a restriction is two cells "r,c r,c", found ${tokens.length} item(s)`, { line });
      const [larger, smaller] = tokens.map((token): Cell => {
        const match = /^(\d+),(\d+)$/.exec(token[0]);
        if (!match) inputError(`'${token[0]}' is not a cell like 1,2 (row,column from 0)`, { line, column: token.index + 1 });
        return { row: Number(match[1]), column: Number(match[2]) };
      }) as [Cell, Cell];
      read.push({ larger, smaller, place: { line, texts: tokens.map((token) => token[0]), columns: tokens.map((token) => token.index + 1) } });
    }
    return read;
  },
  write: (signs) => signs.map(({ larger, smaller }) => `${larger.row},${larger.column} ${smaller.row},${smaller.column}`),
};

const valueTokens: Symbols<number> = { read: (token) => (/^\d+$/.test(token) ? Number(token) : inputError(`'${token}' is not a number`)), write: String, expected: 'a number' };

export const valuesFormat = lineFileFormat<FutoshikiPuzzle, { values: number[][]; restrict: Restriction[] }>({
  id: 'values',
  name: 'values/restrict file (seed 004): n lines of n numbers (0 empty), then lines "r,c r,c" (first > second, 0-based)',
  detect: (text) => /^\s*values\s*$/im.test(text.split('\n').find((line) => line.trim() !== '') ?? ''),
  body: sections({ values: textRows(valueTokens, 'tokens', { empty: "the 'values' section is empty", noun: 'numbers' }), restrict: restrictions }, { ordered: true, optional: ['restrict'] }),
  toPuzzle({ values, restrict }) {
    const size = values[0]!.length;
    if (size > maximumFutoshikiSize) inputError(`a ${size}×${size} Futoshiki is larger than the supported ${maximumFutoshikiSize}×${maximumFutoshikiSize}`);
    values.forEach((row, r) =>
      row.forEach((value, column) => {
        if (value > size) inputError(`the number ${value} is outside 0..${size}`, { cell: { row: r, column } });
      }),
    );
    if (values.length !== size) inputError(`the 'values' section has ${values.length} rows of ${size} numbers; it must be square`);
    for (const { larger, smaller, place } of restrict) {
      [larger, smaller].forEach((cell, k) => {
        if (cell.row >= size || cell.column >= size) inputError(`the cell ${place?.texts[k]} is outside the ${size}×${size} grid`, { line: place?.line, column: place?.columns[k] });
      });
      if (!areNeighbours(larger, smaller)) inputError(`${place?.texts[0]} and ${place?.texts[1]} are not orthogonal neighbours`, { line: place?.line });
    }
    return makeFutoshiki(
      values.map((row) => row.map((value) => (value === 0 ? null : value))),
      restrict.map(({ larger, smaller }) => ({ larger, smaller })),
    );
  },
  fromPuzzle(puzzle) {
    if (puzzle.mode === 'adjacent') inputError('the values/restrict file cannot express Adjacent mode', { field: 'format' });
    return { body: { values: puzzle.givens.map((row) => row.map((value) => value ?? 0)), restrict: [...puzzle.signs] } };
  },
});

// ---------------------------------------------------------------------------------------------------------------
// Seed 003's clingo facts: `#const size = N.`, `given(X,Y,N).` and `lessThan(X1,Y1,X2,Y2).`, rows X and columns Y
// from 1; lessThan says the first cell holds the smaller number. `%` starts a comment.

export const factsFormat: Format<FutoshikiPuzzle> = {
  id: 'facts',
  name: 'clingo facts (seed 003): #const size = N. given(X,Y,N). lessThan(X1,Y1,X2,Y2). (rows X, columns Y, from 1)',
  detect: (text) => /#const\s+size\s*=|\bgiven\s*\(|\blessThan\s*\(/.test(text),
  parse(text) {
    let size: number | undefined;
    const givens: { row: number; column: number; value: number; line: number; column1: number }[] = [];
    const signs: { sign: Sign; line: number; column: number }[] = [];
    text.split(/\r?\n/).forEach((raw, index) => {
      const line = index + 1;
      const content = raw.replace(/%.*$/, '');
      // Statements end with a full stop; several may share a line.
      const statement = /\s*([^.]+)\.\s*/gy;
      let position = 0;
      while (position < content.length && content.slice(position).trim() !== '') {
        statement.lastIndex = position;
        const found = statement.exec(content);
        const column = position + (content.slice(position).length - content.slice(position).trimStart().length) + 1;
        if (!found) inputError(`'${content.slice(position).trim()}' does not end with '.'`, { line, column });
        position = statement.lastIndex;
        const body = found[1]!.replace(/\s+/g, '');
        const constant = /^#constsize=(\d+)$/.exec(body);
        const given = /^given\((\d+),(\d+),(\d+)\)$/.exec(body);
        const less = /^lessThan\((\d+),(\d+),(\d+),(\d+)\)$/.exec(body);
        if (constant) {
          if (size !== undefined) inputError('the size is set twice', { line, column });
          size = Number(constant[1]);
        } else if (given) {
          givens.push({ row: Number(given[1]) - 1, column: Number(given[2]) - 1, value: Number(given[3]), line, column1: column });
        } else if (less) {
          const [a, b, c, d] = less.slice(1).map((value) => Number(value) - 1) as [number, number, number, number];
          signs.push({ sign: { smaller: { row: a, column: b }, larger: { row: c, column: d } }, line, column });
        } else if (!/^#show/.test(body)) {
          inputError(`'${found[1]!.trim()}' is not '#const size = N', 'given(X,Y,N)' or 'lessThan(X1,Y1,X2,Y2)'`, { line, column });
        }
      }
    });
    if (size === undefined) inputError("no '#const size = N.' line");
    if (size < 1 || size > maximumFutoshikiSize) inputError(`a ${size}×${size} grid is outside the supported sizes 1..${maximumFutoshikiSize}`);
    const inside = (row: number, column: number) => row >= 0 && row < size! && column >= 0 && column < size!;
    const grid = emptyGivens(size);
    for (const given of givens) {
      const where = { line: given.line, column: given.column1 };
      if (!inside(given.row, given.column)) inputError(`given(${given.row + 1},${given.column + 1},...) is outside the ${size}×${size} grid`, where);
      if (given.value < 1 || given.value > size) inputError(`the given ${given.value} is outside 1..${size}`, where);
      const previous = grid[given.row]![given.column];
      if (previous !== null && previous !== given.value) inputError(`the cell ${given.row + 1},${given.column + 1} is given twice`, where);
      grid[given.row]![given.column] = given.value;
    }
    for (const { sign, line, column } of signs) {
      if (!inside(sign.smaller.row, sign.smaller.column) || !inside(sign.larger.row, sign.larger.column)) {
        inputError(`lessThan names a cell outside the ${size}×${size} grid`, { line, column });
      }
      if (!areNeighbours(sign.smaller, sign.larger)) inputError('lessThan joins two cells that are not orthogonal neighbours', { line, column });
    }
    return makeFutoshiki(
      grid,
      signs.map(({ sign }) => sign),
    );
  },
  write(puzzle) {
    if (puzzle.mode === 'adjacent') inputError("seed 003's facts cannot express Adjacent mode", { field: 'format' });
    const lines = [`#const size = ${puzzle.size}.`, ''];
    puzzle.givens.forEach((row, r) =>
      row.forEach((value, c) => {
        if (value !== null) lines.push(`given(${r + 1},${c + 1},${value}).`);
      }),
    );
    lines.push('');
    for (const { smaller, larger } of puzzle.signs) lines.push(`lessThan(${smaller.row + 1},${smaller.column + 1},${larger.row + 1},${larger.column + 1}).`);
    return lines.join('\n') + '\n';
  },
};

export const { answerFromJson, answerToJson, partialToJson } = numberAnswers((puzzle: FutoshikiPuzzle) => ({ rows: puzzle.size, columns: puzzle.size }));
