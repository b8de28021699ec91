// Double Back: a grid divided into rooms, some cells black. Draw one loop through the centres of all the cells that
// are not black, never crossing or branching, that enters every room exactly twice.
// Example (puzz.link `doubleback/4/4/14063o`, from pzprjs's test script; three rooms, no black cell):
//   rooms     loop
//   0000      ┌──┐
//   0011  ->  │┌┐│
//   0011      ││││
//   2222      └┘└┘
// The loop enters room 1 from above and from below, room 2 twice from above, and room 0 twice from the others.

import type { Genre } from '../../core/genre.js';
import { lineAnswers } from '../shared/centre-loop.js';
import { doubleBackChecker } from './check.js';
import { collection } from './collection.js';
import { fileFormat, urlFormat } from './formats.js';
import { doubleBackGenerator } from './generate.js';
import { buildModel } from './model.js';
import { doubleBackEdit, doubleBackPlay } from './play.js';
import type { DoubleBackAnswer, DoubleBackPartial, DoubleBackPuzzle } from './puzzle.js';
import { doubleBackSize, maximumDoubleBackSize } from './puzzle.js';
import { render } from './render.js';

export type { DoubleBackAnswer, DoubleBackPartial, DoubleBackPuzzle } from './puzzle.js';

export const doubleback: Genre<DoubleBackPuzzle, DoubleBackAnswer, DoubleBackPartial> = {
  id: 'doubleback',
  name: 'Double Back',
  aliases: ['double-back'],
  rules:
    'The grid is divided into rooms, and some cells are black. Draw one loop through the centres of all the cells ' +
    'that are not black, never crossing or branching, that enters every room exactly twice.',
  formats: [urlFormat, fileFormat],
  defaultFormat: 'url',
  examples: ['https://puzz.link/p?doubleback/4/4/14063o'],
  maximumSize: maximumDoubleBackSize,
  size: doubleBackSize,
  model: buildModel,
  ...doubleBackChecker,
  render,
  ...lineAnswers(doubleBackSize),
  play: doubleBackPlay,
  edit: doubleBackEdit,
  generator: doubleBackGenerator,
  collection,
};
