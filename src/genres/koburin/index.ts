// Koburin: shade some cells, never a numbered one, and draw one loop through the centres of all the cells that are
// neither shaded nor numbered, never crossing or branching. Shaded cells never share an edge; a number counts the
// shaded cells orthogonally next to it.
// Example: https://puzz.link/p?koburin/5/5/clcbg.n (pzprjs's test), drawn with its answer in koburin.test.ts.

import type { Genre } from '../../core/genre.js';
import { describeEntry } from '../shared/shade-loop.js';
import { koburinChecker } from './check.js';
import { collection } from './collection.js';
import { answerFromJson, answerToJson, entries, fileFormat, partialToJson, urlFormat } from './formats.js';
import { koburinGenerator } from './generate.js';
import { buildModel } from './model.js';
import { koburinEdit, koburinPlay } from './play.js';
import type { KoburinAnswer, KoburinPartial, KoburinPuzzle } from './puzzle.js';
import { koburinSize, maximumKoburinSize } from './puzzle.js';
import { koburinScale } from './rating.js';
import { render } from './render.js';

export type { KoburinAnswer, KoburinClue, KoburinPartial, KoburinPuzzle } from './puzzle.js';

export const koburin: Genre<KoburinPuzzle, KoburinAnswer, KoburinPartial> = {
  id: 'koburin',
  name: 'Koburin',
  aliases: [],
  rules:
    'Shade some cells, never a numbered one, and draw one loop through the centres of all the cells that are neither ' +
    'shaded nor numbered, never crossing or branching. Shaded cells never share an edge; a number counts the shaded ' +
    'cells orthogonally next to it.',
  formats: [urlFormat, fileFormat],
  defaultFormat: 'url',
  examples: ['https://puzz.link/p?koburin/5/5/clcbg.n'],
  maximumSize: maximumKoburinSize,
  size: koburinSize,
  model: buildModel,
  ...koburinChecker,
  render,
  answerToJson,
  answerFromJson,
  partialToJson,
  entries,
  describeEntry,
  play: koburinPlay,
  generator: koburinGenerator,
  collection,
  ratingScale: koburinScale,
  edit: koburinEdit,
};
