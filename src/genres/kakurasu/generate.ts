// Kakurasu puzzles from a random shading: every row and column sum is given, then sums are taken away while the
// shading stays the only solution and the rating stays within the requested difficulty. A shading that its full
// set of sums does not pin down is drawn again.

import type { Generator } from '../../core/genre.js';
import { removalGenerator } from '../../core/generate.js';
import { partialToJson } from './formats.js';
import { buildModel } from './model.js';
import type { KakurasuAnswer, KakurasuPuzzle } from './puzzle.js';
import { columnClueId, makeKakurasu, rowClueId } from './puzzle.js';

export const kakurasuGenerator: Generator<KakurasuPuzzle, KakurasuAnswer> = removalGenerator({
  genre: { model: buildModel, partialToJson },
  defaultSize: { rows: 6, columns: 6 },
  minimumSize: { rows: 2, columns: 2 },
  maximumSize: { rows: 20, columns: 20 },
  options: [],
  space: {
    blank: (request) => makeKakurasu(new Array(request.rows).fill(null), new Array(request.columns).fill(null)),
    // Every row and column sum.
    withAllClues: (puzzle, answer) =>
      makeKakurasu(
        puzzle.rowClues.map((clue, row) => clue ?? answer[row]!.reduce((sum, shaded, column) => sum + shaded * (column + 1), 0)),
        puzzle.columnClues.map((clue, column) => clue ?? answer.reduce((sum, line, row) => sum + line[column]! * (row + 1), 0)),
      ),
    keepClues: (puzzle, kept) =>
      makeKakurasu(
        puzzle.rowClues.map((clue, row) => (kept.has(rowClueId(row)) ? clue : null)),
        puzzle.columnClues.map((clue, column) => (kept.has(columnClueId(column)) ? clue : null)),
      ),
  },
});
