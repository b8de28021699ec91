import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as engine from '../../core/engine.js';
import { defaultBackend } from '../../index.js';
import { assertFailuresFirst, localFixture, pzprv3Rows } from '../../../test/helpers.js';
import type { RipplePuzzle } from './index.js';
import { ripple } from './index.js';

/** puz.link's failure codes and the checker's. */
const fromPuzzlink: Record<string, string> = { bkDupNum: 'repeated-digit', nmSmallGap: 'too-close', ceNoNum: 'empty-cell' };

const pzprjs = localFixture<{ url?: string; board?: string; failure?: string | null }>('ripple-pzprjs.jsonl');

const [url, file] = ripple.formats;
const read = (text: string): RipplePuzzle => (url!.detect(text) ? url! : file!).parse(text);
const count = (puzzle: RipplePuzzle, limit: number) => engine.count(ripple.model(puzzle), defaultBackend, limit);

/** The digits of a pzprjs board: the player's block, with the givens where it has none. */
function boardDigits(board: string, puzzle: RipplePuzzle): number[][] {
  return pzprv3Rows(board, puzzle.rows).map((row, r) =>
    row.map((token, c) => {
      const given = puzzle.givens[r]![c]!;
      return given?.kind === 'number' ? given.value : token === '.' ? 0 : Number(token);
    }),
  );
}

describe('ripple', () => {
  it("fails each of pzprjs's test boards as pzprjs does, and passes its solved one, which the solver finds", async () => {
    const puzzle = read(pzprjs.find((record) => record.url)!.url!);
    const boards = pzprjs.filter((record) => record.board !== undefined);
    assert.equal(boards.length, 4);
    assertFailuresFirst(
      boards.map((record) => [record.failure === null ? null : fromPuzzlink[record.failure!]!, record.board!] as const),
      (board) => {
        // Each board's rooms and givens are the puzzle's: read as a puzzle, it is the same one.
        assert.deepEqual(read(board), puzzle);
        return ripple.check(puzzle, boardDigits(board, puzzle));
      },
    );
    const result = await engine.solve(ripple.model(puzzle), defaultBackend);
    assert.equal(result.status, 'unique');
    assert.deepEqual(result.answer, boardDigits(boards.find((record) => record.failure === null)!.board!, puzzle));
  });

  it("writes pzprjs's URL and the puzzle lines of its file as pzprjs does", () => {
    const puzzle = read(pzprjs[0]!.url!);
    assert.equal(url!.write!(puzzle), pzprjs[0]!.url);
    const board = pzprjs.find((record) => record.failure === null)!.board!;
    const written = file!.write!(puzzle).trim().split('\n').slice(0, 15);
    assert.deepEqual(written.map((line) => line.trim()), board.split('/').slice(0, 15).map((line) => line.trim()));
    // puz.link's other name for the genre reads too.
    assert.deepEqual(read(pzprjs[0]!.url!.replace('ripple', 'hakyuu')), puzzle);
  });

  it('tells several solutions and none apart, and lets an unknown given take any digit', async () => {
    // A room of three cells in a row: distinct digits never clash, so every order of 1 2 3 fits.
    assert.equal((await count(read('https://puzz.link/p?ripple/3/1/0i'), 10)).count, 6);
    // Three rooms of one cell in a row: 1 1 1 has 1s side by side.
    assert.equal((await engine.solve(ripple.model(read('https://puzz.link/p?ripple/3/1/oi')), defaultBackend)).status, 'unsolvable');
    // Two rooms of two cells in a row: 1 2 | 1 2 and 2 1 | 2 1 put the 2s two apart (one cell between), 2 1 | 1 2
    // the 1s side by side and 1 2 | 2 1 the 2s.
    assert.equal((await engine.solve(ripple.model(read('https://puzz.link/p?ripple/4/1/8j')), defaultBackend)).status, 'unsolvable');
    // Two rooms of three cells in a row: of the 36 pairs of orders, two keep every pair of equal digits far enough apart.
    assert.equal((await count(read('https://puzz.link/p?ripple/6/1/4l'), 10)).count, 2);
    // A `?` given says nothing of its digit: the room of two has both orders.
    assert.equal((await count(read('https://puzz.link/p?ripple/2/1/0.g'), 10)).count, 2);
  });

  it('names the cells of a broken rule, and refuses an answer of another size', () => {
    const puzzle = read(pzprjs[0]!.url!);
    const solved = boardDigits(pzprjs.find((record) => record.failure === null)!.board!, puzzle);
    const wrong = solved.map((row) => [...row]);
    // r1c4 and r4c4 hold 1 and 3; swapped, their rooms keep their digits but r1c4's 3 sits 2 cells from r1c3's 3.
    wrong[0]![3] = 3;
    wrong[3]![3] = 1;
    const violations = ripple.check(puzzle, wrong);
    assert.ok(violations.length > 0);
    const close = violations.find((violation) => violation.code === 'too-close')!;
    assert.match(close.message, /the 3s at r1c3 and r1c4 have 0 cells between them/);
    assert.deepEqual(ripple.check(puzzle, [[1]]).map((violation) => violation.code), ['wrong-size']);
  });
});
