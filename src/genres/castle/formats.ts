// Castle Wall formats: puzz.link URLs (`castle`: each clue cell its colour, arrow and number) and pzprv3 files;
// answers as JSON lines between cell centres.

import type { Direction, GridSize } from '../../core/geometry.js';
import { makeGrid } from '../../core/geometry.js';
import { inputError } from '../../core/errors.js';
import type { Codec } from '../../core/formats/codec.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import type { Symbols } from '../../core/formats/lines.js';
import { tokenRows } from '../../core/formats/lines.js';
import { pzprv3Format } from '../../core/formats/pzprv3.js';
import type { CastleClue, CastleColour, CastlePuzzle } from './puzzle.js';
import { castleSize, makeCastle, maximumCastleSize } from './puzzle.js';

/** puzz.link's direction digits: 0 none, 1 up, 2 down, 3 left, 4 right. */
const directionCodes: readonly (Direction | null)[] = [null, 'up', 'down', 'left', 'right'];
/** puzz.link's colour digits: 0 grey, 1 white, 2 black. */
const colourCodes: readonly CastleColour[] = ['grey', 'white', 'black'];

/**
 * puzz.link's Castle Wall list of `count` cells: a clue is a colour digit (0-2), then a direction digit D and one hex
 * digit (0-15) or `.` (no number); D + 5 and two hex digits (16-255); or `-`, D and three hex digits (256-4095).
 * `a`..`z` stand for 1..26 cells without a clue.
 */
function castleCells(count: number): Codec<(CastleClue | null)[]> {
  return {
    read(reader) {
      const cells: (CastleClue | null)[] = [];
      const hex = (length: number, start: number): number => {
        const digits = reader.text.slice(reader.position, reader.position + length);
        if (digits.length !== length || !/^[0-9a-f]+$/.test(digits)) reader.fail(`expected ${length} hex digit${length === 1 ? '' : 's'} after the arrow, found '${digits}'`, start);
        reader.position += length;
        return parseInt(digits, 16);
      };
      while (cells.length < count && !reader.done) {
        const start = reader.position;
        const character = reader.next('a cell');
        if (character >= 'a' && character <= 'z') {
          const skip = parseInt(character, 36) - 9;
          for (let k = 0; k < skip && cells.length < count; k++) cells.push(null);
          continue;
        }
        if (character < '0' || character > '2') reader.fail(`unexpected character '${character}' in the clues (a colour digit 0-2 or a-z)`, start);
        const colour = colourCodes[Number(character)]!;
        const code = reader.next('a direction digit');
        if (code >= '0' && code <= '4') {
          const direction = directionCodes[Number(code)]!;
          cells.push({ colour, direction, value: reader.accept('.') ? null : hex(1, start) });
        } else if (code >= '5' && code <= '9') {
          cells.push({ colour, direction: directionCodes[Number(code) - 5]!, value: hex(2, start) });
        } else if (code === '-') {
          const digit = reader.next('a direction digit');
          if (digit < '0' || digit > '4') reader.fail(`expected a direction digit 0-4 after '-', found '${digit}'`, start);
          cells.push({ colour, direction: directionCodes[Number(digit)]!, value: hex(3, start) });
        } else reader.fail(`expected a direction digit 0-9 or '-' after the colour, found '${code}'`, start);
      }
      while (cells.length < count) cells.push(null);
      return cells;
    },
    write(cells) {
      let text = '';
      let blanks = 0;
      const flush = () => {
        for (; blanks > 0; blanks -= Math.min(blanks, 26)) text += (Math.min(blanks, 26) + 9).toString(36);
      };
      for (const clue of cells) {
        if (clue === null) {
          blanks++;
          continue;
        }
        flush();
        const colour = colourCodes.indexOf(clue.colour);
        const code = directionCodes.indexOf(clue.direction);
        const value = clue.value;
        if (value === null) text += `${colour}${code}.`;
        else if (value < 16) text += `${colour}${code}${value.toString(16)}`;
        else if (value < 256) text += `${colour}${code + 5}${value.toString(16)}`;
        else if (value < 4096) text += `${colour}-${code}${value.toString(16)}`;
        else inputError(`a puzz.link URL cannot hold the number ${value} (0 to 4095)`, { field: 'format' });
      }
      flush();
      return text;
    },
  };
}

const fromCells = (size: GridSize, cells: readonly (CastleClue | null)[]) => makeCastle(size, makeGrid(size, ({ row, column }) => cells[row * size.columns + column] ?? null));

/** puzz.link: the clue cells as one list (pid `castle`). */
export const urlFormat = puzzlinkFormat<CastlePuzzle, (CastleClue | null)[]>({
  pids: ['castle'],
  genre: 'Castle Wall',
  maximumSize: maximumCastleSize,
  body: (size) => castleCells(size.rows * size.columns),
  toPuzzle: fromCells,
  fromPuzzle: (puzzle) => ({ size: castleSize(puzzle), body: puzzle.clues.flat() }),
});

/** A pzprv3 cell: `.` none, or `D,N,F`: direction digit, number (`-` none) and flags (colour 0-2, plus 4 when ticked). */
const fileCells: Symbols<CastleClue | null> = {
  read(token) {
    if (token === '.') return null;
    const match = /^([0-4]),(-|\d{1,4})(?:,(\d))?$/.exec(token);
    if (!match) return undefined;
    const flags = Number(match[3] ?? 0);
    const colour = colourCodes[flags & 3];
    if (colour === undefined || flags > 7) inputError(`'${token}' has the colour ${flags & 3}, not 0 (grey), 1 (white) or 2 (black)`);
    return { colour, direction: directionCodes[Number(match[1])]!, value: match[2] === '-' ? null : Number(match[2]) };
  },
  write: (clue) => (clue === null ? '.' : `${directionCodes.indexOf(clue.direction)},${clue.value ?? '-'},${colourCodes.indexOf(clue.colour)}`),
  expected: "'.' or a clue 'direction,number,colour' like 3,0,2",
};

/**
 * puzz.link's pzprv3 file: `pzprv3`, `castle`, the rows and the columns, then a row of cells per grid row (`.` none,
 * `3,0,2` a clue: direction 0-4 as in the URL, number or `-`, colour 0 grey, 1 white, 2 black); the lines drawn
 * after that are the player's, not read.
 *
 *     pzprv3
 *     castle
 *     2
 *     3
 *     . 4,1,1 .
 *     . . .
 */
export const fileFormat = pzprv3Format<CastlePuzzle, (CastleClue | null)[][]>({
  pids: ['castle'],
  genre: 'Castle Wall',
  maximumSize: maximumCastleSize,
  holds: 'then the cells: . none, direction,number,colour like 3,0,2',
  body: ({ rows, columns }) => tokenRows(rows, columns, 'cells', fileCells, { cells: true }),
  toPuzzle: makeCastle,
  fromPuzzle: (puzzle) => ({ size: castleSize(puzzle), body: puzzle.clues.map((row) => [...row]) }),
});
