// Nonogram puzzles: a list of block lengths for every row and every column, checked when built.

import type { Cell, GridSize } from '../../core/geometry.js';
import { columnCells, rowCells } from '../../core/geometry.js';
import { inputError } from '../../core/errors.js';

/** A line's clue: the lengths of its blocks of shaded cells, in order (left to right, top to bottom); empty for none. */
export type NonogramClue = readonly number[];

export interface NonogramPuzzle {
  /** One clue per row, top to bottom. */
  readonly rowClues: readonly NonogramClue[];
  /** One clue per column, left to right. */
  readonly columnClues: readonly NonogramClue[];
}

/** Which cells are shaded. */
export type NonogramAnswer = boolean[][];
/** What every solution agrees on: shaded, unshaded, or null. */
export type NonogramPartial = (boolean | null)[][];

/** puz.link draws 50×50 boards and more; 40×40 keeps a solve well under a second. */
export const maximumNonogramSize = 40;

export type LineKind = 'row' | 'column';

/** The cells a clue is about, read in order, with its name. */
export interface ClueLine {
  readonly kind: LineKind;
  readonly index: number;
  readonly name: string;
  readonly clue: NonogramClue;
  readonly cells: Cell[];
}

/** The room a clue needs: its blocks with one cell between each two. */
export const clueLength = (clue: NonogramClue): number => clue.reduce((total, length) => total + length, 0) + Math.max(0, clue.length - 1);

export const clueText = (clue: NonogramClue): string => (clue.length === 0 ? '0' : clue.join(' '));

/** The only way to a puzzle: checks the size and that every clue is whole lengths that fit in its line. */
export function makeNonogram(rowClues: readonly NonogramClue[], columnClues: readonly NonogramClue[]): NonogramPuzzle {
  const rows = rowClues.length;
  const columns = columnClues.length;
  if (rows === 0 || columns === 0) inputError('a Nonogram needs at least one row clue and one column clue');
  if (rows > maximumNonogramSize || columns > maximumNonogramSize) {
    inputError(`a ${columns}×${rows} Nonogram is larger than the supported ${maximumNonogramSize}×${maximumNonogramSize}`);
  }
  const checkClues = (clues: readonly NonogramClue[], kind: LineKind, cells: number) =>
    clues.forEach((clue, index) => {
      for (const length of clue) {
        if (!Number.isInteger(length) || length < 1) inputError(`the block ${length} of ${kind} ${index + 1} is not a whole number from 1 up`);
      }
      if (clueLength(clue) > cells) inputError(`the clue ${clueText(clue)} of ${kind} ${index + 1} needs ${clueLength(clue)} cells, the ${kind} has ${cells}`);
    });
  checkClues(rowClues, 'row', columns);
  checkClues(columnClues, 'column', rows);
  return { rowClues: rowClues.map((clue) => [...clue]), columnClues: columnClues.map((clue) => [...clue]) };
}

export const nonogramSize = (puzzle: NonogramPuzzle): GridSize => ({ rows: puzzle.rowClues.length, columns: puzzle.columnClues.length });

/** Clue ids: a row's blocks and a column's blocks. */
export const clueId = (kind: LineKind, index: number): string => `${kind} ${index + 1}`;

/** Every clue with its line: the rows top to bottom, then the columns left to right. */
export function clueLines(puzzle: NonogramPuzzle): ClueLine[] {
  const size = nonogramSize(puzzle);
  return [
    ...puzzle.rowClues.map((clue, index): ClueLine => ({ kind: 'row', index, name: `row ${index + 1}`, clue, cells: rowCells(size, index) })),
    ...puzzle.columnClues.map((clue, index): ClueLine => ({ kind: 'column', index, name: `column ${index + 1}`, clue, cells: columnCells(size, index) })),
  ];
}

/** The blocks of a line of shaded (true) and unshaded cells. */
export function blocksOf(line: readonly boolean[]): number[] {
  const blocks: number[] = [];
  let run = 0;
  for (const shaded of [...line, false]) {
    if (shaded) run++;
    else if (run > 0) {
      blocks.push(run);
      run = 0;
    }
  }
  return blocks;
}

/** The clues an answer shows: the blocks of each row and each column. */
export function cluesOf(answer: readonly (readonly boolean[])[]): NonogramPuzzle {
  const columns = answer[0]?.length ?? 0;
  return makeNonogram(
    answer.map((row) => blocksOf(row)),
    Array.from({ length: columns }, (_, column) => blocksOf(answer.map((row) => row[column]!))),
  );
}

/**
 * Whether a line with some cells still open (null) can be finished to show the clue: a walk over the cells that
 * tracks how many blocks are placed and whether one is under way, as a person would try every way at once.
 */
export function lineCanShow(cells: readonly (boolean | null)[], clue: NonogramClue): boolean {
  // reachable[b][r]: after the cells read so far, b blocks are done and the current one has r cells (r = 0: none open).
  let reachable = new Set<string>(['0,0']);
  for (const cell of cells) {
    const next = new Set<string>();
    for (const key of reachable) {
      const [done, run] = key.split(',').map(Number) as [number, number];
      if (cell !== true) {
        // Unshaded: a block under way must be complete.
        if (run === 0) next.add(`${done},0`);
        else if (run === clue[done]) next.add(`${done + 1},0`);
      }
      if (cell !== false && done < clue.length && run < clue[done]!) next.add(`${done},${run + 1}`);
    }
    reachable = next;
    if (reachable.size === 0) return false;
  }
  return reachable.has(`${clue.length},0`) || (clue.length > 0 && reachable.has(`${clue.length - 1},${clue.at(-1)!}`));
}
