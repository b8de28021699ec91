// Nurimisaki: shade some cells so that the unshaded cells form one orthogonally connected area and no 2×2 block is
// all shaded or all unshaded. Every circle is unshaded and a cape (a dead end: exactly one unshaded neighbour), and
// every cape holds a circle; a number in a circle counts the unshaded cells in the line from it through its open side,
// itself included, up to a shaded cell or the edge.
// Example (puz.link `nurimisaki/5/5/g.i.m2l.j`):   . o . . .      # o . . .
//                                                  o . . . .      o # # # .
//                                                  . . . 2 .  ->  . . # 2 .
//                                                  . . . . .      # . # # .
//                                                  o . . . .      o . . . .

import type { Genre } from '../../core/genre.js';
import { clueShadingText } from '../shared/clue-shading.js';
import { nurimisakiChecker } from './check.js';
import { answers, fileFormat, urlFormat } from './formats.js';
import { collection } from './collection.js';
import { nurimisakiGenerator, nurimisakiScale } from './generate.js';
import { buildModel } from './model.js';
import { nurimisakiEdit, nurimisakiPlay } from './play.js';
import type { NurimisakiAnswer, NurimisakiPartial, NurimisakiPuzzle } from './puzzle.js';
import { maximumNurimisakiSize, nurimisakiSize } from './puzzle.js';

export type { NurimisakiAnswer, NurimisakiClue, NurimisakiPartial, NurimisakiPuzzle } from './puzzle.js';
export { clueId, makeNurimisaki, maximumNurimisakiSize } from './puzzle.js';

export const nurimisaki: Genre<NurimisakiPuzzle, NurimisakiAnswer, NurimisakiPartial> = {
  id: 'nurimisaki',
  name: 'Nurimisaki',
  aliases: [],
  rules:
    'Shade some cells so that the unshaded cells form one orthogonally connected area and no 2×2 block is all shaded ' +
    'or all unshaded. Every circle is unshaded and a cape: a dead end with exactly one unshaded neighbour; every such ' +
    'dead end holds a circle. A number in a circle counts the unshaded cells in the straight line from the circle ' +
    'through its open neighbour, the circle included, up to a shaded cell or the edge.',
  // The circles are the grid, not clues (see model.ts): a step may follow from them and the rules alone.
  layout: 'the circles',
  formats: [urlFormat, fileFormat],
  defaultFormat: 'url',
  examples: ['https://puzz.link/p?nurimisaki/5/5/g.i.m2l.j', 'pzprv3/nurimisaki/5/5/. - . . . /- . . . . /. . . 2 . /. . . . . /- . . . . /'],
  maximumSize: maximumNurimisakiSize,
  size: nurimisakiSize,
  model: buildModel,
  ...nurimisakiChecker,
  render: (puzzle, answer) => clueShadingText(nurimisakiSize(puzzle), puzzle.clues, answer, 'o'),
  ...answers,
  play: nurimisakiPlay,
  edit: nurimisakiEdit,
  generator: nurimisakiGenerator,
  ratingScale: nurimisakiScale,
  collection,
};
