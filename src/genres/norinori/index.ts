// Norinori: shade cells of a grid divided into rooms so that every room holds exactly two shaded cells and every
// shaded cell touches exactly one other shaded cell orthogonally: the shaded cells form dominoes, which may cross room
// borders, and no two dominoes touch (except diagonally).
// Example (puzz.link `norinori/5/5/cag4ocjo`):
//     rooms    shaded
//     AABCC    # # . . .
//     BBBCC    . . # # .
//     BDDCC    # # . . #
//     DDDDD    . . . . #
//     EEDDD    # # . . .

import type { Genre } from '../../core/genre.js';
import { norinoriChecker } from './check.js';
import { collection } from './collection.js';
import { answers, fileFormat, urlFormat } from './formats.js';
import { norinoriGenerator, norinoriScale } from './generate.js';
import { buildModel } from './model.js';
import { norinoriEdit, norinoriPlay } from './play.js';
import type { NorinoriAnswer, NorinoriPartial, NorinoriPuzzle } from './puzzle.js';
import { maximumNorinoriSize, norinoriSize } from './puzzle.js';
import { render } from './render.js';

export type { NorinoriAnswer, NorinoriPartial, NorinoriPuzzle } from './puzzle.js';
export { makeNorinori, maximumNorinoriSize } from './puzzle.js';

export const norinori: Genre<NorinoriPuzzle, NorinoriAnswer, NorinoriPartial> = {
  id: 'norinori',
  name: 'Norinori',
  aliases: ['nori-nori'],
  rules:
    'Shade cells of a grid divided into rooms. Every room holds exactly two shaded cells, and every shaded cell touches ' +
    'exactly one other shaded cell orthogonally: the shaded cells form dominoes, which may cross room borders and never ' +
    'touch one another except diagonally.',
  formats: [urlFormat, fileFormat],
  defaultFormat: 'url',
  examples: ['https://puzz.link/p?norinori/5/5/cag4ocjo'],
  maximumSize: maximumNorinoriSize,
  size: norinoriSize,
  model: buildModel,
  ...norinoriChecker,
  render,
  ...answers,
  play: norinoriPlay,
  edit: norinoriEdit,
  generator: norinoriGenerator,
  collection,
  ratingScale: norinoriScale,
};
