import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { InputError } from '../../core/errors.js';
import type { LoadedPuzzle } from '../../core/puzzle.js';
import { count, parsePuzzle, solve } from '../../index.js';
import { localFixture } from '../../../test/helpers.js';
import { adjacentPairs, allCells, cellIndex, makeGrid } from '../../core/geometry.js';
import { seededRandom } from '../../core/random.js';
import type { FillominoAnswer, FillominoClue, FillominoPuzzle } from './index.js';
import { clueAt, makeFillomino } from './puzzle.js';
import { fillomino } from './index.js';

const load = (text: string): LoadedPuzzle => parsePuzzle(text, { genre: 'fillomino' });

/** The numbers a pzprv3 board holds: the givens, and the player's numbers elsewhere. */
function pzprv3Numbers(board: string, rows: number): number[][] {
  const lines = board.split('/').filter((line) => line.trim() !== '' && line.trim() !== 't');
  const row = (line: string) => line.trim().split(/\s+/);
  return Array.from({ length: rows }, (_, r) => {
    const given = row(lines[4 + r]!);
    return row(lines[4 + rows + r]!).map((token, c) => Number(token === '.' ? given[c] : token));
  });
}

describe('fillomino', () => {
  it("solves pzprjs's test puzzle to the board its test accepts, and accepts pzprjs's solved boards", async () => {
    const pzprjs = localFixture<{ url?: string; board?: string }>('fillomino-pzprjs.jsonl');
    const loaded = load(pzprjs.find((record) => record.url)!.url!);
    const result = await solve(loaded);
    assert.equal(result.status, 'unique');
    const [solved, blank] = pzprjs.filter((record) => record.board !== undefined);
    assert.deepEqual(result.answer, pzprv3Numbers(solved!.board!, 6));
    assert.deepEqual(fillomino.check(loaded.puzzle as FillominoPuzzle, result.answer as FillominoAnswer), []);
    // Its 3×3 board without givens (a flag line `t` after the size), filled by the player.
    const empty = load('https://puzz.link/p?fillomino/3/3/o');
    assert.deepEqual(fillomino.check(empty.puzzle as FillominoPuzzle, pzprv3Numbers(blank!.board!, 3)), []);
  });

  it("matches the solutions Simon Tatham's Filling saves, and writes each game ID back", async () => {
    const fixtures = localFixture<{ id: string; solution: string }>('sgt-filling.jsonl');
    assert.equal(fixtures.length, 5);
    for (const fixture of fixtures) {
      const loaded = load(fixture.id);
      const puzzle = loaded.puzzle as FillominoPuzzle;
      const result = await solve(loaded);
      assert.equal(result.status, 'unique', fixture.id);
      const digits = [...fixture.solution.replace(/^s/, '')].map(Number);
      const expected = Array.from({ length: puzzle.rows }, (_, row) => digits.slice(row * puzzle.columns, (row + 1) * puzzle.columns));
      assert.deepEqual(result.answer, expected, fixture.id);
      assert.deepEqual(fillomino.check(puzzle, expected), []);
      assert.equal(fillomino.formats.find((format) => format.id === 'sgt')!.write!(puzzle), fixture.id, 'game ID round trip');
    }
  });

  it('tells several solutions and none apart', async () => {
    // A blank 1×2 grid: two 1s cannot touch, so it is one region of 2.
    assert.equal((await solve(load('https://puzz.link/p?fillomino/2/1/h'))).status, 'unique');
    // A blank 1×3: 3 3 3, or 1 2 2, or 2 2 1.
    assert.equal((await count(load('https://puzz.link/p?fillomino/3/1/i'), 10)).count, 3);
    // Two 1s side by side would be one region of 2.
    assert.equal((await solve(load('https://puzz.link/p?fillomino/2/1/11'))).status, 'unsolvable');
    // Two 2s at the ends of a 1×3: the middle cell completes one of them and leaves the other alone.
    assert.equal((await solve(load('https://puzz.link/p?fillomino/3/1/2g2'))).status, 'unsolvable');
  });

  it('counts as many solutions as a brute force over every division of a 3×4 grid, whatever numbers are given', async () => {
    // Every way to join or part the 17 pairs of neighbours gives a division; its filling is an answer when the
    // checker accepts it. Givens are drawn from answers (unique or several solutions), some from another answer
    // (often none): the model's own facts about where a number can fit must never lose a solution.
    const size = { rows: 3, columns: 4 };
    const blank = makeFillomino(size, makeGrid(size, () => null));
    const pairs = adjacentPairs(size);
    const answers = new Map<string, number[][]>();
    for (let mask = 0; mask < 1 << pairs.length; mask++) {
      const label = allCells(size).map((_, index) => index);
      const find = (index: number): number => (label[index] === index ? index : (label[index] = find(label[index]!)));
      pairs.forEach(([a, b], bit) => {
        if (mask & (1 << bit)) label[find(cellIndex(size, a))] = find(cellIndex(size, b));
      });
      const roots = allCells(size).map((_, index) => find(index));
      const filling = makeGrid(size, (cell) => roots.filter((root) => root === roots[cellIndex(size, cell)]).length);
      if (fillomino.check(blank, filling).length === 0) answers.set(JSON.stringify(filling), filling);
    }
    const fillings = [...answers.values()];
    const random = seededRandom('fillomino brute force');
    for (let trial = 0; trial < 12; trial++) {
      const [shown, other] = [random.pick(fillings), random.pick(fillings)];
      const clues = makeGrid(size, (cell): FillominoClue | null => {
        const draw = random.next();
        if (draw < 0.45) return null;
        if (draw < 0.5) return { kind: 'unknown' };
        return { kind: 'number', value: (draw < 0.95 || trial % 3 !== 0 ? shown : other)[cell.row]![cell.column]! };
      });
      const puzzle = makeFillomino(size, clues);
      const expected = fillings.filter((filling) => fillomino.check(puzzle, filling).length === 0 && allCells(size).every((cell) => {
        const clue = clueAt(puzzle, cell);
        return clue?.kind !== 'number' || clue.value === filling[cell.row]![cell.column];
      })).length;
      const result = await count({ genre: fillomino, puzzle, format: 'url' }, 1000);
      assert.equal(result.count, expected, JSON.stringify(clues));
    }
  });

  it('names the region that breaks a rule, in puz.link order', () => {
    const puzzle = load('https://puzz.link/p?fillomino/3/2/1h2g3').puzzle as FillominoPuzzle;
    assert.deepEqual(fillomino.check(puzzle, [[1, 3, 3], [2, 2, 3]]), []);
    assert.deepEqual(
      fillomino.check(puzzle, [[1, 2, 2], [2, 2, 3]]).map((violation) => [violation.code, violation.message]),
      [
        ['region-too-small', 'the 3s from r2c3 make a region of 1 cell'],
        ['region-too-large', 'the 2s from r1c2 make a region of 4 cells'],
      ],
    );
    // A given number stands whatever the answer says in its cell.
    assert.deepEqual(fillomino.check(puzzle, [[2, 3, 3], [2, 2, 1]]), []);
    assert.deepEqual(fillomino.check(puzzle, [[1, 3]]).map((violation) => violation.code), ['wrong-size']);
  });

  it('refuses malformed input with the place of the problem', () => {
    const cases: [string, RegExp][] = [
      ['https://puzz.link/p?fillomino/2/2/5h', /the number 5 at r1c1 is outside 1..4/],
      ['https://puzz.link/p?fillomino/2/2/!', /unexpected character '!'/],
      ['https://puzz.link/p?fillomino/21/2/j', /21x2 is larger than the supported 20x20/],
      ['3x3:a2', /the rest of the 9 cells/],
      ['3x3:2!h', /unexpected character '!'/],
      ['2x2:5c', /the number 5 at r1c1 is outside 1..4/],
      ['https://puzz.link/p?fillomino/2/1/3g', /the number 3 at r1c1 is outside 1..2/],
      ['pzprv3\nfillomino\n2\n2\n. x\n. .\n', /line 5, column 3: 'x' is not a number, '-' or '.'/],
    ];
    for (const [text, pattern] of cases) {
      assert.throws(
        () => load(text),
        (error: unknown) => error instanceof InputError && pattern.test(error.describe()),
        text,
      );
    }
    assert.throws(() => fillomino.answerFromJson(load('https://puzz.link/p?fillomino/2/1/h').puzzle as FillominoPuzzle, [[1, 'x']]), /row 1, column 2 is not a whole number/);
  });

  it('tells a Filling ID from a Range or Rectangles ID by its digits side by side, and from a Bridges ID by its parameters', () => {
    assert.equal(parsePuzzle('9x7:74c2g8f3c24b43a4b7a999b47b99999g5a2a2a').genre.id, 'fillomino');
    assert.equal(parsePuzzle('5x5:9_8f8g5f7_3').genre.id, 'kurodoko');
    // No 9 in it, so its cells would do for Bridges too; Bridges writes its m2 into every ID.
    assert.equal(parsePuzzle('9x7:c2a3g66a5e66b4e3466465c6b27c7a8c72d8').genre.id, 'fillomino');
    assert.equal(parsePuzzle('9x7m2:c2a3g66a5e66b4e3466465c6b27c7a8c72d8').genre.id, 'hashikake');
  });

  it('writes every format it reads and reads back the same puzzle; a game ID holds only 1 to 9', () => {
    const loaded = load('https://puzz.link/p?fillomino/6/6/h4j53g2k5233k2g14j3h');
    for (const format of fillomino.formats) {
      const text = format.write!(loaded.puzzle as FillominoPuzzle);
      assert.ok(format.detect(text), format.id);
      assert.deepEqual(format.parse(text), loaded.puzzle, format.id);
    }
    const large = load('https://puzz.link/p?fillomino/4/4/az');
    assert.throws(() => fillomino.formats.find((format) => format.id === 'sgt')!.write!(large.puzzle as FillominoPuzzle), /holds the numbers 1 to 9, not 10/);
  });
});
