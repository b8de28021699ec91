// Slitherlink formats: puzz.link URLs (`slither`), Simon Tatham's Loopy game IDs (square grids), and the text
// drawing of `render`; answers as JSON lines along the cell edges.

import type { GridSize } from '../../core/geometry.js';
import type { Format } from '../../core/genre.js';
import { inputError } from '../../core/errors.js';
import type { Codec } from '../../core/formats/codec.js';
import { clueRows, decimal, fourCells, knownNumbers, letterRunDigits } from '../../core/formats/codec.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import { difficulty, gameIdFormat, sizeParameters } from '../../core/formats/sgt.js';
import type { SlitherlinkClue, SlitherlinkPuzzle } from './puzzle.js';
import { makeSlitherlink, maximumSlitherlinkSize, slitherlinkSize } from './puzzle.js';
import { render } from './render.js';

type Clues = readonly (readonly (SlitherlinkClue | null)[])[];

/** puzz.link: the numbers as a 4Cell list, `.` for a number left unknown (pid `slither`, also `slitherlink`). */
export const urlFormat = puzzlinkFormat<SlitherlinkPuzzle, Clues>({
  pids: ['slither', 'slitherlink'],
  genre: 'Slitherlink',
  maximumSize: maximumSlitherlinkSize,
  unsupportedFlags: { f: 'every grid point on the loop' },
  body: (size) => clueRows(size.columns, fourCells(size.rows * size.columns)),
  toPuzzle: makeSlitherlink,
  fromPuzzle: (puzzle) => ({ size: slitherlinkSize(puzzle), body: puzzle.clues }),
});

/** Loopy's grid type `tT`: only square grids (`t0`, the default) are Slitherlink; written, as Loopy writes its IDs. */
const squareGrid: Codec<void> = {
  read(reader) {
    if (!reader.accept('t')) return;
    const start = reader.position;
    const type = decimal.read(reader);
    if (type !== 0) reader.fail(`grid type t${type} is not a square grid (t0)`, start);
  },
  write: () => 't0',
};

/** Loopy's parameters `W[xH][tT][dD]`: the difficulty the ID was made at is read and not kept. Written `WxHt0`. */
const loopyParameters = sizeParameters(squareGrid, difficulty('Loopy', 'enth'));

/** Loopy's faces row by row: `0`-`9` a number, `a`..`z` 1..26 faces without one. */
const loopyCells = (count: number) => letterRunDigits(count, 9, { cells: 'faces' });

export const loopyFormat = gameIdFormat<SlitherlinkPuzzle, GridSize, Clues>({
  name: "Simon Tatham's Loopy game ID, square grid (7x7t0:...)",
  parameters: loopyParameters,
  parametersHint: 'a Loopy parameter string like 7x7t0 or 10x10t0dh',
  size: (size) => size,
  minimumSize: { rows: 3, columns: 3 },
  maximumSize: maximumSlitherlinkSize,
  body: (size) => clueRows(size.columns, knownNumbers(loopyCells(size.rows * size.columns), 'a Loopy game ID cannot hold a number left unknown')),
  toPuzzle: makeSlitherlink,
  fromPuzzle(puzzle) {
    if (puzzle.rows < 3 || puzzle.columns < 3) inputError('a Loopy game ID needs a grid of at least 3×3', { field: 'format' });
    return { parameters: slitherlinkSize(puzzle), body: puzzle.clues };
  },
});

const cornerRow = /^\+(?:[ -]{3}\+)+$/;

/**
 * The drawing `render` makes: rows of corners (`+`, with `---` for a line between two) and, between them, rows of
 * cells four characters apart (`|` or a space for the side, then the number, `?`, or a space or `.` for none).
 * Lines drawn in it are ignored: it is read as the puzzle.
 */
export const textFormat: Format<SlitherlinkPuzzle> = {
  id: 'text',
  name: 'text drawing: rows of corners "+   +---+" and rows of cells "| 2   3 |" between them (. or space for no number, ? for an unknown one)',
  detect: (text) => cornerRow.test(text.split(/\r?\n/).find((line) => line.trim() !== '')?.trimEnd() ?? ''),
  parse(text) {
    const lines = text.split(/\r?\n/);
    while (lines.length > 0 && lines[lines.length - 1]!.trim() === '') lines.pop();
    const first = lines.findIndex((line) => line.trim() !== '');
    const drawing = lines.slice(first);
    const top = drawing[0]!.trimEnd();
    const columns = (top.length - 1) / 4;
    if (drawing.length % 2 === 0) inputError('the drawing must start and end with a row of corners', { line: first + drawing.length });
    const rows = (drawing.length - 1) / 2;
    const clues: (SlitherlinkClue | null)[][] = [];
    drawing.forEach((raw, index) => {
      const line = raw.trimEnd();
      const lineNumber = first + index + 1;
      if (index % 2 === 0) {
        if (!cornerRow.test(line) || line.length !== top.length) inputError(`expected a row of ${columns + 1} corners like '${top}'`, { line: lineNumber });
        return;
      }
      if (line.length > 4 * columns + 1) inputError(`the row is longer than the ${columns} cells of the drawing`, { line: lineNumber, column: 4 * columns + 2 });
      const row: (SlitherlinkClue | null)[] = [];
      for (let column = 0; column < columns; column++) {
        for (const offset of [0, 1, 3]) {
          const character = line[4 * column + offset] ?? ' ';
          const allowed = offset === 0 ? ' |' : ' ';
          if (!allowed.includes(character)) inputError(`unexpected '${character}' (expected ${offset === 0 ? "a side '|' or a space" : 'a space'})`, { line: lineNumber, column: 4 * column + offset + 1 });
        }
        const character = line[4 * column + 2] ?? ' ';
        if (character === ' ' || character === '.') row.push(null);
        else if (character === '?') row.push({ kind: 'unknown' });
        else if (/^[0-4]$/.test(character)) row.push({ kind: 'number', value: Number(character) });
        else inputError(`unexpected '${character}' in a cell (expected 0-4, ?, . or a space)`, { line: lineNumber, column: 4 * column + 3 });
      }
      const side = line[4 * columns] ?? ' ';
      if (side !== ' ' && side !== '|') inputError(`unexpected '${side}' (expected a side '|' or a space)`, { line: lineNumber, column: 4 * columns + 1 });
      clues.push(row);
    });
    return makeSlitherlink({ rows, columns }, clues);
  },
  write: (puzzle) => render(puzzle) + '\n',
};
