// Regions made of two congruent halves (Double Choco): the grid's cells are of two colours, and the grid is divided
// into regions of one connected half of each colour, the two halves of the same shape up to rotation and
// reflection. Stated with the core's divisions: the regions, with each cell's region size, and within them the halves
// (the same-coloured cells a region joins), with each cell's half size, twice as large; then each cell of the first
// colour chooses a partner of the other colour in its own region, one to one, and the partners of joined neighbours
// follow one turn or reflection of the square (the cell's symmetry), so that the partners of a half are its image
// under one motion of the plane: the other half.

import type { Cell, GridSize } from './geometry.js';
import { allCells, cellIndex, cellName, isInside, neighbours } from './geometry.js';
import type { GraphEdge, IntegerVariable, Literal, Model } from './model.js';
import { symmetryMaps } from './polyomino.js';

/** The literals of a division into paired halves. */
export interface PairedHalves {
  /** Whether two neighbouring cells lie in one region (no border between them). */
  joined(a: Cell, b: Cell): Literal;
  /** Each cell's half size (the number of its colour's cells in its region), by cell index. */
  readonly halves: readonly IntegerVariable[];
  /**
   * States that a cell's half has the given size, and its whole region once more from that cell (see
   * `anchoredRegion`): a clue's constraints, to be stated within the clue.
   */
  anchor(anchor: Anchor): void;
}

/** For each symmetry, the index of its inverse. */
const inverses = symmetryMaps.map((map) => {
  const probe = [{ row: 1, column: 2 }, { row: 3, column: -5 }];
  return symmetryMaps.findIndex((other) => probe.every((cell) => {
    const back = other(map(cell));
    return back.row === cell.row && back.column === cell.column;
  }));
});

/**
 * States the division of a grid into regions of two congruent halves, `second` naming the cells of the second colour.
 * A grid with unequal numbers of cells of the two colours has no such division.
 */
export function pairedHalves(model: Model, size: GridSize, second: (cell: Cell) => boolean): PairedHalves {
  const cells = allCells(size);
  const count = cells.length;
  const index = (cell: Cell) => cellIndex(size, cell);
  const firsts = cells.filter((cell) => !second(cell));
  const seconds = cells.filter(second);
  const largestHalf = Math.max(1, Math.min(firsts.length, seconds.length));

  // Neighbours are joined (one region) or parted by a border.
  const links = new Map<string, GraphEdge>();
  const key = (a: number, b: number) => `${Math.min(a, b)} ${Math.max(a, b)}`;
  for (const cell of cells) {
    for (const next of neighbours(size, cell)) {
      if (index(next) < index(cell)) continue;
      links.set(key(index(cell), index(next)), { literal: model.bool(`${cellName(cell)} joins ${cellName(next)}`), ends: [index(cell), index(next)] });
    }
  }
  const joined = (a: Cell, b: Cell): Literal => {
    const link = links.get(key(index(a), index(b)));
    if (!link) throw new Error(`pairedHalves(): ${cellName(a)} and ${cellName(b)} are not neighbours`);
    return link.literal;
  };

  // Each cell of the first colour has one partner of the second, and each of the second one of the first.
  const partners = new Map<string, Literal>();
  const partner = (first: Cell, other: Cell): Literal | undefined => partners.get(key(index(first), index(other)));
  for (const first of firsts) for (const other of seconds) partners.set(key(index(first), index(other)), model.bool(`${cellName(first)} pairs with ${cellName(other)}`));
  for (const first of firsts) model.exactlyOne(seconds.map((other) => partner(first, other)!));
  for (const other of seconds) model.exactlyOne(firsts.map((first) => partner(first, other)!));

  // Each cell of the first colour turns or reflects its half by one symmetry of the square, shared along its half.
  const symmetries = new Map(firsts.map((first) => [index(first), symmetryMaps.map((_, which) => model.bool(`${cellName(first)} takes symmetry ${which + 1}`))]));
  for (const literals of symmetries.values()) model.exactlyOne(literals);

  const halves = cells.map((cell) => model.integer(`half ${cellName(cell)}`, Array.from({ length: largestHalf }, (_, k) => k + 1)));
  const regions = cells.map((cell) => model.integer(`region ${cellName(cell)}`, Array.from({ length: largestHalf }, (_, k) => 2 * (k + 1))));
  // A region is two halves: its size is twice each cell's half size.
  cells.forEach((_, node) => halves[node]!.literals.forEach((literal, k) => {
    model.implies(literal, regions[node]!.literals[k]!);
    model.implies(regions[node]!.literals[k]!, literal);
  }));

  // The regions, with their sizes; a cell and its partner lie in one region.
  const together = [...partners.entries()].map(([pair, literal]): GraphEdge => {
    const [a, b] = pair.split(' ').map(Number);
    return { literal, ends: [a!, b!] };
  });
  model.division(count, [...links.values()], { sizes: regions, together });
  // The halves: the regions' same-coloured cells, with their sizes.
  const sameColour = [...links.values()].filter(({ ends }) => second(cells[ends[0]]!) === second(cells[ends[1]]!));
  model.division(count, sameColour, { sizes: halves });

  // Partners follow the symmetry: where a half joins two neighbours, their partners are the same step apart, turned.
  const shifted = (cell: Cell, step: Cell): Cell => ({ row: cell.row + step.row, column: cell.column + step.column });
  for (const first of firsts) {
    const turns = symmetries.get(index(first))!;
    for (const next of neighbours(size, first)) {
      if (second(next)) continue;
      const link = joined(first, next);
      const step = { row: next.row - first.row, column: next.column - first.column };
      turns.forEach((turn, which) => {
        model.clause([-link, -turn, symmetries.get(index(next))![which]!]);
        const turned = symmetryMaps[which]!(step);
        for (const other of seconds) {
          const image = shifted(other, turned);
          const inside = isInside(size, image) && second(image);
          const follows = inside ? partner(next, image) : undefined;
          model.clause([-link, -turn, -partner(first, other)!, ...(follows === undefined ? [] : [follows])]);
          // The half of the second colour has the same joins: two of its cells are joined where their partners are.
          if (inside && index(next) > index(first)) {
            const mirrored = joined(other, image);
            model.clause([-turn, -partner(first, other)!, -link, mirrored]);
            model.clause([-turn, -partner(first, other)!, link, -mirrored]);
          }
        }
      });
    }
  }
  // Where a region joins a cell of the first colour to one of the second beside it, both follow the same motion:
  // the second's partner is where that motion, undone, takes it.
  for (const first of firsts) {
    for (const other of neighbours(size, first)) {
      if (!second(other)) continue;
      const link = joined(first, other);
      symmetries.get(index(first))!.forEach((turn, which) => {
        for (const image of seconds) {
          const back = symmetryMaps[inverses[which]!]!({ row: other.row - image.row, column: other.column - image.column });
          const source = shifted(first, back);
          const follows = isInside(size, source) && !second(source) ? partner(source, other) : undefined;
          model.clause([-link, -turn, -partner(first, image)!, ...(follows === undefined ? [] : [follows])]);
        }
      });
    }
  }
  // Partners lie in halves of one size, and no farther apart than their region's size allows.
  for (const first of firsts) {
    for (const other of seconds) {
      const pair = partner(first, other)!;
      const apart = Math.abs(first.row - other.row) + Math.abs(first.column - other.column);
      halves[index(first)]!.literals.forEach((literal, k) => {
        if (2 * (k + 1) - 1 < apart) model.clause([-pair, -literal]);
        else model.clause([-pair, -literal, halves[index(other)]!.literals[k]!]);
      });
    }
  }
  // Likewise the other way: where a half of the second colour joins two neighbours, their partners are the same
  // step apart, turned back.
  for (const other of seconds) {
    for (const next of neighbours(size, other)) {
      if (!second(next)) continue;
      const link = joined(other, next);
      const step = { row: next.row - other.row, column: next.column - other.column };
      for (const first of firsts) {
        symmetries.get(index(first))!.forEach((turn, which) => {
          const image = shifted(first, symmetryMaps[inverses[which]!]!(step));
          const follows = isInside(size, image) && !second(image) ? partner(image, next) : undefined;
          model.clause([-link, -turn, -partner(first, other)!, ...(follows === undefined ? [] : [follows])]);
        });
      }
    }
  }
  return {
    joined,
    halves,
    anchor: (anchor) => {
      model.equals(halves[index(anchor.cell)]!, anchor.half);
      anchoredRegion(model, size, second, joined, anchor);
    },
  };
}

/** A cell whose half size is known (a clue): its region is stated once more, whole, from it. */
export interface Anchor {
  readonly cell: Cell;
  readonly half: number;
}

/**
 * The region of an anchor with a known half size n, stated from the anchor: a literal per cell near enough to lie in
 * it (2n cells reach no farther than 2n - 1 steps), the region whole (joined neighbours both in or both out, two
 * members side by side joined), n cells of each colour, and one motion of the plane (a symmetry of the square and the
 * anchor's image) that takes each member of the anchor's colour to a member of the other and back. It follows from the
 * rules, so it adds no solution and removes none; it lets the solver see a clue's whole region at once.
 */
function anchoredRegion(model: Model, size: GridSize, second: (cell: Cell) => boolean, joined: (a: Cell, b: Cell) => Literal, { cell: anchor, half }: Anchor): void {
  const reach = 2 * half - 1;
  const apart = (a: Cell, b: Cell) => Math.abs(a.row - b.row) + Math.abs(a.column - b.column);
  const near = allCells(size).filter((cell) => apart(cell, anchor) <= reach);
  const member = new Map(near.map((cell) => [cellIndex(size, cell), model.bool(`${cellName(cell)} in the region of ${cellName(anchor)}`)]));
  const inside = (cell: Cell): Literal | undefined => (isInside(size, cell) ? member.get(cellIndex(size, cell)) : undefined);
  model.require(inside(anchor)!);
  for (const cell of near) {
    const own = inside(cell)!;
    for (const next of neighbours(size, cell)) {
      const link = joined(cell, next);
      const other = inside(next);
      if (other === undefined) {
        model.clause([-own, -link]);
        continue;
      }
      model.clause([-own, -link, other]);
      if (cellIndex(size, next) > cellIndex(size, cell)) model.clause([-own, -other, link]);
    }
  }
  const colour = second(anchor);
  model.count(near.filter((cell) => second(cell) === colour).map((cell) => inside(cell)!), '=', half);
  model.count(near.filter((cell) => second(cell) !== colour).map((cell) => inside(cell)!), '=', half);
  // The motion: its symmetry and where it takes the anchor.
  const shifted = (cell: Cell, step: Cell): Cell => ({ row: cell.row + step.row, column: cell.column + step.column });
  const motions: Literal[] = [];
  symmetryMaps.forEach((map, which) => {
    const back = symmetryMaps[inverses[which]!]!;
    for (const image of near) {
      if (second(image) === colour) continue;
      const motion = model.bool(`${cellName(anchor)} goes to ${cellName(image)} by symmetry ${which + 1}`);
      motions.push(motion);
      for (const cell of near) {
        const own = inside(cell)!;
        const target = second(cell) === colour
          ? shifted(image, map({ row: cell.row - anchor.row, column: cell.column - anchor.column }))
          : shifted(anchor, back({ row: cell.row - image.row, column: cell.column - image.column }));
        const fits = isInside(size, target) && second(target) !== second(cell) ? inside(target) : undefined;
        model.clause([-motion, -own, ...(fits === undefined ? [] : [fits])]);
      }
    }
  });
  model.exactlyOne(motions);
}
