import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { InputError } from '../../core/errors.js';
import * as engine from '../../core/engine.js';
import { defaultBackend } from '../../index.js';
import { assertFailuresFirst, localFixture } from '../../../test/helpers.js';
import type { KakuroPuzzle } from './index.js';
import { kakuro, pzprv3Digits } from './index.js';

/** puz.link's failure codes and the checker's. */
const fromPuzzlink: Record<string, string> = { nmDupRow: 'repeated-number', nmSumRowNe: 'wrong-sum', ceNoNum: 'empty-cell' };

const pzprjs = localFixture<{ url?: string; board?: string; failure?: string | null }>('kakuro-pzprjs.jsonl');
const solved = localFixture<{ url: string; answer: number[][] }>('kakuro-solved.jsonl');
const published = localFixture<{ url: string; answer: number[][] }>('kakuro-puzzlink.jsonl');

const [url, file] = kakuro.formats;
const read = (text: string): KakuroPuzzle => (url!.detect(text) ? url! : file!).parse(text);
const solve = (puzzle: KakuroPuzzle) => engine.solve(kakuro.model(puzzle), defaultBackend);
const count = (puzzle: KakuroPuzzle, limit: number) => engine.count(kakuro.model(puzzle), defaultBackend, limit);

describe('kakuro', () => {
  it("solves pzprjs's test puzzle to the board its test accepts, and its checker fails each of its boards as pzprjs does", async () => {
    const puzzle = read(pzprjs.find((record) => record.url)!.url!);
    const result = await solve(puzzle);
    assert.equal(result.status, 'unique');
    const boards = pzprjs.filter((record) => record.board !== undefined);
    const accepted = boards.find((record) => record.failure === null)!;
    assert.deepEqual(result.answer, pzprv3Digits(accepted.board!, puzzle));
    assert.equal(boards.length, 4);
    assertFailuresFirst(
      boards.map((record) => [record.failure === null ? null : fromPuzzlink[record.failure!]!, record.board!] as const),
      (board) => {
        // Each board's sums are the puzzle's: read as a puzzle, it is the same one.
        assert.deepEqual(read(board), puzzle);
        return kakuro.check(puzzle, pzprv3Digits(board, puzzle));
      },
    );
  });

  it("solves cspuz's test puzzle (with '-' for no sum) to the board its test expects", async () => {
    for (const record of solved) {
      const puzzle = read(record.url);
      const result = await solve(puzzle);
      assert.equal(result.status, 'unique', record.url);
      assert.deepEqual(result.answer, record.answer);
      assert.deepEqual(kakuro.check(puzzle, record.answer), []);
    }
  });

  it('solves published puzzles, 5×5 to 15×15, each uniquely to its recorded answer, which the checker passes', async () => {
    assert.ok(published.some((record) => read(record.url).columns === 15));
    for (const record of published) {
      const puzzle = read(record.url);
      const result = await solve(puzzle);
      assert.equal(result.status, 'unique', record.url);
      assert.deepEqual(result.answer, record.answer, record.url);
      assert.deepEqual(kakuro.check(puzzle, record.answer), [], record.url);
      assert.deepEqual(read(url!.write!(puzzle)), puzzle);
    }
  });

  it("writes pzprjs's URL and file as pzprjs does, and reads back what it writes", () => {
    const [record] = pzprjs;
    const puzzle = read(record!.url!);
    assert.equal(url!.write!(puzzle), record!.url);
    // The file's lines up to the player's digits are the ones in pzprjs's boards.
    const board = pzprjs.find((entry) => entry.failure === null)!.board!;
    const written = file!.write!(puzzle).trim().split('\n').slice(0, 10);
    assert.deepEqual(written.map((line) => line.trim()), board.split('/').slice(0, 10).map((line) => line.trim()));
    assert.deepEqual(read(file!.write!(puzzle)), puzzle);
    // cspuz's '-' for no sum is written as puz.link writes it, 0.
    const dashed = read(solved[0]!.url);
    assert.deepEqual(read(url!.write!(dashed)), dashed);
    assert.ok(!url!.write!(dashed).includes('-'));
  });

  it('tells several solutions and none apart', async () => {
    // A 2×2 of white cells with only a down sum of 4 on the first column and an across sum of 3 on the first row.
    const open = read('https://puzz.link/p?kakuro/2/2/n4030');
    assert.equal(open.top[0], 4);
    const several = await count(open, 20);
    assert.ok(several.count > 1);
    // Sums 3 across and 3 down from one corner, 3 and 3 on the far side: a 2×2 of digits adding to 3 each way
    // is 1 2 / 2 1, then the other way round: two solutions.
    assert.equal((await count(read('https://puzz.link/p?kakuro/2/2/n3333'), 10)).count, 2);
    // Two white cells in a run adding up to 2 would repeat the 1.
    assert.equal((await solve(read('https://puzz.link/p?kakuro/2/1/l002'))).status, 'unsolvable');
    // Ten white cells in a row cannot all differ.
    assert.equal((await solve(read('https://puzz.link/p?kakuro/10/1/t00000000000'))).status, 'unsolvable');
  });

  it('names the run and its sum in a broken sum, and refuses an answer of another size', () => {
    const puzzle = read(pzprjs[0]!.url!);
    const answer = pzprv3Digits(pzprjs.find((entry) => entry.failure === null)!.board!, puzzle);
    const wrong = answer.map((row) => [...row]);
    // r4c2 and r4c3 swap 1 and 9: row 4 still adds up to 21, column 2's down sum 12 and column 3's 17 do not.
    wrong[3]![1] = 9;
    wrong[3]![2] = 1;
    const violations = kakuro.check(puzzle, wrong);
    assert.deepEqual([...new Set(violations.map((violation) => violation.code))], ['wrong-sum']);
    const column = violations.find((violation) => /above column 2/.test(violation.message))!;
    assert.match(column.message, /the down sum above column 2 is 12, but its digits add up to 20/);
    assert.equal(column.cells.length, 4);
    assert.deepEqual(kakuro.check(puzzle, [[1]]).map((violation) => violation.code), ['wrong-size']);
    // A digit in a block, or a 10 in a cell.
    const blocked = answer.map((row) => [...row]);
    blocked[0]![0] = 5;
    assert.deepEqual(kakuro.check(puzzle, blocked).map((violation) => violation.code), ['not-a-number']);
  });

  it('refuses malformed input with the place of the problem', () => {
    const refuses = (text: string, message: RegExp) =>
      assert.throws(
        () => read(text),
        (error: unknown) => error instanceof InputError && message.test(error.describe()),
        text,
      );
    refuses('https://puzz.link/p?kakuro/2/2/n4#30', /URL body, column 3: '#' is not a sum/);
    refuses('https://puzz.link/p?kakuro/2/2/n40', /the text ends where a sum was expected/);
    refuses('https://puzz.link/p?kakuro/2/2/o', /'o' runs past the last of the 4 cells/);
    // A sum with no run after it.
    refuses('https://puzz.link/p?kakuro/2/1/80k0', /the down sum 8 at r1c1 has no white cell below it/);
    refuses('pzprv3/kakuro/1/2/0 0 0 /0 . x /. . /', /line 6, column 5: 'x' is not a cell \('\.' a white cell/);
    refuses('pzprv3/kakuro/1/2/0 0 0 /0 . 3,46 /. . /', /line 6, column 5: the sum 46 is outside 1..45/);
    refuses('pzprv3/kakuro/1/2/0 y 0 /0 . . /. . /', /line 5, column 3: 'y' is not a sum in the border/);
    refuses('pzprv3/kakuro/1/2/0 0 0 /0 . /. . /', /row 2 of the grid and its border has 2 entries, not 3/);
    refuses('pzprv3/kakuro/1/2/0 0 0 /4 3,0 . /. . /', /the across sum 4 left of row 1 stands beside a block/);
  });
});
