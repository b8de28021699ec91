// Playing and entering Kurodoko in the studio: shade cells (a dot marks a cell surely unshaded); numbers are
// clues and stay unshaded. The editor types clue numbers into cells (`?` for a clue without a number).

import { clueShading } from '../shared/clue-shading.js';
import { kurodokoChecker } from './check.js';
import type { KurodokoPuzzle } from './puzzle.js';
import { kurodokoSize, makeKurodoko, maximumKurodokoSize } from './puzzle.js';

export const { play: kurodokoPlay, edit: kurodokoEdit } = clueShading<KurodokoPuzzle>({
  grid: { name: 'Kurodoko', largest: maximumKurodokoSize, initial: 7, maximum: 40 },
  size: kurodokoSize,
  clues: (puzzle) => puzzle.clues,
  make: makeKurodoko,
  clueCells: 'unshaded',
  checks: kurodokoChecker,
  range: (puzzle) => ({ smallest: 1, largest: puzzle.rows + puzzle.columns - 1 }),
  says: { verb: 'counts', noun: 'cells' },
});
