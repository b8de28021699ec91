// Regions made of two congruent halves (Double Choco): the grid's cells are of two colours, and the grid is divided
// into regions of one connected half of each colour, the two halves of the same shape up to rotation and
// reflection. Stated with the core's divisions: the regions, with each cell's region size, and within them the halves
// (the same-coloured cells a region joins), with each cell's half size, twice as large; then every cell knows its
// region's motion (a turn or reflection of the square, and where its partner of the other colour lies, by row and by
// column), joined neighbours follow one motion, and partners are mutual and in one region, so that the partners of a
// half are its image under one motion of the plane: the other half.

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

  const shifted = (cell: Cell, step: Cell): Cell => ({ row: cell.row + step.row, column: cell.column + step.column });
  const apart = (a: Cell, b: Cell): Cell => ({ row: a.row - b.row, column: a.column - b.column });

  // Each region takes one motion of the plane (a symmetry of the square and a shift) from its first half onto its
  // other: every cell knows the symmetry, and where its partner lies (the image of a cell of the first colour, the
  // cell whose image a cell of the second colour is), by row and by column.
  const symmetries = cells.map((cell) => symmetryMaps.map((_, which) => model.bool(`${cellName(cell)} takes symmetry ${which + 1}`)));
  const partnerRows = cells.map((cell) => Array.from({ length: size.rows }, (_, row) => model.bool(`${cellName(cell)} pairs in row ${row + 1}`)));
  const partnerColumns = cells.map((cell) => Array.from({ length: size.columns }, (_, column) => model.bool(`${cellName(cell)} pairs in column ${column + 1}`)));
  for (const cell of cells) {
    model.exactlyOne(symmetries[index(cell)]!);
    model.exactlyOne(partnerRows[index(cell)]!);
    model.exactlyOne(partnerColumns[index(cell)]!);
    // A partner is of the other colour.
    for (const other of cells) {
      if (second(other) === second(cell)) model.clause([-partnerRows[index(cell)]![other.row]!, -partnerColumns[index(cell)]![other.column]!]);
    }
  }
  // A pair: each of the two is where the other's partner lies; pairs share their symmetry.
  const partners = new Map<string, Literal>();
  const partner = (first: Cell, other: Cell): Literal => partners.get(key(index(first), index(other)))!;
  for (const first of firsts) {
    for (const other of seconds) {
      const pair = model.bool(`${cellName(first)} pairs with ${cellName(other)}`);
      partners.set(key(index(first), index(other)), pair);
      for (const [one, two] of [[first, other], [other, first]] as const) {
        const row = partnerRows[index(one)]![two.row]!;
        const column = partnerColumns[index(one)]![two.column]!;
        model.clause([-pair, row]);
        model.clause([-pair, column]);
        model.clause([pair, -row, -column]);
      }
      symmetries[index(first)]!.forEach((turn, which) => model.clause([-pair, -turn, symmetries[index(other)]![which]!]));
    }
  }

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

  // Joined neighbours follow one motion: the same symmetry, and partners where the motion puts them. `follow` gives
  // the partner of `to` from the partner of `from` under a symmetry; each of its coordinates depends on one of the
  // partner's, so it is stated coordinate by coordinate.
  const follow = (from: Cell, to: Cell, which: number): ((place: Cell) => Cell) => {
    const turn = symmetryMaps[which]!;
    const back = symmetryMaps[inverses[which]!]!;
    const step = apart(to, from);
    if (!second(from) && !second(to)) return (place) => shifted(place, turn(step));
    if (second(from) && second(to)) return (place) => shifted(place, back(step));
    // From a cell of the first colour to one of the second: `to` is the image of from + back(to - image of from).
    if (!second(from)) return (place) => shifted(from, back(apart(to, place)));
    return (place) => shifted(from, turn(apart(to, place)));
  };
  for (const link of links.values()) {
    const [a, b] = link.ends.map((node) => cells[node]!) as [Cell, Cell];
    symmetryMaps.forEach((_, which) => {
      model.clause([-link.literal, -symmetries[index(a)]![which]!, symmetries[index(b)]![which]!]);
      model.clause([-link.literal, -symmetries[index(b)]![which]!, symmetries[index(a)]![which]!]);
    });
    for (const [from, to] of [[a, b], [b, a]] as const) {
      symmetryMaps.forEach((_, which) => {
        const map = follow(from, to, which);
        const origin = map({ row: 0, column: 0 });
        const byRow = map({ row: 1, column: 0 });
        const turn = symmetries[index(from)]![which]!;
        for (const axis of ['row', 'column'] as const) {
          // The coordinate of the partner of `from` that this coordinate of the partner of `to` depends on.
          const source = byRow[axis] !== origin[axis] ? 'row' : 'column';
          const sources = source === 'row' ? partnerRows[index(from)]! : partnerColumns[index(from)]!;
          const targets = axis === 'row' ? partnerRows[index(to)]! : partnerColumns[index(to)]!;
          sources.forEach((literal, value) => {
            const image = map(source === 'row' ? { row: value, column: 0 } : { row: 0, column: value })[axis];
            const target = targets[image];
            model.clause([-link.literal, -turn, -literal, ...(target === undefined ? [] : [target])]);
          });
        }
      });
    }
  }

  // The halves have the same joins: where a half of the first colour joins two neighbours, their partners are joined,
  // and the other way round. mirrored[cell][direction]: the partner of a cell of the first colour is joined to its
  // neighbour of the second colour in that direction.
  const steps: readonly Cell[] = [{ row: -1, column: 0 }, { row: 0, column: 1 }, { row: 1, column: 0 }, { row: 0, column: -1 }];
  const stepIndex = (step: Cell) => steps.findIndex((other) => other.row === step.row && other.column === step.column);
  for (const first of firsts) {
    const mirrored = steps.map((_, direction) => model.bool(`the partner of ${cellName(first)} joins towards ${direction + 1}`));
    for (const other of seconds) {
      steps.forEach((step, direction) => {
        const next = shifted(other, step);
        if (isInside(size, next) && second(next)) {
          model.clause([-partner(first, other), -mirrored[direction]!, joined(other, next)]);
          model.clause([-partner(first, other), mirrored[direction]!, -joined(other, next)]);
        } else model.clause([-partner(first, other), -mirrored[direction]!]);
      });
    }
    symmetryMaps.forEach((turn, which) => {
      const symmetry = symmetries[index(first)]![which]!;
      for (const step of steps) {
        const next = shifted(first, step);
        const image = mirrored[stepIndex(turn(step))]!;
        if (isInside(size, next) && !second(next)) {
          model.clause([-joined(first, next), -symmetry, image]);
          model.clause([joined(first, next), -symmetry, -image]);
        } else model.clause([-symmetry, -image]);
      }
    });
  }

  // Partners lie no farther apart than their region's size allows.
  for (const first of firsts) {
    for (const other of seconds) {
      const distance = Math.abs(first.row - other.row) + Math.abs(first.column - other.column);
      for (const cell of [first, other]) {
        halves[index(cell)]!.literals.forEach((literal, k) => {
          if (2 * (k + 1) - 1 < distance) model.clause([-partner(first, other), -literal]);
        });
      }
    }
  }
  return {
    joined,
    halves,
    anchor: (anchor) => {
      model.equals(halves[index(anchor.cell)]!, anchor.half);
      const own = index(anchor.cell);
      const motion: AnchorMotion = { symmetries: symmetries[own]!, rows: partnerRows[own]!, columns: partnerColumns[own]! };
      anchoredRegion(model, size, second, joined, anchor, motion);
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
/** The anchor's own literals of the motion of its region: its symmetry, and its partner's row and column. */
interface AnchorMotion {
  readonly symmetries: readonly Literal[];
  readonly rows: readonly Literal[];
  readonly columns: readonly Literal[];
}

function anchoredRegion(
  model: Model,
  size: GridSize,
  second: (cell: Cell) => boolean,
  joined: (a: Cell, b: Cell) => Literal,
  { cell: anchor, half }: Anchor,
  own: AnchorMotion,
): void {
  // Each half is connected and has n cells: a cell of the anchor's colour lies within n - 1 steps of it through that
  // colour, and one of the other colour within n steps through the other colour from such a cell.
  const colour = second(anchor);
  const within = (starts: readonly Cell[], steps: number, allowed: (cell: Cell) => boolean): Cell[] => {
    const seen = new Set(starts.map((cell) => cellIndex(size, cell)));
    const found = [...starts];
    let layer = [...starts];
    for (let step = 0; step < steps && layer.length > 0; step++) {
      layer = layer.flatMap((cell) => neighbours(size, cell)).filter((cell) => {
        if (!allowed(cell) || seen.has(cellIndex(size, cell))) return false;
        seen.add(cellIndex(size, cell));
        return true;
      });
      found.push(...layer);
    }
    return found;
  };
  const ownHalf = within([anchor], half - 1, (cell) => second(cell) === colour);
  const otherHalf = within(ownHalf, half, (cell) => second(cell) !== colour).filter((cell) => second(cell) !== colour);
  const near = [...ownHalf, ...otherHalf];
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
      // The same motion as the anchor's own (whose symmetry takes the first colour to the second).
      const symmetry = own.symmetries[second(anchor) ? inverses[which]! : which]!;
      const channel = [symmetry, own.rows[image.row]!, own.columns[image.column]!];
      for (const literal of channel) model.clause([-motion, literal]);
      model.clause([motion, ...channel.map((literal) => -literal)]);
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
