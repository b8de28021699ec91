// Nurimisaki's test data for the shared suites (see src/core/test-data.ts): generator requests, one bad board per rule
// the checker reports (grids of one to three rows), real examples of each format, and the clicks that shade a solution
// in the studio.

import { allCells } from '../../core/geometry.js';
import type { Gesture } from '../../core/play.js';
import type { GenreTestData } from '../../core/test-data.js';
import type { NurimisakiAnswer, NurimisakiPartial, NurimisakiPuzzle } from './puzzle.js';
import { nurimisakiSize } from './puzzle.js';
import { nurimisaki } from './index.js';

const example = 'https://puzz.link/p?nurimisaki/5/5/g.i.m2l.j';
/** A circle in the middle of a 3×3: the ring round it, unshaded, has no dead end. */
const middleCircle = 'https://puzz.link/p?nurimisaki/3/3/j.j';
/** A 3×3 with circles in the top right and bottom left corners. */
const twoCorners = 'https://puzz.link/p?nurimisaki/3/3/h.i.h';

export const testData: GenreTestData<NurimisakiPuzzle, NurimisakiAnswer, NurimisakiPartial> = {
  genre: nurimisaki,
  generatorCases: [
    { columns: 5, rows: 5 },
    { columns: 6, rows: 6, difficulty: 'easy' },
    { columns: 5, rows: 7, difficulty: 'easy' },
  ],
  badBoards: [
    { code: 'wrong-size', puzzle: middleCircle, answerValue: [[false]], unreadable: 'the JSON reader refuses a grid of the wrong size' },
    // The circle is shaded, the ring round it unshaded.
    { code: 'shaded-circle', puzzle: middleCircle, answer: [[0, 0, 0], [0, 1, 0], [0, 0, 0]] },
    // Two circles side by side, each the other's one neighbour, and nothing shaded.
    { code: 'no-shaded', puzzle: 'https://puzz.link/p?nurimisaki/2/1/..', answer: [[0, 0]] },
    // The top left 2×2 is shaded; the unshaded L runs from one circle to the other.
    { code: 'shaded-2x2', puzzle: twoCorners, answer: [[1, 1, 0], [1, 1, 0], [0, 0, 0]] },
    // Two pairs of circles, apart.
    { code: 'disconnected', puzzle: 'https://puzz.link/p?nurimisaki/5/1/..g..', answer: [[0, 0, 1, 0, 0]] },
    // The 2 sees the circle two cells on, three cells in all.
    { code: 'wrong-count', puzzle: 'https://puzz.link/p?nurimisaki/4/1/2g.g', answer: [[0, 0, 0, 1]] },
    // The left 2×2 is unshaded; the circle ends the row below.
    { code: 'unshaded-2x2', puzzle: 'https://puzz.link/p?nurimisaki/3/2/k./', answer: [[0, 0, 1], [0, 0, 0]] },
    // The circle in the corner of an unshaded ring has two unshaded neighbours.
    { code: 'circle-not-dead-end', puzzle: 'https://puzz.link/p?nurimisaki/3/3/.n', answer: [[0, 0, 0], [0, 1, 0], [0, 0, 0]] },
    // r1c3 ends the unshaded row without a circle.
    { code: 'dead-end-without-circle', puzzle: 'https://puzz.link/p?nurimisaki/4/1/.i', answer: [[0, 0, 0, 1]] },
  ],
  realExamples: [
    { format: 'url', text: example, source: "pzprjs's test/script/nurimisaki.js (test/fixtures/nurimisaki-solved.jsonl)" },
    {
      format: 'text',
      text: 'pzprv3\nnurimisaki\n5\n5\n. - . . . \n- . . . . \n. . . 2 . \n. . . . . \n- . . . . \n. . . . . \n. . . . . \n. . . . . \n. . . . . \n. . . . . \n',
      source: "pzprjs's test board (test/script/nurimisaki.js in robx/pzprjs), without the shading",
    },
  ],
  studio: {
    puzzle: example,
    // A click on every shaded cell.
    gestures: (puzzle, answer) =>
      allCells(nurimisakiSize(puzzle))
        .filter((cell) => answer[cell.row]![cell.column])
        .map((cell): Gesture => ({ kind: 'press', target: { kind: 'cell', cell }, button: 'primary' })),
  },
  exports: {
    unique: example,
    // Circles in two corners of a 3×3: an L of unshaded cells either way round.
    several: twoCorners,
    // The 2 would see the circle two cells on.
    none: 'https://puzz.link/p?nurimisaki/4/1/2g.g',
  },
  outsidePuzzles: [
    {
      fixture: 'nurimisaki-solved.jsonl',
      text: (record) => String(record.url),
      answer: (record) => record.solution,
      writtenAs: 'url',
      alsoThrough: ['text'],
    },
    {
      fixture: 'nurimisaki-puzzlink.jsonl',
      text: (record) => String(record.url),
      // puz.link writes a slash after a body that ends in `.`; cspuz's generator leaves it out.
      writtenText: (record) => (String(record.url).endsWith('.') ? `${String(record.url)}/` : String(record.url)),
      // penpa-edit's 44×44 takes minutes: it is in the bench, not here.
      solves: (record) => !String(record.url).includes('/44/44/'),
      writtenAs: 'url',
      alsoThrough: ['text'],
    },
  ],
  malformedInputs: [
    { text: 'https://puzz.link/p?nurimisaki/5/5/i7g#', error: /URL body, column 4: unexpected character '#'/ },
    { text: 'https://puzz.link/p?nurimisaki/2/2/9', error: /outside 1..3/ },
    { text: 'https://puzz.link/p?nurimisaki/99/99/g', error: /larger than|outside the supported/ },
    { text: 'pzprv3/nurimisaki/2/2/3 x /. . /. . /. . /', error: /line 5, column 3: 'x' is not a number, '-' or '.'/ },
    { text: 'pzprv3/nurimisaki/2/2/3 . /. 9 /. . /. . /', error: /line 6, column 3: the number 9 .*is outside 1..3/ },
    { text: 'pzprv3/nurimisaki/2/2/3 . /', error: /line 6/ },
    { text: 'pzprv3/nurimisaki/2/2/3 . . /. . /', error: /line 5: row 1 of the circles has 3 entries, not 2/ },
    { text: 'pzprv3/nurimisaki/2/x/', error: /line 4: .*column count/ },
  ],
};
