// Hotaru Beam's test data for the shared suites (see src/core/test-data.ts): one bad board per rule the checker
// reports (small pzprv3 files, lines drawn as paths over the cells), real examples of each format, puzzles for the
// exports and the drags that draw each beam in the studio.

import type { Cell } from '../../core/geometry.js';
import { sameCell } from '../../core/geometry.js';
import { lineAt, lineEnd } from '../../core/lines.js';
import type { Gesture } from '../../core/play.js';
import type { GenreTestData } from '../../core/test-data.js';
import { linesFromPaths } from '../shared/centre-loop.js';
import { tracedBeams } from './check.js';
import type { FireflyAnswer, FireflyPartial, FireflyPuzzle } from './puzzle.js';
import { firefly } from './index.js';

/** Each beam of a drawing as the cells it passes, from its firefly to where it ends. */
export function beamPaths(puzzle: FireflyPuzzle, answer: FireflyAnswer): Cell[][] {
  return tracedBeams(puzzle, (line) => lineAt(answer, line)).map((beam) => {
    const points = [beam.start];
    for (const line of beam.lines) points.push(sameCell(line.from, points[points.length - 1]!) ? lineEnd(line) : line.from);
    return points;
  });
}

const file = (rows: number, columns: number, ...cells: string[]) => `pzprv3/firefly/${rows}/${columns}/${cells.map((row) => `${row} /`).join('')}`;

export const testData: GenreTestData<FireflyPuzzle, FireflyAnswer, FireflyPartial> = {
  genre: firefly,
  generatorCases: [
    { columns: 5, rows: 5 },
    { columns: 6, rows: 6, difficulty: 'easy' },
    { columns: 6, rows: 6, difficulty: 'medium' },
  ],
  badBoards: [
    { code: 'wrong-size', puzzle: file(1, 3, '4,- . 0,-'), answerValue: { horizontal: [[false]], vertical: [] }, unreadable: 'the JSON reader refuses lines of the wrong size' },
    { code: 'no-line', puzzle: file(1, 3, '4,- . 0,-'), answer: linesFromPaths(1, 3) },
    // Three lines meet at r1c2, between three fireflies.
    { code: 'branch', puzzle: file(2, 3, '4,- . 0,-', '. 0,- .'), answer: linesFromPaths(2, 3, [[0, 0], [0, 2]], [[0, 1], [1, 1]]) },
    { code: 'crossing', puzzle: file(3, 3, '. 2,- .', '0,- . 0,-', '. 0,- .'), answer: linesFromPaths(3, 3, [[0, 1], [2, 1]], [[1, 0], [1, 2]]) },
    // The beam from r1c1's dot enters r1c2 by its dot.
    { code: 'dots-joined', puzzle: file(1, 2, '4,- 3,-'), answer: linesFromPaths(1, 2, [[0, 0], [0, 1]]) },
    // Beyond their beams down, a line joins the sides of r1c1 and r1c3.
    { code: 'sides-joined', puzzle: file(2, 3, '2,- . 2,-', '0,- . 0,-'), answer: linesFromPaths(2, 3, [[0, 0], [1, 0]], [[0, 2], [1, 2]], [[0, 0], [0, 2]]) },
    { code: 'turn-count', puzzle: file(1, 3, '4,1 . 0,-'), answer: linesFromPaths(1, 3, [[0, 0], [0, 2]]) },
    { code: 'beam-dead-end', puzzle: file(1, 3, '4,- . .'), answer: linesFromPaths(1, 3, [[0, 0], [0, 1]]) },
    { code: 'divided', puzzle: file(2, 3, '4,- . 0,-', '4,- . 0,-'), answer: linesFromPaths(2, 3, [[0, 0], [0, 2]], [[1, 0], [1, 2]]) },
    { code: 'dead-end', puzzle: file(1, 3, '. . .'), answer: linesFromPaths(1, 3, [[0, 0], [0, 1]]) },
    { code: 'lonely-firefly', puzzle: file(2, 3, '4,- . 0,-', '4,- . .'), answer: linesFromPaths(2, 3, [[0, 0], [0, 2]]) },
  ],
  realExamples: [
    { format: 'url', text: 'https://puzz.link/p?firefly/5/5/40c21a3.a30g10a22a11c11', source: "pzprjs's test/script/firefly.js" },
    { format: 'text', text: 'pzprv3\nfirefly\n5\n5\n4,0 . . . 2,1 \n. 3,- . 3,0 . \n. . . . . \n. 1,0 . 2,2 . \n1,1 . . . 1,1 \n', source: "pzprjs's test/script/firefly.js (its boards' cells, without their lines)" },
  ],
  exports: {
    unique: 'https://puzz.link/p?firefly/5/5/40c21a3.a30g10a22a11c11',
    // Two routes to the dotless firefly at r2c3, or back round to r1c1's own side.
    several: 'pzprv3/firefly/2/3/4,- . . /. . 0,- /',
    severalCount: 3,
    // Two dots facing each other.
    none: 'pzprv3/firefly/1/2/4,- 3,- /',
  },
  studio: {
    puzzle: 'https://puzz.link/p?firefly/5/5/40c21a3.a30g10a22a11c11',
    // One drag along each beam.
    gestures: (puzzle, answer) => beamPaths(puzzle, answer).map((points): Gesture => ({ kind: 'trace', points, button: 'primary' })),
  },
  malformedInputs: [
    { text: 'https://puzz.link/p?firefly/3/3/4x', error: /column 1: expected 1 hex digit after the arrow, found 'x'/ },
    { text: 'https://puzz.link/p?firefly/3/3/#', error: /unexpected character '#' in the clues/ },
    { text: 'https://puzz.link/p?firefly/3/3/10', error: /the firefly at row 1, column 1 has its dot up, toward the edge of the grid/ },
    { text: 'pzprv3/firefly/2/2/. x /. . /', error: /line 5, column 3: 'x' is not '.' or a firefly/ },
    { text: 'pzprv3/firefly/2/2/. 5,1 /. . /', error: /line 5, column 3: '5,1' is not '.' or a firefly/ },
    { text: 'pzprv3/firefly/2/2/. . /', error: /line 6: row 2 of the cells has 0 entries, not 2/ },
    { text: 'https://puzz.link/p?firefly/1/1/', error: /at least 2 cells/ },
  ],
};
