// The Double Back model: one boolean per line between neighbouring cell centres, drawn as one loop that passes every
// open cell and no black one, and crosses each room's border four times (in and out, twice).

import { allCells, cellName } from '../../core/geometry.js';
import type { PuzzleModel } from '../../core/model.js';
import { Model } from '../../core/model.js';
import { centreLoop } from '../shared/centre-loop.js';
import type { DoubleBackAnswer, DoubleBackPartial, DoubleBackPuzzle } from './puzzle.js';
import { cellId, doubleBackSize, isBlack, openRooms, roomBorders, roomId, roomOf, roomWords } from './puzzle.js';

export function buildModel(puzzle: DoubleBackPuzzle): PuzzleModel<DoubleBackAnswer, DoubleBackPartial> {
  const size = doubleBackSize(puzzle);
  const model = new Model();
  // The lines form exactly one loop through cell centres.
  const loop = centreLoop(model, size);

  for (const cell of allCells(size)) {
    const black = isBlack(puzzle, cell);
    model.clue({ id: cellId(cell), description: black ? `the black cell ${cellName(cell)}` : `the open cell ${cellName(cell)}`, cells: [cell] }, () => {
      // The loop keeps out of a black cell, and passes every other cell once.
      if (black) model.require(...loop.linesAt(cell).map((line) => -line));
      else model.count(loop.linesAt(cell), '=', 2);
    });
  }

  // The loop enters each room exactly twice: it crosses the room's border four times.
  const borders = roomBorders(puzzle);
  for (const cells of openRooms(puzzle)) {
    const border = borders[roomOf(puzzle, cells[0]!)]!.map((line) => loop.lineOf(line));
    model.clue({ id: roomId(cells), description: `${roomWords(cells)}, entered twice`, cells }, () => model.count(border, '=', 4));
  }

  return { model, observed: loop.observed, decode: loop.decode, decodePartial: loop.decodePartial };
}
