// Play rules shared by the loop genres: lines drawn between the points of a lattice (cell centres for Masyu, cell
// corners for Slitherlink), as puzz.link plays them. A drag draws lines along the points it passes (or erases them,
// when it starts on a line); the other button, or the cross mode, marks "surely no line" along the drag. A click on
// a line's place marks it crossed out, or clears what is there: lines come from dragging. An open line counts as no line; a solution shown by the studio draws its lines alone.

import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, makeGrid } from '../../core/geometry.js';
import type { Checker, LineBoard, LineMark } from '../../core/checks.js';
import { linesInPlay } from '../../core/checks.js';
import type { LineGrid, LinePosition } from '../../core/lines.js';
import { lineAt, lineBetween, lineEnd, linePositions, makeLines } from '../../core/lines.js';
import type { BoardView, CellView, Gesture, InputMode, LineView, PlayRules, Progress } from '../../core/play.js';
import { stepped } from './clue-edit.js';
import { setCell } from './number-play.js';
import { accepted, fitsStart, refused } from '../../core/play.js';

export type { LineMark };

export interface LineState {
  readonly lines: LineGrid<LineMark>;
}

/** Lines set to marks, all at once (a whole drag is one move, undone as one). */
export interface LineMove {
  readonly kind: 'set';
  readonly lines: readonly { readonly line: LinePosition; readonly mark: LineMark }[];
}

/** The play rules of lines between points, as `linePlay` makes them. */
export type LinePlayRules<Puzzle> = PlayRules<Puzzle, LineState, LineMove, LineGrid, LineGrid<boolean | null>>;

export interface LineGenre<Puzzle> {
  size(puzzle: Puzzle): GridSize;
  /** Where the points sit: cell centres or cell corners. */
  readonly points: 'centres' | 'corners';
  /** A cell's look: its clue. */
  cellView(puzzle: Puzzle, cell: Cell): CellView;
  /** The cells a line touches (for the editor's ambiguity view and highlights); absent: the two cells a centre line joins. */
  cellsOfLine?(size: GridSize, line: LinePosition): Cell[];
  /**
   * Cells the lines never enter (lines through centres), and what they are in words (`shaded`): a drag across one
   * draws the rest, and a line into one is refused.
   */
  readonly keepsOut?: { readonly cells: string; holds(puzzle: Puzzle, cell: Cell): boolean };
  /**
   * What the lines make: one loop, or paths between given points (Numberlink's numbers, where `ends` is true). Check
   * on an unfinished drawing then reports what the genre's checks find no more lines can mend, and the line ends
   * still to join as what is open. Absent: Check judges an unfinished drawing as finished.
   */
  readonly drawing?: 'loop' | 'paths';
  /** With `paths`: the points where a path ends. */
  ends?(puzzle: Puzzle, point: Cell): boolean;
  /** With `drawing`: the genre's checker, whose checks judge the board in play. */
  readonly checks?: Pick<Checker<Puzzle, never, LineBoard>, 'brokenForGood'>;
}

const modes: readonly InputMode[] = [
  { id: 'line', label: 'Line', key: 'l' },
  { id: 'cross', label: 'Cross (surely no line)', key: 'x' },
];

export function linePlay<Puzzle>(genre: LineGenre<Puzzle>): LinePlayRules<Puzzle> {
  const pointsOf = (puzzle: Puzzle): GridSize => {
    const size = genre.size(puzzle);
    return genre.points === 'centres' ? size : { rows: size.rows + 1, columns: size.columns + 1 };
  };
  const cellsOfLine = genre.cellsOfLine ?? ((_size: GridSize, line: LinePosition) => [line.from, lineEnd(line)]);
  const entered = (puzzle: Puzzle, line: LinePosition) => (genre.keepsOut ? [line.from, lineEnd(line)].filter((cell) => genre.keepsOut!.holds(puzzle, cell)) : []);
  const inside = (points: GridSize, point: Cell) => point.row >= 0 && point.column >= 0 && point.row < points.rows && point.column < points.columns;
  const setMarks = (state: LineState, changes: LineMove['lines']): LineState => {
    const horizontal = state.lines.horizontal.map((row) => [...row]);
    const vertical = state.lines.vertical.map((row) => [...row]);
    for (const { line, mark } of changes) (line.orientation === 'horizontal' ? horizontal : vertical)[line.from.row]![line.from.column] = mark;
    return { lines: { horizontal, vertical } };
  };
  const progress = (puzzle: Puzzle, state: LineState): Progress => {
    const board = linesInPlay(genre.points, genre.size(puzzle), state.lines);
    // A path may end at its own end points; there, a point without a line is what is still open.
    const endsHere = (point: Cell) => genre.drawing === 'paths' && (genre.ends?.(puzzle, point) ?? false);
    const deadEnds = board.shape.deadEnds.filter((point) => !endsHere(point)).length;
    const unstarted = allCells(board.points).filter((point) => endsHere(point) && board.shape.degree[point.row]![point.column] === 0).length;
    return { broken: genre.checks?.brokenForGood(puzzle, board) ?? [], open: deadEnds + unstarted, openThing: 'line end' };
  };
  const interpretLines = (puzzle: Puzzle, state: LineState, gesture: Gesture, mode: string): LineMove | undefined => {
    const points = pointsOf(puzzle);
    // The cross mode swaps the buttons.
    const crossing = (button: 'primary' | 'secondary') => (button === 'secondary') !== (mode === 'cross');
    if (gesture.kind === 'press' && gesture.target.kind === 'line') {
      const line = lineBetween(gesture.target.from, gesture.target.to);
      if (!line || !inside(points, gesture.target.from) || !inside(points, gesture.target.to)) return undefined;
      // As on puzz.link: a click crosses an empty line out and clears a line or a cross.
      return { kind: 'set', lines: [{ line, mark: lineAt(state.lines, line) === null ? 'cross' : null }] };
    }
    if (gesture.kind === 'trace') {
      const lines: LinePosition[] = [];
      for (let index = 1; index < gesture.points.length; index++) {
        const line = lineBetween(gesture.points[index - 1]!, gesture.points[index]!);
        if (line && inside(points, gesture.points[index - 1]!) && inside(points, gesture.points[index]!)) lines.push(line);
      }
      if (lines.length === 0) return undefined;
      // The first line decides: a drag that starts on a mark of its kind erases, any other draws.
      const wanted: LineMark = crossing(gesture.button) ? 'cross' : 'line';
      const mark = lineAt(state.lines, lines[0]!) === wanted ? null : wanted;
      return { kind: 'set', lines: lines.map((line) => ({ line, mark })) };
    }
    return undefined;
  };
  return {
    modes,
    start: (puzzle) => ({ lines: makeLines(pointsOf(puzzle), () => null) }),
    isState: (puzzle, value): value is LineState => fitsStart({ lines: makeLines(pointsOf(puzzle), () => null) }, value, (entry) => entry === 'line' || entry === 'cross'),
    ...(genre.drawing ? { progress } : {}),
    interpret(puzzle, state, gesture, mode) {
      const move = interpretLines(puzzle, state, gesture, mode);
      // Lines never enter the cells the genre keeps them out of: a drag across one draws the rest.
      const kept = move?.lines.filter(({ line, mark }) => mark !== 'line' || entered(puzzle, line).length === 0);
      return kept && kept.length > 0 ? { kind: 'set', lines: kept } : undefined;
    },
    apply(puzzle, state, move) {
      const into = move.lines.flatMap(({ line, mark }) => (mark === 'line' ? entered(puzzle, line) : []));
      if (genre.keepsOut && into.length > 0) return refused(`the loop does not pass ${genre.keepsOut.cells} cells`, into);
      const points = pointsOf(puzzle);
      for (const { line } of move.lines) {
        if (!inside(points, line.from) || !inside(points, lineEnd(line))) return refused('that line is outside the grid');
      }
      return accepted(setMarks(state, move.lines));
    },
    view(puzzle, state): BoardView {
      const size = genre.size(puzzle);
      const lines: LineView[] = [];
      for (const line of linePositions(pointsOf(puzzle))) {
        const mark = lineAt(state.lines, line);
        if (mark !== null) lines.push({ from: line.from, to: lineEnd(line), state: mark });
      }
      return { size, cells: makeGrid(size, (cell) => genre.cellView(puzzle, cell)), lines: { points: genre.points, lines } };
    },
    answer: (puzzle, state) => makeLines(pointsOf(puzzle), (line) => lineAt(state.lines, line) === 'line'),
    // A solution shown: its lines alone (crosses on every other line would cover the clues beside them).
    fromAnswer: (puzzle, answer) => ({ lines: makeLines(pointsOf(puzzle), (line) => (lineAt(answer, line) ? 'line' : null)) }),
    // The partial answer of a loop genre: 1 a line, 0 no line (a cross), null open. A finished drawing (no line end
    // left open, nothing broken) leaves no line open: as on puzz.link, the lines alone are the answer, crosses or not.
    placed: (puzzle, state) => {
      const drawn = state.lines.horizontal.some((row) => row.includes('line')) || state.lines.vertical.some((row) => row.includes('line'));
      const finished = genre.drawing !== undefined && drawn && ((shape) => shape.open === 0 && shape.broken.length === 0)(progress(puzzle, state));
      const entry = (mark: LineMark) => (mark === null ? (finished ? 0 : null) : mark === 'line' ? 1 : 0);
      return { horizontal: state.lines.horizontal.map((row) => row.map(entry)), vertical: state.lines.vertical.map((row) => row.map(entry)) };
    },
    hint(puzzle, state, facts) {
      const forced = linePositions(pointsOf(puzzle)).filter((line) => lineAt(facts, line) !== null);
      const wanted = (line: LinePosition): LineMark => (lineAt(facts, line) ? 'line' : 'cross');
      const placed = (line: LinePosition) => lineAt(state.lines, line);
      // A wrong mark first, then a missing line, then a missing cross.
      const wrong = forced.find((line) => placed(line) !== null && placed(line) !== wanted(line));
      const open = forced.filter((line) => placed(line) === null);
      const chosen = wrong ?? open.find((line) => wanted(line) === 'line') ?? open[0];
      return chosen && { kind: 'set', lines: [{ line: chosen, mark: wanted(chosen) }] };
    },
    openCells(puzzle, facts) {
      const size = genre.size(puzzle);
      const open = new Set<string>();
      for (const line of linePositions(pointsOf(puzzle))) {
        if (lineAt(facts, line) === null) for (const cell of cellsOfLine(size, line)) open.add(`${cell.row},${cell.column}`);
      }
      return allCells(size).filter((cell) => open.has(`${cell.row},${cell.column}`));
    },
  };
}

/** A cell the player coloured as inside the loop or outside it (puzz.link's two background colours). */
export type CellSide = 'inside' | 'outside';

export interface ColouredLineState extends LineState {
  /** The player's colours, null where none; absent in progress saved before colouring existed. */
  readonly sides?: readonly (readonly (CellSide | null)[])[];
}

export type ColouredLineMove = LineMove | { readonly kind: 'colour'; readonly cell: Cell; readonly side: CellSide | null };

/**
 * Line play with cells the player colours: a click in a cell colours it inside, then outside, then clears it (the
 * other button the other way round), as puzz.link's background colours help to see which side of the loop is which.
 */
export function withSideColours<Puzzle>(
  lines: LinePlayRules<Puzzle>,
  size: (puzzle: Puzzle) => GridSize,
): PlayRules<Puzzle, ColouredLineState, ColouredLineMove, LineGrid, LineGrid<boolean | null>> {
  const sideAt = (state: ColouredLineState, cell: Cell): CellSide | null => state.sides?.[cell.row]?.[cell.column] ?? null;
  const uncoloured = (puzzle: Puzzle) => makeGrid(size(puzzle), (): CellSide | null => null);
  return {
    ...lines,
    start: (puzzle) => ({ ...lines.start(puzzle), sides: uncoloured(puzzle) }),
    interpret(puzzle, state, gesture, mode) {
      if (gesture.kind !== 'press' || gesture.target.kind !== 'cell') return lines.interpret(puzzle, state, gesture, mode);
      const cell = gesture.target.cell;
      return { kind: 'colour', cell, side: stepped<CellSide | null>([null, 'inside', 'outside'], sideAt(state, cell), gesture.button) };
    },
    apply(puzzle, state, move) {
      if (move.kind === 'colour') {
        const { row, column } = move.cell;
        if (row < 0 || column < 0 || row >= size(puzzle).rows || column >= size(puzzle).columns) return refused('that cell is outside the grid');
        return accepted({ ...state, sides: setCell(state.sides ?? uncoloured(puzzle), move.cell, move.side) });
      }
      const outcome = lines.apply(puzzle, state, move);
      return outcome.ok ? accepted({ ...state, lines: outcome.state.lines }) : outcome;
    },
    view(puzzle, state, options) {
      const board = lines.view(puzzle, state, options);
      const cells = board.cells.map((row, r) =>
        row.map((look, c): CellView => {
          const side = sideAt(state, { row: r, column: c });
          return side === null ? look : { ...look, tint: side, tintWords: side === 'inside' ? 'coloured inside the loop' : 'coloured outside the loop' };
        }),
      );
      return { ...board, cells };
    },
    fromAnswer: (puzzle, answer) => ({ ...lines.fromAnswer(puzzle, answer), sides: uncoloured(puzzle) }),
    // The lines as the line play takes them, and the cells' colours (absent in progress saved before them).
    isState(puzzle, value): value is ColouredLineState {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
      const { sides, ...rest } = value as Record<string, unknown>;
      if (!lines.isState(puzzle, rest)) return false;
      return sides === undefined || fitsStart(uncoloured(puzzle), sides, (side) => side === 'inside' || side === 'outside');
    },
  };
}
