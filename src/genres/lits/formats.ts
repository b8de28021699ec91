// LITS formats: puzz.link URLs (the room borders; the old `d` form with one character per cell is read too) and
// pzprv3 files; answers as JSON grids of 0/1.

import { inputError } from '../../core/errors.js';
import type { GridSize } from '../../core/geometry.js';
import { makeGrid } from '../../core/geometry.js';
import type { Format } from '../../core/genre.js';
import type { Codec } from '../../core/formats/codec.js';
import { roomBorders } from '../../core/formats/codec.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import type { Regions } from '../../core/regions.js';
import { regionsFromLabels, regionsFromWalls } from '../../core/regions.js';
import { partialShadingToJson, shadingFromJson, shadingToJson } from '../shared/shade-answers.js';
import { roomCells } from '../shared/room-grid.js';
import type { LitsAnswer, LitsPartial, LitsPuzzle } from './puzzle.js';
import { litsSize, makeLits, maximumLitsSize } from './puzzle.js';

const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/**
 * puzz.link's old LITS body (the `d` option): one character per cell in reading order, a wall between neighbours whose
 * characters differ. Written with the fewest letters that keep touching rooms apart.
 */
function roomLetters(size: GridSize): Codec<Regions> {
  const count = size.rows * size.columns;
  return {
    read(reader) {
      const left = reader.text.length - reader.position;
      if (left < count) reader.fail(`the old LITS form of a ${size.columns}×${size.rows} grid has ${count} characters, one per cell, but only ${left} are left`);
      const text = reader.text.slice(reader.position, reader.position + count);
      reader.position += count;
      return regionsFromLabels(makeGrid(size, (cell) => text[cell.row * size.columns + cell.column]!));
    },
    write(regions) {
      // Rooms take letters in turn, each the first that no touching room has.
      const letterOf: number[] = [];
      roomCells(regions).forEach((cells, room) => {
        const taken = new Set<number>();
        for (const { row, column } of cells) {
          for (const [r, c] of [[row - 1, column], [row + 1, column], [row, column - 1], [row, column + 1]] as const) {
            const other = regions[r]?.[c];
            if (other !== undefined && other !== room && letterOf[other] !== undefined) taken.add(letterOf[other]);
          }
        }
        let letter = 0;
        while (taken.has(letter)) letter++;
        letterOf[room] = letter;
      });
      return regions.flatMap((row) => row.map((room) => letters[letterOf[room]! % letters.length]!)).join('');
    },
  };
}

/** puzz.link: the rooms as the walls between them (or, with the old `d` option, as one character per cell). */
export const urlFormat = puzzlinkFormat<LitsPuzzle, Regions>({
  pids: ['lits'],
  genre: 'LITS',
  maximumSize: maximumLitsSize,
  flags: { d: 'the old form: one character per cell, rooms where neighbours differ' },
  body: (size, flags) => (flags.includes('d') ? roomLetters(size) : roomBorders(size)),
  toPuzzle: (_size, rooms) => makeLits(rooms),
  fromPuzzle: (puzzle) => ({ size: litsSize(puzzle), body: puzzle.rooms.map((row) => [...row]) }),
});

const fileHeader = /^pzprv3(?:\.(\d+))?$/;

function fileLines(text: string): string[] {
  const trimmed = text.trim();
  return (trimmed.includes('\n') ? trimmed.split(/\r?\n/) : trimmed.split('/')).map((line) => line.trim());
}

/**
 * puzz.link's pzprv3 file: the lines `pzprv3`, `lits`, the rows and the columns; then the rooms: in version 0 (plain
 * `pzprv3`) the number of rooms and a row of room numbers per grid row, in version 1 (`pzprv3.1`) the walls, a row of
 * 0/1 between columns per grid row and then one between rows per row border. A following block (the shading) is not
 * read.
 *
 *     pzprv3
 *     lits
 *     2
 *     4
 *     2
 *     0 0 0 1
 *     0 1 1 1
 */
export const fileFormat: Format<LitsPuzzle> = {
  id: 'text',
  name: "puzz.link's pzprv3 file (pzprv3, lits, rows, columns, room count, room of each cell; or pzprv3.1 with the walls)",
  detect(text) {
    const lines = fileLines(text);
    return fileHeader.test(lines[0] ?? '') && lines[1] === 'lits';
  },
  parse(text) {
    const lines = fileLines(text);
    const header = fileHeader.exec(lines[0] ?? '');
    if (!header || lines[1] !== 'lits') inputError("a pzprv3 file opens with the lines 'pzprv3' and 'lits'", { line: 1 });
    const whole = (index: number, what: string): number => {
      const field = lines[index] ?? '';
      if (!/^\d{1,4}$/.test(field)) inputError(`the ${what} '${field}' is not a whole number`, { line: index + 1 });
      return Number(field);
    };
    const rows = whole(2, 'row count');
    const columns = whole(3, 'column count');
    if (rows < 1 || columns < 1 || rows > maximumLitsSize.rows || columns > maximumLitsSize.columns) {
      inputError(`a ${columns}×${rows} LITS is outside the supported 1×1 to ${maximumLitsSize.columns}×${maximumLitsSize.rows}`, { line: 3 });
    }
    const block = (first: number, count: number, width: number, what: string, valid: RegExp): string[][] =>
      Array.from({ length: count }, (_, row) => {
        const index = first + row;
        const line = lines[index];
        if (line === undefined) inputError(`the file ends before row ${row + 1} of the ${what}`, { line: index + 1 });
        const tokens = line.split(/\s+/).filter((token) => token !== '');
        if (tokens.length !== width) inputError(`row ${row + 1} of the ${what} has ${tokens.length} entries, not ${width}`, { line: index + 1 });
        tokens.forEach((token, column) => {
          if (!valid.test(token)) inputError(`'${token}' in column ${column + 1} is not one of the ${what}`, { line: index + 1 });
        });
        return tokens;
      });
    if (Number(header[1] ?? 0) >= 1) {
      // Version 1: the walls between columns, then between rows.
      const right = block(4, rows, columns - 1, 'walls (0 or 1)', /^[01]$/).map((tokens) => tokens.map((token) => token === '1'));
      const below = block(4 + rows, rows - 1, columns, 'walls (0 or 1)', /^[01]$/).map((tokens) => tokens.map((token) => token === '1'));
      return makeLits(regionsFromWalls({ rows, columns }, { right, below }));
    }
    const roomCount = whole(4, 'room count');
    const labels = block(5, rows, columns, 'rooms', /^\d{1,4}$/).map((tokens, row) =>
      tokens.map((token, column) => {
        if (Number(token) >= roomCount) inputError(`'${token}' in column ${column + 1} is not a room from 0 to ${roomCount - 1}`, { line: 6 + row });
        return Number(token);
      }),
    );
    return makeLits(labels);
  },
  write(puzzle) {
    const row = (entries: readonly string[]) => entries.map((entry) => `${entry} `).join('');
    return [
      'pzprv3',
      'lits',
      String(puzzle.rows),
      String(puzzle.columns),
      String(roomCells(puzzle.rooms).length),
      ...puzzle.rooms.map((labels) => row(labels.map(String))),
      ...puzzle.rooms.map((labels) => row(labels.map(() => '.'))),
      '',
    ].join('\n');
  },
};

export const answerFromJson = (puzzle: LitsPuzzle, json: unknown): LitsAnswer => shadingFromJson(litsSize(puzzle), json);
export const answerToJson: (answer: LitsAnswer) => unknown = shadingToJson;
export const partialToJson: (partial: LitsPartial) => unknown = partialShadingToJson;
