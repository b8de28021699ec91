// Heyawake: shade some cells of a grid divided into rooms. A number in a room says how many of its cells are shaded;
// shaded cells never touch orthogonally; the unshaded cells form one orthogonally connected area; and no straight
// line of unshaded cells crosses more than one room border (it may not span three rooms).
// Example (puzz.link `heyawake/6/6/lll155007rs12222j`, rooms drawn by their numbers' cells):
//     2 2 . 2 . 2        # . # . . #
//     . . . . . .        . . . # . .
//     . . . . . .   ->   # . # . # .
//     . . . . . .        . . . . . .
//     . . . . . .        . # . # . #
//     . . . . . .        . . # . . .

import type { Genre } from '../../core/genre.js';
import { check, checkCodes } from './check.js';
import { collection } from './collection.js';
import { answers, fileFormat, urlFormat } from './formats.js';
import { heyawakeGenerator } from './generate.js';
import { buildModel } from './model.js';
import { heyawakeEdit, heyawakePlay } from './play.js';
import type { HeyawakeAnswer, HeyawakePartial, HeyawakePuzzle } from './puzzle.js';
import { heyawakeSize, maximumHeyawakeSize } from './puzzle.js';
import { render } from './render.js';

export type { HeyawakeAnswer, HeyawakeNumber, HeyawakePartial, HeyawakePuzzle } from './puzzle.js';
export { clueId, makeHeyawake, maximumHeyawakeSize } from './puzzle.js';

export const heyawake: Genre<HeyawakePuzzle, HeyawakeAnswer, HeyawakePartial> = {
  id: 'heyawake',
  name: 'Heyawake',
  aliases: ['heyawacky'],
  rules:
    'Shade some cells of a grid divided into rooms. A number in a room says how many of its cells are shaded. Shaded ' +
    'cells never touch orthogonally, the unshaded cells form one orthogonally connected area, and no straight line of ' +
    'unshaded cells crosses more than one room border.',
  formats: [urlFormat, fileFormat],
  defaultFormat: 'url',
  examples: ['https://puzz.link/p?heyawake/6/6/lll155007rs12222j'],
  maximumSize: maximumHeyawakeSize,
  size: heyawakeSize,
  model: buildModel,
  check,
  checkCodes,
  render,
  ...answers,
  play: heyawakePlay,
  edit: heyawakeEdit,
  generator: heyawakeGenerator,
  collection,
};
