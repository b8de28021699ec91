// Tentaisho formats: puzz.link URLs and pzprv3 files, Galaxies game IDs; answers as JSON borders.

import { inputError } from '../../core/errors.js';
import type { GridSize } from '../../core/geometry.js';
import { allCells, makeGrid } from '../../core/geometry.js';
import type { Codec } from '../../core/formats/codec.js';
import { bitCells, decimal, emptyRun, literal, map, readEmptyRun, sequence } from '../../core/formats/codec.js';
import type { LineCodec } from '../../core/formats/lines.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import { pzprv3Format, pzprv3Row } from '../../core/formats/pzprv3.js';
import { distinguishedGameId, gameIdFormat } from '../../core/formats/sgt.js';
import { halfPoints } from '../../core/symmetry.js';
import type { Dot, DotColour, TentaishoPuzzle } from './puzzle.js';
import { makeTentaisho, maximumTentaishoSize, tentaishoSize } from './puzzle.js';

/** The dots of a puzzle as a list over the doubled lattice in reading order: a colour or none. */
type DotList = (DotColour | null)[];

const dotListOf = (puzzle: TentaishoPuzzle): DotList => {
  const lattice = halfPoints(tentaishoSize(puzzle));
  const list: DotList = new Array<DotColour | null>(lattice.rows * lattice.columns).fill(null);
  for (const dot of puzzle.dots) list[dot.row * lattice.columns + dot.column] = dot.colour;
  return list;
};

const dotsOf = (size: GridSize, list: DotList): Dot[] => {
  const { columns } = halfPoints(size);
  return list.flatMap((colour, index) => (colour === null ? [] : [{ row: Math.floor(index / columns), column: index % columns, colour }]));
};

const noHoles = (size: GridSize) => makeGrid(size, () => false);

/**
 * puzz.link's dots over the `count` points of the doubled lattice: a hex digit is a dot (even white, odd black) and
 * then as many empty points as half the digit; `g`..`z` are 1..20 empty points.
 */
function dotPoints(count: number): Codec<DotList> {
  return {
    read(reader) {
      const points: DotList = [];
      while (points.length < count && !reader.done) {
        const start = reader.position;
        const character = reader.next('a dot');
        if (readEmptyRun(character, points, count)) continue;
        const value = parseInt(character, 16);
        if (!/^[0-9a-f]$/.test(character)) reader.fail(`unexpected character '${character}' among the dots (expected 0-9, a-f or g-z)`, start);
        points.push(value % 2 === 0 ? 'white' : 'black');
        for (let gap = 0; gap < value >> 1 && points.length < count; gap++) points.push(null);
      }
      while (points.length < count) points.push(null);
      return points;
    },
    write(points) {
      let text = '';
      let blanks = 0;
      for (let index = 0; index < points.length; index++) {
        const colour = points[index];
        if (colour === null || colour === undefined) {
          blanks++;
          continue;
        }
        text += emptyRun(blanks);
        blanks = 0;
        // The empty points up to the next dot go into the dot's own digit; with no dot in the next seven points (or
        // the grid ending first), the digit takes seven, as puz.link writes it.
        const next = points.slice(index + 1, index + 8).findIndex((other) => other !== null);
        const gap = next < 0 ? 7 : next;
        text += (2 * gap + (colour === 'black' ? 1 : 0)).toString(16);
        index += gap;
      }
      return text + emptyRun(blanks);
    },
  };
}

/** The URL body: the dots, then the empty cells as bits only when there are some. */
function urlBody(size: GridSize): Codec<{ dots: DotList; holes: boolean[] }> {
  const lattice = halfPoints(size);
  const dots = dotPoints(lattice.rows * lattice.columns);
  const holes = bitCells(size.rows * size.columns, 'the empty cells');
  return {
    read(reader) {
      const list = dots.read(reader);
      return { dots: list, holes: reader.done ? new Array<boolean>(size.rows * size.columns).fill(false) : holes.read(reader) };
    },
    write: ({ dots: list, holes: cut }) => dots.write(list) + (cut.some(Boolean) ? holes.write(cut) : ''),
  };
}

export const urlFormat = puzzlinkFormat<TentaishoPuzzle, { dots: DotList; holes: boolean[] }>({
  pids: ['tentaisho'],
  genre: 'Tentaisho',
  maximumSize: maximumTentaishoSize,
  body: urlBody,
  toPuzzle: (size, body) => makeTentaisho(size, dotsOf(size, body.dots), makeGrid(size, (cell) => body.holes[cell.row * size.columns + cell.column]!)),
  fromPuzzle: (puzzle) => ({ size: tentaishoSize(puzzle), body: { dots: dotListOf(puzzle), holes: puzzle.holes.flat() } }),
});

/** Galaxies parameters: `WxH`, perhaps with a difficulty (`d` and a letter), which is not kept. */
const galaxiesParameters: Codec<GridSize> = map(
  sequence<[number, void, number, string]>(decimal, literal('x'), decimal, {
    read(reader) {
      if (!reader.accept('d')) return '';
      const level = reader.next('a difficulty letter');
      if (level !== 'n' && level !== 'u') reader.fail(`'${level}' is not a Galaxies difficulty (n or u)`, reader.position - 1);
      return level;
    },
    write: () => '',
  }),
  ([columns, , rows]) => ({ rows, columns }),
  ({ rows, columns }): [number, void, number, string] => [columns, undefined, rows, ''],
);

/**
 * Galaxies' dots over the doubled lattice: a letter `a`..`y` is that many empty points (0..24) and a white dot, `A`..`Y`
 * the same with a black dot, and `z` 25 empty points without a dot; the points after the last dot are empty.
 */
function galaxiesDots(count: number): Codec<DotList> {
  return {
    read(reader) {
      const points: DotList = [];
      while (!reader.done) {
        const start = reader.position;
        const character = reader.next('a dot');
        const lower = character.toLowerCase();
        if (!/^[a-z]$/.test(lower)) reader.fail(`unexpected character '${character}' (expected a letter)`, start);
        if (character === 'Z') reader.fail("unexpected character 'Z' (a run of 25 empty points is 'z')", start);
        const run = lower === 'z' ? 25 : lower.charCodeAt(0) - 97;
        for (let gap = 0; gap < run; gap++) points.push(null);
        if (lower !== 'z') points.push(character === lower ? 'white' : 'black');
        if (points.length > count) reader.fail(`the dots run past the ${count} points of the grid`, start);
      }
      while (points.length < count) points.push(null);
      return points;
    },
    write(points) {
      let text = '';
      let blanks = 0;
      for (const colour of points) {
        if (colour === null) {
          blanks++;
          continue;
        }
        for (; blanks > 24; blanks -= 25) text += 'z';
        text += String.fromCharCode((colour === 'black' ? 65 : 97) + blanks);
        blanks = 0;
      }
      return text;
    },
  };
}

const gameId = gameIdFormat<TentaishoPuzzle, GridSize, DotList>({
  name: "Simon Tatham's Galaxies game ID (7x7:lfzmjf...)",
  parameters: galaxiesParameters,
  parametersHint: 'a Galaxies parameter string like 7x7',
  size: (size) => size,
  maximumSize: maximumTentaishoSize,
  minimumSize: { rows: 3, columns: 3 },
  body: (size) => {
    const lattice = halfPoints(size);
    return galaxiesDots(lattice.rows * lattice.columns);
  },
  toPuzzle: (size, list) => makeTentaisho(size, dotsOf(size, list), noHoles(size)),
  fromPuzzle(puzzle) {
    if (puzzle.holes.some((row) => row.some(Boolean))) inputError('a Galaxies game ID cannot hold empty cells; a puzz.link URL (format url) can', { field: 'format' });
    return { parameters: tentaishoSize(puzzle), body: dotListOf(puzzle) };
  },
});

/**
 * A Galaxies ID is shaped as other games' IDs are (Unruly's are letters too): one is taken for Galaxies when some dot
 * could hold the last cell, as in every puzzle that has a solution (the half turn about the dot keeps that cell in the
 * grid), or when its letters do not read, to say why. Told the genre, any ID is read.
 */
export const galaxiesFormat = distinguishedGameId(
  gameId,
  (text) => /^\d+x\d+(d[a-z])?:[a-zA-Z]/.test(text.trim()) && gameId.detect(text),
  (puzzle) => puzzle.dots.some((dot) => dot.row >= puzzle.rows - 1 && dot.column >= puzzle.columns - 1),
);

/** The dot block of a pzprv3 file: a line of characters per row of the doubled lattice (`.`, `1` white, `2` black, `X` an empty cell). */
function dotRows(size: GridSize): LineCodec<{ dots: Dot[]; holes: boolean[][] }> {
  const lattice = halfPoints(size);
  return {
    read(reader) {
      const dots: Dot[] = [];
      const holes = makeGrid(size, () => false);
      for (let row = 0; row < lattice.rows; row++) {
        const text = reader.next(`row ${row + 1} of the dots`);
        const line = reader.lineNumber(reader.index - 1);
        if (text.length !== lattice.columns) inputError(`row ${row + 1} of the dots has ${text.length} characters, not ${lattice.columns}`, { line });
        [...text].forEach((character, column) => {
          if (character === '1' || character === '2') dots.push({ row, column, colour: character === '1' ? 'white' : 'black' });
          else if (character === 'X' && row % 2 === 0 && column % 2 === 0) holes[row / 2]![column / 2] = true;
          else if (character !== '.') inputError(`'${character}' is not a dot (1 or 2), an empty cell (X, at a cell's centre) or '.'`, { line, column: column + 1 });
        });
      }
      reader.markCells((cell) => ({ line: reader.lineNumber(reader.index - lattice.rows + 2 * cell.row), column: 2 * cell.column + 1 }));
      return { dots, holes };
    },
    write({ dots, holes }) {
      const grid = makeGrid(lattice, () => '.');
      for (const cell of allCells(size)) if (holes[cell.row]![cell.column]) grid[2 * cell.row]![2 * cell.column] = 'X';
      for (const dot of dots) grid[dot.row]![dot.column] = dot.colour === 'white' ? '1' : '2';
      return grid.map((row) => row.join(''));
    },
  };
}

/**
 * puzz.link's pzprv3 file: the lines `pzprv3`, `tentaisho`, the rows and the columns, then the dots a line per row of
 * the doubled lattice. The borders drawn and the colours after it are not read; they are written empty.
 */
export const fileFormat = pzprv3Format<TentaishoPuzzle, { dots: Dot[]; holes: boolean[][] }>({
  pids: ['tentaisho'],
  genre: 'Tentaisho',
  maximumSize: maximumTentaishoSize,
  holds: "then the dots a line per half row: '1' white, '2' black, 'X' an empty cell, '.' none",
  body: dotRows,
  emptyAnswer: (size) => [
    ...Array.from({ length: size.rows }, () => pzprv3Row(new Array<string>(size.columns - 1).fill('0'))),
    ...Array.from({ length: size.rows - 1 }, () => pzprv3Row(new Array<string>(size.columns).fill('0'))),
    ...Array.from({ length: size.rows }, () => pzprv3Row(new Array<string>(size.columns).fill('0'))),
  ],
  toPuzzle: (size, body) => makeTentaisho(size, body.dots, body.holes),
  fromPuzzle: (puzzle) => ({ size: tentaishoSize(puzzle), body: { dots: [...puzzle.dots], holes: puzzle.holes.map((row) => [...row]) } }),
});
