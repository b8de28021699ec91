// The Kakuro puzzle as data: a grid of white cells and blocks, the blocks (and the border above and left of the
// grid, as puz.link draws it) carrying the sums of the runs of white cells to their right and below.

import type { Cell, GridSize } from '../../core/geometry.js';
import { cellName } from '../../core/geometry.js';
import { inputError } from '../../core/errors.js';

/** A run's required sum, or null where the setter gave none (its digits still differ). */
export type KakuroSum = number | null;

export type KakuroCell =
  | { readonly kind: 'white' }
  /** `across`: the sum of the run to its right; `down`: of the run below it. */
  | { readonly kind: 'block'; readonly across: KakuroSum; readonly down: KakuroSum };

export interface KakuroPuzzle {
  readonly rows: number;
  readonly columns: number;
  readonly cells: readonly (readonly KakuroCell[])[];
  /** The border above the grid: the down sum of each column whose top cell is white (null elsewhere). */
  readonly top: readonly KakuroSum[];
  /** The border left of the grid: the across sum of each row whose first cell is white (null elsewhere). */
  readonly left: readonly KakuroSum[];
}

/** The digits per cell, 0 on blocks and on white cells not filled yet. */
export type KakuroAnswer = number[][];
/** The digit every solution agrees on, null where they differ and on blocks. */
export type KakuroPartial = (number | null)[][];

/** puz.link sets no limit; a 30×30 is far past the published ones. */
export const maximumKakuroSize = 30;
/** puz.link's largest sum: 45 is 1 + 2 + ... + 9. */
export const largestSum = 45;

export const white: KakuroCell = { kind: 'white' };
export const block = (across: KakuroSum = null, down: KakuroSum = null): KakuroCell => ({ kind: 'block', across, down });

export type Direction = 'across' | 'down';

/** A run of white cells with its sum: where the sum stands (a block, or the border), its cells in order. */
export interface KakuroRun {
  readonly id: string;
  readonly direction: Direction;
  readonly total: KakuroSum;
  /** The block holding the sum; absent for a sum in the border. */
  readonly block?: Cell;
  readonly cells: readonly Cell[];
  /** `the across sum at r2c3`, `the down sum above column 4`. */
  readonly name: string;
}

export const isWhite = (puzzle: KakuroPuzzle, { row, column }: Cell): boolean => puzzle.cells[row]![column]!.kind === 'white';

/** The white cells from `start` on in one direction, up to the next block or the edge. */
function runFrom(puzzle: KakuroPuzzle, start: Cell, direction: Direction): Cell[] {
  const cells: Cell[] = [];
  for (let cell = start; cell.row < puzzle.rows && cell.column < puzzle.columns && isWhite(puzzle, cell); ) {
    cells.push(cell);
    cell = direction === 'across' ? { row: cell.row, column: cell.column + 1 } : { row: cell.row + 1, column: cell.column };
  }
  return cells;
}

/** Every run of the grid, each white cell in one across run and one down run, with the sum it has (or none). */
export function runsOf(puzzle: KakuroPuzzle): KakuroRun[] {
  const runs: KakuroRun[] = [];
  puzzle.left.forEach((total, row) => {
    const cells = runFrom(puzzle, { row, column: 0 }, 'across');
    if (cells.length > 0) runs.push({ id: `across left of row ${row + 1}`, direction: 'across', total, cells, name: `the across sum left of row ${row + 1}` });
  });
  puzzle.top.forEach((total, column) => {
    const cells = runFrom(puzzle, { row: 0, column }, 'down');
    if (cells.length > 0) runs.push({ id: `down above column ${column + 1}`, direction: 'down', total, cells, name: `the down sum above column ${column + 1}` });
  });
  puzzle.cells.forEach((line, row) =>
    line.forEach((cell, column) => {
      if (cell.kind !== 'block') return;
      const position = { row, column };
      const across = runFrom(puzzle, { row, column: column + 1 }, 'across');
      if (across.length > 0) runs.push({ id: `across ${cellName(position)}`, direction: 'across', total: cell.across, block: position, cells: across, name: `the across sum at ${cellName(position)}` });
      const down = runFrom(puzzle, { row: row + 1, column }, 'down');
      if (down.length > 0) runs.push({ id: `down ${cellName(position)}`, direction: 'down', total: cell.down, block: position, cells: down, name: `the down sum at ${cellName(position)}` });
    }),
  );
  return runs;
}

function checkSum(total: KakuroSum, where: string): void {
  if (total !== null && (!Number.isInteger(total) || total < 1 || total > largestSum)) inputError(`${where} is ${total}, outside 1..${largestSum}`);
}

/**
 * The only way to a puzzle: checks the size, every sum (1..45) and that a sum has a run of white cells to add up,
 * naming its place.
 */
export function makeKakuro(cells: readonly (readonly KakuroCell[])[], top: readonly KakuroSum[], left: readonly KakuroSum[]): KakuroPuzzle {
  const rows = cells.length;
  const columns = cells[0]?.length ?? 0;
  if (rows === 0 || columns === 0) inputError('the grid is empty');
  if (rows > maximumKakuroSize || columns > maximumKakuroSize) {
    inputError(`a ${columns}×${rows} Kakuro is larger than the supported ${maximumKakuroSize}×${maximumKakuroSize}`);
  }
  cells.forEach((line, row) => {
    if (line.length !== columns) inputError(`row ${row + 1} has ${line.length} cells, expected ${columns}`, { line: row + 1 });
  });
  if (top.length !== columns) inputError(`the border above has ${top.length} sums, expected ${columns}`);
  if (left.length !== rows) inputError(`the border on the left has ${left.length} sums, expected ${rows}`);
  const puzzle: KakuroPuzzle = {
    rows,
    columns,
    cells: cells.map((line) => line.map((cell) => (cell.kind === 'white' ? white : block(cell.across, cell.down)))),
    top: [...top],
    left: [...left],
  };
  top.forEach((total, column) => {
    checkSum(total, `the down sum above column ${column + 1}`);
    if (total !== null && !isWhite(puzzle, { row: 0, column })) inputError(`the down sum ${total} above column ${column + 1} stands over a block, with no run to add up`);
  });
  left.forEach((total, row) => {
    checkSum(total, `the across sum left of row ${row + 1}`);
    if (total !== null && !isWhite(puzzle, { row, column: 0 })) inputError(`the across sum ${total} left of row ${row + 1} stands beside a block, with no run to add up`);
  });
  puzzle.cells.forEach((line, row) =>
    line.forEach((cell, column) => {
      if (cell.kind !== 'block') return;
      const at = cellName({ row, column });
      checkSum(cell.across, `the across sum at ${at}`);
      checkSum(cell.down, `the down sum at ${at}`);
      if (cell.across !== null && !(column + 1 < columns && isWhite(puzzle, { row, column: column + 1 }))) {
        inputError(`the across sum ${cell.across} at ${at} has no white cell to its right`);
      }
      if (cell.down !== null && !(row + 1 < rows && isWhite(puzzle, { row: row + 1, column }))) inputError(`the down sum ${cell.down} at ${at} has no white cell below it`);
    }),
  );
  return puzzle;
}

export const kakuroSize = (puzzle: KakuroPuzzle): GridSize => ({ rows: puzzle.rows, columns: puzzle.columns });

/** A grid of white cells without sums, the editor's blank. */
export function blankKakuro(size: GridSize): KakuroPuzzle {
  return makeKakuro(
    Array.from({ length: size.rows }, () => Array.from({ length: size.columns }, () => white)),
    Array.from({ length: size.columns }, () => null),
    Array.from({ length: size.rows }, () => null),
  );
}
