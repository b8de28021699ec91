// Kakuro formats: puzz.link URLs and pzprv3 files; answers as JSON grids (0 on blocks).

import type { Codec, TextReader } from '../../core/formats/codec.js';
import { numberAnswers } from '../../core/formats/answers.js';
import type { Symbols } from '../../core/formats/lines.js';
import { tokenRows } from '../../core/formats/lines.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import { emptyBlock, pzprv3Format } from '../../core/formats/pzprv3.js';
import { inputError } from '../../core/errors.js';
import type { KakuroCell, KakuroPuzzle, KakuroSum } from './puzzle.js';
import { block, kakuroSize, largestSum, makeKakuro, maximumKakuroSize, white } from './puzzle.js';

interface Body {
  readonly cells: readonly (readonly KakuroCell[])[];
  readonly top: readonly KakuroSum[];
  readonly left: readonly KakuroSum[];
}

const bodyOf = (puzzle: KakuroPuzzle): Body => ({ cells: puzzle.cells, top: puzzle.top, left: puzzle.left });

// ---------------------------------------------------------------------------------------------------------------
// puzz.link: the cells in reading order, k..z for 1..16 white cells, `.` a block without sums, or two characters
// for a block's down sum then its across sum; then one character for the down sum above each column whose top cell
// is white, and one for the across sum left of each row whose first cell is white. A sum is one character: 0 (or -)
// none, 1..9 and a..j for 1..19, A..Z for 20..45.

function readSum(reader: TextReader): KakuroSum {
  const start = reader.position;
  const character = reader.next('a sum');
  let value: number;
  // puz.link's newer encoder writes `-` for no sum; its older one, and its test puzzle, 0, which is written here.
  if (character === '-') return null;
  if (/[0-9]/.test(character)) value = Number(character);
  else if (/[a-j]/.test(character)) value = parseInt(character, 36);
  else if (/[A-Z]/.test(character)) value = parseInt(character, 36) + 10;
  else reader.fail(`'${character}' is not a sum (0-9, a-j, A-Z, - none)`, start);
  return value === 0 ? null : value;
}

function writeSum(sum: KakuroSum): string {
  if (sum === null) return '0';
  return sum <= 19 ? sum.toString(36) : (sum - 10).toString(36).toUpperCase();
}

function urlBody({ rows, columns }: { rows: number; columns: number }): Codec<Body> {
  const count = rows * columns;
  return {
    read(reader) {
      const flat: KakuroCell[] = [];
      while (flat.length < count) {
        const start = reader.position;
        const character = reader.peek();
        if (character !== undefined && /[k-z]/.test(character)) {
          reader.position++;
          const whites = parseInt(character, 36) - 19;
          if (flat.length + whites > count) reader.fail(`'${character}' runs past the last of the ${count} cells`, start);
          for (let step = 0; step < whites; step++) flat.push(white);
        } else if (reader.accept('.')) {
          flat.push(block());
        } else {
          const down = readSum(reader);
          flat.push(block(readSum(reader), down));
        }
      }
      const cells = Array.from({ length: rows }, (_, row) => flat.slice(row * columns, (row + 1) * columns));
      const top = cells[0]!.map((cell) => (cell.kind === 'white' ? readSum(reader) : null));
      const left = cells.map((line) => (line[0]!.kind === 'white' ? readSum(reader) : null));
      return { cells, top, left };
    },
    write({ cells, top, left }) {
      let text = '';
      let whites = 0;
      const flush = () => {
        if (whites > 0) text += (whites + 19).toString(36);
        whites = 0;
      };
      for (const cell of cells.flat()) {
        if (cell.kind === 'white') {
          whites++;
          if (whites === 16) flush();
          continue;
        }
        flush();
        text += cell.across === null && cell.down === null ? '.' : `${writeSum(cell.down)}${writeSum(cell.across)}`;
      }
      flush();
      top.forEach((sum, column) => {
        if (cells[0]![column]!.kind === 'white') text += writeSum(sum);
      });
      left.forEach((sum, row) => {
        if (cells[row]![0]!.kind === 'white') text += writeSum(sum);
      });
      return text;
    },
  };
}

export const urlFormat = puzzlinkFormat<KakuroPuzzle, Body>({
  pids: ['kakuro'],
  genre: 'Kakuro',
  maximumSize: { rows: maximumKakuroSize, columns: maximumKakuroSize },
  body: urlBody,
  toPuzzle: (_size, { cells, top, left }) => makeKakuro(cells, top, left),
  fromPuzzle: (puzzle) => ({ size: kakuroSize(puzzle), body: bodyOf(puzzle) }),
});

// ---------------------------------------------------------------------------------------------------------------
// puzz.link's pzprv3 file: `pzprv3`, `kakuro`, the rows and the columns, then rows + 1 lines of columns + 1 tokens:
// the first line the corner and the down sums above the columns, each line after it the across sum left of its row
// and then its cells, `.` a white cell and `across,down` a block (0 or -1 no sum). The player's digits follow, not read.

type Token = { readonly sum: KakuroSum } | { readonly cell: KakuroCell } | null;

const sumOfText = (text: string): KakuroSum | undefined => {
  if (!/^-?\d{1,3}$/.test(text)) return undefined;
  const value = Number(text);
  if (value > largestSum) inputError(`the sum ${value} is outside 1..${largestSum}`);
  return value <= 0 ? null : value;
};

function fileTokens(): Symbols<Token> {
  return {
    read(token, { row, column }) {
      if (row === -1 && column === -1) return /^-?\d+$|^\.$/.test(token) ? null : undefined;
      if (row === -1 || column === -1) {
        const sum = sumOfText(token);
        return sum === undefined ? inputError(`'${token}' is not a sum in the border (a number, 0 for none)`) : { sum };
      }
      if (token === '.') return { cell: white };
      const parts = /^(-?\d+),(-?\d+)$/.exec(token);
      if (!parts) inputError(`'${token}' is not a cell ('.' a white cell, 'across,down' a block)`);
      return { cell: block(sumOfText(parts[1]!) ?? null, sumOfText(parts[2]!) ?? null) };
    },
    write(token) {
      if (token === null) return '0';
      if ('sum' in token) return String(token.sum ?? 0);
      return token.cell.kind === 'white' ? '.' : `${token.cell.across ?? 0},${token.cell.down ?? 0}`;
    },
    expected: "a sum in the border, and in the grid '.' for a white cell or 'across,down' for a block",
  };
}

export const fileFormat = pzprv3Format<KakuroPuzzle, Body>({
  pids: ['kakuro'],
  genre: 'Kakuro',
  maximumSize: { rows: maximumKakuroSize, columns: maximumKakuroSize },
  holds: "then the grid in its border of sums: '.' a white cell, 'across,down' a block",
  body: ({ rows, columns }) => {
    // Cells are counted from -1, the border's row and column.
    const tokens = fileTokens();
    const shifted: Symbols<Token> = {
      read: (token, { row, column }) => tokens.read(token, { row: row - 1, column: column - 1 }),
      write: (token, { row, column }) => tokens.write(token, { row: row - 1, column: column - 1 }),
      expected: tokens.expected,
    };
    const grid = tokenRows(rows + 1, columns + 1, 'grid and its border', shifted, { cells: true, offset: { row: 1, column: 1 } });
    return {
      read(reader) {
        const read = grid.read(reader);
        const sumAt = (row: number, column: number) => (read[row]![column] as { sum: KakuroSum }).sum;
        return {
          cells: read.slice(1).map((line) => line.slice(1).map((token) => (token as { cell: KakuroCell }).cell)),
          top: Array.from({ length: columns }, (_, column) => sumAt(0, column + 1)),
          left: Array.from({ length: rows }, (_, row) => sumAt(row + 1, 0)),
        };
      },
      write: ({ cells, top, left }) =>
        grid.write([
          [null, ...top.map((sum) => ({ sum }))],
          ...cells.map((line, row): Token[] => [{ sum: left[row]! }, ...line.map((cell) => ({ cell }))]),
        ]),
    };
  },
  emptyAnswer: (size) => emptyBlock(size),
  toPuzzle: (_size, { cells, top, left }) => makeKakuro(cells, top, left),
  fromPuzzle: (puzzle) => ({ size: kakuroSize(puzzle), body: bodyOf(puzzle) }),
});

/** The digits entered in a pzprv3 file's answer block (0 where none), as puz.link's checker reads the board. */
export function pzprv3Digits(text: string, size: { readonly rows: number; readonly columns: number }): number[][] {
  const lines = text.trim().includes('\n') ? text.trim().split(/\r?\n/) : text.trim().split('/');
  const answer = lines.map((line) => line.trim()).slice(4 + size.rows + 1, 4 + size.rows + 1 + size.rows);
  return answer.map((line) =>
    line
      .split(/\s+/)
      .filter((token) => token !== '')
      .slice(0, size.columns)
      .map((token) => (/^[1-9]$/.test(token) ? Number(token) : 0)),
  );
}

export const { answerFromJson, answerToJson } = numberAnswers(kakuroSize);

/** A partial answer as JSON: null where open; an answer read as one has 0 on its blocks (and on empty cells), open too. */
export const partialToJson = (partial: readonly (readonly (number | null)[])[]): unknown => partial.map((row) => row.map((value) => (value === 0 ? null : value)));
