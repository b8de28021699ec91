// The Country Road rule checker, in puzz.link's order: no branch, no crossing, each country passed once, the
// numbers, every country passed, no two unvisited neighbours across a border, no dead end, one loop. Independent of
// the model.

import type { Cell } from '../../core/geometry.js';
import { adjacentPairs, cellName, directions } from '../../core/geometry.js';
import type { CheckCode, Violation } from '../../core/genre.js';
import type { LineGrid } from '../../core/lines.js';
import { lineAt, lineBetween, loopRuleCodes } from '../../core/lines.js';
import { centreLoopRules, goesToward, linesFit } from '../shared/centre-loop.js';
import type { CountryRoadAnswer, CountryRoadPuzzle } from './puzzle.js';
import { countryRoadSize, countryWords, roomCells, roomNumbers } from './puzzle.js';

/** The codes this checker reports, in the order it looks. */
export const checkCodes: readonly CheckCode[] = [
  { code: 'wrong-size', description: 'the answer has a line entry between every two neighbouring cells' },
  { code: 'branch', description: loopRuleCodes.branch },
  { code: 'crossing', description: loopRuleCodes.crossing },
  { code: 'country-twice', description: 'the loop passes through each country once (it crosses its border twice)' },
  { code: 'wrong-count', description: "a number says how many of its country's cells the loop visits" },
  { code: 'country-missed', description: 'the loop passes through every country' },
  { code: 'unvisited-neighbours', description: 'two neighbouring cells in different countries are not both left unvisited' },
  { code: 'dead-end', description: loopRuleCodes['dead-end'] },
  { code: 'several-loops', description: loopRuleCodes['several-loops'] },
];

/** The lines that cross each country's border, by country. */
export function borderCrossings<Mark>(puzzle: CountryRoadPuzzle, lines: LineGrid<Mark>, drawn: (mark: Mark) => boolean): Cell[][][] {
  const roomOf = (cell: Cell) => puzzle.rooms[cell.row]![cell.column]!;
  const crossings = roomCells(puzzle.rooms).map((): Cell[][] => []);
  for (const [a, b] of adjacentPairs(countryRoadSize(puzzle))) {
    if (roomOf(a) === roomOf(b) || !drawn(lineAt(lines, lineBetween(a, b)!))) continue;
    crossings[roomOf(a)]!.push([a, b]);
    crossings[roomOf(b)]!.push([a, b]);
  }
  return crossings;
}

export function check(puzzle: CountryRoadPuzzle, answer: CountryRoadAnswer): Violation[] {
  const size = countryRoadSize(puzzle);
  if (!linesFit(size, answer)) return [{ code: 'wrong-size', message: `the answer must have lines between the cells of a ${size.columns}×${size.rows} grid`, cells: [] }];
  const visited = (cell: Cell) => directions.some((direction) => goesToward(size, answer, cell, direction));
  const roomOf = (cell: Cell) => puzzle.rooms[cell.row]![cell.column]!;
  const loop = centreLoopRules(size, answer);
  const rooms = roomCells(puzzle.rooms);
  const crossings = borderCrossings(puzzle, answer, (drawn) => drawn);

  const twice: Violation[] = [];
  const counts: Violation[] = [];
  const missed: Violation[] = [];
  const numbers = roomNumbers(puzzle);
  rooms.forEach((cells, room) => {
    const passes = crossings[room]!.length / 2;
    if (passes > 1) twice.push({ code: 'country-twice', message: `the loop passes through ${countryWords(puzzle, room)} ${Math.ceil(passes)} times`, cells });
    const count = cells.filter(visited).length;
    const number = numbers[room]!.number;
    if (number?.kind === 'number' && count !== number.value) {
      counts.push({ code: 'wrong-count', message: `the loop visits ${count} cell${count === 1 ? '' : 's'} of ${countryWords(puzzle, room)}`, cells });
    }
    if (count === 0) missed.push({ code: 'country-missed', message: `the loop misses ${countryWords(puzzle, room)}`, cells });
  });
  return [
    ...loop('branch'),
    ...loop('crossing'),
    ...twice,
    ...counts,
    ...missed,
    ...adjacentPairs(size)
      .filter(([a, b]) => roomOf(a) !== roomOf(b) && !visited(a) && !visited(b))
      .map(([a, b]): Violation => ({ code: 'unvisited-neighbours', message: `${cellName(a)} and ${cellName(b)}, on two sides of a border, are both unvisited`, cells: [a, b] })),
    ...loop('dead-end'),
    ...loop('several-loops'),
  ];
}
