// Country Road formats: puzz.link URLs (`country`) and pzprv3 files; answers as JSON lines between cell centres.

import { makeGrid } from '../../core/geometry.js';
import type { Format } from '../../core/genre.js';
import { inputError } from '../../core/errors.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import type { CellEntry } from '../../core/formats/codec.js';
import { entryOfRoomNumber, numbersInTopCells, roomNumberOf, roomsAndNumbers } from '../shared/room-numbers.js';
import type { Regions } from '../../core/regions.js';
import type { CountryNumber, CountryRoadPuzzle } from './puzzle.js';
import { countryRoadSize, makeCountryRoad, maximumCountryRoadSize, roomCells, roomNumbers, topCell } from './puzzle.js';

/** puzz.link: the countries as the walls between them, then a number (or `.` for an unknown one) per country. */
export const urlFormat = puzzlinkFormat<CountryRoadPuzzle, { rooms: Regions; numbers: CellEntry[] }>({
  pids: ['country', 'countryroad'],
  genre: 'Country Road',
  maximumSize: maximumCountryRoadSize,
  unsupportedFlags: { e: 'countries may be left unvisited, and a number may be 0' },
  body: roomsAndNumbers,
  toPuzzle: (_size, { rooms, numbers }) => makeCountryRoad(rooms, numbersInTopCells(rooms, numbers.map(roomNumberOf))),
  fromPuzzle: (puzzle) => ({
    size: countryRoadSize(puzzle),
    body: { rooms: puzzle.rooms.map((row) => [...row]), numbers: roomNumbers(puzzle).map(({ number }) => entryOfRoomNumber(number)) },
  }),
});

const fileHeader = /^pzprv3(\.\d+)?$/;
const filePids = ['country', 'countryroad'];

/** A file's lines: newlines, or `/` between them as pzprjs's tests write a file on one line. */
export function fileLines(text: string): string[] {
  const trimmed = text.trim();
  return (trimmed.includes('\n') ? trimmed.split(/\r?\n/) : trimmed.split('/')).map((line) => line.trim());
}

/**
 * puzz.link's pzprv3 file (version 0): the lines `pzprv3`, `country`, the rows and the columns; the number of
 * countries and a row of country numbers per grid row; a row of numbers per grid row (`.` none, `-` unknown), each
 * in its country; then the lines across, the lines down and the cell marks, which are not read.
 *
 *     pzprv3
 *     country
 *     2
 *     3
 *     2
 *     0 0 1
 *     0 0 1
 *     3 . 2
 *     . . .
 */
export const fileFormat: Format<CountryRoadPuzzle> = {
  id: 'text',
  name: "puzz.link's pzprv3 file (pzprv3, country, rows, columns, country count, country of each cell, then the numbers; '-' unknown, '.' none)",
  detect(text) {
    const lines = fileLines(text);
    return fileHeader.test(lines[0] ?? '') && filePids.includes(lines[1] ?? '');
  },
  parse(text) {
    const lines = fileLines(text);
    if (!fileHeader.test(lines[0] ?? '') || !filePids.includes(lines[1] ?? '')) inputError("a pzprv3 file opens with the lines 'pzprv3' and 'country'", { line: 1 });
    if (lines[0] !== 'pzprv3') inputError(`only version 0 of the pzprv3 file is read (the countries as numbers), not '${lines[0]}'`, { line: 1 });
    const whole = (index: number, what: string): number => {
      const field = lines[index] ?? '';
      if (!/^\d{1,4}$/.test(field)) inputError(`the ${what} '${field}' is not a whole number`, { line: index + 1 });
      return Number(field);
    };
    const rows = whole(2, 'row count');
    const columns = whole(3, 'column count');
    if (rows < 1 || columns < 1 || rows > maximumCountryRoadSize.rows || columns > maximumCountryRoadSize.columns) {
      inputError(`a ${columns}×${rows} Country Road is outside the supported 1×1 to ${maximumCountryRoadSize.columns}×${maximumCountryRoadSize.rows}`, { line: 3 });
    }
    const roomCount = whole(4, 'country count');
    const block = (first: number, what: string): string[][] =>
      Array.from({ length: rows }, (_, row) => {
        const index = first + row;
        const line = lines[index];
        if (line === undefined) inputError(`the file ends before row ${row + 1} of the ${what}`, { line: index + 1 });
        const tokens = line.split(/\s+/).filter((token) => token !== '');
        if (tokens.length !== columns) inputError(`row ${row + 1} of the ${what} has ${tokens.length} entries, not ${columns}`, { line: index + 1 });
        return tokens;
      });
    const labels = block(5, 'countries').map((tokens, row) =>
      tokens.map((token, column) => {
        if (!/^\d{1,4}$/.test(token) || Number(token) >= roomCount) inputError(`'${token}' in column ${column + 1} is not a country from 0 to ${roomCount - 1}`, { line: 6 + row });
        return Number(token);
      }),
    );
    const numbers = block(5 + rows, 'numbers').map((tokens, row) =>
      tokens.map((token, column): CountryNumber | null => {
        if (token === '.') return null;
        if (token === '-') return { kind: 'unknown' };
        if (!/^\d{1,4}$/.test(token)) inputError(`'${token}' in column ${column + 1} is not a number, '-' or '.'`, { line: 6 + rows + row });
        return { kind: 'number', value: Number(token) };
      }),
    );
    return makeCountryRoad(labels, numbers);
  },
  write(puzzle) {
    const row = (entries: readonly (string | number)[]) => entries.map((entry) => `${entry} `).join('');
    const rooms = roomCells(puzzle.rooms);
    const numbers = makeGrid<string>(countryRoadSize(puzzle), () => '.');
    roomNumbers(puzzle).forEach(({ number }, room) => {
      if (number === null) return;
      const top = topCell(rooms[room]!);
      numbers[top.row]![top.column] = number.kind === 'unknown' ? '-' : String(number.value);
    });
    const zeros = (length: number) => row(new Array<number>(length).fill(0));
    return [
      'pzprv3',
      'country',
      String(puzzle.rows),
      String(puzzle.columns),
      String(rooms.length),
      ...puzzle.rooms.map(row),
      ...numbers.map(row),
      ...Array.from({ length: puzzle.rows }, () => zeros(puzzle.columns - 1)),
      ...Array.from({ length: puzzle.rows - 1 }, () => zeros(puzzle.columns)),
      ...Array.from({ length: puzzle.rows }, () => zeros(puzzle.columns)),
      '',
    ].join('\n');
  },
};
