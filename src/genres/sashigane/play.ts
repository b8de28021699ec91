// Playing and entering Sashigane in the studio. Play draws borders along the cell edges (see the shared border play).
// The editor follows puz.link's: a drag from a cell to a neighbour sets an arrow that way (again: removes it), a
// click on the selected cell steps it through none, a circle, circled numbers, the four arrows and `?` (the other
// button backwards); keys type a circled number, `o` a circle, `?` or `-` an unknown symbol, `^ v < >` an arrow.

import { inputError } from '../../core/errors.js';
import type { Cell, Direction } from '../../core/geometry.js';
import { makeGrid } from '../../core/geometry.js';
import type { CellView, EditRules } from '../../core/play.js';
import { gridSizeRules, typedNumber } from '../../core/play.js';
import { borderPlay } from '../shared/border-play.js';
import { setCell } from '../shared/number-play.js';
import { brokenInPlay, check } from './check.js';
import type { SashiganeClue, SashiganePuzzle } from './puzzle.js';
import { clueAt, clueText, largestL, makeSashigane, maximumSashiganeSize, sashiganeSize } from './puzzle.js';

function cellView(puzzle: SashiganePuzzle, cell: Cell): CellView {
  const clue = clueAt(puzzle, cell);
  if (clue === null) return {};
  if (clue.kind === 'corner') {
    return { circle: { text: clue.size === undefined ? '' : String(clue.size), style: 'solid', words: clue.size === undefined ? 'corner circle' : `corner circle ${clue.size}` } };
  }
  return { value: { text: clueText(clue), kind: 'given' } };
}

export const sashiganePlay = borderPlay<SashiganePuzzle>({ size: sashiganeSize, cellView, check, brokenInPlay });

const arrowOrder: readonly Direction[] = ['up', 'down', 'left', 'right'];
const keyArrows: Readonly<Record<string, Direction>> = { '^': 'up', v: 'down', '<': 'left', '>': 'right' };

/**
 * The symbols a click steps through, as puz.link orders them: none, a circle, circled numbers 3 up to the largest L
 * with its corner in the cell, then the arrows up, down, left, right, and `?`.
 */
function cycle(puzzle: SashiganePuzzle, cell: Cell): (SashiganeClue | null)[] {
  const numbers = Array.from({ length: Math.max(0, largestL(sashiganeSize(puzzle), cell) - 2) }, (_, index): SashiganeClue => ({ kind: 'corner', size: index + 3 }));
  return [null, { kind: 'corner' }, ...numbers, ...arrowOrder.map((direction): SashiganeClue => ({ kind: 'arrow', direction })), { kind: 'unknown' }];
}

const sameClue = (a: SashiganeClue | null, b: SashiganeClue | null) => JSON.stringify(a) === JSON.stringify(b);

const withClue = (puzzle: SashiganePuzzle, cell: Cell, clue: SashiganeClue | null): SashiganePuzzle => ({ ...puzzle, clues: setCell(puzzle.clues, cell, clue) });

export const sashiganeEdit: EditRules<SashiganePuzzle> = {
  ...gridSizeRules({ name: 'Sashigane', largest: maximumSashiganeSize, initial: 8 }, (size) => makeSashigane(size, makeGrid(size, () => null))),
  modes: [{ id: 'clue', label: 'Symbols' }],
  pad: () => ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'o', '^', 'v', '<', '>', '?', 'Backspace'],
  edit(puzzle, gesture) {
    // A drag to a neighbour sets an arrow pointing that way, or takes it away.
    if (gesture.kind === 'drag') {
      const { from, to } = gesture;
      if (Math.abs(from.row - to.row) + Math.abs(from.column - to.column) !== 1) return undefined;
      const direction: Direction = to.row < from.row ? 'up' : to.row > from.row ? 'down' : to.column < from.column ? 'left' : 'right';
      const arrow: SashiganeClue = { kind: 'arrow', direction };
      return withClue(puzzle, from, sameClue(clueAt(puzzle, from), arrow) ? null : arrow);
    }
    // A press on the selected cell steps its symbol (mouse and touch).
    if (gesture.kind === 'press' && gesture.again && gesture.target.kind === 'cell') {
      const cell = gesture.target.cell;
      const symbols = cycle(puzzle, cell);
      const present = symbols.findIndex((clue) => sameClue(clue, clueAt(puzzle, cell)));
      const next = (Math.max(0, present) + (gesture.button === 'primary' ? 1 : symbols.length - 1)) % symbols.length;
      return withClue(puzzle, cell, symbols[next]!);
    }
    if (gesture.kind !== 'key' || gesture.target.kind !== 'cell') return undefined;
    const cell = gesture.target.cell;
    const present = clueAt(puzzle, cell);
    const { key } = gesture;
    if (['Backspace', 'Delete', '.', ' '].includes(key)) return present === null ? undefined : withClue(puzzle, cell, null);
    if (key === '?' || key === '-') return withClue(puzzle, cell, { kind: 'unknown' });
    if (key === 'o' || key === 'q') return withClue(puzzle, cell, present?.kind === 'corner' && present.size === undefined ? null : { kind: 'corner' });
    const arrow = keyArrows[key];
    if (arrow !== undefined) return withClue(puzzle, cell, { kind: 'arrow', direction: arrow });
    if (!/^[0-9]$/.test(key)) return undefined;
    // A digit typed right after another extends the number while it fits an L from the cell.
    const largest = largestL(sashiganeSize(puzzle), cell);
    const value = typedNumber(gesture, present?.kind === 'corner' ? present.size : null, largest);
    if (value < 1 || value > largest) inputError(`a circled number counts the cells of an L with its corner at the circle: 3 to ${largest} here, not ${value}`);
    return withClue(puzzle, cell, { kind: 'corner', size: value });
  },
};
