// Playing and entering Aqre in the studio: shade cells (a dot marks a cell surely unshaded) in a grid of rooms.
// The editor draws the rooms' borders (as puz.link's: along the cells' sides) and types or steps each room's number.

import type { Cell } from '../../core/geometry.js';
import type { EditRules, PlayRules } from '../../core/play.js';
import { clueLabel } from '../shared/clue-shading.js';
import { roomNumberEdit } from '../shared/room-numbers.js';
import type { ShadeMove, ShadeState } from '../shared/shade-play.js';
import { shadingPlay } from '../shared/shade-play.js';
import { aqreChecker } from './check.js';
import type { AqreAnswer, AqreNumber, AqrePartial, AqrePuzzle } from './puzzle.js';
import { aqreSize, makeAqre, maximumAqreSize } from './puzzle.js';

type Puzzle = AqrePuzzle;

const entryAt = (puzzle: Puzzle, cell: Cell): AqreNumber | null => puzzle.numbers[cell.row]![cell.column]!;

export const aqrePlay: PlayRules<Puzzle, ShadeState, ShadeMove, AqreAnswer, AqrePartial> = shadingPlay<Puzzle>({
  size: aqreSize,
  fixed: () => null,
  label: (puzzle, cell) => clueLabel(entryAt(puzzle, cell)),
  decorate: (puzzle) => ({ regions: puzzle.rooms, ...(puzzle.walls ? { walls: puzzle.walls } : {}) }),
  checks: aqreChecker,
});

export const aqreEdit: EditRules<Puzzle> = roomNumberEdit({ name: 'Aqre', room: 'room', smallest: 1, largest: maximumAqreSize, least: 0, make: makeAqre });
