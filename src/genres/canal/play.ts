// Playing and entering Canal View in the studio: shade cells by presses and drags (a dot marks a cell surely
// unshaded), as puz.link plays it; numbers are clues and stay unshaded. The editor steps a clue by a press on the
// selected cell and types it by keys (`?` or `-` for a clue without a number), as puz.link's does.

import { clueGridShading } from '../shared/clue-shading.js';
import { canalChecker } from './check.js';
import type { CanalPuzzle } from './puzzle.js';
import { canalSize, largestCount, makeCanal, maximumCanalSize } from './puzzle.js';

export const { play: canalPlay, edit: canalEdit } = clueGridShading<CanalPuzzle>({
  grid: { name: 'Canal View', largest: maximumCanalSize, initial: 7, maximum: 40 },
  make: makeCanal,
  clueCells: 'unshaded',
  checks: canalChecker,
  range: (puzzle) => ({ smallest: 0, largest: largestCount(canalSize(puzzle)) }),
  says: { verb: 'counts', noun: 'cells' },
});
