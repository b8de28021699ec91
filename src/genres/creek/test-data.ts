// Creek's test data for the shared suites (see src/core/test-data.ts): generator requests, one bad board per rule the
// checker reports (2×2 and 3×3 puz.link grids), real examples of each format, and the clicks that shade a solution in
// the studio.

import { allCells } from '../../core/geometry.js';
import type { Gesture } from '../../core/play.js';
import type { GenreTestData } from '../../core/test-data.js';
import type { CreekAnswer, CreekPartial, CreekPuzzle } from './puzzle.js';
import { creekSize } from './puzzle.js';
import { creek } from './index.js';

const example = 'https://puzz.link/p?creek/6/6/gagaich2cgb6769dt';
/** A 2×2 grid without numbers. */
const empty = 'https://puzz.link/p?creek/2/2/o';

export const testData: GenreTestData<CreekPuzzle, CreekAnswer, CreekPartial> = {
  genre: creek,
  generatorCases: [
    { columns: 5, rows: 5 },
    { columns: 6, rows: 6, difficulty: 'easy' },
    { columns: 7, rows: 5, difficulty: 'medium', options: { symmetry: 'none' } },
  ],
  badBoards: [
    { code: 'wrong-size', puzzle: empty, answerValue: [[false]], unreadable: 'the JSON reader refuses a grid of the wrong size' },
    { code: 'no-shaded', puzzle: empty, answer: [[0, 0], [0, 0]] },
    // The 0 in the middle has r1c1 shaded round it.
    { code: 'too-many-shaded', puzzle: 'https://puzz.link/p?creek/2/2/j0j', answer: [[1, 0], [0, 0]] },
    // r1c1 is cut off by two shaded cells that touch only at a corner.
    { code: 'disconnected', puzzle: 'https://puzz.link/p?creek/3/3/v', answer: [[0, 1, 0], [1, 0, 0], [0, 0, 0]] },
    // The 2 in the middle has one shaded cell round it.
    { code: 'too-few-shaded', puzzle: 'https://puzz.link/p?creek/2/2/j2j', answer: [[1, 0], [0, 0]] },
  ],
  realExamples: [
    { format: 'url', text: example, source: "pzprjs's test/script/creek.js (test/fixtures/creek-solved.jsonl)" },
    {
      format: 'text',
      text: 'pzprv3\ncreek\n6\n6\n. 0 . . . 0 . \n. . . . 2 . . \n. . 2 2 . . . \n1 . . 1 . 2 . \n1 . 4 . 3 . . \n. . . . . . . \n. . . . . . . \n. . . . . . \n. . . . . . \n. . . . . . \n. . . . . . \n. . . . . . \n. . . . . . \n',
      source: "pzprjs's test board (test/script/creek.js in robx/pzprjs), without the shading",
    },
  ],
  studio: {
    puzzle: example,
    // A click on every shaded cell.
    gestures: (puzzle, answer) =>
      allCells(creekSize(puzzle))
        .filter((cell) => answer[cell.row]![cell.column])
        .map((cell): Gesture => ({ kind: 'press', target: { kind: 'cell', cell }, button: 'primary' })),
  },
  exports: {
    unique: example,
    // Any shading of a blank 2×2 but the two diagonal pairs.
    several: empty,
    // A 4 on a corner of the grid, where one cell meets.
    none: 'https://puzz.link/p?creek/2/2/4n',
  },
  outsidePuzzles: [
    {
      fixture: 'creek-solved.jsonl',
      text: (record) => String(record.url),
      answer: (record) => record.solution,
      writtenAs: 'url',
      alsoThrough: ['text'],
    },
    { fixture: 'creek-puzzlink.jsonl', text: (record) => String(record.url), writtenAs: 'url', alsoThrough: ['text'] },
  ],
  malformedInputs: [
    { text: 'https://puzz.link/p?creek/5/5/i7g#', error: /URL body, column 4: unexpected character '#'/ },
    { text: 'https://puzz.link/p?creek/99/99/g', error: /larger than/ },
    { text: 'pzprv3/creek/1/1/3 x /. . /. /', error: /line 5, column 3: 'x' is not a number, '-' or '.'/ },
    { text: 'pzprv3/creek/1/1/3 . /. 9 /. /', error: /the number 9 at the bottom-right corner of r1c1 is outside 0..4/ },
    { text: 'pzprv3/creek/1/1/3 . /', error: /line 6: row 2 of the numbers has 0 entries, not 2/ },
    { text: 'pzprv3/creek/1/1/3 . . /. . /', error: /line 5: row 1 of the numbers has 3 entries, not 2/ },
    { text: 'pzprv3/creek/2/x/', error: /line 4: the column count 'x' is not a whole number/ },
  ],
};
