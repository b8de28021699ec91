// Aqre: shade some cells of a grid divided into rooms. A number in a room says how many of its cells are shaded; the
// shaded cells form one orthogonally connected area; and no four shaded cells, nor four unshaded ones, lie in a row
// along a row or a column.
// Example (puz.link `aqre/6/6/444400vvo3u0012345g`, rooms drawn by their numbers' cells):
//     0 . . 1 . .        . . . # . .
//     2 . . 3 . .        # # . # # #
//     4 . . 5 . .   ->   . # # . # #
//     . . . . . .        # # . # # #
//     . . . . . .        # . # # . .
//     . . . . . .        # # # . . .

import type { Genre } from '../../core/genre.js';
import { aqreChecker } from './check.js';
import { collection } from './collection.js';
import { answers, fileFormat, urlFormat } from './formats.js';
import { aqreGenerator, aqreScale } from './generate.js';
import { buildModel } from './model.js';
import { aqreEdit, aqrePlay } from './play.js';
import type { AqreAnswer, AqrePartial, AqrePuzzle } from './puzzle.js';
import { aqreSize, maximumAqreSize } from './puzzle.js';
import { render } from './render.js';

export type { AqreAnswer, AqreNumber, AqrePartial, AqrePuzzle } from './puzzle.js';
export { clueId, makeAqre, maximumAqreSize } from './puzzle.js';

export const aqre: Genre<AqrePuzzle, AqreAnswer, AqrePartial> = {
  id: 'aqre',
  name: 'Aqre',
  aliases: [],
  rules:
    'Shade some cells of a grid divided into rooms. A number in a room says how many of its cells are shaded. The ' +
    'shaded cells form one orthogonally connected area, and no four shaded cells, nor four unshaded ones, lie in a row ' +
    'along a row or a column.',
  formats: [urlFormat, fileFormat],
  defaultFormat: 'url',
  examples: ['https://puzz.link/p?aqre/6/6/444400vvo3u0012345g'],
  maximumSize: maximumAqreSize,
  size: aqreSize,
  model: buildModel,
  ...aqreChecker,
  render,
  ...answers,
  play: aqrePlay,
  edit: aqreEdit,
  generator: aqreGenerator,
  ratingScale: aqreScale,
  collection,
};
