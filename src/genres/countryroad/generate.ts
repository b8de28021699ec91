// Country Road puzzles from countries drawn around a random loop:
//   1. a loop: the core's random loop, the outline of a shape of squares between cell centres grown at random;
//   2. countries: the loop is cut into stretches of one to five cells, each the start of a country; every area of
//      cells the loop leaves unvisited joins a country it touches, whole (two unvisited neighbours never lie across a
//      border), and every country is numbered with the cells the loop visits in it;
//   3. while the numbers allow another loop, a country where the two loops differ is cut in two across its stretch
//      (or gives an unvisited area to a neighbour): a cut only adds rules that our loop keeps;
//   4. the core's removal generator takes that layout as its blank grid, draws its solution, and takes numbers away
//      while the solution stays the only one and the rating stays at the level asked for. A layout still not unique
//      after a dozen cuts, or off the level, is dropped for a fresh one.
// The core's oracle is asked only for the other loop nearest a fixed one, so a seed gives one puzzle.

import { observedReader } from '../../core/engine.js';
import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, directions, makeGrid, neighbours } from '../../core/geometry.js';
import type { Generator } from '../../core/genre.js';
import { removalGenerator, symmetryOption } from '../../core/generate.js';
import { lineEntries, lineValues, loopPoints, partialLinesToJson } from '../../core/lines.js';
import type { Random } from '../../core/random.js';
import type { Regions } from '../../core/regions.js';
import { regionsFromLabels } from '../../core/regions.js';
import { askOnce } from '../../core/oracle.js';
import { loopStretches, randomLoop } from '../../core/random-loop.js';
import type { SatSolverFactory } from '../../core/sat.js';
import { connectedAreas } from '../shared/areas.js';
import { goesToward } from '../shared/centre-loop.js';
import { buildModel } from './model.js';
import type { CountryRoadAnswer, CountryRoadPuzzle } from './puzzle.js';
import { clueId, countryRoadSize, makeCountryRoad, roomCells, roomNumbers, topCell } from './puzzle.js';
import { countryRoadScale } from './rating.js';

/** Countries round a loop: stretches of it, each with the unvisited areas given to it. */
function countriesAround(size: GridSize, loop: CountryRoadAnswer, random: Random, longest: number): number[][] {
  const labels = makeGrid(size, () => -1);
  // Stretches of 1 to `longest` cells from a random place on the loop.
  const stretches = loopStretches(size, loop, longest, random);
  stretches.forEach((stretch, index) => stretch.forEach((cell) => (labels[cell.row]![cell.column] = index)));
  // Each area of unvisited cells goes whole to a country it touches (flooded under a label no stretch has).
  const flooding = stretches.length;
  for (const cell of allCells(size)) {
    if (labels[cell.row]![cell.column] !== -1) continue;
    const area = [cell];
    labels[cell.row]![cell.column] = flooding;
    const touching = new Set<number>();
    for (let index = 0; index < area.length; index++) {
      for (const next of neighbours(size, area[index]!)) {
        const present = labels[next.row]![next.column]!;
        if (present === -1) {
          labels[next.row]![next.column] = flooding;
          area.push(next);
        } else if (present !== flooding) touching.add(present);
      }
    }
    const joined = random.pick([...touching]);
    for (const member of area) labels[member.row]![member.column] = joined;
  }
  return regionsFromLabels(labels);
}

/** The puzzle with every country that has no number numbered with the cells the loop visits there. */
function withNumbers(puzzle: CountryRoadPuzzle, answer: CountryRoadAnswer): CountryRoadPuzzle {
  const size = countryRoadSize(puzzle);
  const visited = (cell: Cell) => directions.some((direction) => goesToward(size, answer, cell, direction));
  const numbers = makeGrid<CountryRoadPuzzle['numbers'][number][number]>(size, (cell) => puzzle.numbers[cell.row]![cell.column]!);
  const present = roomNumbers(puzzle);
  roomCells(puzzle.rooms).forEach((cells, room) => {
    if (present[room]!.number !== null) return;
    const top = topCell(cells);
    numbers[top.row]![top.column] = { kind: 'number', value: cells.filter(visited).length };
  });
  return makeCountryRoad(puzzle.rooms, numbers);
}

/** The areas of cells a loop leaves unvisited. */
const unvisitedAreas = (size: GridSize, loop: CountryRoadAnswer): Cell[][] =>
  connectedAreas(size, (cell) => !directions.some((direction) => goesToward(size, loop, cell, direction)));

/**
 * The other loop the numbered countries allow that is nearest `loop` (line by line), or undefined when `loop` is the
 * only one. Nearest, so that which one is found does not depend on the solver's past: a seed gives one puzzle.
 */
function anotherLoop(puzzle: CountryRoadPuzzle, loop: CountryRoadAnswer, factory: SatSolverFactory): CountryRoadAnswer | undefined {
  const puzzleModel = buildModel(puzzle);
  const other = askOnce(puzzleModel, lineValues(loop), factory, (oracle) => oracle.nearestOther());
  return other && puzzleModel.decode(observedReader(puzzleModel.observed, other));
}

/**
 * The countries with one of them cut in two, across its stretch of the loop, each unvisited area it had going whole to
 * a half it touches; a country with a stretch of one cell gives an area to another country the area touches instead.
 * Undefined when the country can do neither.
 */
function cutCountry(size: GridSize, rooms: Regions, loop: CountryRoadAnswer, room: number, random: Random): Regions | undefined {
  const visited = (cell: Cell) => directions.some((direction) => goesToward(size, loop, cell, direction));
  const path = loopPoints(size, loop).slice(0, -1);
  const labels = rooms.map((row) => row.map((label) => label * 2));
  const cells = roomCells(rooms)[room]!;
  // The stretch in loop order (it may wrap round the end of the path).
  let stretch = path.filter((cell) => rooms[cell.row]![cell.column] === room);
  const start = path.findIndex((cell, index) => rooms[cell.row]![cell.column] === room && rooms[path[(index + path.length - 1) % path.length]!.row]![path[(index + path.length - 1) % path.length]!.column] !== room);
  if (start > 0) stretch = [...path.slice(start), ...path.slice(0, start)].filter((cell) => rooms[cell.row]![cell.column] === room);
  const areas = connectedAreas(size, (cell) => rooms[cell.row]![cell.column] === room && !visited(cell));
  if (stretch.length >= 2) {
    const cut = 1 + random.below(stretch.length - 1);
    for (const cell of stretch.slice(cut)) labels[cell.row]![cell.column] = room * 2 + 1;
    for (const area of areas) {
      const halves = [...new Set(area.flatMap((cell) => neighbours(size, cell)).filter(visited).filter((next) => rooms[next.row]![next.column] === room).map((next) => labels[next.row]![next.column]!))];
      const half = random.pick(halves);
      for (const cell of area) labels[cell.row]![cell.column] = half;
    }
    return regionsFromLabels(labels);
  }
  for (const area of random.shuffle(areas)) {
    const others = [...new Set(area.flatMap((cell) => neighbours(size, cell)).map((next) => rooms[next.row]![next.column]!))].filter((other) => other !== room);
    if (others.length === 0) continue;
    const other = random.pick(others);
    for (const cell of area) labels[cell.row]![cell.column] = other * 2;
    return cells.length > area.length ? regionsFromLabels(labels) : undefined;
  }
  return undefined;
}

/**
 * A layout: countries round a random loop, every one numbered; while the numbers allow another loop, a country where
 * the two differ is cut (cuts only add rules that the loop keeps). The last layout, unique or not, after `cuts` tries.
 */
export function numberedLayout(size: GridSize, random: Random, factory: SatSolverFactory, { longest = 4, share = 0.4, cuts = 12 } = {}): CountryRoadPuzzle {
  // A wide unvisited area makes a dull country, and room for small loops that the solver rules out one at a time.
  const widest = Math.max(4, Math.round((size.rows * size.columns) / 10));
  let loop = randomLoop(size, share, random);
  for (let again = 0; again < 20 && unvisitedAreas(size, loop).some((area) => area.length > widest); again++) loop = randomLoop(size, share, random);
  let rooms = countriesAround(size, loop, random, longest);
  let puzzle = withNumbers(makeCountryRoad(rooms, makeGrid(size, () => null)), loop);
  for (let step = 0; step < cuts; step++) {
    const other = anotherLoop(puzzle, loop, factory);
    if (!other) break;
    const differ = allCells(size).filter((cell) => directions.some((direction) => goesToward(size, loop, cell, direction) !== goesToward(size, other, cell, direction)));
    const cut = random
      .shuffle([...new Set(differ.map((cell) => rooms[cell.row]![cell.column]!))])
      .map((room) => cutCountry(size, rooms, loop, room, random))
      .find((next) => next !== undefined);
    if (!cut) break;
    rooms = cut;
    puzzle = withNumbers(makeCountryRoad(rooms, makeGrid(size, () => null)), loop);
  }
  return puzzle;
}

export const countryRoadGenerator: Generator<CountryRoadPuzzle, CountryRoadAnswer> = removalGenerator({
  genre: { model: buildModel, partialToJson: partialLinesToJson, entries: lineEntries, ratingScale: countryRoadScale },
  defaultSize: { rows: 8, columns: 8 },
  minimumSize: { rows: 4, columns: 4 },
  maximumSize: { rows: 30, columns: 30 },
  options: [symmetryOption('none')],
  solutionsPerBlank: 1,
  space: {
    // Countries round a random loop, every one numbered: the solutions drawn from it are loops that fit them.
    blank: (request, random) => numberedLayout(request, random, request.backend.satFactory!, { longest: 5, share: 0.3 + 0.2 * random.next() }),
    withAllClues: (puzzle, answer) => withNumbers(puzzle, answer),
    keepClues: (puzzle, kept) => makeCountryRoad(puzzle.rooms, makeGrid(countryRoadSize(puzzle), (cell) => (kept.has(clueId(cell)) ? puzzle.numbers[cell.row]![cell.column]! : null))),
  },
});
