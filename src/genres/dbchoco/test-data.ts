// Double Choco's test data for the shared suites (see src/core/test-data.ts): generator requests, one bad board per
// rule the checker reports (pzprjs's failing boards where one breaks that rule alone), real examples of each format and the borders
// traced in the studio.

import type { GenreTestData } from '../../core/test-data.js';
import type { Gesture } from '../../core/play.js';
import { borderLine } from '../shared/border-play.js';
import type { DoubleChocoAnswer, DoubleChocoPartial, DoubleChocoPuzzle } from './puzzle.js';
import { dbchoco } from './index.js';

/** The borders drawn on a pzprv3 Double Choco board: after the cells, the borders between columns, then between rows (1 drawn). */
export function pzprv3Borders(board: string, rows: number): { right: number[][]; below: number[][] } {
  const lines = board.split('/').filter((line) => line.trim() !== '');
  const tokens = (line: string) => line.trim().split(/\s+/).map((token) => (token === '1' ? 1 : 0));
  const block = lines.slice(4 + rows);
  return { right: block.slice(0, rows).map(tokens), below: block.slice(rows, 2 * rows - 1).map(tokens) };
}

/** pzprjs's test puzzle (test/script/dbchoco.js in robx/pzprjs) and its boards: the solution, then the failing ones. */
const pzprjsUrl = 'https://puzz.link/p?dbchoco/6/6/ueoq8p30g42j4n5s22j';
const pzprjsCells = '- -4 -2 - . . /- -4 - . - - /. . . - -5 . /- . . - . . /. - - . . - /2 2 . - - . /';
const pzprjsBoard = (borders: string) => pzprv3Borders(`pzprv3/dbchoco/6/6/${pzprjsCells}${borders}`, 6);

/** The top row white, the bottom row grey, a 2 in the corner: one region of two dominoes. */
const small = 'https://puzz.link/p?dbchoco/2/2/62i';

export const testData: GenreTestData<DoubleChocoPuzzle, DoubleChocoAnswer, DoubleChocoPartial> = {
  genre: dbchoco,
  generatorCases: [
    { columns: 4, rows: 4 },
    { columns: 4, rows: 4, difficulty: 'easy' },
    { columns: 6, rows: 6 },
  ],
  badBoards: [
    { code: 'wrong-size', puzzle: small, answerValue: { right: [[true]], below: [] }, unreadable: 'the JSON reader refuses borders of the wrong size' },
    // The white row and the grey row each a region of their own.
    { code: 'one-colour-region', puzzle: small, answer: { right: [[0], [0]], below: [[1, 1]] } },
    // The two columns: the 2 is in a half of one cell.
    { code: 'half-too-small', puzzle: small, answer: { right: [[1], [1]], below: [[0, 0]] } },
    // A row of white, grey, white, grey cells as one region: four areas of one colour.
    { code: 'more-than-two-halves', puzzle: 'https://puzz.link/p?dbchoco/4/1/aj', answer: { right: [[0, 0, 0]], below: [] } },
    {
      code: 'different-shapes',
      puzzle: pzprjsUrl,
      answer: pzprjsBoard('0 1 0 0 0 /0 1 0 1 0 /0 0 1 0 0 /0 1 1 0 0 /0 0 1 0 1 /1 0 0 0 1 /0 0 1 1 1 1 /0 0 1 1 0 0 /1 1 0 0 0 0 /1 1 1 0 0 1 /0 1 1 1 1 0 /'),
    },
    {
      code: 'half-too-large',
      // pzprjs's board for bkSizeGt, whose puzzle has no 5 at r3c5.
      puzzle: 'https://puzz.link/p?dbchoco/6/6/ueoq8p30g42j4zh22j',
      answer: pzprv3Borders(
        'pzprv3/dbchoco/6/6/- -4 -2 - . . /- -4 - . - - /. . . - - . /- . . - . . /. - - . . - /2 2 . - - . /0 1 0 0 0 /0 0 1 0 1 /0 0 1 0 1 /1 0 1 0 1 /1 0 1 0 1 /0 1 0 1 0 /0 0 1 1 1 1 /0 0 0 1 1 0 /1 0 0 0 0 1 /0 1 1 0 0 0 /1 0 1 1 1 1 /',
        6,
      ),
    },
    {
      code: 'dead-end-border',
      puzzle: pzprjsUrl,
      answer: pzprjsBoard('0 1 0 0 0 /0 1 0 1 0 /1 1 1 0 0 /1 0 1 0 0 /0 0 1 0 1 /1 0 0 0 1 /0 0 1 1 1 1 /1 0 1 1 0 0 /0 0 0 0 0 0 /1 1 1 0 0 1 /0 1 1 1 1 0 /'),
    },
  ],
  realExamples: [
    { format: 'url', text: pzprjsUrl, source: "pzprjs's test puzzle (test/script/dbchoco.js in robx/pzprjs; test/fixtures/dbchoco-pzprjs.jsonl)" },
    { format: 'text', text: `pzprv3\ndbchoco\n6\n6\n${pzprjsCells.split('/').join('\n')}`, source: "pzprjs's test board (test/script/dbchoco.js in robx/pzprjs), without the drawn borders" },
  ],
  studio: {
    puzzle: pzprjsUrl,
    // Every border of the answer traced from corner to corner.
    gestures: (_puzzle, answer) =>
      (['right', 'below'] as const).flatMap((side) =>
        answer[side].flatMap((row, r) =>
          row.flatMap((border, c): Gesture[] => {
            if (!border) return [];
            const { orientation, from } = borderLine({ row: r, column: c }, side);
            const to = orientation === 'horizontal' ? { row: from.row, column: from.column + 1 } : { row: from.row + 1, column: from.column };
            return [{ kind: 'trace', points: [from, to], button: 'primary' }];
          }),
        ),
      ),
  },
  // Its partner-cell model of a 6×6 outgrows logic-solver's 64 MiB and the embedded clingo's 900 kB, and z3 takes
  // minutes on its SMT-LIB; the genre's own tests and the export suite (DIMACS and SMT-LIB) check it instead.
  notCrossChecked: 'the pairing model of a 6×6 outgrows the fixed-memory backends',
  exports: {
    unique: small,
    // Without the 2: the two rows, or the two columns.
    several: 'https://puzz.link/p?dbchoco/2/2/6j',
    severalCount: 2,
    // All white: no region has a grey half.
    none: 'https://puzz.link/p?dbchoco/2/2/0j',
    // The ASP export has an answer set for each way to pair the halves' cells (a domino pairs with a domino by a shift
    // or a turn), so clingo's count of answer sets is no count of solutions: the CNF and SMT-LIB exports run here.
    languages: ['dimacs', 'smt2'],
  },
};
