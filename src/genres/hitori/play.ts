// Playing and entering Hitori in the studio: shade cells (a dot marks a cell surely unshaded); every cell may be
// shaded, numbers and all. The editor types numbers into cells (`?` for a number left unknown).

import { clueShading } from '../shared/clue-shading.js';
import { hitoriChecker } from './check.js';
import type { HitoriPuzzle } from './puzzle.js';
import { hitoriSize, makeHitori, maximumHitoriSize } from './puzzle.js';

export const { play: hitoriPlay, edit: hitoriEdit } = clueShading<HitoriPuzzle>({
  grid: { name: 'Hitori', largest: maximumHitoriSize, initial: 8, maximum: 30 },
  size: hitoriSize,
  clues: (puzzle) => puzzle.numbers,
  make: makeHitori,
  clueCells: 'open',
  checks: hitoriChecker,
  mode: { id: 'number', label: 'Numbers' },
  // Numbers run from 1 to the larger side, as in Singles and on puzz.link.
  range: (puzzle) => ({ smallest: 1, largest: Math.max(puzzle.rows, puzzle.columns) }),
});
