import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { LineGrid } from '../../core/lines.js';
import { check, count, facts, parsePuzzle, solve, writePuzzle } from '../../index.js';
import { assertFailuresFirst, localFixture, pzprv3BoardLines } from '../../../test/helpers.js';
import type { GeradewegPuzzle } from './index.js';
import { geradeweg } from './index.js';

type Lines = { horizontal: number[][]; vertical: number[][] };

interface Record {
  readonly url?: string;
  readonly file?: string;
  readonly solution?: Lines | null;
  /** For a pzprv3 board: the pzprjs failure code it reports (null: none, the board is solved). */
  readonly code?: string | null;
  readonly status?: 'unique';
  readonly source: string;
}

const fixtures = localFixture<Record>('geradeweg-puzzlink.jsonl');

/** pzprjs's failure codes and ours. */
const pzprjsCodes: Readonly<Partial<globalThis.Record<string, string>>> = {
  lnBranch: 'branch',
  lnCross: 'crossing',
  segShort: 'segment-short',
  segLong: 'segment-long',
  segDiff: 'segments-differ',
  numNoLine: 'number-without-line',
  lnDeadEnd: 'dead-end',
  lnPlLoop: 'several-loops',
};

/** The lines of a pzprv3 board: after the cells, a block across (1 a line; -1, a cross, is none) and one down. */
const boardLines = (file: string): Lines => pzprv3BoardLines(file, (rows) => 4 + rows);

describe('geradeweg', () => {
  it("solves pzprjs's, cspuz_rs's and penpa-edit's puzzles uniquely, to their published boards where given; writes them back", async () => {
    const puzzles = fixtures.filter((record) => record.url);
    assert.equal(puzzles.length, 3);
    for (const record of puzzles) {
      const loaded = parsePuzzle(record.url!);
      assert.equal(loaded.genre.id, 'geradeweg');
      const result = await solve(loaded);
      assert.equal(result.status, 'unique', record.source);
      const found = geradeweg.answerToJson(result.answer as LineGrid);
      assert.deepEqual(check(loaded, found), [], record.source);
      if (record.solution) {
        assert.deepEqual(check(loaded, record.solution), [], `the published answer passes the rule checker: ${record.source}`);
        assert.deepEqual(found, record.solution, record.source);
      }
      assert.equal(writePuzzle(loaded), record.url);
      assert.deepEqual(parsePuzzle(writePuzzle(loaded, 'text')).puzzle, loaded.puzzle, 'through the pzprv3 file');
    }
  });

  it("reports the failure of each of pzprjs's boards first, and nothing on its solved one", () => {
    const boards = fixtures.filter((record) => record.file);
    assert.equal(boards.length, 9);
    assertFailuresFirst(
      boards.map((record) => [record.code ? (pzprjsCodes[record.code] ?? record.code) : null, record] as const),
      (record) => check(parsePuzzle(record.file!), boardLines(record.file!)),
      (record) => `${record.source} (${record.code})`,
    );
  });

  it('reads the numbers and the ? of the examples, and draws the answer', async () => {
    const loaded = parsePuzzle('https://puzz.link/p?geradeweg/6/5/j1h23m.r4');
    const puzzle = loaded.puzzle as GeradewegPuzzle;
    assert.deepEqual(puzzle.clues[0]![4], { kind: 'number', value: 1 });
    assert.deepEqual(puzzle.clues[2]![4], { kind: 'unknown' });
    assert.deepEqual(puzzle.clues[4]![5], { kind: 'number', value: 4 });
    const example = parsePuzzle('https://puzz.link/p?geradeweg/5/5/l211i2h3i4k');
    const drawing = geradeweg.render(example.puzzle as GeradewegPuzzle, (await solve(example)).answer as LineGrid);
    assert.deepEqual(drawing.split('\n').filter((_, index) => index % 2 === 0), ['┌─┐ ┌───┐', '│ 2 1─1 │', '│ └─2─┘ │', '3─────┐ 4', '· · · └─┘']);
    // Numbers of two digits and a ? round-trip through both formats.
    const wide = parsePuzzle('pzprv3/geradeweg/2/12/11 . . . . . . . . . . - /. . . . . . . . . . . 10 /');
    assert.equal(writePuzzle(wide, 'url'), 'https://puzz.link/p?geradeweg/12/2/bp.qa');
    assert.deepEqual(parsePuzzle(writePuzzle(wide, 'url')).puzzle, wide.puzzle);
  });

  it('reports several solutions and no solution', async () => {
    // A 3×3 grid without numbers: every loop of its cells (the 13 cycles of the grid graph).
    const open = parsePuzzle('pzprv3/geradeweg/3/3/. . . /. . . /. . . /');
    assert.equal((await solve(open)).status, 'multiple');
    assert.equal((await count(open, 100)).count, 13);
    // A 1 in the corner of a 3×3 grid: the loop turns there with arms of one cell, round the top left 2×2 square.
    assert.equal((await solve(parsePuzzle('pzprv3/geradeweg/3/3/1 . . /. . . /. . . /'))).status, 'unique');
    // A 2 in a corner makes the loop the ring round the grid, whose other corners have arms of 2, not 1.
    assert.equal((await solve(parsePuzzle('pzprv3/geradeweg/3/3/2 . . /. . . /. . 1 /'))).status, 'unsolvable');
    // A ? in a corner: the loop turns there with arms equally long: 1 (the small square), or 2 (the ring, and the ring
    // with a notch at r2c3).
    assert.equal((await count(parsePuzzle('pzprv3/geradeweg/3/3/- . . /. . . /. . . /'), 100)).count, 3);
  });

  it('gives facts: the lines every solution agrees on', async () => {
    // A 1 in the top left corner of a 3×3 grid: the small square there.
    const result = await facts(parsePuzzle('pzprv3/geradeweg/3/3/1 . . /. . . /. . . /'));
    assert.deepEqual(geradeweg.partialToJson(result.facts as never), { horizontal: [[1, 0], [1, 0], [0, 0]], vertical: [[1, 1, 0], [0, 0, 0]] });
  });

});
