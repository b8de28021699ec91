// Playing and entering Masyu in the studio: lines between cell centres, drawn by dragging from cell to cell; a
// click between two cells crosses that line out (see the shared line play). The editor places pearls: a click cycles none, white,
// black; W, B and Delete (or 1, 2, 0) set them.

import type { Cell } from '../../core/geometry.js';
import { makeGrid } from '../../core/geometry.js';
import type { LineGrid } from '../../core/lines.js';
import type { EditRules, PlayRules } from '../../core/play.js';
import { gridSizeRules } from '../../core/play.js';
import type { LineMove, LineState } from '../shared/line-play.js';
import { linePlay } from '../shared/line-play.js';
import { setCell } from '../shared/number-play.js';
import { masyuChecker } from './check.js';
import type { MasyuPuzzle, Pearl } from './puzzle.js';
import { makeMasyu, masyuSize, maximumMasyuSize, pearlAt } from './puzzle.js';

export const masyuPlay: PlayRules<MasyuPuzzle, LineState, LineMove, LineGrid, LineGrid<boolean | null>> = linePlay({
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

const keyPearls: Readonly<Record<string, Pearl | null>> = { w: 'white', W: 'white', '1': 'white', b: 'black', B: 'black', '2': 'black', Delete: null, Backspace: null, '0': null, '.': null };

function withPearl(puzzle: MasyuPuzzle, cell: Cell, pearl: Pearl | null): MasyuPuzzle | undefined {
  if (pearlAt(puzzle, cell) === pearl) return undefined;
  return { ...puzzle, pearls: setCell(puzzle.pearls, cell, pearl) };
}

export const masyuEdit: EditRules<MasyuPuzzle> = {
  ...gridSizeRules({ name: 'Masyu', largest: maximumMasyuSize, smallest: 2, initial: 8, maximum: 40 }, (size) => makeMasyu(size, makeGrid(size, () => null))),
  modes: [{ id: 'pearl', label: 'Pearls' }],
  edit(puzzle, gesture) {
    if (gesture.kind === 'press' && gesture.target.kind === 'cell') {
      const cell = gesture.target.cell;
      const present = pearlAt(puzzle, cell);
      const cycle: (Pearl | null)[] = gesture.button === 'primary' ? [null, 'white', 'black'] : [null, 'black', 'white'];
      return withPearl(puzzle, cell, cycle[(cycle.indexOf(present) + 1) % 3]!);
    }
    if (gesture.kind === 'key' && gesture.target.kind === 'cell' && gesture.key in keyPearls) return withPearl(puzzle, gesture.target.cell, keyPearls[gesture.key]!);
    return undefined;
  },
};
