// Yin-Yang: put a black or a white circle in every cell (some are given) so that the black circles form one
// orthogonally connected area, the white circles form another, and no 2×2 block is all one colour.
// Example (puz.link `yinyang/5/5/016612300`, W white and B black given):
//   . . . . .      . . . . .
//   W . B . .      W # # # .
//   B . . . W  ->  B # . . W
//   . . B . W      . # B # W
//   . . . . .      . . . . .

import type { AnswerEntry, EntryWords } from '../../core/cells.js';
import { cellName } from '../../core/geometry.js';
import type { Genre } from '../../core/genre.js';
import { yinYangChecker } from './check.js';
import { collection } from './collection.js';
import { answerFromJson, answerToJson, fileFormat, partialToJson, urlFormat } from './formats.js';
import { yinYangGenerator } from './generate.js';
import { buildModel } from './model.js';
import { yinYangEdit, yinYangPlay } from './play.js';
import type { YinYangAnswer, YinYangPartial, YinYangPuzzle } from './puzzle.js';
import { maximumYinYangSize, yinYangSize } from './puzzle.js';
import { render } from './render.js';

export type { Circle, YinYangAnswer, YinYangPartial, YinYangPuzzle } from './puzzle.js';
export { givenId, makeYinYang, maximumYinYangSize } from './puzzle.js';

/** An entry in the words of the game: a black or a white circle. */
function describeCircle(entry: AnswerEntry): EntryWords {
  const name = cellName(entry.cell);
  const colour = entry.value === 1 ? 'black' : 'white';
  return { cells: [entry.cell], fact: `${name} is ${colour}`, placed: `your ${colour} circle at ${name}` };
}

export const yinYang: Genre<YinYangPuzzle, YinYangAnswer, YinYangPartial> = {
  id: 'yinyang',
  name: 'Yin-Yang',
  aliases: ['yin-yang', 'shiromaru-kuromaru'],
  rules:
    'Put a black or a white circle in every cell; some are given. All black circles form one orthogonally connected ' +
    'area, all white circles form another, and no 2×2 block of cells is all one colour.',
  formats: [urlFormat, fileFormat],
  defaultFormat: 'url',
  examples: ['https://puzz.link/p?yinyang/5/5/016612300', 'pzprv3/yinyang/5/5/. . . . . /1 . 2 . . /2 . . . 1 /. . 2 . 1 /. . . . . /'],
  maximumSize: maximumYinYangSize,
  size: yinYangSize,
  model: buildModel,
  ...yinYangChecker,
  render,
  answerToJson,
  answerFromJson,
  partialToJson,
  describeEntry: describeCircle,
  play: yinYangPlay,
  edit: yinYangEdit,
  generator: yinYangGenerator,
  collection,
};
