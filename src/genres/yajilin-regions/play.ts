// Playing and entering Regional Yajilin in the studio. Play is Yajilin's (see shared/shade-loop-play.ts): the loop by
// dragging through cell centres, a click between cells crosses a line out, a click in a cell shades, dots, clears
// it; every cell may be shaded or passed, its room's number written in its corner. The editor draws the rooms'
// borders (as puz.link's: along the cells' sides) and types or steps each room's number.

import type { EditRules } from '../../core/play.js';
import { clueView } from '../shared/number-play.js';
import { roomNumberEdit } from '../shared/room-numbers.js';
import { shadeLoopPlay } from '../shared/shade-loop-play.js';
import { regionalYajilinChecker } from './check.js';
import type { RegionalYajilinPuzzle } from './puzzle.js';
import { makeRegionalYajilin, maximumRegionalYajilinSize, regionalYajilinSize } from './puzzle.js';

export const regionalYajilinPlay = shadeLoopPlay<RegionalYajilinPuzzle>({
  size: regionalYajilinSize,
  // No cell is kept from the loop and the shading: a number is written in a cell that is shaded or passed too.
  cellView: (puzzle, cell) => clueView(puzzle.numbers[cell.row]![cell.column]),
  decorate: (puzzle) => ({ regions: puzzle.rooms, ...(puzzle.walls ? { walls: puzzle.walls } : {}) }),
  brokenForGood: regionalYajilinChecker.brokenForGood,
});

export const regionalYajilinEdit: EditRules<RegionalYajilinPuzzle> = roomNumberEdit({
  name: 'Regional Yajilin',
  room: 'room',
  smallest: 2,
  largest: maximumRegionalYajilinSize,
  least: 0,
  make: makeRegionalYajilin,
});
