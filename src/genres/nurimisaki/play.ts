// Playing and entering Nurimisaki in the studio: shade cells by presses and drags (a dot marks a cell surely
// unshaded), as puz.link plays it; circles stay unshaded. The editor steps a circle by a press on the selected cell
// and types its number by keys (`?` or `-` for a circle without a number), as puz.link's does.

import type { Cell } from '../../core/geometry.js';
import { makeGrid } from '../../core/geometry.js';
import type { EditRules, PlayRules } from '../../core/play.js';
import { gridSizeRules } from '../../core/play.js';
import { clueGridEdit } from '../shared/clue-edit.js';
import { setCell } from '../shared/number-play.js';
import type { ShadeMove, ShadeState } from '../shared/shade-play.js';
import { shadingPlay, withCircledClues } from '../shared/shade-play.js';
import { nurimisakiChecker } from './check.js';
import type { NurimisakiAnswer, NurimisakiClue, NurimisakiPartial, NurimisakiPuzzle } from './puzzle.js';
import { largestNumber, maximumNurimisakiSize, nurimisakiSize } from './puzzle.js';

const clueAt = (puzzle: NurimisakiPuzzle, cell: Cell): NurimisakiClue | null => puzzle.clues[cell.row]![cell.column]!;

/** Circles drawn as circles, with their number or none, as puz.link shows them. */
export const nurimisakiPlay: PlayRules<NurimisakiPuzzle, ShadeState, ShadeMove, NurimisakiAnswer, NurimisakiPartial> = withCircledClues(
  shadingPlay<NurimisakiPuzzle>({ size: nurimisakiSize, fixed: (puzzle, cell) => (clueAt(puzzle, cell) === null ? null : 0), checks: nurimisakiChecker, placesFixed: true }),
  clueAt,
);

function withClue(puzzle: NurimisakiPuzzle, cell: Cell, clue: NurimisakiClue | null): NurimisakiPuzzle {
  return { ...puzzle, clues: setCell(puzzle.clues, cell, clue) };
}

export const nurimisakiEdit: EditRules<NurimisakiPuzzle> = {
  ...gridSizeRules({ name: 'Nurimisaki', largest: maximumNurimisakiSize, initial: 7, maximum: 40 }, (size) => ({ ...size, clues: makeGrid(size, () => null) })),
  ...clueGridEdit({ mode: { id: 'clue', label: 'Circles' }, clueAt, withClue, range: (puzzle) => ({ smallest: 1, largest: largestNumber(nurimisakiSize(puzzle)) }),
    // A 1 leaves a cape no open side: presses step from 2, as puz.link's do; a 1 can still be typed.
    stepped: (puzzle) => ({ smallest: 2, largest: largestNumber(nurimisakiSize(puzzle)) }) }),
};
