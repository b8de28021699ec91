// Playing and entering Masyu in the studio: lines between cell centres, drawn by dragging from cell to cell; a
// click between two cells crosses that line out (see the shared line play). The editor places pearls: a click cycles none, white,
// black; W, B and Delete (or 1, 2, 0) set them.

import { makeGrid } from '../../core/geometry.js';
import type { EditRules } from '../../core/play.js';
import { gridSizeRules } from '../../core/play.js';
import type { LinePlayRules } from '../shared/line-play.js';
import { linePlay } from '../shared/line-play.js';
import { setCell } from '../shared/number-play.js';
import type { SymbolCells } from '../shared/clue-edit.js';
import { steppedSymbol } from '../shared/clue-edit.js';
import { masyuChecker } from './check.js';
import type { MasyuPuzzle, Pearl } from './puzzle.js';
import { makeMasyu, masyuSize, maximumMasyuSize, pearlAt } from './puzzle.js';

export const masyuPlay: LinePlayRules<MasyuPuzzle> = linePlay({
  size: masyuSize,
  points: 'centres',
  cellView(puzzle, cell) {
    const pearl = pearlAt(puzzle, cell);
    if (pearl === null) return {};
    return { circle: { text: '', style: pearl === 'white' ? 'solid' : 'filled', words: `${pearl} pearl` } };
  },
  drawing: 'loop',
  checks: masyuChecker,
});

/** The pearls as the editor steps them and the keys that set them. */
const pearls: SymbolCells<MasyuPuzzle, Pearl | null> = {
  order: [null, 'white', 'black'],
  keys: { w: 'white', W: 'white', '1': 'white', b: 'black', B: 'black', '2': 'black', Delete: null, Backspace: null, '0': null, '.': null },
  at: pearlAt,
  set: (puzzle, cell, pearl) => ({ ...puzzle, pearls: setCell(puzzle.pearls, cell, pearl) }),
};

export const masyuEdit: EditRules<MasyuPuzzle> = {
  ...gridSizeRules({ name: 'Masyu', largest: maximumMasyuSize, smallest: 2, initial: 8, maximum: 40 }, (size) => makeMasyu(size, makeGrid(size, () => null))),
  modes: [{ id: 'pearl', label: 'Pearls' }],
  edit: (puzzle, gesture) => steppedSymbol(puzzle, gesture, pearls),
};
