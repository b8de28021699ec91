// Hashi formats: puzz.link URLs (`hashikake`), puzz.link's pzprv3 files and Simon Tatham's Bridges game IDs; answers
// as JSON counts of bridges on the lines between cell centres.

import { inputError } from '../../core/errors.js';
import type { Codec } from '../../core/formats/codec.js';
import { clueRows, decimal, letterRunCells, number16Cells } from '../../core/formats/codec.js';
import { numberClueTokens, tokenRows } from '../../core/formats/lines.js';
import { emptyBlock, pzprv3Format } from '../../core/formats/pzprv3.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import { gameIdFormat } from '../../core/formats/sgt.js';
import type { GridSize } from '../../core/geometry.js';
import { makeGrid } from '../../core/geometry.js';
import type { HashiAnswer, HashiIsland, HashiPartial, HashiPuzzle } from './puzzle.js';
import { hashiSize, largestIslandNumber, makeHashi, maximumHashiSize } from './puzzle.js';

/** puzz.link: the islands as a Number16 cell list, `.` for an island whose number is unknown. */
export const urlFormat = puzzlinkFormat<HashiPuzzle, readonly (readonly (HashiIsland | null)[])[]>({
  pids: ['hashikake'],
  genre: 'Hashi',
  maximumSize: maximumHashiSize,
  body: (size) => clueRows(size.columns, number16Cells(size.rows * size.columns)),
  toPuzzle: makeHashi,
  fromPuzzle: (puzzle) => ({ size: hashiSize(puzzle), body: puzzle.islands }),
});

/** The player's blocks of an empty board: no bridge between any neighbouring cells. */
const noBridges = (size: GridSize) => [...emptyBlock(size, '0', size.rows, size.columns - 1), ...emptyBlock(size, '0', size.rows - 1, size.columns)];

/** puzz.link's file: the islands row by row (`-` unknown, `.` water), then the bridges (not read). */
export const fileFormat = pzprv3Format<HashiPuzzle, (HashiIsland | null)[][]>({
  pids: ['hashikake'],
  genre: 'Hashi',
  maximumSize: maximumHashiSize,
  holds: "then the islands row by row; '-' unknown, '.' water",
  body: (size) => tokenRows(size.rows, size.columns, 'islands', numberClueTokens, { cells: true }),
  emptyAnswer: noBridges,
  toPuzzle: makeHashi,
  fromPuzzle: (puzzle) => ({ size: hashiSize(puzzle), body: puzzle.islands.map((row) => [...row]) }),
});

/**
 * Bridges' parameters `WxH[iI][eE][mM][L][dD]`: island share, expansion, the most bridges per pair, loops allowed,
 * difficulty. Only the size and `m` (Hashi's is 2, the default) tell the grid; written short, `WxHm2`.
 */
const bridgesParameters: Codec<GridSize> = {
  read(reader) {
    const columns = decimal.read(reader);
    const rows = reader.accept('x') ? decimal.read(reader) : columns;
    // Bridges writes `m` into every game ID; without it the ID is another game's (Singles' `5x5:` is all digits too).
    let most: number | undefined;
    for (;;) {
      if (reader.accept('i') || reader.accept('e') || reader.accept('d')) decimal.read(reader);
      else if (reader.accept('m')) {
        const start = reader.position;
        most = decimal.read(reader);
        if (most !== 2) reader.fail(`Hashi allows at most 2 bridges between two islands, not ${most}`, start);
      } else if (!reader.accept('L')) break;
    }
    if (most === undefined) reader.fail('a Bridges game ID names the most bridges between two islands (m2)', reader.position);
    return { rows, columns };
  },
  write: ({ rows, columns }) => `${columns}x${rows}m2`,
};

/** Bridges' description: `1`-`8` an island, `a`..`z` 1..26 cells of water; row by row. */
function bridgesCells(count: number): Codec<(HashiIsland | null)[]> {
  return letterRunCells<HashiIsland>(count, {
    read: (character) => (character >= '1' && character <= String(largestIslandNumber) ? { kind: 'number', value: Number(character) } : undefined),
    write: (island) => {
      if (island.kind !== 'number') inputError("a Bridges game ID cannot hold an island without a number; write it as a puzz.link URL", { field: 'format' });
      return String(island.value);
    },
    expected: '1-8 or a-z',
    cells: 'cells',
    emptyCells: 'cells of water',
    wanted: (read, total) => `cell ${read + 1} of ${total}`,
  });
}

/** Simon Tatham's Bridges: `WxHm2:` and the cells. */
export const bridgesFormat = gameIdFormat<HashiPuzzle, GridSize, (HashiIsland | null)[]>({
  name: "Simon Tatham's Bridges game ID (7x7m2:4b5b2b1d4b6b3g5a2e1a4b14d2a)",
  parameters: bridgesParameters,
  parametersHint: 'a Bridges parameter string like 7x7m2 or 10x10i30e10m2d1',
  size: (size) => size,
  maximumSize: maximumHashiSize,
  minimumSize: { rows: 3, columns: 3 },
  body: (size) => bridgesCells(size.rows * size.columns),
  toPuzzle: (size, cells) => makeHashi(size, makeGrid(size, ({ row, column }) => cells[row * size.columns + column] ?? null)),
  fromPuzzle: (puzzle) => ({ parameters: hashiSize(puzzle), body: puzzle.islands.flat() }),
});

/** The answer in JSON: `{"horizontal": [[0, 2, ...], ...], "vertical": [...]}`, the bridges on each line. */
export const answerToJson = (answer: HashiAnswer): unknown => ({ horizontal: answer.horizontal.map((row) => [...row]), vertical: answer.vertical.map((row) => [...row]) });

/** A partial answer in JSON: as `answerToJson`, null where the count is open. */
export const partialToJson = (partial: HashiPartial): unknown => ({ horizontal: partial.horizontal.map((row) => [...row]), vertical: partial.vertical.map((row) => [...row]) });

/** Reads `answerToJson`'s form, naming the entry that is wrong. */
export function answerFromJson(puzzle: HashiPuzzle, json: unknown): HashiAnswer {
  const size = hashiSize(puzzle);
  const shapes = { horizontal: { rows: size.rows, columns: size.columns - 1 }, vertical: { rows: size.rows - 1, columns: size.columns } };
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    inputError(`the answer must be an object {"horizontal": ${shapes.horizontal.rows} rows of ${shapes.horizontal.columns}, "vertical": ${shapes.vertical.rows} rows of ${shapes.vertical.columns}}`, { part: 'answer' });
  }
  const read = (name: 'horizontal' | 'vertical'): number[][] => {
    const grid = (json as Record<string, unknown>)[name];
    const { rows, columns } = shapes[name];
    if (!Array.isArray(grid) || grid.length !== rows) inputError(`"${name}" must be an array of ${rows} rows`, { part: 'answer' });
    return grid.map((row: unknown, r) => {
      if (!Array.isArray(row) || row.length !== columns) inputError(`row ${r + 1} of "${name}" must have ${columns} entries`, { part: 'answer' });
      return row.map((value: unknown, c) => {
        if (value !== 0 && value !== 1 && value !== 2) inputError(`"${name}" row ${r + 1}, entry ${c + 1} must be 0, 1 or 2 bridges`, { part: 'answer' });
        return value;
      });
    });
  };
  return { horizontal: read('horizontal'), vertical: read('vertical') };
}
