// Playing and entering LITS in the studio. A click cycles a cell through shaded, dot (surely unshaded) and open; the
// right button starts with the dot, and a drag paints every cell it crosses alike. The editor draws the rooms' borders
// (along the cells' sides, as puz.link's) and sets the grid's size.

import type { EditRules, PlayRules } from '../../core/play.js';
import { gridSizeRules } from '../../core/play.js';
import { borderMode, oneRoom, roomsAfterBorders } from '../shared/room-drawing.js';
import type { ShadeMove, ShadeState } from '../shared/shade-play.js';
import { shadingPlay } from '../shared/shade-play.js';
import { litsChecker } from './check.js';
import type { LitsAnswer, LitsPartial, LitsPuzzle } from './puzzle.js';
import { litsSize, makeLits, maximumLitsSize } from './puzzle.js';

type Puzzle = LitsPuzzle;

export const litsPlay: PlayRules<Puzzle, ShadeState, ShadeMove, LitsAnswer, LitsPartial> = shadingPlay<Puzzle>({
  size: litsSize,
  fixed: () => null,
  decorate: (puzzle) => ({ regions: puzzle.rooms, ...(puzzle.walls ? { walls: puzzle.walls } : {}) }),
  // Check on an unfinished board: only what no way of finishing it can mend.
  checks: litsChecker,
});

export const litsEdit: EditRules<Puzzle> = {
  // One room; drawing borders divides it.
  ...gridSizeRules({ name: 'LITS', largest: maximumLitsSize, initial: 10, maximum: 40 }, (size) => makeLits(oneRoom(size))),
  modes: [borderMode('room')],
  edit(puzzle, gesture) {
    const drawn = roomsAfterBorders(puzzle, gesture);
    return drawn && makeLits(drawn.rooms, drawn.walls);
  },
};
