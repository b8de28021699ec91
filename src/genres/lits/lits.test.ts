// LITS: outside puzzles with their answers (pzprjs's test board, cspuz_rs's test puzzle, graded puzzles from a public
// site, noqx's examples), pzprjs's failing boards with the code each must give, a puzzle with several solutions, the
// old `d` URL form and pzprv3.1 walls, malformed input, and the polyomino rules the checker applies.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { InputError } from '../../core/errors.js';
import { defaultBackend, parsePuzzle, solve } from '../../index.js';
import { assertFailuresFirst, localFixture, pzprv3Rows } from '../../../test/helpers.js';
import { brokenForGood, check } from './check.js';
import { fileFormat, urlFormat } from './formats.js';
import { buildModel } from './model.js';
import type { LitsPuzzle } from './puzzle.js';
import { lits } from './index.js';

interface Entry {
  readonly url: string;
  readonly solution: number[][] | null;
  readonly status: 'unique' | 'multiple';
  readonly source: string;
}

const records = localFixture<Entry>('lits-puzzlink.jsonl');
const shading = (rows: number[][]) => rows.map((row) => row.map((value) => value === 1));

/** The shading block of a pzprv3 board (the rows after the rooms): `#` shaded. */
const boardShading = (text: string, rows: number): boolean[][] => pzprv3Rows(text, rows).map((line) => line.map((token) => token === '#'));

describe('LITS', () => {
  it('solves the outside puzzles up to 18×10 uniquely, agreeing with the published answers and the checker', async () => {
    for (const record of records.filter((entry) => entry.status === 'unique' && !entry.url.includes('/24/24/'))) {
      const loaded = parsePuzzle(record.url);
      const result = await solve(loaded);
      assert.equal(result.status, 'unique', record.url);
      const answer = result.answer as boolean[][];
      if (record.solution) assert.deepEqual(answer, shading(record.solution), record.url);
      assert.deepEqual(check(loaded.puzzle as LitsPuzzle, answer), [], record.url);
    }
  });

  it('finds several solutions of penpa-edit import test, each of which the checker accepts', async () => {
    const record = records.find((entry) => entry.status === 'multiple')!;
    const puzzle = urlFormat.parse(record.url);
    const puzzleModel = buildModel(puzzle);
    const { solutions } = await defaultBackend.enumerate(puzzleModel.model, puzzleModel.observed, 20);
    assert.ok(solutions.length > 1);
    for (const values of solutions) {
      const answer = puzzle.rooms.map((row, r) => row.map((_, c) => values[r * puzzle.columns + c]!));
      assert.deepEqual(check(puzzle, answer), []);
    }
  });

  it('keeps pieces from crossing walls inside a room, as puzz.link does: a published puzzle is unique and keeps its walls', async () => {
    // From a published set (cspuz: unique); some of its walls end inside a room.
    const url = 'http://puzz.link/p?lits/10/10/4bksdvle6f22qclugjlgcom81n0opcdj4iq4';
    const puzzle = urlFormat.parse(url);
    assert.ok(puzzle.walls, 'the walls inside rooms are kept');
    const loaded = { genre: lits, puzzle, format: 'url' };
    const result = await solve(loaded);
    assert.equal(result.status, 'unique');
    assert.deepEqual(check(puzzle, result.answer as boolean[][]), []);
    assert.equal(urlFormat.write!(puzzle), url.replace('http:', 'https:'));
    assert.deepEqual(fileFormat.parse(fileFormat.write!(puzzle)), puzzle, 'a pzprv3.1 file holds the walls');
    // Without the inner walls the rooms allow other answers, and the checker refuses them on the walled puzzle.
    const { walls: _walls, ...plain } = puzzle;
    const other = await solve({ ...loaded, puzzle: plain });
    assert.equal(other.status, 'multiple');
    const different = [other.answer, other.secondAnswer].find((answer) => JSON.stringify(answer) !== JSON.stringify(result.answer)) as boolean[][];
    assert.ok(check(puzzle, different).some((violation) => violation.code === 'room-split'));
  });

  it("gives pzprjs's failing boards its failure codes first, and passes its solved board", () => {
    const codes: Readonly<Record<string, string>> = {
      cs2x2: 'shaded-2x2',
      bkShadeGt4: 'room-over',
      bkShadeDivide: 'room-split',
      bsSameShape: 'same-shapes-touch',
      csDivide: 'shaded-divided',
      bkNoShade: 'room-empty',
      bkShadeLt4: 'room-under',
    };
    const rooms = 'pzprv3/lits/4/4/3/0 0 1 1 /0 0 1 2 /0 1 1 2 /2 2 2 2 /';
    const boards: [string | null, string][] = [
      ['cs2x2', '# # . . /# # . . /. . . . /. . . . /'],
      ['bkShadeGt4', '. . # # /. . # . /. # # . /. . . . /'],
      ['bkShadeDivide', '. . # # /. . . . /. # # # /. . . . /'],
      ['bsSameShape', '# # # # /# . # . /# . # . /. . . . /'],
      ['csDivide', '# . # # /# . # . /# . # . /. . . . /'],
      ['bkNoShade', '# . # # /# # # . /# . # . /. . . . /'],
      ['bkShadeLt4', '# . # # /# # # . /# . # . /. . # # /'],
      [null, '# + # # /# # # + /# + # + /# # # # /'],
    ];
    assertFailuresFirst(
      boards.map(([code, board]) => [code === null ? null : (codes[code] ?? code), board] as const),
      (board) => check(fileFormat.parse(rooms + board), boardShading(rooms + board, 4)),
    );
  });

  it('reads the old d form and pzprv3.1 walls as the same rooms as the border form', () => {
    const rooms = urlFormat.parse('https://puzz.link/p?lits/4/4/9q02jg').rooms;
    assert.deepEqual(urlFormat.parse('https://puzz.link/p?lits/d/4/4/aabbaabcabbccccc').rooms, rooms);
    // pzprjs's editor test: the same walls drawn by hand, saved as pzprv3.1.
    const file = 'pzprv3.1/lits/4/4/0 1 0 /0 1 1 /1 0 1 /0 0 0 /0 0 0 1 /0 1 0 0 /1 1 1 0 /. . . . /. . . . /. . . . /. . . . /';
    assert.deepEqual(fileFormat.parse(file).rooms, rooms);
    // Writing gives the border form back.
    assert.equal(urlFormat.write!(urlFormat.parse('https://puzz.link/p?lits/d/4/4/aabbaabcabbccccc')), 'https://puzz.link/p?lits/4/4/9q02jg');
  });

  it('refuses malformed input with located errors', () => {
    const refuses = (text: string, pattern: RegExp) =>
      assert.throws(
        () => lits.formats.find((format) => format.detect(text))!.parse(text),
        (error: unknown) => error instanceof InputError && pattern.test(error.message),
      );
    refuses('https://puzz.link/p?lits/4/4/9q0', /borders of a 4×4 grid take 6 characters/);
    refuses('https://puzz.link/p?lits/4/4/9q02j#', /#/);
    refuses('https://puzz.link/p?lits/x/4/4/9q02jg', /not a LITS option/);
    refuses('https://puzz.link/p?lits/d/4/4/aabb', /one per cell/);
    refuses('pzprv3/lits/2/2/2/0 0 /0 5 /', /not a room from 0 to 1/);
    refuses('pzprv3/lits/2/2/2/0 0 /', /row 2 of the rooms has 0 entries/);
    refuses('pzprv3/lits/2/2/1/0 1 /1 0 /', /not a room from 0 to 0/);
  });

  it('has no solution when a room cannot hold an L, I, T or S', async () => {
    // Two rooms of four: a square and an I.
    const result = await solve(parsePuzzle('pzprv3/lits/2/4/2/0 0 1 1 /0 0 1 1 /'));
    assert.equal(result.status, 'unsolvable');
  });

  it('reports on an unfinished board only what no way of finishing it can mend', () => {
    const puzzle = urlFormat.parse('https://puzz.link/p?lits/4/4/9q02jg');
    const codes = (cells: (0 | 1 | null)[][]) => brokenForGood(puzzle, cells).map((violation) => violation.code);
    const open = (): (0 | 1 | null)[][] => puzzle.rooms.map((row) => row.map(() => null));
    assert.deepEqual(codes(open()), []);
    // Three shaded cells of the top-left room in an L: it can still become a T or an L.
    const started = open();
    started[0]![0] = 1;
    started[1]![0] = 1;
    started[2]![0] = 1;
    assert.deepEqual(codes(started), []);
    // A square in the top-left room: a shaded 2×2 block, and no L, I, T or S covers it.
    const square = open();
    for (const [row, column] of [[0, 0], [0, 1], [1, 0], [1, 1]] as const) square[row]![column] = 1;
    assert.deepEqual(codes(square), ['shaded-2x2', 'room-under']);
    // Dots wall the shaded corner cell in: no tetromino of its room can reach it any more.
    const walled = open();
    walled[3]![3] = 1;
    walled[2]![3] = 0;
    walled[3]![2] = 0;
    assert.deepEqual(codes(walled), ['room-under']);
  });
});

