// Simple Loop formats: puzz.link URLs (`simpleloop`: the shaded cells as bits) and pzprv3 files; answers as JSON
// lines between cell centres.

import type { GridSize } from '../../core/geometry.js';
import { makeGrid } from '../../core/geometry.js';
import type { Codec } from '../../core/formats/codec.js';
import { bitCells } from '../../core/formats/codec.js';
import { symbolTable, tokenRows } from '../../core/formats/lines.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import { emptyBlock, pzprv3Format } from '../../core/formats/pzprv3.js';
import type { SimpleLoopPuzzle } from './puzzle.js';
import { makeSimpleLoop, maximumSimpleLoopSize, simpleLoopSize } from './puzzle.js';

/** puzz.link's shaded cells: five to a base-32 character, first cell highest; a grid without one has no body at all. */
function shadedBits(count: number): Codec<boolean[]> {
  const bits = bitCells(count, 'the shaded cells');
  return {
    read: (reader) => (reader.done ? new Array<boolean>(count).fill(false) : bits.read(reader)),
    write: (cells) => (cells.some((cell) => cell) ? bits.write(cells) : ''),
  };
}

const fromCells = (size: GridSize, cells: readonly boolean[]) => makeSimpleLoop(size, makeGrid(size, ({ row, column }) => cells[row * size.columns + column] === true));

/** puzz.link: the shaded cells as bits (pid `simpleloop`). */
export const urlFormat = puzzlinkFormat<SimpleLoopPuzzle, boolean[]>({
  pids: ['simpleloop'],
  genre: 'Simple Loop',
  maximumSize: maximumSimpleLoopSize,
  body: (size) => shadedBits(size.rows * size.columns),
  toPuzzle: fromCells,
  fromPuzzle: (puzzle) => ({ size: simpleLoopSize(puzzle), body: puzzle.shaded.flat() }),
});

const cellTokens = symbolTable<boolean>(
  [
    ['*', true],
    ['.', false],
  ],
  "'*' (shaded) or '.' (open)",
);

/**
 * puzz.link's pzprv3 file: the lines `pzprv3`, `simpleloop`, the rows and the columns, then one line per row of cells
 * (`*` shaded, `.` open), each followed by a space. The lines drawn after that are the player's, not read.
 *
 *     pzprv3
 *     simpleloop
 *     2
 *     3
 *     * . .
 *     . . .
 */
export const fileFormat = pzprv3Format<SimpleLoopPuzzle, boolean[][]>({
  pids: ['simpleloop'],
  genre: 'Simple Loop',
  maximumSize: maximumSimpleLoopSize,
  holds: "then the cells row by row; '*' shaded, '.' open",
  body: (size) => tokenRows(size.rows, size.columns, 'cells', cellTokens, { cells: true }),
  emptyAnswer: (size) => [...emptyBlock(size, '0', size.rows, size.columns - 1), ...emptyBlock(size, '0', size.rows - 1, size.columns)],
  toPuzzle: makeSimpleLoop,
  fromPuzzle: (puzzle) => ({ size: simpleLoopSize(puzzle), body: puzzle.shaded.map((row) => [...row]) }),
});
