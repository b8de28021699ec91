// Play and edit for the shading genres whose puzzle is its size and one grid of number clues (Hitori's numbers,
// Kurodoko's, Cave's and Canal View's clues, Kurotto's and Nurimisaki's circles): the player shades cells (a dot marks
// a cell surely unshaded); the editor sets the size and types or steps the clues (`clueGridEdit`).

import type { Checker, ShadingBoard } from '../../core/checks.js';
import { checkGridSize, inputError } from '../../core/errors.js';
import type { Cell, GridSize } from '../../core/geometry.js';
import { makeGrid } from '../../core/geometry.js';
import type { EditRules, GridSizeOptions, PlayRules } from '../../core/play.js';
import { gridSizeRules } from '../../core/play.js';
import type { ClueGridGenre } from './clue-edit.js';
import { clueGridEdit } from './clue-edit.js';
import type { Clue } from './number-play.js';
import { setCell } from './number-play.js';
import type { PartialShading, ShadeMove, ShadeState, Shading } from './shade-play.js';
import { shadingPlay, withCircledClues } from './shade-play.js';
import { renderCells } from './text-grid.js';

export type ClueGrid = readonly (readonly (Clue | null)[])[];
export type { Clue };

/** The puzzle of most clue-shading genres: its size and a clue (a number, or one left unknown) or null per cell. */
export interface ClueGridPuzzle {
  readonly rows: number;
  readonly columns: number;
  readonly clues: ClueGrid;
}

/** A clue as a board shows it: its number, `?` for one left unknown; nothing for none. */
export const clueLabel = (clue: Clue | null): string | undefined => (clue === null ? undefined : clue.kind === 'number' ? String(clue.value) : '?');

/** What a genre of shading around a grid of clues tells `clueShading`. */
export interface ClueShadingGenre<Puzzle> extends Omit<ClueGridGenre<Puzzle>, 'mode' | 'clueAt' | 'withClue'> {
  /** The editor's size fields. */
  readonly grid: GridSizeOptions;
  readonly size: (puzzle: Puzzle) => GridSize;
  readonly clues: (puzzle: Puzzle) => ClueGrid;
  /** Builds (and checks) the puzzle of a size and its clues. */
  readonly make: (size: GridSize, clues: ClueGrid) => Puzzle;
  /** Whether a clue's cell stays unshaded (Kurodoko's) or may be shaded like any other (Hitori's numbers). */
  readonly clueCells: 'unshaded' | 'open';
  /** The clues drawn as circles, each with its number or none, as puz.link shows Kurotto's and Nurimisaki's. */
  readonly circled?: boolean;
  /** The clue cells count as placed (see `ShadeGenre.placesFixed`). */
  readonly placesFixed?: boolean;
  readonly checks: Pick<Checker<Puzzle, never, ShadingBoard>, 'brokenForGood'>;
  /** The editor's one mode; absent: `{ id: 'clue', label: 'Clues' }`. */
  readonly mode?: ClueGridGenre<Puzzle>['mode'];
}

/** A clue-shading genre's play and edit rules. */
export function clueShading<Puzzle>(genre: ClueShadingGenre<Puzzle>): {
  play: PlayRules<Puzzle, ShadeState, ShadeMove, Shading, PartialShading>;
  edit: EditRules<Puzzle>;
} {
  const { size, clues, make, checks, placesFixed } = genre;
  const clueAt = (puzzle: Puzzle, cell: Cell): Clue | null => clues(puzzle)[cell.row]![cell.column]!;
  const shading = shadingPlay<Puzzle>({
    size,
    fixed: (puzzle, cell) => (genre.clueCells === 'unshaded' && clueAt(puzzle, cell) !== null ? 0 : null),
    ...(genre.circled ? {} : { label: (puzzle: Puzzle, cell: Cell) => clueLabel(clueAt(puzzle, cell)) }),
    checks,
    ...(placesFixed ? { placesFixed } : {}),
  });
  const withClue = (puzzle: Puzzle, cell: Cell, clue: Clue | null) => make(size(puzzle), setCell(clues(puzzle), cell, clue));
  return {
    play: genre.circled ? withCircledClues(shading, clueAt) : shading,
    edit: {
      ...gridSizeRules(genre.grid, (blank) => make(blank, makeGrid(blank, () => null)), size),
      ...clueGridEdit({ ...genre, mode: genre.mode ?? { id: 'clue', label: 'Clues' }, clueAt, withClue }),
    },
  };
}

/** What a `ClueGridPuzzle`'s numbers may be: `smallest` to `largest` (`why` says why); `placed`: an error names the cell. */
export interface ClueNumbers {
  readonly smallest: number;
  readonly largest: number;
  readonly why: string;
  readonly placed?: boolean;
}

/**
 * A `name` puzzle of the size with a copy of the clues, refused unless the grid is within `largest`, the clues (`what`
 * they are, for an error) fill it and every number is a whole one within `numbers`.
 */
export function checkedClueGrid(
  name: string,
  size: GridSize,
  largest: GridSize,
  clues: ClueGrid,
  numbers: ClueNumbers,
  what = 'the clues',
): ClueGridPuzzle {
  checkGridSize(name, size, largest, { grids: { [what]: clues } });
  const { smallest, largest: most, why, placed } = numbers;
  clues.forEach((row, r) =>
    row.forEach((clue, c) => {
      if (clue?.kind === 'number' && (!Number.isInteger(clue.value) || clue.value < smallest || clue.value > most)) {
        const message = `the number ${clue.value} at row ${r + 1}, column ${c + 1} is outside ${smallest}..${most} (${why})`;
        inputError(message, placed ? { cell: { row: r, column: c } } : {});
      }
    }),
  );
  return { rows: size.rows, columns: size.columns, clues: clues.map((row) => row.map((clue) => (clue === null ? null : { ...clue }))) };
}

/** `clueShading` for a genre whose puzzle is a `ClueGridPuzzle`: its size and clues are read from it. */
export function clueGridShading<Puzzle extends ClueGridPuzzle>(
  genre: Omit<ClueShadingGenre<Puzzle>, 'size' | 'clues'>,
): ReturnType<typeof clueShading<Puzzle>> {
  return clueShading<Puzzle>({ ...genre, size: ({ rows, columns }) => ({ rows, columns }), clues: (puzzle) => puzzle.clues });
}

/**
 * The grid in text: each clue's number (`unknown` for a clue without one), `#` a shaded cell, `.` an unshaded one;
 * the columns right-aligned.
 */
export function clueShadingText(size: GridSize, clues: ClueGrid, answer?: readonly (readonly boolean[])[], unknown = '?'): string {
  return renderCells(size, ({ row, column }) => {
    const clue = clues[row]![column];
    if (clue) return clue.kind === 'number' ? String(clue.value) : unknown;
    return answer?.[row]![column] ? '#' : '.';
  });
}
