// Playing and entering Moon or Sun in the studio. Play, as on puz.link: the loop by dragging through cell centres; a
// click between two cells, or the other button, crosses a line out; suns are open circles and moons filled ones,
// over the rooms' walls. The editor draws the rooms' borders (along the cells' sides, as puz.link's) and places
// marks: a press on the selected cell steps it (none, sun, moon, none; the other button back), keys type it (`1` a
// sun, `2` a moon, Delete to clear), as puz.link's does.

import { makeGrid } from '../../core/geometry.js';
import type { EditRules } from '../../core/play.js';
import { gridSizeRules } from '../../core/play.js';
import type { LinePlayRules } from '../shared/line-play.js';
import { linePlay } from '../shared/line-play.js';
import { overRooms } from '../shared/room-loop.js';
import { setCell } from '../shared/number-play.js';
import type { SymbolCells } from '../shared/clue-edit.js';
import { steppedSymbol } from '../shared/clue-edit.js';
import { borderMode, oneRoom, roomsAfterBorders } from '../shared/room-drawing.js';
import { moonSunChecker } from './check.js';
import type { Mark, MoonSunPuzzle } from './puzzle.js';
import { makeMoonSun, markAt, maximumMoonSunSize, moonSunSize } from './puzzle.js';

type Puzzle = MoonSunPuzzle;

/** The loop drawn over the rooms' walls. */
export const moonSunPlay: LinePlayRules<Puzzle> = overRooms(
  linePlay<Puzzle>({
    size: moonSunSize,
    points: 'centres',
    cellView(puzzle, cell) {
      const mark = markAt(puzzle, cell);
      return mark === null ? {} : { circle: { text: '', style: mark === 'sun' ? 'solid' : 'filled', words: mark } };
    },
    drawing: 'loop',
    checks: moonSunChecker,
  }),
);

// ---- The editor ----

/** The marks as the editor steps them (on the selected cell) and the keys that set them. */
const marks: SymbolCells<Puzzle, Mark | null> = {
  order: [null, 'sun', 'moon'],
  keys: { Backspace: null, Delete: null, '0': null, '1': 'sun', '2': 'moon' },
  pressAgain: true,
  at: markAt,
  set: (puzzle, cell, mark) => makeMoonSun(puzzle.rooms, setCell(puzzle.marks, cell, mark), puzzle.walls),
};

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
    return steppedSymbol(puzzle, gesture, marks);
  },
};
