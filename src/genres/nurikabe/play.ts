// Playing and entering Nurikabe in the studio: shade cells (a dot marks a cell surely unshaded), by clicks or by
// dragging across cells; numbers stay unshaded. The editor types numbers into cells (`?` for an unknown number).

import { clueGridShading } from '../shared/clue-shading.js';
import { nurikabeChecker } from './check.js';
import type { NurikabePuzzle } from './puzzle.js';
import { makeNurikabe, maximumNurikabeSize } from './puzzle.js';

export const { play: nurikabePlay, edit: nurikabeEdit } = clueGridShading<NurikabePuzzle>({
  grid: { name: 'Nurikabe', largest: maximumNurikabeSize, initial: 7 },
  make: makeNurikabe,
  clueCells: 'unshaded',
  // Check on an unfinished board: only what no way of finishing it can mend.
  checks: nurikabeChecker,
  mode: { id: 'number', label: 'Numbers' },
  range: (puzzle) => ({ smallest: 1, largest: puzzle.rows * puzzle.columns }),
  says: { verb: 'is an island of', noun: 'cells' },
});
