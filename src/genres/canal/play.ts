// Playing and entering Canal View in the studio: shade cells by presses and drags (a dot marks a cell surely
// unshaded), as puz.link plays it; numbers are clues and stay unshaded. The editor steps a clue by a press on the
// selected cell and types it by keys (`?` or `-` for a clue without a number), as puz.link's does.

import type { Cell } from '../../core/geometry.js';
import { makeGrid } from '../../core/geometry.js';
import type { EditRules, PlayRules } from '../../core/play.js';
import { gridSizeRules } from '../../core/play.js';
import { clueGridEdit } from '../shared/clue-edit.js';
import { setCell } from '../shared/number-play.js';
import type { ShadeMove, ShadeState } from '../shared/shade-play.js';
import { shadingPlay } from '../shared/shade-play.js';
import { canalChecker } from './check.js';
import type { CanalAnswer, CanalClue, CanalPartial, CanalPuzzle } from './puzzle.js';
import { canalSize, largestCount, maximumCanalSize } from './puzzle.js';

const clueAt = (puzzle: CanalPuzzle, cell: Cell): CanalClue | null => puzzle.clues[cell.row]![cell.column]!;

export const canalPlay: PlayRules<CanalPuzzle, ShadeState, ShadeMove, CanalAnswer, CanalPartial> = shadingPlay<CanalPuzzle>({
  size: canalSize,
  fixed: (puzzle, cell) => (clueAt(puzzle, cell) === null ? null : 0),
  label(puzzle, cell) {
    const clue = clueAt(puzzle, cell);
    return clue === null ? undefined : clue.kind === 'number' ? String(clue.value) : '?';
  },
  checks: canalChecker,
});

function withClue(puzzle: CanalPuzzle, cell: Cell, clue: CanalClue | null): CanalPuzzle {
  return { ...puzzle, clues: setCell(puzzle.clues, cell, clue) };
}

export const canalEdit: EditRules<CanalPuzzle> = {
  ...gridSizeRules({ name: 'Canal View', largest: maximumCanalSize, initial: 7, maximum: 40 }, (size) => ({ ...size, clues: makeGrid(size, () => null) })),
  ...clueGridEdit({ mode: { id: 'clue', label: 'Clues' }, clueAt, withClue, range: (puzzle) => ({ smallest: 0, largest: largestCount(canalSize(puzzle)) }), says: { verb: 'counts', noun: 'cells' } }),
};
