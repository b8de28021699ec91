import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { InputError } from '../../core/errors.js';
import { check, count, defaultBackend, parsePuzzle, solve, writePuzzle } from '../../index.js';
import { assertFailuresFirst, localFixture } from '../../../test/helpers.js';
import type { DoubleChocoAnswer, DoubleChocoPuzzle } from './index.js';
import { dbchoco } from './index.js';
import { pzprv3Borders } from './test-data.js';

/** puz.link's failure codes and the checker's. */
const fromPuzzlink: Record<string, string> = {
  bkSubLt2: 'one-colour-region',
  bkSizeLt: 'half-too-small',
  bkSubGt2: 'more-than-two-halves',
  bkDifferentShape: 'different-shapes',
  bkSizeGt: 'half-too-large',
  bdDeadEnd: 'dead-end-border',
};

const pzprjs = localFixture<{ url?: string; board?: string; failure?: string | null }>('dbchoco-pzprjs.jsonl');

describe('dbchoco', () => {
  it("solves pzprjs's test puzzle to the board its test accepts, and its checker fails each of its boards as pzprjs does", async () => {
    const loaded = parsePuzzle(pzprjs.find((record) => record.url)!.url!);
    assert.equal(loaded.genre.id, 'dbchoco');
    const result = await solve(loaded);
    assert.equal(result.status, 'unique');
    const boards = pzprjs.filter((record) => record.board !== undefined);
    assert.equal(boards.length, 7);
    assert.deepEqual(dbchoco.answerToJson(result.answer as DoubleChocoAnswer), pzprv3Borders(boards.find((record) => record.failure === null)!.board!, 6));
    assertFailuresFirst(
      boards.map((record) => [record.failure === null ? null : fromPuzzlink[record.failure!]!, record.board!] as const),
      (board) => {
        // Each board reads as a file of its own puzzle (pzprjs's bkSizeGt board has no 5).
        const own = parsePuzzle(board);
        assert.equal(own.genre.id, 'dbchoco');
        return check(own, pzprv3Borders(board, 6));
      },
    );
  });

  it("solves cspuz_rs's test puzzle to the borders its test expects, and proves puzsq's 8×8 unique", async () => {
    for (const record of localFixture<{ url: string; answer: unknown }>('dbchoco-solved.jsonl')) {
      const loaded = parsePuzzle(record.url);
      const result = await solve(loaded);
      assert.equal(result.status, 'unique', record.url);
      assert.deepEqual(dbchoco.answerToJson(result.answer as DoubleChocoAnswer), record.answer);
      assert.deepEqual(check(loaded, record.answer), []);
      assert.equal(writePuzzle(loaded, 'url'), record.url, 'URL round trip');
    }
    const published = parsePuzzle(localFixture<{ url: string }>('dbchoco-puzzlink.jsonl')[0]!.url);
    const result = await solve(published);
    assert.equal(result.status, 'unique');
    assert.deepEqual(check(published, dbchoco.answerToJson(result.answer as DoubleChocoAnswer)), []);
  });

  it('tells several solutions and none apart', async () => {
    // White above grey in a 2×2: the two rows together, or the two columns; a 2 leaves only the rows.
    assert.equal((await count(parsePuzzle('https://puzz.link/p?dbchoco/2/2/6j'), 10)).count, 2);
    assert.equal((await solve(parsePuzzle('https://puzz.link/p?dbchoco/2/2/62i'))).status, 'unique');
    // All white, or three grey cells to one white: no division.
    assert.equal((await solve(parsePuzzle('https://puzz.link/p?dbchoco/2/2/0j'))).status, 'unsolvable');
    assert.equal((await solve(parsePuzzle('https://puzz.link/p?dbchoco/2/2/ej'))).status, 'unsolvable');
    // An L of three white cells and an L of three grey ones in a 3×2: one region, or two of dominoes, or ...; a 2 at
    // the white corner leaves two.
    assert.equal((await count(parsePuzzle('https://puzz.link/p?dbchoco/3/2/5gl'), 10)).count, 3);
    assert.equal((await count(parsePuzzle('https://puzz.link/p?dbchoco/3/2/5g2k'), 10)).count, 2);
  });

  it('names the region that breaks a rule', () => {
    const loaded = parsePuzzle('https://puzz.link/p?dbchoco/2/2/62i');
    const violations = check(loaded, { right: [[0], [0]], below: [[1, 1]] });
    assert.deepEqual(
      violations.map((violation) => [violation.code, violation.message]),
      [
        ['one-colour-region', 'the region of 2 cells from r1c1 is all white'],
        ['one-colour-region', 'the region of 2 cells from r2c1 is all grey'],
      ],
    );
  });

  it('refuses malformed input with its place', () => {
    const refused = (text: string, message: RegExp, line?: number) =>
      assert.throws(
        () => parsePuzzle(text),
        (error: unknown) => error instanceof InputError && message.test(error.message) && (line === undefined || error.location.line === line),
        text,
      );
    refused('https://puzz.link/p?dbchoco/2/2/w', /unexpected character 'w' in the grey cells/);
    refused('https://puzz.link/p?dbchoco/2/2/6#', /unexpected character '#'/);
    refused('https://puzz.link/p?dbchoco/2/2/63i', /the number 3 at r1c1 is outside 1\.\.2/);
    refused('https://puzz.link/p?dbchoco/20/20/0', /larger than the supported 16x16/);
    refused('pzprv3/dbchoco/2/2/-x . /. - /', /'-x' is not '\.', a number/, 5);
    assert.throws(() => dbchoco.answerFromJson(parsePuzzle('https://puzz.link/p?dbchoco/2/2/62i').puzzle as DoubleChocoPuzzle, { right: [[0], [2]], below: [[0, 0]] }), /"right" row 2, entry 1/);
  });

  it('generates unique puzzles whose answers the checker accepts, and whose URLs read back equal', async () => {
    for (const seed of ['a', 'b', 'c']) {
      const puzzle = await dbchoco.generator!.generate({ rows: 4, columns: 4, seed, options: {}, backend: defaultBackend });
      const generated = { genre: dbchoco, puzzle } as unknown as ReturnType<typeof parsePuzzle>;
      const url = writePuzzle(generated, 'url');
      assert.deepEqual(parsePuzzle(url).puzzle, puzzle, url);
      const result = await solve(generated);
      assert.equal(result.status, 'unique', url);
      assert.deepEqual(check(generated, dbchoco.answerToJson(result.answer as DoubleChocoAnswer)), [], url);
    }
  });
});
