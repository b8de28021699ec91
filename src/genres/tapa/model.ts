// The Tapa model: one boolean per cell, true when shaded; each clue's ring as a table of the shadings that fit it.

import { cellName } from '../../core/geometry.js';
import { LiteralGrid, connectedCells, gridAnswer, noWindowAll } from '../../core/literal-grid.js';
import { Model } from '../../core/model.js';
import type { TapaClue, TapaPuzzle } from './puzzle.js';
import { clueCells, clueId, clueText, ring, runLengths, runsFit, tapaSize } from './puzzle.js';

/**
 * The shadings of a ring's cells inside the grid (`inside[k]` tells whether place k of the eight is) that fit the
 * clue, places outside the grid counting as unshaded: each as the values of the inside places, in order.
 */
export function fittingShadings(clue: TapaClue, inside: readonly boolean[]): boolean[][] {
  const places = inside.flatMap((isInside, place) => (isInside ? [place] : []));
  const fitting: boolean[][] = [];
  for (let bits = 0; bits < 2 ** places.length; bits++) {
    const values = places.map((_, index) => ((bits >> index) & 1) === 1);
    const shaded = inside.map(() => false);
    places.forEach((place, index) => (shaded[place] = values[index]!));
    if (runsFit(clue, runLengths(shaded))) fitting.push(values);
  }
  return fitting;
}

/** Some cell is shaded, no 2×2 block is all shaded, clue cells stay unshaded and see their runs, the shaded cells connect. */
export function buildModel(puzzle: TapaPuzzle) {
  const size = tapaSize(puzzle);
  const model = new Model();
  const shaded = LiteralGrid.of(model, size, 'shaded');

  // Some cell is shaded (puz.link refuses a board without one).
  model.atLeastOne(shaded.flat());
  // No 2×2 block of cells is all shaded.
  noWindowAll(model, shaded, 2, 2);

  // A clue cell is unshaded; the runs of shaded cells among the eight round it have the clue's lengths, in any order.
  for (const { cell, clue } of clueCells(puzzle)) {
    model.clue({ id: clueId(cell), description: `the clue ${clueText(clue)} at ${cellName(cell)}`, cells: [cell] }, () => {
      model.require(-shaded.at(cell));
      const places = ring(size, cell);
      const inside = places.filter((place) => place !== undefined);
      model.table(shaded.select(inside), fittingShadings(clue, places.map((place) => place !== undefined)));
    });
  }

  // All shaded cells are orthogonally connected.
  connectedCells(model, shaded);
  return gridAnswer(model, shaded);
}
