// Futoshiki formats: Simon Tatham's Unequal game ID, seed 004's values/restrict file and seed 003's clingo facts.

import type { Cell } from '../../core/geometry.js';
import type { Format } from '../../core/genre.js';
import { inputError } from '../../core/errors.js';
import { splitGameId } from '../../core/formats/sgt.js';
import { numberGridFromJson } from '../shared/text-grid.js';
import type { FutoshikiAnswer, FutoshikiPartial, FutoshikiPuzzle, Sign } from './puzzle.js';
import { areNeighbours, emptyGivens, makeAdjacentFutoshiki, makeFutoshiki, maximumFutoshikiSize } from './puzzle.js';

// ---------------------------------------------------------------------------------------------------------------
// Unequal game ID: `N[a][dX]:` then N² records `number flags,` in reading order. A flag U/R/D/L points at a
// neighbour: in Unequal mode "this cell is greater than that one" (stored once, on the larger cell); in Adjacent
// mode "these two differ by 1" (stored on both cells). Letters a..z before a record skip 1..26 empty cells.

const flagSteps = { U: { row: -1, column: 0 }, R: { row: 0, column: 1 }, D: { row: 1, column: 0 }, L: { row: 0, column: -1 } } as const;
type Flag = keyof typeof flagSteps;
const flagOrder: readonly Flag[] = ['U', 'R', 'D', 'L'];

const unequalParameters = /^(\d+)(a?)(?:d([a-z]))?$/;

function flagTowards(from: Cell, to: Cell): Flag {
  return flagOrder.find((flag) => from.row + flagSteps[flag].row === to.row && from.column + flagSteps[flag].column === to.column)!;
}

export const unequalFormat: Format<FutoshikiPuzzle> = {
  id: 'sgt',
  name: "Simon Tatham's Unequal game ID (5:0,0L,..., 5a: for Adjacent mode)",
  detect: (text) => /^\s*\d+a?(?:d[a-z])?:/.test(text) && !text.trim().includes('\n'),
  parse(text) {
    const { parameters, description } = splitGameId(text);
    const match = unequalParameters.exec(parameters);
    if (!match) inputError(`'${parameters}' is not an Unequal parameter string like 5, 5a or 6dk`, { part: 'game ID parameters' });
    const size = Number(match[1]);
    const adjacent = match[2] === 'a';
    if (size < 1 || size > maximumFutoshikiSize) {
      inputError(`a ${size}×${size} grid is outside the supported sizes 1..${maximumFutoshikiSize}`, { part: 'game ID parameters' });
    }
    if (match[3] !== undefined && !'tekxr'.includes(match[3])) {
      inputError(`'d${match[3]}' is not an Unequal difficulty (dt, de, dk, dx, dr)`, { part: 'game ID parameters' });
    }
    const givens = emptyGivens(size);
    const flags: { cell: Cell; flag: Flag; column: number }[] = [];
    const where = (index: number) => ({ part: 'game ID description', column: index + 1 });
    let index = 0;
    let cellIndex = 0;
    while (index < description.length) {
      while (/[a-z]/.test(description[index] ?? '')) {
        cellIndex += description.charCodeAt(index) - 96;
        index++;
      }
      if (cellIndex >= size * size) inputError(`more than ${size * size} cells described`, where(index));
      const numberMatch = /^\d+/.exec(description.slice(index));
      if (!numberMatch) inputError(`expected a number, found '${description[index] ?? 'the end'}'`, where(index));
      const value = Number(numberMatch[0]);
      if (value > size) inputError(`the number ${value} is outside 0..${size}`, where(index));
      const position = { row: Math.floor(cellIndex / size), column: cellIndex % size };
      if (value > 0) givens[position.row]![position.column] = value;
      index += numberMatch[0].length;
      while (/[URDL]/.test(description[index] ?? '')) {
        flags.push({ cell: position, flag: description[index] as Flag, column: index });
        index++;
      }
      cellIndex++;
      if (index < description.length) {
        if (description[index] !== ',') inputError(`expected ',' or a flag U, R, D, L, found '${description[index]}'`, where(index));
        index++;
      }
    }
    if (cellIndex < size * size) inputError(`describes ${cellIndex} cells, the grid has ${size * size}`, { part: 'game ID description' });
    const has = new Set(flags.map(({ cell, flag }) => `${cell.row},${cell.column},${flag}`));
    const pairs: { from: Cell; to: Cell; column: number }[] = [];
    for (const { cell, flag, column } of flags) {
      const to = { row: cell.row + flagSteps[flag].row, column: cell.column + flagSteps[flag].column };
      if (to.row < 0 || to.row >= size || to.column < 0 || to.column >= size) inputError(`the flag ${flag} points off the grid`, where(column));
      const mirrored = has.has(`${to.row},${to.column},${flagTowards(to, cell)}`);
      if (adjacent && !mirrored) inputError(`the bar ${flag} is not repeated on the neighbouring cell`, where(column));
      if (!adjacent && mirrored) inputError(`the flag ${flag} contradicts the flag on the neighbouring cell`, where(column));
      pairs.push({ from: cell, to, column });
    }
    if (adjacent) return makeAdjacentFutoshiki(givens, pairs.map(({ from, to }) => ({ first: from, second: to })));
    return makeFutoshiki(givens, pairs.map(({ from, to }) => ({ smaller: to, larger: from })));
  },
  write(puzzle) {
    const n = puzzle.size;
    const flags: string[][] = Array.from({ length: n * n }, () => []);
    const mark = (from: Cell, to: Cell) => flags[from.row * n + from.column]!.push(flagTowards(from, to));
    if (puzzle.mode === 'adjacent') {
      for (const bar of puzzle.bars) {
        mark(bar.first, bar.second);
        mark(bar.second, bar.first);
      }
    } else {
      for (const sign of puzzle.signs) mark(sign.larger, sign.smaller);
    }
    const records = puzzle.givens.flat().map((value, index) => {
      const own = flagOrder.filter((flag) => flags[index]!.includes(flag)).join('');
      return `${value ?? 0}${own},`;
    });
    return `${n}${puzzle.mode === 'adjacent' ? 'a' : ''}:${records.join('')}`;
  },
};

/** Reads an Unequal solve string (`S` then one character per cell; from order 10 on, `0` is 1 and `A` is 11). */
export function parseUnequalSolution(move: string, size: number): number[][] {
  const characters = move.replace(/^S/, '');
  if (characters.length !== size * size) inputError(`a solution of ${characters.length} cells for a ${size}×${size} grid`);
  const values = [...characters].map((character) => {
    if (size < 10) return Number(character);
    if (/[0-9]/.test(character)) return Number(character) + 1;
    return character.toUpperCase().charCodeAt(0) - 65 + 11;
  });
  return Array.from({ length: size }, (_, row) => values.slice(row * size, (row + 1) * size));
}

// ---------------------------------------------------------------------------------------------------------------
// Seed 004's file: a `values` section of n lines of n numbers (0 = empty), then a `restrict` section whose lines
// `r,c r,c` say the first cell is greater than the second (0-based).

function parseCoordinate(token: string, line: number, column: number): Cell {
  const match = /^(\d+),(\d+)$/.exec(token);
  if (!match) inputError(`'${token}' is not a cell like 1,2 (row,column from 0)`, { line, column });
  return { row: Number(match[1]), column: Number(match[2]) };
}

export const valuesFormat: Format<FutoshikiPuzzle> = {
  id: 'values',
  name: 'values/restrict file (seed 004): n lines of n numbers (0 empty), then lines "r,c r,c" (first > second, 0-based)',
  detect: (text) => /^\s*values\s*$/im.test(text.split('\n').find((line) => line.trim() !== '') ?? ''),
  parse(text) {
    const rows: number[][] = [];
    const signs: Sign[] = [];
    const signLines: number[] = [];
    let section: 'none' | 'values' | 'restrict' = 'none';
    text.split(/\r?\n/).forEach((raw, index) => {
      const line = index + 1;
      const content = raw.trim();
      if (content === '') return;
      if (/^values$/i.test(content)) {
        if (section !== 'none') inputError("a second 'values' section", { line });
        section = 'values';
        return;
      }
      if (/^restrict$/i.test(content)) {
        if (section !== 'values') inputError("'restrict' must follow the 'values' section", { line });
        section = 'restrict';
        return;
      }
      if (section === 'none') inputError(`expected 'values', found '${content}'`, { line, column: raw.indexOf(content) + 1 });
      const tokens = [...content.matchAll(/\S+/g)].map((found) => ({ text: found[0], column: raw.indexOf(content) + found.index + 1 }));
      if (section === 'values') {
        rows.push(
          tokens.map(({ text: token, column }) => {
            if (!/^\d+$/.test(token)) inputError(`'${token}' is not a number`, { line, column });
            return Number(token);
          }),
        );
        const width = rows[0]!.length;
        if (rows.at(-1)!.length !== width) inputError(`this row has ${rows.at(-1)!.length} numbers, the first has ${width}`, { line });
        if (width > maximumFutoshikiSize) inputError(`a ${width}×${width} Futoshiki is larger than the supported ${maximumFutoshikiSize}×${maximumFutoshikiSize}`, { line });
        rows.at(-1)!.forEach((value, position) => {
          if (value > width) inputError(`the number ${value} is outside 0..${width}`, { line, column: tokens[position]!.column });
        });
        return;
      }
      if (tokens.length !== 2) inputError(`a restriction is two cells "r,c r,c", found ${tokens.length} item(s)`, { line });
      const larger = parseCoordinate(tokens[0]!.text, line, tokens[0]!.column);
      const smaller = parseCoordinate(tokens[1]!.text, line, tokens[1]!.column);
      for (const [position, token] of [
        [larger, tokens[0]!],
        [smaller, tokens[1]!],
      ] as const) {
        const size = rows[0]?.length ?? 0;
        if (position.row >= size || position.column >= size) inputError(`the cell ${token.text} is outside the ${size}×${size} grid`, { line, column: token.column });
      }
      if (!areNeighbours(larger, smaller)) inputError(`${tokens[0]!.text} and ${tokens[1]!.text} are not orthogonal neighbours`, { line });
      signs.push({ smaller, larger });
      signLines.push(line);
    });
    if (rows.length === 0) inputError("the 'values' section is empty");
    if (rows.length !== rows[0]!.length) inputError(`the 'values' section has ${rows.length} rows of ${rows[0]!.length} numbers; it must be square`);
    return makeFutoshiki(
      rows.map((row) => row.map((value) => (value === 0 ? null : value))),
      signs,
    );
  },
  write(puzzle) {
    if (puzzle.mode === 'adjacent') inputError('the values/restrict file cannot express Adjacent mode', { part: '--format' });
    const lines = ['values', ...puzzle.givens.map((row) => row.map((value) => String(value ?? 0)).join(' ')), 'restrict'];
    for (const { larger, smaller } of puzzle.signs) lines.push(`${larger.row},${larger.column} ${smaller.row},${smaller.column}`);
    return lines.join('\n') + '\n';
  },
};

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
    if (puzzle.mode === 'adjacent') inputError("seed 003's facts cannot express Adjacent mode", { part: '--format' });
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

export const answerToJson = (answer: FutoshikiAnswer): unknown => answer;
export const answerFromJson = (puzzle: FutoshikiPuzzle, json: unknown): FutoshikiAnswer => numberGridFromJson(json, puzzle.size, puzzle.size);
export const partialToJson = (partial: FutoshikiPartial): unknown => partial;
