// Playing and entering Slant in the studio. A click cycles a cell through `/`, `\` and empty; the other button goes
// the other way; `/` and `\` keys set a diagonal, Delete clears it; a drag gives every cell it crosses the diagonal
// its first cell got. The numbers sit on the corners. The editor types a number onto one corner of the cursor's cell,
// the corner its mode names.

import { makeGrid } from '../../core/geometry.js';
import type { CellView, EditRules, PlayRules } from '../../core/play.js';
import { cornerClueEdit, cornerNumbers } from '../shared/corner-clues.js';
import type { Shade, ShadeMove, ShadeState } from '../shared/shade-play.js';
import { shadePlay } from '../shared/shade-play.js';
import type { Diagonal, SlantAnswer, SlantPartial, SlantPuzzle } from './puzzle.js';
import { makeSlant, maximumSlantSize, slantSize } from './puzzle.js';

// A diagonal is a two-colour genre's choice: `/` is 1, `\` is 0; only the drawing differs.
const diagonalOf = (shade: Shade | null): Diagonal | null => (shade === null ? null : shade === 1 ? '/' : '\\');
const shadeOf = (diagonal: Diagonal | null): Shade | null => (diagonal === null ? null : diagonal === '/' ? 1 : 0);

const rules = shadePlay<SlantPuzzle, SlantAnswer, SlantPartial>({
  size: slantSize,
  fixed: () => null,
  zeroLooks: 'light',
  // A press steps through / then \ then empty; the other button (or the backslash mode) steps the other way.
  reverseCycle: true,
  mustFill: true,
  modes: [
    { id: 'slash', label: 'Slash / first', key: 's' },
    { id: 'backslash', label: 'Backslash \\ first', key: 'b' },
  ],
  toAnswer: (_puzzle, cells) => cells.map((row) => row.map(diagonalOf)),
  fromAnswer: (_puzzle, answer, cell) => shadeOf(answer[cell.row]![cell.column]!) ?? 0,
  factAt: (facts, cell) => shadeOf(facts[cell.row]![cell.column]!),
});

export const slantPlay: PlayRules<SlantPuzzle, ShadeState, ShadeMove, SlantAnswer, SlantPartial> = {
  ...rules,
  interpret(puzzle, state, gesture, mode) {
    if (gesture.kind === 'key' && gesture.target.kind === 'cell' && (gesture.key === '/' || gesture.key === '\\')) {
      return { kind: 'set', cell: gesture.target.cell, value: shadeOf(gesture.key) };
    }
    return rules.interpret(puzzle, state, gesture, mode);
  },
  view(puzzle, state) {
    const size = slantSize(puzzle);
    const cells = makeGrid(size, (cell): CellView => {
      const direction = diagonalOf(state.cells[cell.row]![cell.column]!);
      return direction === null ? {} : { diagonal: { direction, kind: 'entered' } };
    });
    return { size, cells, points: cornerNumbers(puzzle.clues) };
  },
  // The partial answer's JSON: `/`, `\` or null per cell.
  placed: (_puzzle, state) => state.cells.map((row) => row.map(diagonalOf)),
};

export const slantEdit: EditRules<SlantPuzzle> = cornerClueEdit({
  grid: { name: 'Slant', largest: maximumSlantSize, initial: 7 },
  make: makeSlant,
  largestNumber: 4,
  // `-` clears a corner too.
  otherKey: (key) => (key === '-' ? null : undefined),
});
