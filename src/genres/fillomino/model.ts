// The Fillomino model: a number per cell, links between neighbours that join them into regions, and the core's
// division, which makes each cell's number the size of its region.

import type { Cell } from '../../core/geometry.js';
import { allCells, cellIndex, cellName, neighbours } from '../../core/geometry.js';
import type { GraphEdge, Literal, PuzzleModel } from '../../core/model.js';
import { Model } from '../../core/model.js';
import { floodRegions } from '../../core/regions.js';
import type { FillominoAnswer, FillominoPartial, FillominoPuzzle } from './puzzle.js';
import { clueAt, clueId, clueName, fillominoSize } from './puzzle.js';

export function buildModel(puzzle: FillominoPuzzle): PuzzleModel<FillominoAnswer, FillominoPartial> {
  const size = fillominoSize(puzzle);
  const model = new Model();
  const cells = allCells(size);
  const sizes = Array.from({ length: size.rows * size.columns }, (_, index) => index + 1);
  // Every cell holds a number.
  const numbers = cells.map((cell) => model.integer(cellName(cell), sizes));
  const numberAt = (cell: Cell) => numbers[cellIndex(size, cell)]!;
  // Neighbours are joined (one region) or parted by a border.
  const links: (GraphEdge & { cells: readonly [Cell, Cell] })[] = cells.flatMap((cell) =>
    neighbours(size, cell)
      .filter((next) => cellIndex(size, next) > cellIndex(size, cell))
      .map((next) => ({ literal: model.bool(`${cellName(cell)} joins ${cellName(next)}`), ends: [cellIndex(size, cell), cellIndex(size, next)] as const, cells: [cell, next] as const })),
  );
  // The joined cells form regions, and each cell's number is the size of its region.
  model.division(cells.length, links, { sizes: numbers });
  // Two regions of the same size never share an edge: neighbours with equal numbers are joined.
  for (const { literal, cells: [a, b] } of links) {
    numberAt(a).literals.forEach((holds, index) => model.notAll([holds, numberAt(b).literals[index]!, -literal]));
  }
  // A given number is its cell's.
  for (const cell of cells) {
    const clue = clueAt(puzzle, cell);
    if (clue?.kind !== 'number') continue;
    model.clue({ id: clueId(cell), description: clueName(clue, cell), cells: [cell] }, () => model.equals(numberAt(cell), clue.value));
  }

  const linkBetween = new Map(links.map((link) => [`${link.ends[0]} ${link.ends[1]}`, link.literal]));
  const link = (a: Cell, b: Cell): Literal => {
    const [low, high] = [cellIndex(size, a), cellIndex(size, b)].sort((x, y) => x - y);
    return linkBetween.get(`${low} ${high}`)!;
  };
  // The numbers follow from the links: a region is settled when the links that join it are known to hold and every
  // link out of it is known to fail, and its cells' number is its size.
  const settledSizes = (value: (literal: Literal) => boolean | undefined): (number | null)[][] => {
    const regions = floodRegions(size, (a, b) => value(link(a, b)) === true);
    const members = new Map<number, Cell[]>();
    for (const cell of cells) members.set(regions[cell.row]![cell.column]!, [...(members.get(regions[cell.row]![cell.column]!) ?? []), cell]);
    const settled = new Map<number, boolean>();
    for (const [region, list] of members) {
      settled.set(region, list.every((cell) => neighbours(size, cell).every((next) => regions[next.row]![next.column] === region || value(link(cell, next)) === false)));
    }
    return regions.map((row) => row.map((region) => (settled.get(region) ? members.get(region)!.length : null)));
  };
  return {
    model,
    observed: links.map(({ literal }) => literal),
    decode: (value) => settledSizes(value).map((row) => row.map((number) => number!)),
    decodePartial: settledSizes,
  };
}
