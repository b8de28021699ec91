// The Nurikabe model: one boolean per cell, true when shaded, and for each number the cells its island may take.

import type { Cell } from '../../core/geometry.js';
import { adjacentPairs, allCells, cellName, cellsWithin, linksAmong, makeGrid, neighbours } from '../../core/geometry.js';
import { LiteralGrid, connectedCells, gridAnswer, noWindowAll } from '../../core/literal-grid.js';
import type { Literal } from '../../core/model.js';
import { Model } from '../../core/model.js';
import type { NurikabePuzzle } from './puzzle.js';
import { clueAt, clueId, numberedCells, nurikabeSize } from './puzzle.js';

/**
 * The cells an island may take: those within `steps` moves of its number, through cells that hold no other number
 * and touch none (a cell beside another number belongs to that number's island or is shaded).
 */
export function islandReach(puzzle: NurikabePuzzle, start: Cell, steps: number): Cell[] {
  const size = nurikabeSize(puzzle);
  const isOther = (cell: Cell) => (cell.row !== start.row || cell.column !== start.column) && clueAt(puzzle, cell) !== null;
  return cellsWithin(size, start, steps, (cell) => !isOther(cell) && !neighbours(size, cell).some(isOther));
}

/**
 * No 2×2 block is shaded and the shaded cells connect; every unshaded cell belongs to exactly one number's island,
 * unshaded neighbours share their island, and each island is connected and has as many cells as its number says.
 */
export function buildModel(puzzle: NurikabePuzzle) {
  const size = nurikabeSize(puzzle);
  const model = new Model();
  const shaded = LiteralGrid.of(model, size, 'shaded');
  const isShaded = (cell: Cell): Literal => shaded.at(cell);
  const numbers = numberedCells(puzzle);
  // island[k][row][column]: the cell belongs to the island of the k-th number (absent where it cannot).
  const islands = numbers.map(({ cell, clue }) => {
    const reach = islandReach(puzzle, cell, clue.kind === 'number' ? clue.value - 1 : Infinity);
    const member = makeGrid<Literal | undefined>(size, () => undefined);
    for (const position of reach) member[position.row]![position.column] = model.bool(`${cellName(position)} in the island of ${cellName(cell)}`);
    return { cell, clue, reach, member };
  });
  const memberships = makeGrid(size, () => [] as Literal[]);
  for (const { reach, member } of islands) for (const position of reach) memberships[position.row]![position.column]!.push(member[position.row]![position.column]!);

  // No 2×2 block is all shaded; all shaded cells are orthogonally connected.
  noWindowAll(model, shaded, 2, 2);
  connectedCells(model, shaded);
  // A cell is shaded or in exactly one island.
  for (const position of allCells(size)) {
    if (memberships[position.row]![position.column]!.length > 0) model.exactlyOne([isShaded(position), ...memberships[position.row]![position.column]!]);
  }
  // Unshaded neighbours are in the same island.
  for (const { member } of islands) {
    for (const [a, b] of adjacentPairs(size)) {
      for (const [from, to] of [[a, b], [b, a]] as const) {
        const inIsland = member[from.row]![from.column];
        if (inIsland === undefined) continue;
        const next = member[to.row]![to.column];
        if (next === undefined) model.implies(inIsland, isShaded(to));
        else model.atLeastOne([-inIsland, isShaded(to), next]);
      }
    }
  }

  // Each number's island holds the number and is connected; a known number says how many cells it has.
  for (const { cell, clue, reach, member } of islands) {
    const description = clue.kind === 'number' ? `the number ${clue.value} at ${cellName(cell)}` : `the unknown number at ${cellName(cell)}`;
    model.clue({ id: clueId(cell), description, cells: [cell] }, () => {
      const literals = reach.map((position) => member[position.row]![position.column]!);
      const links = linksAmong(size, reach);
      // The number's own cell comes first in its reach.
      if (clue.kind === 'number') model.area(literals, links, { root: 0, size: clue.value });
      else {
        model.require(literals[0]!);
        model.connected(literals, links);
      }
    });
  }

  // A cell no island reaches is shaded: it follows from the numbers around it (those close enough to reach it, or
  // to touch it, but for the other numbers in the way), which a hint cites.
  for (const position of allCells(size)) {
    if (memberships[position.row]![position.column]!.length > 0) continue;
    const distance = (cell: Cell) => Math.abs(cell.row - position.row) + Math.abs(cell.column - position.column);
    const slack = (island: (typeof islands)[number]) => distance(island.cell) - (island.clue.kind === 'number' ? island.clue.value : Infinity);
    const closest = Math.min(...islands.map(slack));
    const cited = islands.filter((island) => slack(island) <= Math.max(0, closest));
    if (cited.length === 0) model.require(isShaded(position));
    else model.consequence(cited.map((island) => clueId(island.cell)), () => model.require(isShaded(position)));
  }

  return gridAnswer(model, shaded);
}
