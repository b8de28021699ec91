// Playing and entering Heyawake in the studio: shade cells (a dot marks a cell surely unshaded) in a grid of rooms.
// The editor draws the rooms' borders (as puz.link's: along the cells' sides) and types or steps each room's number.

import type { Cell } from '../../core/geometry.js';
import type { EditRules, PlayRules } from '../../core/play.js';
import { clueLabel } from '../shared/clue-shading.js';
import { roomNumberEdit } from '../shared/room-numbers.js';
import type { ShadeMove, ShadeState } from '../shared/shade-play.js';
import { shadingPlay } from '../shared/shade-play.js';
import { heyawakeChecker } from './check.js';
import type { HeyawakeAnswer, HeyawakeNumber, HeyawakePartial, HeyawakePuzzle } from './puzzle.js';
import { heyawakeSize, makeHeyawake, maximumHeyawakeSize } from './puzzle.js';

type Puzzle = HeyawakePuzzle;

const entryAt = (puzzle: Puzzle, cell: Cell): HeyawakeNumber | null => puzzle.numbers[cell.row]![cell.column]!;

export const heyawakePlay: PlayRules<Puzzle, ShadeState, ShadeMove, HeyawakeAnswer, HeyawakePartial> = shadingPlay<Puzzle>({
  size: heyawakeSize,
  fixed: () => null,
  label: (puzzle, cell) => clueLabel(entryAt(puzzle, cell)),
  decorate: (puzzle) => ({ regions: puzzle.rooms, ...(puzzle.walls ? { walls: puzzle.walls } : {}) }),
  checks: heyawakeChecker,
});

export const heyawakeEdit: EditRules<Puzzle> = roomNumberEdit({ name: 'Heyawake', room: 'room', smallest: 1, largest: maximumHeyawakeSize, least: 0, make: makeHeyawake });
