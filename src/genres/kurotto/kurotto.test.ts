// Kurotto: pzprjs's failing boards with the code each must give, the circles its editor test enters, several and no
// solutions, numbers that count shaded areas joined to them only once, and a shaded board's marks. The outside
// puzzles (pzprjs's and cspuz_rs's with their answers, penpa-edit's and noqx's proved unique) and malformed input are
// in its test data (test-data.ts), run by the conformance suite.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { InputError } from '../../core/errors.js';
import { check, count, parsePuzzle, solve, steps, writePuzzle } from '../../index.js';
import { assertFailuresFirst, localFixture, runCli } from '../../../test/helpers.js';
import { fileFormat, pzprv3Shading } from './formats.js';
import type { KurottoPuzzle } from './puzzle.js';
import { kurotto } from './index.js';
import { Rater } from '../../core/rating.js';

const fromPuzzlink: Record<string, string> = { brNoShade: 'no-shaded', nmSumSizeNe: 'wrong-sum' };
const example = 'https://puzz.link/p?kurotto/5/5/30m4h6h4m02';

describe('kurotto', () => {
  it("fails each of pzprjs's boards with the code pzprjs reports first, and accepts its solved board", () => {
    const records = localFixture<{ board?: string; failure?: string | null }>('kurotto-pzprjs.jsonl').filter((record) => record.board !== undefined);
    assert.equal(records.length, 3);
    assertFailuresFirst(
      records.map((record) => [record.failure === null ? null : fromPuzzlink[record.failure!]!, record.board!] as const),
      (board) => {
        const own = parsePuzzle(board);
        return check(own, pzprv3Shading(board, own.puzzle as KurottoPuzzle).map((row) => row.map(Number)));
      },
    );
    // The boards with circles are the example's.
    for (const record of records.slice(1)) assert.deepEqual(parsePuzzle(record.board!).puzzle, parsePuzzle(example).puzzle);
  });

  it("reads the circles pzprjs's editor test enters, - for one without a number, and writes them back", () => {
    const files = localFixture<{ clues?: string }>('kurotto-pzprjs.jsonl').flatMap((record) => (record.clues ? [record.clues] : []));
    assert.equal(files.length, 3);
    const text = (puzzle: KurottoPuzzle) => puzzle.clues.map((row) => row.map((clue) => (clue === null ? '.' : clue.kind === 'number' ? String(clue.value) : 'o')).join(' '));
    assert.deepEqual(text(fileFormat.parse(files[0]!)), ['o 0 1 2 3']);
    assert.deepEqual(text(fileFormat.parse(files[1]!)), ['. o . 2 3']);
    assert.deepEqual(text(fileFormat.parse(files[2]!)), ['o 0 1 2 3 5']);
    for (const file of files) assert.deepEqual(fileFormat.parse(fileFormat.write!(fileFormat.parse(file))), fileFormat.parse(file));
    // A circle without a number reads and writes as puz.link's `.` in the URL, a 0 as `0`.
    const withEmpty = parsePuzzle('https://puzz.link/p?kurotto/4/4/g0g.l.3g3h');
    assert.equal(writePuzzle(withEmpty), 'https://puzz.link/p?kurotto/4/4/g0g.l.3g3h');
  });

  it('counts a shaded area once though it touches a circle on two sides, and leaves areas that touch no circle free', async () => {
    // The middle circle of a 3×3 with a ring of eight shaded cells round it touches one area of 8.
    const ring = [[1, 1, 1], [1, 0, 1], [1, 1, 1]];
    assert.deepEqual(check(parsePuzzle('https://puzz.link/p?kurotto/3/3/j8j'), ring), []);
    assert.deepEqual(check(parsePuzzle('https://puzz.link/p?kurotto/3/3/j7j'), ring).map((violation) => violation.code), ['wrong-sum']);
    // A 1 in a corner of a 1×4 row: the cell beside it shaded, the next unshaded, the last free.
    const row = parsePuzzle('https://puzz.link/p?kurotto/4/1/1i');
    assert.equal((await count(row, 10)).count, 2);
    assert.deepEqual(check(row, [[0, 1, 0, 1]]), []);
    assert.deepEqual(check(row, [[0, 1, 1, 0]]).map((violation) => violation.message), ['the 1 at r1c1 touches 2 shaded cells']);
  });

  it('tells several solutions and none apart', async () => {
    assert.ok((await count(parsePuzzle('https://puzz.link/p?kurotto/2/2/j'), 10)).count > 1);
    // A 0 between two 1s: neither 1 has a cell to shade.
    assert.equal((await solve(parsePuzzle('https://puzz.link/p?kurotto/3/1/101'))).status, 'unsolvable');
    // Every cell circled: nothing can be shaded.
    assert.equal((await solve(parsePuzzle('https://puzz.link/p?kurotto/2/1/..'))).status, 'unsolvable');
  });

  it("reads a shaded board's marks, and names the place of one that is not", () => {
    assert.throws(
      () => pzprv3Shading('pzprv3/kurotto/1/2/. . /# x /', fileFormat.parse('pzprv3/kurotto/1/2/. . /')),
      (error: unknown) => error instanceof InputError && /line 6, column 3: 'x' is not a mark/.test(error.describe()),
    );
  });

  it("rates a puzzle through clue selectors as on its own: a circle's area is reasoned about while its selector holds", () => {
    // Without the area's connectivity under its selector, this puzzle rated 56 propagation waves through selectors
    // and 59 on its own, so the generator aimed at a level the puzzle does not have.
    const loaded = parsePuzzle('https://puzz.link/p?kurotto/6/6/5g0l0g2j1g05j0g8h1k0');
    const puzzleModel = kurotto.model(loaded.puzzle as KurottoPuzzle);
    const alone = Rater.forModel(puzzleModel).rater.rate([]);
    const { rater, cnf } = Rater.forModel(puzzleModel, { clueSelectors: true });
    assert.deepEqual(rater.rate(cnf.clueSelectors!), alone);
    assert.equal(alone.propagationRounds, 59);
  });

  it('walks the example from its circles to the answer, in the words of shading, and says so on the command line', async () => {
    const walk = steps(parsePuzzle(example));
    assert.equal(walk.end, 'solved');
    const printed = await runCli(['steps', example]);
    assert.equal(printed.status, 0, printed.stderr);
    assert.match(printed.stdout, /^1\. r\d+c\d+ (is shaded|stays unshaded): /);
  });
});
