// Country Road puzzles: a grid divided into countries (rooms), some holding a number, checked when built. The loop
// runs through cell centres.

import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, cellName } from '../../core/geometry.js';
import { inputError } from '../../core/errors.js';
import type { LineGrid } from '../../core/lines.js';
import type { Regions, Walls } from '../../core/regions.js';
import { innerWalls, regionsFromLabels } from '../../core/regions.js';
import { roomCells } from '../shared/room-grid.js';
import type { RoomNumber } from '../shared/room-numbers.js';
import { numbersByRoom, topCell } from '../shared/room-numbers.js';

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

const where = ({ row, column }: Cell) => `row ${row + 1}, column ${column + 1}`;

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
  const rows = labels.length;
  const columns = labels[0]?.length ?? 0;
  if (rows < 1 || columns < 1) inputError('the grid is empty');
  if (rows * columns < 2) inputError('a Country Road grid needs at least two cells for a loop');
  if (rows > maximumCountryRoadSize.rows || columns > maximumCountryRoadSize.columns) {
    inputError(`a ${columns}×${rows} Country Road is larger than the supported ${maximumCountryRoadSize.columns}×${maximumCountryRoadSize.rows}`);
  }
  labels.forEach((row, r) => {
    if (row.length !== columns) inputError(`row ${r + 1} of the countries has ${row.length} cells, not ${columns}`);
  });
  if (numbers.length !== rows || numbers.some((row) => row.length !== columns)) inputError(`the numbers must form a ${columns}×${rows} grid`);
  const seen = new Set<string | number>();
  const rooms = regionsFromLabels(labels, (label, cell) => {
    if (seen.has(label)) inputError(`country '${label}' is split into separate areas (again at ${where(cell)})`, { cell });
    seen.add(label);
  });
  const cellsOf = roomCells(rooms);
  const numbered = new Map<number, Cell>();
  for (const cell of allCells({ rows, columns })) {
    const entry = numbers[cell.row]![cell.column]!;
    if (entry === null) continue;
    const room = rooms[cell.row]![cell.column]!;
    const other = numbered.get(room);
    if (other) inputError(`the country of ${cellName(other)} has two numbers (again at ${where(cell)})`);
    numbered.set(room, cell);
    const area = cellsOf[room]!.length;
    if (entry.kind === 'number' && (!Number.isInteger(entry.value) || entry.value < 1 || entry.value > area)) {
      inputError(`the number ${entry.value} at ${where(cell)} is outside 1..${area} (its country has ${area} cells, and the loop visits every country)`);
    }
  }
  return { rows, columns, rooms, numbers: numbers.map((row) => row.map((entry) => (entry === null ? null : { ...entry }))), ...innerWalls(rooms, walls) };
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
