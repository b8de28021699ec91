// Playing and entering Simple Loop in the studio. Play: the loop is drawn as in Masyu (a drag from cell to cell; a
// click between two cells, or the other button, crosses a line out); lines never enter a shaded cell, and a drag
// across one draws the rest. The editor, as on puzz.link: a click or tap shades a cell or opens it again.

import { makeGrid } from '../../core/geometry.js';
import type { EditRules } from '../../core/play.js';
import { gridSizeRules } from '../../core/play.js';
import type { LinePlayRules } from '../shared/line-play.js';
import { linePlay } from '../shared/line-play.js';
import { setCell } from '../shared/number-play.js';
import { simpleLoopChecker } from './check.js';
import type { SimpleLoopPuzzle } from './puzzle.js';
import { isShaded, makeSimpleLoop, maximumSimpleLoopSize, simpleLoopSize } from './puzzle.js';
import { toggledCell } from '../shared/clue-edit.js';

type Puzzle = SimpleLoopPuzzle;

export const simpleLoopPlay: LinePlayRules<Puzzle> = linePlay<Puzzle>({
  size: simpleLoopSize,
  points: 'centres',
  cellView: (puzzle, cell) => (isShaded(puzzle, cell) ? { fill: 'shaded' } : {}),
  keepsOut: { cells: 'shaded', holds: isShaded },
  drawing: 'loop',
  checks: simpleLoopChecker,
});

// ---- The editor ----

export const simpleLoopEdit: EditRules<Puzzle> = {
  ...gridSizeRules({ name: 'Simple Loop', largest: maximumSimpleLoopSize, smallest: 2, initial: 8, maximum: 40 }, (size) => makeSimpleLoop(size, makeGrid(size, () => false))),
  modes: [{ id: 'shade', label: 'Shaded cells' }],
  pad: () => ['#', 'Delete'],
  edit: (puzzle, gesture) => toggledCell(puzzle, gesture, isShaded, (cell, shaded) => makeSimpleLoop(simpleLoopSize(puzzle), setCell(puzzle.shaded, cell, shaded))),
};
