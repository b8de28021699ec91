// Nurikabe's test data for the shared suites (see src/core/test-data.ts): generator requests, one bad board per rule
// the checker reports (one-row grids), real examples of each format, and the clicks that shade a solution in the
// studio.

import type { Cell } from '../../core/geometry.js';
import type { Gesture } from '../../core/play.js';
import type { GenreTestData } from '../../core/test-data.js';
import type { NurikabeAnswer, NurikabePartial, NurikabePuzzle } from './puzzle.js';
import { nurikabe } from './index.js';

/** The shaded cells of each row in runs, left to right. */
export function shadedRuns(answer: NurikabeAnswer): Cell[][] {
  const runs: Cell[][] = [];
  answer.forEach((row, r) => {
    let run: Cell[] = [];
    row.forEach((isShaded, c) => {
      if (isShaded) run.push({ row: r, column: c });
      else if (run.length > 0) {
        runs.push(run);
        run = [];
      }
    });
    if (run.length > 0) runs.push(run);
  });
  return runs;
}

export const testData: GenreTestData<NurikabePuzzle, NurikabeAnswer, NurikabePartial> = {
  genre: nurikabe,
  generatorCases: [
    { columns: 5, rows: 5 },
    { columns: 6, rows: 6, difficulty: 'easy' },
    { columns: 7, rows: 5, difficulty: 'medium' },
  ],
  badBoards: [
    { code: 'wrong-size', puzzle: 'nurikabe\n1 . 1\n', answerValue: [[false]], unreadable: 'the JSON reader refuses a grid of the wrong size' },
    // The first 1 is shaded; the second one is a good island.
    { code: 'shaded-number', puzzle: 'nurikabe\n1 . 1\n', answer: [[1, 1, 0]] },
    // Everything but the 1 is shaded.
    { code: 'shaded-2x2', puzzle: 'nurikabe\n1 . .\n. . .\n. . .\n', answer: [[0, 1, 1], [1, 1, 1], [1, 1, 1]] },
    { code: 'island-without-number', puzzle: 'nurikabe\n1 . .\n', answer: [[0, 1, 0]] },
    { code: 'shaded-divided', puzzle: 'nurikabe\n. 1 .\n', answer: [[1, 0, 1]] },
    { code: 'island-with-two-numbers', puzzle: 'nurikabe\n1 . 1\n', answer: [[0, 0, 0]] },
    { code: 'wrong-island-size', puzzle: 'nurikabe\n1 . .\n', answer: [[0, 0, 1]] },
  ],
  realExamples: [
    { format: 'url', text: 'https://puzz.link/p?nurikabe/5/5/g5k2o1k3g', source: "pzprjs's test/script/nurikabe.js (the research notes' worked example)" },
    {
      format: 'text',
      text: 'nurikabe\n. . . . . . . . . .\n. . . . . . . . . .\n. . . . 7 . . . . .\n. . . 7 . . . . 9 .\n. . . . . . . 7 . .\n. . . . . . . . . .\n. . 7 . . . 7 . . .\n. . . . . 7 . . . .\n. . . . . . . . . .\n. . . . . . . . . .\n',
      source: 'puzz.link nurikabe/10/10/zj7n7j9n7t7i7n7zj (semiexp, in the tests of cspuz), as a text grid',
    },
  ],
  studio: {
    puzzle: 'https://puzz.link/p?nurikabe/5/5/g5k2o1k3g',
    // A click on every shaded cell (test/web/nurikabe.test.ts drags along the runs of a bigger one).
    gestures: (_puzzle, answer) =>
      shadedRuns(answer)
        .flat()
        .map((cell): Gesture => ({ kind: 'press', target: { kind: 'cell', cell }, button: 'primary' })),
  },
  exports: {
    // z3 on the SMT-LIB export: the open puzzle satisfiable, the contradiction not.
    unique: 'https://puzz.link/p?nurikabe/10/10/zh3j5t3g3hat3g3h9zr',
    several: 'nurikabe\n2 . .\n. . .\n. . 2\n',
    severalCount: 2,
    none: 'nurikabe\n2 . 2\n',
    smt: ['several', 'none'],
  },
  malformedInputs: [
    { text: 'https://puzz.link/p?nurikabe/3/3/a', error: /the number 10 at row 1, column 1 is outside 1..9/ },
    { text: 'https://puzz.link/p?nurikabe/3/3/0', error: /the number 0 at row 1, column 1 is outside 1..9/ },
    { text: 'https://puzz.link/p?nurikabe/99/99/g', error: /larger than/ },
    { text: 'nurikabe\n. . x\n', error: /line 2, column 5: unexpected 'x' \(expected '.', a number or '\?'\)/ },
    { text: 'nurikabe\n. . .\n. .\n', error: /line 3: this row has 2 cells, the first has 3/ },
    { text: 'nurikabe\n', error: /no grid found under the first line/ },
  ],
};
