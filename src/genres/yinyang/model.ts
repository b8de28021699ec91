// The Yin-Yang model: one boolean per cell, true for a black circle and false for a white one.

import { cellName } from '../../core/geometry.js';
import { LiteralGrid, bothColoursConnected, gridAnswer, noWindowAll } from '../../core/literal-grid.js';
import { Model } from '../../core/model.js';
import type { YinYangPuzzle } from './puzzle.js';
import { givenCells, givenId, yinYangSize } from './puzzle.js';

/** Given circles stay; the black circles connect, the white ones connect; no 2×2 block is all one colour. */
export function buildModel(puzzle: YinYangPuzzle) {
  const model = new Model();
  const black = LiteralGrid.of(model, yinYangSize(puzzle), 'black');
  const white = black.not();

  // A given circle keeps its colour.
  for (const { cell, circle } of givenCells(puzzle)) {
    model.clue({ id: givenId(cell), description: `the given ${circle} circle at ${cellName(cell)}`, cells: [cell] }, () =>
      model.require(circle === 'black' ? black.at(cell) : white.at(cell)),
    );
  }
  // No 2×2 block is all black, and none is all white.
  noWindowAll(model, black, 2, 2);
  noWindowAll(model, white, 2, 2);
  // All black circles are orthogonally connected, and so are all white ones.
  bothColoursConnected(model, black);
  return gridAnswer(model, black);
}
