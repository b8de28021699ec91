// Fillomino (Simon Tatham's Filling): fill every cell with a number. Cells with equal numbers that touch along an
// edge form a region of exactly that many cells, so two regions of the same size never share an edge.
// Example (https://puzz.link/p?fillomino/3/2/13g2h): the 1 stands alone, the 2s and the 3s fill the rest.
//   1 3 .        1 3 3
//   2 . .   ->   2 2 3

import type { Genre } from '../../core/genre.js';
import { check, checkCodes } from './check.js';
import { answerFromJson, answerToJson, fileFormat, fillingFormat, partialToJson, urlFormat } from './formats.js';
import { collection } from './collection.js';
import { fillominoGenerator } from './generate.js';
import { buildModel } from './model.js';
import { fillominoEdit, fillominoPlay } from './play.js';
import type { FillominoAnswer, FillominoPartial, FillominoPuzzle } from './puzzle.js';
import { fillominoSize, maximumFillominoSize } from './puzzle.js';
import { render } from './render.js';

export type { FillominoAnswer, FillominoClue, FillominoPartial, FillominoPuzzle } from './puzzle.js';

export const fillomino: Genre<FillominoPuzzle, FillominoAnswer, FillominoPartial> = {
  id: 'fillomino',
  name: 'Fillomino',
  aliases: ['filling'],
  rules: 'Fill every cell with a number. Cells with equal numbers that touch along an edge form a region of exactly that many cells; two regions of the same size never share an edge.',
  formats: [urlFormat, fillingFormat, fileFormat],
  defaultFormat: 'url',
  examples: ['https://puzz.link/p?fillomino/3/2/13g2h', 'https://puzz.link/p?fillomino/4/4/g5g1n5g91', 'https://puzz.link/p?fillomino/6/6/h4j53g2k5233k2g14j3h', '9x7:b3b6a7c3c64a26624d66c26b66b7a5b246b6a5e6b55'],
  maximumSize: maximumFillominoSize,
  size: fillominoSize,
  model: buildModel,
  check,
  checkCodes,
  render,
  answerToJson,
  answerFromJson,
  partialToJson,
  play: fillominoPlay,
  edit: fillominoEdit,
  generator: fillominoGenerator,
  collection,
};
