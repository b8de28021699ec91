// Castle Wall's test data for the shared suites (see src/core/test-data.ts): one bad board per rule the checker
// reports (puzzles as pzprv3 files, lines drawn as paths over the cells), real examples of each format, generator
// requests, puzzles for the exports and the drag that draws the loop in the studio.

import { loopPoints } from '../../core/lines.js';
import type { GenreTestData } from '../../core/test-data.js';
import { linesFromPaths } from '../shared/centre-loop.js';
import type { CastleAnswer, CastlePartial, CastlePuzzle } from './puzzle.js';
import { castleSize } from './puzzle.js';
import { castle } from './index.js';

/** A 4×4 pzprv3 file with one clue cell (`direction,number,colour` at `cell`) or none. */
function grid(clue?: { row: number; column: number; text: string }): string {
  const rows = Array.from({ length: 4 }, (_, r) => Array.from({ length: 4 }, (_, c) => (clue && clue.row === r && clue.column === c ? clue.text : '.')).join(' '));
  return `pzprv3/castle/4/4/${rows.map((row) => `${row} /`).join('')}`;
}

const square = (row: number, column: number): [number, number][] => [[row, column], [row, column + 1], [row + 1, column + 1], [row + 1, column], [row, column]];
const lines = (...paths: [number, number][][]) => linesFromPaths(4, 4, ...paths);
const ring: [number, number][] = [[0, 0], [0, 3], [3, 3], [3, 0], [0, 0]];

export const testData: GenreTestData<CastlePuzzle, CastleAnswer, CastlePartial> = {
  genre: castle,
  generatorCases: [
    { columns: 6, rows: 6 },
    { columns: 7, rows: 6, difficulty: 'easy' },
    { columns: 7, rows: 7, difficulty: 'medium' },
  ],
  badBoards: [
    { code: 'wrong-size', puzzle: grid(), answerValue: { horizontal: [[false]], vertical: [] }, unreadable: 'the JSON reader refuses lines of the wrong size' },
    { code: 'line-on-clue', puzzle: grid({ row: 0, column: 0, text: '0,-,0' }), answer: lines(square(0, 0)) },
    { code: 'no-line', puzzle: grid(), answer: lines() },
    { code: 'branch', puzzle: grid(), answer: lines([[0, 0], [0, 2], [2, 2], [2, 0], [0, 0]], [[0, 1], [2, 1]]) },
    { code: 'crossing', puzzle: grid(), answer: lines(square(0, 0), square(1, 1)) },
    // A 0 pointing right from r1c1 sees the loop's two segments along the top row.
    { code: 'too-many-segments', puzzle: grid({ row: 0, column: 0, text: '4,0,0' }), answer: lines([[0, 1], [0, 3], [1, 3], [1, 1], [0, 1]]) },
    { code: 'too-few-segments', puzzle: grid({ row: 0, column: 0, text: '4,2,0' }), answer: lines(square(2, 2)) },
    { code: 'dead-end', puzzle: grid(), answer: lines([[0, 0], [0, 2]]) },
    { code: 'several-loops', puzzle: grid(), answer: lines(square(0, 0), square(2, 2)) },
    { code: 'black-inside', puzzle: grid({ row: 1, column: 1, text: '0,-,2' }), answer: lines(ring) },
    { code: 'white-outside', puzzle: grid({ row: 0, column: 0, text: '0,-,1' }), answer: lines(square(2, 2)) },
  ],
  realExamples: [
    { format: 'url', text: 'https://puzz.link/p?castle/5/5/c230021k111a210f', source: "pzprjs's test/script/castle.js" },
    { format: 'text', text: 'pzprv3\ncastle\n5\n5\n. . . 3,0,2 2,1,0 \n. . . . . \n. . . . . \n. 1,1,1 . 1,0,2 . \n. . . . . \n', source: "pzprjs's test/script/castle.js (its boards' cells, without their lines)" },
  ],
  exports: {
    unique: 'https://puzz.link/p?castle/5/5/c230021k111a210f',
    // A 3×3 grid without clues: the 13 cycles of the grid graph.
    several: 'pzprv3/castle/3/3/. . . /. . . /. . . /',
    severalCount: 13,
    // A white cell in a corner cannot lie inside any loop.
    none: 'pzprv3/castle/3/3/0,-,1 . . /. . . /. . . /',
  },
  studio: {
    puzzle: 'https://puzz.link/p?castle/5/5/c230021k111a210f',
    // One drag round the whole loop.
    gestures: (puzzle, answer) => [{ kind: 'trace', points: loopPoints(castleSize(puzzle), answer), button: 'primary' }],
  },
  malformedInputs: [
    { text: 'https://puzz.link/p?castle/3/3/3', error: /column 1: unexpected character '3' in the clues/ },
    { text: 'https://puzz.link/p?castle/3/3/1x', error: /expected a direction digit 0-9 or '-' after the colour, found 'x'/ },
    { text: 'https://puzz.link/p?castle/3/3/14g', error: /column 1: expected 1 hex digit after the arrow, found 'g'/ },
    { text: 'https://puzz.link/p?castle/3/3/145', error: /the 5 at r1c1 points right at room for 1 segment of the loop/ },
    { text: 'pzprv3/castle/2/2/. x /. . /', error: /line 5, column 3: 'x' is not '.' or a clue/ },
    { text: 'pzprv3/castle/2/2/. 0,-,3 /. . /', error: /line 5.*the colour 3, not 0 \(grey\), 1 \(white\) or 2 \(black\)/ },
    { text: 'pzprv3/castle/2/2/. . /', error: /line 6: row 2 of the cells has 0 entries, not 2/ },
    { text: 'https://puzz.link/p?castle/1/1/', error: /at least 2 cells/ },
  ],
};
