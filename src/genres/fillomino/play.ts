// Playing and entering Fillomino in the studio: numbers typed into cells, or stepped up and down by clicking the
// selected cell again, as on puz.link; pencil marks with Shift or Ctrl. A placed number clears no marks (a region has
// no row, column or box to clear). The editor types the given numbers, or steps them by clicking.

import type { Cell } from '../../core/geometry.js';
import { clueNumber } from '../../core/formats/codec.js';
import { allCells, makeGrid, neighbours } from '../../core/geometry.js';
import type { EditRules, PlayRules } from '../../core/play.js';
import { gridSizeRules } from '../../core/play.js';
import type { NumberFacts, NumberGenre, NumberMove, NumberState } from '../shared/number-play.js';
import { clearMarksOption, numberEdit, numberPlay, setCell } from '../shared/number-play.js';
import { fillominoChecker } from './check.js';
import type { FillominoAnswer, FillominoPuzzle } from './puzzle.js';
import { clueAt, fillominoSize, makeFillomino, maximumFillominoSize } from './puzzle.js';

const asNumberGenre: NumberGenre<FillominoPuzzle> = {
  size: fillominoSize,
  largest: (puzzle) => puzzle.rows * puzzle.columns,
  given: (puzzle, cell) => clueNumber(clueAt(puzzle, cell)),
  decorate: () => ({}),
};

const shared = numberPlay(asNumberGenre);

export const fillominoPlay: PlayRules<FillominoPuzzle, NumberState, NumberMove, FillominoAnswer, NumberFacts> = {
  ...shared,
  options: [],
  // The pad offers the sizes most regions have; larger ones are typed.
  pad: (puzzle) => [...Array.from({ length: Math.min(9, puzzle.rows * puzzle.columns) }, (_, index) => String(index + 1)), 'Backspace'],
  interpret: (puzzle, state, gesture, mode) => shared.interpret(puzzle, state, gesture, mode, { [clearMarksOption]: false }),
  // Filling the empty cells only adds cells to regions: one larger than its number stays too large, and one smaller
  // than its number can still grow while an empty cell borders it.
  progress(puzzle, state) {
    const size = fillominoSize(puzzle);
    const answer = shared.answer(puzzle, state);
    const isEmpty = (cell: Cell) => answer[cell.row]![cell.column] === 0;
    const canGrow = (cells: readonly Cell[]) => cells.some((cell) => neighbours(size, cell).some(isEmpty));
    const broken = fillominoChecker
      .check(puzzle, answer)
      .filter((violation) => !violation.cells.some(isEmpty) && (violation.code === 'region-too-large' || !canGrow(violation.cells)));
    return { broken, open: allCells(size).filter(isEmpty).length, openThing: 'cell' };
  },
};

export const fillominoEdit: EditRules<FillominoPuzzle> = numberEdit(asNumberGenre, {
  ...gridSizeRules({ name: 'Fillomino', largest: maximumFillominoSize, initial: 8 }, (size) => makeFillomino(size, makeGrid(size, () => null))),
  withGiven: (puzzle, cell, value) => makeFillomino(fillominoSize(puzzle), setCell(puzzle.clues, cell, value === null ? null : { kind: 'number', value })),
});
