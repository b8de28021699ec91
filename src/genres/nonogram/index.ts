// Nonogram (Simon Tatham's Pattern): shade cells so that each row and each column shows blocks of shaded cells of
// its clue's lengths, in order, with at least one unshaded cell between two blocks.
// Example (pzprjs's test puzzle, https://puzz.link/p?nonogram/6/6/12g1111h11112j12g11g21j11g3h):
//            1   1                       1   1
//          2 1 1 1 2                   2 1 1 1 2
//          1 1 1 1 1                   1 1 1 1 1
//      2 1 . . . . . .          2 1    # # . # . .
//      1 1 . . . . . .    ->    1 1    # . . . # .
//      1 2 . . . . . .          1 2    . # . # # .
//        0 . . . . . .            0    . . . . . .
//      1 1 . . . . . .          1 1    # . . . # .
//        3 . . . . . .            3    . # # # . .

import type { Genre } from '../../core/genre.js';
import { describeShading } from '../shared/shade-answers.js';
import { nonogramChecker } from './check.js';
import { collection } from './collection.js';
import { answerFromJson, answerToJson, fileFormat, partialToJson, patternFormat, textFormat, urlFormat } from './formats.js';
import { nonogramGenerator, nonogramScale } from './generate.js';
import { buildModel } from './model.js';
import { nonogramEdit, nonogramPlay } from './play.js';
import type { NonogramAnswer, NonogramPartial, NonogramPuzzle } from './puzzle.js';
import { maximumNonogramSize, nonogramSize } from './puzzle.js';
import { render } from './render.js';

export type { NonogramAnswer, NonogramClue, NonogramPartial, NonogramPuzzle } from './puzzle.js';
export { cluesOf, makeNonogram, maximumNonogramSize } from './puzzle.js';
export { parsePatternSolution, pzprv3Shading } from './formats.js';

export const nonogram: Genre<NonogramPuzzle, NonogramAnswer, NonogramPartial> = {
  id: 'nonogram',
  name: 'Nonogram',
  aliases: ['pattern', 'picross', 'griddlers', 'paint-by-numbers'],
  rules:
    "Shade cells so that each row and each column shows blocks of shaded cells of its clue's lengths, in order, with " +
    'at least one unshaded cell between two blocks. A clue of 0 means the line has no shaded cell.',
  formats: [urlFormat, patternFormat, textFormat, fileFormat],
  defaultFormat: 'url',
  examples: ['https://puzz.link/p?nonogram/6/6/12g1111h11112j12g11g21j11g3h', '5x5:2/3/2/4/2/2/2/1.1/4/3'],
  maximumSize: { rows: maximumNonogramSize, columns: maximumNonogramSize },
  size: nonogramSize,
  model: buildModel,
  ...nonogramChecker,
  render,
  answerToJson,
  answerFromJson,
  partialToJson,
  describeEntry: describeShading,
  play: nonogramPlay,
  edit: nonogramEdit,
  generator: nonogramGenerator,
  collection,
  ratingScale: nonogramScale,
};
