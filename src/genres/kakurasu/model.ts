// The Kakurasu model: one boolean per cell, true when shaded.

import { cellName, columnCells, makeGrid, rowCells } from '../../core/geometry.js';
import type { Literal } from '../../core/model.js';
import { Model } from '../../core/model.js';
import type { KakurasuAnswer, KakurasuPartial, KakurasuPuzzle } from './puzzle.js';
import { columnClueId, kakurasuSize, rowClueId } from './puzzle.js';

/** Each line's clue is the weighted sum of its shaded cells. Each clue is a clue of the model. */
export function buildModel(puzzle: KakurasuPuzzle) {
  const model = new Model();
  const shaded: Literal[][] = makeGrid(kakurasuSize(puzzle), (position) => model.bool(cellName(position)));
  const size = kakurasuSize(puzzle);
  // A row's clue is the sum of the column numbers of its shaded cells.
  puzzle.rowClues.forEach((clue, row) => {
    if (clue === null) return;
    const label = { id: rowClueId(row), description: `the sum ${clue} of row ${row + 1}`, cells: rowCells(size, row) };
    model.clue(label, () => model.linear(shaded[row]!.map((literal, column) => ({ literal, weight: column + 1 })), '=', clue));
  });
  // A column's clue is the sum of the row numbers of its shaded cells.
  puzzle.columnClues.forEach((clue, column) => {
    if (clue === null) return;
    const label = { id: columnClueId(column), description: `the sum ${clue} of column ${column + 1}`, cells: columnCells(size, column) };
    model.clue(label, () => model.linear(shaded.map((line, row) => ({ literal: line[column]!, weight: row + 1 })), '=', clue));
  });
  return {
    model,
    observed: shaded.flat(),
    decode: (value: (literal: Literal) => boolean): KakurasuAnswer => shaded.map((line) => line.map((literal) => (value(literal) ? 1 : 0))),
    decodePartial: (value: (literal: Literal) => boolean | undefined): KakurasuPartial =>
      shaded.map((line) =>
        line.map((literal) => {
          const known = value(literal);
          return known === undefined ? null : known ? 1 : 0;
        }),
      ),
  };
}

