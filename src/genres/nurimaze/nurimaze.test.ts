// Nuri-Maze: pzprjs's example solved to its solved board, pzprjs's failing boards with the code each must give, the
// URL's cell list and its defaults, several and no solutions, and generated puzzles read back and proved unique
// again. Malformed input and cspuz_rs's puzzles are in its test data (test-data.ts), run by the conformance suite.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { check, count, parsePuzzle, solve, writePuzzle } from '../../index.js';
import { assertFailuresFirst, localFixture } from '../../../test/helpers.js';
import { pzprv3Shading } from './formats.js';
import type { NurimazePuzzle } from './puzzle.js';

const fromPuzzlink: Record<string, string> = {
  bkMixed: 'room-mixed',
  objShaded: 'object-shaded',
  cuDivide: 'disconnected',
  cs2x2: 'shaded-2x2',
  cu2x2: 'unshaded-2x2',
  cuLoop: 'unshaded-loop',
  routeIgnoreCP: 'circle-off-route',
  routePassDeadEnd: 'triangle-on-route',
};
const rows = (answer: unknown) => (answer as boolean[][]).map((row) => row.map(Number));
const records = localFixture<{ url?: string; board?: string; failure?: string | null }>('nurimaze-pzprjs.jsonl');

describe('nurimaze', () => {
  it("solves pzprjs's example to its solved board and writes it back in both formats", async () => {
    const loaded = parsePuzzle(records[0]!.url!);
    const puzzle = loaded.puzzle as NurimazePuzzle;
    assert.deepEqual([puzzle.start, puzzle.goal], [{ row: 0, column: 0 }, { row: 5, column: 0 }]);
    assert.equal(puzzle.marks[1]![5], 'circle');
    assert.deepEqual([puzzle.marks[2]![3], puzzle.marks[5]![2]], ['triangle', 'triangle']);
    const result = await solve(loaded);
    assert.equal(result.status, 'unique');
    const solved = records.find((record) => record.failure === null)!.board!;
    assert.deepEqual(rows(result.answer), rows(pzprv3Shading(solved, puzzle)));
    assert.equal(writePuzzle(loaded), records[0]!.url);
    assert.deepEqual(parsePuzzle(writePuzzle(loaded, 'text')).puzzle, puzzle, 'through the pzprv3 file');
    assert.deepEqual(parsePuzzle(solved).puzzle, puzzle, "pzprjs's file reads as its URL");
  });

  it("fails each of pzprjs's boards with the code pzprjs reports first, and accepts its solved board", () => {
    const boards = records.filter((record) => record.board !== undefined);
    assert.equal(boards.length, 9);
    assertFailuresFirst(
      boards.map((record) => [record.failure === null ? null : fromPuzzlink[record.failure!]!, record.board!] as const),
      (board) => {
        const own = parsePuzzle(board);
        return check(own, rows(pzprv3Shading(board, own.puzzle as NurimazePuzzle)));
      },
    );
  });

  it("reads puz.link's cell list as pzprjs does: runs of 1 to 31 empty cells, and S and G in the corners when left out", () => {
    // 8×4 cells of one room: `y` is 30 empty cells, then a circle; no S or G given.
    const oneRoom = (columns: number, rows: number) => '0'.repeat(Math.ceil((rows * (columns - 1)) / 5) + Math.ceil(((rows - 1) * columns) / 5));
    const loaded = parsePuzzle(`https://puzz.link/p?nurimaze/8/4/${oneRoom(8, 4)}y3`);
    const puzzle = loaded.puzzle as NurimazePuzzle;
    assert.deepEqual([puzzle.start, puzzle.goal, puzzle.marks[3]![6]], [{ row: 0, column: 0 }, { row: 3, column: 7 }, 'circle']);
    // Written back, S and G are given: S, 29 empty cells (`x`), the circle, G.
    assert.equal(writePuzzle(loaded), `https://puzz.link/p?nurimaze/8/4/${oneRoom(8, 4)}1x32`);
    // A run of 32 empty cells is written `z` (31) and `5` (1); the 6 after G, `a`.
    const long = `https://puzz.link/p?nurimaze/8/5/${oneRoom(8, 5)}1z52a`;
    assert.deepEqual((parsePuzzle(long).puzzle as NurimazePuzzle).goal, { row: 4, column: 1 });
    assert.equal(writePuzzle(parsePuzzle(long)), long);
  });

  it('tells several solutions and none apart', async () => {
    assert.ok((await count(parsePuzzle('pzprv3/nurimaze/2/3/6/0 1 2 /3 4 5 /s . g /. . . /'), 100)).count > 1);
    // A triangle between S and G in a row; a circle that no route through a tree can reach along with G.
    assert.equal((await solve(parsePuzzle('pzprv3/nurimaze/1/3/3/0 1 2 /s t g /'))).status, 'unsolvable');
    assert.equal((await solve(parsePuzzle('pzprv3/nurimaze/1/4/4/0 1 2 3 /s g . o /'))).status, 'unsolvable');
  });

});
