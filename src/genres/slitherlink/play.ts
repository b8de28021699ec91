// Playing and entering Slitherlink in the studio: lines along the cell edges, drawn by dragging from corner to
// corner; a click on an edge crosses it out (see the shared line play). The editor steps or types numbers in cells.

import type { Cell } from '../../core/geometry.js';
import { makeGrid } from '../../core/geometry.js';
import type { LineGrid } from '../../core/lines.js';
import type { CellView, EditRules, PlayRules } from '../../core/play.js';
import { accepted, fitsStart, gridSizeRules, refused } from '../../core/play.js';
import type { LineMove, LineState } from '../shared/line-play.js';
import { linePlay } from '../shared/line-play.js';
import { setCell } from '../shared/number-play.js';
import { slitherlinkChecker } from './check.js';
import { cellsBeside } from './model.js';
import type { SlitherlinkClue, SlitherlinkPuzzle } from './puzzle.js';
import { makeSlitherlink, maximumSlitherlinkSize, slitherlinkSize } from './puzzle.js';
import { clueGridEdit } from '../shared/clue-edit.js';

const clueAt = (puzzle: SlitherlinkPuzzle, cell: Cell): SlitherlinkClue | null => puzzle.clues[cell.row]![cell.column] ?? null;

const lines = linePlay<SlitherlinkPuzzle>({
  size: slitherlinkSize,
  points: 'corners',
  cellView(puzzle, cell) {
    const clue = clueAt(puzzle, cell);
    return clue === null ? {} : { value: { text: clue.kind === 'number' ? String(clue.value) : '?', kind: 'given' } };
  },
  cellsOfLine: cellsBeside,
  drawing: 'loop',
  checks: slitherlinkChecker,
});

/** A cell the player coloured as inside the loop or outside it (puzz.link's two background colours). */
export type CellSide = 'inside' | 'outside';

export interface SlitherlinkState extends LineState {
  /** The player's colours, null where none; absent in progress saved before colouring existed. */
  readonly sides?: readonly (readonly (CellSide | null)[])[];
}

export type SlitherlinkMove = LineMove | { readonly kind: 'colour'; readonly cell: Cell; readonly side: CellSide | null };

const sideAt = (state: SlitherlinkState, cell: Cell): CellSide | null => state.sides?.[cell.row]?.[cell.column] ?? null;
const lineState = (state: SlitherlinkState): LineState => ({ lines: state.lines });

/**
 * Lines as the shared line play draws them; a click in a cell colours it inside, then outside, then clears it (the
 * other button the other way round), as puzz.link's background colours help to see which side of the loop is which.
 */
export const slitherlinkPlay: PlayRules<SlitherlinkPuzzle, SlitherlinkState, SlitherlinkMove, LineGrid, LineGrid<boolean | null>> = {
  ...lines,
  start: (puzzle) => ({ ...lines.start(puzzle), sides: makeGrid(slitherlinkSize(puzzle), () => null) }),
  interpret(puzzle, state, gesture, mode) {
    if (gesture.kind === 'press' && gesture.target.kind === 'cell') {
      const cell = gesture.target.cell;
      const order: (CellSide | null)[] = gesture.button === 'primary' ? [null, 'inside', 'outside'] : [null, 'outside', 'inside'];
      return { kind: 'colour', cell, side: order[(order.indexOf(sideAt(state, cell)) + 1) % order.length]! };
    }
    return lines.interpret(puzzle, lineState(state), gesture, mode);
  },
  apply(puzzle, state, move) {
    if (move.kind === 'colour') {
      const size = slitherlinkSize(puzzle);
      const { row, column } = move.cell;
      if (row < 0 || column < 0 || row >= size.rows || column >= size.columns) return refused('that cell is outside the grid');
      const sides = state.sides ?? makeGrid(size, () => null);
      return accepted({ ...state, sides: setCell(sides, move.cell, move.side) });
    }
    const outcome = lines.apply(puzzle, lineState(state), move);
    return outcome.ok ? accepted({ ...state, lines: outcome.state.lines }) : outcome;
  },
  view(puzzle, state, options) {
    const board = lines.view(puzzle, lineState(state), options);
    const cells = board.cells.map((row, r) =>
      row.map((look, c): CellView => {
        const side = sideAt(state, { row: r, column: c });
        return side === null ? look : { ...look, tint: side, tintWords: side === 'inside' ? 'coloured inside the loop' : 'coloured outside the loop' };
      }),
    );
    return { ...board, cells };
  },
  answer: (puzzle, state) => lines.answer(puzzle, lineState(state)),
  progress: (puzzle, state) => lines.progress!(puzzle, lineState(state)),
  placed: (puzzle, state) => lines.placed!(puzzle, lineState(state)),
  hint: (puzzle, state, facts) => lines.hint(puzzle, lineState(state), facts),
  fromAnswer: (puzzle, answer) => ({ ...lines.fromAnswer(puzzle, answer), sides: makeGrid(slitherlinkSize(puzzle), () => null) }),
  // The lines as the shared line play takes them, and the cells' colours (absent in progress saved before them).
  isState(puzzle, value): value is SlitherlinkState {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    const { sides, ...rest } = value as Record<string, unknown>;
    if (!lines.isState(puzzle, rest)) return false;
    return sides === undefined || fitsStart(makeGrid(slitherlinkSize(puzzle), () => null), sides, (side) => side === 'inside' || side === 'outside');
  },
};

export const slitherlinkEdit: EditRules<SlitherlinkPuzzle> = {
  ...gridSizeRules({ name: 'Slitherlink', largest: maximumSlitherlinkSize, initial: 7, maximum: 40 }, (size) => makeSlitherlink(size, makeGrid(size, () => null))),
  ...clueGridEdit({ mode: { id: 'clue', label: 'Numbers' }, clueAt, withClue: (puzzle, cell, clue) => ({ ...puzzle, clues: setCell(puzzle.clues, cell, clue) }), range: () => ({ smallest: 0, largest: 4 }) }),
};
