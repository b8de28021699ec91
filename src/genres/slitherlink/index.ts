// Slitherlink (Simon Tatham's Loopy): draw one loop along the edges of the cells, never crossing or branching.
// Each number says how many of its cell's four sides the loop uses.
// Example: https://puzz.link/p?slither/3/3/bbd (a 1, a 1 and a 3 down the left column), drawn in model.ts.

import type { Genre } from '../../core/genre.js';
import type { AnswerEntry, EntryWords } from '../../core/cells.js';
import { lineFromKey } from '../../core/lines.js';
import { cellsBeside, lineName } from './model.js';
import { slitherlinkChecker } from './check.js';
import { collection } from './collection.js';
import { loopyFormat, textFormat, urlFormat } from './formats.js';
import { buildModel } from './model.js';
import type { SlitherlinkAnswer, SlitherlinkPartial, SlitherlinkPuzzle } from './puzzle.js';
import { cornerPoints, maximumSlitherlinkSize, slitherlinkSize } from './puzzle.js';
import { slitherlinkEdit, slitherlinkPlay } from './play.js';
import { render } from './render.js';
import { slitherlinkScale } from './rating.js';
import { slitherlinkGenerator } from './generate.js';
import { lineAnswers } from '../shared/centre-loop.js';

export type { SlitherlinkAnswer, SlitherlinkClue, SlitherlinkPartial, SlitherlinkPuzzle } from './puzzle.js';

/** A line of the partial answer in words: `the top of r1c1 is a line`. */
function describeEntry(entry: AnswerEntry): EntryWords {
  const line = lineFromKey(entry.cell);
  if (!line) return { cells: [entry.cell] };
  const name = lineName(line);
  const drawn = entry.value === 1;
  return {
    cells: cellsBeside(maximumSlitherlinkSize, line),
    lines: [line],
    fact: drawn ? `${name} is a line` : `${name} has no line`,
    placed: drawn ? `your line ${name}` : `your cross on ${name}`,
    noun: 'lines',
  };
}

export const slitherlink: Genre<SlitherlinkPuzzle, SlitherlinkAnswer, SlitherlinkPartial> = {
  id: 'slitherlink',
  name: 'Slitherlink',
  aliases: ['slither', 'loopy'],
  rules:
    'Draw one loop along the edges of the cells, never crossing or branching. Each number says how many of its ' +
    "cell's four sides the loop uses; cells without a number may have any count.",
  formats: [urlFormat, loopyFormat, textFormat],
  defaultFormat: 'url',
  examples: ['https://puzz.link/p?slither/5/5/cbcbcddad', '4x3t0:1e03a3b'],
  maximumSize: maximumSlitherlinkSize,
  size: slitherlinkSize,
  model: buildModel,
  ...slitherlinkChecker,
  render,
  ...lineAnswers((puzzle) => cornerPoints(slitherlinkSize(puzzle)), describeEntry),
  play: slitherlinkPlay,
  generator: slitherlinkGenerator,
  collection,
  ratingScale: slitherlinkScale,
  edit: slitherlinkEdit,
};
