// Tapa formats: puzz.link URLs and pzprv3 files; answers as JSON grids of 0/1.

import { inputError } from '../../core/errors.js';
import type { GridSize } from '../../core/geometry.js';
import { cellIndex, makeGrid } from '../../core/geometry.js';
import type { Format } from '../../core/genre.js';
import type { Codec } from '../../core/formats/codec.js';
import { emptyRun, readEmptyRun } from '../../core/formats/codec.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import { Pzprv3Reader, isPzprv3, pzprv3Row } from '../../core/formats/pzprv3.js';
import { markAnswers } from '../../core/formats/answers.js';
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

// ---------------------------------------------------------------------------------------------------------------
// puz.link's pzprv3 file: `pzprv3`, `tapa`, the rows and the columns, then a line of tokens per row: a clue as its
// numbers joined by commas (`-` for a `?`), `.` a plain cell; `#` (shaded) and `+` (a dot) are the player's.

const pids = ['tapa'];

function clueOfToken(token: string, line: number, column: number): TapaClue | null {
  if (token === '.' || token === '#' || token === '+') return null;
  const parts = token.split(',');
  if (!parts.every((part) => part === '-' || /^\d{1,2}$/.test(part))) inputError(`'${token}' is not a clue (numbers joined by commas, - for ?), '.', '#' or '+'`, { line, column });
  const clue = parts.map((part) => (part === '-' ? unknown : known(Number(part))));
  const problem = clueProblem(clue);
  if (problem !== undefined) inputError(`'${token}': ${problem}`, { line, column });
  return clue;
}

export const fileFormat: Format<TapaPuzzle> = {
  id: 'text',
  name: "puzz.link's pzprv3 file (pzprv3, tapa, rows, columns, then a line per row: 3,1 a clue, - a ?, . a plain cell)",
  detect: (text) => isPzprv3(text, pids),
  parse(text) {
    const file = new Pzprv3Reader(text, { pids, genre: 'Tapa', maximumSize: maximumTapaSize });
    // A file that ends after its size is a blank grid, as puz.link reads it (its own test of an empty board).
    const clues = file.lines.length === 4 ? makeGrid({ rows: file.rows, columns: file.columns }, () => null) : file.block(4, file.rows, file.columns, 'grid', clueOfToken);
    return makeTapa({ rows: file.rows, columns: file.columns }, clues);
  },
  write(puzzle) {
    const token = (clue: TapaClue | null) => (clue === null ? '.' : clue.map((number) => (number.kind === 'number' ? String(number.value) : '-')).join(','));
    return ['pzprv3', 'tapa', String(puzzle.rows), String(puzzle.columns), ...puzzle.clues.map((row) => pzprv3Row(row.map(token)))].join('\n') + '\n';
  },
};

/** The shading entered in a pzprv3 file (`#` shaded), as puz.link's checker reads the board. */
export function pzprv3Shading(text: string, puzzle: TapaPuzzle): boolean[][] {
  const file = new Pzprv3Reader(text, { pids, genre: 'Tapa', maximumSize: maximumTapaSize });
  if (file.lines.length === 4) return makeGrid(tapaSize(puzzle), () => false);
  return file.block(4, puzzle.rows, puzzle.columns, 'grid', (token) => token === '#');
}

export const { answerFromJson, answerToJson, partialToJson } = markAnswers(tapaSize, 'unshaded', 'shaded');
