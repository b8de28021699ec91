// Play rules shared by the genres where every cell takes one of two colours: shaded or not (Kurodoko, Kakurasu),
// dark or light (Takuzu). A cell is 1 (shaded, dark), 0 (unshaded with a dot, light) or still open (null).

import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, makeGrid } from '../../core/geometry.js';
import type { Checker, Shade, ShadingBoard } from '../../core/checks.js';
import { shadingInPlay } from '../../core/checks.js';
import type { Violation } from '../../core/genre.js';
import type { BoardView, CellView, InputMode, PlayRules } from '../../core/play.js';
import { accepted, fitsStart, refused } from '../../core/play.js';
import { setCell } from './number-play.js';

export type { Shade };

export interface ShadeState {
  readonly cells: readonly (readonly (Shade | null)[])[];
}

export type ShadeMove =
  | { readonly kind: 'set'; readonly cell: Cell; readonly value: Shade | null }
  /** A drag: every cell it crossed gets the value its first cell got (given cells are passed over). */
  | { readonly kind: 'paint'; readonly cells: readonly Cell[]; readonly value: Shade | null };

export interface ShadeGenre<Puzzle, Answer, Facts> {
  size(puzzle: Puzzle): GridSize;
  /** A cell the puzzle fixes (a given colour, a clue cell that is always unshaded), or null. */
  fixed(puzzle: Puzzle, cell: Cell): Shade | null;
  /** The text a fixed cell shows (a clue number), if any. */
  label?(puzzle: Puzzle, cell: Cell): string | undefined;
  /** Clues outside the grid, boxes: whatever else the board shows. */
  decorate?(puzzle: Puzzle): Pick<BoardView, 'outside' | 'regions' | 'walls' | 'edges'>;
  /** The player's words for the fills, where they differ from shaded and unshaded (Takuzu: dark). */
  readonly fillWords?: BoardView['fillWords'];
  /** How a 1 the player placed looks, where it is not shading (Star Battle's star). */
  readonly placedLook?: CellView;
  /** The other button cycles the other way round (open, 0, 1, open), as Tents' right button does on puz.link. */
  readonly reverseCycle?: boolean;
  /**
   * Fixed cells the grid gives rather than a clue (Nurimisaki's circles, Nuri-Maze's S and G), which the answer holds
   * and hints would otherwise offer: they count as placed. Absent: fixed cells are not in the placed answer.
   */
  readonly placesFixed?: boolean;
  /** How 0 looks: a dot (surely unshaded) or the light colour of a two-colour genre. */
  readonly zeroLooks: 'unshaded' | 'light';
  /** When true every cell must be decided (two colours); otherwise an open cell counts as unshaded. */
  readonly mustFill: boolean;
  readonly modes: readonly InputMode[];
  toAnswer(puzzle: Puzzle, cells: readonly (readonly (Shade | null)[])[]): Answer;
  /**
   * For genres where an open cell counts as unshaded: the rules the board breaks whatever becomes of its open cells
   * (null; fixed cells hold their value), for Check on an unfinished board.
   */
  brokenForGood?(puzzle: Puzzle, cells: readonly (readonly (Shade | null)[])[]): Violation[];
  /** Instead of `brokenForGood`: the genre's checker, whose checks judge the board in play. */
  readonly checks?: Pick<Checker<Puzzle, never, ShadingBoard>, 'brokenForGood'>;
  fromAnswer(puzzle: Puzzle, answer: Answer, cell: Cell): Shade;
  factAt(facts: Facts, cell: Cell): Shade | null;
}

const oneKeys = new Set(['1', 'x', 'X', '#']);
const zeroKeys = new Set(['0', 'o', 'O', '.']);
const eraseKeys = new Set(['Backspace', 'Delete', '-']);

export function shadePlay<Puzzle, Answer, Facts>(genre: ShadeGenre<Puzzle, Answer, Facts>): PlayRules<Puzzle, ShadeState, ShadeMove, Answer, Facts> {
  const valueAt = (puzzle: Puzzle, state: ShadeState, cell: Cell): Shade | null => genre.fixed(puzzle, cell) ?? state.cells[cell.row]![cell.column]!;
  const { checks } = genre;
  const brokenForGood = checks
    ? (puzzle: Puzzle, cells: readonly (readonly (Shade | null)[])[]) => checks.brokenForGood(puzzle, shadingInPlay(genre.size(puzzle), cells))
    : genre.brokenForGood?.bind(genre);
  return {
    modes: genre.modes,
    start: (puzzle) => ({ cells: makeGrid(genre.size(puzzle), () => null) }),
    isState: (puzzle, value): value is ShadeState => fitsStart({ cells: makeGrid(genre.size(puzzle), () => null) }, value, (entry) => entry === 0 || entry === 1),
    interpret(puzzle, state, gesture, mode) {
      // The first mode's press cycles open -> 1 -> 0 -> open; the second mode (or the other button) starts with 0.
      const pressed = (cell: Cell, button: 'primary' | 'secondary'): Shade | null => {
        const present = state.cells[cell.row]![cell.column]!;
        const second = (button === 'secondary') !== (mode === genre.modes[1]?.id);
        if (second && genre.reverseCycle) return present === null ? 0 : present === 0 ? 1 : null;
        return second ? (present === 0 ? null : 0) : present === null ? 1 : present === 1 ? 0 : null;
      };
      if (gesture.kind === 'press' && gesture.target.kind === 'cell') {
        const cell = gesture.target.cell;
        return { kind: 'set', cell, value: pressed(cell, gesture.button) };
      }
      // A drag paints, as on puzz.link and in Range: what a press does to the first cell is done to every cell.
      if (gesture.kind === 'stroke') {
        const cells = gesture.cells.filter((cell) => genre.fixed(puzzle, cell) === null);
        const first = cells[0];
        return first && { kind: 'paint', cells, value: pressed(first, gesture.button ?? 'primary') };
      }
      if (gesture.kind === 'key' && gesture.target.kind === 'cell') {
        const cell = gesture.target.cell;
        if (oneKeys.has(gesture.key)) return { kind: 'set', cell, value: 1 };
        if (zeroKeys.has(gesture.key)) return { kind: 'set', cell, value: 0 };
        if (eraseKeys.has(gesture.key)) return { kind: 'set', cell, value: null };
      }
      return undefined;
    },
    apply(puzzle, state, move) {
      const size = genre.size(puzzle);
      const cells = move.kind === 'set' ? [move.cell] : move.cells;
      const outside = cells.find(({ row, column }) => row < 0 || column < 0 || row >= size.rows || column >= size.columns);
      if (outside) return refused('that cell is outside the grid');
      if (move.kind === 'set' && genre.fixed(puzzle, move.cell) !== null) return refused('this cell is given and cannot change', [move.cell]);
      let painted = state.cells;
      for (const cell of cells) if (genre.fixed(puzzle, cell) === null) painted = setCell(painted, cell, move.value);
      return accepted({ cells: painted });
    },
    view(puzzle, state) {
      const size = genre.size(puzzle);
      const cells = makeGrid(size, (cell): CellView => {
        const fixed = genre.fixed(puzzle, cell);
        const value = valueAt(puzzle, state, cell);
        const label = genre.label?.(puzzle, cell);
        const look: { fill?: CellView['fill']; value?: CellView['value'] } = {};
        if (value === 1) look.fill = 'shaded';
        if (value === 0 && (genre.zeroLooks === 'light' || fixed === null)) look.fill = genre.zeroLooks;
        // Givens carry their digit, so they differ from the player's cells by more than colour.
        if (label !== undefined) look.value = { text: label, kind: 'given' };
        else if (fixed !== null && genre.zeroLooks === 'light') look.value = { text: String(fixed), kind: 'given' };
        return value === 1 && fixed === null && genre.placedLook ? genre.placedLook : look;
      });
      return { size, cells, ...genre.decorate?.(puzzle), ...(genre.fillWords ? { fillWords: genre.fillWords } : {}) };
    },
    answer: (puzzle, state) => genre.toAnswer(puzzle, makeGrid(genre.size(puzzle), (cell) => valueAt(puzzle, state, cell))),
    fromAnswer: (puzzle, answer) => ({
      cells: makeGrid(genre.size(puzzle), (cell) => (genre.fixed(puzzle, cell) === null ? genre.fromAnswer(puzzle, answer, cell) : null)),
    }),
    // Every shade genre writes its partial answer as 1, 0 or null per cell; fixed cells are not in the state.
    placed: (puzzle, state) => (genre.placesFixed ? makeGrid(genre.size(puzzle), (cell) => valueAt(puzzle, state, cell)) : state.cells),
    hint(puzzle, state, facts) {
      const forced = allCells(genre.size(puzzle)).filter((cell) => genre.fixed(puzzle, cell) === null && genre.factAt(facts, cell) !== null);
      // A wrong cell first; then an open one (an open cell already counts as unshaded where that is allowed, but a
      // dot still helps the player, so it is hinted after the shaded ones).
      const placed = (cell: Cell) => state.cells[cell.row]![cell.column]!;
      const wrong = forced.find((cell) => placed(cell) !== null && placed(cell) !== genre.factAt(facts, cell));
      const open = forced.filter((cell) => placed(cell) === null);
      const chosen = wrong ?? open.find((cell) => genre.factAt(facts, cell) === 1) ?? open[0];
      return chosen && { kind: 'set', cell: chosen, value: genre.factAt(facts, chosen) };
    },
    openCells: (puzzle, facts) => allCells(genre.size(puzzle)).filter((cell) => genre.fixed(puzzle, cell) === null && genre.factAt(facts, cell) === null),
    unfinished: genre.mustFill
      ? (puzzle, state) => allCells(genre.size(puzzle)).filter((cell) => valueAt(puzzle, state, cell) === null)
      : undefined,
    ...(brokenForGood && {
      progress(puzzle: Puzzle, state: ShadeState) {
        const cells = makeGrid(genre.size(puzzle), (cell) => valueAt(puzzle, state, cell));
        return { broken: brokenForGood(puzzle, cells), open: cells.flat().filter((value) => value === null).length, openThing: 'cell' as const };
      },
    }),
  };
}

/** Which cells are shaded (true), and what every solution agrees on for each (null: open). */
export type Shading = boolean[][];
export type PartialShading = (boolean | null)[][];

/** What a genre whose answer is its shaded cells tells `shadingPlay`; the modes and the answer's form are common. */
export type ShadingGenre<Puzzle> = Pick<ShadeGenre<Puzzle, Shading, PartialShading>, 'size' | 'fixed' | 'label' | 'decorate' | 'fillWords' | 'placedLook' | 'reverseCycle' | 'placesFixed' | 'brokenForGood' | 'checks'> &
  /** The two modes in the genre's words (Tents: tent and grass); absent: shade and dot. */
  Partial<Pick<ShadeGenre<Puzzle, Shading, PartialShading>, 'modes'>>;

/**
 * Play for the genres whose answer is the shaded cells (Hitori, Heyawake, Kurodoko, Nurikabe, LITS, Norinori): shade
 * a cell, or dot it as surely unshaded; an open cell counts as unshaded.
 */
export function shadingPlay<Puzzle>(genre: ShadingGenre<Puzzle>): PlayRules<Puzzle, ShadeState, ShadeMove, Shading, PartialShading> {
  return shadePlay<Puzzle, Shading, PartialShading>({
    ...genre,
    zeroLooks: 'unshaded',
    mustFill: false,
    modes: genre.modes ?? [
      { id: 'shade', label: 'Shade', key: 's' },
      { id: 'dot', label: 'Dot (surely unshaded)', key: 'd' },
    ],
    toAnswer: (_puzzle, cells) => cells.map((row) => row.map((value) => value === 1)),
    fromAnswer: (_puzzle, answer, cell) => (answer[cell.row]![cell.column] ? 1 : 0),
    factAt: (facts, cell) => {
      const fact = facts[cell.row]![cell.column]!;
      return fact === null ? null : fact ? 1 : 0;
    },
  });
}

/** A shading genre's play with its clues drawn as circles, each with its number or none, as puz.link shows them. */
export function withCircledClues<Puzzle, Answer, Facts>(
  play: PlayRules<Puzzle, ShadeState, ShadeMove, Answer, Facts>,
  clueAt: (puzzle: Puzzle, cell: Cell) => { readonly kind: 'number'; readonly value: number } | { readonly kind: 'unknown' } | null,
): PlayRules<Puzzle, ShadeState, ShadeMove, Answer, Facts> {
  return {
    ...play,
    view(puzzle, state, options) {
      const board = play.view(puzzle, state, options);
      const cells = board.cells.map((row, r) =>
        row.map((look, c): CellView => {
          const clue = clueAt(puzzle, { row: r, column: c });
          if (clue === null) return look;
          const text = clue.kind === 'number' ? String(clue.value) : '';
          return { ...look, circle: { text, style: 'solid', words: clue.kind === 'number' ? `circle ${text}` : 'empty circle' } };
        }),
      );
      return { ...board, cells };
    },
  };
}
