// Sashigane formats: puz.link URLs and pzprv3 files; answers as JSON borders.

import type { Direction, GridSize } from '../../core/geometry.js';
import { cellIndex, makeGrid } from '../../core/geometry.js';
import type { Format } from '../../core/genre.js';
import type { Codec } from '../../core/formats/codec.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import type { Symbols } from '../../core/formats/lines.js';
import { tokenRows } from '../../core/formats/lines.js';
import { emptyBlock, pzprv3Format } from '../../core/formats/pzprv3.js';
import { bordersFromJson, bordersToJson, partialBordersToJson } from '../shared/border-answers.js';
import type { SashiganeAnswer, SashiganeClue, SashiganePartial, SashiganePuzzle } from './puzzle.js';
import { makeSashigane, maximumSashiganeSize, sashiganeSize } from './puzzle.js';

const pids = ['sashigane'];

/** puz.link's arrow letters and pzprv3's arrow numbers, in its order: up, down, left, right. */
const arrowOrder: readonly Direction[] = ['up', 'down', 'left', 'right'];
const arrowLetters = 'ghij';

/**
 * puz.link's Sashigane cell list: a hex digit is a circled number, `-` and two hex digits a larger one, `.` a circle
 * without a number, `g`..`j` arrows up, down, left and right, `@` (or `%`) an unknown symbol, and `k`..`z` 1..16
 * empty cells. A final run of empty cells may reach past the grid.
 */
function sashiganeCells(count: number): Codec<(SashiganeClue | null)[]> {
  return {
    read(reader) {
      const cells: (SashiganeClue | null)[] = [];
      while (cells.length < count && !reader.done) {
        const start = reader.position;
        const character = reader.next('a cell');
        if (/[0-9a-f]/.test(character)) cells.push({ kind: 'corner', size: parseInt(character, 16) });
        else if (character === '-') {
          const digits = reader.text.slice(reader.position, reader.position + 2);
          if (!/^[0-9a-f]{2}$/.test(digits)) reader.fail(`'-' must be followed by 2 hex digits, found '${digits}'`, start);
          reader.position += 2;
          cells.push({ kind: 'corner', size: parseInt(digits, 16) });
        } else if (character === '.') cells.push({ kind: 'corner' });
        else if (character === '@' || character === '%') cells.push({ kind: 'unknown' });
        else if (arrowLetters.includes(character)) cells.push({ kind: 'arrow', direction: arrowOrder[arrowLetters.indexOf(character)]! });
        else if (character >= 'k' && character <= 'z') {
          const run = character.charCodeAt(0) - 'j'.charCodeAt(0);
          for (let step = 0; step < run && cells.length < count; step++) cells.push(null);
        } else reader.fail(`unexpected character '${character}' in the cell list`, start);
      }
      // A list may stop early: the remaining cells are empty.
      while (cells.length < count) cells.push(null);
      return cells;
    },
    write(cells) {
      let text = '';
      let blanks = 0;
      const flush = () => {
        for (; blanks > 0; blanks -= Math.min(blanks, 16)) text += String.fromCharCode('j'.charCodeAt(0) + Math.min(blanks, 16));
      };
      for (const clue of cells) {
        if (clue === null) {
          blanks++;
          continue;
        }
        flush();
        if (clue.kind === 'unknown') text += '@';
        else if (clue.kind === 'arrow') text += arrowLetters[arrowOrder.indexOf(clue.direction)]!;
        else if (clue.size === undefined) text += '.';
        else text += clue.size < 16 ? clue.size.toString(16) : `-${clue.size.toString(16).padStart(2, '0')}`;
      }
      flush();
      return text;
    },
  };
}

export const urlFormat = puzzlinkFormat<SashiganePuzzle, (SashiganeClue | null)[]>({
  pids,
  genre: 'Sashigane',
  maximumSize: maximumSashiganeSize,
  body: (size) => sashiganeCells(size.rows * size.columns),
  toPuzzle: (size, cells) => makeSashigane(size, makeGrid(size, (cell) => cells[cellIndex(size, cell)] ?? null)),
  fromPuzzle: (puzzle) => ({ size: sashiganeSize(puzzle), body: puzzle.clues.flat() }),
});

/** pzprv3's symbol tokens: `o` a circle, `o5` one with its number, 1..4 arrows up, down, left, right, `-` unknown, `.` none. */
const symbolTokens: Symbols<SashiganeClue | null> = {
  read(token) {
    if (token === '.') return null;
    if (token === '-') return { kind: 'unknown' };
    if (token === 'o') return { kind: 'corner' };
    if (/^o\d{1,3}$/.test(token)) return { kind: 'corner', size: Number(token.slice(1)) };
    if (/^[1-4]$/.test(token)) return { kind: 'arrow', direction: arrowOrder[Number(token) - 1]! };
    return undefined;
  },
  write: (clue) =>
    clue === null ? '.' : clue.kind === 'unknown' ? '-' : clue.kind === 'arrow' ? String(arrowOrder.indexOf(clue.direction) + 1) : `o${clue.size ?? ''}`,
  expected: "a circle (o, o5), an arrow 1-4, '-' or '.'",
};

/**
 * puz.link's pzprv3 file: `pzprv3`, `sashigane`, the rows and the columns, a line of symbols per row, then the
 * borders drawn (not read; written empty).
 *
 *     pzprv3
 *     sashigane
 *     2
 *     3
 *     o3 . 3
 *     . . .
 */
export const fileFormat: Format<SashiganePuzzle> = pzprv3Format<SashiganePuzzle, (SashiganeClue | null)[][]>({
  pids,
  genre: 'Sashigane',
  maximumSize: maximumSashiganeSize,
  holds: "then the symbols row by row; o a circle, o5 with its number, 1-4 an arrow up, down, left, right, '-' unknown, '.' none",
  body: (size) => tokenRows(size.rows, size.columns, 'symbols', symbolTokens, { cells: true }),
  emptyAnswer: (size: GridSize) => [...emptyBlock(size, '0', size.rows, size.columns - 1), ...emptyBlock(size, '0', size.rows - 1, size.columns)],
  toPuzzle: makeSashigane,
  fromPuzzle: (puzzle) => ({ size: sashiganeSize(puzzle), body: puzzle.clues.map((row) => [...row]) }),
});

export const answerToJson = (answer: SashiganeAnswer): unknown => bordersToJson(answer);
export const partialToJson = (partial: SashiganePartial): unknown => partialBordersToJson(partial);
export const answerFromJson = (puzzle: SashiganePuzzle, json: unknown): SashiganeAnswer => bordersFromJson(sashiganeSize(puzzle), json);
