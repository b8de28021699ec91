// Numberlink: join each pair of equal numbers by a path through the centres of cells. Paths never cross, branch or
// pass through another number; cells may stay empty (as on puz.link).
// Example (puz.link `numlin/5/5/1j2h3m1h2j3`):  1 . . . .      1┐┌─┐
//                                              2 . . 3 .      2││3│
//                                              . . . . .  ->  │││││
//                                              . 1 . . 2      │1││2
//                                              . . . . 3      └─┘└3

import type { Genre } from '../../core/genre.js';
import { numberlinkChecker } from './check.js';
import { collection } from './collection.js';
import { textFormat, urlFormat } from './formats.js';
import { numberlinkGenerator, numberlinkScale } from './generate.js';
import { buildModel } from './model.js';
import { numberlinkEdit, numberlinkPlay } from './play.js';
import type { NumberlinkAnswer, NumberlinkPartial, NumberlinkPuzzle } from './puzzle.js';
import { maximumNumberlinkSize, numberlinkSize } from './puzzle.js';
import { render } from './render.js';
import { lineAnswers } from '../shared/centre-loop.js';

export type { NumberlinkAnswer, NumberlinkClue, NumberlinkPartial, NumberlinkPuzzle } from './puzzle.js';

export const numberlink: Genre<NumberlinkPuzzle, NumberlinkAnswer, NumberlinkPartial> = {
  id: 'numberlink',
  name: 'Numberlink',
  aliases: ['numlin', 'arukone', 'flow'],
  rules:
    'Join each pair of equal numbers by a path through the centres of cells. Paths never cross, branch or pass ' +
    'through another number; cells may stay empty.',
  formats: [urlFormat, textFormat],
  defaultFormat: 'url',
  examples: ['https://puzz.link/p?numlin/5/5/1j2h3m1h2j3', 'numberlink\n1 2 3\n. . .\n1 2 3\n'],
  maximumSize: maximumNumberlinkSize,
  size: numberlinkSize,
  model: buildModel,
  ...numberlinkChecker,
  render,
  ...lineAnswers(numberlinkSize),
  play: numberlinkPlay,
  edit: numberlinkEdit,
  generator: numberlinkGenerator,
  collection,
  ratingScale: numberlinkScale,
};
