// Playing and entering Koburin in the studio. Play is Yajilin's (see shared/shade-loop-play.ts): the loop by dragging
// through cell centres, a click between cells crosses a line out, a click in a cell shades, dots, clears it.
// Numbered cells show their number, and lines never enter them. The editor steps a number by a press on the selected
// cell (empty, ?, 0 up to the cell's neighbours, empty again) and types it by keys (`?` or `-` for an unknown one), as
// puz.link's does.

import type { Cell } from '../../core/geometry.js';
import { cellName, makeGrid, neighbours } from '../../core/geometry.js';
import type { CellView, EditRules } from '../../core/play.js';
import { gridSizeRules } from '../../core/play.js';
import type { Clue } from '../shared/number-play.js';
import { setCell } from '../shared/number-play.js';
import { clueGridEdit } from '../shared/clue-edit.js';
import { shadeLoopPlay } from '../shared/shade-loop-play.js';
import { koburinChecker } from './check.js';
import type { KoburinClue, KoburinPuzzle } from './puzzle.js';
import { clueAt, koburinSize, makeKoburin, maximumKoburinSize } from './puzzle.js';

/** Numbered cells are grey blocks with their number (`?` when unknown). */
function clueView(puzzle: KoburinPuzzle, cell: Cell): CellView {
  const clue = clueAt(puzzle, cell);
  return { tint: 'block', tintWords: 'numbered cell', value: { text: clue === 'unknown' ? '?' : String(clue), kind: 'given' } };
}

export const koburinPlay = shadeLoopPlay<KoburinPuzzle>({
  size: koburinSize,
  isClue: (puzzle, cell) => clueAt(puzzle, cell) !== null,
  clueView,
  brokenForGood: koburinChecker.brokenForGood,
});

const asClue = (clue: KoburinClue | null): Clue | null => (clue === null ? null : clue === 'unknown' ? { kind: 'unknown' } : { kind: 'number', value: clue });
const fromClue = (clue: Clue | null): KoburinClue | null => (clue === null ? null : clue.kind === 'unknown' ? 'unknown' : clue.value);

export const koburinEdit: EditRules<KoburinPuzzle> = {
  ...gridSizeRules({ name: 'Koburin', largest: maximumKoburinSize, smallest: 2, initial: 8, maximum: 40 }, (size) => makeKoburin(size, makeGrid(size, () => null))),
  ...clueGridEdit<KoburinPuzzle>({
    mode: { id: 'clue', label: 'Numbers' },
    clueAt: (puzzle, cell) => asClue(clueAt(puzzle, cell)),
    withClue: (puzzle, cell, clue) => makeKoburin(koburinSize(puzzle), setCell(puzzle.clues, cell, fromClue(clue))),
    // A number counts at most the cell's neighbours: 4 inside, 3 on an edge, 2 in a corner.
    range: (puzzle, cell) => ({ smallest: 0, largest: cell ? neighbours(koburinSize(puzzle), cell).length : 4 }),
    refusal: (cell, largest, value) => `the number at ${cellName(cell)} counts its ${largest} neighbours at most, not ${value}`,
  }),
};
