import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { describe, it } from 'node:test';
import { check, count, facts, parsePuzzle, solve, writePuzzle } from '../../index.js';
import { localFixture, requireProgram, runCli } from '../../../test/helpers.js';
import { kakurasuSmtLib } from '../../../bench/genres/kakurasu.js';
import type { KakurasuPuzzle } from './index.js';
import { kakurasu } from './index.js';

interface RealKakurasu {
  name: string;
  rowClues: (number | null)[];
  colClues: (number | null)[];
  solution: number[][];
  status: string;
}

const clueText = (clues: (number | null)[]) => clues.map((clue) => (clue === null ? '-' : String(clue))).join(' ');

describe('kakurasu', () => {
  it('solves all 28 real puzzles (4×4 to 9×9, some with missing clues) to their published answers, uniquely', async () => {
    const fixtures = localFixture<RealKakurasu>('kakurasu-real.jsonl');
    assert.equal(fixtures.length, 28);
    assert.ok(fixtures.some((fixture) => fixture.rowClues.includes(null) || fixture.colClues.includes(null)));
    for (const fixture of fixtures) {
      const text = `${clueText(fixture.rowClues)}\n${clueText(fixture.colClues)}\n`;
      const loaded = parsePuzzle(text);
      assert.equal(loaded.genre.id, 'kakurasu');
      const result = await solve(loaded);
      assert.equal(result.status, fixture.status, fixture.name);
      assert.deepEqual(result.answer, fixture.solution, fixture.name);
      assert.deepEqual(check(loaded, fixture.solution), [], fixture.name);
      assert.equal(writePuzzle(loaded), text, 'text round trip');
      // The fixture line itself is a JSON puzzle (its "colClues" are read as the column clues).
      assert.deepEqual(parsePuzzle(JSON.stringify(fixture)).puzzle, loaded.puzzle, 'JSON form');
    }
  });

  it("gets right what seed 001's z3 model got wrong: native z3 on a correct integer model agrees", { skip: requireProgram('z3') }, async () => {
    // Seed 001 gave each cell one integer meant to be 0, its row number or its column number, and let both sums
    // read that one value (with a row/column mix-up in the indices), so z3 answered "unsat" on a solvable puzzle.
    // One shaded/unshaded value per cell, weighted by column for the row sums and by row for the column sums, is right.
    for (const fixture of localFixture<RealKakurasu>('kakurasu-real.jsonl').filter((_, index) => index % 9 === 0)) {
      const loaded = parsePuzzle(JSON.stringify(fixture));
      const run = spawnSync('z3', ['-in'], { input: kakurasuSmtLib(loaded.puzzle as KakurasuPuzzle, { uniqueness: false }), encoding: 'utf8' });
      assert.match(run.stdout, /^sat/, fixture.name);
      const grid = fixture.solution.map((line) => line.map(() => 0));
      for (const [, row, column, value] of run.stdout.matchAll(/\(define-fun r(\d+)c(\d+) \(\) Int\s+(\d+)\)/g)) grid[Number(row) - 1]![Number(column) - 1] = Number(value);
      assert.deepEqual(grid, fixture.solution, fixture.name);
      assert.deepEqual((await solve(loaded)).answer, grid);
    }
  });

  it('reports several solutions with a second, different answer, counts them, and gives facts', async () => {
    // Row 1 must shade both cells (1 + 2 = 3); row 2 and the columns are free.
    const loaded = parsePuzzle('3 -\n- -\n');
    const result = await solve(loaded);
    assert.equal(result.status, 'multiple');
    assert.notDeepEqual(result.answer, result.secondAnswer);
    assert.deepEqual(check(loaded, result.secondAnswer), []);
    const counted = await count(loaded, 100);
    assert.equal(counted.count, 4);
    assert.ok(counted.exact);
    const known = await facts(loaded);
    assert.deepEqual(known.facts, [
      [1, 1],
      [null, null],
    ]);
    assert.equal(known.open, 2);
  });

  it('reports a contradiction as unsolvable', async () => {
    // Row 1 shades column 1, whose clue says nothing in it is shaded.
    assert.equal((await solve(parsePuzzle('1 0\n0 1\n', { genre: 'kakurasu' }))).status, 'unsolvable');
    // Each clue alone is possible: rows need 3 and 3 (all four cells), columns 3 and 2.
    assert.equal((await solve(parsePuzzle('3 3\n3 2\n'))).status, 'unsolvable');
  });

  it('finds the violations of a wrong answer, with their cells', () => {
    const loaded = parsePuzzle('7 8 4 0\n2 0 3 6\n');
    const right = [
      [0, 0, 1, 1],
      [1, 0, 1, 1],
      [0, 0, 0, 1],
      [0, 0, 0, 0],
    ];
    assert.deepEqual(check(loaded, right), []);
    const wrong = right.map((line) => [...line]);
    wrong[3]![0] = 1;
    const violations = check(loaded, wrong);
    assert.deepEqual(
      violations.map((violation) => violation.code),
      ['row-sum', 'column-sum'],
    );
    assert.deepEqual(violations[0]!.cells, [{ row: 3, column: 0 }]);
    assert.match(violations[1]!.message, /column 1 should add up to 2, its shaded cells make 6/);
    assert.deepEqual(kakurasu.check(loaded.puzzle as KakurasuPuzzle, [[2, 0, 1, 1], ...right.slice(1)]).map((violation) => violation.code), ['not-binary']);
    assert.deepEqual(kakurasu.check(loaded.puzzle as KakurasuPuzzle, right.slice(1)).map((violation) => violation.code), ['wrong-size']);
  });

  it('writes every format it reads, and reads back the same puzzle', () => {
    const loaded = parsePuzzle('{"rowClues":[null,7,7,4,12],"columnClues":[8,9,2,14,6,1]}');
    for (const format of kakurasu.formats) {
      const text = format.write!(loaded.puzzle as KakurasuPuzzle);
      assert.ok(format.detect(text), format.id);
      assert.deepEqual(format.parse(text), loaded.puzzle, format.id);
    }
    assert.equal(writePuzzle(loaded, 'text'), '- 7 7 4 12\n8 9 2 14 6 1\n');
  });

  it('answers on the command line from standard input, with rows of 0/1', async () => {
    const solved = await runCli(['solve', '-', '--json'], '7 8 4 0\n2 0 3 6\n');
    assert.equal(solved.status, 0, solved.stderr);
    const report = JSON.parse(solved.stdout) as { genre: string; status: string; answer: number[][] };
    assert.deepEqual(report, {
      ...report,
      genre: 'kakurasu',
      status: 'unique',
      answer: [
        [0, 0, 1, 1],
        [1, 0, 1, 1],
        [0, 0, 0, 1],
        [0, 0, 0, 0],
      ],
    });
  });
});
