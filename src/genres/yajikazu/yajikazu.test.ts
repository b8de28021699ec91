// Yajisan-Kazusan: pzprjs's failing boards with the code each must give, the clues its editor test enters, clues that
// say nothing once shaded, several and no solutions, a shaded board's marks, and generated puzzles read back and
// proved unique again. The outside puzzles (pzprjs's and cspuz_rs's with their answers, noqx's and penpa-edit's
// proved unique) and malformed input are in its test data (test-data.ts), run by the conformance suite.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { InputError } from '../../core/errors.js';
import { check, count, parsePuzzle, solve, steps, writePuzzle } from '../../index.js';
import { assertFailuresFirst, localFixture, runCli } from '../../../test/helpers.js';
import { fileFormat, pzprv3Shading } from './formats.js';
import type { YajikazuPuzzle } from './puzzle.js';
import { clueText } from './puzzle.js';
import { yajikazu } from './index.js';

const fromPuzzlink: Record<string, string> = { brNoShade: 'no-shaded', csAdjacent: 'adjacent-shaded', cuDivideRB: 'disconnected', anShadeNe: 'wrong-count' };
const rows = (answer: unknown) => (answer as boolean[][]).map((row) => row.map(Number));
const example = 'https://puzz.link/p?yajikazu/6/6/40d23663i32h12b32a12a11c';

describe('yajikazu', () => {
  it("fails each of pzprjs's boards with the code pzprjs reports first, and accepts its solved board", () => {
    const records = localFixture<{ board?: string; failure?: string | null }>('yajikazu-pzprjs.jsonl').filter((record) => record.board !== undefined);
    assert.equal(records.length, 5);
    assertFailuresFirst(
      records.map((record) => [record.failure === null ? null : fromPuzzlink[record.failure!]!, record.board!] as const),
      (board) => {
        const own = parsePuzzle(board);
        return check(own, rows(pzprv3Shading(board, own.puzzle as YajikazuPuzzle)));
      },
    );
    // The boards with clues are the example's; the first is a blank grid of its size.
    for (const record of records.slice(1)) assert.deepEqual(parsePuzzle(record.board!).puzzle, parsePuzzle(example).puzzle);
    assert.deepEqual((parsePuzzle(records[0]!.board!).puzzle as YajikazuPuzzle).clues.flat(), new Array<null>(36).fill(null));
  });

  it("reads the clues pzprjs's editor test enters (arrows without numbers, numbers without arrows) and writes them back", () => {
    const files = localFixture<{ clues?: string }>('yajikazu-pzprjs.jsonl').flatMap((record) => (record.clues ? [record.clues] : []));
    assert.equal(files.length, 3);
    const text = (puzzle: YajikazuPuzzle) => puzzle.clues.map((row) => row.map((clue) => (clue === null ? '.' : clueText(clue))).join(' '));
    assert.deepEqual(text(fileFormat.parse(files[0]!)), ['↑? ↓0 ←1 →2 10']);
    assert.deepEqual(text(fileFormat.parse(files[1]!)), ['. ↓? . 2 10']);
    assert.deepEqual(text(fileFormat.parse(files[2]!)), ['↑? ↓0 ←1 →2 3 999']);
    for (const file of files) {
      const puzzle = fileFormat.parse(file);
      assert.deepEqual(fileFormat.parse(fileFormat.write!(puzzle)), puzzle);
      assert.deepEqual(parsePuzzle(writePuzzle({ genre: yajikazu, puzzle, format: 'url' })).puzzle, puzzle, 'through the URL');
    }
  });

  it('lets a clue cell be shaded, where it says nothing, and holds an unshaded one to its count', async () => {
    // A 1 pointing right at r2c1: shaded, it need not see anything.
    const rightOne = parsePuzzle('https://puzz.link/p?yajikazu/3/3/c41e');
    assert.deepEqual(check(rightOne, [[0, 0, 0], [1, 0, 0], [0, 0, 0]]), []);
    assert.deepEqual(check(rightOne, [[0, 0, 0], [0, 0, 1], [0, 0, 0]]), []);
    assert.deepEqual(
      check(rightOne, [[0, 0, 1], [0, 0, 0], [0, 0, 0]]).map((violation) => violation.message),
      ['the 1 pointing right at r2c1 points at 0 shaded cells'],
    );
    // pzprjs's 99 pointing up in a corner's second row cannot be right: the solver shades it.
    const result = await solve(parsePuzzle(example));
    assert.equal(rows(result.answer)[1]![0], 1);
  });

  it('tells several solutions and none apart', async () => {
    assert.equal((await count(parsePuzzle('https://puzz.link/p?yajikazu/2/2/d'), 10)).count, 4);
    // A 0 pointing right beside a 0 pointing left: whichever is shaded, the other points at it.
    assert.equal((await solve(parsePuzzle('https://puzz.link/p?yajikazu/2/1/4030'))).status, 'unsolvable');
    // A single cell: it must be shaded, and then nothing is left unshaded, which is allowed; two would touch.
    assert.equal((await count(parsePuzzle('https://puzz.link/p?yajikazu/1/1/a'), 10)).count, 1);
  });

  it("reads a shaded board's marks, and names the place of one that is not", () => {
    assert.throws(
      () => pzprv3Shading('pzprv3/yajikazu/1/2/. . /# x /', fileFormat.parse('pzprv3/yajikazu/1/2/. . /')),
      (error: unknown) => error instanceof InputError && /line 6, column 3: 'x' is not a mark/.test(error.describe()),
    );
  });

  it('walks the example from its clues to the answer, in the words of shading, and says so on the command line', async () => {
    const walk = steps(parsePuzzle(example));
    assert.equal(walk.end, 'solved');
    const printed = await runCli(['steps', example]);
    assert.equal(printed.status, 0, printed.stderr);
    assert.match(printed.stdout, /^1\. r\d+c\d+ (is shaded|stays unshaded): /);
  });
});
