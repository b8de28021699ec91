// Takuzu formats: Unruly game IDs and text grids; answers as JSON grids of 0/1.

import { makeGrid } from '../../core/geometry.js';
import type { Format } from '../../core/genre.js';
import { inputError } from '../../core/errors.js';
import { splitGameId } from '../../core/formats/sgt.js';
import type { Colour, TakuzuAnswer, TakuzuPartial, TakuzuPuzzle } from './puzzle.js';
import { makeTakuzu, maximumTakuzuSize } from './puzzle.js';

/** The optional first line of a text grid that turns on the distinct rows and columns rule. */
const distinctHeader = 'unique';

export const textFormat: Format<TakuzuPuzzle> = {
  id: 'text',
  name: `text grid: one line per row of 0/1 (or o/x as in seed 001, x = 1), . for empty; a first line '${distinctHeader}' asks for distinct rows and columns`,
  detect(text) {
    const content = text.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== '');
    if (content[0]?.toLowerCase() === distinctHeader) content.shift();
    // The first row decides, so that a stray character further down is reported where it is.
    return content.length >= 2 && /^[01.ox](\s*[01.ox])*$/i.test(content[0]!);
  },
  parse(text) {
    let distinctLines = false;
    const givens: (Colour | null)[][] = [];
    text.split(/\r?\n/).forEach((raw, index) => {
      const line = raw.trim();
      if (line === '') return;
      if (givens.length === 0 && !distinctLines && line.toLowerCase() === distinctHeader) {
        distinctLines = true;
        return;
      }
      const row: (Colour | null)[] = [];
      for (let position = 0; position < raw.length; position++) {
        const character = raw[position]!;
        if (/\s/.test(character)) continue;
        if (character === '.') row.push(null);
        else if (character === '0' || character.toLowerCase() === 'o') row.push(0);
        else if (character === '1' || character.toLowerCase() === 'x') row.push(1);
        else inputError(`unexpected character '${character}' (expected 0, 1, o, x or .)`, { line: index + 1, column: position + 1 });
      }
      givens.push(row);
    });
    return makeTakuzu(givens, distinctLines);
  },
  write: (puzzle) =>
    (puzzle.distinctLines ? `${distinctHeader}\n` : '') +
    puzzle.givens.map((row) => row.map((colour) => (colour === null ? '.' : String(colour))).join('')).join('\n') +
    '\n',
};

export const unrulyFormat: Format<TakuzuPuzzle> = {
  id: 'sgt',
  name: "Simon Tatham's Unruly game ID (8x8:..., 8x8u: for distinct rows and columns)",
  detect: (text) => /^\s*\d+x\d+[a-z]*:\S*\s*$/.test(text),
  parse(text) {
    const { parameters, description } = splitGameId(text);
    const match = /^(\d+)x(\d+)(u?)(?:d[ten])?$/.exec(parameters);
    if (!match) inputError(`'${parameters}' is not an Unruly parameter string like 8x8 or 8x8u`, { part: 'game ID parameters' });
    const columns = Number(match[1]);
    const rows = Number(match[2]);
    if (columns < 6 || rows < 6 || columns > maximumTakuzuSize.columns || rows > maximumTakuzuSize.rows) {
      inputError(`${columns}x${rows} is outside Unruly's sizes (6×6 to ${maximumTakuzuSize.columns}×${maximumTakuzuSize.rows})`, { part: 'game ID parameters' });
    }
    if (columns % 2 !== 0 || rows % 2 !== 0) inputError(`${columns}x${rows}: both sides must be even`, { part: 'game ID parameters' });
    // Each letter skips that many empty cells and then places a 0 (lower case) or a 1 (upper case); `z` and `Z` only
    // skip 25. The last letter places into a virtual cell just past the grid.
    const cells: (Colour | null)[] = new Array(rows * columns).fill(null);
    let position = 0;
    for (let index = 0; index < description.length; index++) {
      const character = description[index]!;
      const where = { part: 'game ID description', column: index + 1 };
      if (position > rows * columns) inputError('the description runs past the end of the grid', where);
      const lower = character.toLowerCase();
      if (lower === 'z') {
        position += 25;
        continue;
      }
      if (lower < 'a' || lower > 'y') inputError(`unexpected character '${character}'`, where);
      position += lower.charCodeAt(0) - 97;
      if (position < rows * columns) cells[position] = character === lower ? 0 : 1;
      else if (position > rows * columns || index !== description.length - 1) inputError('the description runs past the end of the grid', where);
      position++;
    }
    if (position !== rows * columns + 1) {
      inputError(`the description covers ${Math.min(position, rows * columns)} of the ${rows * columns} cells`, { part: 'game ID description' });
    }
    return makeTakuzu(
      makeGrid({ rows, columns }, ({ row, column }) => cells[row * columns + column]!),
      match[3] === 'u',
    );
  },
  write(puzzle) {
    if (puzzle.rows < 6 || puzzle.columns < 6) inputError('an Unruly game ID needs a grid of at least 6×6', { part: '--format' });
    let text = '';
    let run = 0;
    const place = (letter: string) => {
      while (run > 24) {
        text += letter === letter.toUpperCase() ? 'Z' : 'z';
        run -= 25;
      }
      text += String.fromCharCode(letter.charCodeAt(0) + run);
      run = 0;
    };
    for (const colour of puzzle.givens.flat()) {
      if (colour === null) run++;
      else place(colour === 1 ? 'A' : 'a');
    }
    place('a');
    return `${puzzle.columns}x${puzzle.rows}${puzzle.distinctLines ? 'u' : ''}:${text}`;
  },
};

/** An answer in JSON: rows of 0/1. */
export function answerFromJson(puzzle: TakuzuPuzzle, json: unknown): TakuzuAnswer {
  if (!Array.isArray(json) || json.length !== puzzle.rows) inputError(`the answer must be an array of ${puzzle.rows} rows`, { part: 'answer' });
  return json.map((row, r) => {
    if (!Array.isArray(row) || row.length !== puzzle.columns) inputError(`row ${r + 1} of the answer must have ${puzzle.columns} entries`, { part: 'answer' });
    return row.map((value, c) => {
      if (value !== 0 && value !== 1) inputError(`the entry at row ${r + 1}, column ${c + 1} must be 0 or 1`, { part: 'answer' });
      return value;
    });
  });
}

export const answerToJson = (answer: TakuzuAnswer): unknown => answer.map((row) => [...row]);
export const partialToJson = (partial: TakuzuPartial): unknown => partial.map((row) => [...row]);
