// Masyu's test data for the shared suites (see src/core/test-data.ts): one bad board per rule the checker reports
// (lines drawn as paths over the cells), real examples of each format, generator requests and the drags that draw
// a loop in the studio.

import { loopPoints } from '../../core/lines.js';
import type { GenreTestData } from '../../core/test-data.js';
import type { MasyuAnswer, MasyuPartial, MasyuPuzzle } from './puzzle.js';
import { masyuSize } from './puzzle.js';
import { masyu } from './index.js';

/** Lines in the JSON form between the cells of a grid, from paths over the cells, each step a straight run. */
function drawn(rows: number, columns: number, ...paths: [number, number][][]): { horizontal: number[][]; vertical: number[][] } {
  const lines = { horizontal: Array.from({ length: rows }, () => new Array<number>(columns - 1).fill(0)), vertical: Array.from({ length: rows - 1 }, () => new Array<number>(columns).fill(0)) };
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
/** A 4×4 grid without pearls. */
const empty = 'https://puzz.link/p?mashu/4/4/000000';
/** A 5×3 grid with a pearl in the middle. */
const middle = (pearl: 'W' | 'B') => `.....\n..${pearl}..\n.....\n`;
/** The loop round the lower two rows of a 5×3 grid, straight through the middle. */
const lowerLoop = drawn(3, 5, [[1, 0], [1, 4], [2, 4], [2, 0], [1, 0]]);

/** Pearl's solve move (`S;R9,0,0;...`): per cell its line ends, R=1 U=2 L=4 D=8. */
export function pearlSolution(move: string, rows: number, columns: number): { horizontal: number[][]; vertical: number[][] } {
  const lines = { horizontal: Array.from({ length: rows }, () => new Array<number>(columns - 1).fill(0)), vertical: Array.from({ length: rows - 1 }, () => new Array<number>(columns).fill(0)) };
  for (const [, ends, x, y] of move.matchAll(/R(\d+),(\d+),(\d+)/g)) {
    const [column, row, set] = [Number(x), Number(y), Number(ends)];
    if (set & 1) lines.horizontal[row]![column] = 1;
    if (set & 8) lines.vertical[row]![column] = 1;
  }
  return lines;
}

export const testData: GenreTestData<MasyuPuzzle, MasyuAnswer, MasyuPartial> = {
  genre: masyu,
  generatorCases: [
    { columns: 6, rows: 6 },
    { columns: 7, rows: 6, difficulty: 'easy' },
    { columns: 8, rows: 8, difficulty: 'medium' },
  ],
  badBoards: [
    { code: 'wrong-size', puzzle: empty, answerValue: { horizontal: [[false]], vertical: [] }, unreadable: 'the JSON reader refuses lines of the wrong size' },
    { code: 'no-line', puzzle: empty, answer: drawn(4, 4) },
    { code: 'branch', puzzle: empty, answer: drawn(4, 4, [[0, 0], [0, 2], [2, 2], [2, 0], [0, 0]], [[0, 1], [2, 1]]) },
    { code: 'crossing', puzzle: empty, answer: drawn(4, 4, square(0, 0), square(1, 1)) },
    { code: 'white-turns', puzzle: '....\n.W..\n....\n....\n', answer: drawn(4, 4, square(0, 0)) },
    { code: 'black-straight', puzzle: middle('B'), answer: lowerLoop },
    // The black pearl in the corner turns, but its downward line turns again at once.
    { code: 'black-next-turns', puzzle: 'B...\n....\n....\n....\n', answer: drawn(4, 4, [[0, 0], [0, 2], [1, 2], [1, 0], [0, 0]]) },
    { code: 'white-both-straight', puzzle: middle('W'), answer: lowerLoop },
    { code: 'pearl-missed', puzzle: '....\n....\n....\n...W\n', answer: drawn(4, 4, square(0, 0)) },
    { code: 'dead-end', puzzle: empty, answer: drawn(4, 4, [[0, 0], [0, 2]]) },
    { code: 'several-loops', puzzle: empty, answer: drawn(4, 4, square(0, 0), square(2, 2)) },
  ],
  realExamples: [
    { format: 'url', text: 'https://puzz.link/p?mashu/6/6/1063000i3000', source: "pzprjs's test/script/mashu.js" },
    { format: 'sgt', text: '8x8:BeWdBbWcWgWBaWbWcBbBcBhBcBbBcB', source: "Simon Tatham's Pearl (test/fixtures/sgt-pearl.jsonl)" },
    { format: 'text', text: '.WW...\n.....W\n.W.B.B\n.W....\n.W....\n.W...B\n', source: "Pearl's 6x6:aWWhWaWaBaBaWeWeWcB of the research notes, as a text grid" },
  ],
  studio: {
    puzzle: 'https://puzz.link/p?mashu/6/6/1063000i3000',
    // One drag round the whole loop.
    gestures: (puzzle, answer) => [{ kind: 'trace', points: loopPoints(masyuSize(puzzle), answer), button: 'primary' }],
  },
  outsidePuzzles: [
    {
      fixture: 'sgt-pearl.jsonl',
      text: (record) => String(record.id),
      answer: (record, puzzle) => pearlSolution(String(record.solution), puzzle.rows, puzzle.columns),
      genreGiven: true,
      writtenAs: 'sgt',
    },
  ],
  malformedInputs: [
    { text: 'https://puzz.link/p?mashu/6/6/10630!', error: /URL body, column 6: unexpected character '!' in the pearls/ },
    { text: 'https://puzz.link/p?mashu/1/1/0', error: /at least 2×2/ },
    { text: 'https://puzz.link/p?mashu/f/6/6/1063000i3000', error: /URL options: the option 'f' \(the loop visits every cell\) is a variant pencilsat does not solve/ },
    { text: '6x6:aWWhWaWaBaBaWeWeWcBa', error: /column 20: unexpected text after the grid: 'a'/ },
    { text: '6x6:aWWhWaWaBaBaWeWeWc', error: /the text ends where the rest of the 36 cells was expected/ },
    { text: '6x6:aWWhWaWaXaBaWeWeWcB', error: /column 9: unexpected character 'X'/ },
    { text: '4x4:p', error: /outside the supported sizes/ },
    { text: '..W.\n.Q..\n', error: /line 2, column 2: unexpected character 'Q'/ },
    { text: '..W.\n...\n', error: /line 2: this row has 3 cells, the first has 4/ },
  ],
};
