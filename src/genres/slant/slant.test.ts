import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { InputError } from '../../core/errors.js';
import { check, count, defaultBackend, facts, parsePuzzle, rate, solve, writePuzzle } from '../../index.js';
import { localFixture } from '../../../test/helpers.js';
import type { SlantAnswer, SlantPuzzle } from './index.js';
import { slant } from './index.js';
import { slantSolution } from './test-data.js';

const example = 'https://puzz.link/p?gokigen/4/4/iaegcgcj6a';
/** The answer of the example, as the research notes give it from pzprjs's test. */
const exampleAnswer = ['\\/\\/', '/\\\\\\', '\\\\//', '///\\'];


const answerOf = (result: { answer?: unknown }): string[] => slant.answerToJson(result.answer as SlantAnswer) as string[];

describe('slant', () => {
  it("reports a cut-off game ID read without a genre as Slant's, though a 16×16 Solo could take its parameters", () => {
    // As Solo, the 23 cells described are far from the 256 of its grid; as Slant, only the last corner is missing.
    assert.throws(
      () => parsePuzzle('4x4de:b12b2a2a1a4c2f0'),
      (error: unknown) => error instanceof InputError && error.describe() === 'game ID description, column 16: the text ends where corner 25 of 25 was expected',
    );
  });

  it('solves the puzz.link example to its published answer, uniquely, and writes the same URL', async () => {
    const loaded = parsePuzzle(example);
    assert.equal(loaded.genre.id, 'slant');
    const result = await solve(loaded);
    assert.equal(result.status, 'unique');
    assert.deepEqual(answerOf(result), exampleAnswer);
    assert.deepEqual(check(loaded, exampleAnswer), []);
    assert.equal(writePuzzle(loaded), example);
  });

  it("has Simon Tatham's Slant puzzles from 5×5 to 36×20 (the conformance suite solves them to Slant's answers)", () => {
    const fixtures = localFixture<{ params: string }>('sgt-slant.jsonl');
    assert.equal(fixtures.filter((fixture) => fixture.params === '10x10').length, 24);
    assert.ok(fixtures.some((fixture) => fixture.params === '36x20'));
  });

  it('reads full Slant parameters, the worked example of the research notes and its drawing', async () => {
    const loaded = parsePuzzle('5x5de:g21a1a1a21122e1b3d2a2a');
    const result = await solve(loaded);
    assert.equal(result.status, 'unique');
    const move = 'S;/0,0;/1,0;\\2,0;/3,0;\\4,0;/0,1;/1,1;/2,1;\\3,1;\\4,1;/0,2;\\1,2;\\2,2;\\3,2;/4,2;\\0,3;\\1,3;/2,3;/3,3;/4,3;\\0,4;\\1,4;/2,4;\\3,4;/4,4';
    assert.deepEqual(answerOf(result), slantSolution(move, 5, 5));
    assert.equal(writePuzzle(loaded, 'sgt'), '5x5:g21a1a1a21122e1b3d2a2a');
    const drawing = slant.render(loaded.puzzle as SlantPuzzle, result.answer as SlantAnswer);
    assert.equal(drawing.split('\n')[2], ' / / \\ / \\');
    assert.deepEqual(parsePuzzle(drawing).puzzle, loaded.puzzle, 'a drawing with its diagonals reads as the puzzle');
    assert.equal(parsePuzzle('gokigen\n. 1 ?\n. . .\n').format, 'text');
  });

  it('reports several solutions with a second, different answer, and counts them', async () => {
    const open = parsePuzzle('slant\n. . .\n. . .\n');
    const counted = await count(open, 10);
    assert.equal(counted.count, 4, 'two cells side by side never close a loop');
    const square = await count(parsePuzzle('slant\n. . .\n. . .\n. . .\n'), 100);
    assert.equal(square.count, 15, 'a 2×2 has 16 fillings, one of them the diamond');
    const result = await solve(parsePuzzle('slant\n. 1 .\n. . .\n'));
    assert.equal(result.status, 'multiple');
    assert.notDeepEqual(result.answer, result.secondAnswer);
  });

  it('gives facts: the diagonals every solution agrees on', async () => {
    // The 0 on the top edge keeps both its cells' diagonals away from it; the other corners are free.
    const result = await facts(parsePuzzle('slant\n. 0 .\n. . .\n. . .\n'));
    const grid = slant.partialToJson(result.facts as SlantAnswer) as (string | null)[][];
    assert.deepEqual(grid[0], ['\\', '/']);
    assert.deepEqual(grid[1], [null, null]);
    assert.equal((await facts(parsePuzzle(example))).open, 0);
  });

  it('reports puzzles without a solution', async () => {
    // A 4 in the middle of a 2×2 asks for an X; a 4 beside a 0 asks for the cells between them both ways.
    assert.equal((await solve(parsePuzzle('slant\n. . .\n. 4 .\n. . .\n'))).status, 'unique');
    assert.equal((await solve(parsePuzzle('slant\n. . . .\n. 4 0 .\n. . . .\n'))).status, 'unsolvable');
    // A 0 in the middle of a 2×2 asks for the diamond round it, which is a loop.
    assert.equal((await solve(parsePuzzle('slant\n. . .\n. 0 .\n. . .\n'))).status, 'unsolvable');
  });

  it('finds each broken rule of a board, with its cells', () => {
    const loaded = parsePuzzle('https://puzz.link/p?gokigen/2/2/j4j');
    const violations = (answer: string[]) => check(loaded, answer).map(({ code, cells, message }) => ({ code, cells, message }));
    assert.deepEqual(violations(['\\/', '/\\']), []);
    assert.deepEqual(violations(['/\\', '\\/']), [
      {
        code: 'loop',
        cells: [{ row: 0, column: 0 }, { row: 0, column: 1 }, { row: 1, column: 0 }, { row: 1, column: 1 }],
        message: 'the diagonals form a loop through r1c1, r1c2, r2c1, r2c2',
      },
      {
        code: 'wrong-number',
        cells: [{ row: 0, column: 0 }, { row: 0, column: 1 }, { row: 1, column: 0 }, { row: 1, column: 1 }],
        message: 'the 4 at the top-left corner of r2c2 has 0 diagonals touching it',
      },
    ]);
    assert.deepEqual(violations(['\\.', '/\\']).map(({ code }) => code), ['wrong-number', 'empty-cell']);
    assert.deepEqual(slant.check(loaded.puzzle as SlantPuzzle, [['/']]).map(({ code }) => code), ['wrong-size']);
  });

  it('refuses a malformed answer with its place', () => {
    const loaded = parsePuzzle(example);
    for (const [answer, pattern] of [
      [['/'], /the answer must be an array of 4 rows/],
      [['////', '////', '////', '///'], /row 4 of the answer must be a string of 4 diagonals/],
      [['////', '////', '////', '///x'], /row 4, column 4 must be \/ or \\, not "x"/],
    ] as const) {
      assert.throws(() => check(loaded, answer), (error: unknown) => error instanceof InputError && pattern.test(error.describe()), String(answer));
    }
  });

  it('generates unique puzzles at every level, each re-proved unique and rated where asked', async () => {
    const requests = [
      { size: 7, difficulty: 'easy' },
      { size: 7, difficulty: 'medium' },
      { size: 8, difficulty: 'hard' },
      { size: 10, difficulty: 'easy' },
      { size: 10, difficulty: 'expert' },
      { size: 12, difficulty: undefined },
    ] as const;
    for (const [index, { size, difficulty }] of requests.entries()) {
      const puzzle = await slant.generator!.generate({ rows: size, columns: size, difficulty, seed: `batch-${index}`, options: { symmetry: 'none' }, backend: defaultBackend });
      const loaded = { genre: slant, puzzle, format: 'url' };
      const label = writePuzzle(loaded);
      assert.equal((await count(loaded, 2)).count, 1, label);
      const result = await solve(loaded);
      assert.deepEqual(slant.check(puzzle, result.answer as SlantAnswer), [], label);
      if (difficulty) assert.equal((await rate(loaded)).rating.level, difficulty, label);
    }
  });

  it('rates Slant easy puzzles easy and its hard ones harder', async () => {
    const fixtures = localFixture<{ id: string; fullParams: string }>('sgt-slant.jsonl').filter((fixture) => fixture.fullParams.startsWith('7x7'));
    for (const fixture of fixtures) {
      const { rating } = await rate(parsePuzzle(fixture.id));
      if (fixture.fullParams.endsWith('de')) assert.equal(rating.level, 'easy', fixture.id);
      else assert.notEqual(rating.level, 'easy', fixture.id);
    }
  });

});
