// Kakuro's test data for the shared suites (see src/core/test-data.ts): generator requests, one bad board per rule
// the checker reports, real examples of each format and the keys that enter a solution in the studio. cspuz's test
// puzzle, written with puz.link's newer '-' for no sum, is solved in kakuro.test.ts.

import { allCells } from '../../core/geometry.js';
import type { Gesture } from '../../core/play.js';
import type { GenreTestData } from '../../core/test-data.js';
import type { KakuroAnswer, KakuroPartial, KakuroPuzzle } from './puzzle.js';
import { isWhite, kakuroSize } from './puzzle.js';
import { kakuro } from './index.js';

/** pzprjs's test puzzle (test/script/kakuro.js) and the board its test accepts. */
const example = 'https://puzz.link/p?kakuro/5/5/48la0.na0lh3l0Bn.0cl.c4a3';
const solution = [
  [0, 5, 3, 0, 0],
  [3, 4, 1, 2, 0],
  [1, 2, 0, 1, 2],
  [0, 1, 9, 3, 8],
  [0, 0, 8, 4, 0],
];
const changed = (row: number, column: number, value: number) => solution.map((line, r) => line.map((old, c) => (r === row && c === column ? value : old)));

export const testData: GenreTestData<KakuroPuzzle, KakuroAnswer, KakuroPartial> = {
  genre: kakuro,
  generatorCases: [
    { columns: 5, rows: 5 },
    { columns: 6, rows: 6, difficulty: 'easy' },
    { columns: 6, rows: 6, difficulty: 'medium' },
    { columns: 6, rows: 6, difficulty: 'hard' },
  ],
  badBoards: [
    { code: 'wrong-size', puzzle: example, answerValue: [[1]], unreadable: 'the JSON reader refuses a grid of the wrong size' },
    // The block at r1c1 holds a 5.
    { code: 'not-a-number', puzzle: example, answer: changed(0, 0, 5) },
    // Two white cells in one run without a sum, both 1.
    { code: 'repeated-number', puzzle: 'https://puzz.link/p?kakuro/2/1/l000', answer: [[1, 1]] },
    // r4c2 and r4c3 swap their 1 and 9: row 4 still adds up, columns 2 and 3 do not.
    { code: 'wrong-sum', puzzle: example, answer: solution.map((line, r) => (r === 3 ? [0, 9, 1, 3, 8] : [...line])) },
    // r2c1 is still empty; its runs wait for it.
    { code: 'empty-cell', puzzle: example, answer: changed(1, 0, 0) },
  ],
  realExamples: [
    { format: 'url', text: example, source: "pzprjs's test puzzle (test/script/kakuro.js in robx/pzprjs)" },
    {
      format: 'text',
      text:
        'pzprv3\nkakuro\n5\n5\n0 0 12 4 0 0 \n0 8,4 . . 0,10 0,0 \n10 . . . . 0,10 \n3 . . 3,17 . . \n0 21,0 . . . . \n0 0,0 12,0 . . 0,0 \n' +
        '. . . . . \n. . . . . \n. . . . . \n. . . . . \n. . . . . \n',
      source: "pzprjs's test board (test/script/kakuro.js in robx/pzprjs), without the entered digits",
    },
  ],
  studio: {
    puzzle: example,
    // A digit typed on every white cell.
    gestures: (puzzle, answer) =>
      allCells(kakuroSize(puzzle))
        .filter((cell) => isWhite(puzzle, cell))
        .map((cell): Gesture => ({ kind: 'key', target: { kind: 'cell', cell }, key: String(answer[cell.row]![cell.column]) })),
  },
  exports: {
    unique: example,
    // A 2×2 whose four runs each add up to 3: 1 2 / 2 1 or the other way round.
    several: 'https://puzz.link/p?kakuro/2/2/n3333',
    severalCount: 2,
    // Two cells adding up to 2 would repeat the 1.
    none: 'https://puzz.link/p?kakuro/2/1/l002',
  },
};
