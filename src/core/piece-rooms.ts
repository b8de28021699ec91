// Rooms that each hold one piece of given shapes (LITS: an L, I, T or S tetromino in every room), built round a drawn
// shading of such pieces: each piece a room, the other cells joining the neighbouring room where they open the fewest
// placements; a walk of cell moves to a unique puzzle; and a reshaping move that opens (or closes) the most
// placements. Everything is drawn from the caller's seeded random.

import { leaves } from './divide.js';
import { TimeoutError } from './errors.js';
import type { Cell, GridSize } from './geometry.js';
import { allCells, makeGrid, neighbours, sameCell } from './geometry.js';
import type { Placement, Shape } from './polyomino.js';
import { placementsIn } from './polyomino.js';
import type { Random } from './random.js';
import type { Regions } from './regions.js';
import { regionsFromLabels } from './regions.js';

/** A shading: true for a shaded cell. */
type Shading = readonly (readonly boolean[])[];

/** Rooms being built: a label per cell (-1 for none yet) and each room's cells. */
export interface PieceRooms {
  readonly labels: number[][];
  readonly members: Cell[][];
}

/** Moves a cell to a room (from its own, if it has one). */
export function moveCellTo(layout: PieceRooms, cell: Cell, room: number): void {
  const from = layout.labels[cell.row]![cell.column]!;
  layout.labels[cell.row]![cell.column] = room;
  if (from >= 0) layout.members[from] = layout.members[from]!.filter((member) => !sameCell(cell, member));
  layout.members[room]!.push(cell);
}

/** Each piece a room, and every other cell in the neighbouring room where it opens the fewest placements of the shapes. */
export function roomsAroundPieces(size: GridSize, pieces: readonly Placement[], shapes: readonly Shape[], random: Random): PieceRooms {
  const placementCount = (cells: readonly Cell[]) => placementsIn(cells, shapes).length;
  const layout: PieceRooms = { labels: makeGrid(size, () => -1), members: pieces.map(() => []) };
  pieces.forEach((piece, index) => piece.cells.forEach((cell) => moveCellTo(layout, cell, index)));
  const counts = layout.members.map(placementCount);
  // Per free cell beside a room, the placements it would open in each neighbouring room (kept until that room grows).
  const opened = new Map<number, Map<number, number>>();
  const cost = (cell: Cell, room: number): number => {
    const index = cell.row * size.columns + cell.column;
    let rooms = opened.get(index);
    if (!rooms) opened.set(index, (rooms = new Map<number, number>()));
    let value = rooms.get(room);
    if (value === undefined) rooms.set(room, (value = placementCount([...layout.members[room]!, cell]) - counts[room]!));
    return value;
  };
  for (;;) {
    let cheapest: { cell: Cell; room: number; opened: number } | undefined;
    for (const cell of random.shuffle(allCells(size).filter((cell) => layout.labels[cell.row]![cell.column] === -1))) {
      for (const room of new Set(neighbours(size, cell).map((next) => layout.labels[next.row]![next.column]!))) {
        if (room < 0) continue;
        const value = cost(cell, room);
        if (!cheapest || value < cheapest.opened) cheapest = { cell, room, opened: value };
      }
    }
    if (!cheapest) return layout;
    moveCellTo(layout, cheapest.cell, cheapest.room);
    counts[cheapest.room] = placementCount(layout.members[cheapest.room]!);
    for (const rooms of opened.values()) rooms.delete(cheapest.room);
  }
}

/**
 * A walk to a unique puzzle: while the rooms have another solution (`other`), that one is kept and the one before it
 * ended: a cell the new solution leaves unshaded, in a room where the two differ (one the old solution shades, when
 * possible), moves to the neighbouring room where it opens the fewest placements. Only unshaded cells move, so the kept
 * solution stays a solution. The last `tabu` moves are not undone at once. The rooms and their only solution, or
 * undefined when no move is left or after `steps` moves.
 */
export function walkToUnique<Answer extends Shading>(
  layout: PieceRooms,
  drawn: Answer,
  other: (labels: readonly (readonly number[])[], shading: Answer) => Answer | undefined,
  settings: { shapes: readonly Shape[]; steps: number; tabu: number; shouldStop?: () => boolean },
  random: Random,
): { rooms: Regions; shading: Answer } | undefined {
  const placementCount = (cells: readonly Cell[]) => placementsIn(cells, settings.shapes).length;
  const size = { rows: layout.labels.length, columns: layout.labels[0]!.length };
  const recent: string[] = [];
  let kept = drawn;
  for (let step = 0; step < settings.steps; step++) {
    if (settings.shouldStop?.()) throw new TimeoutError('the generator was stopped');
    const found = other(layout.labels, kept);
    if (!found) return { rooms: regionsFromLabels(layout.labels), shading: kept };
    const ended = kept;
    kept = found;
    const moves: { cell: Cell; to: number; score: number }[] = [];
    const counts = new Map<number, number>();
    const countOf = (room: number) => counts.get(room) ?? counts.set(room, placementCount(layout.members[room]!)).get(room)!;
    const differs = layout.members.map((members) => members.some((member) => kept[member.row]![member.column] !== ended[member.row]![member.column]));
    for (const cell of allCells(size)) {
      if (kept[cell.row]![cell.column]) continue;
      const from = layout.labels[cell.row]![cell.column]!;
      if (!differs[from] || !leaves(layout.labels, cell)) continue;
      const members = layout.members[from]!;
      const closed = countOf(from) - placementCount(members.filter((member) => !sameCell(cell, member)));
      for (const to of new Set(neighbours(size, cell).map((next) => layout.labels[next.row]![next.column]!))) {
        if (to === from || recent.includes(`${cell.row},${cell.column},${to}`)) continue;
        const opened = placementCount([...layout.members[to]!, cell]) - countOf(to);
        // A cell the ended solution shades comes first: out of its room, that solution is over.
        moves.push({ cell, to, score: opened - closed - (ended[cell.row]![cell.column] ? 100 : 0) + random.next() });
      }
    }
    if (moves.length === 0) return undefined;
    const chosen = moves.reduce((best, move) => (move.score < best.score ? move : best));
    recent.push(`${chosen.cell.row},${chosen.cell.column},${layout.labels[chosen.cell.row]![chosen.cell.column]!}`);
    if (recent.length > settings.tabu) recent.shift();
    moveCellTo(layout, chosen.cell, chosen.to);
  }
  return undefined;
}

/**
 * A reshaping move: of `sample` unshaded border cells, the one whose move to a neighbouring room opens the most
 * placements (`harder`) or closes the most (easier), as rooms with more ways to lay a piece take more reasoning.
 */
export function placementMove(rooms: Regions, shading: Shading, shapes: readonly Shape[], harder: boolean, random: Random, sample: number): Regions | undefined {
  const placementCount = (cells: readonly Cell[]) => placementsIn(cells, shapes).length;
  const size = { rows: rooms.length, columns: rooms[0]!.length };
  const members: Cell[][] = [];
  rooms.forEach((line, row) => line.forEach((room, column) => (members[room] ??= []).push({ row, column })));
  const border = allCells(size).filter(
    (cell) => !shading[cell.row]![cell.column] && neighbours(size, cell).some((next) => rooms[next.row]![next.column] !== rooms[cell.row]![cell.column]) && leaves(rooms, cell),
  );
  let best: { cell: Cell; to: number; gain: number } | undefined;
  for (const cell of random.shuffle(border).slice(0, sample)) {
    const from = members[rooms[cell.row]![cell.column]!]!;
    const closed = placementCount(from) - placementCount(from.filter((member) => !sameCell(cell, member)));
    for (const to of new Set(neighbours(size, cell).map((next) => rooms[next.row]![next.column]!))) {
      if (to === rooms[cell.row]![cell.column]) continue;
      const opened = placementCount([...members[to]!, cell]) - placementCount(members[to]!);
      const gain = (harder ? opened - closed : closed - opened) + random.next();
      if (!best || gain > best.gain) best = { cell, to, gain };
    }
  }
  if (!best) return undefined;
  const { cell, to } = best;
  return regionsFromLabels(rooms.map((line, row) => line.map((room, column) => (row === cell.row && column === cell.column ? to : room))));
}
