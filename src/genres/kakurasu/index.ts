// Kakurasu: shade some cells of the grid. A row's clue is the sum of the column numbers (1, 2, 3, ... from the left)
// of its shaded cells; a column's clue is the sum of the row numbers (from the top) of its shaded cells. A missing
// clue (`-` or `.`) leaves its line free. Example (row clues, then column clues):   . . # #  7
//   7 8 4 0                                                                         # . # #  8
//   2 0 3 6                                                                         . . . #  4
//                                                                                   . . . .  0
//                                                                                   2 0 3 6

import type { Genre } from '../../core/genre.js';
import { kakurasuChecker } from './check.js';
import { answerFromJson, answerToJson, jsonFormat, partialToJson, textFormat } from './formats.js';
import { collection } from './collection.js';
import { kakurasuGenerator } from './generate.js';
import { buildModel } from './model.js';
import { kakurasuEdit, kakurasuPlay } from './play.js';
import type { KakurasuAnswer, KakurasuPartial, KakurasuPuzzle } from './puzzle.js';
import { kakurasuSize, maximumKakurasuSize } from './puzzle.js';
import { render } from './render.js';

export type { KakurasuAnswer, KakurasuClue, KakurasuPartial, KakurasuPuzzle } from './puzzle.js';
export { columnClueId, makeKakurasu, maximumKakurasuSize, rowClueId } from './puzzle.js';

export const kakurasu: Genre<KakurasuPuzzle, KakurasuAnswer, KakurasuPartial> = {
  id: 'kakurasu',
  name: 'Kakurasu',
  aliases: [],
  rules:
    'Shade some cells. Each row clue is the sum of the column numbers (1, 2, 3, ... from the left) of the shaded cells ' +
    'in that row; each column clue is the sum of the row numbers (from the top) of the shaded cells in that column. ' +
    'A line without a clue may hold any shading.',
  formats: [textFormat, jsonFormat],
  defaultFormat: 'text',
  examples: ['7 8 4 0\n2 0 3 6\n', '3 9 9 6 7\n6 - 10 - 7\n', '{"rowClues":[null,7,7,4,12],"columnClues":[8,9,2,14,6,1]}'],
  maximumSize: { rows: maximumKakurasuSize, columns: maximumKakurasuSize },
  size: kakurasuSize,
  model: buildModel,
  ...kakurasuChecker,
  render,
  answerToJson,
  answerFromJson,
  partialToJson,
  play: kakurasuPlay,
  edit: kakurasuEdit,
  generator: kakurasuGenerator,
  collection,
};
