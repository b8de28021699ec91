// Creek: shade some cells so that each number on a corner counts the shaded cells among the (up to four) cells that
// meet there, and all unshaded cells form one orthogonally connected area.
// Example (puz.link `creek/6/6/gagaich2cgb6769dt`), the numbers on the corners between the cells:
//   + 0 + + + 0 +        . . . . . .
//   + + + + 2 + +        . # # # # .
//   + + 2 2 + + +   ->   . . . . # .
//   1 + + 1 + 2 +        # # # . # .
//   1 + 4 + 3 + +        . # # # # .
//   + + + + + + +        . . . . . .
//   + + + + + + +

import type { Genre } from '../../core/genre.js';
import { creekChecker } from './check.js';
import { answerFromJson, answerToJson, fileFormat, partialToJson, urlFormat } from './formats.js';
import { describeShading } from '../shared/shade-answers.js';
import { collection } from './collection.js';
import { creekGenerator } from './generate.js';
import { buildModel } from './model.js';
import { creekEdit, creekPlay } from './play.js';
import type { CreekAnswer, CreekPartial, CreekPuzzle } from './puzzle.js';
import { creekSize, maximumCreekSize } from './puzzle.js';
import { render } from './render.js';

export type { CreekAnswer, CreekClue, CreekPartial, CreekPuzzle } from './puzzle.js';
export { clueId, makeCreek, maximumCreekSize } from './puzzle.js';

export const creek: Genre<CreekPuzzle, CreekAnswer, CreekPartial> = {
  id: 'creek',
  name: 'Creek',
  aliases: [],
  rules:
    'Shade some cells. A number on a corner of the cells counts the shaded cells among the (up to four) cells that ' +
    'meet there. All unshaded cells form one orthogonally connected area.',
  formats: [urlFormat, fileFormat],
  defaultFormat: 'url',
  examples: ['https://puzz.link/p?creek/6/6/gagaich2cgb6769dt'],
  maximumSize: maximumCreekSize,
  size: creekSize,
  model: buildModel,
  ...creekChecker,
  render,
  answerToJson,
  answerFromJson,
  partialToJson,
  describeEntry: describeShading,
  play: creekPlay,
  edit: creekEdit,
  generator: creekGenerator,
  collection,
};
