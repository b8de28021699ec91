// Yajilin's test data for the shared suites (see src/core/test-data.ts): one bad board per rule the checker reports
// (lines drawn as paths over the cells), real examples of each format, generator requests and the gestures that
// solve a puzzle in the studio.

import { allCells } from '../../core/geometry.js';
import { loopPoints } from '../../core/lines.js';
import type { GenreTestData } from '../../core/test-data.js';
import { linesFromPaths } from '../shared/centre-loop.js';
import type { YajilinAnswer, YajilinPartial, YajilinPuzzle } from './puzzle.js';
import { yajilinSize } from './puzzle.js';
import { yajilin } from './index.js';

/** An answer in the JSON form: the shaded cells (row, column) and the loop as paths over the cells. */
function board(rows: number, columns: number, shaded: [number, number][], ...paths: [number, number][][]) {
  const grid = Array.from({ length: rows }, (_, r) => Array.from({ length: columns }, (_, c) => (shaded.some(([sr, sc]) => sr === r && sc === c) ? 1 : 0)));
  return { shaded: grid, ...linesFromPaths(rows, columns, ...paths) };
}

/** A 4×3 grid with a 0 pointing up at r2c2: the loop runs round the edge and r2c3 is shaded. */
const ringPuzzle = (clue: string) => `. . . .\n. ${clue} . .\n. . . .\n`;
const ring: [number, number][] = [[0, 0], [0, 3], [2, 3], [2, 0], [0, 0]];

export const testData: GenreTestData<YajilinPuzzle, YajilinAnswer, YajilinPartial> = {
  genre: yajilin,
  generatorCases: [
    { columns: 6, rows: 6 },
    { columns: 7, rows: 6, difficulty: 'easy' },
    { columns: 7, rows: 7, difficulty: 'hard' },
  ],
  badBoards: [
    {
      code: 'wrong-size',
      puzzle: ringPuzzle('^0'),
      answerValue: { shaded: [[false]], lines: { horizontal: [], vertical: [] } },
      unreadable: 'the JSON reader refuses an answer of the wrong size',
    },
    { code: 'shaded-clue', puzzle: '. . . .\n. ^0 # .\n. . . .\n', answer: board(3, 4, [[1, 1]], ring) },
    // One loop through every cell, the clue's too.
    { code: 'line-on-clue', puzzle: ringPuzzle('^0'), answer: board(3, 4, [], [[0, 0], [0, 3], [2, 3], [2, 2], [1, 2], [1, 1], [2, 1], [2, 0], [0, 0]]) },
    { code: 'branch', puzzle: 'https://puzz.link/p?yajilin/3/3/i', answer: board(3, 3, [], [[0, 0], [0, 2], [2, 2], [2, 0], [0, 0]], [[0, 1], [2, 1]]) },
    // Two squares through the middle of a 3×3 grid with blocks in the other corners.
    { code: 'crossing', puzzle: 'https://puzz.link/p?yajilin/3/3/b0.c0.b', answer: board(3, 3, [], [[0, 0], [0, 1], [1, 1], [1, 0], [0, 0]], [[1, 1], [1, 2], [2, 2], [2, 1], [1, 1]]) },
    { code: 'line-on-shaded', puzzle: ringPuzzle('^0'), answer: board(3, 4, [[1, 2], [0, 3]], ring) },
    { code: 'adjacent-shaded', puzzle: 'https://puzz.link/p?yajilin/4/2/h', answer: board(2, 4, [[0, 3], [1, 3]], [[0, 0], [0, 2], [1, 2], [1, 0], [0, 0]]) },
    { code: 'dead-end', puzzle: 'https://puzz.link/p?yajilin/3/2/f', answer: board(2, 3, [], [[0, 0], [0, 2], [1, 2], [1, 0]]) },
    { code: 'wrong-count', puzzle: ringPuzzle('>0'), answer: board(3, 4, [[1, 2]], ring) },
    { code: 'no-line', puzzle: 'https://puzz.link/p?yajilin/2/2/0.b0./', answer: board(2, 2, [[0, 1], [1, 0]]) },
    { code: 'several-loops', puzzle: 'https://puzz.link/p?yajilin/4/2/h', answer: board(2, 4, [], [[0, 0], [0, 1], [1, 1], [1, 0], [0, 0]], [[0, 2], [0, 3], [1, 3], [1, 2], [0, 2]]) },
    { code: 'empty-cell', puzzle: ringPuzzle('^0'), answer: board(3, 4, [], ring) },
  ],
  realExamples: [
    { format: 'url', text: 'https://puzz.link/p?yajilin/5/5/m32j10', source: "pzprjs's test/script/yajilin.js" },
    { format: 'text', text: '. . . . .\n. . . . .\n. . . <2 .\n. . . . .\n. . . . ^0\n', source: "pzprjs's test/script/yajilin.js (5/5/m32j10), as a text grid" },
  ],
  studio: {
    puzzle: 'https://puzz.link/p?yajilin/5/5/m32j10',
    // A click on each shaded cell, then one drag round the whole loop.
    gestures: (puzzle, answer) => [
      ...allCells(yajilinSize(puzzle))
        .filter((cell) => answer.shaded[cell.row]![cell.column])
        .map((cell) => ({ kind: 'press' as const, target: { kind: 'cell' as const, cell }, button: 'primary' as const })),
      { kind: 'trace', points: loopPoints(yajilinSize(puzzle), answer.lines), button: 'primary' },
    ],
  },
  malformedInputs: [
    { text: 'https://puzz.link/p?yajilin/5/5/m3!', error: /URL body, column 2: expected 1 hex digit after the arrow, found '!'/ },
    { text: 'https://puzz.link/p?yajilin/5/5/m#', error: /URL body, column 2: unexpected character '#' in the clues/ },
    { text: 'https://puzz.link/p?yajilin/5/5/m01', error: /the number 1 at r3c4 has no arrow/ },
    { text: 'https://puzz.link/p?yajilin/5/5/m35', error: /the 5 at r3c4 points left at 3 cells, room for at most 2 shaded/ },
    { text: 'https://puzz.link/p?yajilin/o/5/5/m32j10', error: /the option 'o' \(shaded cells outside the loop\) is a variant/ },
    { text: 'https://puzz.link/p?yajilin/1/1/', error: /at least 2 cells/ },
    { text: '. <1 .\n. <x .\n', error: /line 2, column 3: unexpected '<x'/ },
    { text: '. <1 .\n. .\n', error: /line 2: this row has 2 cells, the first has 3/ },
  ],
};
