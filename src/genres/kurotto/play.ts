// Playing and entering Kurotto in the studio: shade cells by presses and drags (a dot marks a cell surely unshaded),
// as puz.link plays it; circles stay unshaded. The editor steps a circle by a press on the selected cell and types its
// number by keys (`?` or `-` for a circle without a number), as puz.link's does.

import { clueGridShading } from '../shared/clue-shading.js';
import { kurottoChecker } from './check.js';
import type { KurottoPuzzle } from './puzzle.js';
import { kurottoSize, largestNumber, makeKurotto, maximumKurottoSize } from './puzzle.js';

export const { play: kurottoPlay, edit: kurottoEdit } = clueGridShading<KurottoPuzzle>({
  grid: { name: 'Kurotto', largest: maximumKurottoSize, initial: 7, maximum: 40 },
  make: makeKurotto,
  clueCells: 'unshaded',
  // Circles drawn as circles, with their number or none, as puz.link shows them.
  circled: true,
  checks: kurottoChecker,
  range: (puzzle) => ({ smallest: 0, largest: largestNumber(kurottoSize(puzzle)) }),
});
