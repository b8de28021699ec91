// Playing and entering Star Battle in the studio. A click cycles a cell through star, dot (surely no star) and empty,
// as on puzz.link; the right button starts with the dot, and a drag paints every cell it crosses alike. Stars are
// drawn as stars. The editor draws the rooms' borders (along the cells' sides, as puz.link's) and sets the grid's
// size and the star count.

import { makeGrid } from '../../core/geometry.js';
import type { CellView, EditRules, PlayRules } from '../../core/play.js';
import { gridSizeRules } from '../../core/play.js';
import { borderMode, oneRoom, roomsAfterBorders } from '../shared/room-drawing.js';
import type { ShadeMove, ShadeState } from '../shared/shade-play.js';
import { shadePlay } from '../shared/shade-play.js';
import { brokenForGood } from './check.js';
import type { StarBattleAnswer, StarBattlePartial, StarBattlePuzzle } from './puzzle.js';
import { makeStarBattle, maximumStarBattleSize, mostStars, starBattleSize } from './puzzle.js';

type Puzzle = StarBattlePuzzle;

// Stars and dots are a shading genre's 1 and 0; only the drawing differs.
const rules = shadePlay<Puzzle, StarBattleAnswer, StarBattlePartial>({
  size: starBattleSize,
  fixed: () => null,
  decorate: (puzzle) => ({ regions: puzzle.rooms, ...(puzzle.walls ? { walls: puzzle.walls } : {}) }),
  zeroLooks: 'unshaded',
  mustFill: false,
  modes: [
    { id: 'star', label: 'Star', key: 's' },
    { id: 'dot', label: 'Dot (surely no star)', key: 'd' },
  ],
  toAnswer: (puzzle, cells) => makeGrid(starBattleSize(puzzle), (cell) => cells[cell.row]![cell.column] === 1),
  // Check on an unfinished board: only what no way of finishing it can mend.
  brokenForGood,
  fromAnswer: (_puzzle, answer, cell) => (answer[cell.row]![cell.column] ? 1 : 0),
  factAt: (facts, cell) => {
    const fact = facts[cell.row]![cell.column]!;
    return fact === null ? null : fact ? 1 : 0;
  },
});

const star: CellView = { value: { text: '★', kind: 'entered' } };

export const starBattlePlay: PlayRules<Puzzle, ShadeState, ShadeMove, StarBattleAnswer, StarBattlePartial> = {
  ...rules,
  view(puzzle, state, options) {
    const board = rules.view(puzzle, state, options);
    return { ...board, cells: board.cells.map((row) => row.map((look) => (look.fill === 'shaded' ? star : look))), fillWords: { unshaded: 'dot' } };
  },
};

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
