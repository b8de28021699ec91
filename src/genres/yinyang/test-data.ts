// Yin-Yang's test data for the shared suites (see src/core/test-data.ts): generator requests, one bad board per rule
// the checker reports (3×3 puz.link grids), real examples of each format, and the presses that enter a solution.

import { allCells } from '../../core/geometry.js';
import type { Gesture } from '../../core/play.js';
import type { GenreTestData } from '../../core/test-data.js';
import type { YinYangAnswer, YinYangPartial, YinYangPuzzle } from './puzzle.js';
import { givenAt, yinYangSize } from './puzzle.js';
import { yinYang } from './index.js';

const example = 'https://puzz.link/p?yinyang/5/5/016612300';
const empty = 'https://puzz.link/p?yinyang/3/3/000';

export const testData: GenreTestData<YinYangPuzzle, YinYangAnswer, YinYangPartial> = {
  genre: yinYang,
  generatorCases: [
    { columns: 5, rows: 5 },
    { columns: 7, rows: 7, difficulty: 'easy' },
    { columns: 6, rows: 8, difficulty: 'easy', options: { symmetry: 'none' } },
  ],
  badBoards: [
    { code: 'wrong-size', puzzle: empty, answerValue: [[true]], unreadable: 'the JSON reader refuses a grid of the wrong size' },
    // The white circle given in the corner is black; the rest is a solution.
    { code: 'given-changed', puzzle: 'https://puzz.link/p?yinyang/3/3/900', answer: [[1, 1, 1], [1, 0, 1], [0, 0, 0]] },
    { code: 'black-2x2', puzzle: empty, answer: [[1, 1, 1], [1, 1, 0], [0, 0, 0]] },
    { code: 'white-2x2', puzzle: empty, answer: [[0, 0, 0], [0, 0, 1], [1, 1, 1]] },
    { code: 'black-divided', puzzle: empty, answer: [[1, 0, 1], [1, 0, 1], [1, 0, 1]] },
    { code: 'white-divided', puzzle: empty, answer: [[0, 1, 0], [0, 1, 0], [0, 1, 0]] },
    { code: 'empty-cell', puzzle: empty, answer: [[1, 1, 1], [1, 0, 1], [0, 0, null]] },
  ],
  realExamples: [
    { format: 'url', text: example, source: "pzprjs's test puzzle (test/script/yinyang.js in robx/pzprjs; test/fixtures/yinyang-solved.jsonl)" },
    {
      format: 'text',
      text: 'pzprv3\nyinyang\n5\n5\n. . . . . \n1 . 2 . . \n2 . . . 1 \n. . 2 . 1 \n. . . . . \n. . . . . \n. . . . . \n. . . . . \n. . . . . \n. . . . . \n',
      source: "pzprjs's test board (test/script/yinyang.js in robx/pzprjs), without the player's circles",
    },
  ],
  studio: {
    puzzle: example,
    // One press makes a black circle, two a white one.
    gestures: (puzzle, answer) =>
      allCells(yinYangSize(puzzle))
        .filter((cell) => givenAt(puzzle, cell) === null)
        .flatMap((cell): Gesture[] => Array.from({ length: answer[cell.row]![cell.column] ? 1 : 2 }, () => ({ kind: 'press', target: { kind: 'cell', cell }, button: 'primary' }))),
  },
  exports: {
    unique: example,
    several: empty,
    // Given circles like a chessboard: neither colour can connect.
    none: 'https://puzz.link/p?yinyang/2/2/mi',
  },
  outsidePuzzles: [
    {
      fixture: 'yinyang-solved.jsonl',
      text: (record) => String(record.url),
      answer: (record) => record.solution,
      writtenAs: 'url',
      alsoThrough: ['text'],
    },
  ],
  malformedInputs: [
    { text: 'https://puzz.link/p?yinyang/5/5/01r', error: /URL body, column 3: unexpected character 'r' in the circles/ },
    { text: 'https://puzz.link/p?yinyang/99/99/0', error: /larger than|outside/ },
    { text: 'pzprv3/yinyang/2/2/1 3 /. . /', error: /line 5, column 3: '3' is not a given circle/ },
    { text: 'pzprv3/yinyang/2/2/1 . /. . /. x /. . /', error: /line 7, column 3: 'x' is not a circle/ },
    { text: 'pzprv3/yinyang/2/2/1 . /', error: /line 6: row 2 of the given circles has 0 entries, not 2/ },
  ],
};
