// Playing and entering Simple Loop in the studio. Play: the loop is drawn as in Masyu (a drag from cell to cell; a
// click between two cells, or the other button, crosses a line out); lines never enter a shaded cell, and a drag
// across one draws the rest. The editor, as on puzz.link: a click or tap shades a cell or opens it again.

import type { Cell } from '../../core/geometry.js';
import { makeGrid } from '../../core/geometry.js';
import type { LineGrid } from '../../core/lines.js';
import type { EditRules, PlayRules } from '../../core/play.js';
import { gridSizeRules, refused } from '../../core/play.js';
import type { LineMove, LineState } from '../shared/line-play.js';
import { linePlay } from '../shared/line-play.js';
import { setCell } from '../shared/number-play.js';
import { cellsOfLine } from '../shared/centre-loop.js';
import { simpleLoopChecker } from './check.js';
import type { SimpleLoopPuzzle } from './puzzle.js';
import { isShaded, makeSimpleLoop, maximumSimpleLoopSize, simpleLoopSize } from './puzzle.js';

type Puzzle = SimpleLoopPuzzle;

const lines = linePlay<Puzzle>({
  size: simpleLoopSize,
  points: 'centres',
  cellView: (puzzle, cell) => (isShaded(puzzle, cell) ? { fill: 'shaded' } : {}),
  cellsOfLine: (_size, line) => cellsOfLine(line),
  drawing: 'loop',
  checks: simpleLoopChecker,
});

const entersShaded = (puzzle: Puzzle, cells: readonly Cell[]) => cells.some((cell) => isShaded(puzzle, cell));

export const simpleLoopPlay: PlayRules<Puzzle, LineState, LineMove, LineGrid, LineGrid<boolean | null>> = {
  ...lines,
  interpret(puzzle, state, gesture, mode) {
    const move = lines.interpret(puzzle, state, gesture, mode);
    if (!move) return undefined;
    // Lines never enter a shaded cell: a drag across one draws the rest.
    const kept = move.lines.filter(({ line, mark }) => mark !== 'line' || !entersShaded(puzzle, cellsOfLine(line)));
    return kept.length > 0 ? { kind: 'set', lines: kept } : undefined;
  },
  apply(puzzle, state, move) {
    const entered = move.lines.flatMap(({ line, mark }) => (mark === 'line' ? cellsOfLine(line).filter((cell) => isShaded(puzzle, cell)) : []));
    if (entered.length > 0) return refused('the loop does not pass shaded cells', entered);
    return lines.apply(puzzle, state, move);
  },
};

// ---- The editor ----

const shadeKeys = new Set(['#', '*', 'x', 'X']);
const openKeys = new Set(['Backspace', 'Delete', '-', '.', ' ']);

/** The puzzle with one cell shaded or open, or undefined when nothing changes. */
function withShade(puzzle: Puzzle, cell: Cell, shaded: boolean): Puzzle | undefined {
  if (isShaded(puzzle, cell) === shaded) return undefined;
  return makeSimpleLoop(simpleLoopSize(puzzle), setCell(puzzle.shaded, cell, shaded));
}

export const simpleLoopEdit: EditRules<Puzzle> = {
  ...gridSizeRules({ name: 'Simple Loop', largest: maximumSimpleLoopSize, smallest: 2, initial: 8, maximum: 40 }, (size) => makeSimpleLoop(size, makeGrid(size, () => false))),
  modes: [{ id: 'shade', label: 'Shaded cells' }],
  pad: () => ['#', 'Delete'],
  edit(puzzle, gesture) {
    if (!('target' in gesture) || gesture.target.kind !== 'cell') return undefined;
    const cell = gesture.target.cell;
    // A click or tap (either button) shades an open cell and opens a shaded one.
    if (gesture.kind === 'press') return withShade(puzzle, cell, !isShaded(puzzle, cell));
    if (gesture.kind === 'key') {
      if (shadeKeys.has(gesture.key)) return withShade(puzzle, cell, true);
      if (openKeys.has(gesture.key)) return withShade(puzzle, cell, false);
    }
    return undefined;
  },
};
