// Country Road puzzles: a grid divided into countries (rooms), some holding a number, checked when built. The loop
// runs through cell centres.

import type { Cell, GridSize } from '../../core/geometry.js';
import { cellName } from '../../core/geometry.js';
import { inputError } from '../../core/errors.js';
import type { LineGrid } from '../../core/lines.js';
import type { Regions, Walls } from '../../core/regions.js';
import { roomCells } from '../shared/room-grid.js';
import type { NumberedRoomsGenre, RoomNumber } from '../shared/room-numbers.js';
import { makeNumberedRooms, numbersByRoom, topCell } from '../shared/room-numbers.js';

export { topCell } from '../shared/room-numbers.js';

export { roomCells } from '../shared/room-grid.js';

/** A country's number, or a number the setter left unknown (puzz.link's `?`), which says nothing. */
export type CountryNumber = RoomNumber;

export interface CountryRoadPuzzle {
  readonly rows: number;
  readonly columns: number;
  /** rooms[row][column]: the cell's country, numbered 0, 1, ... in reading order of their first cell. */
  readonly rooms: Regions;
  /** numbers[row][column]: the number written in that cell for its country, or null; at most one per country. */
  readonly numbers: readonly (readonly (CountryNumber | null)[])[];
  /** Walls drawn inside a room as well as its borders (a puz.link URL's, or the editor's unfinished ones); absent when none. */
  readonly walls?: Walls;
}

/** The lines drawn between the centres of neighbouring cells. */
export type CountryRoadAnswer = LineGrid;
/** What every solution agrees on: true a line, false no line, null open. */
export type CountryRoadPartial = LineGrid<boolean | null>;

export const maximumCountryRoadSize: GridSize = { rows: 60, columns: 60 };

const countries: NumberedRoomsGenre = {
  name: 'Country Road',
  maximumSize: maximumCountryRoadSize,
  room: { one: 'country', many: 'countries' },
  smallest: { value: 1, why: 'and the loop visits every country' },
};

/**
 * Builds a puzzle from country labels (one per cell; equal labels that touch are one country) and the numbers in
 * cells, checking it: the size, countries in one piece, one number per country at most, and each number from 1 to
 * its country's area (the loop visits every country, so 0 belongs to a variant).
 */
export function makeCountryRoad(
  labels: readonly (readonly (string | number)[])[],
  numbers: readonly (readonly (CountryNumber | null)[])[],
  walls?: Walls,
): CountryRoadPuzzle {
  if (labels.length * (labels[0]?.length ?? 0) === 1) inputError('a Country Road grid needs at least two cells for a loop');
  return makeNumberedRooms(countries, labels, numbers, walls);
}

export const countryRoadSize = (puzzle: CountryRoadPuzzle): GridSize => ({ rows: puzzle.rows, columns: puzzle.columns });

/** The number of each country (null where it has none) and the cell it is written in, by country. */
export const roomNumbers = (puzzle: CountryRoadPuzzle) => numbersByRoom(puzzle.rooms, puzzle.numbers);


/** The id of a country's number, the clue a hint cites and the generator takes away. */
export const clueId = (cell: Cell): string => `number ${cellName(cell)}`;

/** A country in words, by its number or its first cell. */
export function countryWords(puzzle: CountryRoadPuzzle, room: number): string {
  const cells = roomCells(puzzle.rooms)[room]!;
  const { number } = roomNumbers(puzzle)[room]!;
  return number?.kind === 'number' ? `the country of ${number.value} at ${cellName(topCell(cells))}` : `the country of ${cellName(cells[0]!)}`;
}
