// Akari (Light Up): place lights in white cells so that every white cell is lit, where a light lights its own cell
// and every cell it sees along its row and column up to a wall or the edge; no light may shine on another, and a
// numbered wall has exactly that many lights on the cells beside it.
// Example (puzz.link `akari/6/6/nekcakbl`):   . . . . . .      . . L . . .
//                                                 . . 4 . . .      . L 4 L . .
//                                                 . . . . 2 .  ->  . . L . 2 L
//                                                 . 0 . . . .      . 0 . . L .
//                                                 . . . 1 . .      L . . 1 . .
//                                                 . . . . . .      . . . L . .

import type { Genre } from '../../core/genre.js';
import { check, checkCodes } from './check.js';
import { collection } from './collection.js';
import { answerFromJson, answerToJson, describeEntry, lightUpFormat, partialToJson, textFormat, urlFormat } from './formats.js';
import { akariGenerator, akariScale } from './generate.js';
import { buildModel } from './model.js';
import { akariEdit, akariPlay } from './play.js';
import type { AkariAnswer, AkariPartial, AkariPuzzle } from './puzzle.js';
import { akariSize, maximumAkariSize } from './puzzle.js';
import { render } from './render.js';

export type { AkariAnswer, AkariPartial, AkariPuzzle, AkariWall } from './puzzle.js';
export { clueId, makeAkari, maximumAkariSize } from './puzzle.js';

export const akari: Genre<AkariPuzzle, AkariAnswer, AkariPartial> = {
  id: 'akari',
  name: 'Akari',
  aliases: ['lightup', 'light-up', 'bijutsukan'],
  rules:
    'Place lights in white cells so that every white cell is lit: a light lights its own cell and every cell it sees ' +
    'along its row and column, up to a wall or the edge. No light may shine on another, and a numbered wall has ' +
    'exactly that many lights on the cells beside it.',
  formats: [urlFormat, lightUpFormat, textFormat],
  defaultFormat: 'url',
  examples: ['https://puzz.link/p?akari/6/6/nekcakbl', '7x7:dBc3c3a1i1i0aBc1c1d', '......\n.#.4..\n#.3...\n....2.\n.....#\n'],
  maximumSize: maximumAkariSize,
  size: akariSize,
  model: buildModel,
  check,
  checkCodes,
  render,
  answerToJson,
  answerFromJson,
  partialToJson,
  describeEntry,
  play: akariPlay,
  edit: akariEdit,
  generator: akariGenerator,
  collection,
  ratingScale: akariScale,
};
