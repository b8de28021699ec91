import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { LineGrid } from '../../core/lines.js';
import { check, count, facts, parsePuzzle, solve, writePuzzle } from '../../index.js';
import { assertFailuresFirst, localFixture, pzprv3BoardLines } from '../../../test/helpers.js';
import type { SimpleLoopPuzzle } from './index.js';
import { simpleloop } from './index.js';

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

const fixtures = localFixture<Record>('simpleloop-puzzlink.jsonl');

/** pzprjs's failure codes and ours. */
const pzprjsCodes: Readonly<Partial<globalThis.Record<string, string>>> = {
  lnBranch: 'branch',
  lnCross: 'crossing',
  lnDeadEnd: 'dead-end',
  lnPlLoop: 'several-loops',
  ceNoLine: 'cell-without-line',
};

/** The lines of a pzprv3 board: after the cells, a block across (1 a line; -1, a cross, is none) and one down. */
const boardLines = (file: string): Lines => pzprv3BoardLines(file, (rows) => 4 + rows);

describe('simpleloop', () => {
  it("solves pzprjs's example to its correct board, and every outside puzzle uniquely; writes them back", async () => {
    const puzzles = fixtures.filter((record) => record.url);
    assert.equal(puzzles.length, 5);
    for (const record of puzzles) {
      const loaded = parsePuzzle(record.url!);
      assert.equal(loaded.genre.id, 'simpleloop');
      const result = await solve(loaded);
      assert.equal(result.status, 'unique', record.source);
      const found = simpleloop.answerToJson(result.answer as LineGrid);
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
    assert.equal(boards.length, 5);
    assertFailuresFirst(
      boards.map((record) => [record.code ? (pzprjsCodes[record.code] ?? record.code) : null, record] as const),
      (record) => check(parsePuzzle(record.file!), boardLines(record.file!)),
      (record) => `${record.source} (${record.code})`,
    );
  });

  it('reads the shaded cells of the example, and draws its answer', async () => {
    const loaded = parsePuzzle('https://puzz.link/p?simpleloop/5/5/sg020');
    const puzzle = loaded.puzzle as SimpleLoopPuzzle;
    assert.deepEqual(
      puzzle.shaded.map((row) => row.map((shaded) => (shaded ? '#' : '.')).join('')),
      ['###..', '#....', '.....', '...#.', '.....'],
    );
    const drawing = simpleloop.render(puzzle, (await solve(loaded)).answer as LineGrid);
    assert.deepEqual(drawing.split('\n').filter((_, index) => index % 2 === 0), ['■ ■ ■ ┌─┐', '■ ┌─┐ │ │', '┌─┘ └─┘ │', '│ ┌─┐ ■ │', '└─┘ └───┘']);
    // A grid without shaded cells has an empty body, as puzz.link writes it; a count that is not a multiple of five
    // fills the last character from its top bit.
    const open = parsePuzzle('pzprv3/simpleloop/2/3/. . . /. . . /');
    assert.equal(writePuzzle(open, 'url'), 'https://puzz.link/p?simpleloop/3/2/');
    assert.deepEqual(parsePuzzle('https://puzz.link/p?simpleloop/3/2/').puzzle, open.puzzle);
    const corner = parsePuzzle('pzprv3/simpleloop/2/3/. . . /. . * /');
    assert.equal(writePuzzle(corner, 'url'), 'https://puzz.link/p?simpleloop/3/2/0g');
  });

  it('reports several solutions and no solution', async () => {
    // A 4×4 grid without shaded cells: its six Hamiltonian cycles.
    const open = parsePuzzle('pzprv3/simpleloop/4/4/. . . . /. . . . /. . . . /. . . . /');
    assert.equal((await solve(open)).status, 'multiple');
    assert.equal((await count(open, 100)).count, 6);
    // An odd number of open cells cannot be passed by a loop on a grid (it alternates colours); nor can a cell with
    // one open neighbour.
    assert.equal((await solve(parsePuzzle('pzprv3/simpleloop/3/3/. . . /. . . /. . . /'))).status, 'unsolvable');
    assert.equal((await solve(parsePuzzle('pzprv3/simpleloop/3/4/. * . . /. . . . /. . . . /'))).status, 'unsolvable');
    assert.equal((await solve(parsePuzzle('pzprv3/simpleloop/3/3/. . . /. * . /. . . /'))).status, 'unique');
  });

  it('gives facts: the lines every solution agrees on', async () => {
    // A 2×4 ring with one way round: every line but the middle two.
    const result = await facts(parsePuzzle('pzprv3/simpleloop/2/4/. . . . /. . . . /'));
    assert.deepEqual(simpleloop.partialToJson(result.facts as never), { horizontal: [[1, 1, 1], [1, 1, 1]], vertical: [[1, 0, 0, 1]] });
  });

});
