// Norinori puzzles have no clues but their rooms. The generator draws the shading first and grows the rooms around it
// with the core's room grower (core/grown-rooms.ts), keeping the shading the only solution at every step:
//   1. dominoes: random dominoes are laid while they touch none laid before (only diagonally), until none fits;
//   2. start: every shaded cell seeds a region (with the unshaded cells beside it), the regions grow and join in pairs,
//      never two halves of one domino, and each room shrinks to the path between its two shaded cells; when those
//      rooms leave another solution, each domino is a room of its own instead. Cells in no room are unshaded;
//   3. growth, finish and reshape as the core's grower does them, a cell going only where the slide rule allows (an
//      unshaded cell beside a single shaded cell never shares a room with that cell's partner, which it could
//      replace), which saves questions.

import type { MayJoin } from '../../core/divide.js';
import { groupRegions, growRegions, shortestPath } from '../../core/divide.js';
import { InputError } from '../../core/errors.js';
import type { Cell, GridSize } from '../../core/geometry.js';
import { adjacentPairs, allCells, cellIndex, makeGrid, neighbours, sameCell } from '../../core/geometry.js';
import type { GenerateRequest, Generator } from '../../core/genre.js';
import type { GrowingRooms, RoomGrowth } from '../../core/grown-rooms.js';
import { growRoomPuzzle } from '../../core/grown-rooms.js';
import type { Random } from '../../core/random.js';
import type { RatingScale } from '../../core/rating.js';
import { defaultScale } from '../../core/rating.js';
import type { Regions } from '../../core/regions.js';
import { regionsFromLabels } from '../../core/regions.js';
import { roomCells } from '../shared/room-grid.js';
import { dominoRules } from './model.js';
import type { NorinoriAnswer, NorinoriPuzzle } from './puzzle.js';
import { makeNorinori, shadedPerRoom } from './puzzle.js';

/** The default cut-offs: 10×10 rooms grown for uniqueness alone rate medium to expert, growth held to a level reaches each. */
export const norinoriScale: RatingScale = defaultScale;

/** Random dominoes, none touching another orthogonally, laid until no more fit. */
function drawDominoes(size: GridSize, random: Random): NorinoriAnswer {
  const shaded = makeGrid(size, () => false);
  const blocked = (cell: Cell, partner: Cell) => shaded[cell.row]![cell.column] || neighbours(size, cell).some((next) => !sameCell(next, partner) && shaded[next.row]![next.column]);
  for (const [a, b] of random.shuffle(adjacentPairs(size))) {
    if (blocked(a, b) || blocked(b, a)) continue;
    shaded[a.row]![a.column] = true;
    shaded[b.row]![b.column] = true;
  }
  return shaded;
}

/** For every cell, its one shaded neighbour when it has exactly one (for a shaded cell: its partner in its domino). */
const loneShadedNeighbour = (size: GridSize, shading: NorinoriAnswer) =>
  makeGrid(size, (cell) => {
    const touching = neighbours(size, cell).filter((next) => shading[next.row]![next.column]);
    return touching.length === 1 ? touching[0] : undefined;
  });

/**
 * Where the rules let a cell go without a domino sliding at once: an unshaded cell beside exactly one shaded cell could
 * take the place of that cell's partner, so the two must lie in different rooms.
 */
function slideRule(size: GridSize, shading: NorinoriAnswer): MayJoin {
  const lone = loneShadedNeighbour(size, shading);
  return (cell, rooms, room) => {
    const beside = lone[cell.row]![cell.column];
    const partner = beside && lone[beside.row]![beside.column];
    return !shading[cell.row]![cell.column] && (partner === undefined || rooms[partner.row]![partner.column] !== room);
  };
}

/**
 * Step 2: every shaded cell seeds a region, which takes at once the unshaded cells beside it and no other shaded cell;
 * the regions grow and join in pairs, never the two halves of one domino, and each room shrinks to the path between
 * its two shaded cells. Those rooms when the shading is their only solution, else each domino a room of its own.
 */
function startRooms(size: GridSize, shading: NorinoriAnswer, unique: (rooms: GrowingRooms) => boolean, random: Random): GrowingRooms {
  const isShaded = (cell: Cell) => shading[cell.row]![cell.column]!;
  const seeds = allCells(size).filter(isShaded);
  const seedOf = new Map(seeds.map((cell, index) => [cellIndex(size, cell), index]));
  const lone = loneShadedNeighbour(size, shading);
  const seedBeside = (cell: Cell) => seedOf.get(cellIndex(size, lone[cell.row]![cell.column]!))!;
  const claimed = makeGrid(size, (cell) => (!isShaded(cell) && lone[cell.row]![cell.column] ? seedBeside(cell) : -1));
  const partner = seeds.map(seedBeside);
  let paired: Regions | undefined;
  for (let attempt = 0; attempt < 5 && !paired; attempt++) paired = groupRegions(growRegions(size, seeds, random, claimed), 2, random, (a, b) => partner[a] === b);
  if (paired) {
    const rooms = makeGrid(size, () => -1);
    roomCells(paired).forEach((cells, room) => {
      const [from, to] = cells.filter(isShaded) as [Cell, Cell];
      const members = new Set(cells.map((cell) => cellIndex(size, cell)));
      for (const cell of shortestPath(size, from, to, (next) => members.has(cellIndex(size, next)))) rooms[cell.row]![cell.column] = room;
    });
    if (unique(rooms)) return rooms;
  }
  return regionsFromLabels(makeGrid(size, (cell) => (isShaded(cell) ? 0 : 1))).map((line, row) => line.map((room, column) => (isShaded({ row, column }) ? room : -1)));
}

const norinoriGrowth = (scale: RatingScale): RoomGrowth<NorinoriPuzzle> => ({
  id: 'norinori',
  name: 'Norinori',
  scale,
  attempts: 60,
  perRoom: shadedPerRoom,
  rules: dominoRules,
  draw(size, random) {
    const shading = drawDominoes(size, random);
    if (!shading.flat().some(Boolean)) throw new InputError(`a ${size.columns}x${size.rows} grid holds no domino`, { field: 'size' });
    return shading;
  },
  start: startRooms,
  mayJoin: slideRule,
  puzzle: makeNorinori,
});

export const generateNorinori = (request: GenerateRequest, scale: RatingScale = norinoriScale) => growRoomPuzzle(norinoriGrowth(scale), request);

export const norinoriGenerator: Generator<NorinoriPuzzle, NorinoriAnswer> = {
  options: [],
  defaultSize: { rows: 10, columns: 10 },
  minimumSize: { rows: 4, columns: 4 },
  // Below expert every growth step builds and rates the model afresh: past 16×16 a puzzle takes minutes.
  maximumSize: { rows: 16, columns: 16 },
  generate: async (request) => (await generateNorinori(request)).puzzle,
  // Rooms are the only clues, and an answer adds none.
  withAllClues: (puzzle) => puzzle,
};
