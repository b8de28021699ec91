// Playing and entering Moon or Sun in the studio. Play, as on puz.link: the loop by dragging through cell centres; a
// click between two cells, or the other button, crosses a line out; suns are open circles and moons filled ones,
// over the rooms' walls. The editor draws the rooms' borders (along the cells' sides, as puz.link's) and places
// marks: a press on the selected cell steps it (none, sun, moon, none; the other button back), keys type it (`1` a
// sun, `2` a moon, Delete to clear), as puz.link's does.

import type { Cell } from '../../core/geometry.js';
import { makeGrid } from '../../core/geometry.js';
import type { LineGrid } from '../../core/lines.js';
import type { EditRules, PlayRules } from '../../core/play.js';
import { gridSizeRules } from '../../core/play.js';
import type { LineMove, LineState } from '../shared/line-play.js';
import { linePlay } from '../shared/line-play.js';
import { setCell } from '../shared/number-play.js';
import { borderMode, oneRoom, roomsAfterBorders } from '../shared/room-drawing.js';
import { moonSunChecker } from './check.js';
import type { Mark, MoonSunPuzzle } from './puzzle.js';
import { makeMoonSun, markAt, maximumMoonSunSize, moonSunSize } from './puzzle.js';

type Puzzle = MoonSunPuzzle;

const lines = linePlay<Puzzle>({
  size: moonSunSize,
  points: 'centres',
  cellView(puzzle, cell) {
    const mark = markAt(puzzle, cell);
    return mark === null ? {} : { circle: { text: '', style: mark === 'sun' ? 'solid' : 'filled', words: mark } };
  },
  drawing: 'loop',
  checks: moonSunChecker,
});

export const moonSunPlay: PlayRules<Puzzle, LineState, LineMove, LineGrid, LineGrid<boolean | null>> = {
  ...lines,
  // The rooms' walls under the lines.
  view: (puzzle, state, options) => ({ ...lines.view(puzzle, state, options), regions: puzzle.rooms, ...(puzzle.walls ? { walls: puzzle.walls } : {}) }),
};

// ---- The editor ----

const steps: readonly (Mark | null)[] = [null, 'sun', 'moon'];

const withMark = (puzzle: Puzzle, cell: Cell, mark: Mark | null): Puzzle | undefined =>
  markAt(puzzle, cell) === mark ? undefined : makeMoonSun(puzzle.rooms, setCell(puzzle.marks, cell, mark), puzzle.walls);

export const moonSunEdit: EditRules<Puzzle> = {
  // One room; drawing borders divides it.
  ...gridSizeRules({ name: 'Moon or Sun', largest: maximumMoonSunSize, smallest: 2, initial: 10, maximum: 40 }, (size) => makeMoonSun(oneRoom(size), makeGrid(size, () => null))),
  modes: [borderMode('room'), { id: 'mark', label: 'Moons and suns', key: 'm' }],
  pad: () => ['1', '2', 'Delete'],
  edit(puzzle, gesture, mode) {
    if (mode === 'room') {
      const drawn = roomsAfterBorders(puzzle, gesture);
      return drawn && makeMoonSun(drawn.rooms, puzzle.marks, drawn.walls);
    }
    if (!('target' in gesture) || gesture.target.kind !== 'cell') return undefined;
    const cell = gesture.target.cell;
    if (gesture.kind === 'press' && gesture.again) {
      const step = gesture.button === 'primary' ? 1 : steps.length - 1;
      return withMark(puzzle, cell, steps[(steps.indexOf(markAt(puzzle, cell)) + step) % steps.length]!);
    }
    if (gesture.kind !== 'key') return undefined;
    if (gesture.key === 'Backspace' || gesture.key === 'Delete' || gesture.key === '0') return withMark(puzzle, cell, null);
    if (gesture.key === '1') return withMark(puzzle, cell, 'sun');
    if (gesture.key === '2') return withMark(puzzle, cell, 'moon');
    return undefined;
  },
};
