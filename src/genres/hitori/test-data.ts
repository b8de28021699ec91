// Hitori's test data for the shared suites (see src/core/test-data.ts): generator requests, one bad board per rule
// the checker reports, real examples of each format, and the clicks that shade a solution in the studio.

import { allCells } from '../../core/geometry.js';
import type { Gesture } from '../../core/play.js';
import type { GenreTestData } from '../../core/test-data.js';
import type { HitoriAnswer, HitoriPartial, HitoriPuzzle } from './puzzle.js';
import { hitoriSize } from './puzzle.js';
import { hitori } from './index.js';

/** puzz.link's example (pzprjs's test/script/hitori.js); each bad board below is its solution with one rule broken. */
const example = 'https://puzz.link/p?hitori/4/4/1114142333214213';

export const testData: GenreTestData<HitoriPuzzle, HitoriAnswer, HitoriPartial> = {
  genre: hitori,
  generatorCases: [
    { columns: 5, rows: 5 },
    { columns: 7, rows: 7, difficulty: 'easy' },
    { columns: 6, rows: 5, difficulty: 'hard' },
  ],
  badBoards: [
    { code: 'wrong-size', puzzle: example, answerValue: [[false]], unreadable: 'the JSON reader refuses a grid of the wrong size' },
    { code: 'no-shaded', puzzle: 'https://puzz.link/p?hitori/2/2/1221', answer: [[0, 0], [0, 0]] },
    // r2c3 shaded instead of r3c3: it touches r1c3.
    { code: 'adjacent-shaded', puzzle: example, answer: [[1, 0, 1, 0], [0, 0, 1, 0], [1, 0, 0, 0], [0, 0, 0, 1]] },
    // r2c4 shaded instead of r4c4 cuts off r1c4.
    { code: 'disconnected', puzzle: example, answer: [[1, 0, 1, 0], [0, 0, 0, 1], [1, 0, 1, 0], [0, 0, 0, 0]] },
    // r4c4 left unshaded: column 4 has two 3s.
    { code: 'repeated-number', puzzle: example, answer: [[1, 0, 1, 0], [0, 0, 0, 0], [1, 0, 1, 0], [0, 0, 0, 0]] },
  ],
  realExamples: [
    { format: 'url', text: example, source: "pzprjs's test/script/hitori.js (the research notes' worked example)" },
    { format: 'sgt', text: '10x10:7a72864511242914318915a4438a2833874a521538539974478761545338864957743a217133a96a4aa31913571947a2a179', source: "Simon Tatham's Singles (test/fixtures/sgt-singles.jsonl)" },
    { format: 'text', text: 'pzprv3/hitori/4/4/1 1 1 4 /1 4 2 3 /3 3 2 1 /4 2 1 3 /# . . . /# . . . /. . . . /. . . . /', source: "pzprjs's test/script/hitori.js (a board of its failure checks)" },
  ],
  studio: {
    puzzle: example,
    // A click on every shaded cell.
    gestures: (puzzle, answer) =>
      allCells(hitoriSize(puzzle))
        .filter((cell) => answer[cell.row]![cell.column])
        .map((cell): Gesture => ({ kind: 'press', target: { kind: 'cell', cell }, button: 'primary' })),
  },
  exports: {
    unique: 'https://puzz.link/p?hitori/4/4/1114142333214213',
    several: 'https://puzz.link/p?hitori/3/3/123231312',
    none: 'https://puzz.link/p?hitori/2/2/1111',
  },
  malformedInputs: [
    { text: 'https://puzz.link/p?hitori/2/2/1#21', error: /URL body, column 2: unexpected character '#'/ },
    { text: 'https://puzz.link/p?hitori/2/2/1-1', error: /'-' must be followed by two base-36 digits/ },
    { text: 'https://puzz.link/p?hitori/2/2/0121', error: /the number 0 at r1c1 is outside/ },
    { text: '2x2:1231', error: /column 3: the number 3 is larger than the grid's 2/ },
    { text: '2x2:12+1', error: /unexpected character '\+'/ },
    { text: '2x2:121', error: /the text ends where cell 4 of 4 was expected/ },
    { text: 'pzprv3/hitori/2/2/1 2 /2 /', error: /line 6: row 2 of the numbers has 1 entries, not 2/ },
    { text: 'pzprv3/hitori/2/2/1 2 /2 x /', error: /line 6, column 3: 'x' is not a number/ },
  ],
};
