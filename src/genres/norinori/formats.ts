// Norinori formats: puzz.link URLs (the room borders, nothing else) and pzprv3 files; answers as JSON grids of 0/1.

import { inputError } from '../../core/errors.js';
import type { Format } from '../../core/genre.js';
import { roomBorders } from '../../core/formats/codec.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import type { Regions } from '../../core/regions.js';
import { regionsFromWalls } from '../../core/regions.js';
import { roomCells } from '../shared/room-grid.js';
import { partialShadingToJson, shadingFromJson, shadingToJson } from '../shared/shade-answers.js';
import type { NorinoriAnswer, NorinoriPartial, NorinoriPuzzle } from './puzzle.js';
import { makeNorinori, maximumNorinoriSize, norinoriSize } from './puzzle.js';

/** puzz.link: `norinori/<columns>/<rows>/<room borders>`. */
export const urlFormat = puzzlinkFormat<NorinoriPuzzle, Regions>({
  pids: ['norinori'],
  genre: 'Norinori',
  maximumSize: maximumNorinoriSize,
  body: roomBorders,
  toPuzzle: (_size, rooms) => makeNorinori(rooms),
  fromPuzzle: (puzzle) => ({ size: norinoriSize(puzzle), body: puzzle.rooms.map((row) => [...row]) }),
});

const fileHeader = /^pzprv3(?:\.(\d+))?$/;

/** The lines of a file: real files break lines, test strings and links separate them with `/`. */
function fileLines(text: string): string[] {
  const trimmed = text.trim();
  return (trimmed.includes('\n') ? trimmed.split(/\r?\n/) : trimmed.split('/')).map((line) => line.trim());
}

/**
 * puzz.link's pzprv3 file: the lines `pzprv3`, `norinori`, the rows and the columns, then the rooms. Version 0 (the
 * header `pzprv3`) gives the number of rooms and a row of room numbers per grid row; version 1 (`pzprv3.1`) gives the
 * walls, a row of `0`/`1` between the columns per grid row, then one between each two rows. A following block (the
 * shading) is not read. Written in version 0:
 *
 *     pzprv3
 *     norinori
 *     2
 *     3
 *     2
 *     0 0 1
 *     0 1 1
 *     . . .
 *     . . .
 */
export const fileFormat: Format<NorinoriPuzzle> = {
  id: 'text',
  name: "puzz.link's pzprv3 file (pzprv3, norinori, rows, columns, then the room count and the room of each cell, or with pzprv3.1 the walls)",
  detect(text) {
    const lines = fileLines(text);
    return fileHeader.test(lines[0] ?? '') && lines[1] === 'norinori';
  },
  parse(text) {
    const lines = fileLines(text);
    const header = fileHeader.exec(lines[0] ?? '');
    if (!header || lines[1] !== 'norinori') inputError("a pzprv3 file opens with the lines 'pzprv3' and 'norinori'", { line: 1 });
    const whole = (index: number, what: string): number => {
      const field = lines[index] ?? '';
      if (!/^\d{1,4}$/.test(field)) inputError(`the ${what} '${field}' is not a whole number`, { line: index + 1 });
      return Number(field);
    };
    const rows = whole(2, 'row count');
    const columns = whole(3, 'column count');
    if (rows < 1 || columns < 1 || rows > maximumNorinoriSize.rows || columns > maximumNorinoriSize.columns) {
      inputError(`a ${columns}×${rows} Norinori is outside the supported 1×1 to ${maximumNorinoriSize.columns}×${maximumNorinoriSize.rows}`, { line: 3 });
    }
    /** `count` lines of `width` tokens from line index `first`, each token checked by `read`. */
    const block = <T>(first: number, count: number, width: number, what: string, read: (token: string, line: number, column: number) => T): T[][] =>
      Array.from({ length: count }, (_, row) => {
        const index = first + row;
        const line = lines[index];
        if (line === undefined) inputError(`the file ends before row ${row + 1} of the ${what}`, { line: index + 1 });
        const tokens = line.split(/\s+/).filter((token) => token !== '');
        if (tokens.length !== width) inputError(`row ${row + 1} of the ${what} has ${tokens.length} entries, not ${width}`, { line: index + 1 });
        return tokens.map((token, column) => read(token, index + 1, column + 1));
      });
    if (Number(header[1] ?? 0) >= 1) {
      const wall = (token: string, line: number, column: number): boolean => {
        if (token !== '0' && token !== '1') inputError(`'${token}' in column ${column} is not a wall (1) or none (0)`, { line });
        return token === '1';
      };
      const right = block(4, rows, columns - 1, 'walls between columns', wall);
      const below = block(4 + rows, rows - 1, columns, 'walls between rows', wall);
      return makeNorinori(regionsFromWalls({ rows, columns }, { right, below }));
    }
    const roomCount = whole(4, 'room count');
    const labels = block(5, rows, columns, 'rooms', (token, line, column) => {
      if (!/^\d{1,4}$/.test(token) || Number(token) >= roomCount) inputError(`'${token}' in column ${column} is not a room from 0 to ${roomCount - 1}`, { line });
      return Number(token);
    });
    return makeNorinori(labels);
  },
  write(puzzle) {
    const row = (entries: readonly string[]) => entries.map((entry) => `${entry} `).join('');
    return [
      'pzprv3',
      'norinori',
      String(puzzle.rows),
      String(puzzle.columns),
      String(roomCells(puzzle.rooms).length),
      ...puzzle.rooms.map((labels) => row(labels.map(String))),
      ...puzzle.rooms.map((labels) => row(labels.map(() => '.'))),
      '',
    ].join('\n');
  },
};

export const answerFromJson = (puzzle: NorinoriPuzzle, json: unknown): NorinoriAnswer => shadingFromJson(norinoriSize(puzzle), json);
export const answerToJson: (answer: NorinoriAnswer) => unknown = shadingToJson;
export const partialToJson: (partial: NorinoriPartial) => unknown = partialShadingToJson;
