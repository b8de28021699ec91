// Play is data: a genre's play rules turn the player's gestures into small serialisable moves, apply a move to an
// immutable state, and describe the board as plain data for a generic renderer. Undo, redo, try mode, saving and
// share links are built on this and need nothing from the genre. No DOM here.

import { inputError } from './errors.js';
import type { Cell, Direction, GridSize } from './geometry.js';
import type { Walls } from './regions.js';
import type { Violation } from './violation.js';

/** Where the player pointed: a cell, the edge from a cell to its right or lower neighbour, or a clue outside the grid. */
export type Target =
  | { readonly kind: 'cell'; readonly cell: Cell }
  | { readonly kind: 'edge'; readonly cell: Cell; readonly direction: 'right' | 'down' }
  | { readonly kind: 'outside'; readonly side: Side; readonly index: number }
  /** The line between two orthogonally adjacent points of the board's lattice of lines (`BoardView.lines`). */
  | { readonly kind: 'line'; readonly from: Cell; readonly to: Cell }
  /** A corner of the cells (a press close to it): `point` runs from 0 to rows and columns (Slant's numbers). */
  | { readonly kind: 'corner'; readonly point: Cell };

export type Side = 'top' | 'right' | 'bottom' | 'left';

/** A player's action on the board, before any genre has read it. */
export type Gesture =
  /**
   * A click or tap; `secondary` is the right button or a long press. `again`: the target was already the cursor's
   * (a first click selects a cell, a second one acts on it; Space and Enter always act on the cursor's target).
   */
  | { readonly kind: 'press'; readonly target: Target; readonly button: 'primary' | 'secondary'; readonly again?: boolean }
  /**
   * A key pressed while the cursor is on the target (`key` as in KeyboardEvent.key; a digit typed with Shift or Ctrl
   * comes as the digit, with `modifier` saying which: number genres read them as corner and centre marks). `again`:
   * the key before it went to the same target, with no press or cursor move between (typing there goes on, so a
   * digit may extend the number typed so far).
   */
  | { readonly kind: 'key'; readonly target: Target; readonly key: string; readonly modifier?: 'shift' | 'control'; readonly again?: boolean }
  /** Pressed on one cell and released on another. */
  | { readonly kind: 'drag'; readonly from: Cell; readonly to: Cell }
  /** Pressed, moved over these cells (in order, no repeats) and released: a drawn stroke, or cells painted alike. */
  | { readonly kind: 'stroke'; readonly cells: readonly Cell[]; readonly button?: 'primary' | 'secondary' }
  /**
   * Pressed and moved along the board's lattice of lines (`BoardView.lines`), passing these points in order, each
   * next to the one before, and released: lines drawn, or crossed out with the other button.
   */
  | { readonly kind: 'trace'; readonly points: readonly Cell[]; readonly button: 'primary' | 'secondary' }
  /** Text typed into the mode's prompt for a target (e.g. a circle's number). */
  | { readonly kind: 'text'; readonly target: Target; readonly text: string };

/**
 * The number a digit key makes in a place holding `present`, as on puz.link: while typing there goes on (`again`) the
 * digit extends the number when the longer one is at most `largest` (1 then 2 is 12); otherwise, and whenever typing
 * there starts afresh, the digit alone (a 4 typed over an old 1 is 4, not 14).
 */
export function typedNumber(gesture: { readonly key: string; readonly again?: boolean }, present: number | null | undefined, largest: number): number {
  const digit = Number(gesture.key);
  const longer = gesture.again && present !== null && present !== undefined ? present * 10 + digit : undefined;
  return longer !== undefined && longer <= largest ? longer : digit;
}

/** The arrows a setter types, `^ v < >`, as the directions they point. */
export const typedArrows: Readonly<Record<string, Direction>> = { '^': 'up', v: 'down', '<': 'left', '>': 'right' };

/** The way a drag goes from one cell to another along a row or a column (an arrow drawn by dragging), if it does. */
export function dragDirection(from: Cell, to: Cell): Direction | undefined {
  if (from.row === to.row && from.column !== to.column) return to.column > from.column ? 'right' : 'left';
  if (from.column === to.column && from.row !== to.row) return to.row > from.row ? 'down' : 'up';
  return undefined;
}

/** How the player wants presses and keys read, e.g. pencil marks instead of values. */
export interface InputMode {
  readonly id: string;
  readonly label: string;
  /** One key that switches to this mode. */
  readonly key?: string;
  /** When set, a press on a cell in this mode asks this question and sends the reply as a `text` gesture. */
  readonly prompt?: string;
  /**
   * `corners`: in this mode the board reads drags along the cells' sides, from corner to corner, as `trace` gestures
   * and a press on a side as that `line` (borders drawn between cells, as puz.link's room editors do).
   */
  readonly traces?: 'corners';
}

/**
 * A switch the player can flip: how the board looks (e.g. coloured countries), or how input is read (number marks
 * cleared when a digit is placed); `interpret` gets the switches too.
 */
export interface ViewOption {
  readonly id: string;
  readonly label: string;
  readonly initial: boolean;
}

/** The result of applying a move: the new state, or the reason it is not allowed and the cells concerned. */
export type Outcome<State> =
  | { readonly ok: true; readonly state: State }
  | { readonly ok: false; readonly reason: string; readonly cells: readonly Cell[] };

export function accepted<State>(state: State): Outcome<State> {
  return { ok: true, state };
}

export function refused<State>(reason: string, cells: readonly Cell[] = []): Outcome<State> {
  return { ok: false, reason, cells };
}

// ---- What the board shows ----

export type ValueKind = 'given' | 'entered' | 'solution';

/** A cell's look: a value (or pencil marks), a fill, and an optional circle. */
export interface CellView {
  readonly value?: { readonly text: string; readonly kind: ValueKind };
  /** Pencil marks in the corners of the cell (Sudoku apps' corner marks), in order. */
  readonly marks?: readonly number[];
  /** Pencil marks across the middle of the cell (centre marks: the candidates). */
  readonly centreMarks?: readonly number[];
  /** `shaded` is drawn dark; `unshaded` gets a dot (surely unshaded); `light` is the second colour of two-colour genres. */
  readonly fill?: 'shaded' | 'unshaded' | 'light';
  /**
   * A circle with a number or none; `ghost` is drawn faintly (where a piece started, say). `words`: the circle in the
   * genre's words, read to screen readers (default: `circle 2`, `ghost circle 2`).
   */
  readonly circle?: { readonly text: string; readonly style: 'solid' | 'ghost' | 'filled'; readonly words?: string };
  /**
   * Background tint: `filled` for a region that is done (drawn with a pattern as well as a colour); `block` for a cell
   * that takes no part in play (Yajilin's clue cells); `inside` and `outside` for the player's two colours of the
   * sides of a loop.
   */
  readonly tint?: 'filled' | 'selected' | 'block' | 'inside' | 'outside';
  /** The tint in the genre's words, read to screen readers (default: `region filled`). */
  readonly tintWords?: string;
  /** A line across the cell from corner to corner (Slant): `/` bottom-left to top-right, `\\` top-left to bottom-right. */
  readonly diagonal?: { readonly direction: '/' | '\\'; readonly kind: ValueKind };
  /** Half the cell filled along a diagonal (Shakashaka), named by the corner where its right angle sits. */
  readonly triangle?: { readonly corner: 'top-left' | 'top-right' | 'bottom-right' | 'bottom-left'; readonly kind: ValueKind };
  /** A block's sums (Kakuro), either side of its falling diagonal: `across` upper right, `down` lower left. */
  readonly sums?: { readonly across?: string; readonly down?: string };
  /** A small clue in the top left corner, beside what the cell holds (Keen's cage target and operation). */
  readonly label?: string;
}

/** A mark on the edge between a cell and its right or lower neighbour. */
export interface EdgeView {
  readonly cell: Cell;
  readonly direction: 'right' | 'down';
  /** `less`: this cell is smaller than its neighbour; `greater`: larger; `bar`: they differ by one. */
  readonly mark: 'less' | 'greater' | 'bar';
}

/** A straight track drawn from one cell to another (the path of a moved piece). */
export interface TrackView {
  readonly from: Cell;
  readonly to: Cell;
}

/** Text beside the grid: a clue or a plain label (row/column weights). */
export interface OutsideView {
  readonly side: Side;
  readonly index: number;
  readonly text: string;
  readonly kind: 'clue' | 'label';
  /**
   * The place counted outwards from the grid, 0 (next to it) when absent: a line's clue of several numbers (a
   * Nonogram's blocks) stands one number per place, and its side is as wide as its farthest place.
   */
  readonly place?: number;
}

/** A number on a corner of the cells (Slant): `point` is the corner's row and column, from 0 to rows and columns. */
export interface PointView {
  readonly point: Cell;
  readonly text: string;
}

/**
 * A dot anywhere on the cells' doubled lattice (Tentaisho): `point` counts half cells from the first cell's centre,
 * so a cell's centre has both even, an edge's midpoint one odd, a corner both odd.
 */
export interface DotView {
  readonly point: Cell;
  readonly colour: 'white' | 'black';
}

/** A line between two orthogonally adjacent points of the lattice, drawn or crossed out ("surely no line"). */
export interface LineView {
  readonly from: Cell;
  readonly to: Cell;
  readonly state: 'line' | 'cross';
  /** Two lines side by side (a double bridge). */
  readonly double?: boolean;
  /** `given` lines are part of the puzzle; `solution` ones were shown by Solve. Default: the player's. */
  readonly kind?: ValueKind;
}

/**
 * Lines between points (loop genres): the points are the cell centres (rows × columns, lines through cells) or the
 * cell corners ((rows + 1) × (columns + 1), lines along cell edges). Lines not listed are empty.
 */
export interface LinesView {
  readonly points: 'centres' | 'corners';
  readonly lines: readonly LineView[];
}

export interface BoardView {
  readonly size: GridSize;
  /** rows × columns. */
  readonly cells: readonly (readonly CellView[])[];
  /** A region number per cell: bold borders run between different regions (boxes, countries). */
  readonly regions?: readonly (readonly number[])[];
  /** Bold borders where given instead of between regions: walls that close no room are drawn too. */
  readonly walls?: Walls;
  readonly edges?: readonly EdgeView[];
  /** Lines from corner to corner, both ways: the diagonals of a Sudoku X. */
  readonly diagonals?: boolean;
  readonly tracks?: readonly TrackView[];
  readonly outside?: readonly OutsideView[];
  /** Lines between points; with them the board reads drags as traces along the lattice and presses near a line as the line. */
  readonly lines?: LinesView;
  /** Numbers on the corners of the cells, drawn in small circles over the grid's lines. */
  readonly points?: readonly PointView[];
  /** Dots at cell centres, edges and corners, over the grid's lines; with them a press near a corner means the corner. */
  readonly dots?: readonly DotView[];
  /** The player's words for the fills where they are not `shaded`, `unshaded` and `light` (Takuzu: dark). */
  readonly fillWords?: Readonly<Partial<Record<NonNullable<CellView['fill']>, string>>>;
}

/**
 * The cells where two views of one board differ: a cell's own look, or a drawn line through it (lines between cell
 * centres) or along its side (lines between corners). Crosses are not compared: both boards are whole answers.
 */
export function differingCells(first: BoardView, second: BoardView): Cell[] {
  const found = new Map<string, Cell>();
  const add = (cell: Cell) => {
    if (cell.row >= 0 && cell.column >= 0 && cell.row < first.size.rows && cell.column < first.size.columns) found.set(`${cell.row},${cell.column}`, cell);
  };
  first.cells.forEach((row, r) =>
    row.forEach((look, c) => {
      if (JSON.stringify(look) !== JSON.stringify(second.cells[r]?.[c])) add({ row: r, column: c });
    }),
  );
  const drawn = (view: BoardView) =>
    new Set((view.lines?.lines ?? []).filter((line) => line.state === 'line').map(({ from, to }) => JSON.stringify([from, to].sort((a, b) => a.row - b.row || a.column - b.column))));
  const [one, other] = [drawn(first), drawn(second)];
  const points = first.lines?.points ?? second.lines?.points;
  for (const key of [...one].filter((line) => !other.has(line)).concat([...other].filter((line) => !one.has(line)))) {
    const [from, to] = JSON.parse(key) as [Cell, Cell];
    if (points === 'centres') [from, to].forEach(add);
    // Along a side: the cells on both sides of the segment from `from` to `to` (the one further right or down).
    else if (from.row === to.row) [-1, 0].forEach((offset) => add({ row: from.row + offset, column: from.column }));
    else [-1, 0].forEach((offset) => add({ row: from.row, column: from.column + offset }));
  }
  return [...found.values()];
}

// ---- Play and edit rules ----

/** How far an unfinished board has come: what is broken for good, and what is still open. */
export interface Progress {
  readonly broken: readonly Violation[];
  /** How many things are still open, and what they are, e.g. 12 `cell`s or 3 `circle`s. */
  readonly open: number;
  readonly openThing: 'cell' | 'circle' | 'line end';
}

/**
 * A genre's play rules. States and moves are plain JSON data; nothing is mutated. `Facts` is the genre's partial
 * answer (what every solution agrees on), as the engine's `facts` returns it.
 */
export interface PlayRules<Puzzle, State, Move, Answer, Facts> {
  readonly modes: readonly InputMode[];
  readonly options?: readonly ViewOption[];
  /** Keys for an on-screen pad (touch screens), sent to the cursor's cell as key gestures. */
  pad?(puzzle: Puzzle): readonly string[];
  /** The state before the first move. */
  start(puzzle: Puzzle): State;
  /**
   * Whether a value from outside (stored progress) is a state of this puzzle: its shape and every value in it, as
   * moves on this puzzle could have made it. The studio drops stored progress that is not.
   */
  isState(puzzle: Puzzle, value: unknown): value is State;
  /** What a gesture means in a mode (and with the player's switches); undefined when it means nothing. */
  interpret(puzzle: Puzzle, state: State, gesture: Gesture, mode: string, options?: Readonly<Record<string, boolean>>): Move | undefined;
  apply(puzzle: Puzzle, state: State, move: Move): Outcome<State>;
  view(puzzle: Puzzle, state: State, options: Readonly<Record<string, boolean>>): BoardView;
  /** The state as an answer for the genre's rule checker (unfinished parts read as the checker expects). */
  answer(puzzle: Puzzle, state: State): Answer;
  /**
   * Cells the player must still fill, for genres where every cell needs a value: a check of an unfinished board
   * then reports only the broken rules that do not involve these cells. Absent: an open cell has a meaning (unshaded).
   */
  unfinished?(puzzle: Puzzle, state: State): Cell[];
  /**
   * A check of an unfinished board where an open cell has a meaning: the broken rules that no way of finishing the
   * board can mend (a clue that already sees too many cells, not one that may still see more), and what is still
   * open. Absent: the genre's checker, less the rules that touch an `unfinished` cell.
   */
  progress?(puzzle: Puzzle, state: State): Progress;
  /** A state that shows a solution. */
  fromAnswer(puzzle: Puzzle, answer: Answer): State;
  /**
   * What the player has placed, as the genre's partial answer in JSON (a grid, null where open; givens left out):
   * the state a hint with its reason starts from. Absent: hints come from the facts alone, without a reason.
   */
  placed?(puzzle: Puzzle, state: State): unknown;
  /** A move that places one forced thing the player has not placed yet (or corrects a wrong one). */
  hint(puzzle: Puzzle, state: State, facts: Facts): Move | undefined;
  /** The cells the facts leave undetermined: the editor's ambiguity view. */
  openCells(puzzle: Puzzle, facts: Facts): Cell[];
}

/** A size parameter of the editor, e.g. the order of a Futoshiki or the width of a Kakurasu. */
export interface SizeParameter {
  readonly id: string;
  readonly label: string;
  readonly minimum: number;
  readonly maximum: number;
  readonly initial: number;
  readonly step?: number;
}

/** How a setter enters a puzzle: a blank grid of a chosen size, then gestures that change the puzzle itself. */
export interface EditRules<Puzzle> {
  readonly parameters: readonly SizeParameter[];
  readonly modes: readonly InputMode[];
  /** Keys for the on-screen pad (touch screens), sent to the cursor's cell as key gestures. */
  pad?(puzzle: Puzzle): readonly string[];
  /** An empty puzzle; throws InputError for sizes it cannot have. */
  blank(parameters: Readonly<Record<string, number>>): Puzzle;
  /** The size parameters of an existing puzzle, to resize or to start from. */
  parametersOf(puzzle: Puzzle): Record<string, number>;
  /** The edited puzzle, or undefined when the gesture changes nothing. */
  edit(puzzle: Puzzle, gesture: Gesture, mode: string): Puzzle | undefined;
}

/** The size choice of a genre's editor: a Width and a Height (or one Size for a square grid). */
export interface GridSizeOptions {
  /** The genre's name as the error says it: `a Cave grid is 1×1 to 60×60, not 0×3`. */
  readonly name: string;
  /** The largest grid the genre takes, and the smallest side (1 when absent). */
  readonly largest: GridSize | number;
  readonly smallest?: number;
  /** The side a new grid starts with. */
  readonly initial: number;
  /** The range the editor's fields offer (2 to the largest side when absent) and their step. */
  readonly minimum?: number;
  readonly maximum?: number;
  readonly step?: number;
  /** One Size field for a square grid. */
  readonly square?: boolean;
}

/** The size part of a grid genre's edit rules: its fields, a checked blank and the fields of a puzzle. */
export function gridSizeRules<Puzzle extends GridSize>(options: GridSizeOptions, make: (size: GridSize) => Puzzle): Pick<EditRules<Puzzle>, 'parameters' | 'blank' | 'parametersOf'>;
export function gridSizeRules<Puzzle>(options: GridSizeOptions, make: (size: GridSize) => Puzzle, sizeOf: (puzzle: Puzzle) => GridSize): Pick<EditRules<Puzzle>, 'parameters' | 'blank' | 'parametersOf'>;
export function gridSizeRules<Puzzle>(options: GridSizeOptions, make: (size: GridSize) => Puzzle, sizeOf = (puzzle: Puzzle) => puzzle as GridSize): Pick<EditRules<Puzzle>, 'parameters' | 'blank' | 'parametersOf'> {
  const largest = typeof options.largest === 'number' ? { rows: options.largest, columns: options.largest } : options.largest;
  const { smallest = 1, initial, minimum = 2, step } = options;
  const field = (id: string, label: string, maximum: number): SizeParameter => ({ id, label, minimum, maximum: options.maximum ?? maximum, initial, ...(step === undefined ? {} : { step }) });
  const article = /^[AEIOU]/.test(options.name) ? 'an' : 'a';
  return {
    parameters: options.square ? [field('size', 'Size', largest.rows)] : [field('columns', 'Width', largest.columns), field('rows', 'Height', largest.rows)],
    blank(values) {
      const { rows = values.size ?? initial, columns = values.size ?? initial } = values;
      const fits = (side: number, most: number) => Number.isInteger(side) && side >= smallest && side <= most;
      if (!fits(rows, largest.rows) || !fits(columns, largest.columns)) {
        inputError(`${article} ${options.name} grid is ${smallest}×${smallest} to ${largest.columns}×${largest.rows}, not ${columns}×${rows}`);
      }
      return make({ rows, columns });
    },
    parametersOf(puzzle): Record<string, number> {
      const { rows, columns } = sizeOf(puzzle);
      return options.square ? { size: rows } : { rows, columns };
    },
  };
}

/**
 * Whether `value` has the shape of `start` (the same keys, lists of the same lengths) and holds, at every place where
 * `start` holds null, either null or a value `allowed` accepts; where it holds false, a value `allowed` accepts;
 * elsewhere exactly what `start` holds.
 */
export function fitsStart(start: unknown, value: unknown, allowed: (entry: unknown) => boolean): boolean {
  if (start === null) return value === null || allowed(value);
  if (Array.isArray(start)) return Array.isArray(value) && value.length === start.length && start.every((entry: unknown, index) => fitsStart(entry, value[index], allowed));
  if (typeof start === 'object') {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    const expected = Object.entries(start);
    return Object.keys(value).length === expected.length && expected.every(([key, entry]) => key in value && fitsStart(entry, (value as Record<string, unknown>)[key], allowed));
  }
  // A fixed place: exactly its value, or a place the caller judges (start holds `false`: any value `allowed` takes).
  return value === start || (start === false && allowed(value));
}

/** Play and edit rules with their types erased, as the studio holds them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- `unknown` would refuse every typed genre's rules
export type AnyPlayRules = PlayRules<any, any, any, any, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- `unknown` would refuse every typed genre's rules
export type AnyEditRules = EditRules<any>;

/** Applies moves in order, stopping at the first one refused (e.g. from a stored or shared list). */
export function replay<Puzzle, State, Move>(
  rules: Pick<PlayRules<Puzzle, State, Move, unknown, unknown>, 'start' | 'apply'>,
  puzzle: Puzzle,
  moves: readonly Move[],
): State {
  let state = rules.start(puzzle);
  for (const move of moves) {
    const outcome = rules.apply(puzzle, state, move);
    if (!outcome.ok) break;
    state = outcome.state;
  }
  return state;
}

// ---- History: undo, redo and try mode, for any rules ----

/** A list of states with a cursor, and an optional saved point for try mode. Immutable like the states. */
export interface History<State> {
  readonly states: readonly State[];
  readonly index: number;
  /** The index saved when try mode began; undefined outside try mode. */
  readonly trial?: number;
}

export function startHistory<State>(state: State): History<State> {
  return { states: [state], index: 0 };
}

export function current<State>(history: History<State>): State {
  return history.states[history.index]!;
}

/** Adds a state after the cursor, dropping any redo branch (but never the try mode's saved point). */
export function push<State>(history: History<State>, state: State, limit = 500): History<State> {
  let states = [...history.states.slice(0, history.index + 1), state];
  let trial = history.trial;
  const excess = states.length - limit;
  if (excess > 0 && (trial === undefined || trial >= excess)) {
    states = states.slice(excess);
    if (trial !== undefined) trial -= excess;
  }
  return { states, index: states.length - 1, trial };
}

/** In try mode, undo stops at the state saved by Try (Delete goes back there; moves before it are not the trial's). */
export function canUndo(history: History<unknown>): boolean {
  return history.index > (history.trial ?? 0);
}

export function canRedo(history: History<unknown>): boolean {
  return history.index < history.states.length - 1;
}

export function undo<State>(history: History<State>): History<State> {
  return canUndo(history) ? { ...history, index: history.index - 1 } : history;
}

export function redo<State>(history: History<State>): History<State> {
  return canRedo(history) ? { ...history, index: history.index + 1 } : history;
}

/** Try: remember the current state. */
export function beginTrial<State>(history: History<State>): History<State> {
  return { ...history, trial: history.index };
}

/** Fix: keep what was tried and leave try mode. */
export function keepTrial<State>(history: History<State>): History<State> {
  return { states: history.states, index: history.index };
}

/** Delete: go back to the state saved by Try and leave try mode. */
export function discardTrial<State>(history: History<State>): History<State> {
  if (history.trial === undefined) return history;
  return { states: history.states.slice(0, history.trial + 1), index: history.trial };
}
