import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { InputError } from '../../core/errors.js';
import { makeLines } from '../../core/lines.js';
import { check, count, defaultBackend, parsePuzzle, rate, solve, writePuzzle } from '../../index.js';
import { assertFailuresFirst, localFixture } from '../../../test/helpers.js';
import type { HashiAnswer, HashiPuzzle } from './index.js';
import { hashikake } from './index.js';
import { bridgesSolution } from './test-data.js';

/** puz.link's failure codes and the checker's. */
const fromPuzzlink: Record<string, string> = {
  brNoLine: 'no-line',
  lnCross: 'crossing',
  nmLineGt: 'too-many-bridges',
  lcDivided: 'disconnected',
  nmLineLt: 'too-few-bridges',
};

const pzprjs = localFixture<{ url?: string; board?: string; failure?: string | null }>('hashikake-pzprjs.jsonl');
const bridges = localFixture<{ params: string; fullParams: string; id: string; solution: string }>('sgt-bridges.jsonl');

/** A pzprv3 board's bridges (its last two blocks; a cross, -1, is no bridge), or none when the file has no answer. */
function pzprv3Bridges(file: string, rows: number, columns: number): HashiAnswer {
  const lines = file.split('/').filter((line) => line.trim() !== '');
  if (lines.length <= 4 + rows) return makeLines({ rows, columns }, () => 0);
  const numbers = lines.slice(4 + rows).map((line) => line.trim().split(/\s+/).map((token) => Math.max(0, Number(token))));
  return { horizontal: numbers.slice(0, rows), vertical: numbers.slice(rows) };
}

describe('hashikake', () => {
  it("solves pzprjs's test puzzle to the board its test accepts, and fails each of its boards as pzprjs does", async () => {
    const loaded = parsePuzzle(pzprjs.find((record) => record.url)!.url!);
    assert.equal(loaded.genre.id, 'hashikake');
    const result = await solve(loaded);
    assert.equal(result.status, 'unique');
    const boards = pzprjs.filter((record) => record.board !== undefined);
    assert.deepEqual(result.answer, pzprv3Bridges(boards.find((record) => record.failure === null)!.board!, 5, 5));
    assert.equal(boards.length, 5);
    assertFailuresFirst(
      boards.map((record) => [record.failure === null ? null : fromPuzzlink[record.failure!]!, record.board!] as const),
      (board) => {
        if (board.split('/').length > 5) assert.deepEqual(parsePuzzle(board).puzzle, loaded.puzzle, 'the board holds the same islands');
        return check(loaded, hashikake.answerToJson(pzprv3Bridges(board, 5, 5)));
      },
    );
    assert.equal(writePuzzle(loaded), pzprjs[0]!.url);
    assert.deepEqual(parsePuzzle(writePuzzle(loaded, 'text')).puzzle, loaded.puzzle, 'pzprv3 round trip');
  });

  it("solves Simon Tatham's Bridges puzzles of every level to the solutions Bridges saves, uniquely", async () => {
    assert.ok(bridges.length >= 15);
    for (const record of bridges) {
      const loaded = parsePuzzle(record.id);
      assert.equal(loaded.genre.id, 'hashikake', record.id);
      const { rows, columns } = hashikake.size(loaded.puzzle as HashiPuzzle);
      const expected = bridgesSolution(record.solution, loaded.puzzle as HashiPuzzle);
      assert.deepEqual(hashikake.check(loaded.puzzle as HashiPuzzle, expected), [], `${record.id}: Bridges' solution passes the checker`);
      const result = await solve(loaded);
      assert.equal(result.status, 'unique', record.id);
      assert.deepEqual(result.answer, expected, record.id);
      assert.equal(writePuzzle(loaded, 'sgt'), record.id.replace(/^[^:]*/, `${columns}x${rows}m2`));
    }
  });

  it('tells several solutions and none apart, and counts double bridges', async () => {
    // Two 2s facing each other: one double bridge.
    const pair = await solve(parsePuzzle('https://puzz.link/p?hashikake/3/1/2g2'));
    assert.equal(pair.status, 'unique');
    assert.equal(hashikake.render(parsePuzzle('https://puzz.link/p?hashikake/3/1/2g2').puzzle as HashiPuzzle, pair.answer as HashiAnswer), '2═══2');
    // A square of four 2s: single bridges all round; doubles on two opposite sides would leave two pairs apart.
    assert.equal((await count(parsePuzzle('pzprv3/hashikake/3/3/2 . 2 /. . . /2 . 2 /'), 10)).count, 1);
    // Four 3s: one double on a side, two ways round each of the four sides.
    assert.equal((await count(parsePuzzle('pzprv3/hashikake/3/3/3 . 3 /. . . /3 . 3 /'), 10)).count, 2);
    // Bridges never cross: a plus of islands whose two pairs would have to cross to join.
    assert.equal((await solve(parsePuzzle('pzprv3/hashikake/3/3/. 1 . /1 . 1 /. 1 . /'))).status, 'unsolvable');
    // Four 1s: two pairs, each joined, that never hang together.
    assert.equal((await solve(parsePuzzle('pzprv3/hashikake/3/3/1 . 1 /. . . /1 . 1 /'))).status, 'unsolvable');
    assert.equal((await solve(parsePuzzle('pzprv3/hashikake/2/3/1 . 1 /1 . 1 /'))).status, 'unsolvable');
    // A number too large for its neighbours.
    assert.equal((await solve(parsePuzzle('https://puzz.link/p?hashikake/3/1/3g3'))).status, 'unsolvable');
    // An unknown island takes whatever its neighbours need.
    assert.equal((await solve(parsePuzzle('pzprv3/hashikake/1/3/2 . - /'))).status, 'unique');
  });

  it('finds a bridge that ends in the water or changes on the way, which the model never draws', () => {
    const puzzle = parsePuzzle('https://puzz.link/p?hashikake/3/1/2g2').puzzle as HashiPuzzle;
    assert.deepEqual(hashikake.check(puzzle, { horizontal: [[2, 1]], vertical: [] }).map((violation) => violation.code), ['too-few-bridges', 'dead-end']);
    assert.deepEqual(hashikake.check(puzzle, { horizontal: [[2, 2]], vertical: [] }), []);
    assert.deepEqual(hashikake.check(puzzle, { horizontal: [[2]], vertical: [] }).map((violation) => violation.code), ['wrong-size']);
  });

  it('refuses malformed input with the place of the problem', () => {
    const refuses = (text: string, pattern: RegExp) =>
      assert.throws(() => parsePuzzle(text, { genre: 'hashikake' }), (error: unknown) => error instanceof InputError && pattern.test(error.message), text);
    refuses('https://puzz.link/p?hashikake/3/1/9g2', /island 9 at row 1, column 1 is outside 1\.\.8/);
    refuses('7x7m3:3e3a1a5a2h4a1l1a5b34c2b', /at most 2 bridges/);
    refuses('7x7m2:3e3a1a5a2h4a1l1a5b34c2', /ends where cell 48 of 49/);
    refuses('7x7m2:3e3a1a5a2h4a1l1a5b34c2b9', /unexpected text after the grid: '9'/);
    refuses('pzprv3/hashikake/2/2/1 x /. . /', /'x' is not a number/);
    assert.throws(() => parsePuzzle('pzprv3/hashikake/2/2/1 x /. . /'), (error: unknown) => error instanceof InputError && error.location.line === 5 && error.location.column === 3);
    assert.throws(() => hashikake.answerFromJson(parsePuzzle('https://puzz.link/p?hashikake/3/1/2g2').puzzle as HashiPuzzle, { horizontal: [[3, 0]], vertical: [] }), /entry 1 must be 0, 1 or 2/);
    // An island without a number has no place in a Bridges game ID.
    assert.throws(() => writePuzzle(parsePuzzle('pzprv3/hashikake/3/3/2 . - /. . . /. . . /'), 'sgt'), /cannot hold an island without a number/);
  });

  it('generates a batch at each level, each unique, its answer passing the checker, its URL reading back equal', async () => {
    for (const difficulty of ['easy', 'medium', 'hard'] as const) {
      for (const seed of ['a', 'b']) {
        const puzzle = await hashikake.generator!.generate({ rows: 7, columns: 7, difficulty, seed, options: {}, backend: defaultBackend });
        const loaded = { genre: hashikake, puzzle, format: 'url' };
        const result = await solve(loaded);
        assert.equal(result.status, 'unique', `${difficulty} ${seed}`);
        assert.deepEqual(hashikake.check(puzzle, result.answer as HashiAnswer), []);
        assert.equal((await rate(loaded)).rating.level, difficulty);
        const url = writePuzzle(loaded);
        assert.deepEqual(parsePuzzle(url).puzzle, puzzle, url);
        assert.deepEqual(parsePuzzle(writePuzzle(loaded, 'sgt')).puzzle, puzzle);
      }
    }
  });
});
