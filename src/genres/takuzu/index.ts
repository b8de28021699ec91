// Takuzu (Binairo, "3 in a row", Simon Tatham's Unruly): fill an even-sized grid with two colours so that every row
// and every column holds as many of one colour as of the other, and no three cells in a line, across or down, have the
// same colour. With the optional rule (Binairo's, Unruly's `u`) no two rows are equal and no two columns are equal.
// Colour 1 is Unruly's dark colour and seed 001's `x`. Example (Unruly `6x6:gabKBgaABba`):
//   . . . . . .      1 0 1 0 0 1
//   0 0 . 0 . .      0 0 1 0 1 1
//   . . . . . .  ->  1 1 0 1 0 0
//   . . 1 . 1 .      0 0 1 0 1 1
//   . . . . . 0      1 1 0 1 0 0
//   0 1 . 1 . 0      0 1 0 1 1 0

import type { Genre } from '../../core/genre.js';
import { check, checkCodes } from './check.js';
import { answerFromJson, answerToJson, partialToJson, textFormat, unrulyFormat } from './formats.js';
import { collection } from './collection.js';
import { takuzuGenerator, takuzuScale } from './generate.js';
import { buildModel } from './model.js';
import { takuzuEdit, takuzuPlay } from './play.js';
import type { TakuzuAnswer, TakuzuPartial, TakuzuPuzzle } from './puzzle.js';
import { maximumTakuzuSize, takuzuSize } from './puzzle.js';
import { render } from './render.js';

export type { Colour, TakuzuAnswer, TakuzuPartial, TakuzuPuzzle } from './puzzle.js';
export { givenId, makeTakuzu, maximumTakuzuSize } from './puzzle.js';

export const takuzu: Genre<TakuzuPuzzle, TakuzuAnswer, TakuzuPartial> = {
  id: 'takuzu',
  name: 'Takuzu',
  aliases: ['binairo', 'unruly', '3-in-a-row', 'three-in-a-row'],
  rules:
    'Fill the grid with 0s and 1s so that every row and every column holds as many 0s as 1s and no three equal ' +
    'cells stand together in a line, across or down. With the optional rule, no two rows and no two columns are equal.',
  formats: [unrulyFormat, textFormat],
  defaultFormat: 'sgt',
  examples: ['6x6:gabKBgaABba', '8x8u:aCCCdBEdbaNnCABc', '......\noo.o..\n......\n..x.x.\n.....o\nox.x.o\n'],
  maximumSize: maximumTakuzuSize,
  size: takuzuSize,
  model: buildModel,
  check,
  checkCodes,
  render,
  answerToJson,
  answerFromJson,
  partialToJson,
  play: takuzuPlay,
  edit: takuzuEdit,
  generator: takuzuGenerator,
  collection,
  ratingScale: takuzuScale,
};
