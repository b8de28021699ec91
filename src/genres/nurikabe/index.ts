// Nurikabe: shade some cells so that the shaded cells form one orthogonally connected wall without any 2×2 block,
// and every area of unshaded cells (an island) holds exactly one number, which says how many cells the island has.
// Numbered cells stay unshaded.
// Example (puzz.link `nurikabe/5/5/g5k2o1k3g`):   . 5 . . .      . 5 # # #
//                                                      . . 2 . .      . # 2 . #
//                                                      . . . . .  ->  . # # # #
//                                                      . . 1 . .      . # 1 # .
//                                                      . . . 3 .      # # # 3 .

import type { Genre } from '../../core/genre.js';
import { clueShadingText } from '../shared/clue-shading.js';
import { nurikabeChecker } from './check.js';
import { collection } from './collection.js';
import { answerFromJson, answerToJson, partialToJson, textFormat, urlFormat } from './formats.js';
import { nurikabeGenerator, nurikabeScale } from './generate.js';
import { buildModel } from './model.js';
import { nurikabeEdit, nurikabePlay } from './play.js';
import type { NurikabeAnswer, NurikabePartial, NurikabePuzzle } from './puzzle.js';
import { maximumNurikabeSize, nurikabeSize } from './puzzle.js';

export type { NurikabeAnswer, NurikabeClue, NurikabePartial, NurikabePuzzle } from './puzzle.js';
export { clueId, makeNurikabe, maximumNurikabeSize } from './puzzle.js';

export const nurikabe: Genre<NurikabePuzzle, NurikabeAnswer, NurikabePartial> = {
  id: 'nurikabe',
  name: 'Nurikabe',
  aliases: ['islands'],
  rules:
    'Shade some cells so that the shaded cells form one orthogonally connected area with no 2×2 block all shaded. ' +
    'Every area of unshaded cells (an island) holds exactly one number, which says how many cells the island has; ' +
    'numbered cells stay unshaded.',
  formats: [urlFormat, textFormat],
  defaultFormat: 'url',
  examples: ['https://puzz.link/p?nurikabe/5/5/g5k2o1k3g', 'nurikabe\n. . . 2\n. 1 . .\n. . . .\n. . 2 .\n'],
  maximumSize: maximumNurikabeSize,
  size: nurikabeSize,
  model: buildModel,
  ...nurikabeChecker,
  render: (puzzle, answer) => clueShadingText(nurikabeSize(puzzle), puzzle.clues, answer),
  answerToJson,
  answerFromJson,
  partialToJson,
  play: nurikabePlay,
  edit: nurikabeEdit,
  generator: nurikabeGenerator,
  collection,
  ratingScale: nurikabeScale,
};
