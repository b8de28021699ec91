// Slant (Gokigen Naname): draw one diagonal in every cell. A number on a corner says how many diagonals touch that
// corner, and the diagonals never form a loop.
// Example (puzz.link `gokigen/4/4/iaegcgcj6a`):  . . . 0 .        \ / \ /
//                                                . 4 . . .        / \ \ \
//                                                2 . . . 2   ->   \ \ / /
//                                                . . . . .        / / / \
//                                                . 1 . 0 .

import type { Genre } from '../../core/genre.js';
import { check, checkCodes } from './check.js';
import { collection } from './collection.js';
import { answerFromJson, answerToJson, describeEntry, partialToJson, render, slantIdFormat, textFormat, urlFormat } from './formats.js';
import { slantGenerator, slantScale } from './generate.js';
import { buildModel } from './model.js';
import { slantEdit, slantPlay } from './play.js';
import type { SlantAnswer, SlantPartial, SlantPuzzle } from './puzzle.js';
import { maximumSlantSize, slantSize } from './puzzle.js';

export type { Diagonal, SlantAnswer, SlantClue, SlantPartial, SlantPuzzle } from './puzzle.js';
export { clueId, makeSlant, maximumSlantSize } from './puzzle.js';

export const slant: Genre<SlantPuzzle, SlantAnswer, SlantPartial> = {
  id: 'slant',
  name: 'Slant',
  aliases: ['gokigen', 'gokigen-naname'],
  rules:
    'Draw one diagonal in every cell. A number on a corner says how many diagonals touch that corner, and the ' +
    'diagonals never form a loop.',
  formats: [urlFormat, slantIdFormat, textFormat],
  defaultFormat: 'url',
  examples: ['https://puzz.link/p?gokigen/4/4/iaegcgcj6a', '5x5:g21a1a1a21122e1b3d2a2a'],
  maximumSize: maximumSlantSize,
  size: slantSize,
  model: buildModel,
  check,
  checkCodes,
  render,
  answerToJson,
  answerFromJson,
  partialToJson,
  describeEntry,
  play: slantPlay,
  edit: slantEdit,
  generator: slantGenerator,
  collection,
  ratingScale: slantScale,
};
