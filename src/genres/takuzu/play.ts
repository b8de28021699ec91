// Playing and entering Takuzu in the studio: every cell is dark (1) or light (0); givens show their digit. The
// editor types givens, and a size parameter turns on the distinct rows and columns rule.

import { inputError } from '../../core/errors.js';
import type { Cell } from '../../core/geometry.js';
import { makeGrid } from '../../core/geometry.js';
import type { EditRules, PlayRules } from '../../core/play.js';
import { gridSizeRules } from '../../core/play.js';
import { setCell } from '../shared/number-play.js';
import type { Shade, ShadeMove, ShadeState } from '../shared/shade-play.js';
import { shadePlay } from '../shared/shade-play.js';
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

function withGiven(puzzle: Puzzle, cell: Cell, value: Shade | null): Puzzle {
  return { ...puzzle, givens: setCell(puzzle.givens, cell, value) };
}

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
  edit(puzzle, gesture) {
    if ((gesture.kind !== 'key' && gesture.kind !== 'press') || gesture.target.kind !== 'cell') return undefined;
    const target = gesture.target;
    const present = puzzle.givens[target.cell.row]![target.cell.column]!;
    let value: Shade | null | undefined;
    if (gesture.kind === 'press') value = present === null ? 1 : present === 1 ? 0 : null;
    else if (gesture.key === '1' || gesture.key === 'x') value = 1;
    else if (gesture.key === '0' || gesture.key === 'o') value = 0;
    else if (gesture.key === 'Backspace' || gesture.key === 'Delete') value = null;
    return value === undefined || value === present ? undefined : withGiven(puzzle, target.cell, value);
  },
};
