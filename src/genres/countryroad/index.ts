// Country Road: draw one loop through the centres of cells, never crossing or branching, in a grid divided into
// countries. The loop passes through every country exactly once (it enters and leaves once); a number in a country
// says how many of its cells the loop visits; two neighbouring cells in different countries are not both left
// unvisited.
// Example (puzz.link `country/5/5/amda0uf02h12h`):
//   countries  numbers      loop
//   00112      2 . . . .    . . ┌┐.
//   00112      . . . . .    ┌─┘└┐
//   34442  ->  1 2 . . .    └─┐.│
//   35566      . . . . .    .┌┘┌┘
//   35566      . . . . .    .└─┘.

import type { Genre } from '../../core/genre.js';
import { lineAnswers } from '../shared/centre-loop.js';
import { countryRoadChecker } from './check.js';
import { collection } from './collection.js';
import { fileFormat, urlFormat } from './formats.js';
import { countryRoadGenerator } from './generate.js';
import { buildModel } from './model.js';
import { countryRoadEdit, countryRoadPlay } from './play.js';
import type { CountryRoadAnswer, CountryRoadPartial, CountryRoadPuzzle } from './puzzle.js';
import { countryRoadSize, maximumCountryRoadSize } from './puzzle.js';
import { countryRoadScale } from './rating.js';
import { render } from './render.js';

export type { CountryNumber, CountryRoadAnswer, CountryRoadPartial, CountryRoadPuzzle } from './puzzle.js';

export const countryRoad: Genre<CountryRoadPuzzle, CountryRoadAnswer, CountryRoadPartial> = {
  id: 'countryroad',
  name: 'Country Road',
  aliases: ['country'],
  rules:
    'Draw one loop through the centres of cells, never crossing or branching, in a grid divided into countries. The ' +
    'loop passes through every country exactly once; a number in a country says how many of its cells the loop ' +
    'visits; two neighbouring cells in different countries are not both left unvisited.',
  formats: [urlFormat, fileFormat],
  defaultFormat: 'url',
  examples: ['https://puzz.link/p?country/5/5/amda0uf02h12h'],
  maximumSize: maximumCountryRoadSize,
  size: countryRoadSize,
  model: buildModel,
  ...countryRoadChecker,
  render,
  ...lineAnswers(countryRoadSize),
  play: countryRoadPlay,
  edit: countryRoadEdit,
  generator: countryRoadGenerator,
  collection,
  ratingScale: countryRoadScale,
};
