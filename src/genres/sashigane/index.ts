// Sashigane: divide the grid into L shapes of width one, each with two arms of two cells or more that meet at a
// corner. A circle is the corner of its L, and a number in it counts the L's cells; an arrow is the last cell of an
// arm and points along it towards the corner.
// Example (https://puzz.link/p?sashigane/3/2/3khm): the circled 3 is the corner of an L of three cells, and the
// arrow ends an arm of the other L, pointing down to its corner.
//   o3 .  ↓        +----+---------+
//   .  .  .   ->   | o3   .  | ↓  |
//                  +    +----+    +
//                  | .  | .    .  |
//                  +----+---------+

import type { Genre } from '../../core/genre.js';
import { borderEntries, describeBorder } from '../shared/border-play.js';
import { check, checkCodes } from './check.js';
import { collection } from './collection.js';
import { answerFromJson, answerToJson, fileFormat, partialToJson, urlFormat } from './formats.js';
import { sashiganeGenerator } from './generate.js';
import { buildModel } from './model.js';
import { sashiganeEdit, sashiganePlay } from './play.js';
import type { SashiganeAnswer, SashiganePartial, SashiganePuzzle } from './puzzle.js';
import { maximumSashiganeSize, sashiganeSize } from './puzzle.js';
import { render } from './render.js';

export type { SashiganeAnswer, SashiganeClue, SashiganePartial, SashiganePuzzle } from './puzzle.js';

export const sashigane: Genre<SashiganePuzzle, SashiganeAnswer, SashiganePartial> = {
  id: 'sashigane',
  name: 'Sashigane',
  aliases: [],
  rules:
    'Divide the grid along the grid lines into L shapes of width one, each with two arms of at least two cells meeting at a corner. A circle is the corner of its L, and a number in it is the L’s cell count; an arrow is at the end of an arm and points along it to the corner.',
  formats: [urlFormat, fileFormat],
  defaultFormat: 'url',
  examples: ['https://puzz.link/p?sashigane/5/5/jm.o3khkgojm4'],
  maximumSize: maximumSashiganeSize,
  size: sashiganeSize,
  model: buildModel,
  check,
  checkCodes,
  render,
  answerToJson,
  answerFromJson,
  partialToJson,
  entries: borderEntries,
  describeEntry: (entry) => describeBorder(entry, maximumSashiganeSize, 'one L'),
  play: sashiganePlay,
  edit: sashiganeEdit,
  generator: sashiganeGenerator,
  collection,
};
