// Tentaisho (Simon Tatham's Galaxies, also Spiral Galaxies): divide the grid along the cell edges into regions, each
// holding exactly one dot and symmetric under a half turn about it. Dots sit at cell centres, on edges or at corners.
// Example (https://puzz.link/p?tentaisho/3/2/k4e): the dot on the edge between r1c1 and r2c1 takes the first
// column, the dot on the corner in the middle of the other four cells takes them.
//   +-+-+-+         +-+-+-+
//   |     |         | |   |
//   +o+ o +   ->    +o+ o +
//   |     |         | |   |
//   +-+-+-+         +-+-+-+

import type { Genre } from '../../core/genre.js';
import { bordersFromJson, bordersToJson, partialBordersToJson } from '../shared/border-answers.js';
import { borderEntries, describeBorder } from '../shared/border-play.js';
import { check, checkCodes } from './check.js';
import { collection } from './collection.js';
import { fileFormat, galaxiesFormat, urlFormat } from './formats.js';
import { tentaishoGenerator, tentaishoScale } from './generate.js';
import { buildModel } from './model.js';
import { tentaishoEdit, tentaishoPlay } from './play.js';
import type { TentaishoAnswer, TentaishoPartial, TentaishoPuzzle } from './puzzle.js';
import { maximumTentaishoSize, tentaishoSize } from './puzzle.js';
import { render } from './render.js';

export type { Dot, DotColour, TentaishoAnswer, TentaishoPartial, TentaishoPuzzle } from './puzzle.js';

export const tentaisho: Genre<TentaishoPuzzle, TentaishoAnswer, TentaishoPartial> = {
  id: 'tentaisho',
  name: 'Tentaisho',
  aliases: ['galaxies', 'spiral-galaxies'],
  rules:
    'Divide the grid into regions along the grid lines. Each region holds exactly one dot and is symmetric under a half turn about it (it looks the same turned upside down around the dot). Dots sit at cell centres, on edges or at corners.',
  // Which dots can reach a cell (the half turn about the dot keeps it in the grid) is part of the board the model
  // is built on: a step may follow from where the dots sit and the rules alone.
  layout: 'where the dots sit',
  formats: [urlFormat, galaxiesFormat, fileFormat],
  defaultFormat: 'url',
  examples: ['https://puzz.link/p?tentaisho/5/5/6fl94fi65en8dbf10000', '7x7:lfzmjffjfzdwibg'],
  maximumSize: maximumTentaishoSize,
  size: tentaishoSize,
  model: buildModel,
  check,
  checkCodes,
  render,
  answerToJson: bordersToJson,
  answerFromJson: (puzzle, json) => bordersFromJson(tentaishoSize(puzzle), json),
  partialToJson: partialBordersToJson,
  entries: borderEntries,
  describeEntry: (entry) => describeBorder(entry, maximumTentaishoSize, 'one galaxy'),
  play: tentaishoPlay,
  edit: tentaishoEdit,
  generator: tentaishoGenerator,
  collection,
  ratingScale: tentaishoScale,
};
