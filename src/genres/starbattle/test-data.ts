// Star Battle's test data for the shared suites (see src/core/test-data.ts): generator requests, one bad board per
// rule the checker reports (4×4 grids of one star whose rooms are made to break exactly that rule), real examples of
// each format, and the clicks that place the stars of a solution in the studio.

import { allCells } from '../../core/geometry.js';
import type { Gesture } from '../../core/play.js';
import type { GenreTestData } from '../../core/test-data.js';
import type { StarBattleAnswer, StarBattlePartial, StarBattlePuzzle } from './puzzle.js';
import { starBattleSize } from './puzzle.js';
import { starBattle } from './index.js';

/** Four stars that neither touch nor share a row or column. */
const apart = [
  [0, 1, 0, 0],
  [0, 0, 0, 1],
  [1, 0, 0, 0],
  [0, 0, 1, 0],
];

export const testData: GenreTestData<StarBattlePuzzle, StarBattleAnswer, StarBattlePartial> = {
  genre: starBattle,
  generatorCases: [
    { columns: 6, rows: 6 },
    { columns: 7, rows: 7, difficulty: 'easy' },
    { columns: 7, rows: 7, difficulty: 'medium' },
    { columns: 8, rows: 8, difficulty: 'hard' },
  ],
  badBoards: [
    { code: 'wrong-size', puzzle: 'starbattle 1\nAAAA\nBBBB\nCCCC\nDDDD\n', answerValue: [[false]], unreadable: 'the JSON reader refuses a grid of the wrong size' },
    // Rooms are the rows: a diagonal of stars fills every row, column and room, but its stars touch.
    { code: 'stars-touch', puzzle: 'starbattle 1\nAAAA\nBBBB\nCCCC\nDDDD\n', answer: [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]] },
    // Three rooms: the first two rows are one room, with two stars.
    { code: 'room-over', puzzle: 'starbattle 1\nAAAA\nAAAA\nBBBB\nCCCC\n', answer: apart },
    // Five rooms: the last row is two rooms, and its star is in the second.
    { code: 'room-under', puzzle: 'starbattle 1\nAAAA\nBBBB\nCCCC\nDDEE\n', answer: apart },
    // Rooms are the columns: each holds one star, but the stars sit two to a row.
    { code: 'line-count', puzzle: 'starbattle 1\nABCD\nABCD\nABCD\nABCD\n', answer: [[1, 0, 1, 0], [0, 0, 0, 0], [0, 1, 0, 1], [0, 0, 0, 0]] },
  ],
  realExamples: [
    { format: 'url', text: 'https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou', source: "pzprjs's test/script/starbattle.js (the research notes' worked example 5.10)" },
    {
      format: 'text',
      text: 'starbattle 1\nAAABBB\nABBBCC\nADDEEC\nFFDDEC\nFEEEEC\nFCCCCC\n',
      source: "pzprjs's test/script/starbattle.js, starbattle/6/6/1/4ilbhgdnmhou as a text grid",
    },
  ],
  studio: {
    puzzle: 'https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou',
    // A click on every star.
    gestures: (puzzle, answer) =>
      allCells(starBattleSize(puzzle))
        .filter((cell) => answer[cell.row]![cell.column])
        .map((cell): Gesture => ({ kind: 'press', target: { kind: 'cell', cell }, button: 'primary' })),
  },
  exports: {
    unique: 'https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou',
    several: 'starbattle 1\nAAAA\nBBBB\nCCCC\nDDDD\n',
    severalCount: 2,
    none: 'starbattle 1\nAAAA\nAAAA\nBBBB\nCCCC\n',
  },
  malformedInputs: [
    { text: 'https://puzz.link/p?starbattle/6/5/1/4ilbhgdnmhou', error: /URL size: a Star Battle grid is square, not 6×5/ },
    { text: 'https://puzz.link/p?starbattle/6/6/2/4ilbhgdnmhou', error: /the star count must be a whole number from 1 to 1 in a 6×6 grid/ },
    { text: 'https://puzz.link/p?starbattle/6/6/x/4ilbhgdnmhou', error: /URL body, column 1: expected a whole number/ },
    { text: 'https://puzz.link/p?starbattle/6/6/1x4ilbhgdnmhou', error: /URL body, column 2: expected '\/' after the star count/ },
    { text: 'https://puzz.link/p?starbattle/6/6/1/4ilb', error: /the borders of a 6×6 grid take 12 characters, but only 4 are left/ },
    { text: 'https://puzz.link/p?starbattle/99/99/1/', error: /larger than/ },
    { text: 'starbattle 1\nAAB\nA-B\nCCB\n', error: /line 3, column 2: '-' is not a room label/ },
    { text: 'starbattle 1\nAAB\nAB\nCCB\n', error: /line 3: this row has 2 cells, the first has 3/ },
    { text: 'starbattle 1\nABA\nBBB\nCCC\n', error: /room 'A' is split into separate areas \(again at row 1, column 3\)/ },
    { text: 'starbattle 1\nAAB\nACB\n', error: /a Star Battle grid is square .*, not 3×2/ },
    { text: 'starbattle 0\nAAB\nACB\nCCB\n', error: /the star count must be a whole number from 1 to 1/ },
  ],
};
