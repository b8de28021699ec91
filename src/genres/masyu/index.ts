// Masyu (Simon Tatham's Pearl): draw one loop through the centres of cells, never crossing or branching, that passes
// every pearl. On a white pearl the loop goes straight and turns in the cell before or after it; on a black pearl
// it turns and goes straight through the next cell on both of its lines.
// Example: https://puzz.link/p?mashu/6/6/1063000i3000 (three white pearls, two black), drawn in model.ts.

import type { Genre } from '../../core/genre.js';
import type { AnswerEntry, EntryWords } from '../../core/cells.js';
import { lineEnd, lineEntries, lineFromKey, linesFromJson, linesToJson, partialLinesToJson } from '../../core/lines.js';
import { lineName } from './model.js';
import { check, checkCodes } from './check.js';
import { collection } from './collection.js';
import { pearlFormat, textFormat, urlFormat } from './formats.js';
import { buildModel } from './model.js';
import type { MasyuAnswer, MasyuPartial, MasyuPuzzle } from './puzzle.js';
import { masyuSize, maximumMasyuSize } from './puzzle.js';
import { masyuEdit, masyuPlay } from './play.js';
import { render } from './render.js';
import { masyuScale } from './rating.js';
import { masyuGenerator } from './generate.js';

export type { MasyuAnswer, MasyuPartial, MasyuPuzzle, Pearl } from './puzzle.js';

/** A line of the partial answer in words: `the top of r1c1 is a line`. */
function describeEntry(entry: AnswerEntry): EntryWords {
  const line = lineFromKey(entry.cell);
  if (!line) return { cells: [entry.cell] };
  const name = lineName(line);
  const drawn = entry.value === 1;
  return {
    cells: [line.from, lineEnd(line)],
    lines: [line],
    fact: drawn ? `${name} is a line` : `${name} has no line`,
    placed: drawn ? `your line ${name}` : `your cross on ${name}`,
    noun: 'lines',
  };
}

export const masyu: Genre<MasyuPuzzle, MasyuAnswer, MasyuPartial> = {
  id: 'masyu',
  name: 'Masyu',
  aliases: ['mashu', 'pearl'],
  rules:
    'Draw one loop through the centres of cells, never crossing or branching, that passes every pearl. On a white ' +
    'pearl the loop goes straight and turns in the cell before or after it (or both); on a black pearl it turns and ' +
    'goes straight through the next cell on both of its lines.',
  formats: [urlFormat, pearlFormat, textFormat],
  defaultFormat: 'url',
  examples: ['https://puzz.link/p?mashu/6/6/1063000i3000', '6x6:aWWhWaWaBaBaWeWeWcB'],
  maximumSize: maximumMasyuSize,
  size: masyuSize,
  model: buildModel,
  check,
  checkCodes,
  render,
  answerToJson: linesToJson,
  answerFromJson: (puzzle, json) => linesFromJson(masyuSize(puzzle), json),
  partialToJson: partialLinesToJson,
  entries: lineEntries,
  describeEntry,
  play: masyuPlay,
  generator: masyuGenerator,
  collection,
  ratingScale: masyuScale,
  edit: masyuEdit,
};
