// Sashigane: pzprjs's test puzzle and failing boards with the code each must give, the symbols its editor test
// enters, the solver's count against the checker on every drawing of borders of small grids, several and no
// solutions, what each rule names, an answer's borders, and generated puzzles. The outside puzzles (pzprjs's and
// cspuz_rs's with their answers, the Pencil Puzzle Bench's proved unique) and malformed input are in its test data
// (test-data.ts), run by the conformance suite.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { check, count, parsePuzzle, solve, writePuzzle } from '../../index.js';
import { seededRandom } from '../../core/random.js';
import type { SashiganeClue } from './puzzle.js';
import { makeSashigane } from './puzzle.js';
import { assertFailuresFirst, localFixture, runCli } from '../../../test/helpers.js';
import { fileFormat } from './formats.js';
import type { SashiganeAnswer, SashiganePuzzle } from './index.js';
import { sashigane } from './index.js';
import { clueText } from './puzzle.js';

/** puz.link's failure codes and the checker's. */
const fromPuzzlink: Record<string, string> = {
  arBlkEdge: 'arrow-not-at-end',
  arNotPtCnr: 'arrow-not-to-corner',
  ciNotOnCnr: 'circle-not-corner',
  bkSizeNe: 'wrong-area',
  bdDeadEnd: 'dead-end-border',
  bkNotLshape: 'not-l-shape',
};

const pzprjs = localFixture<{ url?: string; board?: string; failure?: string | null; symbols?: string }>('sashigane-pzprjs.jsonl');

/** The borders drawn on a pzprv3 board: after the symbols, the borders between columns, then between rows (1 drawn). */
function pzprv3Borders(board: string, rows: number): { right: number[][]; below: number[][] } {
  const lines = board.split('/').filter((line) => line.trim() !== '');
  const tokens = (line: string) => line.trim().split(/\s+/).map((token) => (token === '1' ? 1 : 0));
  const block = lines.slice(4 + rows);
  return { right: block.slice(0, rows).map(tokens), below: block.slice(rows, 2 * rows - 1).map(tokens) };
}

describe('sashigane', () => {
  it("solves pzprjs's test puzzle to the board its test accepts, and fails each of its boards as pzprjs does", async () => {
    const loaded = parsePuzzle(pzprjs.find((record) => record.url)!.url!);
    assert.equal(loaded.genre.id, 'sashigane');
    const result = await solve(loaded);
    assert.equal(result.status, 'unique');
    const boards = pzprjs.filter((record) => record.board !== undefined);
    assert.equal(boards.length, 7);
    const solved = boards.find((record) => record.failure === null)!;
    assert.deepEqual(sashigane.answerToJson(result.answer as SashiganeAnswer), pzprv3Borders(solved.board!, 5));
    assertFailuresFirst(
      boards.map((record) => [record.failure === null ? null : fromPuzzlink[record.failure!]!, record.board!] as const),
      (board) => {
        assert.deepEqual(parsePuzzle(board).puzzle, loaded.puzzle);
        return check(loaded, pzprv3Borders(board, 5));
      },
    );
  });

  it("reads the symbols pzprjs's editor test enters and writes them back", () => {
    const files = pzprjs.flatMap((record) => (record.symbols ? [record.symbols] : []));
    assert.equal(files.length, 5);
    const text = (puzzle: SashiganePuzzle) => puzzle.clues.map((row) => row.map((clue) => (clue === null ? '.' : clueText(clue))).join(' '));
    assert.deepEqual(files.map((file) => text(fileFormat.parse(file))), [
      ['? . o1 o2 o1'],
      ['. ? . o2 o1'],
      ['↑ ↓ ← → o1'],
      ['↑ ↓ ← → .'],
      ['o o3 o4 o5 o6 o7', '? → ← ↓ ↑ o7'],
    ]);
    for (const file of files) assert.deepEqual(fileFormat.parse(fileFormat.write!(fileFormat.parse(file))), fileFormat.parse(file));
    // The same symbols through the URL: `@` unknown, `.` a circle without a number, `-` and two digits past 15.
    const url = 'https://puzz.link/p?sashigane/6/5/o34567@jihg6x';
    assert.deepEqual(text(parsePuzzle(url).puzzle as SashiganePuzzle).slice(0, 2), ['. . . . . o3', 'o4 o5 o6 o7 ? →']);
    assert.equal(writePuzzle(parsePuzzle(url)), url);
    assert.equal(writePuzzle(parsePuzzle('https://puzz.link/p?sashigane/9/9/-10%')), 'https://puzz.link/p?sashigane/9/9/-10@zzzzy');
  });

  it('tells several solutions and none apart', async () => {
    // A 3×2 grid without symbols: two Ls, their corners in opposite corners of the grid, one way or the other.
    assert.equal((await count(parsePuzzle('https://puzz.link/p?sashigane/3/2/p'), 10)).count, 2);
    // An arrow fixes the Ls of a 3×2 grid.
    assert.equal((await solve(parsePuzzle('https://puzz.link/p?sashigane/3/2/3khm'))).status, 'unique');
    // A 1×3 row, a circled 2 (no L is that small), and a 2×2 grid (four cells are no two Ls) have no division.
    assert.equal((await solve(parsePuzzle('https://puzz.link/p?sashigane/3/1/m'))).status, 'unsolvable');
    assert.equal((await solve(parsePuzzle('https://puzz.link/p?sashigane/3/2/2o'))).status, 'unsolvable');
    assert.equal((await solve(parsePuzzle('https://puzz.link/p?sashigane/2/2/n'))).status, 'unsolvable');
    // A circled 4 in a corner of a 3×3 grid: its L and another of five cells round the middle would leave one alone.
    assert.equal((await solve(parsePuzzle('https://puzz.link/p?sashigane/3/3/4r'))).status, 'unsolvable');
  });

  it('counts as many solutions as the checker accepts among every drawing of borders on small grids with random symbols', async () => {
    const random = seededRandom('sashigane agreement');
    const symbols: (SashiganeClue | null)[] = [{ kind: 'corner' }, { kind: 'corner', size: 3 }, { kind: 'corner', size: 4 }, { kind: 'unknown' }];
    for (const direction of ['up', 'down', 'left', 'right'] as const) symbols.push({ kind: 'arrow', direction });
    const sizes = [{ rows: 3, columns: 3 }, { rows: 2, columns: 4 }, { rows: 3, columns: 4 }];
    let solvable = 0;
    for (let round = 0; round < 15; round++) {
      const size = sizes[round % sizes.length]!;
      // The first grid of each size is blank; the others hold a symbol in about one cell in five.
      const clues = Array.from({ length: size.rows }, () => Array.from({ length: size.columns }, () => (round >= sizes.length && random.below(5) === 0 ? random.pick(symbols) : null)));
      let puzzle: SashiganePuzzle;
      try {
        puzzle = makeSashigane(size, clues);
      } catch {
        continue; // a number too large for its cell
      }
      const rightCount = size.rows * (size.columns - 1);
      let accepted = 0;
      for (let bits = 0; bits < 2 ** (rightCount + (size.rows - 1) * size.columns); bits++) {
        const border = (index: number) => ((bits >> index) & 1) === 1;
        const right = Array.from({ length: size.rows }, (_, r) => Array.from({ length: size.columns - 1 }, (_, c) => border(r * (size.columns - 1) + c)));
        const below = Array.from({ length: size.rows - 1 }, (_, r) => Array.from({ length: size.columns }, (_, c) => border(rightCount + r * size.columns + c)));
        // A cell of an L is joined to one or two neighbours: boards where some cell is not are passed over unchecked
        // (the checker refuses them all), to keep the 131,072 boards of a 3×4 grid fast.
        const joins = (r: number, c: number) =>
          Number(c > 0 && !right[r]![c - 1]!) + Number(c < size.columns - 1 && !right[r]![c]!) + Number(r > 0 && !below[r - 1]![c]!) + Number(r < size.rows - 1 && !below[r]![c]!);
        if (right.some((_, r) => Array.from({ length: size.columns }, (_, c) => joins(r, c)).some((count) => count === 0 || count > 2))) continue;
        if (sashigane.check(puzzle, { right, below }).length === 0) accepted++;
      }
      const loaded = { genre: sashigane, puzzle, format: 'url' };
      assert.equal((await count(loaded, 1000)).count, accepted, writePuzzle(loaded));
      if (accepted > 0) solvable++;
    }
    assert.ok(solvable >= 6, `only ${solvable} of the random grids have a solution`);
  });

  it('names the L that breaks a rule', () => {
    const loaded = parsePuzzle('https://puzz.link/p?sashigane/3/2/kgl');
    assert.deepEqual(
      check(loaded, { right: [[0, 1], [1, 0]], below: [[0, 1, 0]] }).map((violation) => [violation.code, violation.message]),
      [['arrow-not-to-corner', 'the arrow up at r1c2 points away from its corner, which lies left']],
    );
    assert.deepEqual(
      check(parsePuzzle('https://puzz.link/p?sashigane/3/2/4n'), { right: [[0, 0], [0, 0]], below: [[1, 1, 1]] }).map((violation) => violation.message),
      ['the circled 4 at r1c1 has an area of 3 cells', 'the area of 3 cells from r1c1 is not an L of width one', 'the area of 3 cells from r2c1 is not an L of width one'],
    );
  });

  it("reads an answer's borders, and names the place of one that is not", () => {
    assert.throws(() => sashigane.answerFromJson(parsePuzzle('https://puzz.link/p?sashigane/3/2/p').puzzle as SashiganePuzzle, { right: [[0, 0], [2, 0]], below: [[0, 0, 0]] }), /"right" row 2, entry 1 must be 0 \(no border\) or 1/);
  });

  it('draws the symbols, and an answer with its borders', async () => {
    const loaded = parsePuzzle('https://puzz.link/p?sashigane/3/2/3khm');
    const result = await solve(loaded);
    assert.equal(
      sashigane.render(loaded.puzzle as SashiganePuzzle, result.answer as SashiganeAnswer),
      ['+----+----+----+', '| o3    . |  ↓ |', '+    +----+    +', '|  . |  .    . |', '+----+----+----+'].join('\n'),
    );
  });

  it('answers on the command line, with the genre detected and the answer as borders', async () => {
    const solved = await runCli(['solve', 'https://puzz.link/p?sashigane/3/2/3khm', '--json']);
    assert.equal(solved.status, 0, solved.stderr);
    const report = JSON.parse(solved.stdout) as { genre: string; status: string; answer: unknown };
    assert.equal(report.genre, 'sashigane');
    assert.equal(report.status, 'unique');
    assert.deepEqual(report.answer, { right: [[0, 1], [1, 0]], below: [[0, 1, 0]] });
    const checked = await runCli(['check', 'https://puzz.link/p?sashigane/3/2/3khm', '{"right":[[0,0],[0,0]],"below":[[1,1,1]]}']);
    assert.equal(checked.status, 1);
    assert.match(checked.stdout, /not-l-shape: the area of 3 cells from r1c1 is not an L of width one/);
    const bad = await runCli(['solve', 'https://puzz.link/p?sashigane/3/3/6r']);
    assert.equal(bad.status, 2);
    assert.match(bad.stderr, /the number 6 at r1c1 is outside 1..5/);
  });
});
