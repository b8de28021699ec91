// Playing and entering Kakurasu in the studio: shade cells (a dot marks a cell surely unshaded). The clues stand
// right of each row and below each column; the weights 1, 2, 3, ... stand above and to the left. The editor types
// clues into the places beside the grid.

import { inputError } from '../../core/errors.js';
import type { EditRules, OutsideView, PlayRules } from '../../core/play.js';
import { gridSizeRules, typedNumber } from '../../core/play.js';
import type { Shade, ShadeMove, ShadeState } from '../shared/shade-play.js';
import { shadePlay } from '../shared/shade-play.js';
import type { KakurasuAnswer, KakurasuClue, KakurasuPartial, KakurasuPuzzle } from './puzzle.js';
import { kakurasuSize as sizeOf, maximumKakurasuSize } from './puzzle.js';
import { kakurasuChecker } from './check.js';

type Puzzle = KakurasuPuzzle;
type Clue = KakurasuClue;
type Answer = KakurasuAnswer;
type Facts = KakurasuPartial;

function outside(puzzle: Puzzle): OutsideView[] {
  const { rows, columns } = sizeOf(puzzle);
  const items: OutsideView[] = [];
  for (let column = 0; column < columns; column++) {
    items.push({ side: 'top', index: column, text: String(column + 1), kind: 'label' });
    items.push({ side: 'bottom', index: column, text: puzzle.columnClues[column] === null ? '·' : String(puzzle.columnClues[column]), kind: 'clue' });
  }
  for (let row = 0; row < rows; row++) {
    items.push({ side: 'left', index: row, text: String(row + 1), kind: 'label' });
    items.push({ side: 'right', index: row, text: puzzle.rowClues[row] === null ? '·' : String(puzzle.rowClues[row]), kind: 'clue' });
  }
  return items;
}

export const kakurasuPlay: PlayRules<Puzzle, ShadeState, ShadeMove, Answer, Facts> = shadePlay<Puzzle, Answer, Facts>({
  size: sizeOf,
  fixed: () => null,
  decorate: (puzzle) => ({ outside: outside(puzzle) }),
  zeroLooks: 'unshaded',
  mustFill: false,
  modes: [
    { id: 'shade', label: 'Shade', key: 's' },
    { id: 'dot', label: 'Dot (surely unshaded)', key: 'd' },
  ],
  toAnswer: (_puzzle, cells) => cells.map((row) => row.map((value) => (value === 1 ? 1 : 0))),
  checks: kakurasuChecker,
  fromAnswer: (_puzzle, answer, cell) => (answer[cell.row]![cell.column] === 1 ? 1 : 0),
  factAt: (facts, cell) => facts[cell.row]![cell.column]! as Shade | null,
});

/** The largest clue a line can have: every weight 1..n shaded. */
const largestSum = (cells: number) => (cells * (cells + 1)) / 2;

function withClue(puzzle: Puzzle, side: 'right' | 'bottom', index: number, clue: Clue): Puzzle {
  const replace = (clues: readonly Clue[]) => clues.map((old, position) => (position === index ? clue : old));
  return side === 'right' ? { ...puzzle, rowClues: replace(puzzle.rowClues) } : { ...puzzle, columnClues: replace(puzzle.columnClues) };
}

export const kakurasuEdit: EditRules<Puzzle> = {
  ...gridSizeRules({ name: 'Kakurasu', largest: maximumKakurasuSize, initial: 5, maximum: 20 }, ({ rows, columns }) => ({ rowClues: Array.from({ length: rows }, () => null), columnClues: Array.from({ length: columns }, () => null) }), sizeOf),
  modes: [{ id: 'clue', label: 'Clues (beside the grid)' }],
  edit(puzzle, gesture) {
    if (gesture.kind !== 'key' || gesture.target.kind !== 'outside') return undefined;
    const { side, index } = gesture.target;
    // Clues sit right of the rows and below the columns; the other sides hold the weights.
    if (side !== 'right' && side !== 'bottom') return undefined;
    const present = side === 'right' ? puzzle.rowClues[index] : puzzle.columnClues[index];
    if (present === undefined) return undefined;
    if (gesture.key === 'Backspace' || gesture.key === 'Delete' || gesture.key === '-' || gesture.key === '.') {
      return present === null ? undefined : withClue(puzzle, side, index, null);
    }
    if (!/^[0-9]$/.test(gesture.key)) return undefined;
    const largest = largestSum(side === 'right' ? puzzle.columnClues.length : puzzle.rowClues.length);
    const value = typedNumber(gesture, present, largest);
    // Said while the setter types: the weights of a line add up to at most this.
    if (value > largest) inputError(`the weights 1 to ${side === 'right' ? puzzle.columnClues.length : puzzle.rowClues.length} add up to at most ${largest}, not ${value}`);
    return value === present ? undefined : withClue(puzzle, side, index, value);
  },
};
