// Playing and entering Norinori in the studio: shade cells (a dot marks a cell surely unshaded) in a grid of rooms;
// a click cycles a cell through shaded, dot and empty, the right button starts with the dot, and a drag paints every
// cell it crosses alike. The editor draws the rooms' borders and sets the grid's size.

import type { EditRules, PlayRules } from '../../core/play.js';
import { gridSizeRules } from '../../core/play.js';
import { borderMode, oneRoom, roomsAfterBorders } from '../shared/room-drawing.js';
import type { ShadeMove, ShadeState } from '../shared/shade-play.js';
import { shadingPlay } from '../shared/shade-play.js';
import { norinoriChecker } from './check.js';
import type { NorinoriAnswer, NorinoriPartial, NorinoriPuzzle } from './puzzle.js';
import { makeNorinori, maximumNorinoriSize, norinoriSize } from './puzzle.js';

type Puzzle = NorinoriPuzzle;

export const norinoriPlay: PlayRules<Puzzle, ShadeState, ShadeMove, NorinoriAnswer, NorinoriPartial> = shadingPlay<Puzzle>({
  size: norinoriSize,
  fixed: () => null,
  decorate: (puzzle) => ({ regions: puzzle.rooms, ...(puzzle.walls ? { walls: puzzle.walls } : {}) }),
  // Check on an unfinished board: only what no way of finishing it can mend.
  checks: norinoriChecker,
});

export const norinoriEdit: EditRules<Puzzle> = {
  // One room; drawing borders divides it.
  ...gridSizeRules({ name: 'Norinori', largest: maximumNorinoriSize, initial: 10 }, (size) => makeNorinori(oneRoom(size))),
  modes: [borderMode('room')],
  edit(puzzle, gesture) {
    const drawn = roomsAfterBorders(puzzle, gesture);
    return drawn && makeNorinori(drawn.rooms, drawn.walls);
  },
};
