// Playing and entering Tentaisho in the studio: borders drawn along the cell edges by dragging from corner to corner,
// as on puz.link (a click on an edge crosses it out: surely no border; see the shared line play). The grid's frame
// and the edges of its empty cells are no borders to draw. The editor places a dot where it is pressed: in a cell,
// near an edge or near a corner, white, then black, then none (the other button the other way), and in its second
// mode cuts cells out of the grid or puts them back.

import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, makeGrid } from '../../core/geometry.js';
import type { LineGrid, LinePosition } from '../../core/lines.js';
import { lineAt, lineShape, makeLines } from '../../core/lines.js';
import type { BoardView, EditRules, Gesture, PlayRules } from '../../core/play.js';
import { gridSizeRules } from '../../core/play.js';
import { refused } from '../../core/play.js';
import type { HalfPoint } from '../../core/symmetry.js';
import { cellsAtPoint } from '../../core/symmetry.js';
import type { Borders } from '../shared/borders.js';
import { borderLine, cellsBeside, makeBorders } from '../shared/borders.js';
import type { LineMove, LineState } from '../shared/line-play.js';
import { linePlay } from '../shared/line-play.js';
import { tentaishoChecker } from './check.js';
import type { Dot, DotColour, TentaishoAnswer, TentaishoPartial, TentaishoPuzzle } from './puzzle.js';
import { isHole, makeTentaisho, maximumTentaishoSize, tentaishoSize } from './puzzle.js';

/** Whether a line along the cell edges may hold a border: inside the grid, between two cells that are not cut out. */
function isInner(puzzle: TentaishoPuzzle, line: LinePosition): boolean {
  const cells = cellsBeside(tentaishoSize(puzzle), line);
  return cells.length === 2 && !cells.some((cell) => isHole(puzzle, cell));
}

/** The lines (elsewhere: `frame`) of some borders. */
function linesOf<Value>(puzzle: TentaishoPuzzle, borders: Borders<Value>, frame: Value): LineGrid<Value> {
  return makeLines({ rows: puzzle.rows + 1, columns: puzzle.columns + 1 }, (line) => {
    if (!isInner(puzzle, line)) return frame;
    const { orientation, from } = line;
    return orientation === 'vertical' ? borders.right[from.row]![from.column - 1]! : borders.below[from.row - 1]![from.column]!;
  });
}

const bordersOf = <Value>(size: GridSize, lines: LineGrid<Value>): Borders<Value> =>
  makeBorders(size, (cell, other) => lineAt(lines, borderLine(cell, other.row === cell.row ? 'right' : 'below')));

const lines = linePlay<TentaishoPuzzle>({
  size: tentaishoSize,
  points: 'corners',
  cellView: (puzzle, cell) => (isHole(puzzle, cell) ? { tint: 'block', tintWords: 'empty cell' } : {}),
  cellsOfLine: cellsBeside,
});

const innerOnly = (puzzle: TentaishoPuzzle, move: LineMove): LineMove | undefined => {
  const kept = move.lines.filter(({ line }) => isInner(puzzle, line));
  return kept.length === 0 ? undefined : { ...move, lines: kept };
};

/** The board with its dots. */
function withDots(puzzle: TentaishoPuzzle, view: BoardView): BoardView {
  return { ...view, dots: puzzle.dots.map(({ row, column, colour }) => ({ point: { row, column }, colour })) };
}

/** Drawn borders as the checker reads a board in play: true drawn, false crossed out, null open. */
const marksOf = (puzzle: TentaishoPuzzle, state: LineState): Borders<boolean | null> =>
  bordersOf(tentaishoSize(puzzle), makeLines({ rows: puzzle.rows + 1, columns: puzzle.columns + 1 }, (line) => {
    if (!isInner(puzzle, line)) return false;
    const mark = lineAt(state.lines, line);
    return mark === 'line' ? true : mark === 'cross' ? false : null;
  }));

export const tentaishoPlay: PlayRules<TentaishoPuzzle, LineState, LineMove, TentaishoAnswer, TentaishoPartial> = {
  modes: lines.modes,
  start: lines.start,
  isState: (puzzle, value): value is LineState => lines.isState(puzzle, value) && onlyInner(puzzle, value),
  interpret(puzzle, state, gesture, mode) {
    const move = lines.interpret(puzzle, state, gesture, mode);
    return move && innerOnly(puzzle, move);
  },
  apply(puzzle, state, move) {
    if (move.lines.some(({ line }) => !isInner(puzzle, line))) return refused("the grid's frame and the edges of empty cells take no border");
    return lines.apply(puzzle, state, move);
  },
  // Check on an unfinished board: what no more borders can mend, and the borders that still end inside the grid.
  progress(puzzle, state) {
    const size = tentaishoSize(puzzle);
    const drawn = makeLines({ rows: size.rows + 1, columns: size.columns + 1 }, (line) => lineAt(state.lines, line) === 'line');
    const inside = (point: Cell) => point.row > 0 && point.column > 0 && point.row < size.rows && point.column < size.columns;
    const open = lineShape({ rows: size.rows + 1, columns: size.columns + 1 }, drawn).deadEnds.filter(inside).length;
    return { broken: tentaishoChecker.brokenForGood(puzzle, marksOf(puzzle, state)), open, openThing: 'line end' };
  },
  view: (puzzle, state, options) => withDots(puzzle, lines.view(puzzle, state, options)),
  answer: (puzzle, state) => bordersOf(tentaishoSize(puzzle), makeLines({ rows: puzzle.rows + 1, columns: puzzle.columns + 1 }, (line) => lineAt(state.lines, line) === 'line')),
  fromAnswer: (puzzle, answer) => ({
    lines: linesOf(puzzle, makeBorders(tentaishoSize(puzzle), (cell, other) => (answer[other.row === cell.row ? 'right' : 'below'][cell.row]![cell.column]! ? 'line' : null)), null),
  }),
  // The borders placed: 1 a border, 0 a cross, null open; once the borders drawn divide the grid as the rules ask,
  // an edge without a border is none. Beside an empty cell nothing is placed.
  placed(puzzle, state) {
    const size = tentaishoSize(puzzle);
    const drawn = bordersOf(size, state.lines);
    const solved = tentaishoChecker.check(puzzle, makeBorders(size, (cell, other) => drawn[other.row === cell.row ? 'right' : 'below'][cell.row]![cell.column] === 'line')).length === 0;
    const entry = (mark: 'line' | 'cross' | null, cell: Cell, other: Cell) =>
      isHole(puzzle, cell) || isHole(puzzle, other) ? null : mark === 'line' ? 1 : mark === 'cross' ? 0 : solved ? 0 : null;
    return makeBorders(size, (cell, other) => entry(drawn[other.row === cell.row ? 'right' : 'below'][cell.row]![cell.column]!, cell, other));
  },
  hint: (puzzle, state, facts) => lines.hint(puzzle, state, linesOf(puzzle, facts, null)),
  openCells(puzzle, facts) {
    const size = tentaishoSize(puzzle);
    const open = makeGrid(size, () => false);
    for (const cell of allCells(size)) {
      if (cell.column + 1 < size.columns && facts.right[cell.row]![cell.column] === null && !isHole(puzzle, cell) && !isHole(puzzle, { row: cell.row, column: cell.column + 1 })) {
        open[cell.row]![cell.column] = open[cell.row]![cell.column + 1] = true;
      }
      if (cell.row + 1 < size.rows && facts.below[cell.row]![cell.column] === null && !isHole(puzzle, cell) && !isHole(puzzle, { row: cell.row + 1, column: cell.column })) {
        open[cell.row]![cell.column] = open[cell.row + 1]![cell.column] = true;
      }
    }
    return allCells(size).filter((cell) => open[cell.row]![cell.column]);
  },
};

/** Stored progress marks no line off the inner edges. */
function onlyInner(puzzle: TentaishoPuzzle, state: LineState): boolean {
  return (['horizontal', 'vertical'] as const).every((orientation) =>
    state.lines[orientation].every((row, r) => row.every((mark, c) => mark === null || isInner(puzzle, { orientation, from: { row: r, column: c } }))),
  );
}

/** The point of the doubled lattice a press names: a cell's centre, an edge's midpoint, or an inner corner. */
function pressedPoint(puzzle: TentaishoPuzzle, gesture: Gesture): HalfPoint | undefined {
  if (gesture.kind !== 'press') return undefined;
  const { target } = gesture;
  if (target.kind === 'cell') return { row: 2 * target.cell.row, column: 2 * target.cell.column };
  if (target.kind === 'edge') {
    const { row, column } = target.cell;
    if (target.direction === 'right') return column + 1 < puzzle.columns ? { row: 2 * row, column: 2 * column + 1 } : undefined;
    return row + 1 < puzzle.rows ? { row: 2 * row + 1, column: 2 * column } : undefined;
  }
  if (target.kind === 'corner') {
    const { row, column } = target.point;
    return row > 0 && column > 0 && row < puzzle.rows && column < puzzle.columns ? { row: 2 * row - 1, column: 2 * column - 1 } : undefined;
  }
  return undefined;
}

/** The next colour of a dot: none, white, black, none (the other button the other way). */
function nextColour(colour: DotColour | undefined, button: 'primary' | 'secondary'): DotColour | undefined {
  const order: (DotColour | undefined)[] = [undefined, 'white', 'black'];
  const step = button === 'primary' ? 1 : order.length - 1;
  return order[(order.indexOf(colour) + step) % order.length];
}

export const tentaishoEdit: EditRules<TentaishoPuzzle> = {
  ...gridSizeRules({ name: 'Tentaisho', largest: maximumTentaishoSize, initial: 7 }, (size) => makeTentaisho(size, [])),
  modes: [
    { id: 'dot', label: 'Dots', key: 'd' },
    { id: 'empty', label: 'Empty cells', key: 'e' },
  ],
  edit(puzzle, gesture, mode) {
    const size = tentaishoSize(puzzle);
    if (mode === 'empty') {
      if (gesture.kind !== 'press' || gesture.target.kind !== 'cell') return undefined;
      const cell = gesture.target.cell;
      const holes = puzzle.holes.map((row, r) => row.map((hole, c) => (r === cell.row && c === cell.column ? !hole : hole)));
      // Cutting a cell out takes away the dots on it.
      const dots = puzzle.dots.filter((dot) => !cellsAtPoint(dot).some((at) => holes[at.row]![at.column]));
      return makeTentaisho(size, dots, holes);
    }
    const point = pressedPoint(puzzle, gesture);
    if (!point || gesture.kind !== 'press') return undefined;
    if (cellsAtPoint(point).some((cell) => isHole(puzzle, cell))) return undefined;
    const present = puzzle.dots.find((dot) => dot.row === point.row && dot.column === point.column);
    const colour = nextColour(present?.colour, gesture.button);
    const others = puzzle.dots.filter((dot) => dot !== present);
    const dots: Dot[] = colour === undefined ? others : [...others, { ...point, colour }];
    return makeTentaisho(size, dots, puzzle.holes);
  },
};
