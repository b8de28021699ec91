// The checks every Latin-square genre starts with (Futoshiki, Skyscrapers): the answer's size, a value from 1 to n in
// each cell, the givens kept, and no value twice in a row or column.

import type { Cell } from '../../core/geometry.js';
import { allCells } from '../../core/geometry.js';
import type { Violation } from '../../core/genre.js';

/** The rows and columns of an n×n grid, named, each in reading order. */
export function latinLines(size: number): { name: string; cells: Cell[] }[] {
  return Array.from({ length: size }, (_, index) => [
    { name: `row ${index + 1}`, cells: Array.from({ length: size }, (_, column) => ({ row: index, column })) },
    { name: `column ${index + 1}`, cells: Array.from({ length: size }, (_, row) => ({ row, column: index })) },
  ]).flat();
}

/**
 * The Latin square's violations, in that order (codes wrong-size, not-a-number, given-changed, repeated-number). An
 * answer of another size gets that one violation. `value` names what a cell holds; with `emptyAllowed`, 0 is a cell
 * not filled yet.
 */
export function latinSquareViolations(
  givens: readonly (readonly (number | null | undefined)[])[],
  answer: readonly (readonly number[])[],
  value: { readonly word: string; readonly emptyAllowed: boolean },
): Violation[] {
  const n = givens.length;
  if (answer.length !== n || answer.some((row) => row.length !== n)) return [{ code: 'wrong-size', message: `the answer must be ${n}×${n}`, cells: [] }];
  const violations: Violation[] = [];
  const valueAt = ({ row, column }: Cell) => answer[row]![column]!;
  const inRange = (entry: number) => Number.isInteger(entry) && entry >= 1 && entry <= n;
  for (const position of allCells({ rows: n, columns: n })) {
    const entry = valueAt(position);
    const given = givens[position.row]![position.column];
    if (!inRange(entry) && !(value.emptyAllowed && entry === 0)) {
      violations.push({ code: 'not-a-number', message: `a cell holds ${entry}, not a ${value.word} 1..${n}`, cells: [position] });
    } else if (given !== null && given !== undefined && given !== entry) {
      violations.push({ code: 'given-changed', message: `the given ${given} was changed to ${entry}`, cells: [position] });
    }
  }
  for (const line of latinLines(n)) {
    const seen = new Map<number, Cell[]>();
    for (const position of line.cells) {
      const entry = valueAt(position);
      if (inRange(entry)) seen.set(entry, [...(seen.get(entry) ?? []), position]);
    }
    for (const [entry, cells] of seen) {
      if (cells.length > 1) violations.push({ code: 'repeated-number', message: `${line.name} holds ${entry} more than once`, cells });
    }
  }
  return violations;
}
