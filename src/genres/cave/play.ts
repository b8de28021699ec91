// Playing and entering Cave in the studio: shade cells (a dot marks a cell surely in the cave), as Kurodoko plays;
// numbers are clues and stay unshaded. The editor steps a clue by a press on the selected cell and types it by keys
// (`?` or `-` for a clue without a number), as puz.link's does.

import type { Cell } from '../../core/geometry.js';
import { makeGrid } from '../../core/geometry.js';
import type { EditRules, PlayRules } from '../../core/play.js';
import { gridSizeRules } from '../../core/play.js';
import { setCell } from '../shared/number-play.js';
import type { ShadeMove, ShadeState } from '../shared/shade-play.js';
import { shadingPlay } from '../shared/shade-play.js';
import { caveChecker } from './check.js';
import type { CaveAnswer, CaveClue, CavePartial, CavePuzzle } from './puzzle.js';
import { caveSize, largestCount, maximumCaveSize } from './puzzle.js';
import { clueGridEdit } from '../shared/clue-edit.js';

const clueAt = (puzzle: CavePuzzle, cell: Cell): CaveClue | null => puzzle.clues[cell.row]![cell.column]!;

export const cavePlay: PlayRules<CavePuzzle, ShadeState, ShadeMove, CaveAnswer, CavePartial> = shadingPlay<CavePuzzle>({
  size: caveSize,
  fixed: (puzzle, cell) => (clueAt(puzzle, cell) === null ? null : 0),
  label(puzzle, cell) {
    const clue = clueAt(puzzle, cell);
    return clue === null ? undefined : clue.kind === 'number' ? String(clue.value) : '?';
  },
  checks: caveChecker,
});

function withClue(puzzle: CavePuzzle, cell: Cell, clue: CaveClue | null): CavePuzzle {
  return { ...puzzle, clues: setCell(puzzle.clues, cell, clue) };
}

export const caveEdit: EditRules<CavePuzzle> = {
  ...gridSizeRules({ name: 'Cave', largest: maximumCaveSize, initial: 7, maximum: 40 }, (size) => ({ ...size, clues: makeGrid(size, () => null) })),
  ...clueGridEdit({ mode: { id: 'clue', label: 'Clues' }, clueAt, withClue, range: (puzzle) => ({ smallest: 1, largest: largestCount(caveSize(puzzle)) }),
    // A 1 leaves no room for the rest of the cave: presses step from 2, as puz.link's do; a 1 can still be typed.
    stepped: (puzzle) => ({ smallest: 2, largest: largestCount(caveSize(puzzle)) }),
    says: { verb: 'counts', noun: 'cells' } }),
};
