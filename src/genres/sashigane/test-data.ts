// Sashigane's test data for the shared suites (see src/core/test-data.ts): generator requests, one bad board per rule
// the checker reports, real examples of each format, the borders traced in the studio, and cspuz_rs's puzzle with
// the borders its test expects.

import type { Gesture } from '../../core/play.js';
import type { GenreTestData } from '../../core/test-data.js';
import { borderLine } from '../shared/border-play.js';
import type { SashiganeAnswer, SashiganePartial, SashiganePuzzle } from './puzzle.js';
import { sashigane } from './index.js';

/** A circled 3 in the top-left corner and an arrow down at the top right: two Ls of three cells. */
const small = 'https://puzz.link/p?sashigane/3/2/3khm';
const smallAnswer = { right: [[0, 1], [1, 0]], below: [[0, 1, 0]] };

export const testData: GenreTestData<SashiganePuzzle, SashiganeAnswer, SashiganePartial> = {
  genre: sashigane,
  generatorCases: [
    { columns: 5, rows: 5 },
    { columns: 6, rows: 6, difficulty: 'easy' },
    { columns: 6, rows: 7, difficulty: 'medium' },
  ],
  badBoards: [
    { code: 'wrong-size', puzzle: small, answerValue: { right: [[true]], below: [] }, unreadable: 'the JSON reader refuses borders of the wrong size' },
    // The arrow sits at the corner of its L.
    { code: 'arrow-not-at-end', puzzle: 'https://puzz.link/p?sashigane/3/2/mhk', answer: { right: [[1, 0], [0, 1]], below: [[0, 1, 0]] } },
    // The arrow ends its L's arm but points away from the corner.
    { code: 'arrow-not-to-corner', puzzle: 'https://puzz.link/p?sashigane/3/2/kgl', answer: smallAnswer },
    // The circle is an arm's end.
    { code: 'circle-not-corner', puzzle: 'https://puzz.link/p?sashigane/3/2/l.k', answer: smallAnswer },
    // The circled 4 has an L of three cells.
    { code: 'wrong-area', puzzle: 'https://puzz.link/p?sashigane/3/2/4n', answer: smallAnswer },
    // Two 2×2 blocks, each with a border that closes nothing off.
    { code: 'dead-end-border', puzzle: 'https://puzz.link/p?sashigane/4/2/r', answer: { right: [[0, 1, 0], [0, 1, 0]], below: [[1, 0, 0, 1]] } },
    // Two straight areas of three cells.
    { code: 'not-l-shape', puzzle: 'https://puzz.link/p?sashigane/3/2/p', answer: { right: [[0, 0], [0, 0]], below: [[1, 1, 1]] } },
  ],
  realExamples: [
    { format: 'url', text: 'https://puzz.link/p?sashigane/5/5/jm.o3khkgojm4', source: "pzprjs's test puzzle (test/script/sashigane.js in robx/pzprjs; test/fixtures/sashigane-pzprjs.jsonl)" },
    {
      format: 'text',
      text: 'pzprv3/sashigane/5/5/4 . . . o /. . . . . /o3 . 2 . 1 /. . . . . /4 . . . o4 /',
      source: "pzprjs's test board (test/script/sashigane.js in robx/pzprjs), without the drawn borders",
    },
  ],
  studio: {
    puzzle: 'https://puzz.link/p?sashigane/5/5/jm.o3khkgojm4',
    // Every border of the answer traced from corner to corner.
    gestures: (_puzzle, answer) =>
      (['right', 'below'] as const).flatMap((side) =>
        answer[side].flatMap((row, r) =>
          row.flatMap((border, c): Gesture[] => {
            if (!border) return [];
            const { orientation, from } = borderLine({ row: r, column: c }, side);
            const to = orientation === 'horizontal' ? { row: from.row, column: from.column + 1 } : { row: from.row + 1, column: from.column };
            return [{ kind: 'trace', points: [from, to], button: 'primary' }];
          }),
        ),
      ),
  },
  exports: {
    unique: small,
    // An empty 3×2 grid: two Ls round it in four ways.
    several: 'https://puzz.link/p?sashigane/3/2/p',
    // A circled 3 in the middle of the top row: each of its Ls leaves the other cells apart.
    none: 'https://puzz.link/p?sashigane/3/2/k3m',
  },
  outsidePuzzles: [
    {
      fixture: 'sashigane-solved.jsonl',
      text: (record) => String(record.url),
      answer: (record) => record.solution,
      writtenAs: 'url',
      alsoThrough: ['text'],
    },
    { fixture: 'sashigane-puzzlink.jsonl', text: (record) => String(record.url), writtenAs: 'url', alsoThrough: ['text'] },
  ],
  malformedInputs: [
    { text: 'https://puzz.link/p?sashigane/3/3/6r', error: /the number 6 at r1c1 is outside 1..5/ },
    { text: 'https://puzz.link/p?sashigane/3/3/0r', error: /the number 0 at r1c1 is outside 1..5/ },
    { text: 'https://puzz.link/p?sashigane/3/3/k!', error: /URL body, column 2: unexpected character '!'/ },
    { text: 'https://puzz.link/p?sashigane/3/3/-1', error: /URL body, column 1: '-' must be followed by 2 hex digits, found '1'/ },
    { text: 'https://puzz.link/p?sashigane/41/2/k', error: /41x2 is larger than the supported 40x40/ },
    { text: 'pzprv3/sashigane/2/2/. . /', error: /line 6: row 2 of the symbols has 0 entries, not 2/ },
    { text: 'pzprv3/sashigane/2/2/. x /. . /', error: /line 5, column 3: 'x' is not a circle/ },
    { text: 'pzprv3/sashigane/2/2/. 5 /. . /', error: /line 5, column 3: '5' is not a circle/ },
    { text: 'pzprv3/sashigane/2/2/. o7 /. . /', error: /line 5, column 3: the number 7 at r1c2 is outside 1..3/ },
  ],
};
