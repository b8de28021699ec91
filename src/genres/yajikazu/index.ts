// Yajisan-Kazusan: shade some cells, clue cells included, so that no two shaded cells touch orthogonally and the
// unshaded cells form one orthogonally connected area. An unshaded clue gives the number of shaded cells in the
// direction of its arrow, up to the edge; a shaded clue says nothing.
// Example (puz.link `yajikazu/6/6/40d23663i32h12b32a12a11c`; # shaded, #↑2 a shaded clue):
//    →0   .   .   .   .  ↓3          →0    .    .    .    .   ↓3
//   ↑99   .   .   .   .   .        #↑99    .    #    .    .    #
//     .   .   .   .  ←2   .   ->      .    #    .    #   ←2    .
//     .   .   .   .   .   .           .    .    .    .    .    #
//     .  ↑2   .   .  ←2   .           .  #↑2    .    #   ←2    .
//    ↑2   .  ↑1   .   .   .         #↑2    .   ↑1    .    .    #

import type { Genre } from '../../core/genre.js';
import { yajikazuChecker } from './check.js';
import { collection } from './collection.js';
import { answers, fileFormat, urlFormat } from './formats.js';
import { yajikazuGenerator } from './generate.js';
import { buildModel } from './model.js';
import { yajikazuEdit, yajikazuPlay } from './play.js';
import type { YajikazuAnswer, YajikazuPartial, YajikazuPuzzle } from './puzzle.js';
import { maximumYajikazuSize, yajikazuSize } from './puzzle.js';
import { render } from './render.js';

export type { YajikazuAnswer, YajikazuClue, YajikazuPartial, YajikazuPuzzle } from './puzzle.js';
export { clueId, makeYajikazu, maximumYajikazuSize } from './puzzle.js';

export const yajikazu: Genre<YajikazuPuzzle, YajikazuAnswer, YajikazuPartial> = {
  id: 'yajikazu',
  name: 'Yajisan-Kazusan',
  aliases: ['yajisan-kazusan', 'yajisankazusan'],
  rules:
    'Shade some cells, clue cells included, so that no two shaded cells touch orthogonally and all unshaded cells form ' +
    'one orthogonally connected area. An unshaded clue gives the number of shaded cells in the direction of its arrow, ' +
    'up to the edge; a shaded clue says nothing.',
  formats: [urlFormat, fileFormat],
  defaultFormat: 'url',
  examples: ['https://puzz.link/p?yajikazu/6/6/40d23663i32h12b32a12a11c'],
  maximumSize: maximumYajikazuSize,
  size: yajikazuSize,
  model: buildModel,
  ...yajikazuChecker,
  render,
  ...answers,
  play: yajikazuPlay,
  edit: yajikazuEdit,
  generator: yajikazuGenerator,
  collection,
};
