import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { LineGrid } from '../../core/lines.js';
import { check, count, facts, parsePuzzle, solve, writePuzzle } from '../../index.js';
import { assertFailuresFirst, localFixture, pzprv3BoardLines } from '../../../test/helpers.js';
import type { FireflyPuzzle } from './index.js';
import { firefly } from './index.js';

type Lines = { horizontal: number[][]; vertical: number[][] };

interface Record {
  readonly url?: string;
  readonly file?: string;
  readonly solution?: Lines | null;
  /** For a pzprv3 board: the pzprjs failure code it reports (null: none, the board is solved). */
  readonly code?: string | null;
  readonly source: string;
}

const fixtures = localFixture<Record>('firefly-puzzlink.jsonl');

/** pzprjs's failure codes and ours. */
const pzprjsCodes: Readonly<Partial<globalThis.Record<string, string>>> = {
  brNoLine: 'no-line',
  lnBranch: 'branch',
  lnCross: 'crossing',
  lcInvDirB: 'dots-joined',
  lcInvDirW: 'sides-joined',
  lcCurveNe: 'turn-count',
  lcDeadEnd: 'beam-dead-end',
  lcDivided: 'divided',
  lnDeadEnd: 'dead-end',
  nmNoLine: 'lonely-firefly',
};

/** The lines of a pzprv3 board: after the cells, a block across (1 a line; -1, a cross, is none) and one down. */
const boardLines = (file: string): Lines => pzprv3BoardLines(file, (rows) => 4 + rows);

describe('firefly', () => {
  it("solves pzprjs's example to its correct board uniquely, and writes it back in both formats", async () => {
    const record = fixtures.find((entry) => entry.url)!;
    const loaded = parsePuzzle(record.url!);
    assert.equal(loaded.genre.id, 'firefly');
    const result = await solve(loaded);
    assert.equal(result.status, 'unique');
    assert.deepEqual(check(loaded, record.solution!), [], 'the published answer passes the rule checker');
    assert.deepEqual(firefly.answerToJson(result.answer as LineGrid), record.solution);
    assert.equal(writePuzzle(loaded), record.url);
    assert.deepEqual(parsePuzzle(writePuzzle(loaded, 'text')).puzzle, loaded.puzzle, 'through the pzprv3 file');
    assert.deepEqual(firefly.render(loaded.puzzle as FireflyPuzzle, result.answer as LineGrid).split('\n').filter((_, index) => index % 2 === 0), [
      '0→──────1↓',
      '└─○←──0←┘',
      '· │ · · ·',
      '┌─0↑· 2↓┐',
      '1↑└───┘ 1↑',
    ]);
  });

  it("reports the failure of each of pzprjs's boards first, and nothing on its solved one", () => {
    const boards = fixtures.filter((record) => record.file);
    assert.equal(boards.length, 11);
    assertFailuresFirst(
      boards.map((record) => [record.code ? (pzprjsCodes[record.code] ?? record.code) : null, record] as const),
      (record) => check(parsePuzzle(record.file!), boardLines(record.file!)),
      (record) => `${record.source} (${record.code})`,
    );
  });

  it('reads fireflies without a dot or a number, two- and three-digit numbers and long runs, and writes them back', () => {
    const wide = parsePuzzle(`pzprv3/firefly/2/30/4,20 ${'. '.repeat(28)}0,- /1,- ${'. '.repeat(28)}3,300 /`);
    const puzzle = wide.puzzle as FireflyPuzzle;
    assert.deepEqual(puzzle.fireflies[0]![0], { direction: 'right', value: 20 });
    assert.deepEqual(puzzle.fireflies[0]![29], { direction: null, value: null });
    assert.deepEqual(puzzle.fireflies[1]![0], { direction: 'up', value: null });
    const url = writePuzzle(wide, 'url');
    assert.equal(url, 'https://puzz.link/p?firefly/30/2/914zb0.1.zb-312c');
    assert.deepEqual(parsePuzzle(url).puzzle, wide.puzzle);
  });

  it('reports several solutions and no solution', async () => {
    // The beam from r1c1 reaches the dotless firefly at r2c3 by two routes, or comes back to its own firefly from below
    // (puz.link accepts that, and a firefly without a dot needs no line).
    const open = parsePuzzle('pzprv3/firefly/2/3/4,- . . /. . 0,- /');
    assert.equal((await solve(open)).status, 'multiple');
    assert.equal((await count(open, 100)).count, 3);
    // A 1 whose beam can only go straight into its neighbour.
    assert.equal((await solve(parsePuzzle('pzprv3/firefly/1/2/4,1 0,- /'))).status, 'unsolvable');
    assert.equal((await solve(parsePuzzle('pzprv3/firefly/1/2/4,0 0,- /'))).status, 'unique');
    // Two dots facing each other can only join dot to dot.
    assert.equal((await solve(parsePuzzle('pzprv3/firefly/1/2/4,- 3,- /'))).status, 'unsolvable');
  });

  it('gives facts: the lines every solution agrees on', async () => {
    // Only the line leaving the dot at r1c1 is sure.
    const result = await facts(parsePuzzle('pzprv3/firefly/2/3/4,- . . /. . 0,- /'));
    assert.deepEqual(firefly.partialToJson(result.facts as never), { horizontal: [[1, null], [null, null]], vertical: [[null, null, null]] });
  });

});
