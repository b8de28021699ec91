// Nonogram's test data for the shared suites (see src/core/test-data.ts): generator requests, one bad board per
// rule the checker reports, real examples of each format, the drags that paint a solution in the studio, and Simon
// Tatham's Pattern puzzles with the solutions Pattern saves.

import type { Gesture } from '../../core/play.js';
import type { GenreTestData } from '../../core/test-data.js';
import type { NonogramAnswer, NonogramPartial, NonogramPuzzle } from './puzzle.js';
import { parsePatternSolution } from './formats.js';
import { nonogram } from './index.js';

/** pzprjs's test puzzle (test/script/nonogram.js) and its solution. */
const example = 'https://puzz.link/p?nonogram/6/6/12g1111h11112j12g11g21j11g3h';
const solution = [
  [1, 1, 0, 1, 0, 0],
  [1, 0, 0, 0, 1, 0],
  [0, 1, 0, 1, 1, 0],
  [0, 0, 0, 0, 0, 0],
  [1, 0, 0, 0, 1, 0],
  [0, 1, 1, 1, 0, 0],
];

export const testData: GenreTestData<NonogramPuzzle, NonogramAnswer, NonogramPartial> = {
  genre: nonogram,
  generatorCases: [
    { columns: 5, rows: 5 },
    { columns: 8, rows: 6, difficulty: 'easy' },
    { columns: 10, rows: 10, difficulty: 'medium' },
  ],
  badBoards: [
    { code: 'wrong-size', puzzle: example, answerValue: [[true]], unreadable: 'the JSON reader refuses a grid of the wrong size' },
    // pzprjs's "group order" board: rows 1 and 3 show 1 2 and 2 1 where their clues say 2 1 and 1 2.
    { code: 'wrong-blocks', puzzle: example, answer: [[0, 1, 0, 1, 1, 0], ...solution.slice(1, 2), [1, 1, 0, 1, 0, 0], ...solution.slice(3)] },
  ],
  realExamples: [
    { format: 'url', text: example, source: "pzprjs's test puzzle (test/script/nonogram.js in robx/pzprjs)" },
    { format: 'sgt', text: '5x5:4/3/1/3/1/1.1/1/2.1/2.1/3', source: "Simon Tatham's Pattern, 5x5 (test/fixtures/sgt-pattern.jsonl)" },
    {
      format: 'file',
      text: 'pzprv3/nonogram/6/6/. . . . 1 . 1 . . /. . . 2 1 . 1 2 . /. . . 1 1 1 1 1 . /. 2 1 . . . . . . /. 1 1 . . . . . . /. 1 2 . . . . . . /. . . . . . . . . /. 1 1 . . . . . . /. . 3 . . . . . . /',
      source: "pzprjs's test board (test/script/nonogram.js in robx/pzprjs), without the player's shading",
    },
    { format: 'text', text: 'rows\n1 1\n1\n2 1\n2 1\n3\n\ncolumns\n4\n3\n1\n3\n1\n', source: "Simon Tatham's Pattern, 5x5 (test/fixtures/sgt-pattern.jsonl), as rows, then columns" },
  ],
  studio: {
    puzzle: example,
    // Each block of each row painted by one drag along it (a single cell by a click); a row without blocks crossed
    // out by one drag of the other button.
    gestures: (_puzzle, answer) =>
      answer.flatMap((row, r) => {
        if (row.every((shaded) => !shaded)) return [{ kind: 'stroke', cells: row.map((_, column) => ({ row: r, column })), button: 'secondary' }];
        const gestures: Gesture[] = [];
        let start: number | undefined;
        [...row, false].forEach((shaded, column) => {
          if (shaded && start === undefined) start = column;
          if (shaded || start === undefined) return;
          const cells = Array.from({ length: column - start }, (_, k) => ({ row: r, column: start! + k }));
          gestures.push(cells.length === 1 ? { kind: 'press', target: { kind: 'cell', cell: cells[0]! }, button: 'primary' } : { kind: 'stroke', cells, button: 'primary' });
          start = undefined;
        });
        return gestures;
      }),
  },
  exports: {
    unique: example,
    // One shaded cell in each row and column of a 3×3: the six permutations.
    several: '3x3:1/1/1/1/1/1',
    severalCount: 6,
    // A full first column, but an empty first row.
    none: '3x3:3/1/1//1/1',
    smt: ['unique', 'none'],
  },
  outsidePuzzles: [
    {
      fixture: 'sgt-pattern.jsonl',
      text: (record) => String(record.id),
      answer: (record, puzzle) => parsePatternSolution(String(record.solution), { rows: puzzle.rowClues.length, columns: puzzle.columnClues.length }).map((row) => row.map(Number)),
      genreGiven: true,
      writtenAs: 'sgt',
      alsoThrough: ['url', 'text', 'file'],
    },
  ],
};
