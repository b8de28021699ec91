// Nuri-Maze's test data for the shared suites (see src/core/test-data.ts): generator requests, one bad board per rule
// the checker reports, real examples of each format, and the presses that shade a solution in the studio.

import type { Gesture } from '../../core/play.js';
import type { GenreTestData } from '../../core/test-data.js';
import type { NurimazeAnswer, NurimazePartial, NurimazePuzzle } from './puzzle.js';
import { roomCells } from './puzzle.js';
import { nurimaze } from './index.js';

/** puzz.link's example (pzprjs's test/script/nurimaze.js): 17 rooms, a circle and two triangles. */
const example = 'https://puzz.link/p?nurimaze/6/6/6efjsstsvjun1e374i2547';
/** S and G at the ends of a 2×3 grid's top row, each cell a room; solved with the middle of the bottom row shaded. */
const corridor = (top: string, bottom: string, rooms = '3 4 5') => `pzprv3/nurimaze/2/3/${rooms === '3 3 3' ? 4 : 6}/0 1 2 /${rooms} /${top} /${bottom} /`;
const solved = [[0, 0, 0], [0, 1, 0]];

export const testData: GenreTestData<NurimazePuzzle, NurimazeAnswer, NurimazePartial> = {
  genre: nurimaze,
  generatorCases: [
    { columns: 5, rows: 5 },
    { columns: 6, rows: 6, difficulty: 'easy' },
    { columns: 7, rows: 6, difficulty: 'medium' },
  ],
  badBoards: [
    { code: 'wrong-size', puzzle: example, answerValue: [[false]], unreadable: 'the JSON reader refuses a grid of the wrong size' },
    // The bottom row is one room, its middle cell alone shaded.
    { code: 'room-mixed', puzzle: corridor('s . g', '. . .', '3 3 3'), answer: solved },
    { code: 'object-shaded', puzzle: corridor('s . g', '. t .'), answer: solved },
    { code: 'disconnected', puzzle: 'pzprv3/nurimaze/1/3/3/0 1 2 /s . g /', answer: [[0, 1, 0]] },
    { code: 'shaded-2x2', puzzle: corridor('s . .', 'g . .'), answer: [[0, 1, 1], [0, 1, 1]] },
    { code: 'unshaded-2x2', puzzle: 'pzprv3/nurimaze/2/2/4/0 1 /2 3 /s . /. g /', answer: [[0, 0], [0, 0]] },
    // A ring round a shaded middle cell.
    { code: 'unshaded-loop', puzzle: 'pzprv3/nurimaze/3/3/9/0 1 2 /3 4 5 /6 7 8 /s . . /. . . /. . g /', answer: [[0, 0, 0], [0, 1, 0], [0, 0, 0]] },
    { code: 'circle-off-route', puzzle: corridor('s . g', 'o . .'), answer: solved },
    { code: 'triangle-on-route', puzzle: corridor('s t g', '. . .'), answer: solved },
  ],
  realExamples: [
    { format: 'url', text: example, source: "pzprjs's test/script/nurimaze.js (test/fixtures/nurimaze-pzprjs.jsonl)" },
    {
      format: 'text',
      text: 'pzprv3/nurimaze/6/6/17/0 0 0 1 2 2 /3 3 4 1 5 5 /6 6 4 1 7 8 /9 10 10 10 7 8 /11 12 13 14 14 14 /11 15 13 16 16 16 /s . . . . . /. . . . . o /. . . t . . /. . . . . . /. . . . . . /g . t . . . /+ + + + # # /# # # + + + /+ + # + # + /+ # # # # + /+ + + + + + /+ # + # # # /',
      source: "pzprjs's test/script/nurimaze.js, its solved board",
    },
  ],
  studio: {
    puzzle: example,
    // A press on the first cell of every shaded room shades the room.
    gestures: (puzzle, answer) =>
      roomCells(puzzle.rooms)
        .filter((cells) => answer[cells[0]!.row]![cells[0]!.column])
        .map((cells): Gesture => ({ kind: 'press', target: { kind: 'cell', cell: cells[0]! }, button: 'primary' })),
  },
  outsidePuzzles: [
    {
      fixture: 'nurimaze-cspuz.jsonl',
      text: (record) => record.url!,
      answer: (record) => record.answer!.split('/').map((row) => [...row].map(Number)),
      writtenAs: 'url',
      alsoThrough: ['text'],
    },
  ],
  exports: {
    unique: example,
    // S and G on a 2×3 grid of one-cell rooms: the route along the top or round the bottom, and the cells beside it.
    several: corridor('s . g', '. . .'),
    // A triangle between S and G in a row of three.
    none: 'pzprv3/nurimaze/1/3/3/0 1 2 /s t g /',
  },
  malformedInputs: [
    { text: 'https://puzz.link/p?nurimaze/6/6/6efjsstsvjun1e374i2#47', error: /URL body, column \d+: unexpected character '#'/ },
    { text: 'https://puzz.link/p?nurimaze/99/99/0', error: /larger than/ },
    { text: 'pzprv3/nurimaze/1/3/1/0 0 0 /s x g /', error: /line 7, column 3: 'x' is not 's'/ },
    { text: 'pzprv3/nurimaze/1/3/1/0 0 0 /s s g /', error: /a second S at row 1, column 2/ },
    { text: 'pzprv3/nurimaze/1/3/1/0 0 0 /s . . /', error: /no G/ },
    { text: 'pzprv3/nurimaze/1/3/2/0 1 0 /s . g /', error: /room '0' is split into separate areas/ },
    { text: 'https://puzz.link/p?nurimaze/1/1/1', error: /two cells/ },
  ],
};
