// Keen (KenKen, Calcudoku): fill the n×n grid with the digits 1..n, each once in every row and every column. Bold
// borders cut the grid into cages; the digits of a cage reach its target by its operation (+ and × over the whole
// cage, − and ÷ between the two digits of a two-cell cage, either way round; a cage of one cell holds its target).
// Example (Simon Tatham's Keen, 4:__a__a_ba_a__a3,m3s1a7s1d2a7m6), cages a..g:   a b c c      1 3 4 2
//   a 3×  b 1−  c 7+  d 1−  e 2÷  f 7+  g 6×                                   a b d c  ->  3 4 2 1
//                                                                               e e d f      4 2 1 3
//                                                                               g g g f      2 1 3 4

import type { Genre } from '../../core/genre.js';
import { check, checkCodes } from './check.js';
import { collection } from './collection.js';
import { answerFromJson, answerToJson, keenFormat, partialToJson, textFormat } from './formats.js';
import { keenGenerator, keenScale } from './generate.js';
import { buildModel } from './model.js';
import { keenEdit, keenPlay } from './play.js';
import type { KeenAnswer, KeenPartial, KeenPuzzle } from './puzzle.js';
import { keenSize, maximumKeenSize } from './puzzle.js';
import { render } from './render.js';

export type { Cage, CageClue, KeenAnswer, KeenPartial, KeenPuzzle, Operation } from './puzzle.js';
export { makeKeen, maximumKeenSize } from './puzzle.js';

export const keen: Genre<KeenPuzzle, KeenAnswer, KeenPartial> = {
  id: 'keen',
  name: 'Keen',
  aliases: ['kenken', 'calcudoku'],
  rules:
    'Fill the n×n grid with the digits 1 to n, each once in every row and every column. Bold borders cut the grid ' +
    'into cages, each with a target and an operation: the digits of a cage reach the target by adding or multiplying ' +
    'them all, or, in a cage of two cells, by subtracting or dividing one by the other; a cage of one cell holds its target.',
  formats: [keenFormat, textFormat],
  defaultFormat: 'sgt',
  examples: ['4:__a__a_ba_a__a3,m3s1a7s1d2a7m6'],
  maximumSize: { rows: maximumKeenSize, columns: maximumKeenSize },
  size: keenSize,
  model: buildModel,
  check,
  checkCodes,
  render,
  answerToJson,
  answerFromJson,
  partialToJson,
  play: keenPlay,
  edit: keenEdit,
  generator: keenGenerator,
  collection,
  ratingScale: keenScale,
};
