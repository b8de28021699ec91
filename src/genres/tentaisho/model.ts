// The Tentaisho model: each cell belongs to one dot's galaxy (a literal per cell and dot whose galaxy can reach it
// through cells the half turn keeps on the grid), each galaxy holds the cells its dot touches, is symmetric about
// its dot and hangs together, and two neighbours are joined (no border between them) exactly when they share a galaxy.

import type { Cell } from '../../core/geometry.js';
import { adjacentPairs, allCells, cellIndex, cellName, neighbours } from '../../core/geometry.js';
import type { Literal, PuzzleModel } from '../../core/model.js';
import { Model } from '../../core/model.js';
import { cellsAtPoint, halfTurn, symmetricAbout } from '../../core/symmetry.js';
import type { Borders } from '../shared/borders.js';
import { makeBorders } from '../shared/borders.js';
import type { TentaishoAnswer, TentaishoPartial, TentaishoPuzzle } from './puzzle.js';
import { dotId, dotName, isHole, tentaishoSize } from './puzzle.js';

export function buildModel(puzzle: TentaishoPuzzle): PuzzleModel<TentaishoAnswer, TentaishoPartial> {
  const size = tentaishoSize(puzzle);
  const model = new Model();
  const cells = allCells(size).filter((cell) => !isHole(puzzle, cell));
  const reach = reachable(puzzle);
  const everyCell = allCells(size);
  // member[dot][cell index]: the cell lies in the dot's galaxy; only where the galaxy can reach.
  const member = puzzle.dots.map((dot, index) => {
    const name = dotName(dot);
    return everyCell.map((cell): Literal | undefined => (reach[index]!.has(cellIndex(size, cell)) ? model.bool(`${cellName(cell)} in ${name}`) : undefined));
  });
  const inGalaxy = (dot: number, cell: Cell) => member[dot]![cellIndex(size, cell)];
  // The dots whose galaxies can reach each cell (by cell index), in order.
  const reaching = everyCell.map((cell) => puzzle.dots.flatMap((_, index) => (inGalaxy(index, cell) === undefined ? [] : [index])));
  const pairs = adjacentPairs(size).filter(([a, b]) => !isHole(puzzle, a) && !isHole(puzzle, b));

  puzzle.dots.forEach((dot, index) => {
    // A dot's galaxy holds the cells the dot lies in or on.
    model.clue({ id: dotId(dot), description: dotName(dot), cells: cellsAtPoint(dot) }, () => {
      for (const cell of cellsAtPoint(dot)) model.require(inGalaxy(index, cell)!);
    });
    // It is symmetric under a half turn about the dot (where it can reach).
    const nodes = cells.filter((cell) => inGalaxy(index, cell) !== undefined);
    symmetricAbout(model, size, dot, (cell) => inGalaxy(index, cell), nodes);
    // It hangs together.
    const position = new Int32Array(everyCell.length).fill(-1);
    nodes.forEach((cell, at) => (position[cellIndex(size, cell)] = at));
    const edges: [number, number][] = [];
    for (const [a, b] of pairs) {
      const from = position[cellIndex(size, a)]!;
      const to = position[cellIndex(size, b)]!;
      if (from >= 0 && to >= 0) edges.push([from, to]);
    }
    model.connected(nodes.map((cell) => inGalaxy(index, cell)!), edges);
  });

  // Every cell of the grid lies in exactly one galaxy.
  for (const cell of cells) model.exactlyOne(reaching[cellIndex(size, cell)]!.map((index) => inGalaxy(index, cell)!));

  // Two neighbours are joined exactly when they lie in one galaxy: a galaxy holding one of two joined cells holds the
  // other, and one holding both joins them.
  const joined = makeBorders(size, (a, b): Literal | undefined => {
    if (isHole(puzzle, a) || isHole(puzzle, b)) return undefined;
    const literal = model.bool(`${cellName(a)} joins ${cellName(b)}`);
    // Only the galaxies that can reach one of them.
    const near = new Set([...reaching[cellIndex(size, a)]!, ...reaching[cellIndex(size, b)]!]);
    [...near].sort((x, y) => x - y).forEach((index) => {
      const first = inGalaxy(index, a);
      const second = inGalaxy(index, b);
      if (first !== undefined) model.notAll([literal, first, ...(second === undefined ? [] : [-second])]);
      if (second !== undefined) model.notAll([literal, second, ...(first === undefined ? [] : [-first])]);
      if (first !== undefined && second !== undefined) model.notAll([first, second, -literal]);
    });
    return literal;
  });
  const literals = [...joined.right.flat(), ...joined.below.flat()].filter((literal): literal is Literal => literal !== undefined);

  const read = <Value>(value: (literal: Literal) => Value, beside: Value): Borders<Value> => ({
    right: joined.right.map((row) => row.map((literal) => (literal === undefined ? beside : value(literal)))),
    below: joined.below.map((row) => row.map((literal) => (literal === undefined ? beside : value(literal)))),
  });
  return {
    model,
    observed: literals,
    // A border beside an empty cell is the edge of the galaxy there, as puz.link's answers draw it.
    decode: (value) => read((literal) => !value(literal), true),
    decodePartial: (value) =>
      read((literal) => {
        const known = value(literal);
        return known === undefined ? null : !known;
        // Beside an empty cell nothing is decided: the answer's border there is no entry of its own.
      }, null),
  };
}

/**
 * The cells each dot's galaxy can reach, as indexes: from the cells the dot touches, through neighbours whose turned
 * cell is on the grid too, neither of them an empty cell or a cell another dot touches (that one is its own dot's).
 */
export function reachable(puzzle: TentaishoPuzzle): Set<number>[] {
  const size = tentaishoSize(puzzle);
  const claimed = new Map<number, number>();
  puzzle.dots.forEach((dot, index) => cellsAtPoint(dot).forEach((cell) => claimed.set(cellIndex(size, cell), index)));
  return puzzle.dots.map((dot, index) => {
    const open = (cell: Cell) => !isHole(puzzle, cell) && (claimed.get(cellIndex(size, cell)) ?? index) === index;
    const fits = (cell: Cell) => {
      const turned = halfTurn(size, dot, cell);
      return open(cell) && turned !== undefined && open(turned);
    };
    const start = cellsAtPoint(dot);
    const found = new Set(start.map((cell) => cellIndex(size, cell)));
    for (let at = 0; at < start.length; at++) {
      for (const next of neighbours(size, start[at]!)) {
        if (found.has(cellIndex(size, next)) || !fits(next)) continue;
        found.add(cellIndex(size, next));
        start.push(next);
      }
    }
    return found;
  });
}
