// Tents (Simon Tatham's Tents): place tents in some empty cells so that every tree is paired with a tent of its own
// orthogonally next to it and every tent with a tree of its own, no two tents touch, not even diagonally, and the
// number beside a row or column counts its tents (a line without a number may hold any).
// Example (pzprjs's test puzzle, https://puzz.link/p?tents/5/5/2g0h1i1j82323; counts above and left):
//        2 . 0 . .              2 . 0 . .
//     1  . . T . .           1  . A T . .
//     .  . . . . .    ->     .  . . . . A
//     .  . T . . T           .  A T . . T
//     .  . . . T .           .  . . . T A
//     1  . T . . .           1  A T . . .

import type { Genre } from '../../core/genre.js';
import type { AnswerEntry, EntryWords } from '../../core/cells.js';
import { cellName } from '../../core/geometry.js';
import { tentsChecker } from './check.js';
import { collection } from './collection.js';
import { answerFromJson, answerToJson, fileFormat, partialToJson, sgtFormat, urlFormat } from './formats.js';
import { tentsGenerator } from './generate.js';
import { buildModel } from './model.js';
import { tentsEdit, tentsPlay } from './play.js';
import type { TentsAnswer, TentsPartial, TentsPuzzle } from './puzzle.js';
import { maximumTentsSize, tentsSize } from './puzzle.js';
import { render } from './render.js';

export type { TentsAnswer, TentsCount, TentsPartial, TentsPuzzle } from './puzzle.js';
export { columnClueId, makeTents, maximumTentsSize, rowClueId } from './puzzle.js';
export { parseTentsSolution, pzprv3Tents } from './formats.js';

/** An entry of a partial answer in the words of the game: a tent, or grass (no tent). */
function describeTent(entry: AnswerEntry): EntryWords {
  const name = cellName(entry.cell);
  return entry.value === 1
    ? { cells: [entry.cell], fact: `${name} holds a tent`, placed: `your tent at ${name}` }
    : { cells: [entry.cell], fact: `${name} holds no tent`, placed: `your grass at ${name}` };
}

export const tents: Genre<TentsPuzzle, TentsAnswer, TentsPartial> = {
  id: 'tents',
  name: 'Tents',
  aliases: ['tents-and-trees'],
  rules:
    'Place tents in some empty cells so that every tree is paired with a tent of its own orthogonally next to it and ' +
    'every tent with a tree of its own. No two tents touch, not even diagonally, and the number beside a row or ' +
    'column counts its tents.',
  formats: [urlFormat, sgtFormat, fileFormat],
  defaultFormat: 'url',
  examples: ['https://puzz.link/p?tents/5/5/2g0h1i1j82323', '8x8:acecibidma__b,3,0,2,1,2,0,2,2,2,1,2,1,2,0,1,3'],
  maximumSize: { rows: maximumTentsSize, columns: maximumTentsSize },
  size: tentsSize,
  model: buildModel,
  ...tentsChecker,
  render,
  answerToJson,
  answerFromJson,
  partialToJson,
  describeEntry: describeTent,
  play: tentsPlay,
  edit: tentsEdit,
  generator: tentsGenerator,
  collection,
};
