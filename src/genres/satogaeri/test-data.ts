// Satogaeri's test data for the shared suites (see src/core/test-data.ts): generator requests, one bad board per
// rule the checker reports (tiny .pzl grids; answers as moves), real examples of each format, and the drags that
// move the circles of a solution in the studio.

import type { Gesture } from '../../core/play.js';
import type { GenreTestData } from '../../core/test-data.js';
import type { SatogaeriAnswer, SatogaeriPartial, SatogaeriPuzzle } from './puzzle.js';
import { satogaeri } from './index.js';

/** A pzl text: its countries and circles, one line per row. */
const pzl = (countries: readonly string[], circles: readonly string[]) => `countries\n${countries.join('\n')}\ncircles\n${circles.join('\n')}\n`;
const move = (from: [number, number], to: [number, number]) => ({ from, to });

export const testData: GenreTestData<SatogaeriPuzzle, SatogaeriAnswer, SatogaeriPartial> = {
  genre: satogaeri,
  generatorCases: [
    { columns: 2, rows: 2 },
    { columns: 2, rows: 2, difficulty: 'easy' },
  ],
  badBoards: [
    {
      code: 'missing-move',
      puzzle: pzl(['A A'], ['o .']),
      answerValue: [],
      unreadable: 'the JSON reader takes a circle left out as one that stays, so every circle has its move',
    },
    // Two circles in one country: one leaves the board, the other stays.
    { code: 'off-board', puzzle: pzl(['A A'], ['o o']), answer: [move([0, 0], [-1, 0])] },
    { code: 'bent-move', puzzle: pzl(['A A', 'A A'], ['o .', '. .']), answer: [move([0, 0], [1, 1])] },
    { code: 'wrong-distance', puzzle: pzl(['A A'], ['1 .']), answer: [] },
    { code: 'over-circle', puzzle: pzl(['A A B'], ['o o .']), answer: [move([0, 0], [0, 2])] },
    // Across r2 and down c2: the tracks meet in r2c2.
    {
      code: 'crossing-tracks',
      puzzle: pzl(['A A A', 'B B A', 'B B A'], ['. o .', 'o . .', '. . .']),
      answer: [move([1, 0], [1, 2]), move([0, 1], [2, 1])],
    },
    { code: 'two-circles', puzzle: pzl(['A A'], ['o o']), answer: [] },
    { code: 'empty-country', puzzle: pzl(['A B'], ['o .']), answer: [] },
  ],
  realExamples: [
    { format: 'url', text: 'https://puzz.link/p?satogaeri/5/5/26c8ueef3.l2i2m2j', source: "sabo2's pzprjs test/script/test_sato.js (test/fixtures/satogaeri-real.jsonl)" },
    { format: 'pzl', text: pzl(['A A A', 'B C A', 'B C C'], ['o . 0', '. . .', '2 . .']), source: "seed 000's thesis, its 3×3 example of sections 4 and 5" },
    {
      format: 'json',
      text:
        '{"genre":"satogaeri","rows":3,"columns":3,"countries":[[0,0,0],[1,2,0],[1,2,2]],' +
        '"circles":[{"row":0,"column":0,"number":null},{"row":0,"column":2,"number":0},{"row":2,"column":0,"number":2}]}',
      source: "the thesis's 3×3 example in pencilsat's own JSON form (no outside tool writes it)",
    },
  ],
  studio: {
    puzzle: 'https://puzz.link/p?satogaeri/4/4/94g1g02m1h.j',
    // Each circle that moves, dragged from its start to its end.
    gestures: (_puzzle, answer) =>
      answer
        .filter((step) => step.from.row !== step.to.row || step.from.column !== step.to.column)
        .map((step): Gesture => ({ kind: 'drag', from: step.from, to: step.to })),
  },
};
