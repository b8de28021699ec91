// The Takuzu rule checker.

import type { Cell } from '../../core/geometry.js';
import { allCells, gridLines } from '../../core/geometry.js';
import type { CheckCode, Violation } from '../../core/genre.js';
import type { Colour, TakuzuAnswer, TakuzuPuzzle } from './puzzle.js';
import { takuzuSize, triples } from './puzzle.js';

/** The codes this checker reports, in the order it looks. */
export const checkCodes: readonly CheckCode[] = [
  { code: 'wrong-size', description: 'the answer has the size of the grid' },
  { code: 'given-changed', description: 'the givens stay as they are' },
  { code: 'three-in-a-row', description: 'no three equal cells together in a row or column' },
  { code: 'unbalanced', description: 'every row and column holds as many 0s as 1s' },
  { code: 'repeated-line', description: 'with the optional rule, no two rows and no two columns are equal' },
];

/** The rule checker, independent of the model: givens kept, no three in a row, balanced lines, distinct lines. */
export function check(puzzle: TakuzuPuzzle, answer: TakuzuAnswer): Violation[] {
  const size = takuzuSize(puzzle);
  if (answer.length !== size.rows || answer.some((row) => row.length !== size.columns)) {
    return [{ code: 'wrong-size', message: `the answer must be ${size.columns} wide and ${size.rows} tall`, cells: [] }];
  }
  const colourAt = (position: Cell): Colour => answer[position.row]![position.column]!;
  const violations: Violation[] = [];
  for (const position of allCells(size)) {
    const given = puzzle.givens[position.row]![position.column];
    if (given !== null && given !== undefined && given !== colourAt(position)) {
      violations.push({ code: 'given-changed', message: `the given ${given} was changed to ${colourAt(position)}`, cells: [position] });
    }
  }
  for (const triple of triples(size)) {
    const colours = triple.map(colourAt);
    if (colours.every((colour) => colour === colours[0])) {
      violations.push({ code: 'three-in-a-row', message: `three ${colours[0]}s in a line`, cells: triple });
    }
  }
  const allLines = gridLines(size);
  for (const line of allLines) {
    const ones = line.cells.filter((position) => colourAt(position) === 1).length;
    if (ones * 2 !== line.cells.length) {
      violations.push({
        code: 'unbalanced',
        message: `${line.name} holds ${ones} 1s and ${line.cells.length - ones} 0s`,
        cells: line.cells,
      });
    }
  }
  if (puzzle.distinctLines) {
    for (const kind of ['row', 'column'] as const) {
      const group = allLines.filter((line) => line.kind === kind);
      const firstWith = new Map<string, (typeof group)[number]>();
      for (const line of group) {
        const key = line.cells.map(colourAt).join('');
        const earlier = firstWith.get(key);
        if (earlier) {
          violations.push({ code: 'repeated-line', message: `${earlier.name} and ${line.name} are equal`, cells: [...earlier.cells, ...line.cells] });
        } else firstWith.set(key, line);
      }
    }
  }
  return violations;
}

