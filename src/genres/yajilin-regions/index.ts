// Regional Yajilin: shade some cells of a grid divided into rooms and draw one loop through the centres of all the
// other cells, never crossing or branching. Shaded cells never share an edge; a number in a room says how many of
// its cells are shaded (the cell holding the number may be shaded or passed like any other).
// Example: https://puzz.link/p?yajilin-regions/5/5/49j60s3020g1g (pzprjs's test); its rooms and numbers, and its
// answer (# shaded):
//     +---+---+---+---+---+     +---+---+---+---+---+
//     | 2   .   . | 0   . |     | #   ┌─────|─────┐ |
//     +   +   +   +   +   +     +   + │ +   +   + │ +
//     | .   .   . | .   . |     | ┌───┘   # | ┌───┘ |
//     +---+---+---+   +   +     +-│-+---+---+ │ +   +
//     | .   . | 1 | .   . |     | │   ┌─|─┐ | └───┐ |
//     +   +   +   +---+---+     + │ + │ + │ +---+-│-+
//     | .   . | . | .   . |     | │   │ | └─|─┐   │ |
//     +   +   +   +   +   +     + │ + │ +   + │ + │ +
//     | .   . | . | .   . |     | └───┘ | # | └───┘ |
//     +---+---+---+---+---+     +---+---+---+---+---+

import type { Genre } from '../../core/genre.js';
import { shadeLoopAnswers } from '../shared/shade-loop.js';
import { regionalYajilinChecker } from './check.js';
import { collection } from './collection.js';
import { fileFormat, urlFormat } from './formats.js';
import { regionalYajilinGenerator } from './generate.js';
import { buildModel } from './model.js';
import { regionalYajilinEdit, regionalYajilinPlay } from './play.js';
import type { RegionalYajilinAnswer, RegionalYajilinPartial, RegionalYajilinPuzzle } from './puzzle.js';
import { maximumRegionalYajilinSize, regionalYajilinSize } from './puzzle.js';
import { regionalYajilinScale } from './rating.js';
import { render } from './render.js';

export type { RegionalYajilinAnswer, RegionalYajilinNumber, RegionalYajilinPartial, RegionalYajilinPuzzle } from './puzzle.js';
export { makeRegionalYajilin } from './puzzle.js';

export const regionalYajilin: Genre<RegionalYajilinPuzzle, RegionalYajilinAnswer, RegionalYajilinPartial> = {
  id: 'yajilin-regions',
  name: 'Regional Yajilin',
  aliases: ['yajirin-regions', 'regional-yajilin', 'regionalyajilin', 'heyajilin'],
  rules:
    'Shade some cells of a grid divided into rooms and draw one loop through the centres of all the other cells, ' +
    'never crossing or branching. Shaded cells never share an edge; a number in a room says how many of its cells ' +
    'are shaded.',
  // A cell beside a corner is never shaded (the corner's loop could not turn there): hints may start from the edges.
  layout: 'the edges of the grid',
  formats: [urlFormat, fileFormat],
  defaultFormat: 'url',
  examples: ['https://puzz.link/p?yajilin-regions/5/5/49j60s3020g1g'],
  maximumSize: maximumRegionalYajilinSize,
  size: regionalYajilinSize,
  model: buildModel,
  ...regionalYajilinChecker,
  render,
  ...shadeLoopAnswers,
  play: regionalYajilinPlay,
  generator: regionalYajilinGenerator,
  collection,
  ratingScale: regionalYajilinScale,
  edit: regionalYajilinEdit,
};
