// Playing and entering Hitori in the studio: shade cells (a dot marks a cell surely unshaded); every cell may be
// shaded, numbers and all. The editor types numbers into cells (`?` for a number left unknown).

import type { Cell } from '../../core/geometry.js';
import { makeGrid } from '../../core/geometry.js';
import type { EditRules, PlayRules } from '../../core/play.js';
import { gridSizeRules } from '../../core/play.js';
import { setCell } from '../shared/number-play.js';
import type { ShadeMove, ShadeState } from '../shared/shade-play.js';
import { shadingPlay } from '../shared/shade-play.js';
import { hitoriChecker } from './check.js';
import type { HitoriAnswer, HitoriNumber, HitoriPartial, HitoriPuzzle } from './puzzle.js';
import { hitoriSize, maximumHitoriSize } from './puzzle.js';
import { clueGridEdit } from '../shared/clue-edit.js';

type Puzzle = HitoriPuzzle;

const entryAt = (puzzle: Puzzle, cell: Cell): HitoriNumber | null => puzzle.numbers[cell.row]![cell.column]!;

export const hitoriPlay: PlayRules<Puzzle, ShadeState, ShadeMove, HitoriAnswer, HitoriPartial> = shadingPlay<Puzzle>({
  size: hitoriSize,
  fixed: () => null,
  label(puzzle, cell) {
    const entry = entryAt(puzzle, cell);
    return entry === null ? undefined : entry.kind === 'number' ? String(entry.value) : '?';
  },
  checks: hitoriChecker,
});

function withNumber(puzzle: Puzzle, cell: Cell, entry: HitoriNumber | null): Puzzle {
  return { ...puzzle, numbers: setCell(puzzle.numbers, cell, entry) };
}

export const hitoriEdit: EditRules<Puzzle> = {
  ...gridSizeRules({ name: 'Hitori', largest: maximumHitoriSize, initial: 8, maximum: 30 }, (size) => ({ ...size, numbers: makeGrid(size, () => null) })),
  // Numbers run from 1 to the larger side, as in Singles and on puzz.link.
  ...clueGridEdit({ mode: { id: 'number', label: 'Numbers' }, clueAt: entryAt, withClue: withNumber, range: (puzzle) => ({ smallest: 1, largest: Math.max(puzzle.rows, puzzle.columns) }) }),
};
