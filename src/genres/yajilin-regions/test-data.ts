// Regional Yajilin's test data for the shared suites (see src/core/test-data.ts): one bad board per rule the checker
// reports (lines drawn as paths over the cells), real examples of each format, generator requests and the gestures
// that solve a puzzle in the studio.

import { allCells } from '../../core/geometry.js';
import { loopPoints } from '../../core/lines.js';
import type { GenreTestData } from '../../core/test-data.js';
import { linesFromPaths } from '../shared/centre-loop.js';
import type { RegionalYajilinAnswer, RegionalYajilinPartial, RegionalYajilinPuzzle } from './puzzle.js';
import { regionalYajilinSize } from './puzzle.js';
import { regionalYajilin } from './index.js';

/** An answer in the JSON form: the shaded cells (row, column) and the loop as paths over the cells. */
function board(rows: number, columns: number, shaded: [number, number][], ...paths: [number, number][][]) {
  const grid = Array.from({ length: rows }, (_, r) => Array.from({ length: columns }, (_, c) => (shaded.some(([sr, sc]) => sr === r && sc === c) ? 1 : 0)));
  return { shaded: grid, ...linesFromPaths(rows, columns, ...paths) };
}

/** An `rows`×`columns` pzprv3 file of one room without a number. */
const open = (rows: number, columns: number) => `pzprv3/yajilin-regions/${rows}/${columns}/1/${`${'0 '.repeat(columns)}/`.repeat(rows)}${`${'. '.repeat(columns)}/`.repeat(rows)}`;
/** The loop round the edge of a 3×3 grid. */
const ring: [number, number][] = [[0, 0], [0, 2], [2, 2], [2, 0], [0, 0]];
/** pzprjs's example (test/script/yajilin-regions.js). */
const example = 'https://puzz.link/p?yajilin-regions/5/5/49j60s3020g1g';

export const testData: GenreTestData<RegionalYajilinPuzzle, RegionalYajilinAnswer, RegionalYajilinPartial> = {
  genre: regionalYajilin,
  generatorCases: [
    { columns: 5, rows: 5 },
    { columns: 7, rows: 7, difficulty: 'easy' },
    { columns: 7, rows: 7, difficulty: 'medium' },
  ],
  badBoards: [
    {
      code: 'wrong-size',
      puzzle: example,
      answerValue: { shaded: [[false]], lines: { horizontal: [], vertical: [] } },
      unreadable: 'the JSON reader refuses an answer of the wrong size',
    },
    { code: 'branch', puzzle: open(3, 3), answer: board(3, 3, [], ring, [[0, 1], [2, 1]]) },
    // Two squares meeting in the middle of a 3×3 grid, the other corners shaded.
    { code: 'crossing', puzzle: open(3, 3), answer: board(3, 3, [[0, 2], [2, 0]], [[0, 0], [0, 1], [1, 1], [1, 0], [0, 0]], [[1, 1], [1, 2], [2, 2], [2, 1], [1, 1]]) },
    { code: 'line-on-shaded', puzzle: open(3, 3), answer: board(3, 3, [[1, 1], [0, 0]], ring) },
    { code: 'adjacent-shaded', puzzle: open(2, 4), answer: board(2, 4, [[0, 3], [1, 3]], [[0, 0], [0, 2], [1, 2], [1, 0], [0, 0]]) },
    { code: 'dead-end', puzzle: open(2, 3), answer: board(2, 3, [], [[0, 0], [0, 2], [1, 2], [1, 0]]) },
    // The middle cell is a room of its own, numbered 0; the ring round it, numbered 0 too.
    { code: 'wrong-count', puzzle: 'https://puzz.link/p?yajilin-regions/3/3/609000', answer: board(3, 3, [[1, 1]], ring) },
    { code: 'several-loops', puzzle: open(2, 4), answer: board(2, 4, [], [[0, 0], [0, 1], [1, 1], [1, 0], [0, 0]], [[0, 2], [0, 3], [1, 3], [1, 2], [0, 2]]) },
    { code: 'empty-cell', puzzle: open(3, 3), answer: board(3, 3, [], ring) },
  ],
  realExamples: [
    { format: 'url', text: example, source: "pzprjs's test/script/yajilin-regions.js" },
    {
      format: 'text',
      text: 'pzprv3\nyajilin-regions\n5\n5\n5\n0 0 0 1 1 \n0 0 0 1 1 \n2 2 3 1 1 \n2 2 3 4 4 \n2 2 3 4 4 \n2 . . 0 . \n. . . . . \n. . 1 . . \n. . . . . \n. . . . . \n',
      source: "pzprjs's test/script/yajilin-regions.js (5/5/49j60s3020g1g), its pzprv3 file's rooms and numbers",
    },
  ],
  studio: {
    puzzle: example,
    // A click on each shaded cell, then one drag round the whole loop.
    gestures: (puzzle, answer) => [
      ...allCells(regionalYajilinSize(puzzle))
        .filter((cell) => answer.shaded[cell.row]![cell.column])
        .map((cell) => ({ kind: 'press' as const, target: { kind: 'cell' as const, cell }, button: 'primary' as const })),
      { kind: 'trace', points: loopPoints(regionalYajilinSize(puzzle), answer.lines), button: 'primary' },
    ],
  },
  exports: {
    unique: example,
    several: 'https://puzz.link/p?yajilin-regions/3/3/0000g',
    none: 'https://puzz.link/p?yajilin-regions/3/3/609000',
  },
  malformedInputs: [
    { text: 'https://puzz.link/p?yajilin-regions/3/3/0000#', error: /column 5: unexpected character '#'/ },
    { text: 'https://puzz.link/p?yajilin-regions/2/2/00a', error: /the number 10 at row 1, column 1 is outside 0\.\.4/ },
    { text: 'pzprv3/yajilin-regions/2/2/1/0 0 /0 x /. . /. . /', error: /line 7, column 3: 'x' is not a room from 0 to 0/ },
    { text: 'pzprv3/yajilin-regions/2/2/2/0 1 /1 0 /. . /. . /', error: /line 7, column 1: room '1' is split into separate areas/ },
    { text: 'pzprv3/yajilin-regions/2/2/1/0 0 /0 0 /5 . /. . /', error: /the number 5 at row 1, column 1 is outside 0\.\.4/ },
    { text: 'pzprv3/yajilin-regions/2/2/1/0 0 /0 0 /. . /', error: /line 9: row 2 of the numbers has 0 entries, not 2/ },
    { text: 'https://puzz.link/p?yajilin-regions/61/2/', error: /61x2 is larger than the supported 60x60/ },
  ],
};
