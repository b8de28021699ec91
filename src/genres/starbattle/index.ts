// Star Battle: place stars so that every row, every column and every room holds exactly k stars (k is part of the
// puzzle, usually 1 or 2); no two stars touch, not even diagonally.
// Example (puzz.link `starbattle/6/6/1/4ilbhgdnmhou`, one star each):
//     rooms    stars
//     AAABBB   . * . . . .
//     ABBBCC   . . . * . .
//     ADDEEC   . . . . . *
//     FFDDEC   . . * . . .
//     FEEEEC   . . . . * .
//     FCCCCC   * . . . . .

import type { Genre } from '../../core/genre.js';
import { starBattleChecker } from './check.js';
import { collection } from './collection.js';
import { answerFromJson, answerToJson, describeEntry, partialToJson, textFormat, urlFormat } from './formats.js';
import { starBattleGenerator, starBattleScale } from './generate.js';
import { buildModel } from './model.js';
import { starBattleEdit, starBattlePlay } from './play.js';
import type { StarBattleAnswer, StarBattlePartial, StarBattlePuzzle } from './puzzle.js';
import { maximumStarBattleSize, starBattleSize } from './puzzle.js';
import { render } from './render.js';

export type { StarBattleAnswer, StarBattlePartial, StarBattlePuzzle } from './puzzle.js';
export { makeStarBattle, maximumStarBattleSize } from './puzzle.js';

export const starBattle: Genre<StarBattlePuzzle, StarBattleAnswer, StarBattlePartial> = {
  id: 'starbattle',
  name: 'Star Battle',
  aliases: ['star-battle', 'stars'],
  rules:
    'Place stars so that every row, every column and every room holds exactly the given number of stars (1 or 2, ' +
    'usually). No two stars touch, not even diagonally.',
  formats: [urlFormat, textFormat],
  defaultFormat: 'url',
  examples: ['https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou', 'starbattle 1\nAAABBB\nABBBCC\nADDEEC\nFFDDEC\nFEEEEC\nFCCCCC\n'],
  maximumSize: maximumStarBattleSize,
  size: starBattleSize,
  model: buildModel,
  ...starBattleChecker,
  render,
  answerToJson,
  answerFromJson,
  partialToJson,
  describeEntry,
  play: starBattlePlay,
  edit: starBattleEdit,
  generator: starBattleGenerator,
  collection,
  ratingScale: starBattleScale,
};
