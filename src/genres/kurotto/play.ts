// Playing and entering Kurotto in the studio: shade cells by presses and drags (a dot marks a cell surely unshaded),
// as puz.link plays it; circles stay unshaded. The editor steps a circle by a press on the selected cell and types its
// number by keys (`?` or `-` for a circle without a number), as puz.link's does.

import type { Cell } from '../../core/geometry.js';
import { makeGrid } from '../../core/geometry.js';
import type { EditRules, PlayRules } from '../../core/play.js';
import { gridSizeRules } from '../../core/play.js';
import { setCell } from '../shared/number-play.js';
import type { ShadeMove, ShadeState } from '../shared/shade-play.js';
import { shadingPlay, withCircledClues } from '../shared/shade-play.js';
import { kurottoChecker } from './check.js';
import type { KurottoAnswer, KurottoClue, KurottoPartial, KurottoPuzzle } from './puzzle.js';
import { kurottoSize, largestNumber, maximumKurottoSize } from './puzzle.js';
import { clueGridEdit } from '../shared/clue-edit.js';

const clueAt = (puzzle: KurottoPuzzle, cell: Cell): KurottoClue | null => puzzle.clues[cell.row]![cell.column]!;

/** Circles drawn as circles, with their number or none, as puz.link shows them. */
export const kurottoPlay: PlayRules<KurottoPuzzle, ShadeState, ShadeMove, KurottoAnswer, KurottoPartial> = withCircledClues(
  shadingPlay<KurottoPuzzle>({ size: kurottoSize, fixed: (puzzle, cell) => (clueAt(puzzle, cell) === null ? null : 0), checks: kurottoChecker }),
  clueAt,
);

function withClue(puzzle: KurottoPuzzle, cell: Cell, clue: KurottoClue | null): KurottoPuzzle {
  return { ...puzzle, clues: setCell(puzzle.clues, cell, clue) };
}

export const kurottoEdit: EditRules<KurottoPuzzle> = {
  ...gridSizeRules({ name: 'Kurotto', largest: maximumKurottoSize, initial: 7, maximum: 40 }, (size) => ({ ...size, clues: makeGrid(size, () => null) })),
  ...clueGridEdit({ mode: { id: 'clue', label: 'Clues' }, clueAt, withClue, range: (puzzle) => ({ smallest: 0, largest: largestNumber(kurottoSize(puzzle)) }) }),
};
