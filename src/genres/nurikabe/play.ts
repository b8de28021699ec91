// Playing and entering Nurikabe in the studio: shade cells (a dot marks a cell surely unshaded), by clicks or by
// dragging across cells; numbers stay unshaded. The editor types numbers into cells (`?` for an unknown number).

import type { Cell } from '../../core/geometry.js';
import { makeGrid } from '../../core/geometry.js';
import type { EditRules, PlayRules } from '../../core/play.js';
import { gridSizeRules } from '../../core/play.js';
import { setCell } from '../shared/number-play.js';
import type { ShadeMove, ShadeState } from '../shared/shade-play.js';
import { shadingPlay } from '../shared/shade-play.js';
import { nurikabeChecker } from './check.js';
import type { NurikabeAnswer, NurikabeClue, NurikabePartial, NurikabePuzzle } from './puzzle.js';
import { clueAt, makeNurikabe, maximumNurikabeSize, nurikabeSize } from './puzzle.js';
import { clueGridEdit } from '../shared/clue-edit.js';

type Puzzle = NurikabePuzzle;

export const nurikabePlay: PlayRules<Puzzle, ShadeState, ShadeMove, NurikabeAnswer, NurikabePartial> = shadingPlay<Puzzle>({
  size: nurikabeSize,
  fixed: (puzzle, cell) => (clueAt(puzzle, cell) === null ? null : 0),
  label(puzzle, cell) {
    const clue = clueAt(puzzle, cell);
    return clue === null ? undefined : clue.kind === 'number' ? String(clue.value) : '?';
  },
  // Check on an unfinished board: only what no way of finishing it can mend.
  checks: nurikabeChecker,
});

/** The puzzle with one cell changed, checked as any puzzle is. */
const withClue = (puzzle: Puzzle, cell: Cell, clue: NurikabeClue | null): Puzzle => makeNurikabe(nurikabeSize(puzzle), setCell(puzzle.clues, cell, clue));

export const nurikabeEdit: EditRules<Puzzle> = {
  ...gridSizeRules({ name: 'Nurikabe', largest: maximumNurikabeSize, initial: 7 }, (size) => makeNurikabe(size, makeGrid(size, () => null))),
  ...clueGridEdit({ mode: { id: 'number', label: 'Numbers' }, clueAt, withClue, range: (puzzle) => ({ smallest: 1, largest: puzzle.rows * puzzle.columns }), says: { verb: 'is an island of', noun: 'cells' } }),
};
