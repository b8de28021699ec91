// Ripple Effect (Hakyuu): fill every cell with a digit. Each room of n cells holds the digits 1 to n once each, and
// two equal digits N in one row or column have at least N cells between them.
// Example (https://puzz.link/p?ripple/4/4/9n8rigk14h32k, pzprjs's test puzzle):
//   +-+-+-+-+        +-+-+-+-+
//   |. .|. .|        |1 2|3 1|
//   +-+-+ +-+        +-+-+ +-+
//   |. 1|4|.|        |2 1|4|2|
//   +-+-+ + +   ->   +-+-+ + +
//   |. 3|2|.|        |4 3|2|1|
//   +-+ +-+ +        +-+ +-+ +
//   |.|. .|.|        |1|2 1|3|
//   +-+-+-+-+        +-+-+-+-+

import type { Genre } from '../../core/genre.js';
import { check, checkCodes } from './check.js';
import { collection } from './collection.js';
import { answerFromJson, answerToJson, fileFormat, partialToJson, urlFormat } from './formats.js';
import { rippleGenerator } from './generate.js';
import { buildModel } from './model.js';
import { rippleEdit, ripplePlay } from './play.js';
import type { RippleAnswer, RipplePartial, RipplePuzzle } from './puzzle.js';
import { maximumRippleSize, rippleSize } from './puzzle.js';
import { render } from './render.js';

export type { RippleAnswer, RippleGiven, RipplePartial, RipplePuzzle } from './puzzle.js';

export const ripple: Genre<RipplePuzzle, RippleAnswer, RipplePartial> = {
  id: 'ripple',
  name: 'Ripple Effect',
  aliases: ['hakyuu', 'ripple-effect'],
  rules:
    'Fill every cell with a digit. Each room of n cells holds the digits 1 to n once each, and two equal digits N in one ' +
    'row or column have at least N cells between them.',
  // The rooms are the board: a step may follow from them and the rules alone (a room of one cell holds a 1).
  layout: 'the rooms',
  formats: [urlFormat, fileFormat],
  defaultFormat: 'url',
  examples: ['https://puzz.link/p?ripple/4/4/9n8rigk14h32k'],
  maximumSize: maximumRippleSize,
  size: rippleSize,
  model: buildModel,
  check,
  checkCodes,
  render,
  answerToJson,
  answerFromJson,
  partialToJson,
  play: ripplePlay,
  edit: rippleEdit,
  generator: rippleGenerator,
  collection,
};
