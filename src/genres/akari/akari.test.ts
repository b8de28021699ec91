import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { InputError } from '../../core/errors.js';
import { allCells } from '../../core/geometry.js';
import { check, count, defaultBackend, facts, parsePuzzle, rate, solve, writePuzzle } from '../../index.js';
import { localFixture } from '../../../test/helpers.js';
import { brokenForGood } from './check.js';
import type { AkariPuzzle } from './index.js';
import { akari } from './index.js';
import { lightUpSolution } from './test-data.js';

type Rows = number[][];

const example = 'https://puzz.link/p?akari/6/6/nekcakbl';
/** The answer of the example, as the research notes give it from pzprjs's test. */
const exampleAnswer = [
  '..L...',
  '.L4L..',
  '..L.2L',
  '.0..L.',
  'L..1..',
  '...L..',
].map((line) => [...line].map((character) => (character === 'L' ? 1 : 0)));


const answerOf = (result: { answer?: unknown }): Rows => akari.answerToJson(result.answer as boolean[][]) as Rows;

describe('akari', () => {
  it('solves the puzz.link example to its published answer, uniquely, and writes the same URL', async () => {
    const loaded = parsePuzzle(example);
    assert.equal(loaded.genre.id, 'akari');
    const result = await solve(loaded);
    assert.equal(result.status, 'unique');
    assert.deepEqual(answerOf(result), exampleAnswer);
    assert.deepEqual(check(loaded, exampleAnswer), []);
    assert.equal(writePuzzle(loaded), example);
    // puzz.link's own pid reads too, and is written as akari.
    const lightup = parsePuzzle('https://puzz.link/p?lightup/6/6/nekcakbl');
    assert.deepEqual(lightup.puzzle, loaded.puzzle);
    assert.equal(writePuzzle(lightup), example);
  });

  it("has Simon Tatham's Light Up puzzles from 7×7 to 25×25 (the conformance suite solves them to Light Up's answers)", () => {
    const fixtures = localFixture<{ params: string }>('sgt-lightup.jsonl');
    assert.equal(fixtures.filter((fixture) => fixture.params === '10x10').length, 28);
    assert.ok(fixtures.some((fixture) => fixture.params === '25x25'));
  });

  it('reads full Light Up parameters and the worked example of the research notes', async () => {
    const loaded = parsePuzzle('6x5b20s0d1:gBa4bBa3g2fB');
    const result = await solve(loaded);
    assert.equal(result.status, 'unique');
    assert.deepEqual(answerOf(result), lightUpSolution('S;L0,1;L0,3;L1,2;L2,1;I2,3;L3,0;L3,2;L4,1;L4,4;L5,3', 5, 6));
    assert.equal(writePuzzle(loaded, 'sgt'), '6x5:gBa4bBa3g2fB');
    assert.equal((parsePuzzle('7:dBc3c3a1i1i0aBc1c1d', { genre: 'akari' }).puzzle as AkariPuzzle).rows, 7, 'W alone means W×W');
  });

  it('reads and writes text grids, naming the genre only where a Takuzu could read the same', () => {
    const loaded = parsePuzzle('..#..\n.1...\n...2.\n#....\n..0.#\n');
    assert.equal(loaded.genre.id, 'akari');
    assert.equal(loaded.format, 'text');
    assert.deepEqual((loaded.puzzle as AkariPuzzle).walls[1]![1], { kind: 'number', value: 1 });
    assert.equal(writePuzzle(loaded, 'text'), '..#..\n.1...\n...2.\n#....\n..0.#\n');
    // Dots, 0s and 1s alone are a Takuzu's rows; the header says otherwise.
    assert.equal(parsePuzzle('1..0\n.0..\n..1.\n0..1\n').genre.id, 'takuzu');
    const zeros = parsePuzzle('akari\n1..0\n.0..\n..1.\n0..1\n');
    assert.equal(zeros.genre.id, 'akari');
    assert.equal(writePuzzle(zeros, 'text'), 'akari\n1..0\n.0..\n..1.\n0..1\n');
    assert.equal(writePuzzle(parsePuzzle('lightup\n.1.\n'), 'text'), 'akari\n.1.\n');
  });

  it('reports several solutions with a second, different answer, and counts them', async () => {
    const open = parsePuzzle('akari\n..\n..\n');
    const result = await solve(open);
    assert.equal(result.status, 'multiple');
    assert.notDeepEqual(result.answer, result.secondAnswer);
    assert.deepEqual(check(open, akari.answerToJson(result.secondAnswer as boolean[][])), []);
    const counted = await count(open, 10);
    assert.equal(counted.count, 2, 'lights on one diagonal or the other');
    assert.ok(counted.exact);
    const row = await count(parsePuzzle('akari\n.....\n'), 10);
    assert.equal(row.count, 5, 'one light anywhere in a row of five');
  });

  it('gives facts: the lights every solution agrees on, nothing on walls', async () => {
    const result = await facts(parsePuzzle('akari\n#2..\n....\n....\n'));
    const grid = akari.partialToJson(result.facts as (boolean | null)[][]) as (number | null)[][];
    assert.deepEqual(grid[0], [null, null, 1, 0], 'the 2 beside a wall has lights on its two other sides; walls hold nothing');
    assert.equal(grid[1]![1], 1);
    assert.deepEqual(grid[2], [null, 0, 0, null], 'r3c1 or r3c4 takes the last light');
    assert.equal(result.open, 2);
    assert.equal((await facts(parsePuzzle(example))).open, 0);
  });

  it('reports puzzles without a solution', async () => {
    // The 1 sits between two cells that only a light in each can light.
    assert.equal((await solve(parsePuzzle('akari\n.1.\n'))).status, 'unsolvable');
    // The 3 has one white cell beside it.
    assert.equal((await solve(parsePuzzle('akari\n#3#\n...\n'))).status, 'unsolvable');
    // The 0 forbids every cell beside the two 1s.
    assert.equal((await solve(parsePuzzle('akari\n1.1\n.0.\n'))).status, 'unsolvable');
  });

  it('finds each broken rule of a finished board, with its cells', () => {
    const loaded = parsePuzzle('https://puzz.link/p?akari/3/3/j.j');
    const right = [
      [1, 0, 0],
      [0, 0, 0],
      [0, 0, 1],
    ];
    assert.deepEqual(check(loaded, right), []);
    const violations = (answer: Rows) => check(loaded, answer).map(({ code, cells }) => ({ code, cells }));
    assert.deepEqual(violations([[1, 0, 0], [0, 1, 0], [0, 0, 1]]), [{ code: 'light-on-wall', cells: [{ row: 1, column: 1 }] }]);
    assert.deepEqual(violations([[1, 0, 1], [0, 0, 0], [0, 0, 1]]), [
      { code: 'light-sees-light', cells: [{ row: 0, column: 0 }, { row: 0, column: 2 }] },
      { code: 'light-sees-light', cells: [{ row: 0, column: 2 }, { row: 2, column: 2 }] },
    ]);
    assert.deepEqual(violations([[1, 0, 0], [0, 0, 0], [0, 0, 0]]), [
      { code: 'unlit-cell', cells: [{ row: 1, column: 2 }, { row: 2, column: 1 }, { row: 2, column: 2 }] },
    ]);
    const numbered = parsePuzzle('https://puzz.link/p?akari/3/3/j1j');
    assert.deepEqual(check(numbered, right).map(({ code, cells, message }) => ({ code, cells, message })), [
      { code: 'wrong-number', cells: [{ row: 1, column: 1 }], message: 'the 1 has 0 lights beside it' },
    ]);
    assert.deepEqual(akari.check(loaded.puzzle as AkariPuzzle, [[false]]).map(({ code }) => code), ['wrong-size']);
  });

  it('on an unfinished board reports only what no way of finishing it can mend', () => {
    // r1c3 is a 1, r3c1 a plain wall, r3c2 a 2 with two white cells beside it (r2c2 and r3c3).
    const puzzle = parsePuzzle('akari\n..1..\n.....\n#2...\n').puzzle as AkariPuzzle;
    const board = (rows: string[]) => rows.map((line) => [...line].map((character) => (character === 'L' ? 1 : character === '+' ? 0 : null)));
    const broken = (rows: string[]) => brokenForGood(puzzle, board(rows)).map(({ code, cells }) => ({ code, cells }));
    assert.deepEqual(broken(['.....', '.....', '.....']), []);
    // Unlit cells may still be lit, and numbers may still get their lights.
    assert.deepEqual(broken(['L....', '.....', '.....']), []);
    assert.deepEqual(broken(['.....', '.L...', '.....']), []);
    assert.deepEqual(broken(['...LL', '.....', '.....']), [{ code: 'light-sees-light', cells: [{ row: 0, column: 3 }, { row: 0, column: 4 }] }]);
    // Two lights beside the 1; the one at r1c2 also lights r2c2, which the 2 needed.
    assert.deepEqual(broken(['.L.L.', '.....', '.....']), [
      { code: 'wrong-number', cells: [{ row: 0, column: 2 }] },
      { code: 'wrong-number', cells: [{ row: 2, column: 1 }] },
    ]);
    // The 2 loses r2c2 to the light at r2c4 (it would see it), or r3c3 to a dot.
    assert.deepEqual(broken(['.....', '...L.', '.....']), [{ code: 'wrong-number', cells: [{ row: 2, column: 1 }] }]);
    assert.deepEqual(broken(['.....', '.....', '..+..']), [{ code: 'wrong-number', cells: [{ row: 2, column: 1 }] }]);
    // A dotted cell stays dark once every cell that could light it holds a dot or is lit from elsewhere.
    assert.deepEqual(broken(['+....', '+....', '.....']), []);
    assert.deepEqual(broken(['++...', '+....', '.....']), [{ code: 'unlit-cell', cells: [{ row: 0, column: 0 }] }]);
    assert.deepEqual(broken(['++...', '+L...', '.....']), [{ code: 'unlit-cell', cells: [{ row: 0, column: 0 }] }]);
  });

  it('refuses a malformed answer with its place', () => {
    const loaded = parsePuzzle(example);
    for (const [answer, pattern] of [
      [[[0]], /the answer must be an array of 6 rows/],
      [Array.from({ length: 6 }, () => [0, 0, 0, 0, 0, 2]), /row 1, column 6 must be 0 \(no light\) or 1 \(a light\)/],
    ] as const) {
      assert.throws(() => check(loaded, answer), (error: unknown) => error instanceof InputError && pattern.test(error.describe()));
    }
  });

  it('generates unique puzzles at every level, each re-proved unique and rated where asked', async () => {
    const requests = [
      { size: 7, difficulty: 'easy' },
      { size: 7, difficulty: 'medium' },
      { size: 8, difficulty: 'hard' },
      { size: 10, difficulty: 'easy' },
      { size: 10, difficulty: 'medium' },
      { size: 10, difficulty: 'hard' },
      { size: 10, difficulty: 'expert' },
      { size: 12, difficulty: undefined },
    ] as const;
    for (const [index, { size, difficulty }] of requests.entries()) {
      const puzzle = await akari.generator!.generate({
        rows: size,
        columns: size,
        difficulty,
        seed: `batch-${index}`,
        options: { symmetry: 'rotate2', walls: '20' },
        backend: defaultBackend,
      });
      const loaded = { genre: akari, puzzle, format: 'url' };
      const label = writePuzzle(loaded);
      assert.equal((await count(loaded, 2)).count, 1, label);
      const result = await solve(loaded);
      assert.deepEqual(akari.check(puzzle, result.answer as boolean[][]), [], label);
      if (difficulty) assert.equal((await rate(loaded)).rating.level, difficulty, label);
      // The walls keep the half-turn symmetry asked for.
      for (const cell of allCells({ rows: size, columns: size })) {
        const turned = puzzle.walls[size - 1 - cell.row]![size - 1 - cell.column]!;
        assert.equal(puzzle.walls[cell.row]![cell.column] === null, turned === null, label);
      }
    }
  });

  it('generates a 25×25, whose layouts need more walls than one in five before the numbers can pin the lights', async () => {
    const request = { rows: 25, columns: 25, difficulty: 'medium' as const, seed: 'big', options: { symmetry: 'rotate2', walls: '20' }, backend: defaultBackend };
    const puzzle = await akari.generator!.generate(request);
    const loaded = { genre: akari, puzzle, format: 'url' };
    assert.equal((await count(loaded, 2)).count, 1);
    assert.equal((await rate(loaded)).rating.level, 'medium');
    assert.ok(puzzle.walls.flat().filter((wall) => wall !== null).length > 0.2 * 625, 'more walls than asked for at first');
  });

  it('reaches expert at its default size, as the generator offers it (one seed in four found none in 200 attempts)', async () => {
    const options = Object.fromEntries(akari.generator!.options.map((option) => [option.name, option.defaultValue]));
    const puzzle = await akari.generator!.generate({ rows: 10, columns: 10, difficulty: 'expert', seed: 'd4', options, backend: defaultBackend });
    const loaded = { genre: akari, puzzle, format: 'url' };
    assert.equal((await count(loaded, 2)).count, 1);
    assert.equal((await rate(loaded)).rating.level, 'expert');
  });

  it('says what is wrong with a wall share out of range', async () => {
    const request = { rows: 5, columns: 5, seed: 'x', options: { symmetry: 'none', walls: '95' }, backend: defaultBackend };
    await assert.rejects(akari.generator!.generate(request), /the share of walls is a percentage from 15 to 50, not '95'/);
  });

});
