// The Moon or Sun model: one boolean per line between neighbouring cell centres, whether the loop visits each cell,
// and each room's kind (true: a room of moons, whose moons the loop passes; false: a room of suns).

import type { Cell } from '../../core/geometry.js';
import { adjacentPairs, allCells, cellName, makeGrid } from '../../core/geometry.js';
import { lineBetween } from '../../core/lines.js';
import type { Literal, PuzzleModel } from '../../core/model.js';
import { Model } from '../../core/model.js';
import { centreLoop } from '../shared/centre-loop.js';
import type { MoonSunAnswer, MoonSunPartial, MoonSunPuzzle } from './puzzle.js';
import { markAt, markId, moonSunSize, roomCells } from './puzzle.js';

export function buildModel(puzzle: MoonSunPuzzle): PuzzleModel<MoonSunAnswer, MoonSunPartial> {
  const size = moonSunSize(puzzle);
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
  const ofMoons = rooms.map((cells) => model.bool(`room of ${cellName(cells[0]!)} passes its moons`));

  // The loop passes through every room exactly once: it crosses each room's border twice, in and out.
  const crossings = rooms.map((): Literal[] => []);
  for (const [a, b] of adjacentPairs(size)) {
    if (roomOf(a) === roomOf(b)) continue;
    const line = loop.lineOf(lineBetween(a, b)!);
    crossings[roomOf(a)]!.push(line);
    crossings[roomOf(b)]!.push(line);
    // Rooms of moons and rooms of suns alternate along the loop: no line across a border joins two rooms of moons,
    // nor two rooms of suns.
    const [first, second] = [ofMoons[roomOf(a)]!, ofMoons[roomOf(b)]!];
    model.notAll([line, first, second]);
    model.notAll([line, -first, -second]);
  }
  if (rooms.length > 1) for (const border of crossings) model.count(border, '=', 2);

  // In every room the loop passes at least one mark.
  rooms.forEach((cells) => model.atLeastOne(cells.filter((cell) => markAt(puzzle, cell) !== null).map(isVisited)));

  // In a room of moons the loop passes every moon and no sun; in a room of suns, every sun and no moon.
  for (const cell of allCells(size)) {
    const mark = markAt(puzzle, cell);
    if (mark === null) continue;
    const passed = mark === 'moon' ? ofMoons[roomOf(cell)]! : -ofMoons[roomOf(cell)]!;
    model.clue({ id: markId(cell), description: `the ${mark} at ${cellName(cell)}`, cells: [cell] }, () => {
      // The mark as a literal of its own, given true: rating through selectors puts each clue's selector on the trail
      // before the first wave, and this puts the mark there in the puzzle's own model too, so both rate alike.
      model.require(model.bool(`${mark} at ${cellName(cell)}`));
      model.implies(passed, isVisited(cell));
      model.implies(isVisited(cell), passed);
    });
  }

  return {
    model,
    observed: loop.observed,
    decode: loop.decode,
    decodePartial: loop.decodePartial,
  };
}
