// Playing and entering Nurimisaki in the studio: shade cells by presses and drags (a dot marks a cell surely
// unshaded), as puz.link plays it; circles stay unshaded. The editor steps a circle by a press on the selected cell
// and types its number by keys (`?` or `-` for a circle without a number), as puz.link's does.

import { clueGridShading } from '../shared/clue-shading.js';
import { nurimisakiChecker } from './check.js';
import type { NurimisakiPuzzle } from './puzzle.js';
import { largestNumber, makeNurimisaki, maximumNurimisakiSize, nurimisakiSize } from './puzzle.js';

export const { play: nurimisakiPlay, edit: nurimisakiEdit } = clueGridShading<NurimisakiPuzzle>({
  grid: { name: 'Nurimisaki', largest: maximumNurimisakiSize, initial: 7, maximum: 40 },
  make: makeNurimisaki,
  clueCells: 'unshaded',
  // Circles drawn as circles, with their number or none, as puz.link shows them.
  circled: true,
  placesFixed: true,
  checks: nurimisakiChecker,
  mode: { id: 'clue', label: 'Circles' },
  range: (puzzle) => ({ smallest: 1, largest: largestNumber(nurimisakiSize(puzzle)) }),
  // A 1 leaves a cape no open side: presses step from 2, as puz.link's do; a 1 can still be typed.
  stepped: (puzzle) => ({ smallest: 2, largest: largestNumber(nurimisakiSize(puzzle)) }),
});
