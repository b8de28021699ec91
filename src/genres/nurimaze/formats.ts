// Nuri-Maze formats: puzz.link URLs and pzprv3 files; answers as JSON grids of 0/1.

import { inputError } from '../../core/errors.js';
import { shadingAnswers } from '../../core/formats/answers.js';
import type { Codec } from '../../core/formats/codec.js';
import { sequence, wallBits } from '../../core/formats/codec.js';
import { lineSequence, mapLines, symbolTable, tokenRows } from '../../core/formats/lines.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import { emptyBlock, pzprv3Format, pzprv3Rooms } from '../../core/formats/pzprv3.js';
import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, makeGrid, sameCell } from '../../core/geometry.js';
import type { Regions, Walls } from '../../core/regions.js';
import { regionsFromWalls } from '../../core/regions.js';
import type { NurimazeMark, NurimazePuzzle } from './puzzle.js';
import { makeNurimaze, markAt, maximumNurimazeSize, nurimazeSize, nurimazeWalls } from './puzzle.js';

/** What a cell holds in either format: S, G, a mark, or nothing. */
type CellObject = 'start' | 'goal' | NurimazeMark | null;

const urlDigits: readonly CellObject[] = [null, 'start', 'goal', 'circle', 'triangle'];

/** The cells of a puzzle as one list in reading order. */
function objectsOf(puzzle: NurimazePuzzle): CellObject[] {
  return allCells(nurimazeSize(puzzle)).map((cell) => (sameCell(cell, puzzle.start) ? 'start' : sameCell(cell, puzzle.goal) ? 'goal' : markAt(puzzle, cell)));
}

/**
 * puzz.link's cell list: `1` S, `2` G, `3` a circle, `4` a triangle; `5`..`9` and `a`..`z` (5 to 35 in base 36) are
 * 1 to 31 empty cells (`0`, never written, one). The list may stop early: the rest is empty.
 */
function objectCells(count: number): Codec<CellObject[]> {
  return {
    read(reader) {
      const cells: CellObject[] = [];
      while (cells.length < count && !reader.done) {
        const start = reader.position;
        const character = reader.next('a cell');
        const value = /^[0-9a-z]$/.test(character) ? parseInt(character, 36) : -1;
        if (value < 0) reader.fail(`unexpected character '${character}' in the cell list (expected 0-9 or a-z)`, start);
        if (value <= 4) cells.push(urlDigits[value]!);
        else for (let run = 0; run < value - 4 && cells.length < count; run++) cells.push(null);
      }
      while (cells.length < count) cells.push(null);
      return cells;
    },
    write(cells) {
      let text = '';
      let blanks = 0;
      for (const entry of cells) {
        if (entry === null) blanks++;
        if (blanks > 0 && (entry !== null || blanks === 31)) {
          text += (4 + blanks).toString(36);
          blanks = 0;
        }
        if (entry !== null) text += String(urlDigits.indexOf(entry));
      }
      return blanks > 0 ? text + (4 + blanks).toString(36) : text;
    },
  };
}

/** The puzzle from its rooms and a grid of cell objects; S and G default to puz.link's corners when not given. */
function fromObjects(size: GridSize, rooms: Regions, objects: (cell: Cell) => CellObject, walls?: Walls, defaults = true): NurimazePuzzle {
  let start: Cell | undefined;
  let goal: Cell | undefined;
  const marks = makeGrid<NurimazeMark | null>(size, (cell) => {
    const object = objects(cell);
    if (object === 'start') {
      if (start && !defaults) inputError(`a second S at row ${cell.row + 1}, column ${cell.column + 1}`, { cell });
      start = cell;
    } else if (object === 'goal') {
      if (goal && !defaults) inputError(`a second G at row ${cell.row + 1}, column ${cell.column + 1}`, { cell });
      goal = cell;
    }
    return object === 'circle' || object === 'triangle' ? object : null;
  });
  if (!defaults && !start) inputError('the grid has no S');
  if (!defaults && !goal) inputError('the grid has no G');
  return makeNurimaze(rooms, { start: start ?? { row: 0, column: 0 }, goal: goal ?? { row: size.rows - 1, column: size.columns - 1 }, marks }, walls);
}

/**
 * puzz.link: the walls (the rooms they close, and any inside a room, kept), then the cell list. As puz.link reads it,
 * a list without S puts it in the top left cell, one without G in the bottom right, and a later S or G moves it.
 */
export const urlFormat = puzzlinkFormat<NurimazePuzzle, [Walls, CellObject[]]>({
  pids: ['nurimaze'],
  genre: 'Nuri-Maze',
  maximumSize: maximumNurimazeSize,
  body: (size) => sequence<[Walls, CellObject[]]>(wallBits(size), objectCells(size.rows * size.columns)),
  toPuzzle: (size, [walls, objects]) => fromObjects(size, regionsFromWalls(size, walls), (cell) => objects[cell.row * size.columns + cell.column]!, walls),
  fromPuzzle: (puzzle) => ({ size: nurimazeSize(puzzle), body: [nurimazeWalls(puzzle), objectsOf(puzzle)] }),
});

const fileObjects = symbolTable<CellObject>(
  [
    ['.', null],
    ['s', 'start'],
    ['g', 'goal'],
    ['o', 'circle'],
    ['t', 'triangle'],
  ],
  "'s' (S), 'g' (G), 'o' (a circle), 't' (a triangle) or '.'",
);

/**
 * puzz.link's pzprv3 file: the lines `pzprv3`, `nurimaze`, the rows and the columns; the rooms (version 0: their count
 * and a row of room numbers per grid row; `pzprv3.1`: the walls); then a row per grid row of `s` (S), `g` (G), `o` (a
 * circle), `t` (a triangle) and `.`. A following block (the shading) is not read.
 *
 *     pzprv3
 *     nurimaze
 *     1
 *     3
 *     2
 *     0 0 1
 *     s o g
 */
export const fileFormat = pzprv3Format<NurimazePuzzle, { rooms: Regions; walls?: Walls; objects: CellObject[][] }>({
  pids: ['nurimaze'],
  genre: 'Nuri-Maze',
  maximumSize: maximumNurimazeSize,
  holds: "the rooms, then the cells: 's' S, 'g' G, 'o' circle, 't' triangle, '.' nothing",
  body: (size, version) =>
    mapLines(
      lineSequence<[{ readonly rooms: Regions; readonly walls?: Walls }, CellObject[][]]>(pzprv3Rooms(size, version), tokenRows(size.rows, size.columns, 'cells', fileObjects, { cells: true })),
      ([{ rooms, walls }, objects]) => ({ rooms, objects, ...(walls ? { walls } : {}) }),
      ({ rooms, walls, objects }): [{ readonly rooms: Regions; readonly walls?: Walls }, CellObject[][]] => [{ rooms, ...(walls ? { walls } : {}) }, objects],
    ),
  emptyAnswer: (size) => emptyBlock(size),
  toPuzzle: (size, { rooms, walls, objects }) => fromObjects(size, rooms, (cell) => objects[cell.row]![cell.column]!, walls, false),
  fromPuzzle(puzzle) {
    const size = nurimazeSize(puzzle);
    const objects = objectsOf(puzzle);
    return {
      size,
      body: { rooms: puzzle.rooms, ...(puzzle.walls ? { walls: puzzle.walls } : {}), objects: makeGrid(size, (cell) => objects[cell.row * size.columns + cell.column]!) },
      version: puzzle.walls ? 1 : 0,
    };
  },
});

/** The shading entered in a version-0 pzprv3 file's block after the cells (`#` shaded), as puz.link's checker reads it. */
export const pzprv3Shading = fileFormat.shading;

export const answers = shadingAnswers(nurimazeSize);
