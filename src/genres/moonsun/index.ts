// Moon or Sun: draw one loop through the centres of cells, never crossing or branching, in a grid divided into rooms
// holding moons and suns. The loop passes through every room exactly once (it enters and leaves once); in each room it
// passes either every moon and no sun, or every sun and no moon; rooms where it passes moons and rooms where it passes
// suns take turns along the loop.
// Example (puz.link `moonsun/6/6/44ccaa0c0vo0f1767932ii12`, pzprjs's test puzzle; o a sun, c a moon):
//   rooms    marks           loop
//   000111   o c . . . o     o c───────o
//   000111   . c o . c .       │       │
//   220111   . c o o . .     ┌─c o · c │
//   220333   . o . . . c     │         │
//   445533   c . . c . .     │ c o o───┘
//   445533   . . o . . c     │     │
//                            └─o · └───c
//                              │       │
//                            c─┘ · c · │
//                            │         │
//                            └───o─────c
// (drawn with its answer in moonsun.test.ts).

import type { Genre } from '../../core/genre.js';
import { lineAnswers } from '../shared/centre-loop.js';
import { moonSunChecker } from './check.js';
import { collection } from './collection.js';
import { fileFormat, urlFormat } from './formats.js';
import { moonSunGenerator } from './generate.js';
import { buildModel } from './model.js';
import { moonSunEdit, moonSunPlay } from './play.js';
import type { MoonSunAnswer, MoonSunPartial, MoonSunPuzzle } from './puzzle.js';
import { maximumMoonSunSize, moonSunSize } from './puzzle.js';
import { moonSunScale } from './rating.js';
import { render } from './render.js';

export type { Mark, MoonSunAnswer, MoonSunPartial, MoonSunPuzzle } from './puzzle.js';

export const moonSun: Genre<MoonSunPuzzle, MoonSunAnswer, MoonSunPartial> = {
  id: 'moonsun',
  name: 'Moon or Sun',
  aliases: [],
  rules:
    'Draw one loop through the centres of cells, never crossing or branching, in a grid divided into rooms holding ' +
    'moons and suns. The loop passes through every room exactly once; in each room it passes either every moon and ' +
    'no sun, or every sun and no moon; rooms where it passes moons and rooms where it passes suns take turns along ' +
    'the loop.',
  formats: [urlFormat, fileFormat],
  defaultFormat: 'url',
  examples: ['https://puzz.link/p?moonsun/6/6/44ccaa0c0vo0f1767932ii12'],
  maximumSize: maximumMoonSunSize,
  size: moonSunSize,
  model: buildModel,
  ...moonSunChecker,
  render,
  ...lineAnswers(moonSunSize),
  play: moonSunPlay,
  edit: moonSunEdit,
  generator: moonSunGenerator,
  collection,
  ratingScale: moonSunScale,
};
