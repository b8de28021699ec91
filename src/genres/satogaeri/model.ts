// The Satogaeri constraint model: one boolean per (circle, legal destination). Moves that leave the grid, pass
// over a circle or (without clues) have the wrong length are never created, so three rules are left to state.
//
// With `clues` (the genre's clue model, for hints and explanations) the clues are each circle ("it must end in
// some country": without it the circle may vanish) and each number ("it moves exactly 3 cells": without it the
// circle moves like a blank one); the countries are the fixed board. Switching a clue off only drops its
// constraints, so the moves a number forbids exist as variables, kept apart so that while the number holds
// everything propagates as if they were never made.
//
// Two helper booleans keep every deduction a person makes one step for the solver too (and for the difficulty
// rating, which counts propagation waves): `passes` (circle i's track reaches k cells out in one direction) and
// `arrives` (circle i ends in country X). Without them, long at-most-one lists would be lowered to chains of
// auxiliary variables, and a single move would take many waves to rule out its alternatives.

import { cellName, directions, move as stepFrom } from '../../core/geometry.js';
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
  /** The move variables of each circle that its number allows, in the order of the puzzle's circles. */
  readonly moves: readonly (readonly MoveVariable[])[];
}

export interface ModelOptions {
  /**
   * State each circle and each number as a clue, so that hints and explanations can cite them. A numbered circle
   * then also gets the moves its number forbids, ruled out by the number's clue, so that switching the number off
   * lets the circle move like a blank one. That makes the model several times larger, so solving, rating and the
   * generator use the model without clues (the default); both propagate alike.
   */
  readonly clues?: boolean;
}

/** A boolean that is true exactly when one of `literals` is (the literal itself when there is only one). */
function anyOf(model: Model, literals: readonly Literal[], name: string): Literal {
  if (literals.length === 1) return literals[0]!;
  const result = model.bool(name);
  model.anyOf(result, literals);
  return result;
}

/** Where a circle's moves are recorded: the `passes` literals covering each cell, the `arrives` ones per country. */
interface Reached {
  readonly tracksAt: Literal[][];
  readonly arrivals: Literal[][];
}

/**
 * The `passes` helpers of one circle's moves in `list` (the move goes k cells or more this way, so its track covers
 * the cell k away), recorded in `reached`, and within a direction that a move goes no further than its length.
 * Returns the first steps (that the circle takes one direction at most is the caller's to say) and every helper
 * made. `chained`: each `passes` is stated through the next one, in fewer clauses but one propagation step per
 * cell, for moves that are all false from the start anyway (those a number forbids).
 */
function reachOf(
  model: Model,
  puzzle: SatogaeriPuzzle,
  list: readonly MoveVariable[],
  reached: Reached,
  chained = false,
): { firstSteps: Literal[]; helpers: Literal[] } {
  const firstSteps: Literal[] = [];
  const helpers: Literal[] = [];
  if (list.length === 0) return { firstSteps, helpers };
  const { from } = list[0]!.move;
  const name = `${chained ? 'unnumbered ' : ''}${cellName(from)}`;
  for (const variable of list) if (variable.move.direction === null) firstSteps.push(variable.literal);
  for (const direction of directions) {
    const outward = list.filter((variable) => variable.move.direction === direction);
    if (outward.length === 0) continue;
    const furthest = Math.max(...outward.map((variable) => variable.move.distance));
    const passes: Literal[] = [0];
    for (let distance = 1; distance <= furthest; distance++) {
      const passesName = `passes ${name} ${direction} ${distance}`;
      if (chained) passes.push(model.bool(passesName));
      else {
        const reaching = outward.filter((variable) => variable.move.distance >= distance).map((variable) => variable.literal);
        passes.push(anyOf(model, reaching, passesName));
      }
      const cell = stepFrom(from, direction, distance);
      reached.tracksAt[cell.row * puzzle.columns + cell.column]!.push(passes[distance]!);
      helpers.push(passes[distance]!);
    }
    // Chained: passes[k] holds exactly when the move is k long or passes[k + 1] holds.
    for (let distance = 1; chained && distance <= furthest; distance++) {
      const here = outward.filter((variable) => variable.move.distance === distance).map((variable) => variable.literal);
      const further = distance < furthest ? [passes[distance + 1]!] : [];
      model.anyOf(passes[distance]!, [...here, ...further]);
    }
    firstSteps.push(passes[1]!);
    // A move of length k goes no further than k.
    for (const { move, literal } of outward) if (move.distance < furthest) model.implies(literal, -passes[move.distance + 1]!);
  }
  return { firstSteps, helpers };
}

/** The `arrives` helpers of one circle's moves in `list` (it ends in country X), recorded in `reached`; returns them. */
function arrivalsOf(model: Model, puzzle: SatogaeriPuzzle, list: readonly MoveVariable[], reached: Reached, label = ''): Literal[] {
  if (list.length === 0) return [];
  const { from } = list[0]!.move;
  const byCountry = new Map<number, Literal[]>();
  for (const { move, literal } of list) {
    const country = puzzle.countries[move.to.row]![move.to.column]!;
    byCountry.set(country, [...(byCountry.get(country) ?? []), literal]);
  }
  const helpers: Literal[] = [];
  for (const [country, literals] of byCountry) {
    const arrives = anyOf(model, literals, `arrives ${label}${cellName(from)} in country ${country + 1}`);
    reached.arrivals[country]!.push(arrives);
    helpers.push(arrives);
  }
  return helpers;
}

/**
 * At most one of `allowed` and `forbidden` together (`numberOf`: the clue of the number that forbids each). While
 * the numbers hold, every forbidden literal is false from the start (unit clauses), and the allowed ones propagate
 * exactly as under `atMostOne(allowed)` alone: the forbidden side meets them through one helper that is false from
 * the start too, not through a chain.
 */
function atMostOneWithForbidden(
  model: Model,
  allowed: readonly Literal[],
  forbidden: readonly Literal[],
  numberOf: ReadonlyMap<Literal, string>,
  name: () => string,
): void {
  if (allowed.length > 1) model.atMostOne(allowed);
  if (forbidden.length === 0) return;
  if (forbidden.length > 1) model.atMostOne(forbidden);
  if (allowed.length === 0) return;
  const anyForbidden = anyOf(model, forbidden, `forbidden ${name()}`);
  if (forbidden.length > 1) model.consequence([...new Set(forbidden.map((literal) => numberOf.get(literal)!))], () => model.require(-anyForbidden));
  for (const literal of allowed) model.atMostOne([anyForbidden, literal]);
}

const exactlyText = (number: number) => (number === 0 ? 'it stays where it is' : `it moves exactly ${number} cell${number === 1 ? '' : 's'}`);

const gridOf = (length: number): Literal[][] => Array.from({ length }, () => []);

export function buildModel(puzzle: SatogaeriPuzzle, options: ModelOptions = {}): SatogaeriModel {
  const withClues = options.clues ?? false;
  const model = new Model();
  // With clues, every circle gets the moves of a blank one; its number forbids those of another length.
  const source = withClues ? { ...puzzle, circles: puzzle.circles.map((circle) => ({ ...circle, number: null })) } : puzzle;
  const variables: MoveVariable[][] = candidateMoves(source).map((list, circle) =>
    list.map((move) => ({
      circle,
      move,
      literal: model.bool(`move ${cellName(move.from)}>${cellName(move.to)}`),
    })),
  );
  const fits = ({ circle, move }: MoveVariable) => {
    const number = puzzle.circles[circle]!.number;
    return number === null || move.distance === number;
  };
  const moves = withClues ? variables.map((list) => list.filter(fits)) : variables;

  const cellCount = puzzle.rows * puzzle.columns;
  const countries = countryCount(puzzle);
  const countryOf = ({ move }: MoveVariable) => puzzle.countries[move.to.row]![move.to.column]!;
  /** For each cell, the `passes` literals of the circles whose track may cover it; for each country, the `arrives`
   * literal of each circle that may end in it. */
  const reached: Reached = { tracksAt: gridOf(cellCount), arrivals: gridOf(countries) };
  /** For each country, every move that ends in it. */
  const landings = gridOf(countries);
  // The same for the moves the numbers forbid, kept apart (see atMostOneWithForbidden), with their numbers' clues.
  const strays: Reached = { tracksAt: gridOf(withClues ? cellCount : 0), arrivals: gridOf(withClues ? countries : 0) };
  const strayLandings = gridOf(withClues ? countries : 0);
  const numberOf = new Map<Literal, string>();
  /** For each country, the number clues whose circles could land there by a move of another length. */
  const numbersReaching: Set<string>[] = Array.from({ length: withClues ? countries : 0 }, () => new Set());

  moves.forEach((list, circle) => {
    const { row, column, number } = puzzle.circles[circle]!;
    const name = cellName({ row, column });
    const allowed = list.map((variable) => variable.literal);
    for (const variable of list) landings[countryOf(variable)]!.push(variable.literal);
    if (!withClues) {
      // Every circle makes one move (staying put is a move of length 0), in one direction at most.
      model.atLeastOne(allowed);
      model.atMostOne(reachOf(model, puzzle, list, reached).firstSteps);
      arrivalsOf(model, puzzle, list, reached);
      return;
    }
    const { firstSteps } = reachOf(model, puzzle, list, reached);
    arrivalsOf(model, puzzle, list, reached);
    const forbidden = variables[circle]!.filter((variable) => !fits(variable));
    const relaxed = reachOf(model, puzzle, forbidden, strays, true);
    relaxed.helpers.push(...arrivalsOf(model, puzzle, forbidden, strays, 'unnumbered '));
    const cells = [{ row, column }];
    // The circle makes a move, of any length (without it, it may vanish) ...
    const every = [...allowed, ...forbidden.map((variable) => variable.literal)];
    model.clue({ id: `circle ${name}`, description: `the circle at ${name} (it must end in some country)`, cells }, () => model.atLeastOne(every));
    // ... its number says which, and rules out the others and their helpers (settled before the first wave) ...
    if (number !== null) {
      const clue = `number ${name}`;
      const ruledOut = new Set([...forbidden.map((variable) => variable.literal), ...relaxed.helpers]);
      model.clue({ id: clue, description: `the ${number} at ${name} (${exactlyText(number)})`, cells }, () => {
        model.atLeastOne(allowed);
        for (const literal of ruledOut) model.require(-literal);
      });
      for (const literal of ruledOut) numberOf.set(literal, clue);
      for (const variable of forbidden) {
        numbersReaching[countryOf(variable)]!.add(clue);
        strayLandings[countryOf(variable)]!.push(variable.literal);
      }
    }
    // ... and only one, in one direction at most.
    atMostOneWithForbidden(model, firstSteps, relaxed.firstSteps, numberOf, () => `first steps ${name}`);
  });

  // Every country ends with exactly one circle.
  landings.forEach((literals, country) => {
    const others = strayLandings[country] ?? [];
    model.atLeastOne(others.length > 0 ? [...literals, ...others] : literals);
    // While the numbers that could bring a circle here by another length hold, the allowed moves alone must.
    const numbers = [...(numbersReaching[country] ?? [])];
    if (numbers.length > 0) model.consequence(numbers, () => model.atLeastOne(literals));
    const arrivals = reached.arrivals[country]!;
    if (withClues) atMostOneWithForbidden(model, arrivals, strays.arrivals[country]!, numberOf, () => `arrivals in country ${country + 1}`);
    else model.atMostOne(arrivals);
  });
  // Tracks never share a cell. (Start cells need nothing: no move of another circle reaches them.)
  reached.tracksAt.forEach((literals, cell) => {
    if (withClues) {
      const at = () => `tracks at ${cellName({ row: Math.floor(cell / puzzle.columns), column: cell % puzzle.columns })}`;
      atMostOneWithForbidden(model, literals, strays.tracksAt[cell]!, numberOf, at);
    } else if (literals.length > 1) model.atMostOne(literals);
  });

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
