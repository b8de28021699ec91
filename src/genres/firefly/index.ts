// Hotaru Beam (puz.link's `firefly`): each circle is a firefly with a dot on one side. From every dot draw a line
// through the centres of cells that ends at a firefly, entering it by a side without a dot; a number in a
// firefly says how many times its line turns. Lines never branch or cross, and all lines and fireflies form one
// connected network.
// Example: https://puzz.link/p?firefly/5/5/40c21a3.a30g10a22a11c11 (pzprjs's test puzzle), drawn with its answer
// in firefly.test.ts.

import type { Genre } from '../../core/genre.js';
import { lineAnswers } from '../shared/centre-loop.js';
import { fireflyChecker } from './check.js';
import { collection } from './collection.js';
import { fileFormat, urlFormat } from './formats.js';
import { buildModel } from './model.js';
import { fireflyGenerator } from './generate.js';
import { fireflyEdit, fireflyPlay } from './play.js';
import { fireflyScale } from './rating.js';
import type { FireflyAnswer, FireflyPartial, FireflyPuzzle } from './puzzle.js';
import { fireflySize, maximumFireflySize } from './puzzle.js';
import { render } from './render.js';

export type { Firefly, FireflyAnswer, FireflyPartial, FireflyPuzzle } from './puzzle.js';

export const firefly: Genre<FireflyPuzzle, FireflyAnswer, FireflyPartial> = {
  id: 'firefly',
  name: 'Hotaru Beam',
  aliases: ['hotaru', 'hotarubeam', 'hotaru-beam'],
  rules:
    'Each circle is a firefly with a dot on one side. From every dot draw a line through the centres of cells that ' +
    'ends at a firefly, entering it by a side without a dot; a number in a firefly says how many times its ' +
    'line turns. Lines never branch or cross, and all lines and fireflies form one connected network.',
  layout: "the fireflies' dots",
  formats: [urlFormat, fileFormat],
  defaultFormat: 'url',
  examples: ['https://puzz.link/p?firefly/5/5/40c21a3.a30g10a22a11c11'],
  maximumSize: maximumFireflySize,
  size: fireflySize,
  model: buildModel,
  ...fireflyChecker,
  render,
  ...lineAnswers(fireflySize),
  play: fireflyPlay,
  generator: fireflyGenerator,
  collection,
  ratingScale: fireflyScale,
  edit: fireflyEdit,
};
