// Kurotto's test data for the shared suites (see src/core/test-data.ts): generator requests, one bad board per rule
// the checker reports (3×3 puz.link grids), real examples of each format, and the clicks that shade a solution in the
// studio.

import { allCells } from '../../core/geometry.js';
import type { Gesture } from '../../core/play.js';
import type { GenreTestData } from '../../core/test-data.js';
import type { KurottoAnswer, KurottoPartial, KurottoPuzzle } from './puzzle.js';
import { kurottoSize } from './puzzle.js';
import { kurotto } from './index.js';

const example = 'https://puzz.link/p?kurotto/5/5/30m4h6h4m02';
/** A 2 in the middle of a 3×3. */
const middleTwo = 'https://puzz.link/p?kurotto/3/3/j2j';

export const testData: GenreTestData<KurottoPuzzle, KurottoAnswer, KurottoPartial> = {
  genre: kurotto,
  generatorCases: [
    { columns: 5, rows: 5 },
    { columns: 6, rows: 6, difficulty: 'easy' },
    { columns: 5, rows: 7, difficulty: 'easy', options: { symmetry: 'none' } },
  ],
  badBoards: [
    { code: 'wrong-size', puzzle: middleTwo, answerValue: [[false]], unreadable: 'the JSON reader refuses a grid of the wrong size' },
    // The circle alone is shaded.
    { code: 'shaded-circle', puzzle: middleTwo, answer: [[0, 0, 0], [0, 1, 0], [0, 0, 0]] },
    // Nothing is shaded.
    { code: 'no-shaded', puzzle: 'https://puzz.link/p?kurotto/3/3/j.j', answer: [[0, 0, 0], [0, 0, 0], [0, 0, 0]] },
    // The 2 touches one shaded area of three cells.
    { code: 'wrong-sum', puzzle: middleTwo, answer: [[1, 1, 0], [1, 0, 0], [0, 0, 0]] },
  ],
  realExamples: [
    { format: 'url', text: example, source: "pzprjs's test/script/kurotto.js (test/fixtures/kurotto-solved.jsonl)" },
    {
      format: 'text',
      text: 'pzprv3\nkurotto\n5\n5\n3 0 . . . \n. . . . 4 \n. . 6 . . \n4 . . . . \n. . . 0 2 \n. . . . . \n. . . . . \n. . . . . \n. . . . . \n. . . . . \n',
      source: "pzprjs's test board (test/script/kurotto.js in robx/pzprjs), without the shading",
    },
  ],
  studio: {
    puzzle: example,
    // A click on every shaded cell.
    gestures: (puzzle, answer) =>
      allCells(kurottoSize(puzzle))
        .filter((cell) => answer[cell.row]![cell.column])
        .map((cell): Gesture => ({ kind: 'press', target: { kind: 'cell', cell }, button: 'primary' })),
  },
  exports: {
    unique: example,
    // A 2 in the middle of a 3×3: two cells beside it, or one with a neighbour, and anything in the corners apart.
    several: middleTwo,
    // A 0 between two 1s: neither 1 has a cell to shade.
    none: 'https://puzz.link/p?kurotto/3/1/101',
  },
  outsidePuzzles: [
    {
      fixture: 'kurotto-solved.jsonl',
      text: (record) => String(record.url),
      answer: (record) => record.solution,
      writtenAs: 'url',
      alsoThrough: ['text'],
    },
    { fixture: 'kurotto-puzzlink.jsonl', text: (record) => String(record.url), writtenAs: 'url', alsoThrough: ['text'] },
  ],
  malformedInputs: [
    { text: 'https://puzz.link/p?kurotto/5/5/i7g#', error: /URL body, column 4: unexpected character '#'/ },
    { text: 'https://puzz.link/p?kurotto/2/2/9', error: /outside 0..3/ },
    { text: 'https://puzz.link/p?kurotto/99/99/g', error: /larger than/ },
    { text: 'pzprv3/kurotto/2/2/3 x /. . /. . /. . /', error: /line 5, column 3: 'x' is not a circle/ },
    { text: 'pzprv3/kurotto/2/2/3 . /. 9 /. . /. . /', error: /line 6, column 3: the number 9 is outside 0..3/ },
    { text: 'pzprv3/kurotto/2/2/3 . /', error: /line 6: row 2 of the circles has 0 entries, not 2/ },
    { text: 'pzprv3/kurotto/2/2/3 . . /. . /', error: /line 5: row 1 of the circles has 3 entries, not 2/ },
    { text: 'pzprv3/kurotto/2/x/', error: /line 4: the column count 'x' is not a whole number/ },
  ],
};
