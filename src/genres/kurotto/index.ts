// Kurotto: shade some cells. Circled cells stay unshaded, and a number in a circle is the total size of the shaded
// areas (orthogonally connected groups of shaded cells) that touch the circle orthogonally; a circle without a number
// says nothing more.
// Example (puz.link `kurotto/5/5/30m4h6h4m02`):   3 0 . . .      3 0 . . .
//                                                 . . . . 4      # . # # 4
//                                                 . . 6 . .  ->  # # 6 . #
//                                                 4 . . . .      4 . # . #
//                                                 . . . 0 2      # . . 0 2

import type { Genre } from '../../core/genre.js';
import { clueShadingText } from '../shared/clue-shading.js';
import { kurottoChecker } from './check.js';
import { answers, fileFormat, urlFormat } from './formats.js';
import { collection } from './collection.js';
import { kurottoGenerator } from './generate.js';
import { buildModel } from './model.js';
import { kurottoEdit, kurottoPlay } from './play.js';
import type { KurottoAnswer, KurottoPartial, KurottoPuzzle } from './puzzle.js';
import { kurottoSize, maximumKurottoSize } from './puzzle.js';

export type { KurottoAnswer, KurottoClue, KurottoPartial, KurottoPuzzle } from './puzzle.js';
export { clueId, makeKurotto, maximumKurottoSize } from './puzzle.js';

export const kurotto: Genre<KurottoPuzzle, KurottoAnswer, KurottoPartial> = {
  id: 'kurotto',
  name: 'Kurotto',
  aliases: [],
  rules:
    'Shade some cells. Circled cells stay unshaded; a number in a circle is the total size of the shaded areas ' +
    '(orthogonally connected groups of shaded cells) that touch the circle orthogonally. A circle without a number ' +
    'says nothing more.',
  formats: [urlFormat, fileFormat],
  defaultFormat: 'url',
  examples: ['https://puzz.link/p?kurotto/5/5/30m4h6h4m02', 'pzprv3/kurotto/5/5/3 0 . . . /. . . . 4 /. . 6 . . /4 . . . . /. . . 0 2 /'],
  maximumSize: maximumKurottoSize,
  size: kurottoSize,
  model: buildModel,
  ...kurottoChecker,
  render: (puzzle, answer) => clueShadingText(kurottoSize(puzzle), puzzle.clues, answer, 'o'),
  ...answers,
  play: kurottoPlay,
  edit: kurottoEdit,
  generator: kurottoGenerator,
  collection,
};
