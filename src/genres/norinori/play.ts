// Playing and entering Norinori in the studio: shade cells (a dot marks a cell surely unshaded) in a grid of rooms;
// a click cycles a cell through shaded, dot and empty, the right button starts with the dot, and a drag paints every
// cell it crosses alike. The editor draws the rooms' borders and sets the grid's size.

import { inputError } from '../../core/errors.js';
import type { EditRules, PlayRules } from '../../core/play.js';
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
  parameters: [
    { id: 'columns', label: 'Width', minimum: 2, maximum: maximumNorinoriSize.columns, initial: 10 },
    { id: 'rows', label: 'Height', minimum: 2, maximum: maximumNorinoriSize.rows, initial: 10 },
  ],
  modes: [borderMode('room')],
  blank({ rows = 10, columns = 10 }) {
    const largest = maximumNorinoriSize;
    if (!Number.isInteger(rows) || !Number.isInteger(columns) || rows < 1 || columns < 1 || rows > largest.rows || columns > largest.columns) {
      inputError(`a Norinori grid is 1×1 to ${largest.columns}×${largest.rows}, not ${columns}×${rows}`);
    }
    // One room; drawing borders divides it.
    return makeNorinori(oneRoom({ rows, columns }));
  },
  parametersOf: (puzzle) => ({ rows: puzzle.rows, columns: puzzle.columns }),
  edit(puzzle, gesture) {
    const drawn = roomsAfterBorders(puzzle, gesture);
    return drawn && makeNorinori(drawn.rooms, drawn.walls);
  },
};
