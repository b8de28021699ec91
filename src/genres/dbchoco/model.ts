// The Double Choco model: the core's paired halves divide the grid into regions of a white and a grey half of one
// shape, and each number is the size of its half.

import { allCells } from '../../core/geometry.js';
import { pairedHalves } from '../../core/halves.js';
import type { Literal, PuzzleModel } from '../../core/model.js';
import { Model } from '../../core/model.js';
import { makeBorders } from '../shared/border-answers.js';
import type { DoubleChocoAnswer, DoubleChocoPartial, DoubleChocoPuzzle } from './puzzle.js';
import { clueAt, clueId, clueName, doubleChocoSize, isGrey } from './puzzle.js';

export function buildModel(puzzle: DoubleChocoPuzzle): PuzzleModel<DoubleChocoAnswer, DoubleChocoPartial> {
  const size = doubleChocoSize(puzzle);
  const model = new Model();
  // The grid is divided into regions, each a connected white half and a connected grey half of the same shape.
  const { joined, anchor } = pairedHalves(model, size, (cell) => isGrey(puzzle, cell));
  // A number is the size of the half that holds it (and its region, so stated, is the clue's).
  for (const cell of allCells(size)) {
    const clue = clueAt(puzzle, cell);
    if (clue?.kind !== 'number') continue;
    model.clue({ id: clueId(cell), description: clueName(clue, cell), cells: [cell] }, () => anchor({ cell, half: clue.value }));
  }
  const links = makeBorders(size, joined);
  const border = (known: boolean | undefined) => (known === undefined ? null : !known);
  return {
    model,
    observed: [...links.right.flat(), ...links.below.flat()],
    decode: (value) => ({ right: links.right.map((row) => row.map((literal) => !value(literal))), below: links.below.map((row) => row.map((literal) => !value(literal))) }),
    decodePartial: (value) => ({
      right: links.right.map((row) => row.map((literal: Literal) => border(value(literal)))),
      below: links.below.map((row) => row.map((literal: Literal) => border(value(literal)))),
    }),
  };
}
