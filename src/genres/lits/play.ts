// Playing and entering LITS in the studio. A click cycles a cell through shaded, dot (surely unshaded) and open; the
// right button starts with the dot, and a drag paints every cell it crosses alike. The editor draws the rooms' borders
// (along the cells' sides, as puz.link's) and sets the grid's size.

import { inputError } from '../../core/errors.js';
import type { EditRules, PlayRules } from '../../core/play.js';
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
  parameters: [
    { id: 'columns', label: 'Width', minimum: 2, maximum: 40, initial: 10 },
    { id: 'rows', label: 'Height', minimum: 2, maximum: 40, initial: 10 },
  ],
  modes: [borderMode('room')],
  blank({ rows = 10, columns = 10 }) {
    if (!Number.isInteger(rows) || !Number.isInteger(columns) || rows < 1 || columns < 1 || rows > maximumLitsSize.rows || columns > maximumLitsSize.columns) {
      inputError(`a LITS grid is 1×1 to ${maximumLitsSize.columns}×${maximumLitsSize.rows}, not ${columns}×${rows}`);
    }
    // One room; drawing borders divides it.
    return makeLits(oneRoom({ rows, columns }));
  },
  parametersOf: (puzzle) => ({ rows: puzzle.rows, columns: puzzle.columns }),
  edit(puzzle, gesture) {
    const drawn = roomsAfterBorders(puzzle, gesture);
    return drawn && makeLits(drawn.rooms, drawn.walls);
  },
};
