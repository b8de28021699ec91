// The Double Back model: one boolean per line between neighbouring cell centres, drawn as one loop that passes every
// open cell and no black one, and crosses each room's border four times (in and out, twice).

import type { Cell } from '../../core/geometry.js';
import { adjacentPairs, allCells, cellName } from '../../core/geometry.js';
import { lineBetween } from '../../core/lines.js';
import type { Literal, PuzzleModel } from '../../core/model.js';
import { Model } from '../../core/model.js';
import { centreLoop } from '../shared/centre-loop.js';
import type { DoubleBackAnswer, DoubleBackPartial, DoubleBackPuzzle } from './puzzle.js';
import { cellId, doubleBackSize, isBlack, openRooms, roomId, roomOf, roomWords } from './puzzle.js';

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
  const crossings = new Map<number, Literal[]>();
  for (const [a, b] of adjacentPairs(size)) {
    if (roomOf(puzzle, a) === roomOf(puzzle, b) || isBlack(puzzle, a) || isBlack(puzzle, b)) continue;
    const line = loop.lineOf(lineBetween(a, b)!);
    for (const cell of [a, b] as Cell[]) crossings.set(roomOf(puzzle, cell), [...(crossings.get(roomOf(puzzle, cell)) ?? []), line]);
  }
  for (const cells of openRooms(puzzle)) {
    const border = crossings.get(roomOf(puzzle, cells[0]!)) ?? [];
    model.clue({ id: roomId(cells), description: `${roomWords(cells)}, entered twice`, cells }, () => model.count(border, '=', 4));
  }

  return { model, observed: loop.observed, decode: loop.decode, decodePartial: loop.decodePartial };
}
