// LITS: the grid is divided into rooms. Shade four orthogonally connected cells in every room (a tetromino: L, I, T or
// S), so that two tetrominoes of the same shape never touch orthogonally (rotations and reflections count as the same
// shape), all shaded cells are orthogonally connected, and no 2×2 block is shaded.
// Example (puzz.link `lits/4/4/9q02jg`):
//     rooms   shaded
//     AABB    # . # #
//     AABC    # # # .
//     ABBC    # . # .
//     CCCC    # # # #

import type { Genre } from '../../core/genre.js';
import { check, checkCodes } from './check.js';
import { collection } from './collection.js';
import { answers, fileFormat, urlFormat } from './formats.js';
import { litsGenerator, litsScale } from './generate.js';
import { buildModel } from './model.js';
import { litsEdit, litsPlay } from './play.js';
import type { LitsAnswer, LitsPartial, LitsPuzzle } from './puzzle.js';
import { litsSize, maximumLitsSize } from './puzzle.js';
import { render } from './render.js';

export type { LitsAnswer, LitsPartial, LitsPuzzle } from './puzzle.js';
export { makeLits, maximumLitsSize } from './puzzle.js';

export const lits: Genre<LitsPuzzle, LitsAnswer, LitsPartial> = {
  id: 'lits',
  name: 'LITS',
  aliases: [],
  rules:
    'Shade four orthogonally connected cells in every room of the grid, a tetromino shaped L, I, T or S. Two ' +
    'tetrominoes of the same shape never touch orthogonally (rotations and reflections count as the same shape), all ' +
    'shaded cells are orthogonally connected, and no 2×2 block is shaded.',
  formats: [urlFormat, fileFormat],
  defaultFormat: 'url',
  examples: ['https://puzz.link/p?lits/4/4/9q02jg'],
  maximumSize: maximumLitsSize,
  size: litsSize,
  model: buildModel,
  check,
  checkCodes,
  render,
  ...answers,
  play: litsPlay,
  edit: litsEdit,
  generator: litsGenerator,
  ratingScale: litsScale,
  collection,
};
