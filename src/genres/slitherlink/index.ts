// Slitherlink (Simon Tatham's Loopy): draw one loop along the edges of the cells, never crossing or branching.
// Each number says how many of its cell's four sides the loop uses.
// Example: https://puzz.link/p?slither/3/3/bbd (a 1, a 1 and a 3 down the left column), drawn in model.ts.

import type { Genre } from '../../core/genre.js';
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
  ...lineAnswers((puzzle) => cornerPoints(slitherlinkSize(puzzle)), { name: lineName, cells: (line) => cellsBeside(maximumSlitherlinkSize, line) }),
  play: slitherlinkPlay,
  generator: slitherlinkGenerator,
  collection,
  ratingScale: slitherlinkScale,
  edit: slitherlinkEdit,
};
