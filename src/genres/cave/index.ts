// Cave (Bag): shade some cells so that the unshaded cells, the cave, form one orthogonally connected area and every
// shaded cell reaches the edge of the grid through shaded cells (the cave encloses none). Numbered cells are in the
// cave, and each number counts the cave cells it sees along its row and column, itself included.
// Example (puz.link `cave/6/6/g3q2h3jbj3i3i2g`):   .  3 .  . . .      #  3 .  . # #
//                                                    .  . .  . . .      #  # #  . # #
//                                                    .  2 .  . 3 .  ->  #  2 #  . 3 #
//                                                    .  . . 11 . .      .  . . 11 . .
//                                                    .  . 3  . . .      .  # 3  . # #
//                                                    3  . .  . 2 .      3  # #  . 2 #

import type { Genre } from '../../core/genre.js';
import { clueShadingText } from '../shared/clue-shading.js';
import { caveChecker } from './check.js';
import { answers, fileFormat, urlFormat } from './formats.js';
import { collection } from './collection.js';
import { caveGenerator } from './generate.js';
import { buildModel } from './model.js';
import { caveEdit, cavePlay } from './play.js';
import type { CaveAnswer, CavePartial, CavePuzzle } from './puzzle.js';
import { caveSize, maximumCaveSize } from './puzzle.js';

export type { CaveAnswer, CaveClue, CavePartial, CavePuzzle } from './puzzle.js';
export { clueId, makeCave, maximumCaveSize } from './puzzle.js';

export const cave: Genre<CavePuzzle, CaveAnswer, CavePartial> = {
  id: 'cave',
  name: 'Cave',
  aliases: ['bag'],
  rules:
    'Shade some cells so that the unshaded cells (the cave) form one orthogonally connected area and every shaded cell ' +
    'reaches the edge of the grid through shaded cells. Numbered cells stay unshaded; each number counts the unshaded ' +
    'cells it sees along its row and column, itself included, up to a shaded cell or the edge.',
  formats: [urlFormat, fileFormat],
  defaultFormat: 'url',
  examples: ['https://puzz.link/p?cave/6/6/g3q2h3jbj3i3i2g', 'pzprv3/cave/6/6/. 3 . . . . /. . . . . . /. 2 . . 3 . /. . . 11 . . /. . 3 . . . /3 . . . 2 . /'],
  maximumSize: maximumCaveSize,
  size: caveSize,
  model: buildModel,
  ...caveChecker,
  render: (puzzle, answer) => clueShadingText(caveSize(puzzle), puzzle.clues, answer),
  ...answers,
  play: cavePlay,
  edit: caveEdit,
  generator: caveGenerator,
  collection,
};
