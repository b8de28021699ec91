// Playing Keen in the studio: digits and pencil marks as in Sudoku apps, the cages drawn as rooms with each clue in
// the corner of its cage's first cell. A digit clears marks along its row and column only: cages may repeat digits.

import type { CellView, PlayRules } from '../../core/play.js';
import type { NumberFacts, NumberGenre, NumberMove, NumberState } from '../shared/number-play.js';
import { numberPlay } from '../shared/number-play.js';
import type { KeenAnswer, KeenPuzzle } from './puzzle.js';
import { clueText, keenSize } from './puzzle.js';

const asNumberGenre: NumberGenre<KeenPuzzle> = {
  size: keenSize,
  largest: (puzzle) => puzzle.size,
  given: () => null,
  decorate: (puzzle) => ({ regions: puzzle.cageOf }),
  sees: (_puzzle, placed, other) => placed.row === other.row || placed.column === other.column,
};

const numbers = numberPlay(asNumberGenre);

export const keenPlay: PlayRules<KeenPuzzle, NumberState, NumberMove, KeenAnswer, NumberFacts> = {
  ...numbers,
  view(puzzle, state, options) {
    const board = numbers.view(puzzle, state, options);
    const cells = board.cells.map((row) => [...row]);
    for (const cage of puzzle.cages) {
      const { row, column } = cage.cells[0]!;
      cells[row]![column] = { ...cells[row]![column]!, label: clueText(cage) } satisfies CellView;
    }
    return { ...board, cells };
  },
};
