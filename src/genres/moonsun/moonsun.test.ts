import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { LineGrid } from '../../core/lines.js';
import { check, count, parsePuzzle, solve, writePuzzle } from '../../index.js';
import { assertFailuresFirst, localFixture, pzprv3BoardLines } from '../../../test/helpers.js';
import type { MoonSunPuzzle } from './index.js';
import { moonSun } from './index.js';

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

const fixtures = localFixture<Record>('moonsun-puzzlink.jsonl');

/** pzprjs's failure codes and ours. */
const pzprjsCodes: Readonly<Partial<globalThis.Record<string, string>>> = {
  lnBranch: 'branch',
  lnCross: 'crossing',
  bkPassTwice: 'room-twice',
  bkBothMarksPassed: 'both-kinds',
  bkMSPassedGt2: 'moons-in-a-row',
  bkMUPassedGt2: 'suns-in-a-row',
  bkNotAllMSPassed: 'moon-missed',
  bkNotAllMUPassed: 'sun-missed',
  bkNoLine: 'room-missed',
  bkNoMarksPassed: 'no-mark-passed',
  lnDeadEnd: 'dead-end',
  lnPlLoop: 'several-loops',
};

/** The lines of a pzprv3 board: after the rooms and the marks, a block across (1 a line; -1, a cross, is none) and one down. */
const boardLines = (file: string): Lines => pzprv3BoardLines(file, (rows) => 5 + 2 * rows);

describe('moonsun', () => {
  it("solves pzprjs's, cspuz_rs's, penpa-edit's, PuzzleSolver's and noqx's puzzles uniquely, to their published boards where given; writes them back", async () => {
    const puzzles = fixtures.filter((record) => record.url);
    assert.equal(puzzles.length, 9);
    assert.equal(puzzles.filter((record) => record.solution).length, 2);
    for (const record of puzzles) {
      const loaded = parsePuzzle(record.url!);
      assert.equal(loaded.genre.id, 'moonsun');
      const result = await solve(loaded);
      assert.equal(result.status, 'unique', record.source);
      const found = moonSun.answerToJson(result.answer as LineGrid);
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
    assert.equal(boards.length, 13);
    assertFailuresFirst(
      boards.map((record) => [record.code ? (pzprjsCodes[record.code] ?? record.code) : null, record] as const),
      (record) => check(parsePuzzle(record.file!), boardLines(record.file!)),
      (record) => `${record.source} (${record.code})`,
    );
  });

  it('reads suns as 1 and moons as 2, in the rooms puz.link gives them, and draws the answer', async () => {
    const loaded = parsePuzzle('https://puzz.link/p?moonsun/6/6/44ccaa0c0vo0f1767932ii12');
    const puzzle = loaded.puzzle as MoonSunPuzzle;
    assert.deepEqual(puzzle.rooms, [
      [0, 0, 0, 1, 1, 1],
      [0, 0, 0, 1, 1, 1],
      [2, 2, 0, 1, 1, 1],
      [2, 2, 0, 3, 3, 3],
      [4, 4, 5, 5, 3, 3],
      [4, 4, 5, 5, 3, 3],
    ]);
    assert.deepEqual(puzzle.marks[0], ['sun', 'moon', null, null, null, 'sun']);
    const drawing = moonSun.render(puzzle, (await solve(loaded)).answer as LineGrid);
    assert.deepEqual(drawing.split('\n').filter((_, index) => index % 2 === 0), ['o c───────o', '┌─c o · c │', '│ c o o───┘', '└─o · └───c', 'c─┘ · c · │', '└───o─────c']);
    // A file of version 1 gives the rooms as walls, as puz.link writes them now.
    const walls = parsePuzzle('pzprv3.1/moonsun/2/3/0 1 /0 1 /0 0 0 /1 . 2 /. 2 . /');
    assert.deepEqual((walls.puzzle as MoonSunPuzzle).rooms, [
      [0, 0, 1],
      [0, 0, 1],
    ]);
    assert.deepEqual(parsePuzzle(writePuzzle(walls, 'url')).puzzle, walls.puzzle);
  });

  it('reports several solutions and no solution', async () => {
    // One room with a moon in a corner of a 3×3 grid: every loop through that corner.
    const open = parsePuzzle('pzprv3/moonsun/3/3/1/0 0 0 /0 0 0 /0 0 0 /2 . . /. . . /. . . /');
    assert.equal((await solve(open)).status, 'multiple');
    // The 13 cycles of the 3×3 grid graph, less the 6 that miss that corner.
    assert.equal((await count(open, 100)).count, 7);
    // Two rooms of moons side by side: the loop would pass moons in two rooms in a row.
    assert.equal((await solve(parsePuzzle('pzprv3/moonsun/2/2/2/0 1 /0 1 /2 2 /. . /'))).status, 'unsolvable');
    // A room with no mark at all: the loop cannot pass one there.
    assert.equal((await solve(parsePuzzle('pzprv3/moonsun/2/2/2/0 1 /0 1 /2 . /. . /'))).status, 'unsolvable');
    // A moon and a sun side by side in two rooms: the loop round the 2×2 square.
    assert.equal((await solve(parsePuzzle('pzprv3/moonsun/2/2/2/0 1 /0 1 /2 1 /. . /'))).status, 'unique');
  });

});
