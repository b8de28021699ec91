// Playing and entering Numberlink in the studio: lines between cell centres, drawn by dragging from cell to cell; a
// click between two cells crosses that line out (see the shared line play). The editor steps or types numbers.

import { makeGrid } from '../../core/geometry.js';
import type { EditRules } from '../../core/play.js';
import { gridSizeRules } from '../../core/play.js';
import type { LinePlayRules } from '../shared/line-play.js';
import { linePlay } from '../shared/line-play.js';
import { setCell } from '../shared/number-play.js';
import { numberlinkChecker } from './check.js';
import type { NumberlinkPuzzle } from './puzzle.js';
import { clueAt, clueText, makeNumberlink, maximumNumberlinkSize, numberlinkSize } from './puzzle.js';
import { clueGridEdit } from '../shared/clue-edit.js';

export const numberlinkPlay: LinePlayRules<NumberlinkPuzzle> = linePlay({
  size: numberlinkSize,
  points: 'centres',
  cellView(puzzle, cell) {
    const clue = clueAt(puzzle, cell);
    return clue === null ? {} : { value: { text: clueText(clue), kind: 'given' } };
  },
  drawing: 'paths',
  ends: (puzzle, point) => clueAt(puzzle, point) !== null,
  checks: numberlinkChecker,
});

export const numberlinkEdit: EditRules<NumberlinkPuzzle> = {
  ...gridSizeRules({ name: 'Numberlink', largest: maximumNumberlinkSize, initial: 7, maximum: 40 }, (size) => makeNumberlink(size, makeGrid(size, () => null))),
  ...clueGridEdit({
    mode: { id: 'number', label: 'Numbers' },
    clueAt,
    withClue: (puzzle, cell, clue) => makeNumberlink(numberlinkSize(puzzle), setCell(puzzle.clues, cell, clue)),
    // Numbers name the pairs: any of one or two digits; presses step up to one pair per two cells.
    range: () => ({ smallest: 1, largest: 99 }),
    stepped: (puzzle) => ({ smallest: 1, largest: Math.max(1, Math.floor((puzzle.rows * puzzle.columns) / 2)) }),
  }),
};
