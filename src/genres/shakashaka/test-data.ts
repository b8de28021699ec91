// Shakashaka's test data for the shared suites (see src/core/test-data.ts): generator requests, one bad board per rule
// the checker reports (2×2 and 2×3 pzprv3 grids), real examples of each format, and the presses that place the
// triangles of a solution in the studio.

import { allCells } from '../../core/geometry.js';
import type { Gesture } from '../../core/play.js';
import type { GenreTestData } from '../../core/test-data.js';
import type { ShakashakaAnswer, ShakashakaPartial, ShakashakaPuzzle } from './puzzle.js';
import { triangles } from './puzzle.js';
import { shakashaka } from './index.js';

const example = 'https://puzz.link/p?shakashaka/6/6/cgbhdhegdrb';
/** A diamond in the 2×2 on the left (its only answer there) and a lone white cell below the number. */
const diamond = [
  [5, 4, 0],
  [2, 3, 0],
];

export const testData: GenreTestData<ShakashakaPuzzle, ShakashakaAnswer, ShakashakaPartial> = {
  genre: shakashaka,
  generatorCases: [
    { columns: 5, rows: 5 },
    { columns: 6, rows: 6, difficulty: 'easy' },
    { columns: 7, rows: 5, difficulty: 'medium' },
  ],
  badBoards: [
    { code: 'wrong-size', puzzle: 'pzprv3/shakashaka/2/2', answerValue: [[null]], unreadable: 'the JSON reader refuses a grid of the wrong size' },
    { code: 'no-triangle', puzzle: 'pzprv3/shakashaka/2/2', answer: [[0, 0], [0, 0]] },
    // The 0 has the diamond's top-right triangle beside it.
    { code: 'too-many-triangles', puzzle: 'pzprv3/shakashaka/2/3/. . 0 /. . . /', answer: diamond },
    // One triangle in a corner leaves an L of white with a slanted end.
    { code: 'not-rectangle', puzzle: 'pzprv3/shakashaka/2/2', answer: [[5, 0], [0, 0]] },
    // The 2 has one triangle beside it.
    { code: 'too-few-triangles', puzzle: 'pzprv3/shakashaka/2/3/. . 2 /. . . /', answer: diamond },
  ],
  realExamples: [
    { format: 'url', text: example, source: "pzprjs's test/script/shakashaka.js (test/fixtures/shakashaka-solved.jsonl)" },
    {
      format: 'text',
      text: 'pzprv3\nshakashaka\n6\n6\n2 . . . 1 . \n. . . 3 . . \n. . 4 . . . \n3 . . . . . \n. . . . . . \n. . . 1 . . \n',
      source: "pzprjs's test board (test/script/shakashaka.js in robx/pzprjs), without the triangles",
    },
  ],
  studio: {
    puzzle: example,
    // Presses on each triangle's cell, as many as its place in the click cycle; the one-press triangles first, so that
    // the first move is already a right one.
    gestures: (puzzle, answer) =>
      allCells({ rows: puzzle.rows, columns: puzzle.columns })
        .flatMap((cell) => {
          const triangle = answer[cell.row]![cell.column];
          return triangle ? [{ cell, presses: triangles.indexOf(triangle) + 1 }] : [];
        })
        .sort((a, b) => a.presses - b.presses)
        .flatMap(({ cell, presses }) => Array.from({ length: presses }, (): Gesture => ({ kind: 'press', target: { kind: 'cell', cell }, button: 'primary' }))),
  },
  exports: {
    unique: example,
    // A 3×4 of white cells holds a diamond in four places.
    several: 'pzprv3/shakashaka/3/4',
    // A 4 needs four triangles round it, and a 3×3 has no room for them.
    none: 'pzprv3/shakashaka/3/3/. . . /. 4 . /. . . /',
  },
  outsidePuzzles: [
    {
      fixture: 'shakashaka-solved.jsonl',
      text: (record) => String(record.url),
      answer: (record) => record.solution,
      writtenAs: 'url',
      alsoThrough: ['text'],
    },
  ],
};
