// Tentaisho's test data for the shared suites (see src/core/test-data.ts): generator requests, one bad board per rule
// the checker reports, real examples of each format, the borders traced in the studio, and Simon Tatham's Galaxies
// puzzles with the solutions Galaxies saves.

import type { Gesture } from '../../core/play.js';
import type { GenreTestData } from '../../core/test-data.js';
import type { Borders } from '../shared/borders.js';
import { borderLine, makeBorders } from '../shared/borders.js';
import type { TentaishoAnswer, TentaishoPartial, TentaishoPuzzle } from './puzzle.js';
import { tentaisho } from './index.js';

/** A dot on the edge between r1c1 and r2c1 takes the first column; one on the corner in the middle of the rest takes it. */
export const small = 'https://puzz.link/p?tentaisho/3/2/k4e';
export const smallAnswer = { right: [[1, 0], [1, 0]], below: [[0, 0, 0]] };

/**
 * Galaxies' solve move (`S;` and an `Ex,y` for each border, at x and y on its lattice that counts the grid's frame
 * from 0) as JSON borders (1 a border).
 */
export function galaxiesSolution(move: string, rows: number, columns: number): Borders<number> {
  const drawn = new Set(
    move
      .split(';')
      .filter((part) => part.startsWith('E'))
      .map((part) => part.slice(1)),
  );
  // The border right of cell (r, c) is at x = 2c + 2, y = 2r + 1; the one below it at x = 2c + 1, y = 2r + 2.
  return makeBorders({ rows, columns }, (cell, other) =>
    Number(other.row === cell.row ? drawn.has(`${2 * cell.column + 2},${2 * cell.row + 1}`) : drawn.has(`${2 * cell.column + 1},${2 * cell.row + 2}`)),
  );
}

export const testData: GenreTestData<TentaishoPuzzle, TentaishoAnswer, TentaishoPartial> = {
  genre: tentaisho,
  generatorCases: [
    { columns: 5, rows: 5 },
    { columns: 6, rows: 6, difficulty: 'easy' },
    { columns: 7, rows: 6, difficulty: 'medium' },
  ],
  badBoards: [
    { code: 'wrong-size', puzzle: small, answerValue: { right: [[true]], below: [] }, unreadable: 'the JSON reader refuses borders of the wrong size' },
    // Dots at both cells' centres and on the edge between them, where the border runs.
    { code: 'dot-on-border', puzzle: 'https://puzz.link/p?tentaisho/2/1/00e', answer: { right: [[1]], below: [] } },
    // Each of the two dots keeps its own cell; the third cell has none.
    { code: 'region-without-dot', puzzle: 'https://puzz.link/p?tentaisho/3/1/2e', answer: { right: [[1, 1]], below: [] } },
    // One dot at the end of a row of three, which is one region.
    { code: 'not-symmetric', puzzle: 'https://puzz.link/p?tentaisho/3/1/e', answer: { right: [[0, 0]], below: [] } },
    // Two dots in one region of two cells.
    { code: 'region-with-two-dots', puzzle: 'https://puzz.link/p?tentaisho/2/1/2e', answer: { right: [[0]], below: [] } },
    // The whole 3×3 is the galaxy of its middle dot, and a border between r1c1 and r1c2 closes nothing off.
    { code: 'dead-end-border', puzzle: 'https://puzz.link/p?tentaisho/3/3/rek', answer: { right: [[1, 0], [0, 0], [0, 0]], below: [[0, 0, 0], [0, 0, 0]] } },
  ],
  realExamples: [
    { format: 'url', text: 'https://puzz.link/p?tentaisho/5/5/6fl94fi65en8dbf10000', source: "pzprjs's test puzzle (test/script/tentaisho.js in robx/pzprjs; test/fixtures/tentaisho-pzprjs.jsonl)" },
    { format: 'sgt', text: '7x7:eveebrduzugi', source: "Simon Tatham's Galaxies (test/fixtures/sgt-galaxies.jsonl)" },
    {
      format: 'text',
      text: 'pzprv3\ntentaisho\n5\n5\n1...2...X\n.........\n2....1..2\n.........\n.1...2..1\n.........\n......1..\n..2......\n2.....2..\n',
      source: "pzprjs's test board (test/script/tentaisho.js in robx/pzprjs), without the drawn borders",
    },
  ],
  studio: {
    puzzle: 'https://puzz.link/p?tentaisho/5/5/6fl94fi65en8dbf10000',
    // Every border of the answer between two cells of the grid traced from corner to corner.
    gestures: (puzzle, answer) =>
      (['right', 'below'] as const).flatMap((side) =>
        answer[side].flatMap((row, r) =>
          row.flatMap((border, c): Gesture[] => {
            const other = side === 'right' ? { row: r, column: c + 1 } : { row: r + 1, column: c };
            if (!border || puzzle.holes[r]![c] || puzzle.holes[other.row]![other.column]) return [];
            const { orientation, from } = borderLine({ row: r, column: c }, side);
            const to = orientation === 'horizontal' ? { row: from.row, column: from.column + 1 } : { row: from.row + 1, column: from.column };
            return [{ kind: 'trace', points: [from, to], button: 'primary' }];
          }),
        ),
      ),
  },
  exports: {
    unique: small,
    // Dots at the middles of the three cells of the middle row: the middle dot's galaxy is its column, or everything
    // but the outer two.
    several: 'https://puzz.link/p?tentaisho/3/3/p22ei',
    severalCount: 2,
    // Dots at the centres of two opposite corners of a 2×2: the other two cells have no dot to turn about.
    none: 'https://puzz.link/p?tentaisho/2/2/ee',
  },
  outsidePuzzles: [
    {
      fixture: 'sgt-galaxies.jsonl',
      text: (record) => String(record.id),
      answer: (record, puzzle) => galaxiesSolution(String(record.solution), puzzle.rows, puzzle.columns),
      writtenAs: 'sgt',
      alsoThrough: ['url', 'text'],
    },
  ],
  malformedInputs: [
    { text: 'https://puzz.link/p?tentaisho/2/2/!', error: /unexpected character '!' among the dots/ },
    { text: 'https://puzz.link/p?tentaisho/41/2/j', error: /41x2 is larger than the supported 40x40/ },
    { text: 'https://puzz.link/p?tentaisho/2/2/0nw', error: /unexpected character 'w' in the empty cells/ },
    { text: 'https://puzz.link/p?tentaisho/3/3/0zj0', error: /the text ends where a character of the empty cells/ },
    // The empty cell r1c1 under the dot at its centre.
    { text: 'https://puzz.link/p?tentaisho/2/2/0ng', error: /the dot at the centre of r1c1 touches the empty cell r1c1/ },
    { text: '7x7:lfzmjffjfzdwibg!', error: /unexpected character '!' \(expected a letter\)/ },
    { text: '3x3:zzza', error: /the dots run past the 25 points of the grid/ },
    { text: '2x2:a', error: /outside the supported sizes \(3×3 to 40×40\)/ },
    { text: '7x7dq:a', error: /'q' is not a Galaxies difficulty/ },
    { text: 'pzprv3\ntentaisho\n2\n2\n1..\n...\n', error: /file ends before row 3 of the dots/ },
    { text: 'pzprv3\ntentaisho\n2\n2\n1..\n.3.\n...\n', error: /line 6, column 2: '3' is not a dot/ },
    { text: 'pzprv3\ntentaisho\n2\n2\n1.\n...\n...\n', error: /line 5: row 1 of the dots has 2 characters, not 3/ },
    { text: 'pzprv3\ntentaisho\n2\n2\nX1.\n...\n...\n', error: /line 5, column 1: the dot at the edge between r1c1 and r1c2 touches the empty cell r1c1/ },
  ],
};
