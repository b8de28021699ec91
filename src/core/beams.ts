// Beams through cell centres (Hotaru Beam): a beam leaves a terminal cell on one side, passes the cells after it
// straight on or round a corner, and ends as it enters a terminal cell on a side that no beam leaves by. Each line
// in use carries one beam one way; a counter on every cell says how many turns its beam makes from that cell to its
// end, so that a terminal can ask for its beam's number of turns. All stated with clauses and counts, which every
// backend lowers; the lines' own rules (no branch where no terminal is) are the caller's.

import type { Cell, Direction, GridSize } from './geometry.js';
import { allCells, cellName, directions, isInside, makeGrid, move, opposite } from './geometry.js';
import type { LinePosition } from './lines.js';
import { lineBetween, lineEnd, linePositions } from './lines.js';
import type { Literal, Model } from './model.js';

/** A terminal cell: the side its beam leaves by, or null when none leaves it (beams only end there). */
export interface Terminal {
  readonly out: Direction | null;
}

export interface Beams {
  /** The literal true when a beam runs from a cell towards a neighbour (false toward the edge). */
  flow(cell: Cell, direction: Direction): Literal | undefined;
  /** States that the beam leaving the terminal `cell` turns exactly `turns` times (at most `maximumTurns`). */
  turns(cell: Cell, turns: number): void;
}

/**
 * Beams over the lines `lineOf` gives, between the `terminals`. `maximumTurns` is the largest count `turns` will be
 * asked (counters stop one above it); without it no counters are made.
 */
export function beams(model: Model, size: GridSize, lineOf: (line: LinePosition) => Literal, terminals: readonly (readonly (Terminal | null)[])[], options: { maximumTurns?: number } = {}): Beams {
  const terminalAt = (cell: Cell) => terminals[cell.row]![cell.column] ?? null;
  const name = (line: LinePosition) => `${cellName(line.from)}-${cellName(lineEnd(line))}`;
  // Each line carries its beam forward (right or down) or back.
  const forward = new Map<string, Literal>();
  const backward = new Map<string, Literal>();
  const key = (line: LinePosition) => `${line.orientation} ${line.from.row} ${line.from.column}`;
  for (const line of linePositions(size)) {
    const ahead = model.bool(`beam ${name(line)} forward`);
    const back = model.bool(`beam ${name(line)} back`);
    forward.set(key(line), ahead);
    backward.set(key(line), back);
    // A line in use carries its beam one way.
    model.anyOf(lineOf(line), [ahead, back]);
    model.atMostOne([ahead, back]);
  }
  const flow = (cell: Cell, direction: Direction): Literal | undefined => {
    const next = move(cell, direction);
    if (!isInside(size, next)) return undefined;
    const line = lineBetween(cell, next)!;
    return (direction === 'right' || direction === 'down' ? forward : backward).get(key(line));
  };
  const linesAt = (cell: Cell) => directions.flatMap((direction) => (isInside(size, move(cell, direction)) ? [lineOf(lineBetween(cell, move(cell, direction))!)] : []));
  const present = (literals: readonly (Literal | undefined)[]) => literals.filter((literal): literal is Literal => literal !== undefined);

  for (const cell of allCells(size)) {
    const terminal = terminalAt(cell);
    const outs = present(directions.map((direction) => flow(cell, direction)));
    if (terminal) {
      // A terminal's beam leaves by its side; by every other side beams only enter.
      for (const direction of directions) {
        const out = flow(cell, direction);
        if (out !== undefined) model.require(direction === terminal.out ? out : -out);
      }
      continue;
    }
    // Elsewhere a beam that comes in goes on: at most one in and one out, and both where a line is.
    const ins = present(directions.map((direction) => flow(move(cell, direction), opposite[direction])));
    model.atMostOne(outs);
    model.atMostOne(ins);
    for (const line of linesAt(cell)) {
      model.clause([-line, ...outs]);
      model.clause([-line, ...ins]);
    }
  }

  const maximum = options.maximumTurns;
  if (maximum === undefined) {
    return { flow, turns: () => { throw new Error('beams(): no turns were counted (maximumTurns)'); } };
  }
  // atLeast[row][column][k - 1]: the beam through the cell turns at least k times from there on (k = 1 .. cap).
  const cap = maximum + 1;
  const atLeast = makeGrid(size, (cell) => (terminalAt(cell) ? [] : Array.from({ length: cap }, (_, k) => model.bool(`${cellName(cell)} turns ≥ ${k + 1}`))));
  const counter = (cell: Cell, k: number): Literal | undefined => (k < 1 ? undefined : atLeast[cell.row]![cell.column]![k - 1]);
  for (const cell of allCells(size)) {
    if (terminalAt(cell)) continue;
    for (let k = 2; k <= cap; k++) model.implies(counter(cell, k)!, counter(cell, k - 1)!);
    // A cell no beam passes counts nothing.
    model.clause([...linesAt(cell), -counter(cell, 1)!]);
    // The beam turns at a cell with a line across and a line along.
    const across = model.bool(`${cellName(cell)} across`);
    const along = model.bool(`${cellName(cell)} along`);
    const corner = model.bool(`${cellName(cell)} corner`);
    const lineToward = (direction: Direction) => (isInside(size, move(cell, direction)) ? [lineOf(lineBetween(cell, move(cell, direction))!)] : []);
    model.anyOf(across, [...lineToward('left'), ...lineToward('right')]);
    model.anyOf(along, [...lineToward('up'), ...lineToward('down')]);
    model.implies(corner, across);
    model.implies(corner, along);
    model.clause([-across, -along, corner]);
    for (const direction of directions) {
      const out = flow(cell, direction);
      if (out === undefined) continue;
      const next = move(cell, direction);
      for (let k = 1; k <= cap; k++) {
        const here = counter(cell, k)!;
        // Straight on, the count goes on unchanged; round a corner, one more.
        const straight = terminalAt(next) ? undefined : counter(next, k);
        const turned = terminalAt(next) ? undefined : counter(next, k - 1);
        if (straight === undefined) model.clause([-out, corner, -here]);
        else {
          model.clause([-out, corner, -here, straight]);
          model.clause([-out, corner, here, -straight]);
        }
        if (k === 1) model.clause([-out, -corner, here]);
        else if (turned === undefined) model.clause([-out, -corner, -here]);
        else {
          model.clause([-out, -corner, -here, turned]);
          model.clause([-out, -corner, here, -turned]);
        }
      }
    }
  }
  return {
    flow,
    turns(cell, turns) {
      const terminal = terminalAt(cell);
      if (!terminal || terminal.out === null) throw new Error(`beams(): no beam leaves ${cellName(cell)}`);
      if (!Number.isInteger(turns) || turns < 0 || turns > maximum) throw new Error(`beams(): ${turns} turns is outside 0..${maximum}`);
      const first = move(cell, terminal.out);
      const out = flow(cell, terminal.out)!;
      // A beam straight into the next terminal turns nowhere.
      if (terminalAt(first)) {
        if (turns > 0) model.require(-out);
        return;
      }
      if (turns > 0) model.require(counter(first, turns)!);
      model.require(-counter(first, turns + 1)!);
    },
  };
}

/** The lines in use hang together, as one network: two lines are joined where they meet at a point. */
export function oneNetwork(model: Model, size: GridSize, lineOf: (line: LinePosition) => Literal): void {
  const lines = linePositions(size);
  const index = (cell: Cell) => cell.row * size.columns + cell.column;
  const atPoint = new Map<number, number[]>();
  lines.forEach((line, at) => {
    for (const end of [line.from, lineEnd(line)]) atPoint.set(index(end), [...(atPoint.get(index(end)) ?? []), at]);
  });
  const meetings: [number, number][] = [];
  for (const indexes of atPoint.values()) {
    for (let i = 0; i < indexes.length; i++) for (let j = i + 1; j < indexes.length; j++) meetings.push([indexes[i]!, indexes[j]!]);
  }
  model.add({ kind: 'connected', nodes: lines.map(lineOf), edges: meetings, lineEnds: lines.map((line) => [index(line.from), index(lineEnd(line))] as const) });
}
