// Kurodoko (Kuromasu, Simon Tatham's Range): shade some cells so that no two shaded cells touch orthogonally, no
// numbered cell is shaded, and the unshaded cells form one orthogonally connected area. Each number counts the
// unshaded cells it sees along its row and column, itself included, up to a shaded cell or the edge.
// Example (puzz.link `kurodoko/5/5/i7g5l2l2g4i`):   . . . 7 .      . # . 7 .
//                                                      . 5 . . .  ->  . 5 # . .
//                                                      . . . . .      . # . . #
//                                                      2 . . . 2      2 . # . 2
//                                                      . 4 . . .      # 4 . . #

import type { Genre } from '../../core/genre.js';
import { clueShadingText } from '../shared/clue-shading.js';
import { kurodokoChecker } from './check.js';
import { answerFromJson, answerToJson, boardFormat, partialToJson, rangeFormat, urlFormat } from './formats.js';
import { collection } from './collection.js';
import { kurodokoGenerator } from './generate.js';
import { buildModel } from './model.js';
import { kurodokoEdit, kurodokoPlay } from './play.js';
import type { KurodokoAnswer, KurodokoPartial, KurodokoPuzzle } from './puzzle.js';
import { kurodokoSize, maximumKurodokoSize } from './puzzle.js';

export type { KurodokoAnswer, KurodokoClue, KurodokoPartial, KurodokoPuzzle } from './puzzle.js';
export { clueId, makeKurodoko, maximumKurodokoSize } from './puzzle.js';

export const kurodoko: Genre<KurodokoPuzzle, KurodokoAnswer, KurodokoPartial> = {
  id: 'kurodoko',
  name: 'Kurodoko',
  aliases: ['kuromasu', 'range'],
  rules:
    'Shade some cells so that no two shaded cells touch orthogonally, numbered cells stay unshaded, and all unshaded cells ' +
    'form one orthogonally connected area. Each number counts the unshaded cells it sees along its row and column, ' +
    'itself included, up to a shaded cell or the edge.',
  formats: [urlFormat, rangeFormat, boardFormat],
  defaultFormat: 'url',
  examples: ['https://puzz.link/p?kurodoko/5/5/i7g5l2l2g4i', '5x5:9_8f8g5f7_3', 'w 6\nh 5\nc 0 4 6\nc 1 3 5\nc 1 5 8\nc 3 2 10\nc 3 0 8\nc 4 1 9\n'],
  maximumSize: maximumKurodokoSize,
  size: kurodokoSize,
  model: buildModel,
  ...kurodokoChecker,
  render: (puzzle, answer) => clueShadingText(kurodokoSize(puzzle), puzzle.clues, answer),
  answerToJson,
  answerFromJson,
  partialToJson,
  play: kurodokoPlay,
  edit: kurodokoEdit,
  generator: kurodokoGenerator,
  collection,
};
