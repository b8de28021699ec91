// Simple Loop's test data for the shared suites (see src/core/test-data.ts): one bad board per rule the checker
// reports (puzzles as pzprv3 files, lines drawn as paths over the cells), real examples of each format, generator
// requests, puzzles for the exports and the drag that draws the loop in the studio.

import { loopPoints } from '../../core/lines.js';
import type { GenreTestData } from '../../core/test-data.js';
import { linesFromPaths } from '../shared/centre-loop.js';
import type { SimpleLoopAnswer, SimpleLoopPartial, SimpleLoopPuzzle } from './puzzle.js';
import { simpleLoopSize } from './puzzle.js';
import { simpleloop } from './index.js';

/** A 4×4 pzprv3 file from four rows of `#` (shaded) and `.` (open); no rows: all open. */
function grid(...rows: string[]): string {
  const cells = rows.length > 0 ? rows : ['....', '....', '....', '....'];
  return `pzprv3/simpleloop/4/4/${cells.map((row) => `${[...row].map((cell) => (cell === '#' ? '*' : '.')).join(' ')} /`).join('')}`;
}

const square = (row: number, column: number): [number, number][] => [[row, column], [row, column + 1], [row + 1, column + 1], [row + 1, column], [row, column]];
const lines = (...paths: [number, number][][]) => linesFromPaths(4, 4, ...paths);
const ring: [number, number][] = [[0, 0], [0, 3], [3, 3], [3, 0], [0, 0]];

export const testData: GenreTestData<SimpleLoopPuzzle, SimpleLoopAnswer, SimpleLoopPartial> = {
  genre: simpleloop,
  generatorCases: [
    { columns: 6, rows: 6 },
    { columns: 7, rows: 6, difficulty: 'easy' },
    { columns: 6, rows: 6, difficulty: 'medium' },
  ],
  badBoards: [
    { code: 'wrong-size', puzzle: grid(), answerValue: { horizontal: [[false]], vertical: [] }, unreadable: 'the JSON reader refuses lines of the wrong size' },
    // Each board shades the cells its lines leave out, so that it breaks one rule only.
    { code: 'line-on-shaded', puzzle: grid('#...', '.##.', '.##.', '....'), answer: lines(ring) },
    { code: 'branch', puzzle: grid('...#', '...#', '...#', '####'), answer: lines([[0, 0], [0, 2], [2, 2], [2, 0], [0, 0]], [[0, 1], [2, 1]]) },
    { code: 'crossing', puzzle: grid('..##', '...#', '#..#', '####'), answer: lines(square(0, 0), square(1, 1)) },
    { code: 'dead-end', puzzle: grid('...#', '####', '####', '####'), answer: lines([[0, 0], [0, 2]]) },
    { code: 'several-loops', puzzle: grid('..##', '..##', '##..', '##..'), answer: lines(square(0, 0), square(2, 2)) },
    { code: 'cell-without-line', puzzle: grid(), answer: lines(ring) },
  ],
  realExamples: [
    { format: 'url', text: 'https://puzz.link/p?simpleloop/5/5/sg020', source: "pzprjs's test/script/simpleloop.js" },
    { format: 'text', text: 'pzprv3\nsimpleloop\n5\n5\n* * * . . \n* . . . . \n. . . . . \n. . . * . \n. . . . . \n', source: "pzprjs's test/script/simpleloop.js (its boards' cells, without their lines)" },
  ],
  exports: {
    unique: 'https://puzz.link/p?simpleloop/5/5/sg020',
    // A 4×4 grid without shaded cells: its six Hamiltonian cycles.
    several: 'pzprv3/simpleloop/4/4/. . . . /. . . . /. . . . /. . . . /',
    severalCount: 6,
    // Nine open cells: a loop on a grid passes as many cells of one chessboard colour as of the other.
    none: 'pzprv3/simpleloop/3/3/. . . /. . . /. . . /',
  },
  studio: {
    puzzle: 'https://puzz.link/p?simpleloop/5/5/sg020',
    // One drag round the whole loop.
    gestures: (puzzle, answer) => [{ kind: 'trace', points: loopPoints(simpleLoopSize(puzzle), answer), button: 'primary' }],
  },
  malformedInputs: [
    { text: 'https://puzz.link/p?simpleloop/3/3/w', error: /column 1: unexpected character 'w' in the shaded cells/ },
    { text: 'https://puzz.link/p?simpleloop/4/4/0', error: /column 2: the text ends where a character of the shaded cells \(0-9 or a-v\) was expected/ },
    { text: 'pzprv3/simpleloop/2/2/. x /. . /', error: /line 5, column 3: 'x' is not '\*' \(shaded\) or '\.' \(open\)/ },
    { text: 'pzprv3/simpleloop/2/2/. . /', error: /line 6: row 2 of the cells has 0 entries, not 2/ },
    { text: 'https://puzz.link/p?simpleloop/1/1/', error: /at least 2 cells/ },
  ],
};
