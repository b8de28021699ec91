// Slitherlink's test data for the shared suites (see src/core/test-data.ts): one bad board per rule the checker
// reports (3×3 grids, lines drawn as paths over the corners), real examples of each format, generator requests and
// the drags that draw a loop in the studio.

import { loopPoints } from '../../core/lines.js';
import type { GenreTestData } from '../../core/test-data.js';
import { makeLines } from '../../core/lines.js';
import { cellSides } from './model.js';
import type { SlitherlinkAnswer, SlitherlinkPartial, SlitherlinkPuzzle } from './puzzle.js';
import { cornerPoints, slitherlinkSize } from './puzzle.js';
import { slitherlink } from './index.js';

/** Lines in the JSON form on the corners of a 3×3 grid, from paths over the corners, each step a straight run. */
function drawn(...paths: [number, number][][]): { horizontal: number[][]; vertical: number[][] } {
  const lines = { horizontal: Array.from({ length: 4 }, () => [0, 0, 0]), vertical: Array.from({ length: 3 }, () => [0, 0, 0, 0]) };
  for (const path of paths) {
    for (let index = 1; index < path.length; index++) {
      const [r1, c1] = path[index - 1]!;
      const [r2, c2] = path[index]!;
      if (r1 === r2) for (let c = Math.min(c1, c2); c < Math.max(c1, c2); c++) lines.horizontal[r1]![c] = 1;
      else for (let r = Math.min(r1, r2); r < Math.max(r1, r2); r++) lines.vertical[r]![c1] = 1;
    }
  }
  return lines;
}

const square = (row: number, column: number): [number, number][] => [[row, column], [row, column + 1], [row + 1, column + 1], [row + 1, column], [row, column]];
/** A 3×3 grid without numbers. */
const empty = 'https://puzz.link/p?slither/3/3/o';

/** Loopy's solve move (`S0n1y2y...`) as lines: edges are numbered face by face, each face's top, right, bottom, left. */
export function loopySolution(move: string, rows: number, columns: number): { horizontal: number[][]; vertical: number[][] } {
  const numbered: { orientation: 'horizontal' | 'vertical'; row: number; column: number }[] = [];
  const seen = new Set<string>();
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      for (const side of cellSides({ row, column })) {
        const key = `${side.orientation} ${side.from.row} ${side.from.column}`;
        if (seen.has(key)) continue;
        seen.add(key);
        numbered.push({ orientation: side.orientation, ...side.from });
      }
    }
  }
  const lines = makeLines(cornerPoints({ rows, columns }), () => 0);
  const grid = { horizontal: lines.horizontal.map((row) => [...row]), vertical: lines.vertical.map((row) => [...row]) };
  for (const [, index, state] of move.matchAll(/(\d+)([ynu])/g)) {
    const edge = numbered[Number(index)]!;
    if (state === 'y') grid[edge.orientation][edge.row]![edge.column] = 1;
  }
  return grid;
}

export const testData: GenreTestData<SlitherlinkPuzzle, SlitherlinkAnswer, SlitherlinkPartial> = {
  genre: slitherlink,
  generatorCases: [
    { columns: 5, rows: 5 },
    { columns: 6, rows: 5, difficulty: 'easy' },
    { columns: 7, rows: 7, difficulty: 'medium' },
  ],
  badBoards: [
    { code: 'wrong-size', puzzle: empty, answerValue: { horizontal: [[false]], vertical: [] }, unreadable: 'the JSON reader refuses lines of the wrong size' },
    { code: 'no-line', puzzle: empty, answer: drawn() },
    // A square of four cells with a line down its middle: three lines meet at two corners.
    { code: 'branch', puzzle: empty, answer: drawn([[0, 0], [0, 2], [2, 2], [2, 0], [0, 0]], [[0, 1], [2, 1]]) },
    // Two squares that touch at a corner.
    { code: 'crossing', puzzle: empty, answer: drawn(square(0, 0), square(1, 1)) },
    // The 3 in the corner gets two sides of the loop round the grid.
    { code: 'wrong-number', puzzle: 'https://puzz.link/p?slither/3/3/3', answer: drawn([[0, 0], [0, 3], [3, 3], [3, 0], [0, 0]]) },
    { code: 'several-loops', puzzle: empty, answer: drawn(square(0, 0), square(2, 2)) },
    { code: 'dead-end', puzzle: empty, answer: drawn([[0, 0], [0, 2], [1, 2]]) },
  ],
  realExamples: [
    { format: 'url', text: 'https://puzz.link/p?slither/5/5/cbcbcddad', source: "pzprjs's test/script/slither.js" },
    { format: 'sgt', text: '7x7t0:1a3b203a2d2f2a33a3a2a20d3d3b233b', source: "Simon Tatham's Loopy (test/fixtures/sgt-loopy.jsonl)" },
    { format: 'text', text: '+   +   +   +   +\n  1\n+   +   +   +   +\n          0   3\n+   +   +   +   +\n      3\n+   +   +   +   +\n', source: "Loopy's 4x3t0:1e03a3b of the research notes, drawn" },
  ],
  studio: {
    puzzle: 'https://puzz.link/p?slither/5/5/cbcbcddad',
    // One drag round the whole loop.
    gestures: (puzzle, answer) => [{ kind: 'trace', points: loopPoints(cornerPoints(slitherlinkSize(puzzle)), answer), button: 'primary' }],
  },
  outsidePuzzles: [
    {
      fixture: 'sgt-loopy.jsonl',
      text: (record) => String(record.id),
      answer: (record, puzzle) => loopySolution(String(record.solution), puzzle.rows, puzzle.columns),
      writtenAs: 'sgt',
    },
  ],
  malformedInputs: [
    { text: 'https://puzz.link/p?slither/99/99/g', error: /larger than/ },
    // puzz.link's variant where the loop visits every grid point: other rules, refused rather than solved as plain.
    { text: 'https://puzz.link/p?slither/f/5/5/cbcbcddad', error: /URL options: the option 'f' \(every grid point on the loop\) is a variant pencilsat does not solve/ },
    { text: '4x3t0:1e03a3bz', error: /column 8: unexpected text after the grid: 'z'/ },
    { text: '4x3t0:1e03a3', error: /the text ends where the rest of the 12 faces was expected/ },
    { text: '4x3t0:1e03a3c', error: /column 7: the run 'c' of 3 empty faces reaches past the 12 faces/ },
    { text: '4x3t1:1e03a3b', error: /is not a Loopy parameter string/ },
    { text: '4x3t0:1e0Xa3b', error: /column 4: unexpected character 'X'/ },
    { text: '+   +   +\n  5\n+   +   +\n', error: /line 2, column 3: unexpected '5' in a cell/ },
    { text: '+   +   +\n  1\n+   +\n', error: /line 3: expected a row of 3 corners/ },
    { text: '+   +   +\n  1\n', error: /the drawing must start and end with a row of corners/ },
  ],
};
