// Masyu (Simon Tatham's Pearl): draw one loop through the centres of cells, never crossing or branching, that passes
// every pearl. On a white pearl the loop goes straight and turns in the cell before or after it; on a black pearl
// it turns and goes straight through the next cell on both of its lines.
// Example: https://puzz.link/p?mashu/6/6/1063000i3000 (three white pearls, two black), drawn in model.ts.

import type { Genre } from '../../core/genre.js';
import { masyuChecker } from './check.js';
import { collection } from './collection.js';
import { pearlFormat, textFormat, urlFormat } from './formats.js';
import { buildModel } from './model.js';
import type { MasyuAnswer, MasyuPartial, MasyuPuzzle } from './puzzle.js';
import { masyuSize, maximumMasyuSize } from './puzzle.js';
import { masyuEdit, masyuPlay } from './play.js';
import { render } from './render.js';
import { masyuScale } from './rating.js';
import { masyuGenerator } from './generate.js';
import { lineAnswers } from '../shared/centre-loop.js';

export type { MasyuAnswer, MasyuPartial, MasyuPuzzle, Pearl } from './puzzle.js';

export const masyu: Genre<MasyuPuzzle, MasyuAnswer, MasyuPartial> = {
  id: 'masyu',
  name: 'Masyu',
  aliases: ['mashu', 'pearl'],
  rules:
    'Draw one loop through the centres of cells, never crossing or branching, that passes every pearl. On a white ' +
    'pearl the loop goes straight and turns in the cell before or after it (or both); on a black pearl it turns and ' +
    'goes straight through the next cell on both of its lines.',
  formats: [urlFormat, pearlFormat, textFormat],
  defaultFormat: 'url',
  examples: ['https://puzz.link/p?mashu/6/6/1063000i3000', '6x6:aWWhWaWaBaBaWeWeWcB'],
  maximumSize: maximumMasyuSize,
  size: masyuSize,
  model: buildModel,
  ...masyuChecker,
  render,
  ...lineAnswers(masyuSize),
  play: masyuPlay,
  generator: masyuGenerator,
  collection,
  ratingScale: masyuScale,
  edit: masyuEdit,
};
