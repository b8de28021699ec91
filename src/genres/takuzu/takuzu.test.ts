import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { check, count, facts, parsePuzzle, solve, writePuzzle } from '../../index.js';
import { localFixture } from '../../../test/helpers.js';
import type { TakuzuPuzzle } from './index.js';
import { takuzu } from './index.js';
import { unrulySolution } from './test-data.js';

type Rows = number[][];

const fixtures = localFixture<{ id: string; fullParams: string; params: string; solution: string }>('sgt-unruly.jsonl');


describe('takuzu', () => {
  it("solves the worked Unruly example to the solution in the game-ID notes", async () => {
    const loaded = parsePuzzle('6x6:gabKBgaABba');
    assert.equal(loaded.genre.id, 'takuzu');
    const result = await solve(loaded);
    assert.equal(result.status, 'unique');
    assert.deepEqual(result.answer, [
      [1, 0, 1, 0, 0, 1],
      [0, 0, 1, 0, 1, 1],
      [1, 1, 0, 1, 0, 0],
      [0, 0, 1, 0, 1, 1],
      [1, 1, 0, 1, 0, 0],
      [0, 1, 0, 1, 1, 0],
    ]);
    assert.equal(writePuzzle(loaded), '6x6:gabKBgaABba');
  });

  it("reads Simon Tatham's Unruly puzzles with and without unique rows (the conformance suite solves them to Unruly's answers)", () => {
    assert.ok(fixtures.some((fixture) => fixture.params.includes('u')));
    for (const fixture of fixtures) assert.equal((parsePuzzle(fixture.id).puzzle as TakuzuPuzzle).distinctLines, fixture.params.includes('u'), fixture.id);
  });

  it('needs the distinct rows and columns rule where Unruly asks for it', async () => {
    const fixture = fixtures.find((candidate) => candidate.id === '10x10u:afcDBCDBLadcabaeHKAdDADiCb')!;
    assert.equal((await solve(parsePuzzle(fixture.id))).status, 'unique');
    const withoutRule = parsePuzzle(fixture.id.replace('u:', ':'));
    const counted = await count(withoutRule, 100);
    assert.ok(counted.count > 1, 'without the rule the puzzle has several solutions');
    const result = await solve(withoutRule);
    const repeated = [result.answer, result.secondAnswer].some((answer) =>
      takuzu.check({ ...(withoutRule.puzzle as TakuzuPuzzle), distinctLines: true }, answer as Rows as (0 | 1)[][]).some(
        (violation) => violation.code === 'repeated-line',
      ),
    );
    assert.ok(repeated, 'a solution of the relaxed puzzle repeats a row or a column');
  });

  it("reads seed 001's o/x grids (x is 1) and solves them like the game ID", async () => {
    const fixture = fixtures.find((candidate) => candidate.fullParams === '8x8dn')!;
    const loaded = parsePuzzle(fixture.id);
    const puzzle = loaded.puzzle as TakuzuPuzzle;
    const text = puzzle.givens.map((row) => row.map((colour) => (colour === null ? '.' : colour === 1 ? 'x' : 'o')).join(' ')).join('\n');
    const fromText = parsePuzzle(text);
    assert.equal(fromText.genre.id, 'takuzu');
    assert.deepEqual(fromText.puzzle, puzzle);
    const result = await solve(fromText);
    assert.equal(result.status, 'unique');
    assert.deepEqual(result.answer, unrulySolution(fixture.solution, puzzle.columns));
    const written = writePuzzle(fromText, 'text');
    assert.match(written, /^[01.]{8}\n/);
    assert.deepEqual(parsePuzzle(written, { genre: 'takuzu' }).puzzle, puzzle);
    const distinct = parsePuzzle(writePuzzle(parsePuzzle('8x8u:aCCCdBEdbaNnCABc'), 'text'));
    assert.equal((distinct.puzzle as TakuzuPuzzle).distinctLines, true, "a first line 'unique' carries the rule");
  });

  it('reports several solutions with a second, different answer, and counts an empty 6×6', async () => {
    const loaded = parsePuzzle('......\n'.repeat(6));
    const result = await solve(loaded);
    assert.equal(result.status, 'multiple');
    assert.notDeepEqual(result.answer, result.secondAnswer);
    assert.deepEqual(check(loaded, result.secondAnswer), []);
    // 14 rows of six with three of each and no three in a line; 6×6 grids that follow every rule: 11,222 is the
    // known count for the rules without distinct lines.
    const counted = await count(loaded, 20);
    assert.equal(counted.count, 20);
    assert.equal(counted.exact, false);
  });

  it('gives facts: the cells every solution agrees on', async () => {
    const result = await facts(parsePuzzle('1.....\n1.....\n......\n......\n......\n......\n'));
    const grid = result.facts as (0 | 1 | null)[][];
    assert.equal(grid[2]![0], 0, 'no third 1 under two 1s');
    assert.ok(result.open > 0);
    assert.equal((await facts(parsePuzzle('6x6:gabKBgaABba'))).open, 0);
  });

  it('reports contradictions as unsolvable', async () => {
    assert.equal((await solve(parsePuzzle('111...\n' + '......\n'.repeat(5)))).status, 'unsolvable', 'three in a row given');
    assert.equal((await solve(parsePuzzle('11.11.\n' + '......\n'.repeat(5)))).status, 'unsolvable', 'four 1s in a row of six');
    // The worked example's only solution repeats rows, so under the distinct rule it has none.
    assert.equal((await solve(parsePuzzle('6x6u:gabKBgaABba'))).status, 'unsolvable', 'equal rows under the distinct rule');
  });

  it('finds the violations of a wrong answer, with their cells', () => {
    const loaded = parsePuzzle('6x6u:gabKBgaABba');
    const right = [
      [1, 0, 1, 0, 0, 1],
      [0, 0, 1, 0, 1, 1],
      [1, 1, 0, 1, 0, 0],
      [0, 0, 1, 0, 1, 1],
      [1, 1, 0, 1, 0, 0],
      [0, 1, 0, 1, 1, 0],
    ];
    const violations = check(loaded, right);
    const repeated = violations.filter((violation) => violation.code === 'repeated-line');
    assert.deepEqual(
      repeated.map((violation) => violation.message),
      ['row 2 and row 4 are equal', 'row 3 and row 5 are equal', 'column 2 and column 4 are equal', 'column 3 and column 6 are equal'],
      'the example is unique without the rule, not with it',
    );
    const wrong = right.map((row) => [...row]);
    wrong[0] = [1, 1, 1, 0, 0, 0];
    const codes = check(parsePuzzle('6x6:gabKBgaABba'), wrong).map((violation) => violation.code);
    assert.ok(codes.includes('three-in-a-row'));
    assert.ok(codes.includes('unbalanced'));
    const changed = right.map((row) => [...row]);
    changed[1]![0] = 1;
    const givenChanged = check(parsePuzzle('6x6:gabKBgaABba'), changed).find((violation) => violation.code === 'given-changed');
    assert.deepEqual(givenChanged?.cells, [{ row: 1, column: 0 }]);
  });

  it("refuses to write a game ID smaller than Unruly's 6×6", () => {
    assert.throws(() => writePuzzle(parsePuzzle('0.\n..\n'), 'sgt'), /at least 6×6/);
  });

  it('writes every format it reads, and reads back the same puzzle', () => {
    for (const id of ['8x8u:aCCCdBEdbaNnCABc', fixtures.find((fixture) => fixture.params === '30x30')!.id]) {
      const loaded = parsePuzzle(id);
      for (const format of takuzu.formats) {
        const text = format.write!(loaded.puzzle as TakuzuPuzzle);
        assert.ok(format.detect(text), format.id);
        assert.deepEqual(format.parse(text), loaded.puzzle, format.id);
      }
    }
  });
});
