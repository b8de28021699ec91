import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { InputError } from '../../core/errors.js';
import { check, count, defaultBackend, facts, parsePuzzle, solve, writePuzzle } from '../../index.js';
import { assertFailuresFirst, localFixture } from '../../../test/helpers.js';
import { shadingInPlay } from '../../core/checks.js';
import { cellName } from '../../core/geometry.js';
import { starBattleChecker } from './check.js';
import { starBattleSize } from './puzzle.js';
import { generateStarBattle } from './generate.js';
import { emptiedByRooms } from './model.js';
import type { StarBattlePuzzle } from './index.js';
import { starBattle } from './index.js';

const example = 'https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou';
type Rows = number[][];

describe('starbattle', () => {
  it('solves the puzz.link, cspuz, penpa-edit, noqx and Norvig notebook puzzles uniquely, with the answers they publish', async () => {
    const fixtures = localFixture<{ url: string; source: string; answer: Rows | null }>('starbattle-puzzlink.jsonl');
    assert.equal(fixtures.length, 11);
    for (const fixture of fixtures) {
      const loaded = parsePuzzle(fixture.url);
      assert.equal(loaded.genre.id, 'starbattle', fixture.url);
      const result = await solve(loaded);
      assert.equal(result.status, 'unique', fixture.url);
      const answer = starBattle.answerToJson(result.answer as boolean[][]);
      if (fixture.answer) assert.deepEqual(answer, fixture.answer, fixture.source);
      assert.deepEqual(check(loaded, answer), [], fixture.url);
      assert.equal(writePuzzle(loaded), fixture.url.replace('pzprxs.vercel.app', 'puzz.link'), 'the URL round-trips');
      assert.deepEqual(parsePuzzle(writePuzzle(loaded, 'text')).puzzle, loaded.puzzle, 'the text grid round-trips');
    }
  });

  it('empties the cells the rooms rule out before the search, and none of them holds a star in any answer', async () => {
    // Room A lies in row 1, so row 1's other cells (room B's) are empty; row 2 is all room B, so B's cells in row 1
    // are empty for that reason too. Rooms C, D and E are a row each and rule out nothing more.
    const small = parsePuzzle('starbattle 1\nAABBB\nBBBBB\nCCCCC\nDDDDD\nEEEEE\n').puzzle as StarBattlePuzzle;
    assert.deepEqual(emptiedByRooms(small).map(cellName).sort(), ['r1c3', 'r1c4', 'r1c5']);
    const fixtures = localFixture<{ url: string }>('starbattle-puzzlink.jsonl');
    let emptied = 0;
    for (const fixture of fixtures) {
      const loaded = parsePuzzle(fixture.url);
      const cells = emptiedByRooms(loaded.puzzle as StarBattlePuzzle);
      emptied += cells.length;
      // The answer of the model without them (as counting finds it) has no star there.
      const { solutions } = await defaultBackend.enumerate(starBattle.model(loaded.puzzle as StarBattlePuzzle).model, starBattle.model(loaded.puzzle as StarBattlePuzzle).observed, 2);
      assert.equal(solutions.length, 1, fixture.url);
      const size = starBattleSize(loaded.puzzle as StarBattlePuzzle);
      for (const cell of cells) assert.equal(solutions[0]![cell.row * size.columns + cell.column], false, `${fixture.url}: ${cellName(cell)}`);
    }
    assert.ok(emptied >= 40, `only ${emptied} cells emptied over the fixtures`);
  });

  it("reads pzprjs's failing boards with the failure puzz.link reports first", () => {
    // pzprjs's test/script/starbattle.js: pzprv3 boards (# a star, + a dot) and the first failure pzprjs finds.
    const boards: [string, string[]][] = [
      ['stars-touch', ['......', '......', '...#..', '..#...', '......', '......']],
      ['room-over', ['..#...', '......', '#.....', '......', '......', '......']],
      ['room-under', ['..#...', '......', '......', '......', '......', '......']],
      ['line-count', ['+#++++', '+++#++', '+++++#', '.+#+++', '#+++#+', '.+++++']],
    ];
    const loaded = parsePuzzle(example);
    assertFailuresFirst(
      boards,
      (rows) => check(loaded, rows.map((line) => [...line].map((character) => (character === '#' ? 1 : 0)))),
      (rows) => rows.join('/'),
    );
  });

  it('counts several solutions and finds none where the rooms cannot hold their stars', async () => {
    // Rooms are the rows of a 4×4: two ways to place four stars, mirror images of each other.
    const rows = parsePuzzle('starbattle 1\nAAAA\nBBBB\nCCCC\nDDDD\n');
    assert.equal((await count(rows, 10)).count, 2);
    const result = await solve(rows);
    assert.equal(result.status, 'multiple');
    assert.deepEqual(check(rows, starBattle.answerToJson(result.secondAnswer as boolean[][])), []);
    // Only three rooms for four stars.
    assert.equal((await solve(parsePuzzle('starbattle 1\nAAAA\nAAAA\nBBBB\nCCCC\n'))).status, 'unsolvable');
    // Every cell a room of its own.
    assert.equal((await solve(parsePuzzle('starbattle 1\nABCD\nEFGH\nIJKL\nMNOP\n'))).status, 'unsolvable');
    const known = await facts(parsePuzzle(example));
    assert.equal(known.open, 0);
  });

  it('finds each broken rule of a finished board, with its cells', () => {
    const loaded = parsePuzzle('starbattle 1\nAAAA\nBBBB\nCCCC\nDDDD\n');
    const violations = (answer: Rows) => check(loaded, answer).map(({ code, message }) => `${code}: ${message}`);
    assert.deepEqual(violations([[0, 1, 0, 0], [0, 0, 0, 1], [1, 0, 0, 0], [0, 0, 1, 0]]), []);
    assert.deepEqual(violations([[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]), [
      'stars-touch: two stars touch',
      'stars-touch: two stars touch',
      'stars-touch: two stars touch',
    ]);
    assert.deepEqual(violations([[1, 0, 1, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]), [
      'room-over: a room holds 2 stars, not 1',
      'room-under: a room holds 0 stars, not 1',
      'room-under: a room holds 0 stars, not 1',
      'room-under: a room holds 0 stars, not 1',
      'line-count: row 1 holds 2 stars, not 1',
      'line-count: row 2 holds 0 stars, not 1',
      'line-count: row 3 holds 0 stars, not 1',
      'line-count: row 4 holds 0 stars, not 1',
      'line-count: column 2 holds 0 stars, not 1',
      'line-count: column 4 holds 0 stars, not 1',
    ]);
    assert.deepEqual(starBattle.check(loaded.puzzle as StarBattlePuzzle, [[false]]).map(({ code }) => code), ['wrong-size']);
  });

  it('on an unfinished board reports only what no way of finishing it can mend', () => {
    const puzzle = parsePuzzle('starbattle 1\nAAAA\nBBBB\nCCCC\nDDDD\n').puzzle as StarBattlePuzzle;
    const board = (rows: string[]) => shadingInPlay(starBattleSize(puzzle), rows.map((line) => [...line].map((character) => (character === '*' ? 1 : character === '+' ? 0 : null))));
    const broken = (rows: string[]) => starBattleChecker.brokenForGood(puzzle, board(rows)).map(({ code }) => code);
    assert.deepEqual(broken(['....', '....', '....', '....']), []);
    assert.deepEqual(broken(['.*..', '....', '....', '....']), []);
    assert.deepEqual(broken(['*...', '.*..', '....', '....']), ['stars-touch']);
    // Row 2 can no longer take a star: two cells are dotted, the others touch the star above.
    assert.deepEqual(broken(['.*..', '+..+', '....', '....']), ['room-under', 'line-count']);
    // Two stars in row 1, and row 2 has no cell left that touches neither.
    assert.deepEqual(broken(['*.*.', '....', '....', '....']), ['room-over', 'room-under', 'line-count', 'line-count']);
    // The words fit the numbers: no "at most 0 stars, not 1".
    const words = starBattleChecker.brokenForGood(puzzle, board(['.*..', '+..+', '....', '....'])).map(({ message }) => message);
    assert.deepEqual(words, ['a room has no cell left for a star, and needs 1 star', 'row 2 has no cell left for a star, and needs 1 star']);
  });

  it('refuses a malformed answer with its place', () => {
    const loaded = parsePuzzle(example);
    for (const [answer, pattern] of [
      [[[0]], /the answer must be an array of 6 rows/],
      [Array.from({ length: 6 }, () => [0, 0, 0, 0, 0, 2]), /row 1, column 6 must be 0 \(no star\) or 1 \(a star\)/],
    ] as const) {
      assert.throws(() => check(loaded, answer), (error: unknown) => error instanceof InputError && pattern.test(error.describe()));
    }
  });

  it('draws the rooms with their walls and the stars', async () => {
    const loaded = parsePuzzle('starbattle 1\nAAAA\nBBBB\nCCCC\nDDDD\n');
    const answer = [[false, true, false, false], [false, false, false, true], [true, false, false, false], [false, false, true, false]];
    assert.equal(
      starBattle.render(loaded.puzzle as StarBattlePuzzle, answer),
      ['1 ★ per row, column and room', '+-+-+-+-+', '|. * . .|', '+-+-+-+-+', '|. . . *|', '+-+-+-+-+', '|* . . .|', '+-+-+-+-+', '|. . * .|', '+-+-+-+-+'].join('\n'),
    );
  });

  it('generates unique puzzles with one and two stars, rated at the level asked for', async () => {
    for (const [side, stars, difficulty] of [
      [6, '1', 'easy'],
      [8, '1', 'medium'],
      [8, '2', undefined],
    ] as const) {
      const { puzzle, answer, rating } = await generateStarBattle({ rows: side, columns: side, difficulty, seed: 'batch', options: { stars }, backend: defaultBackend });
      const loaded = { genre: starBattle, puzzle, format: 'url' };
      const result = await solve(loaded);
      assert.equal(result.status, 'unique', writePuzzle(loaded));
      assert.deepEqual(result.answer, answer);
      assert.equal(puzzle.stars, Number(stars));
      if (difficulty) assert.equal(rating.level, difficulty);
    }
    await assert.rejects(
      generateStarBattle({ rows: 6, columns: 6, seed: 'x', options: { stars: '2' }, backend: defaultBackend }),
      /the stars per row, column and region are a whole number from 1 to 1 at 6×6, not '2'/,
    );
  });

});
