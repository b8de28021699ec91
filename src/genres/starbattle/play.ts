// Playing and entering Star Battle in the studio. A click cycles a cell through star, dot (surely no star) and empty,
// as on puzz.link; the right button starts with the dot, and a drag paints every cell it crosses alike. Stars are
// drawn as stars. The editor draws the rooms' borders (along the cells' sides, as puz.link's) and sets the grid's
// size and the star count.

import type { EditRules } from '../../core/play.js';
import { gridSizeRules } from '../../core/play.js';
import { borderMode, oneRoom, roomsAfterBorders } from '../shared/room-drawing.js';
import { shadingPlay } from '../shared/shade-play.js';
import { starBattleChecker } from './check.js';
import type { StarBattlePuzzle } from './puzzle.js';
import { makeStarBattle, maximumStarBattleSize, mostStars, starBattleSize } from './puzzle.js';

type Puzzle = StarBattlePuzzle;

// Stars and dots are a shading genre's 1 and 0; only the drawing differs.
export const starBattlePlay = shadingPlay<Puzzle>({
  size: starBattleSize,
  fixed: () => null,
  decorate: (puzzle) => ({ regions: puzzle.rooms, ...(puzzle.walls ? { walls: puzzle.walls } : {}) }),
  placedLook: { value: { text: '★', kind: 'entered' } },
  fillWords: { unshaded: 'dot' },
  modes: [
    { id: 'star', label: 'Star', key: 's' },
    { id: 'dot', label: 'Dot (surely no star)', key: 'd' },
  ],
  // Check on an unfinished board: only what no way of finishing it can mend.
  checks: starBattleChecker,
});

const sizes = gridSizeRules({ name: 'Star Battle', largest: maximumStarBattleSize, initial: 8, minimum: 4, square: true }, (size) => size);

export const starBattleEdit: EditRules<Puzzle> = {
  parameters: [
    ...sizes.parameters,
    { id: 'stars', label: 'Stars', minimum: 1, maximum: mostStars(maximumStarBattleSize.columns), initial: 1 },
  ],
  modes: [borderMode('room')],
  blank({ stars = 1, ...size }) {
    const checked = sizes.blank(size);
    // One room; drawing borders divides it.
    return makeStarBattle(oneRoom(checked), Math.min(stars, mostStars(checked.rows)));
  },
  parametersOf: (puzzle) => ({ ...sizes.parametersOf(puzzle), stars: puzzle.stars }),
  edit(puzzle, gesture) {
    const drawn = roomsAfterBorders(puzzle, gesture);
    return drawn && makeStarBattle(drawn.rooms, puzzle.stars, drawn.walls);
  },
};
