// Playing and entering Akari in the studio. A click cycles a white cell through light, dot (surely no light) and
// empty, as on puzz.link; the right button starts with the dot. The board shows the walls with their numbers, the
// lights, and the cells they light. The editor cycles a cell through white, wall and the numbers 0 to 4, or takes
// `#`, a digit or Delete.

import type { Cell } from '../../core/geometry.js';
import { makeGrid, neighbours } from '../../core/geometry.js';
import type { CellView, EditRules, PlayRules } from '../../core/play.js';
import { gridSizeRules } from '../../core/play.js';
import { setCell } from '../shared/number-play.js';
import type { ShadeMove, ShadeState } from '../shared/shade-play.js';
import { shadePlay } from '../shared/shade-play.js';
import { akariChecker, shine } from './check.js';
import type { AkariAnswer, AkariPartial, AkariPuzzle, AkariWall } from './puzzle.js';
import { akariSize, isWhite, makeAkari, maximumAkariSize, numberAt, wallAt } from './puzzle.js';

type Puzzle = AkariPuzzle;

// Lights and dots are a shading genre's 1 and 0; only the drawing differs.
const rules = shadePlay<Puzzle, AkariAnswer, AkariPartial>({
  size: akariSize,
  fixed: (puzzle, cell) => (isWhite(puzzle, cell) ? null : 1),
  label: (puzzle, cell) => numberAt(puzzle, cell)?.toString(),
  zeroLooks: 'unshaded',
  mustFill: false,
  modes: [
    { id: 'light', label: 'Light', key: 'l' },
    { id: 'dot', label: 'Dot (surely no light)', key: 'd' },
  ],
  toAnswer: (puzzle, cells) => makeGrid(akariSize(puzzle), (cell) => isWhite(puzzle, cell) && cells[cell.row]![cell.column] === 1),
  // Check on an unfinished board: only what no way of finishing it can mend.
  checks: akariChecker,
  fromAnswer: (_puzzle, answer, cell) => (answer[cell.row]![cell.column] ? 1 : 0),
  factAt: (facts, cell) => {
    const fact = facts[cell.row]![cell.column]!;
    return fact === null ? null : fact ? 1 : 0;
  },
});

export const akariPlay: PlayRules<Puzzle, ShadeState, ShadeMove, AkariAnswer, AkariPartial> = {
  ...rules,
  view(puzzle, state) {
    const size = akariSize(puzzle);
    const placed = (cell: Cell) => (isWhite(puzzle, cell) ? state.cells[cell.row]![cell.column]! : null);
    const { litCount } = shine(puzzle, (cell) => placed(cell) === 1);
    const cells = makeGrid(size, (cell): CellView => {
      const number = numberAt(puzzle, cell);
      if (!isWhite(puzzle, cell)) return { fill: 'shaded', ...(number === undefined ? {} : { value: { text: String(number), kind: 'given' } }) };
      const look: { -readonly [Key in keyof CellView]: CellView[Key] } = {};
      if (litCount[cell.row]![cell.column]! > 0) {
        look.tint = 'selected';
        look.tintWords = 'lit';
      }
      if (placed(cell) === 1) look.circle = { text: '', style: 'solid', words: 'light' };
      if (placed(cell) === 0) look.fill = 'unshaded';
      return look;
    });
    return { size, cells, fillWords: { shaded: 'wall', unshaded: 'dot' } };
  },
};

/** The editor's cycle for a cell: white, a plain wall, then the numbers up to the cells beside it. */
function cycle(puzzle: Puzzle, cell: Cell): (AkariWall | null)[] {
  const sides = neighbours(akariSize(puzzle), cell).length;
  return [null, { kind: 'wall' }, ...Array.from({ length: sides + 1 }, (_, value): AkariWall => ({ kind: 'number', value }))];
}

const sameWall = (a: AkariWall | null, b: AkariWall | null) => JSON.stringify(a) === JSON.stringify(b);

/** The puzzle with one cell changed, checked as any puzzle is (a number too large for its place is refused). */
const withWall = (puzzle: Puzzle, cell: Cell, wall: AkariWall | null): Puzzle => makeAkari(akariSize(puzzle), setCell(puzzle.walls, cell, wall));

export const akariEdit: EditRules<Puzzle> = {
  ...gridSizeRules({ name: 'Akari', largest: maximumAkariSize, initial: 7 }, (size) => makeAkari(size, makeGrid(size, () => null))),
  modes: [{ id: 'wall', label: 'Walls' }],
  edit(puzzle, gesture) {
    if ((gesture.kind !== 'key' && gesture.kind !== 'press') || gesture.target.kind !== 'cell') return undefined;
    const cell = gesture.target.cell;
    const present = wallAt(puzzle, cell);
    if (gesture.kind === 'press') {
      const order = cycle(puzzle, cell);
      const step = gesture.button === 'primary' ? 1 : order.length - 1;
      return withWall(puzzle, cell, order[(order.findIndex((wall) => sameWall(wall, present)) + step) % order.length]!);
    }
    const key = gesture.key;
    if (key === 'Backspace' || key === 'Delete' || key === '.') return present === null ? undefined : withWall(puzzle, cell, null);
    if (key === '#' || key === 'w' || key === 'b' || key === 'B') return withWall(puzzle, cell, { kind: 'wall' });
    if (/^[0-9]$/.test(key)) return withWall(puzzle, cell, { kind: 'number', value: Number(key) });
    return undefined;
  },
};
