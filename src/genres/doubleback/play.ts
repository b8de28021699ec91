// Playing and entering Double Back in the studio. Play: the loop is drawn as in Masyu (a drag from cell to cell; a
// click between two cells, or the other button, crosses a line out), over the rooms' walls; lines never enter a black
// cell, and a drag across one draws the rest. The editor, as on puz.link: drags along the cells' sides draw the rooms'
// borders, and in the black-cell mode a click or tap makes a cell black or opens it again.

import type { Cell } from '../../core/geometry.js';
import type { LineGrid } from '../../core/lines.js';
import type { EditRules, PlayRules } from '../../core/play.js';
import { gridSizeRules, refused } from '../../core/play.js';
import type { LineMove, LineState } from '../shared/line-play.js';
import { linePlay } from '../shared/line-play.js';
import { setCell } from '../shared/number-play.js';
import { cellsOfLine } from '../shared/centre-loop.js';
import { borderMode, roomsAfterBorders } from '../shared/room-drawing.js';
import { doubleBackChecker } from './check.js';
import type { DoubleBackPuzzle } from './puzzle.js';
import { blankDoubleBack, doubleBackSize, isBlack, makeDoubleBack, maximumDoubleBackSize } from './puzzle.js';

type Puzzle = DoubleBackPuzzle;

const lines = linePlay<Puzzle>({
  size: doubleBackSize,
  points: 'centres',
  cellView: (puzzle, cell) => (isBlack(puzzle, cell) ? { fill: 'shaded' } : {}),
  cellsOfLine: (_size, line) => cellsOfLine(line),
  drawing: 'loop',
  checks: doubleBackChecker,
});

const entersBlack = (puzzle: Puzzle, cells: readonly Cell[]) => cells.some((cell) => isBlack(puzzle, cell));

export const doubleBackPlay: PlayRules<Puzzle, LineState, LineMove, LineGrid, LineGrid<boolean | null>> = {
  ...lines,
  // The rooms' walls under the lines.
  view: (puzzle, state, options) => ({ ...lines.view(puzzle, state, options), regions: puzzle.rooms, walls: puzzle.walls }),
  interpret(puzzle, state, gesture, mode) {
    const move = lines.interpret(puzzle, state, gesture, mode);
    if (!move) return undefined;
    // Lines never enter a black cell: a drag across one draws the rest.
    const kept = move.lines.filter(({ line, mark }) => mark !== 'line' || !entersBlack(puzzle, cellsOfLine(line)));
    return kept.length > 0 ? { kind: 'set', lines: kept } : undefined;
  },
  apply(puzzle, state, move) {
    const entered = move.lines.flatMap(({ line, mark }) => (mark === 'line' ? cellsOfLine(line).filter((cell) => isBlack(puzzle, cell)) : []));
    if (entered.length > 0) return refused('the loop does not pass black cells', entered);
    return lines.apply(puzzle, state, move);
  },
};

// ---- The editor ----

const blackKeys = new Set(['#', '*', 'x', 'X']);
const openKeys = new Set(['Backspace', 'Delete', '-', '.', ' ']);

/** The puzzle with one cell black or open, or undefined when nothing changes. */
function withBlack(puzzle: Puzzle, cell: Cell, black: boolean): Puzzle | undefined {
  if (isBlack(puzzle, cell) === black) return undefined;
  return makeDoubleBack(doubleBackSize(puzzle), puzzle.walls, setCell(puzzle.black, cell, black));
}

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
    if (!('target' in gesture) || gesture.target.kind !== 'cell') return undefined;
    const cell = gesture.target.cell;
    // A click or tap (either button) makes an open cell black and opens a black one.
    if (gesture.kind === 'press') return withBlack(puzzle, cell, !isBlack(puzzle, cell));
    if (gesture.kind === 'key') {
      if (blackKeys.has(gesture.key)) return withBlack(puzzle, cell, true);
      if (openKeys.has(gesture.key)) return withBlack(puzzle, cell, false);
    }
    return undefined;
  },
};
