import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { check, count, facts, parsePuzzle, solve, writePuzzle } from '../../index.js';
import { localFixture, seedExample } from '../../../test/helpers.js';
import type { SudokuPuzzle } from './index.js';
import { sudoku } from './index.js';

describe('sudoku', () => {
  it('solves the puzz.link example to its published answer, uniquely', async () => {
    const loaded = parsePuzzle('https://puzz.link/p?sudoku/4/4/g1k23k3g');
    const result = await solve(loaded);
    assert.equal(result.status, 'unique');
    assert.deepEqual(result.answer, [
      [2, 1, 4, 3],
      [4, 3, 1, 2],
      [3, 4, 2, 1],
      [1, 2, 3, 4],
    ]);
    assert.equal(writePuzzle(loaded), 'https://puzz.link/p?sudoku/4/4/g1k23k3g');
  });

  it("solves seed 001's printed grid back from a thinned copy", async () => {
    const { solution } = seedExample<{ solution: number[][] }>('sudoku-001');
    assert.equal(solution.length, 9);
    assert.deepEqual(solution[0], [6, 2, 4, 5, 7, 1, 3, 9, 8]);
    const full = parsePuzzle(solution.map((row) => row.join(' ')).join('\n'), { genre: 'sudoku' });
    assert.deepEqual(check(full, solution), [], 'the printed grid is a valid Sudoku');
    // Remove every third digit in reading order (27 of 81).
    const thinned = solution.map((row, r) => row.map((value, c) => ((r * 9 + c) % 3 === 0 ? 0 : value)));
    const loaded = parsePuzzle(thinned.map((row) => row.join(' ')).join('\n'), { genre: 'sudoku' });
    const result = await solve(loaded);
    assert.equal(result.status, 'unique');
    assert.deepEqual(result.answer, solution);
  });

  it('agrees with the puzz.link fixtures, 4×4 to 25×25, including those with several solutions', async () => {
    const fixtures = localFixture<{ url: string; status: string; solution: number[][] }>('sudoku-puzzlink.jsonl');
    assert.ok(fixtures.length >= 20);
    for (const fixture of fixtures) {
      const loaded = parsePuzzle(fixture.url);
      const result = await solve(loaded);
      assert.equal(result.status, fixture.status, fixture.url);
      assert.deepEqual(check(loaded, result.answer), [], `rule checker on ${fixture.url}`);
      if (fixture.status === 'unique') assert.deepEqual(result.answer, fixture.solution, fixture.url);
      else assert.deepEqual(check(loaded, result.secondAnswer), []);
      assert.equal(writePuzzle(parsePuzzle(writePuzzle(loaded))), writePuzzle(loaded), 'URL round trip');
    }
  });

  it("matches the solutions Simon Tatham's Solo writes, for every size and difficulty", async () => {
    const fixtures = localFixture<{ id: string; fullParams: string; solution: string }>('sgt-solo.jsonl');
    for (const fixture of fixtures) {
      const loaded = parsePuzzle(fixture.id, { genre: 'sudoku' });
      const result = await solve(loaded);
      assert.equal(result.status, 'unique', fixture.id);
      const expected = fixture.solution.slice(1).split(',').map(Number);
      assert.deepEqual((result.answer as number[][]).flat(), expected, `${fixture.fullParams} ${fixture.id}`);
      assert.equal(writePuzzle(loaded, 'sgt'), fixture.id, 'game ID round trip');
    }
  });

  it('matches qqwing on its simple to expert puzzles', async () => {
    for (const fixture of localFixture<{ puzzle: string; solution: string }>('qqwing.jsonl')) {
      const loaded = parsePuzzle(fixture.puzzle);
      const result = await solve(loaded);
      assert.equal(result.status, 'unique');
      assert.equal((result.answer as number[][]).flat().join(''), fixture.solution);
      assert.equal(writePuzzle(loaded, 'line'), fixture.puzzle);
    }
  });

  it('reports several solutions with a second, different answer, and counts them', async () => {
    const loaded = parsePuzzle('https://puzz.link/p?sudoku/4/4/g1k2');
    const result = await solve(loaded);
    assert.equal(result.status, 'multiple');
    assert.notDeepEqual(result.answer, result.secondAnswer);
    assert.deepEqual(check(loaded, result.secondAnswer), []);
    const counted = await count(loaded, 1000);
    assert.ok(counted.exact);
    assert.ok(counted.count > 2);
  });

  it('reports a contradiction as unsolvable', async () => {
    const loaded = parsePuzzle('1.......1........................................................................');
    assert.equal((await solve(loaded)).status, 'unsolvable');
    // No two givens clash, but the top-right box needs an 8 and a 9 where row 1 cannot take them.
    const hidden = parsePuzzle('1234567..' + '........8' + '........9' + '.'.repeat(54), { genre: 'sudoku' });
    assert.equal((await solve(hidden)).status, 'unsolvable');
  });

  it('gives facts: the digits every solution agrees on', async () => {
    const loaded = parsePuzzle('https://puzz.link/p?sudoku/4/4/g1k2');
    const result = await facts(loaded);
    const grid = result.facts as (number | null)[][];
    assert.equal(grid[0]![1], 1);
    assert.equal(grid[1]![2], 1);
    assert.ok(result.open > 0);
    const unique = await facts(parsePuzzle('https://puzz.link/p?sudoku/4/4/g1k23k3g'));
    assert.equal(unique.open, 0);
  });

  it('finds the violations of a wrong answer', () => {
    const loaded = parsePuzzle('https://puzz.link/p?sudoku/4/4/g1k23k3g');
    const violations = check(loaded, [
      [2, 1, 4, 3],
      [4, 3, 1, 2],
      [3, 4, 2, 1],
      [1, 2, 4, 3],
    ]);
    assert.ok(violations.some((violation) => violation.code === 'repeated-digit'));
    assert.ok(violations.some((violation) => violation.code === 'given-changed'));
  });

  it('writes every format it reads, and reads back the same puzzle', () => {
    const loaded = parsePuzzle('3x3:7_6c1c9a5_2a7g6_9_1a7f8a1c8_2_3c4a3f2a6_9_7g1a2_6a9c6c2_5', { genre: 'sudoku' });
    for (const format of sudoku.formats) {
      const text = format.write!(loaded.puzzle as SudokuPuzzle);
      assert.deepEqual(format.parse(text), loaded.puzzle, format.id);
    }
  });
});
