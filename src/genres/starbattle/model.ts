// The Star Battle model: one boolean per cell, true when a star stands there. Rows, columns and the no-touching rule
// are the rules; each room's count is stated as a clue, so that hints and explanations cite the rooms.

import { allCells, cellName, columnCells, makeGrid, rowCells } from '../../core/geometry.js';
import type { Cell } from '../../core/geometry.js';
import type { Literal, PuzzleModel } from '../../core/model.js';
import { Model } from '../../core/model.js';
import { roomCells } from '../shared/room-grid.js';
import type { StarBattleAnswer, StarBattlePartial, StarBattlePuzzle } from './puzzle.js';
import { roomId, starBattleSize, starWord } from './puzzle.js';

export const buildModel = (puzzle: StarBattlePuzzle): PuzzleModel<StarBattleAnswer, StarBattlePartial> => starModel(puzzle, true);

/** The rules without the rooms (rows, columns, no touching): the star layouts a generator draws rooms around. */
export const layoutModel = (puzzle: StarBattlePuzzle): PuzzleModel<StarBattleAnswer, StarBattlePartial> => starModel(puzzle, false);

function starModel(puzzle: StarBattlePuzzle, withRooms: boolean): PuzzleModel<StarBattleAnswer, StarBattlePartial> {
  const size = starBattleSize(puzzle);
  const model = new Model();
  const stars = makeGrid(size, (cell) => model.bool(`${cellName(cell)} star`));
  const star = (cell: Cell): Literal => stars[cell.row]![cell.column]!;
  const k = puzzle.stars;

  // Every row and every column holds exactly k stars.
  for (let row = 0; row < size.rows; row++) model.count(rowCells(size, row).map(star), '=', k);
  for (let column = 0; column < size.columns; column++) model.count(columnCells(size, column).map(star), '=', k);

  // No two stars touch, not even diagonally: every 2×2 block holds at most one star.
  for (let row = 0; row + 1 < size.rows; row++) {
    for (let column = 0; column + 1 < size.columns; column++) {
      model.atMostOne([star({ row, column }), star({ row, column: column + 1 }), star({ row: row + 1, column }), star({ row: row + 1, column: column + 1 })]);
    }
  }

  // Every room holds exactly k stars.
  for (const cells of withRooms ? roomCells(puzzle.rooms) : []) {
    const first = cells[0]!;
    model.clue({ id: roomId(first), description: `the room at ${cellName(first)} (${starWord(k)})`, cells }, () => model.count(cells.map(star), '=', k));
  }

  return {
    model,
    observed: allCells(size).map(star),
    decode: (value) => makeGrid(size, (cell) => value(star(cell))),
    decodePartial: (value) => makeGrid(size, (cell) => value(star(cell)) ?? null),
  };
}
