import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { InputError } from '../../core/errors.js';
import { check, count, defaultBackend, facts, parsePuzzle, solve, writePuzzle } from '../../index.js';
import { assertFailuresFirst, localFixture, pzprv3Rows } from '../../../test/helpers.js';
import { shadingInPlay } from '../../core/checks.js';
import { norinoriChecker } from './check.js';
import { norinoriSize } from './puzzle.js';
import { generateNorinori } from './generate.js';
import type { NorinoriPuzzle } from './index.js';
import { norinori } from './index.js';

const example = 'https://puzz.link/p?norinori/5/5/cag4ocjo';
type Rows = number[][];

/** The answer block of a pzprv3 board (`#` shaded, `+` a dot, `.` open), as rows of 0/1. */
const boardAnswer = (file: string, rows: number): Rows => pzprv3Rows(file, rows).map((line) => line.map((token) => (token === '#' ? 1 : 0)));

describe('norinori', () => {
  it('solves the pzprjs, cspuz_rs, penpa-edit and noqx puzzles uniquely, with the answers they publish', async () => {
    const fixtures = localFixture<{ url: string; source: string; answer: Rows | null }>('norinori-puzzlink.jsonl');
    assert.equal(fixtures.length, 6);
    for (const fixture of fixtures) {
      const loaded = parsePuzzle(fixture.url);
      assert.equal(loaded.genre.id, 'norinori', fixture.url);
      const result = await solve(loaded);
      assert.equal(result.status, 'unique', fixture.url);
      const answer = norinori.answerToJson(result.answer as boolean[][]);
      if (fixture.answer) assert.deepEqual(answer, fixture.answer, fixture.source);
      assert.deepEqual(check(loaded, answer), [], fixture.url);
      assert.equal(writePuzzle(loaded), fixture.url.replace('http://pzv.jp/p.html', 'https://puzz.link/p'), 'the URL round-trips');
      assert.deepEqual(parsePuzzle(writePuzzle(loaded, 'text')).puzzle, loaded.puzzle, 'the pzprv3 file round-trips');
    }
  });

  it("reads pzprjs's failing boards with the failure puzz.link reports first", () => {
    // pzprjs's test/script/norinori.js: pzprv3 boards and the first failure pzprjs finds (null: solved).
    const rooms = 'pzprv3/norinori/5/5/5/0 0 1 2 2 /1 1 1 2 2 /1 3 3 2 2 /3 3 3 3 3 /4 4 3 3 3 /';
    const boards: [string | null, string][] = [
      ['shaded-over-two', '# # . . . /. # . . . /. . . . . /. . . . . /. . . . . /'],
      ['room-over', '# # + . # /+ + # # . /# . . . # /. . . . # /. . . . . /'],
      ['shaded-alone', '# # + + + /+ + # # + /# . . + . /+ + . . . /# # + . . /'],
      ['room-under', '# # + + + /+ + # # + /# # + + . /+ + . . . /# # + . . /'],
      ['room-empty', '# # + + + /+ + + + + /+ + + + . /+ + . . . /# # + . . /'],
      [null, '# # + + + /+ + # # + /# # + + # /+ + . . # /# # + . . /'],
    ];
    assertFailuresFirst(boards, (answerRows) => {
      const loaded = parsePuzzle(rooms + answerRows);
      assert.equal(loaded.genre.id, 'norinori');
      assert.deepEqual(loaded.puzzle, parsePuzzle(example).puzzle, 'the file holds the example');
      return check(loaded, boardAnswer(rooms + answerRows, 5));
    });
  });

  it('reads the wall form of pzprv3.1 files, as pzprjs writes them', () => {
    // pzprjs's input test writes a 4×4 without walls this way.
    const open = parsePuzzle('pzprv3.1/norinori/4/4/0 0 0 /0 0 0 /0 0 0 /0 0 0 /0 0 0 0 /0 0 0 0 /0 0 0 0 /. . # . /. . # . /. . . . /# # . . /');
    assert.deepEqual((open.puzzle as NorinoriPuzzle).rooms, [[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]);
    // Walls right of and below the top-left cell.
    const corner = parsePuzzle('pzprv3.1/norinori/2/2/1 /0 /1 0 /');
    assert.deepEqual((corner.puzzle as NorinoriPuzzle).rooms, [[0, 1], [1, 1]]);
    assert.equal(writePuzzle(corner, 'text'), 'pzprv3\nnorinori\n2\n2\n2\n0 1 \n1 1 \n. . \n. . \n');
  });

  it('counts several solutions and finds none where the rooms cannot hold their dominoes', async () => {
    // One room of a 1×4 row: a domino in one of three places.
    const row = parsePuzzle('pzprv3/norinori/1/4/1/0 0 0 0 /');
    assert.equal((await count(row, 10)).count, 3);
    const result = await solve(row);
    assert.equal(result.status, 'multiple');
    assert.deepEqual(check(row, norinori.answerToJson(result.secondAnswer as boolean[][])), []);
    // Every cell a room of its own.
    assert.equal((await solve(parsePuzzle('pzprv3/norinori/2/2/4/0 1 /2 3 /'))).status, 'unsolvable');
    // Two rooms of two in a 1×4 row: their dominoes would touch.
    assert.equal((await solve(parsePuzzle('pzprv3/norinori/1/4/2/0 0 1 1 /'))).status, 'unsolvable');
    const known = await facts(parsePuzzle(example));
    assert.equal(known.open, 0);
  });

  it('finds each broken rule of a finished board, with its cells', () => {
    const loaded = parsePuzzle(example);
    const violations = (answer: Rows) => check(loaded, answer).map(({ code, message, cells }) => `${code}: ${message} (${cells.length} cells)`);
    assert.deepEqual(violations([[1, 1, 0, 0, 0], [0, 0, 1, 1, 0], [1, 1, 0, 0, 1], [0, 0, 0, 0, 1], [1, 1, 0, 0, 0]]), []);
    assert.deepEqual(violations([[1, 1, 0, 0, 0], [0, 1, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0]]), [
      'shaded-over-two: 3 shaded cells touch, not two (3 cells)',
      'room-under: a room holds 1 shaded cell, not two (5 cells)',
      'room-empty: a room holds no shaded cell (6 cells)',
      'room-empty: a room holds no shaded cell (10 cells)',
      'room-empty: a room holds no shaded cell (2 cells)',
    ]);
    assert.deepEqual(norinori.check(loaded.puzzle as NorinoriPuzzle, [[false]]).map(({ code }) => code), ['wrong-size']);
  });

  it('on an unfinished board reports only what no way of finishing it can mend', () => {
    const puzzle = parsePuzzle(example).puzzle as NorinoriPuzzle;
    const board = (rows: string[]) => rows.map((line) => [...line].map((character) => (character === '#' ? 1 : character === '+' ? 0 : null)));
    const broken = (rows: string[]) => norinoriChecker.brokenForGood(puzzle, shadingInPlay(norinoriSize(puzzle), board(rows))).map(({ code }) => code);
    assert.deepEqual(broken(['.....', '.....', '.....', '.....', '.....']), []);
    assert.deepEqual(broken(['#....', '.....', '.....', '.....', '.....']), []);
    assert.deepEqual(broken(['###..', '.....', '.....', '.....', '.....']), ['shaded-over-two']);
    assert.deepEqual(broken(['.....', '.....', '.....', '..###', '.....']), ['shaded-over-two', 'room-over']);
    // A lone shaded cell with dots all round, whose room can no longer take a second.
    assert.deepEqual(broken(['#+...', '+....', '.....', '.....', '.....']), ['shaded-alone', 'room-under']);
    // The bottom-left room (two cells) has a dot, so it can hold one shaded cell at most.
    assert.deepEqual(broken(['.....', '.....', '.....', '.....', '+....']), ['room-under']);
    assert.deepEqual(broken(['.....', '.....', '.....', '.....', '++...']), ['room-empty']);
    // The words fit the numbers: a room with its one shaded cell is not one that "can hold at most 1, not two".
    const words = (rows: string[]) => norinoriChecker.brokenForGood(puzzle, shadingInPlay(norinoriSize(puzzle), board(rows))).filter(({ code }) => code === 'room-under').map(({ message }) => message);
    assert.deepEqual(words(['#+...', '+....', '.....', '.....', '.....']), ['a room holds 1 shaded cell and has no cell left to shade for a second']);
    assert.deepEqual(words(['.....', '.....', '.....', '.....', '+....']), ['a room has only 1 cell left to shade, not two']);
  });

  it('refuses a malformed answer with its place', () => {
    const loaded = parsePuzzle(example);
    for (const [answer, pattern] of [
      [[[0]], /the answer must be an array of 5 rows/],
      [Array.from({ length: 5 }, () => [0, 0, 0, 0, 2]), /row 1, column 5 must be 0 \(unshaded\) or 1 \(shaded\)/],
    ] as const) {
      assert.throws(() => check(loaded, answer), (error: unknown) => error instanceof InputError && pattern.test(error.describe()));
    }
  });

  it('draws the rooms with their walls and the shaded cells', () => {
    const loaded = parsePuzzle('pzprv3/norinori/2/3/2/0 0 1 /0 1 1 /');
    assert.equal(
      norinori.render(loaded.puzzle as NorinoriPuzzle, [[true, true, false], [false, false, true]]),
      ['+-+-+-+', '|# #|.|', '+ +-+ +', '|.|. #|', '+-+-+-+'].join('\n'),
    );
  });

  it('generates unique puzzles at the level asked for, the same one for the same seed', async () => {
    for (const [side, difficulty] of [
      [6, 'easy'],
      [7, 'medium'],
      [8, undefined],
    ] as const) {
      const request = { rows: side, columns: side, difficulty, seed: 'batch', options: {}, backend: defaultBackend };
      const { puzzle, solution, rating } = await generateNorinori(request);
      const loaded = { genre: norinori, puzzle, format: 'url' };
      const result = await solve(loaded);
      assert.equal(result.status, 'unique', writePuzzle(loaded));
      assert.deepEqual(result.answer, solution);
      assert.deepEqual(check(loaded, norinori.answerToJson(solution)), []);
      if (difficulty) assert.equal(rating.level, difficulty);
      if (side === 6) assert.deepEqual((await generateNorinori(request)).puzzle, puzzle);
    }
  });

});
