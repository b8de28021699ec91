// Kakuro: write a digit 1 to 9 in every white cell. A sum in a block (or in the border above and left of the grid)
// is what the run of white cells to its right, or below it, adds up to; no run holds a digit twice.
// Example (pzprjs's test puzzle, https://puzz.link/p?kakuro/5/5/48la0.na0lh3l0Bn.0cl.c4a3), down\across:
//    \  12\  4\   \   \          \  12\  4\   \   \
//    \ 4\8   .   . 10\   \         \ 4\8   5   3 10\   \
//  \10   .   .   .   . 10\   ->  \10   3   4   1   2 10\
//   \3   .   . 17\3  .   .        \3   1   2 17\3  1   2
//    \    \21  .   .   .   .        \    \21  1   9   3   8
//    \    \  \12  .   .   \         \    \  \12  8   4   \

import type { Genre } from '../../core/genre.js';
import { check, checkCodes } from './check.js';
import { collection } from './collection.js';
import { answerFromJson, answerToJson, fileFormat, partialToJson, urlFormat } from './formats.js';
import { kakuroGenerator, kakuroScale } from './generate.js';
import { buildModel } from './model.js';
import { kakuroEdit, kakuroPlay } from './play.js';
import type { KakuroAnswer, KakuroPartial, KakuroPuzzle } from './puzzle.js';
import { kakuroSize, maximumKakuroSize } from './puzzle.js';
import { render } from './render.js';

export type { KakuroAnswer, KakuroCell, KakuroPartial, KakuroPuzzle, KakuroSum } from './puzzle.js';
export { makeKakuro, maximumKakuroSize, runsOf } from './puzzle.js';
export { pzprv3Digits } from './formats.js';

export const kakuro: Genre<KakuroPuzzle, KakuroAnswer, KakuroPartial> = {
  id: 'kakuro',
  name: 'Kakuro',
  aliases: [],
  rules:
    'Write a digit from 1 to 9 in every white cell. A sum in a block, or in the border, is what the run of white cells ' +
    'to its right (or below it) adds up to, and no run holds a digit twice.',
  formats: [urlFormat, fileFormat],
  defaultFormat: 'url',
  examples: ['https://puzz.link/p?kakuro/5/5/48la0.na0lh3l0Bn.0cl.c4a3'],
  maximumSize: { rows: maximumKakuroSize, columns: maximumKakuroSize },
  size: kakuroSize,
  model: buildModel,
  check,
  checkCodes,
  render,
  answerToJson,
  answerFromJson,
  partialToJson,
  play: kakuroPlay,
  edit: kakuroEdit,
  generator: kakuroGenerator,
  collection,
  ratingScale: kakuroScale,
};
