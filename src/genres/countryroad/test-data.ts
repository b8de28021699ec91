// Country Road's test data for the shared suites (see src/core/test-data.ts): one bad board per rule the checker
// reports (lines drawn as paths over the cells, countries given as pzprv3 files), real examples of each format,
// generator requests and the drag that draws the loop in the studio.

import { loopPoints } from '../../core/lines.js';
import type { GenreTestData } from '../../core/test-data.js';
import { linesFromPaths } from '../shared/centre-loop.js';
import type { CountryRoadAnswer, CountryRoadPartial, CountryRoadPuzzle } from './puzzle.js';
import { countryRoadSize } from './puzzle.js';
import { countryRoad } from './index.js';

/** A pzprv3 file on one line: countries and numbers as rows of tokens (`.` no number). */
const file = (countries: string[], numbers: string[]) =>
  `pzprv3/country/${countries.length}/${countries[0]!.split(' ').length}/${new Set(countries.join(' ').split(' ')).size}/${countries.join(' /')} /${numbers.join(' /')} /`;

const square = (row: number, column: number): [number, number][] => [[row, column], [row, column + 1], [row + 1, column + 1], [row + 1, column], [row, column]];
/** A 3×3 grid that is one country, without numbers. */
const oneCountry = file(['0 0 0', '0 0 0', '0 0 0'], ['. . .', '. . .', '. . .']);
/** The loop round the edge of a 3×3 grid. */
const ring: [number, number][] = [[0, 0], [0, 2], [2, 2], [2, 0], [0, 0]];
/** puzz.link's example (pzprjs's test/script/country.js). */
const example = 'https://puzz.link/p?country/5/5/amda0uf02h12h';

export const testData: GenreTestData<CountryRoadPuzzle, CountryRoadAnswer, CountryRoadPartial> = {
  genre: countryRoad,
  generatorCases: [
    { columns: 6, rows: 6 },
    { columns: 6, rows: 6, difficulty: 'easy' },
    { columns: 6, rows: 5, difficulty: 'medium' },
  ],
  badBoards: [
    { code: 'wrong-size', puzzle: example, answerValue: { horizontal: [[false]], vertical: [] }, unreadable: 'the JSON reader refuses lines of the wrong size' },
    { code: 'branch', puzzle: oneCountry, answer: linesFromPaths(3, 3, ring, [[0, 1], [2, 1]]) },
    { code: 'crossing', puzzle: oneCountry, answer: linesFromPaths(3, 3, square(0, 0), square(1, 1)) },
    // The loop round the edge passes the middle column at the top and at the bottom.
    { code: 'country-twice', puzzle: file(['0 1 2', '0 1 2', '0 1 2'], ['. . .', '. . .', '. . .']), answer: linesFromPaths(3, 3, ring) },
    { code: 'wrong-count', puzzle: file(['0 1', '0 1'], ['1 .', '. .']), answer: linesFromPaths(2, 2, square(0, 0)) },
    // The middle cell is a country of its own, and the loop round it stays in the other.
    { code: 'country-missed', puzzle: file(['0 0 0', '0 1 0', '0 0 0'], ['. . .', '. . .', '. . .']), answer: linesFromPaths(3, 3, ring) },
    // r1c3 and r2c3 are both unvisited, on two sides of the border under the top row.
    { code: 'unvisited-neighbours', puzzle: file(['0 0 0', '1 1 1', '1 1 1'], ['. . .', '. . .', '. . .']), answer: linesFromPaths(3, 3, square(0, 0)) },
    { code: 'dead-end', puzzle: oneCountry, answer: linesFromPaths(3, 3, [[0, 0], [0, 2]]) },
    { code: 'several-loops', puzzle: file(['0 0 0 0', '0 0 0 0'], ['. . . .', '. . . .']), answer: linesFromPaths(2, 4, square(0, 0), square(0, 2)) },
  ],
  realExamples: [
    { format: 'url', text: example, source: "pzprjs's test/script/country.js (the research notes' worked example)" },
    { format: 'url', text: 'https://puzz.link/p?country/6/6/eemdee0cvv603h2l14', source: "cspuz_rs's Country Road serializer test" },
    {
      format: 'text',
      text: 'pzprv3/country/5/5/7/0 0 1 1 2 /0 0 1 1 2 /3 4 4 4 2 /3 5 5 6 6 /3 5 5 6 6 /2 . . . . /. . . . . /1 2 . . . /. . . . . /. . . . . /0 0 1 0 /1 1 0 1 /1 1 0 0 /0 1 0 1 /0 1 1 0 /0 0 1 1 0 /1 0 0 0 1 /0 0 1 0 1 /0 1 0 1 0 /2 2 1 0 0 /1 1 0 1 0 /1 1 1 2 1 /2 1 0 1 0 /2 1 0 0 0 /',
      source: "pzprjs's test/script/country.js (its solved board)",
    },
  ],
  studio: {
    puzzle: example,
    // One drag round the whole loop.
    gestures: (puzzle, answer) => [{ kind: 'trace', points: loopPoints(countryRoadSize(puzzle), answer), button: 'primary' }],
  },
  exports: {
    // The ASP export alone runs here.
    unique: 'https://puzz.link/p?country/5/5/amda0uf02h12h',
    several: 'pzprv3/country/3/3/1/0 0 0 /0 0 0 /0 0 0 /. . . /. . . /. . . /',
    languages: ['asp'],
  },
  malformedInputs: [
    { text: 'https://puzz.link/p?country/e/5/5/amda0uf02h12h', error: /the option 'e' \(countries may be left unvisited, and a number may be 0\) is a variant pencilsat does not solve/ },
    { text: 'https://puzz.link/p?country/5/5/amd', error: /the borders of a 5×5 grid take 8 characters, but only 3 are left/ },
    { text: 'https://puzz.link/p?country/5/5/amda0uf00h12h', error: /the number 0 at row 1, column 1 is outside 1..4/ },
    { text: 'https://puzz.link/p?country/5/5/amda0uf02h12#', error: /unexpected character '#'/ },
    { text: 'pzprv3/country/2/2/2/0 1 /1 0 /. . /. . /', error: /country '1' is split into separate areas \(again at row 2, column 1\)/ },
    { text: 'pzprv3/country/2/2/1/0 0 /0 0 /1 . /. 2 /', error: /has two numbers/ },
    { text: 'pzprv3/country/2/2/1/0 0 /0 x /. . /. . /', error: /line 7, column 3: 'x' is not a country from 0 to 0/ },
    { text: 'pzprv3.1/country/2/2/1/0 0 /0 0 /. . /. . /', error: /only version 0 of the pzprv3 file/ },
  ],
};
