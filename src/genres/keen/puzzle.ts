// The Keen puzzle as data: an n×n Latin square cut into cages, each with a target and an operation.

import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, cellName } from '../../core/geometry.js';
import { checkGridSize, inputError } from '../../core/errors.js';
import type { Regions } from '../../core/regions.js';
import { roomsFromLabels } from '../../core/regions.js';

export type Operation = 'add' | 'subtract' | 'multiply' | 'divide';

/** How each operation is written on the board. */
export const operationSymbols: Readonly<Record<Operation, string>> = { add: '+', subtract: '−', multiply: '×', divide: '÷' };

export interface CageClue {
  /** Null while a setter has not given it yet: the cage then says nothing. */
  readonly target: number | null;
  readonly operation: Operation;
}

export interface Cage extends CageClue {
  /** The cage's cells in reading order; the first carries the clue. */
  readonly cells: readonly Cell[];
}

export interface KeenPuzzle {
  /** n: the grid is n×n and every row and column holds 1..n. */
  readonly size: number;
  /** cageOf[row][column]: the cell's cage, numbered in reading order of the cages' first cells. */
  readonly cageOf: Regions;
  readonly cages: readonly Cage[];
}

export type KeenAnswer = number[][];
export type KeenPartial = (number | null)[][];

/** Simon Tatham's Keen goes up to 9×9, and so do the digits of its solutions. */
export const maximumKeenSize = 9;
/** Cages hold at most six cells, as Keen's own do: a longer product has too many ways to be made. */
export const largestCage = 6;

export const keenSize = (puzzle: KeenPuzzle): GridSize => ({ rows: puzzle.size, columns: puzzle.size });

/** A clue in words and symbols: `12×`, `3` for a cell alone, `?` for none yet. */
export const clueText = (cage: Cage): string =>
  cage.target === null ? '?' : cage.cells.length === 1 ? String(cage.target) : `${cage.target}${operationSymbols[cage.operation]}`;

/** What a cage's digits make by its operation, as Keen works it out (a quotient that is not whole makes nothing). */
export function cageValue(operation: Operation, digits: readonly number[]): number | undefined {
  if (operation === 'add') return digits.reduce((sum, digit) => sum + digit, 0);
  if (operation === 'multiply') return digits.reduce((product, digit) => product * digit, 1);
  const [first = 0, second = 0] = digits;
  if (digits.length !== 2) return undefined;
  if (operation === 'subtract') return Math.abs(first - second);
  const [low, high] = first < second ? [first, second] : [second, first];
  return high % low === 0 ? high / low : undefined;
}

export const cageId = (cage: Cage): string => `cage ${cellName(cage.cells[0]!)}`;

/**
 * A Keen from its cage labels (cells with one label that touch form a cage) and the clue of each cage, in reading
 * order of their first cells. Throws a located InputError for a cage split in two, too large, or with a clue that
 * cannot belong to it.
 */
export function makeKeen(labels: readonly (readonly (string | number)[])[], clues: readonly CageClue[]): KeenPuzzle {
  const size = labels.length;
  checkGridSize('Keen', { rows: size, columns: labels[0]?.length ?? 0 }, { rows: maximumKeenSize, columns: maximumKeenSize });
  const cageOf = roomsFromLabels(labels);
  if (cageOf[0]!.length !== size) inputError(`a Keen grid is square, not ${cageOf[0]!.length}×${size}`);
  const cells: Cell[][] = [];
  for (const cell of allCells({ rows: size, columns: size })) (cells[cageOf[cell.row]![cell.column]!] ??= []).push(cell);
  if (clues.length !== cells.length) inputError(`${cells.length} cages but ${clues.length} clues`);
  const cages = cells.map((members, index): Cage => {
    const { target, operation } = clues[index]!;
    const where = { cell: members[0]! };
    if (members.length > largestCage) inputError(`the cage at ${cellName(members[0]!)} has ${members.length} cells; at most ${largestCage}`, where);
    if (target !== null && (!Number.isInteger(target) || target < 0)) inputError(`the target ${target} at ${cellName(members[0]!)} is not a whole number`, where);
    if ((operation === 'subtract' || operation === 'divide') && members.length !== 2) {
      inputError(`the ${operationSymbols[operation]} cage at ${cellName(members[0]!)} has ${members.length} cells; − and ÷ take two`, where);
    }
    return { cells: members, target, operation };
  });
  return { size, cageOf, cages };
}
