// The Satogaeri constraint model: one boolean per (circle, legal destination). Moves that leave the grid, pass
// over a circle or have the wrong length are never created, so the rules left to state are three.

import type { Literal, PuzzleModel } from '../../core/model.js';
import { Model } from '../../core/model.js';
import type { CandidateMove, SatogaeriAnswer, SatogaeriPartial, SatogaeriPuzzle } from './puzzle.js';
import { candidateMoves } from './puzzle.js';

export interface MoveVariable {
  readonly circle: number;
  readonly move: CandidateMove;
  readonly literal: Literal;
}

export interface SatogaeriModel extends PuzzleModel<SatogaeriAnswer, SatogaeriPartial> {
  /** The move variables of each circle, in the order of the puzzle's circles. */
  readonly moves: readonly (readonly MoveVariable[])[];
}

const name = (row: number, column: number) => `r${row + 1}c${column + 1}`;

export function buildModel(puzzle: SatogaeriPuzzle): SatogaeriModel {
  const model = new Model();
  const cellCount = puzzle.rows * puzzle.columns;
  const index = (row: number, column: number) => row * puzzle.columns + column;
  const moves: MoveVariable[][] = candidateMoves(puzzle).map((list, circle) =>
    list.map((move) => ({
      circle,
      move,
      literal: model.bool(`move ${name(move.from.row, move.from.column)}>${name(move.to.row, move.to.column)}`),
    })),
  );
  /** For each cell, per circle, the literal that is true when that circle's track covers the cell. */
  const tracksAt: Literal[][] = Array.from({ length: cellCount }, () => []);
  const landingIn: Literal[][] = Array.from({ length: puzzle.countries.flat().reduce((a, b) => Math.max(a, b), -1) + 1 }, () => []);

  moves.forEach((list, circle) => {
    // Every circle makes exactly one move (staying put is a move of length 0).
    model.exactlyOne(list.map((variable) => variable.literal));
    for (const { move, literal } of list) landingIn[puzzle.countries[move.to.row]![move.to.column]!]!.push(literal);
    // The track of a move covers every cell up to its end. Going outwards in one direction, "passes k cells"
    // holds when a move of length k or more is chosen; a ladder keeps that linear in the number of moves.
    const { row, column } = puzzle.circles[circle]!;
    for (const direction of ['up', 'right', 'down', 'left'] as const) {
      const outward = list.filter((variable) => variable.move.direction === direction).sort((a, b) => a.move.distance - b.move.distance);
      if (outward.length === 0) continue;
      let further: Literal | undefined;
      for (let k = outward.length - 1; k >= 0; k--) {
        const { move, literal } = outward[k]!;
        const lowerDistance = k === 0 ? 1 : outward[k - 1]!.move.distance + 1;
        let passes: Literal;
        if (further === undefined) passes = literal;
        else {
          passes = model.bool(`track ${name(row, column)} ${direction} ${move.distance}+`);
          model.implies(literal, passes);
          model.implies(further, passes);
          model.clause([-passes, literal, further]);
        }
        // This literal covers the cells from lowerDistance to move.distance away (a numbered circle has one move
        // per direction, and it covers all of them).
        for (let distance = lowerDistance; distance <= move.distance; distance++) {
          const cell = trackCell(move, distance);
          tracksAt[index(cell.row, cell.column)]!.push(passes);
        }
        further = passes;
      }
    }
  });
  // Every country ends with exactly one circle.
  for (const literals of landingIn) model.exactlyOne(literals);
  // Tracks never share a cell. (Start cells need nothing: no move of another circle reaches them.)
  for (const literals of tracksAt) if (literals.length > 1) model.atMostOne(literals);

  return {
    model,
    moves,
    observed: moves.flat().map((variable) => variable.literal),
    decode: (value) =>
      moves.map((list, circle) => {
        const chosen = list.find((variable) => value(variable.literal));
        if (!chosen) throw new Error(`circle ${circle + 1} has no move in the assignment`);
        return { from: chosen.move.from, to: chosen.move.to };
      }),
    decodePartial: (value) =>
      moves.map((list, circle) => {
        const circleCell = puzzle.circles[circle]!;
        const chosen = list.find((variable) => value(variable.literal) === true);
        return { from: { row: circleCell.row, column: circleCell.column }, to: chosen ? chosen.move.to : null };
      }),
  };
}

function trackCell(move: CandidateMove, distance: number) {
  const rowStep = Math.sign(move.to.row - move.from.row);
  const columnStep = Math.sign(move.to.column - move.from.column);
  return { row: move.from.row + rowStep * distance, column: move.from.column + columnStep * distance };
}
