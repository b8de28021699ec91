// Moon or Sun's test data for the shared suites (see src/core/test-data.ts): one bad board per rule the checker
// reports (lines drawn as paths over the cells, puzzles given as pzprv3 files), real examples of each format,
// generator requests, puzzles for the exports and the drag that draws the loop in the studio.

import { loopPoints } from '../../core/lines.js';
import type { GenreTestData } from '../../core/test-data.js';
import { linesFromPaths } from '../shared/centre-loop.js';
import type { MoonSunAnswer, MoonSunPartial, MoonSunPuzzle } from './puzzle.js';
import { moonSunSize } from './puzzle.js';
import { moonSun } from './index.js';

/** A pzprv3 file on one line: rooms and marks as rows of tokens (`1` a sun, `2` a moon, `.` none). */
const file = (rooms: string[], marks: string[]) =>
  `pzprv3/moonsun/${rooms.length}/${rooms[0]!.split(' ').length}/${new Set(rooms.join(' ').split(' ')).size}/${rooms.join(' /')} /${marks.join(' /')} /`;

const square = (row: number, column: number): [number, number][] => [[row, column], [row, column + 1], [row + 1, column + 1], [row + 1, column], [row, column]];
const oneRoom = ['0 0 0', '0 0 0', '0 0 0'];
/** The loop round the edge of a 3×3 grid. */
const ring: [number, number][] = [[0, 0], [0, 2], [2, 2], [2, 0], [0, 0]];
const lines = (...paths: [number, number][][]) => linesFromPaths(3, 3, ...paths);
/** pzprjs's test puzzle (test/script/moonsun.js). */
const example = 'https://puzz.link/p?moonsun/6/6/44ccaa0c0vo0f1767932ii12';

export const testData: GenreTestData<MoonSunPuzzle, MoonSunAnswer, MoonSunPartial> = {
  genre: moonSun,
  generatorCases: [
    { columns: 6, rows: 6 },
    { columns: 6, rows: 6, difficulty: 'easy' },
    { columns: 6, rows: 5, difficulty: 'medium' },
  ],
  badBoards: [
    { code: 'wrong-size', puzzle: example, answerValue: { horizontal: [[false]], vertical: [] }, unreadable: 'the JSON reader refuses lines of the wrong size' },
    { code: 'branch', puzzle: file(oneRoom, ['2 . .', '. . .', '. . .']), answer: lines(ring, [[0, 1], [2, 1]]) },
    { code: 'crossing', puzzle: file(oneRoom, ['2 . .', '. . .', '. . .']), answer: lines(square(0, 0), square(1, 1)) },
    // The loop round the edge passes the middle column at the top and at the bottom.
    { code: 'room-twice', puzzle: file(['0 1 2', '0 1 2', '0 1 2'], ['2 1 2', '. . .', '. . .']), answer: lines(ring) },
    { code: 'both-kinds', puzzle: file(oneRoom, ['2 . 1', '. . .', '. . .']), answer: lines(ring) },
    { code: 'moons-in-a-row', puzzle: file(['0 0 1', '0 0 1', '0 0 1'], ['2 . 2', '. . .', '. . .']), answer: lines(ring) },
    { code: 'suns-in-a-row', puzzle: file(['0 0 1', '0 0 1', '0 0 1'], ['1 . 1', '. . .', '. . .']), answer: lines(ring) },
    // The moon in the middle is left out.
    { code: 'moon-missed', puzzle: file(oneRoom, ['2 . .', '. 2 .', '. . .']), answer: lines(ring) },
    { code: 'sun-missed', puzzle: file(oneRoom, ['1 . .', '. 1 .', '. . .']), answer: lines(ring) },
    // The middle cell is a room of its own, and the loop round it stays in the other.
    { code: 'room-missed', puzzle: file(['0 0 0', '0 1 0', '0 0 0'], ['2 . .', '. 1 .', '. . .']), answer: lines(ring) },
    { code: 'no-mark-passed', puzzle: file(oneRoom, ['. . .', '. 1 .', '. . .']), answer: lines(ring) },
    { code: 'dead-end', puzzle: file(oneRoom, ['2 . .', '. . .', '. . .']), answer: lines([[0, 0], [0, 2]]) },
    { code: 'several-loops', puzzle: file(['0 0 0 0', '0 0 0 0'], ['2 . 2 .', '. . . .']), answer: linesFromPaths(2, 4, square(0, 0), square(0, 2)) },
  ],
  realExamples: [
    { format: 'url', text: example, source: "pzprjs's test/script/moonsun.js" },
    {
      format: 'text',
      text: 'pzprv3/moonsun/6/6/6/0 0 0 1 1 1 /0 0 0 1 1 1 /2 2 0 1 1 1 /2 2 0 3 3 3 /4 4 5 5 3 3 /4 4 5 5 3 3 /1 2 . . . 1 /. 2 1 . 2 . /. 2 1 1 . . /. 1 . . . 2 /2 . . 2 . . /. . 1 . . 2 /0 1 1 1 1 /1 -1 0 0 0 /0 0 0 1 1 /1 0 0 1 1 /1 0 0 0 0 /1 1 1 1 1 /0 1 0 0 0 1 /1 -1 0 0 0 1 /1 0 0 1 0 0 /0 1 0 0 0 1 /1 0 0 0 0 1 /2 0 0 0 0 0 /0 0 2 0 0 0 /0 0 2 0 0 0 /0 0 0 0 0 0 /0 0 0 0 0 0 /0 0 0 0 0 0 /',
      source: "pzprjs's test/script/moonsun.js (its solved board)",
    },
  ],
  studio: {
    puzzle: example,
    // One drag round the whole loop.
    gestures: (puzzle, answer) => [{ kind: 'trace', points: loopPoints(moonSunSize(puzzle), answer), button: 'primary' }],
  },
  exports: {
    unique: example,
    // One room of a moon in the corner of a 3×3 grid: every cycle through it.
    several: 'pzprv3/moonsun/3/3/1/0 0 0 /0 0 0 /0 0 0 /2 . . /. . . /. . . /',
    severalCount: 7,
    // Two rooms of moons side by side, which the loop would have to join.
    none: 'pzprv3/moonsun/2/2/2/0 1 /0 1 /2 2 /. . /',
  },
  malformedInputs: [
    { text: 'https://puzz.link/p?moonsun/3/3/0000z', error: /column 5: unexpected character 'z' in the moons and suns \(expected 0-9 or a-q\)/ },
    { text: 'https://puzz.link/p?moonsun/3/3/0', error: /the borders of a 3×3 grid take 4 characters, but only 1 are left/ },
    { text: 'pzprv3/moonsun/2/2/1/0 0 /0 0 /. x /. . /', error: /line 8, column 3: 'x' is not a sun \(1\), a moon \(2\) or none \(\.\)/ },
    { text: 'pzprv3/moonsun/2/2/2/0 1 /1 0 /. . /. . /', error: /room '1' is split into separate areas/ },
    { text: 'pzprv3/moonsun/2/2/1/0 0 /0 0 /. . /', error: /line 9: row 2 of the marks has 0 entries, not 2/ },
    { text: 'https://puzz.link/p?moonsun/1/1/', error: /at least 2×2/ },
  ],
};
