// Play for the genres whose answer is borders between cells (a division of the grid): borders drawn along the cell
// edges by dragging from corner to corner, as on puz.link (a click on an edge crosses it out: surely no border; see
// the shared line play). The grid's frame is no border to draw.

import type { AnswerEntry, EntryWords } from '../../core/cells.js';
import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, cellName, makeGrid } from '../../core/geometry.js';
import type { LineGrid, LinePosition } from '../../core/lines.js';
import { lineAt, lineFromKey, lineKey, lineShape, makeLines } from '../../core/lines.js';
import type { CellView, PlayRules } from '../../core/play.js';
import { refused } from '../../core/play.js';
import type { Walls } from '../../core/regions.js';
import type { Violation } from '../../core/violation.js';
import type { BorderMarks, OpenBorders } from './border-answers.js';
import { makeBorders } from './border-answers.js';
import type { LineMove, LineState } from './line-play.js';
import { linePlay } from './line-play.js';

/** The cells on both sides of a line along the cell edges (corner (r, c) is the top-left corner of cell (r, c)). */
export function cellsBeside(size: GridSize, { orientation, from }: LinePosition): Cell[] {
  const sides = orientation === 'horizontal' ? [{ row: from.row - 1, column: from.column }, from] : [{ row: from.row, column: from.column - 1 }, from];
  return sides.filter((cell) => cell.row >= 0 && cell.column >= 0 && cell.row < size.rows && cell.column < size.columns);
}

/** The line of the border between a cell and its right neighbour, or the one under it. */
export const borderLine = (cell: Cell, side: 'right' | 'below'): LinePosition =>
  side === 'right' ? { orientation: 'vertical', from: { row: cell.row, column: cell.column + 1 } } : { orientation: 'horizontal', from: { row: cell.row + 1, column: cell.column } };

/** Whether a line along the cell edges lies inside the grid, not on its frame. */
const isInner = (size: GridSize, { orientation, from }: LinePosition) =>
  orientation === 'vertical' ? from.column > 0 && from.column < size.columns : from.row > 0 && from.row < size.rows;

const cornersOf = (size: GridSize): GridSize => ({ rows: size.rows + 1, columns: size.columns + 1 });

/** The lines of some borders (those on the frame: `frame`). */
function linesOf<Value>(size: GridSize, borders: { right: readonly (readonly Value[])[]; below: readonly (readonly Value[])[] }, frame: Value): LineGrid<Value> {
  return makeLines(cornersOf(size), (line) => {
    if (!isInner(size, line)) return frame;
    const { orientation, from } = line;
    return orientation === 'vertical' ? borders.right[from.row]![from.column - 1]! : borders.below[from.row - 1]![from.column]!;
  });
}

const bordersOf = <Value>(size: GridSize, lines: LineGrid<Value>) => makeBorders(size, (cell, other) => lineAt(lines, borderLine(cell, other.row === cell.row ? 'right' : 'below')));

/** What a border genre gives its play. */
export interface BorderGenre<Puzzle> {
  size(puzzle: Puzzle): GridSize;
  /** What a cell shows (its clue). */
  cellView(puzzle: Puzzle, cell: Cell): CellView;
  /** The genre's checker on finished borders. */
  check(puzzle: Puzzle, borders: Walls): readonly Violation[];
  /** What a board in play breaks for good (no more borders can mend it). */
  brokenInPlay(puzzle: Puzzle, marks: BorderMarks): Violation[];
}

/** Play by borders drawn between cells: the answer is the borders, the facts are borders that may be open. */
export function borderPlay<Puzzle>(genre: BorderGenre<Puzzle>): PlayRules<Puzzle, LineState, LineMove, Walls, OpenBorders> {
  const lines = linePlay<Puzzle>({ size: genre.size, points: 'corners', cellView: genre.cellView, cellsOfLine: cellsBeside });
  const innerOnly = (puzzle: Puzzle, move: LineMove): LineMove | undefined => {
    const kept = move.lines.filter(({ line }) => isInner(genre.size(puzzle), line));
    return kept.length === 0 ? undefined : { ...move, lines: kept };
  };
  /** Stored progress never marks the frame. */
  const frameIsEmpty = (puzzle: Puzzle, state: LineState): boolean => {
    const size = genre.size(puzzle);
    const frame = linesOf(size, makeBorders(size, () => false), true);
    return (['horizontal', 'vertical'] as const).every((key) => state.lines[key].every((row, r) => row.every((mark, c) => !frame[key][r]![c]! || mark === null)));
  };
  const drawn = (puzzle: Puzzle, state: LineState): Walls => bordersOf(genre.size(puzzle), makeLines(cornersOf(genre.size(puzzle)), (line) => lineAt(state.lines, line) === 'line'));
  return {
    modes: lines.modes,
    start: lines.start,
    isState: (puzzle, value): value is LineState => lines.isState(puzzle, value) && frameIsEmpty(puzzle, value),
    interpret(puzzle, state, gesture, mode) {
      const move = lines.interpret(puzzle, state, gesture, mode);
      return move && innerOnly(puzzle, move);
    },
    apply(puzzle, state, move) {
      if (move.lines.some(({ line }) => !isInner(genre.size(puzzle), line))) return refused("the grid's frame takes no border");
      return lines.apply(puzzle, state, move);
    },
    // Check on an unfinished board: what no more borders can mend, and the borders that still end inside the grid.
    progress(puzzle, state) {
      const size = genre.size(puzzle);
      const lined = makeLines(cornersOf(size), (line) => lineAt(state.lines, line) === 'line');
      const inside = (point: Cell) => point.row > 0 && point.column > 0 && point.row < size.rows && point.column < size.columns;
      const open = lineShape(cornersOf(size), lined).deadEnds.filter(inside).length;
      return { broken: genre.brokenInPlay(puzzle, bordersOf(size, state.lines)), open, openThing: 'line end' };
    },
    view: lines.view,
    answer: drawn,
    fromAnswer: (puzzle, answer) => {
      const size = genre.size(puzzle);
      return { lines: linesOf(size, makeBorders(size, (cell, other) => (answer[other.row === cell.row ? 'right' : 'below'][cell.row]![cell.column]! ? 'line' : null)), null) };
    },
    // The borders placed: 1 a border, 0 a cross, null open; once the borders drawn divide the grid as the rules ask,
    // an edge without a border is none.
    placed(puzzle, state) {
      const marks = bordersOf(genre.size(puzzle), state.lines);
      const solved = genre.check(puzzle, drawn(puzzle, state)).length === 0;
      const entry = (mark: 'line' | 'cross' | null) => (mark === 'line' ? 1 : mark === 'cross' ? 0 : solved ? 0 : null);
      return { right: marks.right.map((row) => row.map(entry)), below: marks.below.map((row) => row.map(entry)) };
    },
    hint: (puzzle, state, facts) => lines.hint(puzzle, state, linesOf(genre.size(puzzle), facts, null)),
    openCells(puzzle, facts) {
      const size = genre.size(puzzle);
      const open = makeGrid(size, () => false);
      for (const cell of allCells(size)) {
        if (cell.column + 1 < size.columns && facts.right[cell.row]![cell.column] === null) open[cell.row]![cell.column] = open[cell.row]![cell.column + 1] = true;
        if (cell.row + 1 < size.rows && facts.below[cell.row]![cell.column] === null) open[cell.row]![cell.column] = open[cell.row + 1]![cell.column] = true;
      }
      return allCells(size).filter((cell) => open[cell.row]![cell.column]);
    },
  };
}

/** The known borders of a partial answer's JSON, each at the place of its line on the doubled lattice. */
export function borderEntries(partialJson: unknown): AnswerEntry[] {
  const found: AnswerEntry[] = [];
  if (typeof partialJson !== 'object' || partialJson === null) return found;
  for (const side of ['right', 'below'] as const) {
    const grid = (partialJson as Record<string, unknown>)[side];
    if (!Array.isArray(grid)) continue;
    grid.forEach((row: unknown, r) => {
      if (!Array.isArray(row)) return;
      row.forEach((value: unknown, c) => {
        if (value !== null && value !== undefined) found.push({ cell: lineKey(borderLine({ row: r, column: c }, side)), value });
      });
    });
  }
  return found;
}

/** A border in words: `the border between r1c1 and r1c2 is drawn`; `joined` says what no border there means. */
export function describeBorder(entry: AnswerEntry, largest: GridSize, joined: string): EntryWords {
  const line = lineFromKey(entry.cell);
  if (!line) return { cells: [entry.cell] };
  const cells = cellsBeside(largest, line);
  const pair = cells.map(cellName).join(' and ');
  const drawn = entry.value === 1;
  return {
    cells,
    lines: [line],
    fact: drawn ? `the border between ${pair} is drawn` : `the border between ${pair} is not drawn (${joined})`,
    placed: drawn ? `your border between ${pair}` : `your cross between ${pair}`,
    noun: 'borders',
  };
}
