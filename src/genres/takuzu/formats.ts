// Takuzu formats: Unruly game IDs and text grids; answers as JSON grids of 0/1.

import type { GridSize } from '../../core/geometry.js';
import { makeGrid } from '../../core/geometry.js';
import { inputError } from '../../core/errors.js';
import type { Codec } from '../../core/formats/codec.js';
import { flag, map, sequence } from '../../core/formats/codec.js';
import { symbolTable } from '../../core/formats/lines.js';
import { textGridFormat } from '../../core/formats/text-grid.js';
import { difficulty, gameIdFormat, gridParameters } from '../../core/formats/sgt.js';
import type { Colour, TakuzuAnswer, TakuzuPartial, TakuzuPuzzle } from './puzzle.js';
import { makeTakuzu, maximumTakuzuSize } from './puzzle.js';

/** The optional first line of a text grid that turns on the distinct rows and columns rule. */
const distinctHeader = 'unique';

export const textFormat = textGridFormat<TakuzuPuzzle, Colour | null>({
  name: `text grid: one line per row of 0/1 (or o/x as in seed 001, x = 1), . for empty; a first line '${distinctHeader}' asks for distinct rows and columns`,
  detect(text) {
    const content = text.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== '');
    if (content[0]?.toLowerCase() === distinctHeader) content.shift();
    // The first row decides, so that a stray character further down is reported where it is.
    return content.length >= 2 && /^[01.ox](\s*[01.ox])*$/i.test(content[0]!);
  },
  split: 'spaced characters',
  symbols: symbolTable<Colour | null>([['0', 0], ['o', 0], ['O', 0], ['1', 1], ['x', 1], ['X', 1], ['.', null]], '0, 1, o, x or .'),
  heading: { pattern: new RegExp(`^${distinctHeader}$`, 'i') },
  toPuzzle: (rows, heading) => makeTakuzu(rows, heading !== undefined),
  fromPuzzle: (puzzle) => ({ rows: puzzle.givens, heading: puzzle.distinctLines ? distinctHeader : undefined }),
});

interface UnrulyParameters {
  readonly size: GridSize;
  readonly distinctLines: boolean;
}

/** `WxH`, `u` for distinct rows and columns, then perhaps the difficulty it was made at (`dt`, `de`, `dn`), unused here. */
const unrulyParameters: Codec<UnrulyParameters> = map(
  sequence<[GridSize, boolean, void]>(gridParameters, flag('u'), difficulty('Unruly', 'ten')),
  ([size, distinctLines]) => ({ size, distinctLines }),
  ({ size, distinctLines }): [GridSize, boolean, void] => [size, distinctLines, undefined],
);

/**
 * Unruly's cells: each letter skips that many empty cells and then places a 0 (lower case) or a 1 (upper case);
 * `z` and `Z` only skip 25. The last letter places into a virtual cell just past the grid.
 */
function unrulyCells(count: number): Codec<(Colour | null)[]> {
  return {
    read(reader) {
      const cells: (Colour | null)[] = new Array<Colour | null>(count).fill(null);
      let position = 0;
      while (!reader.done) {
        const start = reader.position;
        if (position > count) reader.fail('the description runs past the end of the grid');
        const character = reader.next('a letter');
        const lower = character.toLowerCase();
        if (lower === 'z') {
          position += 25;
          continue;
        }
        if (lower < 'a' || lower > 'y') reader.fail(`unexpected character '${character}'`, start);
        position += lower.charCodeAt(0) - 97;
        if (position < count) cells[position] = character === lower ? 0 : 1;
        else if (position > count || !reader.done) reader.fail('the description runs past the end of the grid', start);
        position++;
      }
      if (position !== count + 1) reader.fail(`the description covers ${Math.min(position, count)} of the ${count} cells`);
      return cells;
    },
    write(cells) {
      let text = '';
      let run = 0;
      const place = (letter: string) => {
        for (; run > 24; run -= 25) text += letter === letter.toUpperCase() ? 'Z' : 'z';
        text += String.fromCharCode(letter.charCodeAt(0) + run);
        run = 0;
      };
      for (const colour of cells) {
        if (colour === null) run++;
        else place(colour === 1 ? 'A' : 'a');
      }
      place('a');
      return text;
    },
  };
}

export const unrulyFormat = gameIdFormat<TakuzuPuzzle, UnrulyParameters, (Colour | null)[]>({
  name: "Simon Tatham's Unruly game ID (8x8:..., 8x8u: for distinct rows and columns)",
  parameters: unrulyParameters,
  parametersHint: 'an Unruly parameter string like 8x8 or 8x8u',
  size({ size }) {
    if (size.columns % 2 !== 0 || size.rows % 2 !== 0) inputError(`${size.columns}x${size.rows}: both sides must be even`, { part: 'game ID parameters' });
    return size;
  },
  minimumSize: { rows: 6, columns: 6 },
  maximumSize: maximumTakuzuSize,
  body: ({ size }) => unrulyCells(size.rows * size.columns),
  toPuzzle: ({ size, distinctLines }, cells) => makeTakuzu(makeGrid(size, ({ row, column }) => cells[row * size.columns + column]!), distinctLines),
  fromPuzzle(puzzle) {
    if (puzzle.rows < 6 || puzzle.columns < 6) inputError('an Unruly game ID needs a grid of at least 6×6', { field: 'format' });
    return { parameters: { size: { rows: puzzle.rows, columns: puzzle.columns }, distinctLines: puzzle.distinctLines }, body: puzzle.givens.flat() };
  },
});

/** An answer in JSON: rows of 0/1. */
export function answerFromJson(puzzle: TakuzuPuzzle, json: unknown): TakuzuAnswer {
  if (!Array.isArray(json) || json.length !== puzzle.rows) inputError(`the answer must be an array of ${puzzle.rows} rows`, { part: 'answer' });
  return json.map((row: unknown, r) => {
    if (!Array.isArray(row) || row.length !== puzzle.columns) inputError(`row ${r + 1} of the answer must have ${puzzle.columns} entries`, { part: 'answer' });
    return row.map((value: unknown, c) => {
      if (value !== 0 && value !== 1) inputError(`the entry at row ${r + 1}, column ${c + 1} must be 0 or 1`, { part: 'answer' });
      return value;
    });
  });
}

export const answerToJson = (answer: TakuzuAnswer): unknown => answer.map((row) => [...row]);
export const partialToJson = (partial: TakuzuPartial): unknown => partial.map((row) => [...row]);
