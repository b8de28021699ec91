// Futoshiki: fill the n×n grid so that every row and every column holds each of 1..n once, keeping the givens;
// a sign between two neighbours points at the smaller number. In Adjacent mode (Simon Tatham's Unequal) a bar
// joins neighbours whose numbers differ by exactly 1, and neighbours without a bar never do.
// Example (Unequal game ID `4:0R,0,0R,0,0,0,0,0,0U,0,0R,0,0R,3,0,0,`):   .>. .>.      2 1 4 3
//                                                                         . . . .  ->  1 2 3 4
//                                                                         ^            3 4 2 1
//                                                                         . . .>.      4 3 1 2
//                                                                         .>3 . .

import type { Genre } from '../../core/genre.js';
import { check, checkCodes } from './check.js';
import { answerFromJson, answerToJson, factsFormat, partialToJson, unequalFormat, valuesFormat } from './formats.js';
import { collection } from './collection.js';
import { futoshikiGenerator, futoshikiScale } from './generate.js';
import { buildModel } from './model.js';
import { futoshikiEdit, futoshikiPlay } from './play.js';
import type { FutoshikiAnswer, FutoshikiPartial, FutoshikiPuzzle } from './puzzle.js';
import { futoshikiSize, maximumFutoshikiSize } from './puzzle.js';
import { render } from './render.js';

export type { AdjacentFutoshiki, Bar, FutoshikiAnswer, FutoshikiPartial, FutoshikiPuzzle, InequalityFutoshiki, Sign } from './puzzle.js';
export { clueIdOfGiven, clueIdOfSign, emptyGivens, makeAdjacentFutoshiki, makeFutoshiki, maximumFutoshikiSize } from './puzzle.js';
export { digitSolution as parseUnequalSolution } from '../../core/formats/sgt.js';

export const futoshiki: Genre<FutoshikiPuzzle, FutoshikiAnswer, FutoshikiPartial> = {
  id: 'futoshiki',
  name: 'Futoshiki',
  aliases: ['unequal', 'futoshiki-adjacent', 'adjacent'],
  rules:
    'Fill the n×n grid so that every row and every column holds each number from 1 to n once, keeping the givens; ' +
    'a sign between two neighbours points at the smaller number. In Adjacent mode a bar joins neighbours whose ' +
    'numbers differ by exactly 1, and neighbours without a bar never differ by 1.',
  formats: [unequalFormat, valuesFormat, factsFormat],
  defaultFormat: 'sgt',
  examples: [
    '4:0R,0,0R,0,0,0,0,0,0U,0,0R,0,0R,3,0,0,',
    // Seed 004's puzzle, in its own format.
    'values\n1 0 0 0\n0 0 0 0\n0 0 0 0\n3 0 0 0\nrestrict\n1,2 1,3\n2,1 2,0\n2,2 3,2\n',
    '5a:0R,0RL,0RL,0RL,0L,0R,0RDL,0DL,0RD,0DL,0,0UR,0UL,0URD,0UL,4,0,0D,0UR,0DL,0,5R,0UL,0,0U,',
  ],
  maximumSize: { rows: maximumFutoshikiSize, columns: maximumFutoshikiSize },
  size: futoshikiSize,
  model: buildModel,
  check,
  checkCodes,
  render,
  answerToJson,
  answerFromJson,
  partialToJson,
  play: futoshikiPlay,
  edit: futoshikiEdit,
  generator: futoshikiGenerator,
  collection,
  ratingScale: futoshikiScale,
};
