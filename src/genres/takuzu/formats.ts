// Takuzu formats: Unruly game IDs and text grids; answers as JSON grids of 0/1.

import type { GridSize } from '../../core/geometry.js';
import { makeGrid } from '../../core/geometry.js';
import { inputError } from '../../core/errors.js';
import type { Codec } from '../../core/formats/codec.js';
import { flag, map, sequence, skipCells } from '../../core/formats/codec.js';
import { numberAnswers } from '../../core/formats/answers.js';
import { symbolTable } from '../../core/formats/lines.js';
import { textGridFormat } from '../../core/formats/text-grid.js';
import { difficulty, gameIdFormat, gridParameters } from '../../core/formats/sgt.js';
import type { Colour, TakuzuPuzzle } from './puzzle.js';
import { makeTakuzu, maximumTakuzuSize, takuzuSize } from './puzzle.js';

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
const unrulyCells = (count: number): Codec<(Colour | null)[]> =>
  skipCells<Colour>(count, {
    read: (character) => (/^[a-y]$/i.test(character) ? { skip: parseInt(character, 36) - 10, value: character === character.toLowerCase() ? 0 : 1 } : /^z$/i.test(character) ? { skip: 25 } : undefined),
    write: (skip, value) => String.fromCharCode((value === 1 ? 65 : 97) + skip),
    longest: 24,
    skipOnly: { character: (next) => (next === 1 ? 'Z' : 'z'), cells: 25 },
    end: 0,
    expected: 'a-z or A-Z',
  });

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
export const { answerFromJson, answerToJson, partialToJson } = numberAnswers<TakuzuPuzzle, Colour>(takuzuSize, { values: [0, 1], words: '0 or 1' });
