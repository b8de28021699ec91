// Numberlink formats: puzz.link URLs (`numlin`) and the text grid of `render`; answers as JSON lines between cell
// centres, as Masyu's.

import { clueRows, number16Cells } from '../../core/formats/codec.js';
import { numberClues } from '../../core/formats/lines.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import { textGridFormat } from '../../core/formats/text-grid.js';
import type { NumberlinkClue, NumberlinkPuzzle } from './puzzle.js';
import { makeNumberlink, maximumNumberlinkSize, numberlinkSize } from './puzzle.js';

/** puzz.link: the numbers as a Number16 cell list, `.` for a number left unknown (pid `numlin`, also `numberlink`). */
export const urlFormat = puzzlinkFormat<NumberlinkPuzzle, readonly (readonly (NumberlinkClue | null)[])[]>({
  pids: ['numlin', 'numberlink'],
  genre: 'Numberlink',
  maximumSize: maximumNumberlinkSize,
  body: (size) => clueRows(size.columns, number16Cells(size.rows * size.columns)),
  toPuzzle: makeNumberlink,
  fromPuzzle: (puzzle) => ({ size: numberlinkSize(puzzle), body: puzzle.clues }),
});

/**
 * A text grid after a first line `numberlink`: one line per row, cells apart by spaces, a number, `?` for one left
 * unknown, `.` for an empty cell.
 *
 *     numberlink
 *     1 . 2
 *     . . .
 *     2 . 1
 */
export const textFormat = textGridFormat<NumberlinkPuzzle, NumberlinkClue | null>({
  name: "text grid: a line 'numberlink', then one line per row, cells apart by spaces (a number, ? unknown, . empty)",
  split: 'tokens',
  symbols: numberClues('?', 4, 'a number, ? or .'),
  align: 'right',
  heading: { pattern: /^(numberlink|numlin)$/i, required: 'numberlink' },
  toPuzzle: (rows) => makeNumberlink({ rows: rows.length, columns: rows[0]!.length }, rows),
  fromPuzzle: (puzzle) => ({ rows: puzzle.clues, heading: 'numberlink' }),
});
