// Skyscrapers: fill the n×n grid with towers of heights 1..n, each height once in every row and every column,
// keeping the givens; a clue beside the grid says how many towers are seen from there, a taller tower hiding the
// lower ones behind it. Simon Tatham's Towers.
// Example (pzprjs's test puzzle, https://puzz.link/p?skyscrapers/4/4/k13h4j3g):
//     . . . .              2 1 4 3
//   4 . . . .        ->    1 2 3 4
//     . . . . 3            4 3 1 2
//     . . . .              3 4 2 1
//     . 1 3 .

import type { Genre } from '../../core/genre.js';
import { check, checkCodes } from './check.js';
import { collection } from './collection.js';
import { answerFromJson, answerToJson, fileFormat, partialToJson, towersFormat, urlFormat } from './formats.js';
import { skyscrapersGenerator, skyscrapersScale } from './generate.js';
import { buildModel } from './model.js';
import { skyscrapersEdit, skyscrapersPlay } from './play.js';
import type { SkyscrapersAnswer, SkyscrapersPartial, SkyscrapersPuzzle } from './puzzle.js';
import { maximumSkyscrapersSize, skyscrapersSize } from './puzzle.js';
import { render } from './render.js';

export type { SkyscrapersAnswer, SkyscrapersClues, SkyscrapersPartial, SkyscrapersPuzzle } from './puzzle.js';
export { makeSkyscrapers, maximumSkyscrapersSize, towersSeen } from './puzzle.js';
export { digitSolution as parseTowersSolution } from '../../core/formats/sgt.js';

export const skyscrapers: Genre<SkyscrapersPuzzle, SkyscrapersAnswer, SkyscrapersPartial> = {
  id: 'skyscrapers',
  name: 'Skyscrapers',
  aliases: ['towers'],
  rules:
    'Fill the n×n grid with towers of heights 1 to n, each height once in every row and every column, keeping the ' +
    'givens. A clue beside the grid says how many towers are seen from there: a taller tower hides the lower ones behind it.',
  formats: [urlFormat, towersFormat, fileFormat],
  defaultFormat: 'url',
  examples: ['https://puzz.link/p?skyscrapers/4/4/k13h4j3g', '5:1/2/2/2/3/3/1/2/4/2/1/2/4/2/2/5/2/1/3/3'],
  maximumSize: { rows: maximumSkyscrapersSize, columns: maximumSkyscrapersSize },
  size: skyscrapersSize,
  model: buildModel,
  check,
  checkCodes,
  render,
  answerToJson,
  answerFromJson,
  partialToJson,
  play: skyscrapersPlay,
  edit: skyscrapersEdit,
  generator: skyscrapersGenerator,
  collection,
  ratingScale: skyscrapersScale,
};
