// Playing and entering Takuzu in the studio: every cell is dark (1) or light (0); givens show their digit. The
// editor types givens, and a size parameter turns on the distinct rows and columns rule.

import { inputError } from '../../core/errors.js';
import { makeGrid } from '../../core/geometry.js';
import type { EditRules, PlayRules } from '../../core/play.js';
import { gridSizeRules } from '../../core/play.js';
import { setCell } from '../shared/number-play.js';
import type { Shade, ShadeMove, ShadeState } from '../shared/shade-play.js';
import { shadePlay } from '../shared/shade-play.js';
import { steppedSymbol } from '../shared/clue-edit.js';
import type { TakuzuAnswer, TakuzuPartial, TakuzuPuzzle } from './puzzle.js';
import { maximumTakuzuSize, takuzuSize } from './puzzle.js';

type Puzzle = TakuzuPuzzle;
type Answer = TakuzuAnswer;
type Facts = TakuzuPartial;

export const takuzuPlay: PlayRules<Puzzle, ShadeState, ShadeMove, Answer, Facts> = shadePlay<Puzzle, Answer, Facts>({
  size: takuzuSize,
  fixed: (puzzle, cell) => puzzle.givens[cell.row]![cell.column]!,
  zeroLooks: 'light',
  // The buttons say Dark and Light; hints say the same.
  fillWords: { shaded: 'dark' },
  mustFill: true,
  modes: [
    { id: 'dark', label: 'Dark first (1)', key: 'd' },
    { id: 'light', label: 'Light first (0)', key: 'l' },
  ],
  // Open cells are passed on as they are; Check ignores every rule that involves them.
  toAnswer: (_puzzle, cells) => cells.map((row) => row.map((value) => value as Shade)),
  fromAnswer: (_puzzle, answer, cell) => answer[cell.row]![cell.column]!,
  factAt: (facts, cell) => facts[cell.row]![cell.column]!,
});

const sizes = gridSizeRules({ name: 'Takuzu', largest: maximumTakuzuSize, smallest: 2, initial: 8, minimum: 4, maximum: 30, step: 2 }, (size) => size);

export const takuzuEdit: EditRules<Puzzle> = {
  parameters: [
    ...sizes.parameters,
    { id: 'distinct', label: 'Distinct rows and columns (1 yes, 0 no)', minimum: 0, maximum: 1, initial: 0 },
  ],
  modes: [{ id: 'given', label: 'Givens' }],
  blank({ distinct = 0, ...values }) {
    const { rows, columns } = sizes.blank(values);
    if (rows % 2 !== 0 || columns % 2 !== 0) inputError(`both sides must be even so that the colours can balance, not ${columns}×${rows}`);
    return { rows, columns, givens: makeGrid({ rows, columns }, () => null), distinctLines: distinct === 1 };
  },
  parametersOf: (puzzle) => ({ ...sizes.parametersOf(puzzle), distinct: puzzle.distinctLines ? 1 : 0 }),
  // A press steps a cell's given (none, 1, 0) with either button; keys set it.
  edit: (puzzle, gesture) =>
    steppedSymbol<Puzzle, Shade | null>(puzzle, gesture, {
      order: [null, 1, 0],
      oneWay: true,
      keys: { '1': 1, x: 1, '0': 0, o: 0, Backspace: null, Delete: null },
      at: (edited, cell) => edited.givens[cell.row]![cell.column]!,
      set: (edited, cell, value) => ({ ...edited, givens: setCell(edited.givens, cell, value) }),
    }),
};
