// Tents's test data for the shared suites (see src/core/test-data.ts): generator requests, one bad board per rule
// the checker reports, real examples of each format, the clicks that place a solution's tents in the studio, and
// Simon Tatham's Tents puzzles with the solutions Tents saves.

import { allCells } from '../../core/geometry.js';
import type { Gesture } from '../../core/play.js';
import type { GenreTestData } from '../../core/test-data.js';
import type { TentsAnswer, TentsPartial, TentsPuzzle } from './puzzle.js';
import { tentsSize } from './puzzle.js';
import { parseTentsSolution } from './formats.js';
import { tents } from './index.js';

/** pzprjs's test puzzle (test/script/tents.js). */
const example = 'https://puzz.link/p?tents/5/5/2g0h1i1j82323';

/** A pzprv3 file of one row: its count (`.` for none) and its cells (`1` a tree). */
const row = (count: string, cells: string) => `pzprv3/tents/1/${cells.length}/. ${[...cells].map(() => '.').join(' ')} /${count} ${[...cells].map((cell) => (cell === 'T' ? '1' : '.')).join(' ')} /`;

export const testData: GenreTestData<TentsPuzzle, TentsAnswer, TentsPartial> = {
  genre: tents,
  generatorCases: [
    { columns: 5, rows: 5 },
    { columns: 6, rows: 6, difficulty: 'easy' },
    { columns: 7, rows: 5, difficulty: 'medium' },
  ],
  badBoards: [
    { code: 'wrong-size', puzzle: example, answerValue: [[true]], unreadable: 'the JSON reader refuses a grid of the wrong size' },
    // Two trees side by side; the second one holds a tent, though each tree has a tent of its own beside it.
    { code: 'tent-on-tree', puzzle: 'pzprv3/tents/2/3/. . . . /. 1 1 . /. . . . /', answer: [[0, 1, 1], [1, 0, 0]] },
    // Each tree with its own tent, but the two tents side by side.
    { code: 'tents-touch', puzzle: row('.', 'T..T'), answer: [[0, 1, 1, 0]] },
    // A tent at the far end, with no tree beside it.
    { code: 'tent-without-tree', puzzle: row('.', 'T...'), answer: [[0, 1, 0, 1]] },
    // One tree, a tent on each side of it.
    { code: 'too-many-tents', puzzle: row('.', '.T.'), answer: [[1, 0, 1]] },
    // A tree alone.
    { code: 'tree-without-tent', puzzle: row('.', 'T'), answer: [[0]] },
    // Two trees sharing the tent between them.
    { code: 'too-few-tents', puzzle: row('.', 'T.T'), answer: [[0, 1, 0]] },
    // The row's count says 0, and its tree's tent stands in it.
    { code: 'wrong-count', puzzle: row('0', 'T.'), answer: [[0, 1]] },
  ],
  realExamples: [
    { format: 'url', text: example, source: "pzprjs's test puzzle (test/script/tents.js in robx/pzprjs)" },
    { format: 'sgt', text: '8x8:acecibidma__b,3,0,2,1,2,0,2,2,2,1,2,1,2,0,1,3', source: "Simon Tatham's Tents, 8x8 Easy (test/fixtures/sgt-tents.jsonl)" },
    {
      format: 'file',
      text: 'pzprv3/tents/5/5/. 2 . 0 . . /1 . . 1 . . /. . . . . . /. . 1 . . 1 /. . . . 1 . /1 . 1 . . . /0 0 0 0 /0 0 0 0 /0 0 0 0 /0 0 0 0 /0 0 0 0 /0 0 0 0 0 /0 0 0 0 0 /0 0 0 0 0 /0 0 0 0 0 /',
      source: "pzprjs's test board (test/script/tents.js in robx/pzprjs), without the player's tents",
    },
  ],
  studio: {
    puzzle: example,
    // A click on every tent.
    gestures: (puzzle, answer) =>
      allCells(tentsSize(puzzle))
        .filter((cell) => answer[cell.row]![cell.column])
        .map((cell): Gesture => ({ kind: 'press', target: { kind: 'cell', cell }, button: 'primary' })),
  },
  exports: {
    unique: example,
    // One tree in a row of three, its tent on either side.
    several: row('.', '.T.'),
    severalCount: 2,
    // The same row, said to hold no tent.
    none: row('0', '.T.'),
    smt: ['unique', 'none'],
  },
  outsidePuzzles: [
    {
      fixture: 'sgt-tents.jsonl',
      text: (record) => String(record.id),
      answer: (record, puzzle) => parseTentsSolution(String(record.solution), tentsSize(puzzle)).map((line) => line.map(Number)),
      genreGiven: true,
      writtenAs: 'sgt',
      alsoThrough: ['url', 'file'],
    },
  ],
  malformedInputs: [
    { text: 'https://puzz.link/p?tents/5/5/2g0h1i1j8#323', error: /URL body, column \d+: unexpected character '#' in the tree list/ },
    { text: 'https://puzz.link/p?tents/2/2/3', error: /the count 3 of column 1 is not a whole number from 0 to 1/ },
    { text: 'https://puzz.link/p?tents/3/3/.', error: /a '\?' beside the grid is not a Tents count/ },
    { text: '4x4:p,1,1,1,1,1,1,1', error: /gives 7 counts, the grid needs 8/ },
    { text: '4x4:p,1,1,1,1,1,1,1,1,1', error: /game ID description, column 18: .*unexpected|expected the end/ },
    { text: '4x4:q,1,1,1,1,1,1,1,1', error: /column 1: the description runs past the end of the grid's 16 cells/ },
    { text: '4x4:o!,1,1,1,1,1,1,1,1', error: /column 2: unexpected character '!' \(expected a-z or _\)/ },
    { text: '4x4dx:p,1,1,1,1,1,1,1,1', error: /'dx' is not a Tents difficulty/ },
    { text: '3x3:l,0,0,0,0,0,0', error: /outside the supported sizes/ },
    { text: 'pzprv3\ntents\n1\n2\n. . . \n', error: /file ends before row 2/ },
    { text: 'pzprv3\ntents\n1\n2\n1 . . \n. . . \n', error: /line 5, column 1: '1' is not '.' \(a corner holds nothing\)/ },
    { text: 'pzprv3\ntents\n1\n2\n. . . \n. x . \n', error: /line 6, column 3: 'x' is not '1' \(a tree\)/ },
  ],
};
