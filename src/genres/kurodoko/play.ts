// Playing and entering Kurodoko in the studio: shade cells (a dot marks a cell surely unshaded); numbers are
// clues and stay unshaded. The editor types clue numbers into cells (`?` for a clue without a number).

import type { Cell } from '../../core/geometry.js';
import { makeGrid } from '../../core/geometry.js';
import type { EditRules, PlayRules } from '../../core/play.js';
import { gridSizeRules } from '../../core/play.js';
import { setCell } from '../shared/number-play.js';
import type { ShadeMove, ShadeState } from '../shared/shade-play.js';
import { shadingPlay } from '../shared/shade-play.js';
import { kurodokoChecker } from './check.js';
import type { KurodokoAnswer, KurodokoClue, KurodokoPartial, KurodokoPuzzle } from './puzzle.js';
import { kurodokoSize, maximumKurodokoSize } from './puzzle.js';
import { clueGridEdit } from '../shared/clue-edit.js';

type Clue = KurodokoClue;
type Puzzle = KurodokoPuzzle;
type Answer = KurodokoAnswer;
type Facts = KurodokoPartial;

const clueAt = (puzzle: Puzzle, cell: Cell): Clue | null => puzzle.clues[cell.row]![cell.column]!;

export const kurodokoPlay: PlayRules<Puzzle, ShadeState, ShadeMove, Answer, Facts> = shadingPlay<Puzzle>({
  size: kurodokoSize,
  fixed: (puzzle, cell) => (clueAt(puzzle, cell) === null ? null : 0),
  label(puzzle, cell) {
    const clue = clueAt(puzzle, cell);
    return clue === null ? undefined : clue.kind === 'number' ? String(clue.value) : '?';
  },
  checks: kurodokoChecker,
});

function withClue(puzzle: Puzzle, cell: Cell, clue: Clue | null): Puzzle {
  return { ...puzzle, clues: setCell(puzzle.clues, cell, clue) };
}

export const kurodokoEdit: EditRules<Puzzle> = {
  ...gridSizeRules({ name: 'Kurodoko', largest: maximumKurodokoSize, initial: 7, maximum: 40 }, (size) => ({ ...size, clues: makeGrid(size, () => null) })),
  ...clueGridEdit({ mode: { id: 'clue', label: 'Clues' }, clueAt, withClue, range: (puzzle) => ({ smallest: 1, largest: puzzle.rows + puzzle.columns - 1 }), says: { verb: 'counts', noun: 'cells' } }),
};
