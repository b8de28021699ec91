// Numberlink: join each pair of equal numbers by a path through the centres of cells. Paths never cross, branch or
// pass through another number; cells may stay empty (as on puz.link).
// Example (puz.link `numlin/5/5/1j2h3m1h2j3`):  1 . . . .      1┐┌─┐
//                                              2 . . 3 .      2││3│
//                                              . . . . .  ->  │││││
//                                              . 1 . . 2      │1││2
//                                              . . . . 3      └─┘└3

import type { AnswerEntry, EntryWords } from '../../core/cells.js';
import type { Genre } from '../../core/genre.js';
import { lineEnd, lineEntries, lineFromKey, linesFromJson, linesToJson, partialLinesToJson } from '../../core/lines.js';
import { check, checkCodes } from './check.js';
import { collection } from './collection.js';
import { textFormat, urlFormat } from './formats.js';
import { numberlinkGenerator, numberlinkScale } from './generate.js';
import { buildModel, lineName } from './model.js';
import { numberlinkEdit, numberlinkPlay } from './play.js';
import type { NumberlinkAnswer, NumberlinkPartial, NumberlinkPuzzle } from './puzzle.js';
import { maximumNumberlinkSize, numberlinkSize } from './puzzle.js';
import { render } from './render.js';

export type { NumberlinkAnswer, NumberlinkClue, NumberlinkPartial, NumberlinkPuzzle } from './puzzle.js';

/** A line of the partial answer in words: `r1c1-r1c2 is a line`. */
function describeEntry(entry: AnswerEntry): EntryWords {
  const line = lineFromKey(entry.cell);
  if (!line) return { cells: [entry.cell] };
  const name = lineName(line);
  const drawn = entry.value === 1;
  return {
    cells: [line.from, lineEnd(line)],
    lines: [line],
    fact: drawn ? `${name} is a line` : `${name} has no line`,
    placed: drawn ? `your line ${name}` : `your cross on ${name}`,
    noun: 'lines',
  };
}

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
  check,
  checkCodes,
  render,
  answerToJson: linesToJson,
  answerFromJson: (puzzle, json) => linesFromJson(numberlinkSize(puzzle), json),
  partialToJson: partialLinesToJson,
  entries: lineEntries,
  describeEntry,
  play: numberlinkPlay,
  edit: numberlinkEdit,
  generator: numberlinkGenerator,
  collection,
  ratingScale: numberlinkScale,
};
