// Numberlink's test data for the shared suites (see src/core/test-data.ts): one bad board per rule the checker
// reports (small text grids), real examples of each format, generator requests and the drags that draw each path in
// the studio.

import type { Cell } from '../../core/geometry.js';
import { allCells, neighbours } from '../../core/geometry.js';
import type { LineGrid } from '../../core/lines.js';
import { lineAt, lineBetween } from '../../core/lines.js';
import type { Gesture } from '../../core/play.js';
import type { GenreTestData } from '../../core/test-data.js';
import type { NumberlinkAnswer, NumberlinkPartial, NumberlinkPuzzle } from './puzzle.js';
import { numberlinkSize } from './puzzle.js';
import { numberlink } from './index.js';

/** Each path of a drawing from one end to the other, as the cells it passes. */
export function pathsOf(puzzle: NumberlinkPuzzle, answer: LineGrid): Cell[][] {
  const size = numberlinkSize(puzzle);
  const linked = (a: Cell, b: Cell) => lineAt(answer, lineBetween(a, b)!);
  const seen = new Set<string>();
  const paths: Cell[][] = [];
  for (const start of allCells(size)) {
    const next = neighbours(size, start).filter((cell) => linked(start, cell));
    if (next.length !== 1 || seen.has(`${start.row},${start.column}`)) continue;
    const path = [start];
    let previous: Cell | undefined;
    let at = start;
    for (;;) {
      const onward = neighbours(size, at).find((cell) => linked(at, cell) && (!previous || cell.row !== previous.row || cell.column !== previous.column));
      if (!onward) break;
      previous = at;
      at = onward;
      path.push(at);
    }
    seen.add(`${at.row},${at.column}`);
    paths.push(path);
  }
  return paths;
}

export const testData: GenreTestData<NumberlinkPuzzle, NumberlinkAnswer, NumberlinkPartial> = {
  genre: numberlink,
  generatorCases: [
    { columns: 5, rows: 5 },
    { columns: 6, rows: 5, difficulty: 'easy' },
    { columns: 7, rows: 7, difficulty: 'easy' },
  ],
  badBoards: [
    { code: 'wrong-size', puzzle: 'numberlink\n1 1\n', answerValue: { horizontal: [[false, false]], vertical: [] }, unreadable: 'the JSON reader refuses lines of the wrong size' },
    { code: 'no-line', puzzle: 'numberlink\n1 . 1\n2 . 2\n', answer: { horizontal: [[0, 0], [0, 0]], vertical: [[0, 0, 0]] } },
    // Three 1s joined by a T.
    { code: 'branch', puzzle: 'numberlink\n1 . 1\n. . .\n. 1 .\n', answer: { horizontal: [[1, 1], [0, 0], [0, 0]], vertical: [[0, 1, 0], [0, 1, 0]] } },
    // Four 1s joined by a cross.
    { code: 'crossing', puzzle: 'numberlink\n. 1 .\n1 . 1\n. 1 .\n', answer: { horizontal: [[0, 0], [1, 1], [0, 0]], vertical: [[0, 1, 0], [0, 1, 0]] } },
    { code: 'three-numbers', puzzle: 'numberlink\n1 1 1\n', answer: { horizontal: [[1, 1]], vertical: [] } },
    { code: 'different-numbers', puzzle: 'numberlink\n1 2\n', answer: { horizontal: [[1]], vertical: [] } },
    // A loop round a 2×2 through its 1.
    { code: 'line-through-number', puzzle: 'numberlink\n1 .\n. .\n', answer: { horizontal: [[1], [1]], vertical: [[1, 1]] } },
    { code: 'dead-end', puzzle: 'numberlink\n1 . . 1\n', answer: { horizontal: [[1, 0, 1]], vertical: [] } },
    // The 1s are joined; a loop beside them joins no number.
    { code: 'isolated-line', puzzle: 'numberlink\n1 1 . .\n. . . .\n', answer: { horizontal: [[1, 0, 1], [0, 0, 1]], vertical: [[0, 0, 1, 1]] } },
    { code: 'number-unconnected', puzzle: 'numberlink\n1 1\n2 2\n', answer: { horizontal: [[1], [0]], vertical: [[0, 0]] } },
  ],
  realExamples: [
    { format: 'url', text: 'https://puzz.link/p?numlin/5/5/1j2h3m1h2j3', source: "pzprjs's test/script/numlin.js (the research notes' worked example)" },
    { format: 'text', text: 'numberlink\n1 . . . .\n2 . . 3 .\n. . . . .\n. 1 . . 2\n. . . . 3\n', source: "pzprjs's test/script/numlin.js, as a text grid" },
  ],
  studio: {
    puzzle: 'https://puzz.link/p?numlin/5/5/1j2h3m1h2j3',
    // One drag along each path.
    gestures: (puzzle, answer) => pathsOf(puzzle, answer).map((points): Gesture => ({ kind: 'trace', points, button: 'primary' })),
  },
  exports: {
    unique: 'https://puzz.link/p?numlin/5/5/1j2h3m1h2j3',
    several: 'numberlink\n1 . .\n. . 1\n',
    severalCount: 4,
    none: 'numberlink\n1 . 2\n. . .\n2 . 1\n',
  },
};
