// The Star Battle model: one boolean per cell, true when a star stands there. Rows, columns and the no-touching rule
// are the rules; each room's count is stated as a clue, so that hints and explanations cite the rooms.

import { cellName } from '../../core/geometry.js';
import { LiteralGrid, gridAnswer } from '../../core/literal-grid.js';
import type { PuzzleModel } from '../../core/model.js';
import { Model } from '../../core/model.js';
import { roomCells } from '../shared/room-grid.js';
import type { StarBattleAnswer, StarBattlePartial, StarBattlePuzzle } from './puzzle.js';
import { roomId, starBattleSize, starWord } from './puzzle.js';

export const buildModel = (puzzle: StarBattlePuzzle): PuzzleModel<StarBattleAnswer, StarBattlePartial> => starModel(puzzle, true);

/** The rules without the rooms (rows, columns, no touching): the star layouts a generator draws rooms around. */
export const layoutModel = (puzzle: StarBattlePuzzle): PuzzleModel<StarBattleAnswer, StarBattlePartial> => starModel(puzzle, false);

function starModel(puzzle: StarBattlePuzzle, withRooms: boolean): PuzzleModel<StarBattleAnswer, StarBattlePartial> {
  const model = new Model();
  const stars = LiteralGrid.of(model, starBattleSize(puzzle), 'star');
  const k = puzzle.stars;

  // Every row and every column holds exactly k stars.
  for (const line of [...stars.rows(), ...stars.columns()]) model.count(line, '=', k);
  // No two stars touch, not even diagonally: every 2×2 block holds at most one star.
  for (const block of stars.windows(2, 2)) model.atMostOne(block);

  // Every room holds exactly k stars.
  for (const cells of withRooms ? roomCells(puzzle.rooms) : []) {
    const first = cells[0]!;
    model.clue({ id: roomId(first), description: `the room at ${cellName(first)} (${starWord(k)})`, cells }, () => model.count(stars.select(cells), '=', k));
  }
  return gridAnswer(model, stars);
}
