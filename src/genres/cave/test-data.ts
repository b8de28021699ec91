// Cave's test data for the shared suites (see src/core/test-data.ts): generator requests, one bad board per rule the
// checker reports (3×3 puz.link grids), real examples of each format, and the clicks that shade a solution in the
// studio.

import { allCells } from '../../core/geometry.js';
import type { Gesture } from '../../core/play.js';
import type { GenreTestData } from '../../core/test-data.js';
import type { CaveAnswer, CavePartial, CavePuzzle } from './puzzle.js';
import { caveSize } from './puzzle.js';
import { cave } from './index.js';

const example = 'https://puzz.link/p?cave/6/6/g3q2h3jbj3i3i2g';
/** A `?` in the corner r3c3: it only says that cell is in the cave. */
const cornerUnknown = 'https://puzz.link/p?cave/3/3/n.';

export const testData: GenreTestData<CavePuzzle, CaveAnswer, CavePartial> = {
  genre: cave,
  generatorCases: [
    { columns: 5, rows: 5 },
    { columns: 7, rows: 7, difficulty: 'easy' },
    { columns: 6, rows: 8, difficulty: 'easy', options: { symmetry: 'none' } },
  ],
  badBoards: [
    { code: 'wrong-size', puzzle: cornerUnknown, answerValue: [[false]], unreadable: 'the JSON reader refuses a grid of the wrong size' },
    // The ? in the corner is shaded; it reaches the edge and leaves the cave whole.
    { code: 'shaded-clue', puzzle: cornerUnknown, answer: [[0, 0, 0], [0, 0, 0], [0, 0, 1]] },
    // r1c1 is cut off by two shaded cells that touch only at a corner.
    { code: 'disconnected', puzzle: cornerUnknown, answer: [[0, 1, 0], [1, 0, 0], [0, 0, 0]] },
    // The middle cell is shaded alone, walled in by the cave.
    { code: 'shaded-enclosed', puzzle: cornerUnknown, answer: [[0, 0, 0], [0, 1, 0], [0, 0, 0]] },
    // The 1 in the middle sees five cells.
    { code: 'wrong-count', puzzle: 'https://puzz.link/p?cave/3/3/j1j', answer: [[0, 0, 0], [0, 0, 0], [0, 0, 0]] },
  ],
  realExamples: [
    { format: 'url', text: example, source: "pzprjs's test/script/cave.js (test/fixtures/cave-solved.jsonl)" },
    {
      format: 'text',
      text: 'pzprv3\ncave\n6\n6\n. 3 . . . . \n. . . . . . \n. 2 . . 3 . \n. . . 11 . . \n. . 3 . . . \n3 . . . 2 . \n. . . . . . \n. . . . . . \n. . . . . . \n. . . . . . \n. . . . . . \n. . . . . . \n',
      source: "pzprjs's test board (test/script/cave.js in robx/pzprjs), without the shading",
    },
  ],
  studio: {
    puzzle: example,
    // A click on every shaded cell.
    gestures: (puzzle, answer) =>
      allCells(caveSize(puzzle))
        .filter((cell) => answer[cell.row]![cell.column])
        .map((cell): Gesture => ({ kind: 'press', target: { kind: 'cell', cell }, button: 'primary' })),
  },
  exports: {
    unique: example,
    // A 3 in the middle of a 3×3 sees two more cells, along any of its arms.
    several: 'https://puzz.link/p?cave/3/3/j3j',
    // A 1 in the middle is cut off by its shaded neighbours from the clue in the corner.
    none: 'https://puzz.link/p?cave/5/5/.q1r',
  },
  outsidePuzzles: [
    {
      fixture: 'cave-solved.jsonl',
      text: (record) => String(record.url),
      answer: (record) => record.solution,
      writtenAs: 'url',
      alsoThrough: ['text'],
    },
    { fixture: 'cave-puzzlink.jsonl', text: (record) => String(record.url), writtenAs: 'url', alsoThrough: ['text'] },
  ],
  malformedInputs: [
    { text: 'https://puzz.link/p?cave/5/5/i7g#', error: /URL body, column 4: unexpected character '#'/ },
    { text: 'https://puzz.link/p?cave/2/2/9', error: /outside 1..3/ },
    { text: 'https://puzz.link/p?cave/99/99/g', error: /larger than/ },
    { text: 'pzprv3/cave/2/2/3 x /. . /. . /. . /', error: /line 5, column 3: 'x' is not a clue/ },
    { text: 'pzprv3/cave/2/2/3 . /. 9 /. . /. . /', error: /line 6, column 3: the number 9 is outside 1..3/ },
    { text: 'pzprv3/cave/2/2/3 . /', error: /line 6: row 2 of the clues has 0 entries, not 2/ },
    { text: 'pzprv3/cave/2/2/3 . . /. . /', error: /line 5: row 1 of the clues has 3 entries, not 2/ },
    { text: 'pzprv3/cave/2/x/', error: /line 4: the column count 'x' is not a whole number/ },
  ],
};
