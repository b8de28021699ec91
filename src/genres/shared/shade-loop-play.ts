// Playing the genres that shade cells beside a loop through cell centres (Yajilin, Koburin, Regional Yajilin). The
// loop is drawn as in Masyu (a drag from cell to cell; a click between two cells, or the other button, crosses a line
// out), and a click in a cell shades it, then dots it (surely not shaded), then clears it; the other button dots
// first. Clue cells show their clue, and lines never enter them; shading a cell takes the lines through it away, and
// no line enters a shaded cell.

import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, makeGrid, neighbours } from '../../core/geometry.js';
import { lineAt, lineBetween } from '../../core/lines.js';
import type { LineBoard, ShadingBoard } from '../../core/checks.js';
import type { Violation } from '../../core/violation.js';
import { linesInPlay, shadingInPlay } from '../../core/checks.js';
import type { BoardView, CellView, InputMode, PlayRules, Progress } from '../../core/play.js';
import { accepted, fitsStart, refused } from '../../core/play.js';
import type { LineMove, LineState } from './line-play.js';
import { linePlay } from './line-play.js';
import { setCell } from './number-play.js';
import type { Shade } from './shade-play.js';
import { cellsOfLine } from './centre-loop.js';
import type { ShadeLoopAnswer, ShadeLoopPartial } from './shade-loop.js';

/** What a genre tells the shared play rules: its size, its clue cells, how they look, and its checker. */
export interface ShadeLoopGenre<Puzzle> {
  readonly size: (puzzle: Puzzle) => GridSize;
  /** A clue cell is neither shaded nor on the loop (none when absent). */
  readonly isClue?: (puzzle: Puzzle, cell: Cell) => boolean;
  /** How a clue cell looks. */
  readonly clueView?: (puzzle: Puzzle, cell: Cell) => CellView;
  /** How another cell looks, where it shows something (Regional Yajilin's room numbers); absent: plain. */
  readonly cellView?: (puzzle: Puzzle, cell: Cell) => CellView;
  /** The rooms drawn under the board, where the genre has them. */
  readonly decorate?: (puzzle: Puzzle) => Pick<BoardView, 'regions' | 'walls'>;
  /** What no way of finishing can mend on a board in play (the genre checker's `brokenForGood`). */
  readonly brokenForGood: (puzzle: Puzzle, board: { readonly shading: ShadingBoard; readonly lines: LineBoard }) => Violation[];
}

export const eraseKeys = new Set(['Backspace', 'Delete', '-']);

export interface ShadeLoopState extends LineState {
  /** The player's cells: 1 shaded, 0 dotted (surely not shaded), null open. Clue cells stay null. */
  readonly cells: readonly (readonly (Shade | null)[])[];
}

export type ShadeLoopMove = LineMove | { readonly kind: 'cell'; readonly cell: Cell; readonly value: Shade | null };

const modesAfter = (lineModes: readonly InputMode[]): readonly InputMode[] => [...lineModes, { id: 'dot', label: 'Dot (surely not shaded)', key: 'd' }];
const shadeKeys = new Set(['1', 'x', 'X', '#']);
const dotKeys = new Set(['0', 'o', 'O', '.']);

const lineState = (state: ShadeLoopState): LineState => ({ lines: state.lines });
const isShaded = (state: ShadeLoopState, cell: Cell) => state.cells[cell.row]?.[cell.column] === 1;

export function shadeLoopPlay<Puzzle>(genre: ShadeLoopGenre<Puzzle>): PlayRules<Puzzle, ShadeLoopState, ShadeLoopMove, ShadeLoopAnswer, ShadeLoopPartial> {
  const { size, isClue = () => false } = genre;
  const lines = linePlay<Puzzle>({
    size,
    points: 'centres',
    cellView: (puzzle, cell) => (isClue(puzzle, cell) ? genre.clueView?.(puzzle, cell) : genre.cellView?.(puzzle, cell)) ?? {},
    drawing: 'loop',
  });

  /** Check on an unfinished board: what the checker's list finds no way of finishing can mend; the line ends open. */
  const progress = (puzzle: Puzzle, state: ShadeLoopState): Progress => {
    const board = { shading: shadingInPlay(size(puzzle), state.cells), lines: linesInPlay('centres', size(puzzle), state.lines) };
    return { ...lines.progress!(puzzle, lineState(state)), broken: genre.brokenForGood(puzzle, board) };
  };

  return {
    modes: modesAfter(lines.modes),
  start: (puzzle) => ({ ...lines.start(puzzle), cells: makeGrid(size(puzzle), () => null) }),
  progress,
  isState(puzzle, value): value is ShadeLoopState {
    if (typeof value !== 'object' || value === null || Object.keys(value).length !== 2) return false;
    const { lines: drawn, cells } = value as Record<string, unknown>;
    return lines.isState(puzzle, { lines: drawn }) && fitsStart(makeGrid(size(puzzle), () => null), cells, (entry) => entry === 0 || entry === 1);
  },
  interpret(puzzle, state, gesture, mode) {
    if (gesture.kind === 'press' && gesture.target.kind === 'cell') {
      const cell = gesture.target.cell;
      if (isClue(puzzle, cell)) return undefined;
      const present = state.cells[cell.row]![cell.column]!;
      // Shade, dot, clear; the other button (or the dot mode) dots first.
      const dotFirst = (gesture.button === 'secondary') !== (mode === 'dot');
      const value: Shade | null = dotFirst ? (present === null ? 0 : present === 0 ? 1 : null) : present === null ? 1 : present === 1 ? 0 : null;
      return { kind: 'cell', cell, value };
    }
    if (gesture.kind === 'key' && gesture.target.kind === 'cell' && !isClue(puzzle, gesture.target.cell)) {
      const cell = gesture.target.cell;
      if (shadeKeys.has(gesture.key)) return { kind: 'cell', cell, value: 1 };
      if (dotKeys.has(gesture.key)) return { kind: 'cell', cell, value: 0 };
      if (eraseKeys.has(gesture.key)) return { kind: 'cell', cell, value: null };
      return undefined;
    }
    const move = lines.interpret(puzzle, lineState(state), gesture, mode === 'dot' ? 'line' : mode);
    if (!move) return undefined;
    // Lines never enter a clue cell or a shaded one: a drag across one draws the rest.
    const kept = move.lines.filter(({ line, mark }) => !cellsOfLine(line).some((cell) => isClue(puzzle, cell) || (mark === 'line' && isShaded(state, cell))));
    return kept.length > 0 ? { kind: 'set', lines: kept } : undefined;
  },
  apply(puzzle, state, move) {
    if (move.kind === 'cell') {
      const { rows, columns } = size(puzzle);
      const { row, column } = move.cell;
      if (row < 0 || column < 0 || row >= rows || column >= columns) return refused('that cell is outside the grid');
      if (isClue(puzzle, move.cell)) return refused('a clue cell is neither shaded nor on the loop', [move.cell]);
      const cells = setCell(state.cells, move.cell, move.value);
      if (move.value !== 1) return accepted({ ...state, cells });
      // A shaded cell is off the loop: shading it takes away the lines through it, as on puzz.link.
      const through = neighbours(size(puzzle), move.cell)
        .map((other) => lineBetween(move.cell, other)!)
        .filter((line) => lineAt(state.lines, line) === 'line');
      const cleared = lines.apply(puzzle, lineState(state), { kind: 'set', lines: through.map((line) => ({ line, mark: null })) });
      return accepted({ ...state, cells, lines: cleared.ok ? cleared.state.lines : state.lines });
    }
    const entered = move.lines.flatMap(({ line, mark }) => (mark === 'line' ? cellsOfLine(line).filter((cell) => isShaded(state, cell)) : []));
    if (entered.length > 0) return refused('a shaded cell is not on the loop', entered);
    const outcome = lines.apply(puzzle, lineState(state), move);
    return outcome.ok ? accepted({ ...state, lines: outcome.state.lines }) : outcome;
  },
  view(puzzle, state, options) {
    const board = lines.view(puzzle, lineState(state), options);
    const cells = board.cells.map((row, r) =>
      row.map((look, c): CellView => {
        const value = state.cells[r]![c];
        return value === 1 ? { ...look, fill: 'shaded' } : value === 0 ? { ...look, fill: 'unshaded' } : look;
      }),
    );
    return { ...board, cells, ...genre.decorate?.(puzzle) };
  },
  answer: (puzzle, state) => ({
    shaded: makeGrid(size(puzzle), (cell) => state.cells[cell.row]![cell.column] === 1),
    lines: lines.answer(puzzle, lineState(state)),
  }),
  fromAnswer: (puzzle, answer) => ({
    ...lines.fromAnswer(puzzle, answer.lines),
    cells: makeGrid(size(puzzle), (cell) => (isClue(puzzle, cell) ? null : answer.shaded[cell.row]![cell.column] ? 1 : 0)),
  }),
  placed: (puzzle, state) => ({ shaded: state.cells, ...(lines.placed!(puzzle, lineState(state)) as object) }),
  hint(puzzle, state, facts) {
    const placed = (cell: Cell) => state.cells[cell.row]![cell.column]!;
    const wanted = (cell: Cell): Shade | null => {
      const fact = facts.shaded[cell.row]![cell.column]!;
      return fact === null ? null : fact ? 1 : 0;
    };
    const forced = allCells(size(puzzle)).filter((cell) => !isClue(puzzle, cell) && wanted(cell) !== null);
    // A wrong cell first, then the lines (their own order), then a missing shaded cell, then a missing dot.
    const wrong = forced.find((cell) => placed(cell) !== null && placed(cell) !== wanted(cell));
    if (wrong) return { kind: 'cell', cell: wrong, value: wanted(wrong) };
    const line = lines.hint(puzzle, lineState(state), facts.lines);
    if (line) return line;
    const open = forced.filter((cell) => placed(cell) === null);
    const missing = open.find((cell) => wanted(cell) === 1) ?? open[0];
    return missing && { kind: 'cell', cell: missing, value: wanted(missing) };
  },
  openCells(puzzle, facts) {
    const open = new Set(lines.openCells(puzzle, facts.lines).map((cell) => `${cell.row},${cell.column}`));
    return allCells(size(puzzle)).filter((cell) => !isClue(puzzle, cell) && (open.has(`${cell.row},${cell.column}`) || facts.shaded[cell.row]![cell.column] === null));
  },
  };
}
