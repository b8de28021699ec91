// Kakurasu's test data for the shared suites (see src/core/test-data.ts): generator requests, one bad board per
// rule the checker reports, real examples of each format, and the clicks that shade a solution in the studio.

import { allCells } from '../../core/geometry.js';
import type { Gesture } from '../../core/play.js';
import type { GenreTestData } from '../../core/test-data.js';
import type { KakurasuAnswer, KakurasuPartial, KakurasuPuzzle } from './puzzle.js';
import { kakurasuSize } from './puzzle.js';
import { kakurasu } from './index.js';

/** A 2×2 grid without clues: whatever is shaded, no sum can be wrong. */
const clueless = '- -\n- -\n';

export const testData: GenreTestData<KakurasuPuzzle, KakurasuAnswer, KakurasuPartial> = {
  genre: kakurasu,
  generatorCases: [
    { columns: 3, rows: 3 },
    { columns: 5, rows: 5, difficulty: 'easy' },
    { columns: 6, rows: 4, difficulty: 'easy' },
  ],
  badBoards: [
    { code: 'wrong-size', puzzle: clueless, answerValue: [[0]], unreadable: 'the JSON reader refuses a grid of the wrong size' },
    { code: 'not-binary', puzzle: clueless, answerValue: [[2, 0], [0, 0]], unreadable: 'the JSON reader refuses a value other than 0 or 1' },
    // Row 1 should add up to 1; its shaded r1c2 makes 2.
    { code: 'row-sum', puzzle: '1 -\n- -\n', answer: [[0, 1], [0, 0]] },
    // Column 1 should add up to 1; its shaded r2c1 makes 2.
    { code: 'column-sum', puzzle: '- -\n1 -\n', answer: [[0, 0], [1, 0]] },
  ],
  realExamples: [
    { format: 'text', text: '1 5 5 1\n7 3 3 2\n', source: "LogicPuzzlesSwift's level 1 (test/fixtures/kakurasu-real.jsonl), as the text format's two lines" },
    { format: 'json', text: '{"rowClues": [1, 5, 5, 1], "colClues": [7, 3, 3, 2]}', source: "LogicPuzzlesSwift's level 1, as its record in test/fixtures/kakurasu-real.jsonl" },
  ],
  studio: {
    puzzle: '7 8 4 0\n2 0 3 6\n',
    // A click on every shaded cell.
    gestures: (puzzle, answer) =>
      allCells(kakurasuSize(puzzle))
        .filter((cell) => answer[cell.row]![cell.column] === 1)
        .map((cell): Gesture => ({ kind: 'press', target: { kind: 'cell', cell }, button: 'primary' })),
  },
  malformedInputs: [
    { text: '1 2 x\n1 2 3\n', error: /line 1, column 5: 'x' is not a clue/ },
    { text: '# a comment\n1 2 3\n1 -2 3\n', error: /line 3, column 3: '-2' is not a clue/ },
    { text: '7 0\n0 0\n', error: /the clue 7 of row 1 is more than its 2 cells can make \(3\)/ },
    { text: '1 2\n3 4\n5 6\n', error: /does not look like any Kakurasu format/ },
    { text: '{"rowClues": [1, "a"], "columnClues": [1, 1]}', error: /JSON: "rowClues"\[1\] is not a whole number or null/ },
    { text: '{"rowClues": [1,', error: /JSON, column 17: not valid JSON: expected a value, found the end of the input/ },
    { text: '{"rowClues": [1, 1]}', error: /JSON: "columnClues" must be an array of clues/ },
    { text: '{"rowClues": [], "columnClues": []}', error: /at least one row clue and one column clue/ },
  ],
};
