// Geradeweg's test data for the shared suites (see src/core/test-data.ts): one bad board per rule the checker reports
// (puzzles as pzprv3 files, lines drawn as paths over the cells), real examples of each format, generator requests,
// puzzles for the exports and the drag that draws the loop in the studio.

import { loopPoints } from '../../core/lines.js';
import type { GenreTestData } from '../../core/test-data.js';
import { linesFromPaths } from '../shared/centre-loop.js';
import type { GeradewegAnswer, GeradewegPartial, GeradewegPuzzle } from './puzzle.js';
import { geradewegSize } from './puzzle.js';
import { geradeweg } from './index.js';

/** A 4×4 pzprv3 file with one clue (`text`: a number or `-` for a ?) at `cell`, or none. */
function grid(clue?: { row: number; column: number; text: string }): string {
  const rows = Array.from({ length: 4 }, (_, r) => Array.from({ length: 4 }, (_, c) => (clue && clue.row === r && clue.column === c ? clue.text : '.')).join(' '));
  return `pzprv3/geradeweg/4/4/${rows.map((row) => `${row} /`).join('')}`;
}

const square = (row: number, column: number): [number, number][] => [[row, column], [row, column + 1], [row + 1, column + 1], [row + 1, column], [row, column]];
const lines = (...paths: [number, number][][]) => linesFromPaths(4, 4, ...paths);
const ring: [number, number][] = [[0, 0], [0, 3], [3, 3], [3, 0], [0, 0]];
const example = 'https://puzz.link/p?geradeweg/5/5/l211i2h3i4k';

export const testData: GenreTestData<GeradewegPuzzle, GeradewegAnswer, GeradewegPartial> = {
  genre: geradeweg,
  generatorCases: [
    { columns: 6, rows: 6 },
    { columns: 7, rows: 6, difficulty: 'easy' },
    { columns: 7, rows: 7, difficulty: 'medium' },
  ],
  badBoards: [
    { code: 'wrong-size', puzzle: grid(), answerValue: { horizontal: [[false]], vertical: [] }, unreadable: 'the JSON reader refuses lines of the wrong size' },
    { code: 'branch', puzzle: grid(), answer: lines([[0, 0], [0, 2], [2, 2], [2, 0], [0, 0]], [[0, 1], [2, 1]]) },
    { code: 'crossing', puzzle: grid(), answer: lines(square(0, 0), square(1, 1)) },
    // The 3 in the corner sits on a turn with arms of one cell.
    { code: 'segment-short', puzzle: grid({ row: 0, column: 0, text: '3' }), answer: lines(square(0, 0)) },
    { code: 'segment-long', puzzle: grid({ row: 0, column: 0, text: '1' }), answer: lines(ring) },
    // The ? turns with an arm of two cells across and one down.
    { code: 'segments-differ', puzzle: grid({ row: 0, column: 0, text: '-' }), answer: lines([[0, 0], [0, 2], [1, 2], [1, 0], [0, 0]]) },
    { code: 'number-without-line', puzzle: grid({ row: 3, column: 3, text: '1' }), answer: lines(square(0, 0)) },
    { code: 'dead-end', puzzle: grid(), answer: lines([[0, 0], [0, 2]]) },
    { code: 'several-loops', puzzle: grid(), answer: lines(square(0, 0), square(2, 2)) },
  ],
  realExamples: [
    { format: 'url', text: example, source: "pzprjs's test/script/geradeweg.js" },
    { format: 'text', text: 'pzprv3\ngeradeweg\n5\n5\n. . . . . \n. 2 1 1 . \n. . 2 . . \n3 . . . 4 \n. . . . . \n', source: "pzprjs's test/script/geradeweg.js (its boards' cells, without their lines)" },
  ],
  exports: {
    unique: example,
    // A 3×3 grid without numbers: the 13 cycles of the grid graph.
    several: 'pzprv3/geradeweg/3/3/. . . /. . . /. . . /',
    severalCount: 13,
    // The 2 in the corner makes the loop the ring round the grid, whose corner at the 1 has arms of 2.
    none: 'pzprv3/geradeweg/3/3/2 . . /. . . /. . 1 /',
  },
  studio: {
    puzzle: example,
    // One drag round the whole loop.
    gestures: (puzzle, answer) => [{ kind: 'trace', points: loopPoints(geradewegSize(puzzle), answer), button: 'primary' }],
  },
  malformedInputs: [
    { text: 'https://puzz.link/p?geradeweg/3/3/#', error: /column 1: unexpected character '#'/ },
    { text: 'https://puzz.link/p?geradeweg/3/3/3', error: /the number 3 at r1c1 is outside 0\.\.2/ },
    { text: 'pzprv3/geradeweg/2/2/. x /. . /', error: /line 5, column 3: 'x' is not a number, '-' or '\.'/ },
    { text: 'pzprv3/geradeweg/2/2/. 5 /. . /', error: /line 5, column 3: the number 5 at r1c2 is outside 0\.\.1/ },
    { text: 'pzprv3/geradeweg/2/2/. . /', error: /line 6: row 2 of the numbers has 0 entries, not 2/ },
    { text: 'https://puzz.link/p?geradeweg/1/1/', error: /at least 2×2/ },
  ],
};
