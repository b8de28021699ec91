// Canal View: shade some cells so that the shaded cells form one orthogonally connected area with no 2×2 block all
// shaded. Numbered cells stay unshaded, and each number counts the shaded cells next to it in straight lines along its
// row and column, each line up to an unshaded cell or the edge.
// Example (puz.link `canal/6/6/3i3h2z4h5i2`):   3 . . . 3 .      3 # # # 3 .
//                                                 . 2 . . . .      . 2 # . . .
//                                                 . . . . . .  ->  . . # . # .
//                                                 . . . . . .      . # # # # #
//                                                 . . . . 4 .      # # . # 4 #
//                                                 . 5 . . . 2      # 5 # # . 2

import type { Genre } from '../../core/genre.js';
import { clueShadingText } from '../shared/clue-shading.js';
import { canalChecker } from './check.js';
import { answers, fileFormat, urlFormat } from './formats.js';
import { collection } from './collection.js';
import { canalGenerator } from './generate.js';
import { buildModel } from './model.js';
import { canalEdit, canalPlay } from './play.js';
import type { CanalAnswer, CanalPartial, CanalPuzzle } from './puzzle.js';
import { canalSize, maximumCanalSize } from './puzzle.js';

export type { CanalAnswer, CanalClue, CanalPartial, CanalPuzzle } from './puzzle.js';
export { clueId, makeCanal, maximumCanalSize } from './puzzle.js';

export const canal: Genre<CanalPuzzle, CanalAnswer, CanalPartial> = {
  id: 'canal',
  name: 'Canal View',
  aliases: [],
  rules:
    'Shade some cells so that the shaded cells form one orthogonally connected area and no 2×2 block is all shaded. ' +
    'Numbered cells stay unshaded; each number counts the shaded cells next to it in straight lines along its row and ' +
    'column, each line up to an unshaded cell or the edge.',
  formats: [urlFormat, fileFormat],
  defaultFormat: 'url',
  examples: ['https://puzz.link/p?canal/6/6/3i3h2z4h5i2', 'pzprv3/canal/6/6/3 . . . 3 . /. 2 . . . . /. . . . . . /. . . . . . /. . . . 4 . /. 5 . . . 2 /'],
  maximumSize: maximumCanalSize,
  size: canalSize,
  model: buildModel,
  ...canalChecker,
  render: (puzzle, answer) => clueShadingText(canalSize(puzzle), puzzle.clues, answer),
  ...answers,
  play: canalPlay,
  edit: canalEdit,
  generator: canalGenerator,
  collection,
};
