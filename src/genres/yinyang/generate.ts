// Yin-Yang puzzles from a random answer (both colours connected, no 2×2 block of one colour, drawn from the genre's
// own model without givens): every cell starts as a given circle, then givens are taken away in symmetric groups
// (half-turn by default) while the answer stays the only solution and the rating stays within the difficulty.

import { makeGrid } from '../../core/geometry.js';
import type { Generator } from '../../core/genre.js';
import { removalGenerator, symmetryOption } from '../../core/generate.js';
import { partialToJson } from './formats.js';
import { buildModel } from './model.js';
import type { YinYangAnswer, YinYangPuzzle } from './puzzle.js';
import { givenId, makeYinYang, yinYangSize } from './puzzle.js';

export const yinYangGenerator: Generator<YinYangPuzzle, YinYangAnswer> = removalGenerator({
  genre: { model: buildModel, partialToJson },
  defaultSize: { rows: 10, columns: 10 },
  minimumSize: { rows: 3, columns: 3 },
  maximumSize: { rows: 30, columns: 30 },
  options: [symmetryOption('rotate2')],
  space: {
    givenId,
    blank: (request) => makeYinYang(request, makeGrid(request, () => null)),
    // Every cell given its circle.
    withAllClues: (puzzle, answer) =>
      makeYinYang(yinYangSize(puzzle), puzzle.givens.map((row, r) => row.map((given, c) => given ?? (answer[r]![c] ? 'black' : 'white')))),
    keepClues: (puzzle, kept) =>
      makeYinYang(yinYangSize(puzzle), puzzle.givens.map((row, r) => row.map((given, c) => (kept.has(givenId({ row: r, column: c })) ? given : null)))),
  },
});
