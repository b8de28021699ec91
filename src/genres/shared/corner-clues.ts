// Numbers on the corners of the cells (Slant, Creek): how a puzzle checks them, how the generator numbers them, how
// the board shows them and how the editor enters them. A press on a corner steps its number, as on puz.link; a typed
// number goes onto the corner of the cursor's cell its mode names.

import { checkGridSize, inputError } from '../../core/errors.js';
import type { ClueSpace } from '../../core/generate.js';
import { clueGridSpace } from '../../core/generate.js';
import type { Cell, GridSize } from '../../core/geometry.js';
import { cornerName, cornerPoints, makeGrid } from '../../core/geometry.js';
import type { EditRules, GridSizeOptions, PointView } from '../../core/play.js';
import { gridSizeRules } from '../../core/play.js';
import type { Clue } from './number-play.js';
import { cluePad, setCell, steppedClue } from './number-play.js';

/** A number on a corner, or one the setter left unknown. */
export type CornerClue = Clue;
/** The marks on the corners, row by row: a number, or null. */
export type CornerClues = readonly (readonly (Clue | null)[])[];

/** A grid of cells with numbers on the (rows + 1) × (columns + 1) corners of its cells. */
export interface CornerPuzzle {
  readonly rows: number;
  readonly columns: number;
  /** clues[row][column] for the corner points, rows + 1 by columns + 1: the number there, or null. */
  readonly clues: CornerClues;
}

const sizeOf = (puzzle: CornerPuzzle): GridSize => ({ rows: puzzle.rows, columns: puzzle.columns });

/** How many corners a grid of the size has, where the formats list them in one run. */
export const cornerCount = (size: GridSize): number => (size.rows + 1) * (size.columns + 1);

/** The numbered corners, in reading order. */
export function numberedCorners(puzzle: CornerPuzzle): { point: Cell; value: number }[] {
  return puzzle.clues.flatMap((row, r) =>
    row.flatMap((clue, c) => (clue?.kind === 'number' ? [{ point: { row: r, column: c }, value: clue.value }] : [])),
  );
}

/** The id of the number on a corner (1-based row and column of the corner). */
export const cornerClueId = (point: Cell): string => `corner ${point.row + 1},${point.column + 1}`;

/**
 * A `name` puzzle of the size with a copy of the corner numbers, refused unless the grid is within `largest`, a mark
 * sits on every corner and each number is a whole one from 0 to what `most` allows at its corner (`why` says why).
 */
export function checkedCornerPuzzle(
  name: string,
  size: GridSize,
  largest: GridSize,
  clues: CornerClues,
  most: (corner: Cell) => { readonly largest: number; readonly why?: string },
): CornerPuzzle {
  checkGridSize(name, size, largest);
  const points = cornerPoints(size);
  if (clues.length !== points.rows || clues.some((row) => row.length !== points.columns)) {
    inputError(`the numbers do not fill the ${points.columns}×${points.rows} corners of a ${size.columns}×${size.rows} grid`);
  }
  clues.forEach((row, r) =>
    row.forEach((clue, c) => {
      if (clue?.kind !== 'number') return;
      const corner = { row: r, column: c };
      const { largest: top, why } = most(corner);
      if (!Number.isInteger(clue.value) || clue.value < 0 || clue.value > top) {
        inputError(`the number ${clue.value} at ${cornerName(size, corner)} is outside 0..${top}${why === undefined ? '' : ` (${why})`}`);
      }
    }),
  );
  return { rows: size.rows, columns: size.columns, clues: clues.map((row) => row.map((clue) => (clue === null ? null : { ...clue }))) };
}

/**
 * The generator's clues on corners: blank, every corner numbered with what `count` finds round it in an answer
 * (numbers already there stay), and the kept ones.
 */
export function cornerClueSpace<Puzzle extends CornerPuzzle, Answer>(
  make: (size: GridSize, clues: CornerClues) => Puzzle,
  count: (answer: Answer, corner: Cell, size: GridSize) => number,
): Pick<ClueSpace<Puzzle, Answer>, 'blank' | 'withAllClues' | 'keepClues'> {
  return clueGridSpace<Puzzle, Answer, CornerClue>({
    size: sizeOf,
    places: cornerPoints,
    make,
    clueAt: (puzzle, corner) => puzzle.clues[corner.row]![corner.column]!,
    clueId: cornerClueId,
    allowed: (answer, corner, puzzle) => ({ kind: 'number', value: count(answer, corner, sizeOf(puzzle)) }),
  });
}

/** The numbers on the corners, as the board draws them (`?` an unknown one). */
export function cornerNumbers(clues: CornerClues): PointView[] {
  return clues.flatMap((row, r) =>
    row.flatMap((clue, c) => (clue === null ? [] : [{ point: { row: r, column: c }, text: clue.kind === 'number' ? String(clue.value) : '?' }])),
  );
}

/** The editor's modes: which corner of the cursor's cell a typed number goes on (a press goes on the corner pressed). */
const cornerModes = [
  { id: 'top-left', label: 'Numbers on top-left corners', key: 'q', offset: { row: 0, column: 0 } },
  { id: 'top-right', label: 'Numbers on top-right corners', key: 'w', offset: { row: 0, column: 1 } },
  { id: 'bottom-left', label: 'Numbers on bottom-left corners', key: 'a', offset: { row: 1, column: 0 } },
  { id: 'bottom-right', label: 'Numbers on bottom-right corners', key: 's', offset: { row: 1, column: 1 } },
] as const;

function cornerOf(cell: Cell, mode: string): Cell {
  const { offset } = cornerModes.find((candidate) => candidate.id === mode) ?? cornerModes[0];
  return { row: cell.row + offset.row, column: cell.column + offset.column };
}

/** What a corner-clue genre's editor needs: how its puzzle is made from corner clues. */
export interface CornerClueGenre<Puzzle> {
  readonly grid: GridSizeOptions;
  readonly make: (size: GridSize, clues: CornerClues) => Puzzle;
  /** The largest number a corner takes. */
  readonly largestNumber: number;
  /** A key other than a digit up to the largest, `?`, Backspace, Delete and `.`: the clue it makes, or undefined. */
  readonly otherKey?: (key: string, present: Clue | null) => Clue | null | undefined;
}

/** The editor of numbers on corners: Backspace, Delete or `.` clears a corner, `?` makes its number unknown. */
export function cornerClueEdit<Puzzle extends CornerPuzzle>(genre: CornerClueGenre<Puzzle>): EditRules<Puzzle> {
  const { largestNumber } = genre;
  const withClue = (puzzle: Puzzle, corner: Cell, clue: Clue | null) => genre.make(sizeOf(puzzle), setCell(puzzle.clues, corner, clue));
  const digit = new RegExp(`^[0-${Math.min(9, largestNumber)}]$`);
  return {
    ...gridSizeRules(genre.grid, (size) => genre.make(size, makeGrid(cornerPoints(size), () => null)), sizeOf),
    modes: cornerModes.map(({ id, label, key }) => ({ id, label, key })),
    pad: () => cluePad(largestNumber),
    edit(puzzle, gesture, mode) {
      const { rows, columns, clues } = puzzle;
      if (gesture.kind === 'press' && gesture.target.kind === 'corner') {
        const corner = gesture.target.point;
        if (corner.row < 0 || corner.column < 0 || corner.row > rows || corner.column > columns) return undefined;
        return withClue(puzzle, corner, steppedClue(clues[corner.row]![corner.column] ?? null, { smallest: 0, largest: largestNumber }, gesture.button));
      }
      if (gesture.kind !== 'key' || gesture.target.kind !== 'cell') return undefined;
      const corner = cornerOf(gesture.target.cell, mode);
      const present = clues[corner.row]![corner.column] ?? null;
      const { key } = gesture;
      let clue: Clue | null | undefined;
      if (['Backspace', 'Delete', '.'].includes(key)) clue = null;
      else if (key === '?') clue = { kind: 'unknown' };
      else if (digit.test(key)) clue = { kind: 'number', value: Number(key) };
      else clue = genre.otherKey?.(key, present);
      if (clue === undefined || JSON.stringify(present) === JSON.stringify(clue)) return undefined;
      return withClue(puzzle, corner, clue);
    },
  };
}
