// Nuri-Maze: shade some rooms of a grid divided into rooms, each room all shaded or all unshaded. No 2×2 block is all
// shaded or all unshaded; the unshaded cells are connected and close no loop (a tree), so one route runs through them
// from S to G, and it passes every circle and no triangle. S, G, circles and triangles stay unshaded.
// Example (puz.link `nurimaze/6/6/6efjsstsvjun1e374i2547`, pzprjs's):
//     +-+-+-+-+-+-+        +-+-+-+-+-+-+
//     |S . .|.|. .|        |S . .|.|# #|
//     +-+-+-+ +-+-+        +-+-+-+ +-+-+
//     |. .|.|.|. o|        |# #|#|.|. o|
//     +-+-+ + +-+-+        +-+-+ + +-+-+
//     |. .|.|^|.|.|   ->   |. .|#|^|#|.|
//     +-+-+-+-+ + +        +-+-+-+-+ + +
//     |.|. . .|.|.|        |.|# # #|#|.|
//     +-+-+-+-+-+-+        +-+-+-+-+-+-+
//     |.|.|.|. . .|        |.|.|.|. . .|
//     + +-+ +-+-+-+        + +-+ +-+-+-+
//     |G|.|^|. . .|        |G|#|^|# # #|
//     +-+-+-+-+-+-+        +-+-+-+-+-+-+

import type { Genre } from '../../core/genre.js';
import { nurimazeChecker } from './check.js';
import { collection } from './collection.js';
import { answers, fileFormat, urlFormat } from './formats.js';
import { nurimazeGenerator, nurimazeScale } from './generate.js';
import { buildModel } from './model.js';
import { nurimazeEdit, nurimazePlay } from './play.js';
import type { NurimazeAnswer, NurimazePartial, NurimazePuzzle } from './puzzle.js';
import { maximumNurimazeSize, nurimazeSize } from './puzzle.js';
import { render } from './render.js';

export type { NurimazeAnswer, NurimazeMark, NurimazePartial, NurimazePuzzle } from './puzzle.js';
export { clueId, makeNurimaze, maximumNurimazeSize } from './puzzle.js';

export const nurimaze: Genre<NurimazePuzzle, NurimazeAnswer, NurimazePartial> = {
  id: 'nurimaze',
  name: 'Nuri-Maze',
  aliases: [],
  rules:
    'Shade some rooms of a grid divided into rooms: each room is all shaded or all unshaded. No 2×2 block of cells is ' +
    'all shaded or all unshaded. The unshaded cells are orthogonally connected and close no loop, so one route runs ' +
    'through them from S to G: it passes every circle and no triangle. S, G, circles and triangles stay unshaded.',
  formats: [urlFormat, fileFormat],
  defaultFormat: 'url',
  examples: ['https://puzz.link/p?nurimaze/6/6/6efjsstsvjun1e374i2547'],
  maximumSize: maximumNurimazeSize,
  size: nurimazeSize,
  model: buildModel,
  ...nurimazeChecker,
  render,
  ...answers,
  play: nurimazePlay,
  edit: nurimazeEdit,
  generator: nurimazeGenerator,
  ratingScale: nurimazeScale,
  collection,
};
