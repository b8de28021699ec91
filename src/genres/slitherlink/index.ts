// Slitherlink (Simon Tatham's Loopy): draw one loop along the edges of the cells, never crossing or branching.
// Each number says how many of its cell's four sides the loop uses.
// Example (puzz.link `slither/3/3/...`), see model.ts.

import type { Genre } from '../../core/genre.js';
import { lineEntries, linesFromJson, linesToJson, partialLinesToJson } from '../../core/lines.js';
import { check, checkCodes } from './check.js';
import { loopyFormat, textFormat, urlFormat } from './formats.js';
import { buildModel } from './model.js';
import type { SlitherlinkAnswer, SlitherlinkPartial, SlitherlinkPuzzle } from './puzzle.js';
import { cornerPoints, maximumSlitherlinkSize, slitherlinkSize } from './puzzle.js';
import { render } from './render.js';

export type { SlitherlinkAnswer, SlitherlinkClue, SlitherlinkPartial, SlitherlinkPuzzle } from './puzzle.js';

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
  check,
  checkCodes,
  render,
  answerToJson: linesToJson,
  answerFromJson: (puzzle, json) => linesFromJson(cornerPoints(slitherlinkSize(puzzle)), json),
  partialToJson: partialLinesToJson,
  entries: lineEntries,
};
