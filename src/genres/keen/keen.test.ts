import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { check, count, parsePuzzle, solve, writePuzzle } from '../../index.js';
import { InputError } from '../../core/errors.js';
import { localFixture } from '../../../test/helpers.js';
import type { Cage, KeenPuzzle } from './index.js';
import { keen } from './index.js';
import { digitSolution } from '../../core/formats/sgt.js';
import { cageRows } from './model.js';

const cage = (operation: Cage['operation'], target: number, cells: [number, number][]): Cage => ({ operation, target, cells: cells.map(([row, column]) => ({ row, column })) });

describe('keen', () => {
  it('lists the digits that reach a cage: both ways round for − and ÷, never one digit twice in a row or column', () => {
    assert.deepEqual(cageRows(cage('subtract', 3, [[0, 0], [0, 1]]), 4), [[1, 4], [4, 1]]);
    assert.deepEqual(cageRows(cage('divide', 2, [[0, 0], [1, 0]]), 4), [[1, 2], [2, 1], [2, 4], [4, 2]]);
    // An L of three: the corner's two neighbours may repeat a digit, the corner shares a line with each of them.
    assert.deepEqual(cageRows(cage('multiply', 4, [[0, 0], [0, 1], [1, 0]]), 4), [[1, 2, 2], [4, 1, 1]]);
    assert.deepEqual(cageRows(cage('add', 5, [[0, 0], [0, 1]]), 3), [[2, 3], [3, 2]]);
    assert.deepEqual(cageRows(cage('add', 3, [[0, 0]]), 4), [[3]]);
    assert.deepEqual(cageRows(cage('multiply', 0, [[0, 0], [0, 1]]), 4), []);
  });

  it("matches the solutions Simon Tatham's Keen saves, every level, and knows its IDs from other genres'", async () => {
    const fixtures = localFixture<{ id: string; fullParams: string; solution: string }>('sgt-keen.jsonl');
    assert.ok(['e', 'n', 'h', 'x', 'u'].every((level) => fixtures.some((fixture) => fixture.fullParams.includes(`d${level}`))));
    for (const fixture of fixtures.slice(0, 8)) {
      // With the level Keen asked for in the parameters, read and dropped; the genre found from the ID alone.
      const loaded = parsePuzzle(fixture.id.replace(/^[^:]*/, fixture.fullParams));
      assert.equal(loaded.genre.id, 'keen', fixture.id);
      const result = await solve(loaded);
      const puzzle = loaded.puzzle as KeenPuzzle;
      assert.deepEqual(result.answer, digitSolution(fixture.solution, puzzle.size), fixture.fullParams);
      assert.equal(writePuzzle(loaded, 'sgt').split(':')[1], fixture.id.split(':')[1]);
    }
  });

  it('tells several solutions and none apart', async () => {
    // Rows of 6+ in a 3×3 leave every Latin square of order 3.
    assert.equal((await count(parsePuzzle('3:f_6,a6a6a6', { genre: 'keen' }), 100)).count, 12);
    assert.equal((await solve(parsePuzzle('3:f_6,a6a6a7', { genre: 'keen' }))).status, 'unsolvable');
    // A 4×4 with a single ÷ cage whose quotient no two digits up to 4 make.
    assert.equal((await solve(parsePuzzle('4:__a__a_ba_a__a3,m3s1a7s1d5a7m6', { genre: 'keen' }))).status, 'unsolvable');
  });

  it("reports a broken game ID read without a genre as Keen's, not as another game's whose parameters it fails", () => {
    // Solo stops at the parameters ('4' is no Solo size); Keen reads them and finds a clue missing.
    assert.throws(
      () => parsePuzzle('4:_baa_ab_6aa_,s2a9d2s1d2m8'),
      (error: unknown) => error instanceof InputError && error.describe() === 'Keen sgt format: 7 cages but 6 clues',
    );
  });

  it('judges a cage once it is full, and says what it makes', () => {
    const loaded = parsePuzzle('4:__a__a_ba_a__a3,m3s1a7s1d2a7m6', { genre: 'keen' });
    // The 2÷ cage (r3c1, r3c2) holds 3 and 2: no whole quotient; the rest is left open.
    const board = [[0, 0, 0, 0], [0, 0, 0, 0], [3, 2, 0, 0], [0, 0, 0, 0]];
    const violations = check(loaded, board).filter(({ code }) => code !== 'empty-cell');
    assert.deepEqual(violations.map(({ code, message }) => `${code}: ${message}`), ['cage-missed: the cage 2÷ at r3c1 makes no whole quotient']);
  });

  it('keeps clue-less cages in the text file, which a game ID refuses', async () => {
    const text = 'cages\na a b\nc d b\nc d e\nclues\n3+ . ?\n?* 1- .\n. . 2\n';
    const loaded = parsePuzzle(text, { genre: 'keen' });
    assert.equal(writePuzzle(loaded, 'text'), 'cages\na a b\nc d b\nc d e\nclues\n3+ .  ?+\n?* 1- .\n.  .  2+\n');
    assert.throws(() => writePuzzle(loaded, 'sgt'), (error: unknown) => error instanceof InputError && /cannot hold a cage without a clue \(at r1c3\)/.test(error.message));
    // The clue-less cages say nothing; the others settle the square here.
    assert.equal((await count(loaded, 100)).count, 1);
  });

  it('edits: cages joined by erasing a border, clues typed on any cell of a cage', () => {
    const edit = keen.edit!;
    let puzzle = edit.blank({ size: 3 });
    assert.equal(puzzle.cages.length, 9);
    // Erase the border between r1c1 and r1c2 (the side from corner (0,1) to (1,1)).
    puzzle = edit.edit(puzzle, { kind: 'press', target: { kind: 'line', from: { row: 0, column: 1 }, to: { row: 1, column: 1 } }, button: 'primary' }, 'room') as KeenPuzzle;
    assert.equal(puzzle.cages.length, 8);
    const key = (value: string, again = false) => ({ kind: 'key' as const, target: { kind: 'cell' as const, cell: { row: 0, column: 1 } }, key: value, again });
    puzzle = edit.edit(puzzle, key('1'), 'clue') as KeenPuzzle;
    puzzle = edit.edit(puzzle, key('2', true), 'clue') as KeenPuzzle;
    puzzle = edit.edit(puzzle, key('*'), 'clue') as KeenPuzzle;
    assert.deepEqual({ target: puzzle.cages[0]!.target, operation: puzzle.cages[0]!.operation }, { target: 12, operation: 'multiply' });
    assert.throws(() => edit.edit(puzzle, { ...key('-'), target: { kind: 'cell', cell: { row: 2, column: 2 } } }, 'clue'), /− and ÷ take a cage of two cells/);
    // The studio shows the clue in the corner of the cage's first cell.
    const view = keen.play!.view(puzzle, keen.play!.start(puzzle), {});
    assert.equal(view.cells[0]![0]!.label, '12×');
    assert.equal(view.cells[0]![1]!.label, undefined);
  });
});
