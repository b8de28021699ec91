// Satogaeri: the grid is divided into countries. Move every circle in a straight line, horizontally or vertically,
// so that every country ends with exactly one circle. A number says exactly how many cells its circle moves (0: it
// stays); a circle without a number moves any distance, or none. Tracks (start, passed and end cells) of two circles
// never share a cell, so no circle passes over or lands on another.
// Example (puzz.link `satogaeri/4/4/94g1g02m1h.j`; countries A, B, C; o is a circle without a number):
//     A A B B     2 . . .          . . 2 .
//     A A B B     . . . .    ->    1 . . .     moves r1c1>r1c3, r3c1>r2c1, r3c4>r3c2
//     C C B B     1 . . o          . o . .
//     C C B B     . . . .          . . . .

import type { Genre } from '../../core/genre.js';
import { check, checkCodes } from './check.js';
import { collection } from './collection.js';
import { answerFromJson, answerToJson, describeEntry, entries, jsonFormat, partialToJson, pzlFormat, thesisExample, urlFormat } from './formats.js';
import { satogaeriGenerator, satogaeriScale } from './generate.js';
import { buildModel } from './model.js';
import { satogaeriEdit, satogaeriPlay } from './play.js';
import type { SatogaeriAnswer, SatogaeriPartial, SatogaeriPuzzle } from './puzzle.js';
import { maximumSatogaeriSize, satogaeriSize } from './puzzle.js';
import { render } from './render.js';

export type { Move, SatogaeriAnswer, SatogaeriCircle, SatogaeriPartial, SatogaeriPuzzle } from './puzzle.js';
export { candidateMoves, countryCells, makeSatogaeri, trackOf } from './puzzle.js';
export { thesisExample } from './formats.js';

export const satogaeri: Genre<SatogaeriPuzzle, SatogaeriAnswer, SatogaeriPartial> = {
  id: 'satogaeri',
  name: 'Satogaeri',
  aliases: ['sato'],
  rules:
    'Move every circle in a straight line, horizontally or vertically, so that every country ends with exactly one circle. ' +
    'A number says exactly how many cells its circle moves (0: it stays); a circle without a number moves any distance, or none. ' +
    'Tracks of two circles never share a cell: no circle passes over or lands on another.',
  formats: [urlFormat, pzlFormat, jsonFormat],
  defaultFormat: 'url',
  examples: ['https://puzz.link/p?satogaeri/4/4/94g1g02m1h.j', thesisExample],
  maximumSize: maximumSatogaeriSize,
  size: satogaeriSize,
  model: (puzzle) => buildModel(puzzle),
  clueModel: (puzzle) => buildModel(puzzle, { clues: true }),
  check,
  checkCodes,
  render,
  answerToJson,
  answerFromJson,
  partialToJson,
  entries,
  describeEntry,
  generator: satogaeriGenerator,
  collection,
  ratingScale: satogaeriScale,
  play: satogaeriPlay,
  edit: satogaeriEdit,
};
