// Yajilin: shade some cells and draw one loop through the centres of all the others, never crossing or branching.
// Clue cells are neither shaded nor on the loop; a number with an arrow counts the shaded cells that way, to the
// edge. Shaded cells never touch orthogonally.
// Example: https://puzz.link/p?yajilin/5/5/m32j10 (a 2 pointing left at r3c4, a 0 pointing up at r5c5):
//   . . . . .      ┌─┐ ┌─┐
//   . . . . .      └┐└─┘ │
//   . . . <2 .  -> ■│ ■ 2←│
//   . . . . .      ┌┘ ┌───┘
//   . . . . ^0     └──┘ ■ 0↑

import type { Genre } from '../../core/genre.js';
import { shadeLoopAnswers } from '../shared/shade-loop.js';
import { yajilinChecker } from './check.js';
import { collection } from './collection.js';
import { textFormat, urlFormat } from './formats.js';
import { yajilinGenerator } from './generate.js';
import { buildModel } from './model.js';
import { yajilinEdit, yajilinPlay } from './play.js';
import type { YajilinAnswer, YajilinPartial, YajilinPuzzle } from './puzzle.js';
import { maximumYajilinSize, yajilinSize } from './puzzle.js';
import { yajilinScale } from './rating.js';
import { render } from './render.js';

export type { YajilinAnswer, YajilinClue, YajilinPartial, YajilinPuzzle } from './puzzle.js';

export const yajilin: Genre<YajilinPuzzle, YajilinAnswer, YajilinPartial> = {
  id: 'yajilin',
  name: 'Yajilin',
  aliases: ['yajirin'],
  rules:
    'Shade some cells and draw one loop through the centres of all the others, never crossing or branching. Clue ' +
    'cells are neither shaded nor on the loop; a number counts the shaded cells in the direction of its arrow, to the ' +
    'edge. Shaded cells never touch orthogonally.',
  formats: [urlFormat, textFormat],
  defaultFormat: 'url',
  examples: ['https://puzz.link/p?yajilin/10/10/0.p31g23l21g33f42g42l13g12p0./', 'https://puzz.link/p?yajilin/5/5/m32j10'],
  maximumSize: maximumYajilinSize,
  size: yajilinSize,
  model: buildModel,
  ...yajilinChecker,
  render,
  ...shadeLoopAnswers,
  play: yajilinPlay,
  generator: yajilinGenerator,
  collection,
  ratingScale: yajilinScale,
  edit: yajilinEdit,
};
