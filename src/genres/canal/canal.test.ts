// Canal View: pzprjs's failing boards with the code each must give, numbers that count only the shaded cells next to
// them in a straight line, the solver's count against the checker on every shading of small grids, several and no
// solutions, a shaded board's marks, and generated puzzles. The outside puzzles (pzprjs's and cspuz_rs's with their
// answer, noqx's 17×17 proved unique) and malformed input are in its test data (test-data.ts), run by the
// conformance suite.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { InputError } from '../../core/errors.js';
import { check, count, parsePuzzle, solve, steps, writePuzzle } from '../../index.js';
import { assertFailuresFirst, localFixture, runCli } from '../../../test/helpers.js';
import { seededRandom } from '../../core/random.js';
import { fileFormat, pzprv3Shading } from './formats.js';
import type { CanalPuzzle } from './puzzle.js';
import { randomCanal } from './generate.js';

const fromPuzzlink: Record<string, string> = { cs2x2: 'shaded-2x2', nmShadeViewNe: 'wrong-count', csDivide: 'shaded-divided' };
const example = 'https://puzz.link/p?canal/6/6/3i3h2z4h5i2';
const rows = (answer: unknown) => (answer as boolean[][]).map((row) => row.map(Number));

describe('canal', () => {
  it("fails each of pzprjs's boards with the code pzprjs reports first, and accepts its solved board", () => {
    const records = localFixture<{ board?: string; failure?: string | null }>('canal-pzprjs.jsonl').filter((record) => record.board !== undefined);
    assert.equal(records.length, 4);
    const puzzle = parsePuzzle(example).puzzle;
    assertFailuresFirst(
      records.map((record) => [record.failure === null ? null : fromPuzzlink[record.failure!]!, record.board!] as const),
      (board) => {
        const own = parsePuzzle(board);
        assert.deepEqual(own.puzzle, puzzle);
        return check(own, pzprv3Shading(board, own.puzzle as CanalPuzzle).map((row) => row.map(Number)));
      },
    );
  });

  it('reads 0s and ?s from the URL and the file, and writes them back', () => {
    const withUnknown = parsePuzzle('https://puzz.link/p?canal/4/4/g0g.l.3g3h');
    assert.equal(writePuzzle(withUnknown), 'https://puzz.link/p?canal/4/4/g0g.l.3g3h');
    const file = writePuzzle(withUnknown, 'text');
    assert.match(file, /^pzprv3\ncanal\n4\n4\n\. 0 \. - \n/);
    assert.deepEqual(fileFormat.parse(file), withUnknown.puzzle);
    // A ? only keeps its cell unshaded; a 0 sees no shaded cell.
    assert.deepEqual((withUnknown.puzzle as CanalPuzzle).clues[0], [null, { kind: 'number', value: 0 }, null, { kind: 'unknown' }]);
  });

  it('counts only the shaded cells next to a number in a straight line, up to an unshaded cell', async () => {
    // A 2 at the left end of a 1×5 row: the two cells beside it shaded, then an unshaded one; the last is then free
    // but for connectivity, which keeps it unshaded.
    const row = parsePuzzle('https://puzz.link/p?canal/5/1/2j');
    assert.deepEqual(check(row, [[0, 1, 1, 0, 0]]), []);
    assert.deepEqual(check(row, [[0, 1, 1, 1, 0]]).map((violation) => violation.message), ['the 2 sees 3 shaded cells']);
    // A shaded cell past a gap is not seen, and leaves the shading in two pieces.
    assert.deepEqual(check(row, [[0, 1, 1, 0, 1]]).map((violation) => violation.code), ['shaded-divided']);
    assert.equal((await count(row, 10)).count, 1);
    // A clue blocks the view: the 1 sees the cell beside it, not past the ? beyond, nor the column below that.
    assert.deepEqual(check(parsePuzzle('https://puzz.link/p?canal/3/3/1g.l'), [[0, 1, 0], [0, 1, 0], [0, 1, 0]]), []);
  });

  it('counts as many solutions as the checker accepts among all shadings of small random grids', async () => {
    const random = seededRandom('canal brute force');
    for (let round = 0; round < 8; round++) {
      const size = { rows: 3, columns: 3 + (round % 2) };
      const cells = size.rows * size.columns;
      // A few clues: numbers 1 to 3 and now and then a ?, as Number16 cells (these grids have 0 to 140 solutions).
      const entries = Array.from({ length: cells }, () => (random.next() < 0.2 ? (random.next() < 0.15 ? '.' : String(1 + random.below(3))) : 'g'));
      const loaded = parsePuzzle(`https://puzz.link/p?canal/${size.columns}/${size.rows}/${entries.join('')}`);
      let accepted = 0;
      for (let mask = 0; mask < 2 ** cells; mask++) {
        const shading = Array.from({ length: size.rows }, (_, r) => Array.from({ length: size.columns }, (_, c) => (mask >> (r * size.columns + c)) & 1));
        if (check(loaded, shading).length === 0) accepted++;
      }
      assert.equal((await count(loaded, 2 ** cells)).count, accepted, entries.join(''));
    }
  });

  it('tells several solutions and none apart', async () => {
    assert.ok((await count(parsePuzzle('https://puzz.link/p?canal/3/3/j1j'), 10)).count > 1);
    // A 1 between two 0s: it has no cell to see.
    assert.equal((await solve(parsePuzzle('https://puzz.link/p?canal/3/1/010'))).status, 'unsolvable');
    // 1s at the ends of a 1×5 row: the cells beside them must join through the middle, and then each sees three.
    assert.equal((await solve(parsePuzzle('https://puzz.link/p?canal/5/1/1i1'))).status, 'unsolvable');
  });

  it("reads a shaded board's marks, and names the place of one that is not", () => {
    assert.throws(
      () => pzprv3Shading('pzprv3/canal/1/2/. . /# x /', fileFormat.parse('pzprv3/canal/1/2/. . /')),
      (error: unknown) => error instanceof InputError && /line 6, column 3: 'x' is not a mark/.test(error.describe()),
    );
  });

  it('grows random canals that keep the rules: connected, no 2×2 block, about half the grid', () => {
    for (let seed = 0; seed < 20; seed++) {
      const size = { rows: 8 + (seed % 5), columns: 14 - (seed % 4) };
      const shading = randomCanal(size, seededRandom(`canal ${seed}`));
      const blank = parsePuzzle(`https://puzz.link/p?canal/${size.columns}/${size.rows}/`);
      assert.deepEqual(check(blank, rows(shading)), [], `seed ${seed}`);
      const share = shading.flat().filter(Boolean).length / (size.rows * size.columns);
      assert.ok(share >= 0.4, `seed ${seed}: the canal is ${share.toFixed(2)} of the grid`);
    }
  });

  it('walks the example from its clues to the answer, in the words of shading, and says so on the command line', async () => {
    const walk = steps(parsePuzzle(example));
    assert.equal(walk.end, 'solved');
    const printed = await runCli(['steps', example]);
    assert.equal(printed.status, 0, printed.stderr);
    assert.match(printed.stdout, /^1\. r\d+c\d+ (is shaded|stays unshaded): /);
  });
});
