// Tapa formats: puzz.link URLs and pzprv3 files; answers as JSON grids of 0/1.

import { inputError } from '../../core/errors.js';
import type { GridSize } from '../../core/geometry.js';
import { cellIndex, makeGrid } from '../../core/geometry.js';
import type { Codec } from '../../core/formats/codec.js';
import { emptyRun, readEmptyRun } from '../../core/formats/codec.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import type { Symbols } from '../../core/formats/lines.js';
import { tokenRows } from '../../core/formats/lines.js';
import { pzprv3Format } from '../../core/formats/pzprv3.js';
import { shadingAnswers } from '../../core/formats/answers.js';
import type { TapaClue, TapaNumber, TapaPuzzle } from './puzzle.js';
import { clueProblem, makeTapa, maximumTapaSize, tapaSize } from './puzzle.js';

const unknown: TapaNumber = { kind: 'unknown' };
const known = (value: number): TapaNumber => ({ kind: 'number', value });

/**
 * The two-character codes of clues of several numbers, base 36 from `a0`: two numbers 0-5 from 360 (six to a
 * step), three numbers 0-3 from 396 (four to a step), four numbers 0-1 from 460 (a bit each); 0 stands for `?`.
 */
const several = [
  { first: 360, count: 2, base: 6 },
  { first: 396, count: 3, base: 4 },
  { first: 460, count: 4, base: 2 },
] as const;

function decodeSeveral(code: number): TapaClue | undefined {
  const shape = several.find(({ first, count, base }) => code >= first && code < first + base ** count);
  if (shape === undefined) return undefined;
  let rest = code - shape.first;
  const digits: number[] = [];
  for (let index = 0; index < shape.count; index++) {
    digits.unshift(rest % shape.base);
    rest = Math.floor(rest / shape.base);
  }
  return digits.map((digit) => (digit === 0 ? unknown : known(digit)));
}

function encodeSeveral(clue: TapaClue): string {
  const shape = several.find(({ count }) => count === clue.length)!;
  const code = clue.reduce((total, number) => total * shape.base + (number.kind === 'number' ? number.value : 0), 0);
  return (shape.first + code).toString(36);
}

const isFourOnes = (clue: TapaClue): boolean => clue.length === 4 && clue.every((number) => number.kind === 'number' && number.value === 1);

/**
 * puz.link's Tapa cell list: a digit 0-8 is a single number, `.` a single `?`, `9` the clue 1 1 1 1, a letter a-f
 * opens a two-character base-36 code of several numbers, and `g`..`z` are 1..20 plain cells.
 */
function tapaCells(count: number): Codec<(TapaClue | null)[]> {
  return {
    read(reader) {
      const cells: (TapaClue | null)[] = [];
      while (cells.length < count && !reader.done) {
        const start = reader.position;
        const character = reader.next('a cell');
        if (/[0-8]/.test(character)) cells.push([known(Number(character))]);
        else if (character === '9') cells.push([known(1), known(1), known(1), known(1)]);
        else if (character === '.') cells.push([unknown]);
        else if (/[a-f]/.test(character)) {
          const second = reader.next('the second character of a clue code');
          const clue = /[0-9a-z]/.test(second) ? decodeSeveral(parseInt(character + second, 36)) : undefined;
          if (clue === undefined) return reader.fail(`'${character}${second}' is not a code of a clue of several numbers (a0 to d7)`, start);
          const problem = clueProblem(clue);
          if (problem !== undefined) reader.fail(`'${character}${second}': ${problem}`, start);
          cells.push(clue);
        } else if (!readEmptyRun(character, cells, count)) reader.fail(`unexpected character '${character}' in the cell list`, start);
      }
      // A list may stop early: the remaining cells are plain.
      while (cells.length < count) cells.push(null);
      return cells;
    },
    write(cells) {
      let text = '';
      let blanks = 0;
      for (const clue of cells) {
        if (clue === null) {
          blanks++;
          continue;
        }
        text += emptyRun(blanks);
        blanks = 0;
        if (clue.length === 1) text += clue[0]!.kind === 'number' ? String(clue[0]!.value) : '.';
        else text += isFourOnes(clue) ? '9' : encodeSeveral(clue);
      }
      return text + emptyRun(blanks);
    },
  };
}

function cluesFromList(size: GridSize, list: readonly (TapaClue | null)[]): (TapaClue | null)[][] {
  return makeGrid(size, (cell) => list[cellIndex(size, cell)] ?? null);
}

/** puzz.link: the clues as Tapa's own cell list. */
export const urlFormat = puzzlinkFormat<TapaPuzzle, (TapaClue | null)[]>({
  pids: ['tapa'],
  genre: 'Tapa',
  maximumSize: maximumTapaSize,
  body: (size) => tapaCells(size.rows * size.columns),
  toPuzzle: (size, cells) => makeTapa(size, cluesFromList(size, cells)),
  fromPuzzle: (puzzle) => ({ size: tapaSize(puzzle), body: puzzle.clues.flat() }),
});

/** A token of a pzprv3 file's grid: a clue, nothing, or the player's shading (`#`; a dot `+` is nothing). */
type FileCell = TapaClue | null | 'shaded';

const fileCells: Symbols<FileCell> = {
  read(token) {
    if (token === '.' || token === '+' || token === '#') return token === '#' ? 'shaded' : null;
    const parts = token.split(',');
    if (!parts.every((part) => part === '-' || /^\d{1,2}$/.test(part))) return undefined;
    const clue = parts.map((part) => (part === '-' ? unknown : known(Number(part))));
    const problem = clueProblem(clue);
    if (problem !== undefined) inputError(`'${token}': ${problem}`);
    return clue;
  },
  write: (cell) => (cell === null || cell === 'shaded' ? '.' : cell.map((number) => (number.kind === 'number' ? String(number.value) : '-')).join(',')),
  expected: "a clue (numbers joined by commas, - for ?), '.', '#' or '+'",
};

/**
 * puz.link's pzprv3 file: `pzprv3`, `tapa`, the rows and the columns, then a line of tokens per row: a clue as its
 * numbers joined by commas (`-` for a `?`), `.` a plain cell; `#` (shaded) and `+` (a dot) are the player's.
 */
export const fileFormat = pzprv3Format<TapaPuzzle, FileCell[][]>({
  pids: ['tapa'],
  genre: 'Tapa',
  maximumSize: maximumTapaSize,
  holds: 'then a line per row: 3,1 a clue, - a ?, . a plain cell',
  body: ({ rows, columns }) => tokenRows(rows, columns, 'grid', fileCells, { cells: true }),
  // A file that ends after its size is a blank grid, as puz.link reads it (its own test of an empty board).
  blank: (size) => makeGrid(size, () => null),
  toPuzzle: (size, cells) => makeTapa(size, cells.map((row) => row.map((cell) => (cell === 'shaded' ? null : cell)))),
  fromPuzzle: (puzzle) => ({ size: tapaSize(puzzle), body: puzzle.clues.map((row) => [...row]) }),
});

/** The shading entered in a pzprv3 file (`#` shaded), as puz.link's checker reads the board. */
export const pzprv3Shading = (text: string): boolean[][] => fileFormat.blocks(text).body.map((row) => row.map((cell) => cell === 'shaded'));

export const answers = shadingAnswers(tapaSize);
