// Tapa: shade some cells so that the shaded cells form one orthogonally connected wall with no 2×2 block all shaded;
// clue cells stay unshaded. Each clue lists the lengths of the runs of shaded cells among the (up to) eight cells
// round it, in any order; `?` stands for a run of any length.
// Example (puz.link `tapa/5/5/3n5hchhajn2`):   3 . . . .      3 # # # #
//                                                . . . . 5      # # . # 5
//                                                . . 311 . . -> # . 311 # #
//                                               31 . . . .     31 # . # .
//                                                . . . . 2      # # # # 2

import type { Genre } from '../../core/genre.js';
import { tapaChecker } from './check.js';
import { collection } from './collection.js';
import { answers, fileFormat, urlFormat } from './formats.js';
import { tapaGenerator } from './generate.js';
import { buildModel } from './model.js';
import { tapaEdit, tapaPlay } from './play.js';
import type { TapaAnswer, TapaPartial, TapaPuzzle } from './puzzle.js';
import { maximumTapaSize, tapaSize } from './puzzle.js';
import { render } from './render.js';

export type { TapaAnswer, TapaClue, TapaNumber, TapaPartial, TapaPuzzle } from './puzzle.js';
export { clueId, makeTapa, maximumTapaSize } from './puzzle.js';

export const tapa: Genre<TapaPuzzle, TapaAnswer, TapaPartial> = {
  id: 'tapa',
  name: 'Tapa',
  aliases: [],
  rules:
    'Shade some cells so that all shaded cells form one orthogonally connected area and no 2×2 block is all shaded; ' +
    'clue cells stay unshaded. Each clue lists the lengths of the runs of shaded cells among the eight cells around ' +
    'it, in any order; a ? stands for a run of any length.',
  formats: [urlFormat, fileFormat],
  defaultFormat: 'url',
  examples: ['https://puzz.link/p?tapa/5/5/3n5hchhajn2', 'pzprv3/tapa/5/5/3 . . . . /. . . . 5 /. . 3,1,1 . . /3,1 . . . . /. . . . 2 /'],
  maximumSize: maximumTapaSize,
  size: tapaSize,
  model: buildModel,
  ...tapaChecker,
  render,
  ...answers,
  play: tapaPlay,
  edit: tapaEdit,
  generator: tapaGenerator,
  collection,
};
