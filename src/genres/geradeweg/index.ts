// Geradeweg: draw one loop through the centres of cells, never crossing or branching; it need not pass every cell,
// but it passes every numbered cell. Each straight segment of the loop through a numbered cell (the line straight
// through it, or each of the two arms of a turn there, from turn to turn) is as many steps from cell to cell long as
// the number; the two arms of a turn at a `?` are equally long.
// Example (puzz.link `geradeweg/5/5/l211i2h3i4k`, pzprjs's test puzzle):
//   . . . . .      ┌─┐ ┌───┐
//   . 2 1 1 .      │ 2 1─1 │
//   . . 2 . .  ->  │ └─2─┘ │
//   3 . . . 4      3─────┐ 4
//   . . . . .      · · · └─┘
// (drawn with its answer in geradeweg.test.ts).

import type { Genre } from '../../core/genre.js';
import { lineAnswers } from '../shared/centre-loop.js';
import { geradewegChecker } from './check.js';
import { collection } from './collection.js';
import { fileFormat, urlFormat } from './formats.js';
import { geradewegGenerator } from './generate.js';
import { buildModel } from './model.js';
import { geradewegEdit, geradewegPlay } from './play.js';
import type { GeradewegAnswer, GeradewegPartial, GeradewegPuzzle } from './puzzle.js';
import { geradewegSize, maximumGeradewegSize } from './puzzle.js';
import { geradewegScale } from './rating.js';
import { render } from './render.js';

export type { GeradewegAnswer, GeradewegClue, GeradewegPartial, GeradewegPuzzle } from './puzzle.js';

export const geradeweg: Genre<GeradewegPuzzle, GeradewegAnswer, GeradewegPartial> = {
  id: 'geradeweg',
  name: 'Geradeweg',
  aliases: [],
  rules:
    'Draw one loop through the centres of cells, never crossing or branching, that passes every numbered cell (it ' +
    'need not pass the others). Each straight segment of the loop through a numbered cell, from turn to turn, is as ' +
    'many steps from cell to cell long as the number; the two arms of a turn at a ? are equally long.',
  formats: [urlFormat, fileFormat],
  defaultFormat: 'url',
  examples: ['https://puzz.link/p?geradeweg/5/5/l211i2h3i4k'],
  maximumSize: maximumGeradewegSize,
  size: geradewegSize,
  model: buildModel,
  ...geradewegChecker,
  render,
  ...lineAnswers(geradewegSize),
  play: geradewegPlay,
  generator: geradewegGenerator,
  collection,
  ratingScale: geradewegScale,
  edit: geradewegEdit,
};
