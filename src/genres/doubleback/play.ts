// Playing and entering Double Back in the studio. Play: the loop is drawn as in Masyu (a drag from cell to cell; a
// click between two cells, or the other button, crosses a line out), over the rooms' walls; lines never enter a black
// cell, and a drag across one draws the rest. The editor, as on puz.link: drags along the cells' sides draw the rooms'
// borders, and in the black-cell mode a click or tap makes a cell black or opens it again.

import type { EditRules } from '../../core/play.js';
import { gridSizeRules } from '../../core/play.js';
import type { LinePlayRules } from '../shared/line-play.js';
import { linePlay } from '../shared/line-play.js';
import { overRooms } from '../shared/room-loop.js';
import { setCell } from '../shared/number-play.js';
import { borderMode, roomsAfterBorders } from '../shared/room-drawing.js';
import { doubleBackChecker } from './check.js';
import type { DoubleBackPuzzle } from './puzzle.js';
import { blankDoubleBack, doubleBackSize, isBlack, makeDoubleBack, maximumDoubleBackSize } from './puzzle.js';
import { toggledCell } from '../shared/clue-edit.js';

type Puzzle = DoubleBackPuzzle;

/** The loop drawn over the rooms' walls. */
export const doubleBackPlay: LinePlayRules<Puzzle> = overRooms(
  linePlay<Puzzle>({
    size: doubleBackSize,
    points: 'centres',
    cellView: (puzzle, cell) => (isBlack(puzzle, cell) ? { fill: 'shaded' } : {}),
    keepsOut: { cells: 'black', holds: isBlack },
    drawing: 'loop',
    checks: doubleBackChecker,
  }),
);

// ---- The editor ----

export const doubleBackEdit: EditRules<Puzzle> = {
  // One room without black cells; drawing borders divides it.
  ...gridSizeRules({ name: 'Double Back', largest: maximumDoubleBackSize, smallest: 2, initial: 8, maximum: 40 }, (size) => blankDoubleBack(size)),
  modes: [borderMode('room'), { id: 'black', label: 'Black cells', key: 'b' }],
  pad: () => ['#', 'Delete'],
  edit(puzzle, gesture, mode) {
    if (mode === 'room') {
      const drawn = roomsAfterBorders(puzzle, gesture);
      return drawn && makeDoubleBack(doubleBackSize(puzzle), drawn.walls, puzzle.black);
    }
    return toggledCell(puzzle, gesture, isBlack, (cell, black) => makeDoubleBack(doubleBackSize(puzzle), puzzle.walls, setCell(puzzle.black, cell, black)));
  },
};
