// Double Choco: divide the grid along the cell edges into regions, each one connected white half and one connected
// grey half of the same shape (turned or reflected as may be). A number is the size of its half.
// Example (https://puzz.link/p?dbchoco/2/2/c3h): the white top row and the grey bottom row are one region.
//   .  .        +-------+
//   #  #   ->   | .   . |
//               | #   # |
//               +-------+

import type { Genre } from '../../core/genre.js';
import { borderEntries, describeBorder } from '../shared/border-play.js';
import { check, checkCodes } from './check.js';
import { collection } from './collection.js';
import { answerFromJson, answerToJson, fileFormat, partialToJson, urlFormat } from './formats.js';
import { doubleChocoGenerator, doubleChocoScale } from './generate.js';
import { buildModel } from './model.js';
import { doubleChocoEdit, doubleChocoPlay } from './play.js';
import type { DoubleChocoAnswer, DoubleChocoPartial, DoubleChocoPuzzle } from './puzzle.js';
import { doubleChocoSize, maximumDoubleChocoSize } from './puzzle.js';
import { render } from './render.js';

export type { DoubleChocoAnswer, DoubleChocoClue, DoubleChocoPartial, DoubleChocoPuzzle } from './puzzle.js';

export const dbchoco: Genre<DoubleChocoPuzzle, DoubleChocoAnswer, DoubleChocoPartial> = {
  id: 'dbchoco',
  name: 'Double Choco',
  aliases: ['double-choco', 'doublechoco'],
  rules:
    'Divide the grid along the cell edges into regions. Each region holds one connected area of white cells and one of grey cells, the two of the same shape (they may be turned or reflected). A number gives the size of the area of its colour in its region.',
  formats: [urlFormat, fileFormat],
  defaultFormat: 'url',
  examples: ['https://puzz.link/p?dbchoco/6/6/ueoq8p30g42j4n5s22j', 'https://puzz.link/p?dbchoco/6/6/pu9hgpe05zu'],
  maximumSize: maximumDoubleChocoSize,
  size: doubleChocoSize,
  model: buildModel,
  check,
  checkCodes,
  render,
  answerToJson,
  answerFromJson,
  partialToJson,
  entries: borderEntries,
  describeEntry: (entry) => describeBorder(entry, maximumDoubleChocoSize, 'one region'),
  play: doubleChocoPlay,
  edit: doubleChocoEdit,
  generator: doubleChocoGenerator,
  collection,
  ratingScale: doubleChocoScale,
};
