// Playing and entering Yajilin in the studio. Play: the loop is drawn as in Masyu (a drag from cell to cell; a
// click between two cells, or the other button, crosses a line out), and a click in a cell shades it, then dots it
// (surely not shaded), then clears it; the other button dots first. Clue cells show their number and arrow, and
// lines never enter them; shading a cell takes the lines through it away, and no line enters a shaded cell. The
// editor: a click cycles a cell's arrow (up, right, down, left, a plain block, none); digits set the number, `?` an
// unknown one, `#` a block, Delete clears; the clue mode types a whole clue (`<2`).

import { InputError, inputError } from '../../core/errors.js';
import type { Cell, Direction } from '../../core/geometry.js';
import { allCells, makeGrid, neighbours } from '../../core/geometry.js';
import { lineAt, lineBetween } from '../../core/lines.js';
import { linesInPlay, shadingInPlay } from '../../core/checks.js';
import type { CellView, EditRules, InputMode, PlayRules, Progress } from '../../core/play.js';
import { accepted, fitsStart, refused } from '../../core/play.js';
import type { LineMove, LineState } from '../shared/line-play.js';
import { linePlay } from '../shared/line-play.js';
import { setCell } from '../shared/number-play.js';
import type { Shade } from '../shared/shade-play.js';
import { cellsOfLine } from '../shared/centre-loop.js';
import { yajilinChecker } from './check.js';
import { clueText, readClueToken } from './formats.js';
import type { YajilinAnswer, YajilinClue, YajilinPartial, YajilinPuzzle } from './puzzle.js';
import { clueAt, makeYajilin, maximumYajilinSize, yajilinSize } from './puzzle.js';

type Puzzle = YajilinPuzzle;

export interface YajilinState extends LineState {
  /** The player's cells: 1 shaded, 0 dotted (surely not shaded), null open. Clue cells stay null. */
  readonly cells: readonly (readonly (Shade | null)[])[];
}

export type YajilinMove = LineMove | { readonly kind: 'cell'; readonly cell: Cell; readonly value: Shade | null };

const isClue = (puzzle: Puzzle, cell: Cell) => clueAt(puzzle, cell) !== null;

function clueView(clue: YajilinClue): CellView {
  // Clue cells are grey blocks; a block without a number shows nothing else.
  return { tint: 'block', tintWords: 'clue cell', value: { text: clueText(clue), kind: 'given' } };
}

const lines = linePlay<Puzzle>({
  size: yajilinSize,
  points: 'centres',
  cellView: (puzzle, cell) => {
    const clue = clueAt(puzzle, cell);
    return clue === null ? {} : clueView(clue);
  },
  cellsOfLine: (_size, line) => cellsOfLine(line),
  drawing: 'loop',
});

/** Check on an unfinished board: what the checker's list finds no way of finishing can mend; the line ends open. */
function progress(puzzle: Puzzle, state: YajilinState): Progress {
  const size = yajilinSize(puzzle);
  const board = { shading: shadingInPlay(size, state.cells), lines: linesInPlay('centres', size, state.lines) };
  return { ...lines.progress!(puzzle, lineState(state)), broken: yajilinChecker.brokenForGood(puzzle, board) };
}

const modes: readonly InputMode[] = [...lines.modes, { id: 'dot', label: 'Dot (surely not shaded)', key: 'd' }];
const shadeKeys = new Set(['1', 'x', 'X', '#']);
const dotKeys = new Set(['0', 'o', 'O', '.']);
const eraseKeys = new Set(['Backspace', 'Delete', '-']);

const lineState = (state: YajilinState): LineState => ({ lines: state.lines });
const isShaded = (state: YajilinState, cell: Cell) => state.cells[cell.row]?.[cell.column] === 1;

export const yajilinPlay: PlayRules<Puzzle, YajilinState, YajilinMove, YajilinAnswer, YajilinPartial> = {
  modes,
  start: (puzzle) => ({ ...lines.start(puzzle), cells: makeGrid(yajilinSize(puzzle), () => null) }),
  progress,
  isState(puzzle, value): value is YajilinState {
    if (typeof value !== 'object' || value === null || Object.keys(value).length !== 2) return false;
    const { lines: drawn, cells } = value as Record<string, unknown>;
    return lines.isState(puzzle, { lines: drawn }) && fitsStart(makeGrid(yajilinSize(puzzle), () => null), cells, (entry) => entry === 0 || entry === 1);
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
      const size = yajilinSize(puzzle);
      const { row, column } = move.cell;
      if (row < 0 || column < 0 || row >= size.rows || column >= size.columns) return refused('that cell is outside the grid');
      if (isClue(puzzle, move.cell)) return refused('a clue cell is neither shaded nor on the loop', [move.cell]);
      const cells = setCell(state.cells, move.cell, move.value);
      if (move.value !== 1) return accepted({ ...state, cells });
      // A shaded cell is off the loop: shading it takes away the lines through it, as on puzz.link.
      const through = neighbours(yajilinSize(puzzle), move.cell)
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
    return { ...board, cells };
  },
  answer: (puzzle, state) => ({
    shaded: makeGrid(yajilinSize(puzzle), (cell) => state.cells[cell.row]![cell.column] === 1),
    lines: lines.answer(puzzle, lineState(state)),
  }),
  fromAnswer: (puzzle, answer) => ({
    ...lines.fromAnswer(puzzle, answer.lines),
    cells: makeGrid(yajilinSize(puzzle), (cell) => (isClue(puzzle, cell) ? null : answer.shaded[cell.row]![cell.column] ? 1 : 0)),
  }),
  placed: (puzzle, state) => ({ shaded: state.cells, ...(lines.placed!(puzzle, lineState(state)) as object) }),
  hint(puzzle, state, facts) {
    const placed = (cell: Cell) => state.cells[cell.row]![cell.column]!;
    const wanted = (cell: Cell): Shade | null => {
      const fact = facts.shaded[cell.row]![cell.column]!;
      return fact === null ? null : fact ? 1 : 0;
    };
    const forced = allCells(yajilinSize(puzzle)).filter((cell) => !isClue(puzzle, cell) && wanted(cell) !== null);
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
    return allCells(yajilinSize(puzzle)).filter((cell) => !isClue(puzzle, cell) && (open.has(`${cell.row},${cell.column}`) || facts.shaded[cell.row]![cell.column] === null));
  },
};

// ---- The editor ----

const arrowCycle: readonly (Direction | 'block' | null)[] = [null, 'up', 'right', 'down', 'left', 'block'];
const typedArrows: Readonly<Record<string, Direction>> = { '^': 'up', v: 'down', '<': 'left', '>': 'right' };

/** The puzzle with one cell's clue changed, or undefined when nothing changes or the clue cannot be (a 4 in two cells). */
function withClue(puzzle: Puzzle, cell: Cell, clue: YajilinClue | null, { quiet = true } = {}): Puzzle | undefined {
  const present = clueAt(puzzle, cell);
  if (JSON.stringify(present) === JSON.stringify(clue)) return undefined;
  try {
    return makeYajilin(yajilinSize(puzzle), setCell(puzzle.clues, cell, clue));
  } catch (error) {
    // A typed clue says why it cannot be; a click or a key that does not fit does nothing.
    if (error instanceof InputError && quiet) return undefined;
    throw error;
  }
}

export const yajilinEdit: EditRules<Puzzle> = {
  parameters: [
    { id: 'columns', label: 'Width', minimum: 2, maximum: 40, initial: 8 },
    { id: 'rows', label: 'Height', minimum: 2, maximum: 40, initial: 8 },
  ],
  modes: [
    { id: 'arrow', label: 'Arrows and numbers' },
    { id: 'clue', label: 'Type a clue', prompt: 'Clue: an arrow ^ v < > and a number (like <2), # for a block, empty to clear' },
  ],
  blank({ rows = 8, columns = 8 }) {
    if (!Number.isInteger(rows) || !Number.isInteger(columns) || rows < 2 || columns < 2 || rows > maximumYajilinSize.rows || columns > maximumYajilinSize.columns) {
      inputError(`a Yajilin grid is 2×2 to ${maximumYajilinSize.columns}×${maximumYajilinSize.rows}, not ${columns}×${rows}`);
    }
    return makeYajilin({ rows, columns }, makeGrid({ rows, columns }, () => null));
  },
  parametersOf: (puzzle) => ({ rows: puzzle.rows, columns: puzzle.columns }),
  edit(puzzle, gesture) {
    if (!('target' in gesture) || gesture.target.kind !== 'cell') return undefined;
    const cell = gesture.target.cell;
    const present = clueAt(puzzle, cell);
    const value = present?.value ?? null;
    if (gesture.kind === 'press') {
      const now = present === null ? null : (present.direction ?? 'block');
      const step = gesture.button === 'primary' ? 1 : arrowCycle.length - 1;
      const next = arrowCycle[(arrowCycle.indexOf(now) + step) % arrowCycle.length]!;
      return withClue(puzzle, cell, next === null ? null : next === 'block' ? { direction: null, value: null } : { direction: next, value });
    }
    if (gesture.kind === 'key') {
      const direction = present?.direction ?? 'up';
      if (/^[0-9]$/.test(gesture.key)) {
        // A digit extends the number when the longer one still fits (1 then 2 gives 12), or starts a new one.
        const longer = value === null ? undefined : withClue(puzzle, cell, { direction, value: value * 10 + Number(gesture.key) });
        return longer ?? withClue(puzzle, cell, { direction, value: Number(gesture.key) });
      }
      if (gesture.key === '?') return withClue(puzzle, cell, { direction, value: null });
      if (gesture.key === '#') return withClue(puzzle, cell, { direction: null, value: null });
      if (gesture.key in typedArrows) return withClue(puzzle, cell, { direction: typedArrows[gesture.key]!, value });
      if (eraseKeys.has(gesture.key)) return withClue(puzzle, cell, null);
      return undefined;
    }
    if (gesture.kind === 'text') {
      const text = gesture.text.trim();
      if (text === '') return withClue(puzzle, cell, null);
      return withClue(puzzle, cell, readClueToken(text.replace(/\s+/g, '')), { quiet: false });
    }
    return undefined;
  },
};
