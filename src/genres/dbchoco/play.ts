// Playing and entering Double Choco in the studio: borders drawn along the cell edges by dragging from corner to
// corner, as in puz.link's room genres (the shared border play). The editor, as on puz.link: in the colour mode a
// click or tap turns a cell grey or white again and a stroke paints the cells it passes like the first; in the
// number mode a click on the selected cell steps its number; anywhere, `q` turns the cell grey or white and keys type
// numbers (`?` unknown).

import { inputError } from '../../core/errors.js';
import type { Cell } from '../../core/geometry.js';
import { makeGrid } from '../../core/geometry.js';
import type { EditRules, PlayRules } from '../../core/play.js';
import { gridSizeRules, typedNumber } from '../../core/play.js';
import { borderPlay } from '../shared/border-play.js';
import type { LineMove, LineState } from '../shared/line-play.js';
import { cluePad, setCell, steppedClue } from '../shared/number-play.js';
import { brokenInPlay, doubleChocoChecker } from './check.js';
import type { DoubleChocoAnswer, DoubleChocoClue, DoubleChocoPartial, DoubleChocoPuzzle } from './puzzle.js';
import { clueAt, doubleChocoSize, isGrey, largestNumber, makeDoubleChoco, maximumDoubleChocoSize } from './puzzle.js';

export const doubleChocoPlay: PlayRules<DoubleChocoPuzzle, LineState, LineMove, DoubleChocoAnswer, DoubleChocoPartial> = borderPlay<DoubleChocoPuzzle>({
  size: doubleChocoSize,
  cellView(puzzle, cell) {
    const clue = clueAt(puzzle, cell);
    return {
      ...(clue === null ? {} : { value: { text: clue.kind === 'number' ? String(clue.value) : '?', kind: 'given' as const } }),
      ...(isGrey(puzzle, cell) ? { tint: 'block' as const, tintWords: 'grey' } : {}),
    };
  },
  check: doubleChocoChecker.check,
  brokenInPlay,
});

const withClue = (puzzle: DoubleChocoPuzzle, cell: Cell, clue: DoubleChocoClue | null): DoubleChocoPuzzle =>
  makeDoubleChoco(doubleChocoSize(puzzle), puzzle.grey, setCell(puzzle.clues, cell, clue));

/** The puzzle with cells painted one colour, or undefined when nothing changes. */
function painted(puzzle: DoubleChocoPuzzle, cells: readonly Cell[], grey: boolean): DoubleChocoPuzzle | undefined {
  const changed = cells.filter((cell) => isGrey(puzzle, cell) !== grey);
  if (changed.length === 0) return undefined;
  const colours = changed.reduce((grid, cell) => setCell(grid, cell, grey), puzzle.grey);
  return makeDoubleChoco(doubleChocoSize(puzzle), colours, puzzle.clues);
}

export const doubleChocoEdit: EditRules<DoubleChocoPuzzle> = {
  ...gridSizeRules({ name: 'Double Choco', largest: maximumDoubleChocoSize, initial: 10 }, (size) => makeDoubleChoco(size, makeGrid(size, () => false), makeGrid(size, () => null))),
  modes: [
    { id: 'colour', label: 'Grey cells', key: 'q' },
    { id: 'clue', label: 'Numbers', key: 'n' },
  ],
  pad: (puzzle) => ['q', ...cluePad(Math.min(9, largestNumber(doubleChocoSize(puzzle))))],
  edit(puzzle, gesture, mode) {
    const largest = largestNumber(doubleChocoSize(puzzle));
    if (gesture.kind === 'stroke' && mode === 'colour' && gesture.cells.length > 0) return painted(puzzle, gesture.cells, !isGrey(puzzle, gesture.cells[0]!));
    if (gesture.kind === 'press' && gesture.target.kind === 'cell') {
      const cell = gesture.target.cell;
      if (mode === 'colour') return painted(puzzle, [cell], !isGrey(puzzle, cell));
      // A press on the selected cell steps its number (mouse and touch).
      if (gesture.again) return withClue(puzzle, cell, steppedClue(clueAt(puzzle, cell), { smallest: 1, largest }, gesture.button));
      return undefined;
    }
    if (gesture.kind !== 'key' || gesture.target.kind !== 'cell') return undefined;
    const cell = gesture.target.cell;
    const present = clueAt(puzzle, cell);
    if (gesture.key === 'q' || gesture.key === 'Q') return painted(puzzle, [cell], !isGrey(puzzle, cell));
    if (['Backspace', 'Delete', '.', '-'].includes(gesture.key)) return present === null ? undefined : withClue(puzzle, cell, null);
    if (gesture.key === '?') return withClue(puzzle, cell, { kind: 'unknown' });
    if (!/^[0-9]$/.test(gesture.key)) return undefined;
    // A digit typed right after another extends the number while it fits in the grid.
    const value = typedNumber(gesture, present?.kind === 'number' ? present.value : null, largest);
    if (value < 1 || value > largest) inputError(`a number is the size of a half, 1 to ${largest} here, not ${value}`);
    return withClue(puzzle, cell, { kind: 'number', value });
  },
};
