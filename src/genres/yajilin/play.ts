// Playing and entering Yajilin in the studio. Play: the loop is drawn as in Masyu (a drag from cell to cell; a
// click between two cells, or the other button, crosses a line out), and a click in a cell shades it, then dots it
// (surely not shaded), then clears it; the other button dots first. Clue cells show their number and arrow, and
// lines never enter them; shading a cell takes the lines through it away, and no line enters a shaded cell. The
// editor: a click cycles a cell's arrow (up, right, down, left, a plain block, none); digits set the number, `?` an
// unknown one, `#` a block, Delete clears; the clue mode types a whole clue (`<2`).

import type { Cell, Direction } from '../../core/geometry.js';
import { makeGrid } from '../../core/geometry.js';
import type { CellView, EditRules } from '../../core/play.js';
import { gridSizeRules } from '../../core/play.js';
import { setCell } from '../shared/number-play.js';
import type { ShadeLoopMove, ShadeLoopState } from '../shared/shade-loop-play.js';
import { eraseKeys, shadeLoopPlay } from '../shared/shade-loop-play.js';
import { yajilinChecker } from './check.js';
import { readClueToken } from './formats.js';
import type { YajilinClue, YajilinPuzzle } from './puzzle.js';
import { clueAt, clueText, makeYajilin, maximumYajilinSize, yajilinSize } from './puzzle.js';
import { arrowClueKey, stepped, unlessRefused } from '../shared/clue-edit.js';

type Puzzle = YajilinPuzzle;

export type YajilinState = ShadeLoopState;
export type YajilinMove = ShadeLoopMove;

/** Clue cells are grey blocks; a block without a number shows nothing else. */
const clueView = (puzzle: Puzzle, cell: Cell): CellView => ({ tint: 'block', tintWords: 'clue cell', value: { text: clueText(clueAt(puzzle, cell)!), kind: 'given' } });

export const yajilinPlay = shadeLoopPlay<Puzzle>({
  size: yajilinSize,
  isClue: (puzzle, cell) => clueAt(puzzle, cell) !== null,
  clueView,
  brokenForGood: yajilinChecker.brokenForGood,
});

// ---- The editor ----

const arrowCycle: readonly (Direction | 'block' | null)[] = [null, 'up', 'right', 'down', 'left', 'block'];

/** The puzzle with one cell's clue changed, or undefined when nothing changes or the clue cannot be (a 4 in two cells). */
function withClue(puzzle: Puzzle, cell: Cell, clue: YajilinClue | null, { quiet = true } = {}): Puzzle | undefined {
  if (JSON.stringify(clueAt(puzzle, cell)) === JSON.stringify(clue)) return undefined;
  return unlessRefused(() => makeYajilin(yajilinSize(puzzle), setCell(puzzle.clues, cell, clue)), quiet);
}

export const yajilinEdit: EditRules<Puzzle> = {
  ...gridSizeRules({ name: 'Yajilin', largest: maximumYajilinSize, smallest: 2, initial: 8, maximum: 40 }, (size) => makeYajilin(size, makeGrid(size, () => null))),
  modes: [
    { id: 'arrow', label: 'Arrows and numbers' },
    { id: 'clue', label: 'Type a clue', prompt: 'Clue: an arrow ^ v < > and a number (like <2), # for a block, empty to clear' },
  ],
  edit(puzzle, gesture) {
    if (!('target' in gesture) || gesture.target.kind !== 'cell') return undefined;
    const cell = gesture.target.cell;
    const present = clueAt(puzzle, cell);
    if (gesture.kind === 'press') {
      const next = stepped(arrowCycle, present === null ? null : (present.direction ?? 'block'), gesture.button);
      return withClue(puzzle, cell, next === null ? null : next === 'block' ? { direction: null, value: null } : { direction: next, value: present?.value ?? null });
    }
    if (gesture.kind === 'key') {
      if (gesture.key === '#') return withClue(puzzle, cell, { direction: null, value: null });
      if (eraseKeys.has(gesture.key)) return withClue(puzzle, cell, null);
      return arrowClueKey(gesture, present, (clue) => withClue(puzzle, cell, clue));
    }
    if (gesture.kind === 'text') return withClue(puzzle, cell, readClueToken(gesture.text.replace(/\s+/g, '')), { quiet: false });
    return undefined;
  },
};
