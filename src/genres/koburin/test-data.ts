// Koburin's test data for the shared suites (see src/core/test-data.ts): one bad board per rule the checker reports
// (lines drawn as paths over the cells), real examples of each format, generator requests and the gestures that
// solve a puzzle in the studio.

import { allCells } from '../../core/geometry.js';
import { loopPoints } from '../../core/lines.js';
import type { GenreTestData } from '../../core/test-data.js';
import { linesFromPaths } from '../shared/centre-loop.js';
import type { KoburinAnswer, KoburinPartial, KoburinPuzzle } from './puzzle.js';
import { koburinSize } from './puzzle.js';
import { koburin } from './index.js';

/** An answer in the JSON form: the shaded cells (row, column) and the loop as paths over the cells. */
function board(rows: number, columns: number, shaded: [number, number][], ...paths: [number, number][][]) {
  const grid = Array.from({ length: rows }, (_, r) => Array.from({ length: columns }, (_, c) => (shaded.some(([sr, sc]) => sr === r && sc === c) ? 1 : 0)));
  return { shaded: grid, ...linesFromPaths(rows, columns, ...paths) };
}

/** A 4×3 grid with a number at r2c2: the loop runs round the edge. */
const ringPuzzle = (clue: string) => `pzprv3/koburin/3/4/. . . . /. ${clue} . . /. . . . /`;
const ring: [number, number][] = [[0, 0], [0, 3], [2, 3], [2, 0], [0, 0]];
/** An `rows`×`columns` pzprv3 file without numbers. */
const open = (rows: number, columns: number) => `pzprv3/koburin/${rows}/${columns}/${`${'. '.repeat(columns)}/`.repeat(rows)}`;

export const testData: GenreTestData<KoburinPuzzle, KoburinAnswer, KoburinPartial> = {
  genre: koburin,
  generatorCases: [
    { columns: 6, rows: 6 },
    { columns: 7, rows: 6, difficulty: 'easy' },
    { columns: 7, rows: 7, difficulty: 'hard' },
  ],
  badBoards: [
    {
      code: 'wrong-size',
      puzzle: ringPuzzle('0'),
      answerValue: { shaded: [[false]], lines: { horizontal: [], vertical: [] } },
      unreadable: 'the JSON reader refuses an answer of the wrong size',
    },
    { code: 'shaded-clue', puzzle: 'pzprv3/koburin/3/4/. . . . /. - - . /. . . . /', answer: board(3, 4, [[1, 1]], ring) },
    // One loop through every cell, the number's too.
    { code: 'line-on-clue', puzzle: ringPuzzle('0'), answer: board(3, 4, [], [[0, 0], [0, 3], [2, 3], [2, 2], [1, 2], [1, 1], [2, 1], [2, 0], [0, 0]]) },
    { code: 'branch', puzzle: open(3, 3), answer: board(3, 3, [], [[0, 0], [0, 2], [2, 2], [2, 0], [0, 0]], [[0, 1], [2, 1]]) },
    // Two squares through the middle of a 3×3 grid with numbers in the other corners.
    { code: 'crossing', puzzle: 'pzprv3/koburin/3/3/. . - /. . . /- . . /', answer: board(3, 3, [], [[0, 0], [0, 1], [1, 1], [1, 0], [0, 0]], [[1, 1], [1, 2], [2, 2], [2, 1], [1, 1]]) },
    { code: 'line-on-shaded', puzzle: ringPuzzle('-'), answer: board(3, 4, [[1, 2], [0, 3]], ring) },
    { code: 'adjacent-shaded', puzzle: open(2, 4), answer: board(2, 4, [[0, 3], [1, 3]], [[0, 0], [0, 2], [1, 2], [1, 0], [0, 0]]) },
    { code: 'dead-end', puzzle: open(2, 3), answer: board(2, 3, [], [[0, 0], [0, 2], [1, 2], [1, 0]]) },
    { code: 'wrong-count', puzzle: ringPuzzle('0'), answer: board(3, 4, [[1, 2]], ring) },
    { code: 'no-line', puzzle: 'pzprv3/koburin/2/2/- . /. - /', answer: board(2, 2, [[0, 1], [1, 0]]) },
    { code: 'several-loops', puzzle: open(2, 4), answer: board(2, 4, [], [[0, 0], [0, 1], [1, 1], [1, 0], [0, 0]], [[0, 2], [0, 3], [1, 3], [1, 2], [0, 2]]) },
    { code: 'empty-cell', puzzle: ringPuzzle('0'), answer: board(3, 4, [], ring) },
  ],
  realExamples: [
    { format: 'url', text: 'https://puzz.link/p?koburin/5/5/clcbg.n', source: "pzprjs's test/script/koburin.js" },
    { format: 'text', text: 'pzprv3\nkoburin\n5\n5\n2 . . . . \n. . . . 2 \n. . 1 . . \n. - . . . \n. . . . . \n', source: "pzprjs's test/script/koburin.js (5/5/clcbg.n), its pzprv3 file's cells" },
  ],
  studio: {
    puzzle: 'https://puzz.link/p?koburin/5/5/clcbg.n',
    // A click on each shaded cell, then one drag round the whole loop.
    gestures: (puzzle, answer) => [
      ...allCells(koburinSize(puzzle))
        .filter((cell) => answer.shaded[cell.row]![cell.column])
        .map((cell) => ({ kind: 'press' as const, target: { kind: 'cell' as const, cell }, button: 'primary' as const })),
      { kind: 'trace', points: loopPoints(koburinSize(puzzle), answer.lines), button: 'primary' },
    ],
  },
  malformedInputs: [
    { text: 'https://puzz.link/p?koburin/3/3/f', error: /column 1: unexpected character 'f'/ },
    { text: 'https://puzz.link/p?koburin/3/3/4', error: /the number 4 at r1c1 is not a count from 0 to 2 of its neighbours/ },
    { text: 'pzprv3/koburin/2/2/. x /. . /', error: /line 5, column 3: 'x' is not '.', '-' or a number 0-4/ },
    { text: 'pzprv3/koburin/2/2/. 3 /. . /', error: /line 5, column 3: the number 3 at r1c2/ },
    { text: 'pzprv3/koburin/2/2/. . /', error: /line 6: row 2 of the cells has 0 entries, not 2/ },
    { text: 'https://puzz.link/p?koburin/1/1/', error: /at least 2 cells/ },
  ],
};
