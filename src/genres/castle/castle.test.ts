import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { InputError } from '../../core/errors.js';
import type { LineGrid } from '../../core/lines.js';
import { check, count, facts, parsePuzzle, solve, writePuzzle } from '../../index.js';
import { assertFailuresFirst, localFixture, pzprv3BoardLines } from '../../../test/helpers.js';
import type { CastlePuzzle } from './index.js';
import { castle } from './index.js';

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

const fixtures = localFixture<Record>('castle-puzzlink.jsonl');

/** pzprjs's failure codes and ours. */
const pzprjsCodes: Readonly<Partial<globalThis.Record<string, string>>> = {
  brNoLine: 'no-line',
  lnBranch: 'branch',
  lnCross: 'crossing',
  anLineGt: 'too-many-segments',
  anLineLt: 'too-few-segments',
  lnDeadEnd: 'dead-end',
  lnPlLoop: 'several-loops',
  shInside: 'black-inside',
  cuOutside: 'white-outside',
};

/** The lines of a pzprv3 board: after the cells, a block across (1 a line; -1, a cross, is none) and one down. */
const boardLines = (file: string): Lines => pzprv3BoardLines(file, (rows) => 4 + rows);

describe('castle', () => {
  it("solves pzprjs's and cspuz_rs's examples to their correct boards, and every outside puzzle uniquely; writes them back", async () => {
    const puzzles = fixtures.filter((record) => record.url);
    assert.equal(puzzles.length, 6);
    for (const record of puzzles) {
      const loaded = parsePuzzle(record.url!);
      assert.equal(loaded.genre.id, 'castle');
      const result = await solve(loaded);
      assert.equal(result.status, 'unique', record.source);
      const found = castle.answerToJson(result.answer as LineGrid);
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
    const boards = fixtures.filter((record) => record.file && record.code !== 'anNoArrow');
    assert.equal(boards.length, 10);
    assertFailuresFirst(
      boards.map((record) => [record.code ? (pzprjsCodes[record.code] ?? record.code) : null, record] as const),
      (record) => check(parsePuzzle(record.file!), boardLines(record.file!)),
      (record) => `${record.source} (${record.code})`,
    );
  });

  it("refuses pzprjs's board with a number without an arrow, where it is", () => {
    const board = fixtures.find((record) => record.code === 'anNoArrow')!;
    assert.throws(() => parsePuzzle(board.file!), (error: unknown) => error instanceof InputError && /line 5, column 7: the number 0 at r1c4 has no arrow/.test(error.describe()));
  });

  it('reads the colours, arrows and numbers of the example, and draws its answer', async () => {
    const loaded = parsePuzzle('https://puzz.link/p?castle/5/5/c230021k111a210f');
    const puzzle = loaded.puzzle as CastlePuzzle;
    assert.deepEqual(puzzle.clues[0]![3], { colour: 'black', direction: 'left', value: 0 });
    assert.deepEqual(puzzle.clues[0]![4], { colour: 'grey', direction: 'down', value: 1 });
    assert.deepEqual(puzzle.clues[3]![1], { colour: 'white', direction: 'up', value: 1 });
    const drawing = castle.render(puzzle, (await solve(loaded)).answer as LineGrid);
    assert.deepEqual(drawing.split('\n').filter((_, index) => index % 2 === 0), ['· · · 0←1↓', '· ┌─────┐', '┌─┘ ┌───┘', '│ 1↑│ 0↑·', '└───┘ · ·']);
    // Two- and three-digit numbers, `?`, a clue with only its colour, and runs past 26 empty cells round-trip.
    const wide = parsePuzzle(`pzprv3/castle/2/30/4,20,1 ${'. '.repeat(28)}0,-,2 /1,-,0 ${'. '.repeat(29)}/`);
    assert.equal(writePuzzle(wide, 'url'), 'https://puzz.link/p?castle/30/2/1914zb20.01.zc');
    assert.deepEqual(parsePuzzle(writePuzzle(wide, 'url')).puzzle, wide.puzzle);
  });

  it('reports several solutions and no solution', async () => {
    const open = parsePuzzle('pzprv3/castle/3/3/. . . /. . . /. . . /');
    assert.equal((await solve(open)).status, 'multiple');
    assert.equal((await count(open, 100)).count, 13);
    // A white cell in a corner cannot be inside; a black cell in the middle of a 3×3 grid cannot be left outside a loop that
    // passes round it and cannot be passed.
    assert.equal((await solve(parsePuzzle('pzprv3/castle/3/3/0,-,1 . . /. . . /. . . /'))).status, 'unsolvable');
    assert.equal((await solve(parsePuzzle('pzprv3/castle/3/3/. . . /. 0,-,1 . /. . . /'))).status, 'unique');
  });

  it('gives facts: the lines every solution agrees on', async () => {
    // A white cell in the middle of a 3×3 grid: only the ring round it.
    const result = await facts(parsePuzzle('pzprv3/castle/3/3/. . . /. 0,-,1 . /. . . /'));
    assert.deepEqual(castle.partialToJson(result.facts as never), { horizontal: [[1, 1], [0, 0], [1, 1]], vertical: [[1, 0, 1], [1, 0, 1]] });
  });

});
