// Hitori (Simon Tatham's Singles): shade some cells so that no number appears twice among the unshaded cells of a
// row or a column; shaded cells never touch orthogonally, and the unshaded cells form one orthogonally connected area.
// Example (puzz.link `hitori/4/4/1114142333214213`):   1 1 1 4      # 1 # 4
//                                                         1 4 2 3  ->  1 4 2 3
//                                                         3 3 2 1      # 3 # 1
//                                                         4 2 1 3      4 2 1 #

import type { Genre } from '../../core/genre.js';
import { hitoriChecker } from './check.js';
import { collection } from './collection.js';
import { answers, fileFormat, singlesFormat, urlFormat } from './formats.js';
import { hitoriGenerator, hitoriScale } from './generate.js';
import { buildModel } from './model.js';
import { hitoriEdit, hitoriPlay } from './play.js';
import type { HitoriAnswer, HitoriPartial, HitoriPuzzle } from './puzzle.js';
import { hitoriSize, maximumHitoriSize } from './puzzle.js';
import { render } from './render.js';

export type { HitoriAnswer, HitoriNumber, HitoriPartial, HitoriPuzzle } from './puzzle.js';
export { makeHitori, maximumHitoriSize, repetitionId } from './puzzle.js';

export const hitori: Genre<HitoriPuzzle, HitoriAnswer, HitoriPartial> = {
  id: 'hitori',
  name: 'Hitori',
  aliases: ['singles', 'hitorinishitekure'],
  rules:
    'Shade some cells so that no number appears twice among the unshaded cells of a row or a column. Shaded cells never ' +
    'touch orthogonally, and the unshaded cells form one orthogonally connected area.',
  formats: [urlFormat, singlesFormat, fileFormat],
  defaultFormat: 'url',
  examples: ['https://puzz.link/p?hitori/4/4/1114142333214213', '5x5:1534355153112542541542551', 'pzprv3/hitori/4/4/1 1 1 4 /1 4 2 3 /3 3 2 1 /4 2 1 3 /'],
  maximumSize: maximumHitoriSize,
  size: hitoriSize,
  model: buildModel,
  ...hitoriChecker,
  render,
  ...answers,
  play: hitoriPlay,
  edit: hitoriEdit,
  generator: hitoriGenerator,
  collection,
  ratingScale: hitoriScale,
};
