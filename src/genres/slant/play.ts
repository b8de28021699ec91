// Playing and entering Slant in the studio. A click cycles a cell through `/`, `\` and empty; the other button goes
// the other way; `/` and `\` keys set a diagonal, Delete clears it; a drag gives every cell it crosses the diagonal
// its first cell got. The numbers sit on the corners. The editor types a number onto one corner of the cursor's cell,
// the corner its mode names.

import type { Cell } from '../../core/geometry.js';
import { makeGrid } from '../../core/geometry.js';
import type { CellView, EditRules, PlayRules, PointView } from '../../core/play.js';
import { gridSizeRules } from '../../core/play.js';
import { cluePad, setCell, steppedClue } from '../shared/number-play.js';
import type { Shade, ShadeMove, ShadeState } from '../shared/shade-play.js';
import { shadePlay } from '../shared/shade-play.js';
import type { Diagonal, SlantAnswer, SlantClue, SlantPartial, SlantPuzzle } from './puzzle.js';
import { cornerPoints, makeSlant, maximumSlantSize, slantSize } from './puzzle.js';

// A diagonal is a two-colour genre's choice: `/` is 1, `\` is 0; only the drawing differs.
const diagonalOf = (shade: Shade | null): Diagonal | null => (shade === null ? null : shade === 1 ? '/' : '\\');
const shadeOf = (diagonal: Diagonal | null): Shade | null => (diagonal === null ? null : diagonal === '/' ? 1 : 0);

const rules = shadePlay<SlantPuzzle, SlantAnswer, SlantPartial>({
  size: slantSize,
  fixed: () => null,
  zeroLooks: 'light',
  mustFill: true,
  modes: [
    { id: 'slash', label: 'Slash / first', key: 's' },
    { id: 'backslash', label: 'Backslash \\ first', key: 'b' },
  ],
  toAnswer: (_puzzle, cells) => cells.map((row) => row.map(diagonalOf)),
  fromAnswer: (_puzzle, answer, cell) => shadeOf(answer[cell.row]![cell.column]!) ?? 0,
  factAt: (facts, cell) => shadeOf(facts[cell.row]![cell.column]!),
});

/** The numbers on the corners, as the board draws them. */
export function cornerNumbers(puzzle: SlantPuzzle): PointView[] {
  return puzzle.clues.flatMap((row, r) =>
    row.flatMap((clue, c) => (clue === null ? [] : [{ point: { row: r, column: c }, text: clue.kind === 'number' ? String(clue.value) : '?' }])),
  );
}

export const slantPlay: PlayRules<SlantPuzzle, ShadeState, ShadeMove, SlantAnswer, SlantPartial> = {
  ...rules,
  interpret(puzzle, state, gesture, mode) {
    if (gesture.kind === 'key' && gesture.target.kind === 'cell' && (gesture.key === '/' || gesture.key === '\\')) {
      return { kind: 'set', cell: gesture.target.cell, value: shadeOf(gesture.key) };
    }
    // A press steps through / then \ then empty; the other button (or the backslash mode) steps the other way.
    if (gesture.kind === 'press' && gesture.target.kind === 'cell') {
      const { cell } = gesture.target;
      const backwards = (gesture.button === 'secondary') !== (mode === 'backslash');
      const present = state.cells[cell.row]![cell.column]!;
      const order: (Shade | null)[] = backwards ? [null, 0, 1] : [null, 1, 0];
      return { kind: 'set', cell, value: order[(order.indexOf(present) + 1) % 3]! };
    }
    return rules.interpret(puzzle, state, gesture, mode);
  },
  view(puzzle, state) {
    const size = slantSize(puzzle);
    const cells = makeGrid(size, (cell): CellView => {
      const direction = diagonalOf(state.cells[cell.row]![cell.column]!);
      return direction === null ? {} : { diagonal: { direction, kind: 'entered' } };
    });
    return { size, cells, points: cornerNumbers(puzzle) };
  },
  // The partial answer's JSON: `/`, `\` or null per cell.
  placed: (_puzzle, state) => state.cells.map((row) => row.map(diagonalOf)),
};

/** The editor's modes: which corner of the cursor's cell a typed number goes on (a press goes on the corner pressed). */
const cornerModes = [
  { id: 'top-left', label: 'Numbers on top-left corners', key: 'q', offset: { row: 0, column: 0 } },
  { id: 'top-right', label: 'Numbers on top-right corners', key: 'w', offset: { row: 0, column: 1 } },
  { id: 'bottom-left', label: 'Numbers on bottom-left corners', key: 'a', offset: { row: 1, column: 0 } },
  { id: 'bottom-right', label: 'Numbers on bottom-right corners', key: 's', offset: { row: 1, column: 1 } },
] as const;

function cornerOf(cell: Cell, mode: string): Cell {
  const { offset } = cornerModes.find((candidate) => candidate.id === mode) ?? cornerModes[0];
  return { row: cell.row + offset.row, column: cell.column + offset.column };
}

export const slantEdit: EditRules<SlantPuzzle> = {
  ...gridSizeRules({ name: 'Slant', largest: maximumSlantSize, initial: 7 }, (size) => makeSlant(size, makeGrid(cornerPoints(size), () => null))),
  modes: cornerModes.map(({ id, label, key }) => ({ id, label, key })),
  pad: () => cluePad(4),
  edit(puzzle, gesture, mode) {
    // A press on a corner steps its number, as on puzz.link (mouse and touch).
    if (gesture.kind === 'press' && gesture.target.kind === 'corner') {
      const corner = gesture.target.point;
      if (corner.row < 0 || corner.column < 0 || corner.row > puzzle.rows || corner.column > puzzle.columns) return undefined;
      const present = puzzle.clues[corner.row]![corner.column] ?? null;
      return makeSlant(slantSize(puzzle), setCell(puzzle.clues, corner, steppedClue(present, { smallest: 0, largest: 4 }, gesture.button)));
    }
    if (gesture.kind !== 'key' || gesture.target.kind !== 'cell') return undefined;
    const corner = cornerOf(gesture.target.cell, mode);
    const present = puzzle.clues[corner.row]![corner.column] ?? null;
    let clue: SlantClue | null;
    if (['Backspace', 'Delete', '.', '-'].includes(gesture.key)) clue = null;
    else if (gesture.key === '?') clue = { kind: 'unknown' };
    else if (/^[0-4]$/.test(gesture.key)) clue = { kind: 'number', value: Number(gesture.key) };
    else return undefined;
    if (JSON.stringify(present) === JSON.stringify(clue)) return undefined;
    return makeSlant(slantSize(puzzle), setCell(puzzle.clues, corner, clue));
  },
};
