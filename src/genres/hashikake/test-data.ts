// Hashi's test data for the shared suites (see src/core/test-data.ts): one bad board per rule the checker reports,
// real examples of each format, Simon Tatham's Bridges puzzles with the solutions Bridges saves, and the exports.

import { bridgeSpans, cellsPassed } from '../../core/bridges.js';
import { lineAt } from '../../core/lines.js';
import type { Gesture } from '../../core/play.js';
import type { GenreTestData } from '../../core/test-data.js';
import type { HashiAnswer, HashiPartial, HashiPuzzle } from './puzzle.js';
import { hashiSize, islandAt } from './puzzle.js';
import { hashikake } from './index.js';

/** Bridges' SOLVE move: `L x1,y1,x2,y2,n` lays n bridges from (x1, y1) to (x2, y2), over every line between. */
export function bridgesSolution(solution: string, puzzle: HashiPuzzle): HashiAnswer {
  const { rows, columns } = hashiSize(puzzle);
  const horizontal = Array.from({ length: rows }, () => new Array<number>(columns - 1).fill(0));
  const vertical = Array.from({ length: rows - 1 }, () => new Array<number>(columns).fill(0));
  for (const move of solution.split(';')) {
    const match = /^L(\d+),(\d+),(\d+),(\d+),(\d+)$/.exec(move);
    if (!match) continue;
    const [x1, y1, x2, y2, n] = match.slice(1).map(Number) as [number, number, number, number, number];
    if (y1 === y2) for (let x = Math.min(x1, x2); x < Math.max(x1, x2); x++) horizontal[y1]![x] = n;
    else for (let y = Math.min(y1, y2); y < Math.max(y1, y2); y++) vertical[y]![x1] = n;
  }
  return { horizontal, vertical };
}

const pair = 'https://puzz.link/p?hashikake/3/1/2g2';

export const testData: GenreTestData<HashiPuzzle, HashiAnswer, HashiPartial> = {
  genre: hashikake,
  generatorCases: [
    { columns: 5, rows: 5 },
    { columns: 7, rows: 7, difficulty: 'easy' },
    { columns: 7, rows: 7, difficulty: 'hard' },
  ],
  badBoards: [
    { code: 'wrong-size', puzzle: pair, answerValue: { horizontal: [[2]], vertical: [] }, unreadable: 'the JSON reader refuses bridges of the wrong size' },
    { code: 'no-line', puzzle: pair, answer: { horizontal: [[0, 0]], vertical: [] } },
    // A ring of islands round a water cell, and two bridges across it that cross there.
    { code: 'crossing', puzzle: 'pzprv3/hashikake/3/3/2 3 2 /3 . 3 /2 3 2 /', answer: { horizontal: [[1, 1], [1, 1], [1, 1]], vertical: [[1, 1, 1], [1, 1, 1]] } },
    { code: 'too-many-bridges', puzzle: 'https://puzz.link/p?hashikake/3/1/1g2', answer: { horizontal: [[2, 2]], vertical: [] } },
    // Two pairs of 1s, each joined, apart from each other.
    { code: 'disconnected', puzzle: 'pzprv3/hashikake/3/3/1 . 1 /. . . /1 . 1 /', answer: { horizontal: [[1, 1], [0, 0], [1, 1]], vertical: [[0, 0, 0], [0, 0, 0]] } },
    { code: 'too-few-bridges', puzzle: pair, answer: { horizontal: [[1, 1]], vertical: [] } },
    // The two 2s joined; a stray bridge in the water beside them.
    { code: 'dead-end', puzzle: 'https://puzz.link/p?hashikake/4/1/22h', answer: { horizontal: [[2, 0, 1]], vertical: [] } },
  ],
  realExamples: [
    { format: 'url', text: 'https://puzz.link/p?hashikake/5/5/4g2i3h23k3g1g3g4g3', source: "pzprjs's test/script/hashikake.js" },
    { format: 'text', text: 'pzprv3\nhashikake\n5\n5\n4 . 2 . . \n. 3 . . 2 \n3 . . . . \n. 3 . 1 . \n3 . 4 . 3 \n', source: "pzprjs's test/script/hashikake.js, its failing boards' islands" },
    { format: 'sgt', text: '7x7m2:4b5b2b1d4b6b3g5a2e1a4b14d2a', source: "Simon Tatham's Bridges (sgt-bridges --generate, Debian's sgt-puzzles)" },
  ],
  outsidePuzzles: [
    {
      fixture: 'sgt-bridges.jsonl',
      // Written back short, `WxHm2:` (the generator's settings are not the puzzle's).
      text: (record) => record.id!.replace(/^(\d+x\d+)[^:]*/, '$1m2'),
      answer: (record, puzzle) => hashikake.answerToJson(bridgesSolution(record.solution!, puzzle)),
      writtenAs: 'sgt',
      alsoThrough: ['url', 'text'],
    },
  ],
  studio: {
    puzzle: 'https://puzz.link/p?hashikake/5/5/4g2i3h23k3g1g3g4g3',
    // One drag from island to island per bridge: a pair with two bridges is dragged across twice.
    gestures: (puzzle, answer) =>
      bridgeSpans(hashiSize(puzzle), (cell) => islandAt(puzzle, cell) !== null).flatMap((span) =>
        Array.from({ length: lineAt(answer, span.lines[0]!) }, (): Gesture => ({ kind: 'trace', points: [span.from, ...cellsPassed(span), span.to], button: 'primary' })),
      ),
  },
  exports: {
    unique: 'https://puzz.link/p?hashikake/5/5/4g2i3h23k3g1g3g4g3',
    several: 'pzprv3/hashikake/3/3/3 . 3 /. . . /3 . 3 /',
    severalCount: 2,
    none: 'pzprv3/hashikake/3/3/. 1 . /1 . 1 /. 1 . /',
  },
};
