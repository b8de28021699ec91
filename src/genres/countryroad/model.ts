// The Country Road model: one boolean per line between neighbouring cell centres, and whether the loop visits each
// cell.

import type { Cell } from '../../core/geometry.js';
import { adjacentPairs, cellName, makeGrid } from '../../core/geometry.js';
import { lineBetween } from '../../core/lines.js';
import type { Literal, PuzzleModel } from '../../core/model.js';
import { Model } from '../../core/model.js';
import { centreLoop } from '../shared/centre-loop.js';
import { borderLines } from '../shared/room-loop.js';
import type { CountryRoadAnswer, CountryRoadPartial, CountryRoadPuzzle } from './puzzle.js';
import { clueId, countryRoadSize, roomCells, roomNumbers } from './puzzle.js';

export function buildModel(puzzle: CountryRoadPuzzle): PuzzleModel<CountryRoadAnswer, CountryRoadPartial> {
  const size = countryRoadSize(puzzle);
  const model = new Model();
  // The lines drawn form exactly one loop.
  const loop = centreLoop(model, size);
  const visited = makeGrid(size, (cell) => {
    const literal = model.bool(`${cellName(cell)} visited`);
    model.anyOf(literal, loop.linesAt(cell));
    return literal;
  });
  const isVisited = (cell: Cell): Literal => visited[cell.row]![cell.column]!;
  const roomOf = (cell: Cell) => puzzle.rooms[cell.row]![cell.column]!;
  const rooms = roomCells(puzzle.rooms);

  // The loop passes through every country exactly once: it crosses each country's border twice, in and out.
  const crossings = borderLines(puzzle.rooms).map((lines) => lines.map((line) => loop.lineOf(line)));
  if (rooms.length > 1) for (const border of crossings) model.count(border, '=', 2);

  const inside = rooms.map((): Literal[] => []);
  for (const [a, b] of adjacentPairs(size)) if (roomOf(a) === roomOf(b)) inside[roomOf(a)]!.push(loop.lineOf(lineBetween(a, b)!));

  // Two neighbouring cells in different countries are not both left unvisited.
  for (const [a, b] of adjacentPairs(size)) if (roomOf(a) !== roomOf(b)) model.atLeastOne([isVisited(a), isVisited(b)]);

  // A number says how many cells of its country the loop visits.
  roomNumbers(puzzle).forEach(({ number, cell }, room) => {
    if (number?.kind !== 'number' || cell === null) return;
    model.clue({ id: clueId(cell), description: `the ${number.value} at ${cellName(cell)}`, cells: rooms[room]! }, () => {
      // The number as a literal of its own, given true: rating assumes a selector to switch a clue on, which puts it
      // on the trail before the first wave; this puts the clue there in the puzzle's own model too, so that the
      // first wave goes to clauses (not to the loop's connectivity) both ways and a puzzle rates the same both ways.
      model.require(model.bool(`number of ${cellName(cell)}`));
      model.count(rooms[room]!.map(isVisited), '=', number.value);
      // Implied, and cheap to state up front: the loop's path through the country has one line fewer than the cells
      // it visits there (unless that only says every line inside is drawn, or none, which the count above tells).
      if (rooms.length > 1 && number.value > 1 && number.value <= inside[room]!.length) model.count(inside[room]!, '=', number.value - 1);
    });
  });

  return {
    model,
    observed: loop.observed,
    decode: loop.decode,
    decodePartial: loop.decodePartial,
  };
}
