// The Ripple Effect model: one integer per cell, from 1 to the size of its room.

import type { Cell } from '../../core/geometry.js';
import { cellName, makeGrid, pairsInLine } from '../../core/geometry.js';
import { givensStay, integerAnswer } from '../../core/integer-grid.js';
import type { PuzzleModel } from '../../core/model.js';
import { literalOf, Model } from '../../core/model.js';
import { roomCells } from '../shared/room-grid.js';
import type { RippleAnswer, RipplePartial, RipplePuzzle } from './puzzle.js';
import { givenId, largestRoom, rippleSize, roomSizes } from './puzzle.js';

export function buildModel(puzzle: RipplePuzzle): PuzzleModel<RippleAnswer, RipplePartial> {
  const size = rippleSize(puzzle);
  const model = new Model();
  const roomSize = roomSizes(puzzle.rooms);
  // Every cell holds a digit from 1 to its room's size.
  const digitsUpTo = (largest: number) => Array.from({ length: largest }, (_, index) => index + 1);
  const digits = makeGrid(size, (cell) => model.integer(cellName(cell), digitsUpTo(roomSize(cell))));
  const digitAt = ({ row, column }: Cell) => digits[row]![column]!;
  // Each room of n cells holds the digits 1 to n once each.
  for (const room of roomCells(puzzle.rooms)) model.distinct(room.map(digitAt));
  // Two equal digits N in one row or column have at least N cells between them: cells d apart never both hold an N >= d.
  for (const { cells: [a, b], distance } of pairsInLine(size, largestRoom(puzzle.rooms))) {
    for (const digit of digitAt(a).values) {
      const there = literalOf(digitAt(b), digit);
      if (digit >= distance && there !== undefined) model.atMostOne([literalOf(digitAt(a), digit)!, there]);
    }
  }
  // A given digit is its cell's.
  const givenDigits = puzzle.givens.map((row) => row.map((given) => (given?.kind === 'number' ? given.value : null)));
  givensStay(model, digits, givenDigits, givenId);
  return integerAnswer(model, digits);
}
