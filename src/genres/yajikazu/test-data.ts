// Yajisan-Kazusan's test data for the shared suites (see src/core/test-data.ts): generator requests, one bad board
// per rule the checker reports (3×3 puz.link grids), real examples of each format, and the clicks that shade a
// solution in the studio, clue cells among them.

import { allCells } from '../../core/geometry.js';
import type { Gesture } from '../../core/play.js';
import type { GenreTestData } from '../../core/test-data.js';
import type { YajikazuAnswer, YajikazuPartial, YajikazuPuzzle } from './puzzle.js';
import { yajikazuSize } from './puzzle.js';
import { yajikazu } from './index.js';

/** pzprjs's test puzzle (test/script/yajikazu.js). */
const example = 'https://puzz.link/p?yajikazu/6/6/40d23663i32h12b32a12a11c';
/** A blank 3×3. */
const blank = 'https://puzz.link/p?yajikazu/3/3/i';
/** A 1 pointing right at r2c1. */
const rightOne = 'https://puzz.link/p?yajikazu/3/3/c41e';

export const testData: GenreTestData<YajikazuPuzzle, YajikazuAnswer, YajikazuPartial> = {
  genre: yajikazu,
  generatorCases: [
    { columns: 5, rows: 5 },
    { columns: 6, rows: 6, difficulty: 'easy' },
    { columns: 5, rows: 7, difficulty: 'easy', options: { symmetry: 'none' } },
  ],
  badBoards: [
    { code: 'wrong-size', puzzle: rightOne, answerValue: [[false]], unreadable: 'the JSON reader refuses a grid of the wrong size' },
    { code: 'no-shaded', puzzle: blank, answer: [[0, 0, 0], [0, 0, 0], [0, 0, 0]] },
    { code: 'adjacent-shaded', puzzle: blank, answer: [[1, 1, 0], [0, 0, 0], [0, 0, 0]] },
    // r1c1 is cut off by two shaded cells that touch only at a corner.
    { code: 'disconnected', puzzle: blank, answer: [[0, 1, 0], [1, 0, 0], [0, 0, 0]] },
    // The 1 stays unshaded and points at no shaded cell.
    { code: 'wrong-count', puzzle: rightOne, answer: [[0, 0, 0], [0, 0, 0], [0, 0, 1]] },
  ],
  realExamples: [
    { format: 'url', text: example, source: "pzprjs's test/script/yajikazu.js (test/fixtures/yajikazu-pzprjs.jsonl)" },
    {
      format: 'text',
      text: 'pzprv3/yajikazu/6/6/4,0 . . . . 2,3 /1,99 . . . . . /. . . . 3,2 . /. . . . . . /. 1,2 . . 3,2 . /1,2 . 1,1 . . . /+ + + + + + /# + # + + # /+ # + # + + /+ + + . + # /+ # + # + + /# + + . + # /',
      source: "pzprjs's test/script/yajikazu.js, its solved board",
    },
  ],
  studio: {
    puzzle: example,
    // A click on every shaded cell, the shaded clues too.
    gestures: (puzzle, answer) =>
      allCells(yajikazuSize(puzzle))
        .filter((cell) => answer[cell.row]![cell.column])
        .map((cell): Gesture => ({ kind: 'press', target: { kind: 'cell', cell }, button: 'primary' })),
  },
  exports: {
    unique: example,
    // A blank 2×2: any one cell shaded (two would touch or cut a corner off).
    several: 'https://puzz.link/p?yajikazu/2/2/d',
    severalCount: 4,
    // A 0 pointing right beside a 0 pointing left: whichever is shaded, the other points at it.
    none: 'https://puzz.link/p?yajikazu/2/1/4030',
  },
  outsidePuzzles: [
    {
      fixture: 'yajikazu-solved.jsonl',
      text: (record) => String(record.url),
      answer: (record) => record.solution,
      writtenAs: 'url',
      alsoThrough: ['text'],
    },
    { fixture: 'yajikazu-puzzlink.jsonl', text: (record) => String(record.url), writtenAs: 'url', alsoThrough: ['text'] },
  ],
  malformedInputs: [
    { text: 'https://puzz.link/p?yajikazu/5/5/i40#', error: /URL body, column 4: unexpected character '#'/ },
    { text: 'https://puzz.link/p?yajikazu/5/5/i7g#', error: /URL body, column 2: expected 2 hex digits after the arrow, found 'g#'/ },
    { text: 'https://puzz.link/p?yajikazu/3/3/1', error: /expected 1 hex digit after the arrow/ },
    { text: 'https://puzz.link/p?yajikazu/3/3/-13e8', error: /the number 1000 at r1c1 is outside 0..999/ },
    { text: 'https://puzz.link/p?yajikazu/99/99/g', error: /larger than/ },
    { text: 'pzprv3/yajikazu/2/2/4,1 x /. . /. . /. . /', error: /line 5, column 5: 'x' is not '.' or a clue/ },
    { text: 'pzprv3/yajikazu/2/2/5,1 . /. . /', error: /line 5, column 1: '5,1' is not '.' or a clue/ },
    { text: 'pzprv3/yajikazu/2/2/4,1 . /', error: /line 6: row 2 of the clues has 0 entries, not 2/ },
    { text: 'pzprv3/yajikazu/2/x/', error: /line 4: the column count 'x' is not a whole number/ },
  ],
};
