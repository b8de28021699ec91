// Playing and entering Hotaru Beam in the studio. Play, as on puz.link: lines between cell centres, drawn by dragging
// from cell to cell; a click between two cells, or the other button, crosses a line out. The editor, as on puz.link: a
// drag from a cell puts its dot on that side (a cell without a firefly gets one); a press counts its number up (the
// other button down) through none, a firefly without a number and 0, 1, 2...; keys and the pad: digits, the arrows
// `^ v < >` for the dot, `-` for a firefly without a number, Delete to clear.

import type { Cell } from '../../core/geometry.js';
import { arrowGlyphs, makeGrid } from '../../core/geometry.js';
import type { CellView, EditRules } from '../../core/play.js';
import { dragDirection, gridSizeRules, typedArrows, typedNumber } from '../../core/play.js';
import type { LinePlayRules } from '../shared/line-play.js';
import { linePlay } from '../shared/line-play.js';
import { setCell } from '../shared/number-play.js';
import { fireflyChecker } from './check.js';
import type { Firefly, FireflyPuzzle } from './puzzle.js';
import { fireflyAt, fireflySize, makeFirefly, maximumFireflySize } from './puzzle.js';
import { unlessRefused } from '../shared/clue-edit.js';

/** A firefly as the board shows it: a circle with its number, the dot as an arrow beside it. */
function fireflyView(firefly: Firefly): CellView {
  const dot = firefly.direction === null ? '' : arrowGlyphs[firefly.direction];
  return { tint: 'block', tintWords: 'firefly', value: { text: `${firefly.value ?? '○'}${dot}`, kind: 'given' } };
}

export const fireflyPlay: LinePlayRules<FireflyPuzzle> = linePlay<FireflyPuzzle>({
  size: fireflySize,
  points: 'centres',
  cellView: (puzzle, cell) => {
    const firefly = fireflyAt(puzzle, cell);
    return firefly === null ? {} : fireflyView(firefly);
  },
  drawing: 'paths',
  ends: (puzzle, point) => fireflyAt(puzzle, point) !== null,
  checks: fireflyChecker,
});

// ---- The editor ----

const eraseKeys = new Set(['Backspace', 'Delete', ' ']);

/** The puzzle with one cell's firefly changed, or undefined when nothing changes or it cannot be (a dot toward the edge). */
function withFirefly(puzzle: FireflyPuzzle, cell: Cell, firefly: Firefly | null, { quiet = true } = {}): FireflyPuzzle | undefined {
  if (JSON.stringify(fireflyAt(puzzle, cell)) === JSON.stringify(firefly)) return undefined;
  return unlessRefused(() => makeFirefly(fireflySize(puzzle), setCell(puzzle.fireflies, cell, firefly)), quiet);
}

export const fireflyEdit: EditRules<FireflyPuzzle> = {
  ...gridSizeRules({ name: 'Hotaru Beam', largest: maximumFireflySize, smallest: 2, initial: 8, maximum: 40 }, (size) => makeFirefly(size, makeGrid(size, () => null))),
  modes: [{ id: 'firefly', label: 'Fireflies' }],
  pad: () => ['^', 'v', '<', '>', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '-', 'Delete'],
  edit(puzzle, gesture) {
    if (gesture.kind === 'drag') {
      // A drag puts the dot of the cell it starts from on the side it goes toward.
      const direction = dragDirection(gesture.from, gesture.to);
      if (!direction) return undefined;
      return withFirefly(puzzle, gesture.from, { direction, value: fireflyAt(puzzle, gesture.from)?.value ?? null });
    }
    if (!('target' in gesture) || gesture.target.kind !== 'cell') return undefined;
    const cell = gesture.target.cell;
    const present = fireflyAt(puzzle, cell);
    if (gesture.kind === 'press') {
      // Counts up through none, a firefly without a number, then 0 to the largest that fits (the other button down).
      const largest = puzzle.rows * puzzle.columns;
      const choices: (number | null | 'none')[] = ['none', null, ...Array.from({ length: largest + 1 }, (_, number) => number)];
      const now = present === null ? 'none' : present.value;
      const step = gesture.button === 'primary' ? 1 : choices.length - 1;
      const next = choices[(choices.indexOf(now) + step) % choices.length]!;
      return withFirefly(puzzle, cell, next === 'none' ? null : { direction: present?.direction ?? null, value: next });
    }
    if (gesture.kind === 'key') {
      const direction = present?.direction ?? null;
      if (/^[0-9]$/.test(gesture.key)) {
        // A digit typed right after another extends the number (1 then 2 gives 12) up to three digits.
        return withFirefly(puzzle, cell, { direction, value: typedNumber(gesture, present?.value, 999) });
      }
      if (gesture.key === '-' || gesture.key === '?') return withFirefly(puzzle, cell, { direction, value: null });
      if (gesture.key in typedArrows) return withFirefly(puzzle, cell, { direction: typedArrows[gesture.key]!, value: present?.value ?? null });
      if (eraseKeys.has(gesture.key)) return withFirefly(puzzle, cell, null);
      return undefined;
    }
    return undefined;
  },
};
