// Shikaku (Simon Tatham's Rectangles): divide the grid into rectangles along the grid lines, each rectangle holding
// exactly one number, which is its area.
// Example (https://puzz.link/p?shikaku/3/2/24j): the 2 takes the first column, the 4 the rest.
//   2 4 .        +---+-------+
//   . . .   ->   | 2 | 4   . |
//                +   +       +
//                | . | .   . |
//                +---+-------+

import type { AnswerEntry, EntryWords } from '../../core/cells.js';
import { cellName } from '../../core/geometry.js';
import type { Genre } from '../../core/genre.js';
import { lineFromKey, lineKey } from '../../core/lines.js';
import { check, checkCodes } from './check.js';
import { collection } from './collection.js';
import { answerFromJson, answerToJson, fileFormat, partialToJson, rectanglesFormat, urlFormat } from './formats.js';
import { shikakuGenerator, shikakuScale } from './generate.js';
import { buildModel } from './model.js';
import { borderLine, cellsBeside, shikakuEdit, shikakuPlay } from './play.js';
import type { ShikakuAnswer, ShikakuPartial, ShikakuPuzzle } from './puzzle.js';
import { maximumShikakuSize, shikakuSize } from './puzzle.js';
import { render } from './render.js';

export type { ShikakuAnswer, ShikakuClue, ShikakuPartial, ShikakuPuzzle } from './puzzle.js';

/** The known borders of a partial answer's JSON, each at the place of its line on the doubled lattice. */
function entries(partialJson: unknown): AnswerEntry[] {
  const found: AnswerEntry[] = [];
  if (typeof partialJson !== 'object' || partialJson === null) return found;
  for (const side of ['right', 'below'] as const) {
    const grid = (partialJson as Record<string, unknown>)[side];
    if (!Array.isArray(grid)) continue;
    grid.forEach((row: unknown, r) => {
      if (!Array.isArray(row)) return;
      row.forEach((value: unknown, c) => {
        if (value !== null && value !== undefined) found.push({ cell: lineKey(borderLine({ row: r, column: c }, side)), value });
      });
    });
  }
  return found;
}

/** A border in words: `the border between r1c1 and r1c2 is drawn`. */
function describeEntry(entry: AnswerEntry): EntryWords {
  const line = lineFromKey(entry.cell);
  if (!line) return { cells: [entry.cell] };
  const cells = cellsBeside(maximumShikakuSize, line);
  const name = `the border between ${cells.map(cellName).join(' and ')}`;
  const drawn = entry.value === 1;
  return {
    cells,
    lines: [line],
    fact: drawn ? `${name} is drawn` : `${name} is not drawn (one rectangle)`,
    placed: drawn ? `your border between ${cells.map(cellName).join(' and ')}` : `your cross between ${cells.map(cellName).join(' and ')}`,
    noun: 'borders',
  };
}

export const shikaku: Genre<ShikakuPuzzle, ShikakuAnswer, ShikakuPartial> = {
  id: 'shikaku',
  name: 'Shikaku',
  aliases: ['rectangles'],
  rules: 'Divide the grid into rectangles along the grid lines. Each rectangle holds exactly one number, which equals its area.',
  formats: [urlFormat, rectanglesFormat, fileFormat],
  defaultFormat: 'url',
  examples: ['https://puzz.link/p?shikaku/6/6/j3g56h6t6h23g5j', '7x7:a8j4d8d2_2d5c6b2a2_6c2e2'],
  maximumSize: maximumShikakuSize,
  size: shikakuSize,
  model: buildModel,
  check,
  checkCodes,
  render,
  answerToJson,
  answerFromJson,
  partialToJson,
  entries,
  describeEntry,
  play: shikakuPlay,
  edit: shikakuEdit,
  generator: shikakuGenerator,
  collection,
  ratingScale: shikakuScale,
};
