// Playing and entering Yajisan-Kazusan in the studio. Play: shade cells by presses and drags, clue cells too (a dot
// marks a cell surely unshaded), as puz.link plays it. The editor, as puz.link's: a drag from a cell points its arrow
// the way it goes, a press on the selected cell steps its number (none, ?, 0, 1, ...), digits type it, `-` or `?` an
// unknown one (`-` again takes it away), `^ v < >` (or Shift and an arrow key) the arrow or takes it away, Delete
// clears.

import type { Cell, Direction } from '../../core/geometry.js';
import { makeGrid } from '../../core/geometry.js';
import type { EditRules, PlayRules } from '../../core/play.js';
import { dragDirection, gridSizeRules, typedArrows, typedNumber } from '../../core/play.js';
import { setCell } from '../shared/number-play.js';
import type { ShadeMove, ShadeState } from '../shared/shade-play.js';
import { shadingPlay } from '../shared/shade-play.js';
import { yajikazuChecker } from './check.js';
import type { YajikazuAnswer, YajikazuClue, YajikazuPartial, YajikazuPuzzle } from './puzzle.js';
import { clueAt, clueText, largestNumber, makeYajikazu, maximumYajikazuSize, yajikazuSize } from './puzzle.js';

type Puzzle = YajikazuPuzzle;

export const yajikazuPlay: PlayRules<Puzzle, ShadeState, ShadeMove, YajikazuAnswer, YajikazuPartial> = shadingPlay<Puzzle>({
  size: yajikazuSize,
  // A clue cell is shaded like any other.
  fixed: () => null,
  label(puzzle, cell) {
    const clue = clueAt(puzzle, cell);
    return clue === null ? undefined : clueText(clue);
  },
  checks: yajikazuChecker,
});

// ---- The editor ----

const arrowKeys: Readonly<Record<string, Direction>> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };
const eraseKeys = new Set(['Backspace', 'Delete', ' ']);

function withClue(puzzle: Puzzle, cell: Cell, clue: YajikazuClue | null): Puzzle | undefined {
  if (JSON.stringify(clueAt(puzzle, cell)) === JSON.stringify(clue)) return undefined;
  return makeYajikazu(yajikazuSize(puzzle), setCell(puzzle.clues, cell, clue));
}

export const yajikazuEdit: EditRules<Puzzle> = {
  ...gridSizeRules({ name: 'Yajisan-Kazusan', largest: maximumYajikazuSize, initial: 8, maximum: 40 }, (size) => makeYajikazu(size, makeGrid(size, () => null))),
  modes: [{ id: 'clue', label: 'Arrows and numbers' }],
  pad: () => ['^', 'v', '<', '>', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '-', 'Delete'],
  edit(puzzle, gesture) {
    if (gesture.kind === 'drag') {
      // A drag points the arrow of the cell it starts from the way it goes (a clue without a number becomes a `?`).
      const direction = dragDirection(gesture.from, gesture.to);
      if (!direction) return undefined;
      return withClue(puzzle, gesture.from, { direction, value: clueAt(puzzle, gesture.from)?.value ?? null });
    }
    if (!('target' in gesture) || gesture.target.kind !== 'cell') return undefined;
    const cell = gesture.target.cell;
    const present = clueAt(puzzle, cell);
    const direction = present?.direction ?? null;
    if (gesture.kind === 'press') {
      if (!gesture.again) return undefined;
      // Steps as puz.link's does: none, `?`, 0 up to 999, none again (the other button the other way).
      const choices: (number | null | 'none')[] = ['none', null, ...Array.from({ length: largestNumber + 1 }, (_, number) => number)];
      const step = gesture.button === 'primary' ? 1 : choices.length - 1;
      const next = choices[(choices.indexOf(present === null ? 'none' : present.value) + step) % choices.length]!;
      return withClue(puzzle, cell, next === 'none' ? null : { direction, value: next });
    }
    if (gesture.kind !== 'key') return undefined;
    if (/^[0-9]$/.test(gesture.key) && gesture.modifier === undefined) {
      // A digit typed right after another extends the number while it stays within puz.link's 999 (1 then 2 gives 12).
      return withClue(puzzle, cell, { direction, value: typedNumber(gesture, present?.value, largestNumber) });
    }
    // `-` makes a `?` of the clue, and takes a `?` away, as puz.link's does.
    if (gesture.key === '-') return withClue(puzzle, cell, present !== null && present.value === null ? null : { direction, value: null });
    if (gesture.key === '?') return withClue(puzzle, cell, { direction, value: null });
    const arrow = typedArrows[gesture.key] ?? (gesture.modifier === 'shift' ? arrowKeys[gesture.key] : undefined);
    if (arrow) return withClue(puzzle, cell, { direction: present?.direction === arrow ? null : arrow, value: present?.value ?? null });
    if (eraseKeys.has(gesture.key)) return withClue(puzzle, cell, null);
    return undefined;
  },
};
