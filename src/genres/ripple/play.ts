// Playing and entering Ripple Effect in the studio, as on puz.link: digits typed into cells, or stepped up and down by
// clicking the selected cell again, with pencil marks; a placed digit clears its marks from its room. The editor draws
// the rooms' borders and types the given digits (`?` for one left unknown).

import type { Cell } from '../../core/geometry.js';
import { makeGrid } from '../../core/geometry.js';
import type { EditRules, PlayRules } from '../../core/play.js';
import { gridSizeRules } from '../../core/play.js';
import type { Regions, Walls } from '../../core/regions.js';
import { wallsOf } from '../../core/regions.js';
import { clueGridEdit } from '../shared/clue-edit.js';
import type { NumberFacts, NumberGenre, NumberMove, NumberState } from '../shared/number-play.js';
import { numberPlay, setCell } from '../shared/number-play.js';
import { borderMode, oneRoom, roomsAfterBorders } from '../shared/room-drawing.js';
import type { RippleAnswer, RippleGiven, RipplePuzzle } from './puzzle.js';
import { givenAt, largestRoom, makeRipple, maximumRippleSize, rippleSize, roomSizes } from './puzzle.js';

const asNumberGenre: NumberGenre<RipplePuzzle> = {
  size: rippleSize,
  largest: (puzzle) => largestRoom(puzzle.rooms),
  given: (puzzle, cell) => {
    const given = givenAt(puzzle, cell);
    return given?.kind === 'number' ? given.value : null;
  },
  decorate: (puzzle) => ({ regions: puzzle.rooms, ...(puzzle.walls ? { walls: puzzle.walls } : {}) }),
  sees: (puzzle, placed, other) => puzzle.rooms[placed.row]![placed.column] === puzzle.rooms[other.row]![other.column],
};

export const ripplePlay: PlayRules<RipplePuzzle, NumberState, NumberMove, RippleAnswer, NumberFacts> = numberPlay(asNumberGenre);

/** The puzzle with new rooms: a given too large for its new room goes. */
function withRooms(puzzle: RipplePuzzle, rooms: Regions, walls: Walls): RipplePuzzle {
  const roomSize = roomSizes(rooms);
  const fitting = (given: RippleGiven | null, cell: Cell) => (given?.kind === 'number' && given.value > roomSize(cell) ? null : given);
  return makeRipple(rippleSize(puzzle), walls, makeGrid(rippleSize(puzzle), (cell) => fitting(givenAt(puzzle, cell), cell)));
}

const givens = clueGridEdit<RipplePuzzle>({
  mode: { id: 'given', label: 'Givens' },
  clueAt: givenAt,
  withClue: (puzzle, cell, given) => makeRipple(rippleSize(puzzle), puzzle.walls ?? wallsOf(puzzle.rooms), setCell(puzzle.givens, cell, given)),
  range: (puzzle, cell) => ({ smallest: 1, largest: cell ? roomSizes(puzzle.rooms)(cell) : largestRoom(puzzle.rooms) }),
});

export const rippleEdit: EditRules<RipplePuzzle> = {
  // One room; drawing borders divides it.
  ...gridSizeRules({ name: 'Ripple Effect', largest: maximumRippleSize, initial: 8 }, (size) =>
    makeRipple(size, wallsOf(oneRoom(size)), makeGrid(size, () => null)),
  ),
  modes: [borderMode('room'), ...givens.modes],
  pad: givens.pad,
  edit(puzzle, gesture, mode) {
    if (mode !== 'room') return givens.edit(puzzle, gesture, mode);
    const drawn = roomsAfterBorders(puzzle, gesture);
    return drawn && withRooms(puzzle, drawn.rooms, drawn.walls);
  },
};
