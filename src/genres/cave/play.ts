// Playing and entering Cave in the studio: shade cells (a dot marks a cell surely in the cave), as Kurodoko plays;
// numbers are clues and stay unshaded. The editor steps a clue by a press on the selected cell and types it by keys
// (`?` or `-` for a clue without a number), as puz.link's does.

import { clueGridShading } from '../shared/clue-shading.js';
import { caveChecker } from './check.js';
import type { CavePuzzle } from './puzzle.js';
import { caveSize, largestCount, makeCave, maximumCaveSize } from './puzzle.js';

export const { play: cavePlay, edit: caveEdit } = clueGridShading<CavePuzzle>({
  grid: { name: 'Cave', largest: maximumCaveSize, initial: 7, maximum: 40 },
  make: makeCave,
  clueCells: 'unshaded',
  checks: caveChecker,
  range: (puzzle) => ({ smallest: 1, largest: largestCount(caveSize(puzzle)) }),
  // A 1 leaves no room for the rest of the cave: presses step from 2, as puz.link's do; a 1 can still be typed.
  stepped: (puzzle) => ({ smallest: 2, largest: largestCount(caveSize(puzzle)) }),
  says: { verb: 'counts', noun: 'cells' },
});
