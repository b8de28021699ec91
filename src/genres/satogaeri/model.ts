// The Satogaeri constraint model: one boolean per (circle, legal destination). Moves that leave the grid, pass
// over a circle or have the wrong length are never created, so three rules are left to state.
//
// Two helper booleans keep every deduction a person makes one step for the solver too (and for the difficulty
// rating, which counts propagation waves): `passes` (circle i's track reaches k cells out in one direction) and
// `arrives` (circle i ends in country X). Without them, long at-most-one lists would be lowered to chains of
// auxiliary variables, and a single move would take many waves to rule out its alternatives.

import { directions, move as stepFrom } from '../../core/geometry.js';
import type { Literal, PuzzleModel } from '../../core/model.js';
import { Model } from '../../core/model.js';
import type { CandidateMove, SatogaeriAnswer, SatogaeriPartial, SatogaeriPuzzle } from './puzzle.js';
import { candidateMoves, countryCount } from './puzzle.js';

export interface MoveVariable {
  readonly circle: number;
  readonly move: CandidateMove;
  readonly literal: Literal;
}

export interface SatogaeriModel extends PuzzleModel<SatogaeriAnswer, SatogaeriPartial> {
  /** The move variables of each circle, in the order of the puzzle's circles. */
  readonly moves: readonly (readonly MoveVariable[])[];
}

const cellName = (row: number, column: number) => `r${row + 1}c${column + 1}`;

/** A boolean that is true exactly when one of `literals` is (the literal itself when there is only one). */
function anyOf(model: Model, literals: readonly Literal[], name: string): Literal {
  if (literals.length === 1) return literals[0]!;
  const result = model.bool(name);
  for (const literal of literals) model.implies(literal, result);
  model.clause([-result, ...literals]);
  return result;
}

export function buildModel(puzzle: SatogaeriPuzzle): SatogaeriModel {
  const model = new Model();
  const candidates = candidateMoves(puzzle);
  const moves: MoveVariable[][] = candidates.map((list, circle) =>
    list.map((move) => ({
      circle,
      move,
      literal: model.bool(`move ${cellName(move.from.row, move.from.column)}>${cellName(move.to.row, move.to.column)}`),
    })),
  );
  const columns = puzzle.columns;
  /** For each cell, the `passes` literals of the circles whose track may cover it. */
  const tracksAt: Literal[][] = Array.from({ length: puzzle.rows * columns }, () => []);
  /** For each country, the `arrives` literal of each circle that may end in it, and every move that ends in it. */
  const arrivals: Literal[][] = Array.from({ length: countryCount(puzzle) }, () => []);
  const landings: Literal[][] = Array.from({ length: countryCount(puzzle) }, () => []);

  moves.forEach((list, circle) => {
    const { row, column } = puzzle.circles[circle]!;
    const name = cellName(row, column);
    // Every circle makes a move (staying put is a move of length 0) ...
    model.clause(list.map((variable) => variable.literal));
    const firstSteps: Literal[] = list.filter((variable) => variable.move.direction === null).map((variable) => variable.literal);
    for (const direction of directions) {
      const outward = list.filter((variable) => variable.move.direction === direction);
      if (outward.length === 0) continue;
      const furthest = Math.max(...outward.map((variable) => variable.move.distance));
      // passes[k]: the move goes k cells or more this way, so its track covers the cell k away.
      const passes: Literal[] = [0];
      for (let distance = 1; distance <= furthest; distance++) {
        const reaching = outward.filter((variable) => variable.move.distance >= distance).map((variable) => variable.literal);
        passes.push(anyOf(model, reaching, `passes ${name} ${direction} ${distance}`));
        const cell = stepFrom({ row, column }, direction, distance);
        tracksAt[cell.row * columns + cell.column]!.push(passes[distance]!);
      }
      firstSteps.push(passes[1]!);
      // ... and only one: a move of length k goes no further than k.
      for (const { move, literal } of outward) if (move.distance < furthest) model.implies(literal, -passes[move.distance + 1]!);
    }
    // ... in one direction at most.
    model.atMostOne(firstSteps);

    const byCountry = new Map<number, Literal[]>();
    for (const { move, literal } of list) {
      const country = puzzle.countries[move.to.row]![move.to.column]!;
      byCountry.set(country, [...(byCountry.get(country) ?? []), literal]);
      landings[country]!.push(literal);
    }
    for (const [country, literals] of byCountry) arrivals[country]!.push(anyOf(model, literals, `arrives ${name} in country ${country + 1}`));
  });

  // Every country ends with exactly one circle.
  landings.forEach((literals, country) => {
    model.clause(literals);
    model.atMostOne(arrivals[country]!);
  });
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
        const { row, column } = puzzle.circles[circle]!;
        const chosen = list.find((variable) => value(variable.literal) === true);
        return { from: { row, column }, to: chosen ? chosen.move.to : null };
      }),
  };
}
