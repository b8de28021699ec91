// Shikaku (Simon Tatham's Rectangles): divide the grid into rectangles along the grid lines, each rectangle holding
// exactly one number, which is its area.
// Example (https://puzz.link/p?shikaku/3/2/24j): the 2 takes the first column, the 4 the rest.
//   2 4 .        +---+-------+
//   . . .   ->   | 2 | 4   . |
//                +   +       +
//                | . | .   . |
//                +---+-------+

import type { Genre } from '../../core/genre.js';
import { borderEntries, describeBorder } from '../shared/border-play.js';
import { check, checkCodes } from './check.js';
import { collection } from './collection.js';
import { answerFromJson, answerToJson, fileFormat, partialToJson, rectanglesFormat, urlFormat } from './formats.js';
import { shikakuGenerator, shikakuScale } from './generate.js';
import { buildModel } from './model.js';
import { shikakuEdit, shikakuPlay } from './play.js';
import type { ShikakuAnswer, ShikakuPartial, ShikakuPuzzle } from './puzzle.js';
import { maximumShikakuSize, shikakuSize } from './puzzle.js';
import { render } from './render.js';

export type { ShikakuAnswer, ShikakuClue, ShikakuPartial, ShikakuPuzzle } from './puzzle.js';

export const shikaku: Genre<ShikakuPuzzle, ShikakuAnswer, ShikakuPartial> = {
  id: 'shikaku',
  name: 'Shikaku',
  aliases: ['rectangles'],
  rules: 'Divide the grid into rectangles along the grid lines. Each rectangle holds exactly one number, which equals its area.',
  formats: [urlFormat, rectanglesFormat, fileFormat],
  defaultFormat: 'url',
  examples: ['https://puzz.link/p?shikaku/6/6/j3g56h6t6h23g5j', '7x7:a8j4d8d2_2d5c6b2a2_6c2e2'],
  maximumSize: maximumShikakuSize,
  size: shikakuSize,
  model: buildModel,
  check,
  checkCodes,
  render,
  answerToJson,
  answerFromJson,
  partialToJson,
  entries: borderEntries,
  describeEntry: (entry) => describeBorder(entry, maximumShikakuSize, 'one rectangle'),
  play: shikakuPlay,
  edit: shikakuEdit,
  generator: shikakuGenerator,
  collection,
  ratingScale: shikakuScale,
};
