// Tapa's test data for the shared suites (see src/core/test-data.ts): generator requests, one bad board per rule the
// checker reports (3×3 puz.link grids), real examples of each format, and the clicks that shade a solution in the
// studio.

import { allCells } from '../../core/geometry.js';
import type { Gesture } from '../../core/play.js';
import type { GenreTestData } from '../../core/test-data.js';
import type { TapaAnswer, TapaPartial, TapaPuzzle } from './puzzle.js';
import { tapaSize } from './puzzle.js';
import { tapa } from './index.js';

const example = 'https://puzz.link/p?tapa/5/5/3n5hchhajn2';
/** A `?` in the corner r3c3: met by no run at all, or by one run round it. */
const cornerUnknown = 'https://puzz.link/p?tapa/3/3/n.';

export const testData: GenreTestData<TapaPuzzle, TapaAnswer, TapaPartial> = {
  genre: tapa,
  generatorCases: [
    { columns: 5, rows: 5 },
    { columns: 7, rows: 7, difficulty: 'easy' },
    { columns: 6, rows: 8, difficulty: 'easy', options: { symmetry: 'none' } },
  ],
  badBoards: [
    { code: 'wrong-size', puzzle: cornerUnknown, answerValue: [[false]], unreadable: 'the JSON reader refuses a grid of the wrong size' },
    // Nothing is shaded (puz.link's brNoShade); a lone ? is met by a ring with no run.
    { code: 'no-shaded', puzzle: 'https://puzz.link/p?tapa/3/3/j.j', answer: [[0, 0, 0], [0, 0, 0], [0, 0, 0]] },
    // The ? in the centre is shaded; its ring holds no run, which a lone ? allows.
    { code: 'shaded-clue', puzzle: 'https://puzz.link/p?tapa/3/3/j.j', answer: [[0, 0, 0], [0, 1, 0], [0, 0, 0]] },
    { code: 'shaded-2x2', puzzle: cornerUnknown, answer: [[1, 1, 0], [1, 1, 0], [0, 0, 0]] },
    // The 1 in the corner sees no shaded cell.
    { code: 'wrong-runs', puzzle: 'https://puzz.link/p?tapa/3/3/n1', answer: [[1, 0, 0], [0, 0, 0], [0, 0, 0]] },
    { code: 'shaded-divided', puzzle: cornerUnknown, answer: [[1, 0, 1], [0, 0, 0], [0, 0, 0]] },
  ],
  realExamples: [
    { format: 'url', text: example, source: "pzprjs's test puzzle (test/script/tapa.js in robx/pzprjs; test/fixtures/tapa-puzzlink.jsonl)" },
    {
      format: 'text',
      text: 'pzprv3\ntapa\n5\n5\n3 . . . . \n. . . . 5 \n. . 3,1,1 . . \n3,1 . . . . \n. . . . 2 \n',
      source: "pzprjs's test board (test/script/tapa.js in robx/pzprjs), without the shading",
    },
  ],
  studio: {
    puzzle: example,
    // A click on every shaded cell.
    gestures: (puzzle, answer) =>
      allCells(tapaSize(puzzle))
        .filter((cell) => answer[cell.row]![cell.column])
        .map((cell): Gesture => ({ kind: 'press', target: { kind: 'cell', cell }, button: 'primary' })),
  },
  exports: {
    unique: example,
    several: cornerUnknown,
    // An 8 needs eight cells round it; a 2×2 grid has three.
    none: 'https://puzz.link/p?tapa/2/2/8',
  },
  outsidePuzzles: [
    {
      fixture: 'tapa-solved.jsonl',
      text: (record) => String(record.url),
      answer: (record) => record.solution,
      writtenAs: 'url',
      alsoThrough: ['text'],
    },
  ],
  malformedInputs: [
    { text: 'https://puzz.link/p?tapa/5/5/3n#', error: /URL body, column 3: unexpected character '#'/ },
    { text: 'https://puzz.link/p?tapa/5/5/e0', error: /URL body, column 1: 'e0' is not a code of a clue of several numbers/ },
    { text: 'https://puzz.link/p?tapa/5/5/a', error: /URL body, column 2: the text ends where the second character of a clue code was expected/ },
    { text: 'https://puzz.link/p?tapa/5/5/az', error: /URL body, column 1: 'az': the runs 5 5 and a gap after each need 12 cells/ },
    { text: 'https://puzz.link/p?tapa/99/99/g', error: /larger than|outside/ },
    { text: 'pzprv3/tapa/2/2/3 . /. 9 /', error: /line 6, column 3: '9': the number 9 is outside 0..8/ },
    { text: 'pzprv3/tapa/2/2/3 . /. x /', error: /line 6, column 3: 'x' is not a clue/ },
    { text: 'pzprv3/tapa/2/2/3,0 . /. . /', error: /line 5, column 1: '3,0': in a clue of several numbers each run is at least 1/ },
    { text: 'pzprv3/tapa/2/2/1,1,1,1,1 . /. . /', error: /line 5, column 1: .* one to four numbers, not 5/ },
    { text: 'pzprv3/tapa/2/2/3 . /', error: /line 6: row 2 of the grid has 0 entries, not 2/ },
  ],
};
