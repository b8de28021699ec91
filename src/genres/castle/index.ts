// Castle Wall: draw one loop through the centres of cells, never crossing or branching, that never passes a clue
// cell. A white clue cell lies inside the loop, a black one outside, a grey one either; a number with an arrow counts
// the loop's segments (its lines from cell to cell) that way from the clue, to the edge.
// Example: https://puzz.link/p?castle/5/5/c230021k111a210f (black ←0 and grey ↓1 at the top right, white ↑1 and
// black ↑0 in the fourth row), drawn with its answer in castle.test.ts.

import type { Genre } from '../../core/genre.js';
import { lineAnswers } from '../shared/centre-loop.js';
import { castleChecker } from './check.js';
import { collection } from './collection.js';
import { fileFormat, urlFormat } from './formats.js';
import { castleGenerator } from './generate.js';
import { buildModel } from './model.js';
import { castleEdit, castlePlay } from './play.js';
import type { CastleAnswer, CastlePartial, CastlePuzzle } from './puzzle.js';
import { castleSize, maximumCastleSize } from './puzzle.js';
import { render } from './render.js';

export type { CastleAnswer, CastleClue, CastleColour, CastlePartial, CastlePuzzle } from './puzzle.js';

export const castle: Genre<CastlePuzzle, CastleAnswer, CastlePartial> = {
  id: 'castle',
  name: 'Castle Wall',
  aliases: ['castlewall', 'castle-wall'],
  rules:
    'Draw one loop through the centres of cells, never crossing or branching, that never passes a clue cell. A ' +
    'white clue cell lies inside the loop, a black one outside, a grey one either; a number with an arrow counts the ' +
    "loop's segments (its lines from cell to cell) in that direction from the clue, to the edge.",
  formats: [urlFormat, fileFormat],
  defaultFormat: 'url',
  examples: ['https://puzz.link/p?castle/5/5/c230021k111a210f'],
  maximumSize: maximumCastleSize,
  size: castleSize,
  model: buildModel,
  ...castleChecker,
  render,
  ...lineAnswers(castleSize),
  play: castlePlay,
  generator: castleGenerator,
  collection,
  edit: castleEdit,
};
