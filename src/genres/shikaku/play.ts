// Playing and entering Shikaku in the studio: borders drawn along the cell edges by dragging from corner to corner,
// as on puzz.link (a click on an edge crosses it out: surely no border; see the shared line play). The grid's frame
// is no border to draw. The editor steps a number up or down by clicks or taps, or types it.

import { inputError } from '../../core/errors.js';
import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, makeGrid } from '../../core/geometry.js';
import type { LineGrid, LinePosition } from '../../core/lines.js';
import { lineAt, lineShape, makeLines } from '../../core/lines.js';
import type { EditRules, PlayRules } from '../../core/play.js';
import { refused } from '../../core/play.js';
import type { LineMove, LineState } from '../shared/line-play.js';
import { linePlay } from '../shared/line-play.js';
import { cluePad, setCell, steppedClue } from '../shared/number-play.js';
import { brokenInPlay, shikakuChecker } from './check.js';
import type { Borders, ShikakuAnswer, ShikakuPartial, ShikakuPuzzle } from './puzzle.js';
import { clueAt, makeBorders, makeShikaku, maximumShikakuSize, shikakuSize } from './puzzle.js';

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

/** The lines (on the frame: `frame`) of some borders. */
function linesOf<Value>(size: GridSize, borders: Borders<Value>, frame: Value): LineGrid<Value> {
  return makeLines({ rows: size.rows + 1, columns: size.columns + 1 }, (line) => {
    if (!isInner(size, line)) return frame;
    const { orientation, from } = line;
    return orientation === 'vertical' ? borders.right[from.row]![from.column - 1]! : borders.below[from.row - 1]![from.column]!;
  });
}

const bordersOf = <Value>(size: GridSize, lines: LineGrid<Value>): Borders<Value> =>
  makeBorders(size, (cell, other) => lineAt(lines, borderLine(cell, other.row === cell.row ? 'right' : 'below')));

const lines = linePlay<ShikakuPuzzle>({
  size: shikakuSize,
  points: 'corners',
  cellView(puzzle, cell) {
    const clue = clueAt(puzzle, cell);
    return clue === null ? {} : { value: { text: clue.kind === 'number' ? String(clue.value) : '?', kind: 'given' } };
  },
  cellsOfLine: cellsBeside,
});

const innerOnly = (puzzle: ShikakuPuzzle, move: LineMove): LineMove | undefined => {
  const kept = move.lines.filter(({ line }) => isInner(shikakuSize(puzzle), line));
  return kept.length === 0 ? undefined : { ...move, lines: kept };
};

export const shikakuPlay: PlayRules<ShikakuPuzzle, LineState, LineMove, ShikakuAnswer, ShikakuPartial> = {
  modes: lines.modes,
  start: lines.start,
  isState: (puzzle, value): value is LineState => lines.isState(puzzle, value) && frameIsEmpty(puzzle, value),
  interpret(puzzle, state, gesture, mode) {
    const move = lines.interpret(puzzle, state, gesture, mode);
    return move && innerOnly(puzzle, move);
  },
  apply(puzzle, state, move) {
    if (move.lines.some(({ line }) => !isInner(shikakuSize(puzzle), line))) return refused("the grid's frame takes no border");
    return lines.apply(puzzle, state, move);
  },
  // Check on an unfinished board: what no more borders can mend, and the borders that still end inside the grid.
  progress(puzzle, state) {
    const size = shikakuSize(puzzle);
    const drawn = makeLines({ rows: size.rows + 1, columns: size.columns + 1 }, (line) => lineAt(state.lines, line) === 'line');
    const inside = (point: Cell) => point.row > 0 && point.column > 0 && point.row < size.rows && point.column < size.columns;
    const open = lineShape({ rows: size.rows + 1, columns: size.columns + 1 }, drawn).deadEnds.filter(inside).length;
    return { broken: brokenInPlay(puzzle, bordersOf(size, state.lines)), open, openThing: 'line end' };
  },
  view: lines.view,
  answer: (puzzle, state) => bordersOf(shikakuSize(puzzle), makeLines({ rows: puzzle.rows + 1, columns: puzzle.columns + 1 }, (line) => lineAt(state.lines, line) === 'line')),
  fromAnswer: (puzzle, answer) => ({ lines: linesOf(shikakuSize(puzzle), makeBorders(shikakuSize(puzzle), (cell, other) => (answer[other.row === cell.row ? 'right' : 'below'][cell.row]![cell.column]! ? 'line' : null)), null) }),
  // The borders placed: 1 a border, 0 a cross, null open; once the borders drawn divide the grid as the rules ask,
  // an edge without a border is none.
  placed(puzzle, state) {
    const size = shikakuSize(puzzle);
    const drawn = bordersOf(size, state.lines);
    const solved = shikakuChecker.check(puzzle, makeBorders(size, (cell, other) => drawn[other.row === cell.row ? 'right' : 'below'][cell.row]![cell.column] === 'line')).length === 0;
    const entry = (mark: 'line' | 'cross' | null) => (mark === 'line' ? 1 : mark === 'cross' ? 0 : solved ? 0 : null);
    return { right: drawn.right.map((row) => row.map(entry)), below: drawn.below.map((row) => row.map(entry)) };
  },
  hint: (puzzle, state, facts) => lines.hint(puzzle, state, linesOf(shikakuSize(puzzle), facts, null)),
  openCells(puzzle, facts) {
    const size = shikakuSize(puzzle);
    const open = makeGrid(size, () => false);
    for (const cell of allCells(size)) {
      if (cell.column + 1 < size.columns && facts.right[cell.row]![cell.column] === null) open[cell.row]![cell.column] = open[cell.row]![cell.column + 1] = true;
      if (cell.row + 1 < size.rows && facts.below[cell.row]![cell.column] === null) open[cell.row]![cell.column] = open[cell.row + 1]![cell.column] = true;
    }
    return allCells(size).filter((cell) => open[cell.row]![cell.column]);
  },
};

/** Stored progress never marks the frame. */
function frameIsEmpty(puzzle: ShikakuPuzzle, state: LineState): boolean {
  const size = shikakuSize(puzzle);
  const frame = linesOf(size, makeBorders(size, () => false), true);
  return ['horizontal', 'vertical'].every((orientation) => {
    const key = orientation as 'horizontal' | 'vertical';
    return state.lines[key].every((row, r) => row.every((mark, c) => !frame[key][r]![c]! || mark === null));
  });
}

export const shikakuEdit: EditRules<ShikakuPuzzle> = {
  parameters: [
    { id: 'columns', label: 'Width', minimum: 2, maximum: 40, initial: 7 },
    { id: 'rows', label: 'Height', minimum: 2, maximum: 40, initial: 7 },
  ],
  modes: [{ id: 'clue', label: 'Numbers' }],
  pad: () => cluePad(9),
  blank({ rows = 7, columns = 7 }) {
    if (!Number.isInteger(rows) || !Number.isInteger(columns) || rows < 1 || columns < 1 || rows > maximumShikakuSize.rows || columns > maximumShikakuSize.columns) {
      inputError(`a Shikaku grid is 1×1 to ${maximumShikakuSize.columns}×${maximumShikakuSize.rows}, not ${columns}×${rows}`);
    }
    return makeShikaku({ rows, columns }, makeGrid({ rows, columns }, () => null));
  },
  parametersOf: (puzzle) => ({ rows: puzzle.rows, columns: puzzle.columns }),
  edit(puzzle, gesture) {
    const largest = puzzle.rows * puzzle.columns;
    // A press on the selected cell steps its number (mouse and touch); keys type it.
    if (gesture.kind === 'press' && gesture.again && gesture.target.kind === 'cell') {
      const cell = gesture.target.cell;
      return { ...puzzle, clues: setCell(puzzle.clues, cell, steppedClue(clueAt(puzzle, cell), { smallest: 1, largest }, gesture.button)) };
    }
    if (gesture.kind !== 'key' || gesture.target.kind !== 'cell') return undefined;
    const cell = gesture.target.cell;
    const present = clueAt(puzzle, cell);
    if (['Backspace', 'Delete', '.', '-'].includes(gesture.key)) return present === null ? undefined : { ...puzzle, clues: setCell(puzzle.clues, cell, null) };
    if (gesture.key === '?') return { ...puzzle, clues: setCell(puzzle.clues, cell, { kind: 'unknown' }) };
    if (!/^[0-9]$/.test(gesture.key)) return undefined;
    // A second digit extends the number while it fits in the grid.
    const digit = Number(gesture.key);
    const extended = present?.kind === 'number' ? present.value * 10 + digit : undefined;
    const value = extended !== undefined && extended <= largest ? extended : digit;
    if (value < 1) inputError(`a number is the area of its rectangle, at least 1, not ${value}`);
    return { ...puzzle, clues: setCell(puzzle.clues, cell, { kind: 'number', value }) };
  },
};
