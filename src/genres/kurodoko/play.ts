// Playing and entering Kurodoko in the studio: shade cells (a dot marks a cell surely unshaded); numbers are
// clues and stay unshaded. The editor types clue numbers into cells (`?` for a clue without a number).

import { clueGridShading } from '../shared/clue-shading.js';
import { kurodokoChecker } from './check.js';
import type { KurodokoPuzzle } from './puzzle.js';
import { makeKurodoko, maximumKurodokoSize } from './puzzle.js';

export const { play: kurodokoPlay, edit: kurodokoEdit } = clueGridShading<KurodokoPuzzle>({
  grid: { name: 'Kurodoko', largest: maximumKurodokoSize, initial: 7, maximum: 40 },
  make: makeKurodoko,
  clueCells: 'unshaded',
  checks: kurodokoChecker,
  range: (puzzle) => ({ smallest: 1, largest: puzzle.rows + puzzle.columns - 1 }),
  says: { verb: 'counts', noun: 'cells' },
});
