import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { check, count, parsePuzzle, solve, writePuzzle } from '../../index.js';
import { assertFailuresFirst, localFixture, pzprv3BoardLines } from '../../../test/helpers.js';
import type { LineGrid } from '../../core/lines.js';
import type { DoubleBackPuzzle } from './index.js';
import { doubleback } from './index.js';

type Lines = { horizontal: number[][]; vertical: number[][] };

interface Record {
  readonly url?: string;
  readonly file?: string;
  readonly solution?: Lines;
  /** For a pzprv3 board: the pzprjs failure code it reports (null: none, the board is solved). */
  readonly code?: string | null;
  readonly status?: 'unique';
  readonly source: string;
}

const fixtures = localFixture<Record>('doubleback-puzzlink.jsonl');

/** pzprjs's failure codes and ours. */
const pzprjsCodes: Readonly<Partial<globalThis.Record<string, string>>> = {
  lnBranch: 'branch',
  lnCross: 'crossing',
  lnDeadEnd: 'dead-end',
  lnPlLoop: 'several-loops',
  ceNoLine: 'cell-without-line',
  bkNotPassTwice: 'room-not-twice',
};

/** The lines of a version 0 pzprv3 board: after the rooms and the cells, a block across (1 a line) and one down. */
const boardLines = (file: string): Lines => pzprv3BoardLines(file, (rows) => 5 + 2 * rows);

describe('doubleback', () => {
  it("solves pzprjs's example to its solved board, and writes it back in both formats", async () => {
    const [record] = fixtures.filter((entry) => entry.url && entry.solution);
    const loaded = parsePuzzle(record!.url!);
    assert.equal(loaded.genre.id, 'doubleback');
    const result = await solve(loaded);
    assert.equal(result.status, 'unique');
    assert.deepEqual(doubleback.answerToJson(result.answer as LineGrid), record!.solution);
    assert.deepEqual(check(loaded, record!.solution), []);
    assert.equal(writePuzzle(loaded), record!.url);
    for (const format of ['url', 'text']) assert.deepEqual(parsePuzzle(writePuzzle(loaded, format)).puzzle, loaded.puzzle, format);
  });

  it("proves penpa-edit's and noqx's puzzles unique, the checker accepts the solver's answers, and writes them back", async () => {
    const published = fixtures.filter((record) => record.url && !record.solution);
    assert.equal(published.length, 4);
    for (const record of published) {
      const loaded = parsePuzzle(record.url!);
      const result = await solve(loaded);
      assert.equal(result.status, record.status, record.source);
      assert.deepEqual(check(loaded, doubleback.answerToJson(result.answer as LineGrid)), [], record.source);
      assert.equal(writePuzzle(loaded), record.url);
    }
  });

  it("reports the failure of each of pzprjs's boards first, and nothing on its solved one", () => {
    const boards = fixtures.filter((record) => record.file?.startsWith('pzprv3/'));
    assert.equal(boards.length, 7);
    assertFailuresFirst(
      boards.map((record) => [record.code ? (pzprjsCodes[record.code] ?? record.code) : null, record] as const),
      (record) => check(parsePuzzle(record.file!), boardLines(record.file!)),
      (record) => `${record.source} (${record.code})`,
    );
  });

  it("reads pzprjs's version 2 file with a black cell, and writes it back so", () => {
    const [record] = fixtures.filter((entry) => entry.file?.startsWith('pzprv3.2/'));
    const puzzle = parsePuzzle(record!.file!).puzzle as DoubleBackPuzzle;
    assert.deepEqual(puzzle.black, [[false, false, true, false, false]]);
    // The black cell splits the row into two rooms, as in puz.link.
    assert.notEqual(puzzle.rooms[0]![0], puzzle.rooms[0]![4]);
    const written = writePuzzle({ genre: doubleback, puzzle } as never, 'text');
    assert.match(written, /^pzprv3\.2\ndoubleback\n1\n5\n0 0 0 0 \n\. \. \* \. \. \n/);
    assert.equal(writePuzzle({ genre: doubleback, puzzle } as never), 'https://puzz.link/p?doubleback/5/1/04');
  });

  it('counts several loops, and none, where the rooms allow them', async () => {
    const several = parsePuzzle('pzprv3/doubleback/4/4/2/0 0 1 1 /0 0 1 1 /0 0 1 1 /0 0 1 1 /. . . . /. . . . /. . . . /. . . . /');
    assert.ok((await count(several, 3)).count >= 2);
    // A room of one cell can never be entered twice.
    const none = parsePuzzle('pzprv3/doubleback/2/3/2/0 0 1 /0 0 0 /. . . /. . . /');
    assert.equal((await solve(none)).status, 'unsolvable');
  });

});
