// Canal View's test data for the shared suites (see src/core/test-data.ts): generator requests, one bad board per
// rule the checker reports (3×3 puz.link grids), real examples of each format, and the clicks that shade a solution
// in the studio.

import { allCells } from '../../core/geometry.js';
import type { Gesture } from '../../core/play.js';
import type { GenreTestData } from '../../core/test-data.js';
import type { CanalAnswer, CanalPartial, CanalPuzzle } from './puzzle.js';
import { canalSize } from './puzzle.js';
import { canal } from './index.js';

const example = 'https://puzz.link/p?canal/6/6/3i3h2z4h5i2';
/** A ? in the corner r1c1: it only keeps that cell unshaded. */
const cornerUnknown = 'https://puzz.link/p?canal/3/3/.n';

export const testData: GenreTestData<CanalPuzzle, CanalAnswer, CanalPartial> = {
  genre: canal,
  generatorCases: [
    { columns: 5, rows: 5 },
    { columns: 6, rows: 6, difficulty: 'easy' },
    { columns: 5, rows: 7, difficulty: 'easy', options: { symmetry: 'none' } },
  ],
  badBoards: [
    { code: 'wrong-size', puzzle: cornerUnknown, answerValue: [[false]], unreadable: 'the JSON reader refuses a grid of the wrong size' },
    // The ? in the corner is shaded, with its two neighbours: one area, no 2×2 block.
    { code: 'shaded-clue', puzzle: cornerUnknown, answer: [[1, 1, 0], [1, 0, 0], [0, 0, 0]] },
    // The lower right 2×2 block is all shaded.
    { code: 'shaded-2x2', puzzle: cornerUnknown, answer: [[0, 0, 0], [0, 1, 1], [0, 1, 1]] },
    // The 1 in the middle sees two shaded cells.
    { code: 'wrong-count', puzzle: 'https://puzz.link/p?canal/3/3/j1j', answer: [[0, 1, 1], [0, 0, 1], [0, 1, 1]] },
    // Two shaded cells that touch only at a corner.
    { code: 'shaded-divided', puzzle: cornerUnknown, answer: [[0, 1, 0], [1, 0, 0], [0, 0, 0]] },
  ],
  realExamples: [
    { format: 'url', text: example, source: "pzprjs's test/script/canal.js and cspuz_rs's canalview.rs (test/fixtures/canal-solved.jsonl)" },
    {
      format: 'text',
      text: 'pzprv3\ncanal\n6\n6\n3 . . . 3 . \n. 2 . . . . \n. . . . . . \n. . . . . . \n. . . . 4 . \n. 5 . . . 2 \n. . . . . . \n. . . . . . \n. . . . . . \n. . . . . . \n. . . . . . \n. . . . . . \n',
      source: "pzprjs's test board (test/script/canal.js in robx/pzprjs), without the shading",
    },
  ],
  studio: {
    puzzle: example,
    // A click on every shaded cell.
    gestures: (puzzle, answer) =>
      allCells(canalSize(puzzle))
        .filter((cell) => answer[cell.row]![cell.column])
        .map((cell): Gesture => ({ kind: 'press', target: { kind: 'cell', cell }, button: 'primary' })),
  },
  exports: {
    unique: example,
    // A 1 in the middle of a 3×3: any one of its four neighbours, or more cells that it does not see.
    several: 'https://puzz.link/p?canal/3/3/j1j',
    // A 1 between two 0s in a row: the 1 has no cell to see.
    none: 'https://puzz.link/p?canal/3/1/010',
  },
  outsidePuzzles: [
    {
      fixture: 'canal-solved.jsonl',
      text: (record) => String(record.url),
      answer: (record) => record.solution,
      writtenAs: 'url',
      alsoThrough: ['text'],
    },
    { fixture: 'canal-puzzlink.jsonl', text: (record) => String(record.url), writtenAs: 'url', alsoThrough: ['text'] },
  ],
  malformedInputs: [
    { text: 'https://puzz.link/p?canal/5/5/i7g#', error: /URL body, column 4: unexpected character '#'/ },
    { text: 'https://puzz.link/p?canal/2/2/9', error: /outside 0..2/ },
    { text: 'https://puzz.link/p?canal/99/99/g', error: /larger than/ },
    { text: 'pzprv3/canal/2/2/2 x /. . /. . /. . /', error: /line 5, column 3: 'x' is not a clue/ },
    { text: 'pzprv3/canal/2/2/2 . /. 9 /. . /. . /', error: /line 6, column 3: the number 9 is outside 0..2/ },
    { text: 'pzprv3/canal/2/2/2 . /', error: /line 6: row 2 of the clues has 0 entries, not 2/ },
    { text: 'pzprv3/canal/2/2/2 . . /. . /', error: /line 5: row 1 of the clues has 3 entries, not 2/ },
    { text: 'pzprv3/canal/2/x/', error: /line 4: the column count 'x' is not a whole number/ },
  ],
};
