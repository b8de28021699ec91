// Shakashaka: black cells, some numbered, are given. Place triangles, each filling half of a white cell along a
// diagonal, so that every area left white is a rectangle, upright or turned 45 degrees; a number counts the
// triangles in the cells beside it.
// Example (puz.link `shakashaka/6/6/cgbhdhegdrb`; ◤ a triangle in the top-left corner):
//   2 . . . 1 .      2 ◤ ◥ . 1 .
//   . . . 3 . .      ◤ . ◢ 3 ◤ ◥
//   . . 4 . . .  ->  ◣ ◢ 4 ◤ . ◢
//   3 . . . . .      3 ◤ ◥ ◣ ◢ .
//   . . . . . .      ◤ . ◢ . ◤ ◥
//   . . . 1 . .      ◣ ◢ . 1 ◣ ◢

import type { Genre } from '../../core/genre.js';
import { check, checkCodes } from './check.js';
import { collection } from './collection.js';
import { answerFromJson, answerToJson, describeEntry, fileFormat, partialToJson, urlFormat } from './formats.js';
import { shakashakaGenerator, shakashakaScale } from './generate.js';
import { buildModel } from './model.js';
import { shakashakaEdit, shakashakaPlay } from './play.js';
import type { ShakashakaAnswer, ShakashakaPartial, ShakashakaPuzzle } from './puzzle.js';
import { maximumShakashakaSize, shakashakaSize } from './puzzle.js';
import { render } from './render.js';

export type { ShakashakaAnswer, ShakashakaBlack, ShakashakaPartial, ShakashakaPuzzle, Triangle } from './puzzle.js';
export { clueId, makeShakashaka, maximumShakashakaSize } from './puzzle.js';

export const shakashaka: Genre<ShakashakaPuzzle, ShakashakaAnswer, ShakashakaPartial> = {
  id: 'shakashaka',
  name: 'Shakashaka',
  aliases: [],
  rules:
    'Place triangles in white cells, each filling half of its cell along a diagonal, so that every area left white is a ' +
    'rectangle, upright or turned 45 degrees. A number on a black cell counts the triangles in the cells beside it.',
  layout: 'the black cells',
  formats: [urlFormat, fileFormat],
  defaultFormat: 'url',
  examples: ['https://puzz.link/p?shakashaka/6/6/cgbhdhegdrb'],
  maximumSize: maximumShakashakaSize,
  size: shakashakaSize,
  model: buildModel,
  check,
  checkCodes,
  render,
  answerToJson,
  answerFromJson,
  partialToJson,
  describeEntry,
  play: shakashakaPlay,
  edit: shakashakaEdit,
  generator: shakashakaGenerator,
  collection,
  ratingScale: shakashakaScale,
};
