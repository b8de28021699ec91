// Simple Loop: some cells are shaded; draw one loop through the centres of all the other cells, passing each exactly
// once, going straight or turning there, never crossing or branching.
// Example: https://puzz.link/p?simpleloop/5/5/sg020 (r1c1-r1c3, r2c1 and r4c4 shaded), drawn with its answer in
// simpleloop.test.ts.

import type { Genre } from '../../core/genre.js';
import { lineAnswers } from '../shared/centre-loop.js';
import { simpleLoopChecker } from './check.js';
import { collection } from './collection.js';
import { fileFormat, urlFormat } from './formats.js';
import { simpleLoopGenerator } from './generate.js';
import { buildModel } from './model.js';
import { simpleLoopEdit, simpleLoopPlay } from './play.js';
import type { SimpleLoopAnswer, SimpleLoopPartial, SimpleLoopPuzzle } from './puzzle.js';
import { maximumSimpleLoopSize, simpleLoopSize } from './puzzle.js';
import { render } from './render.js';

export type { SimpleLoopAnswer, SimpleLoopPartial, SimpleLoopPuzzle } from './puzzle.js';

export const simpleloop: Genre<SimpleLoopPuzzle, SimpleLoopAnswer, SimpleLoopPartial> = {
  id: 'simpleloop',
  name: 'Simple Loop',
  aliases: ['simple-loop'],
  rules:
    'Some cells are shaded. Draw one loop through the centres of all the other cells, passing each exactly once, ' +
    'going straight or turning there, never crossing or branching.',
  formats: [urlFormat, fileFormat],
  defaultFormat: 'url',
  examples: ['https://puzz.link/p?simpleloop/5/5/sg020'],
  maximumSize: maximumSimpleLoopSize,
  size: simpleLoopSize,
  model: buildModel,
  ...simpleLoopChecker,
  render,
  ...lineAnswers(simpleLoopSize),
  play: simpleLoopPlay,
  generator: simpleLoopGenerator,
  collection,
  edit: simpleLoopEdit,
};
