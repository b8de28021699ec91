// Hashi (Hashiwokakero, Bridges): join the islands by bridges along rows and columns, at most two between two
// islands, never crossing each other or another island; each island has as many bridges as its number, and all
// islands hang together.
// Example (puz.link `hashikake/5/5/4g2i3h23k3g1g3g4g3`, its answer as `render` draws it):
//   4 . 2 . .      4═══2 · ·
//   . 3 . . 2      ║ 3─────2
//   3 . . . .  ->  3 ║ · · │
//   . 3 . 1 .      │ 3───1 │
//   3 . 4 . 3      3═══4═══3   (a row of │ and ║ between each two rows left out here)

import type { AnswerEntry, EntryWords } from '../../core/cells.js';
import type { Genre } from '../../core/genre.js';
import { lineEnd, lineEntries, lineFromKey } from '../../core/lines.js';
import { cellName } from '../../core/geometry.js';
import { hashiChecker } from './check.js';
import { collection } from './collection.js';
import { answerFromJson, answerToJson, bridgesFormat, fileFormat, partialToJson, urlFormat } from './formats.js';
import { hashiGenerator, hashiScale } from './generate.js';
import { buildModel } from './model.js';
import { hashiEdit, hashiPlay } from './play.js';
import type { HashiAnswer, HashiPartial, HashiPuzzle } from './puzzle.js';
import { hashiSize, maximumHashiSize } from './puzzle.js';
import { render } from './render.js';

export type { HashiAnswer, HashiIsland, HashiPartial, HashiPuzzle } from './puzzle.js';

/** A line of the partial answer in words: `r1c1-r1c2 carries 2 bridges`. */
function describeEntry(entry: AnswerEntry): EntryWords {
  const line = lineFromKey(entry.cell);
  if (!line) return { cells: [entry.cell] };
  const name = `${cellName(line.from)}-${cellName(lineEnd(line))}`;
  const count = Number(entry.value);
  const words = count === 0 ? 'no bridge' : count === 1 ? 'one bridge' : 'two bridges';
  return { cells: [line.from, lineEnd(line)], lines: [line], fact: `${name} carries ${words}`, placed: `your ${words} on ${name}`, noun: 'bridges' };
}

export const hashikake: Genre<HashiPuzzle, HashiAnswer, HashiPartial> = {
  id: 'hashikake',
  name: 'Hashi',
  aliases: ['hashi', 'hashiwokakero', 'bridges'],
  rules:
    'Join the islands by bridges along rows and columns: at most two between two islands, never crossing each ' +
    'other or an island. Each island has as many bridges as its number, and all islands are connected.',
  formats: [urlFormat, bridgesFormat, fileFormat],
  defaultFormat: 'url',
  examples: ['https://puzz.link/p?hashikake/5/5/4g2i3h23k3g1g3g4g3', '7x7m2:3e3a1a5a2h4a1l1a5b34c2b'],
  maximumSize: maximumHashiSize,
  size: hashiSize,
  model: buildModel,
  ...hashiChecker,
  render,
  answerToJson,
  answerFromJson,
  partialToJson,
  entries: lineEntries,
  describeEntry,
  generator: hashiGenerator,
  collection,
  ratingScale: hashiScale,
  play: hashiPlay,
  edit: hashiEdit,
};
