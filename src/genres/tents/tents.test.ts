import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { count, parsePuzzle, solve, writePuzzle } from '../../index.js';
import { assertFailuresFirst, localFixture, runCli } from '../../../test/helpers.js';
import type { TentsPuzzle } from './index.js';
import { makeTents, pzprv3Tents, tents } from './index.js';
import { tentsPlay } from './play.js';

/** puz.link's failure codes and the checker's. */
const fromPuzzlink: Record<string, string> = {
  tentAround: 'tents-touch',
  nmTreeNone: 'tent-without-tree',
  nmTentGt: 'too-many-tents',
  nmTentNone: 'tree-without-tent',
  nmTentLt: 'too-few-tents',
  exTentNe: 'wrong-count',
};

const pzprjs = localFixture<{ url?: string; board?: string; failure?: string | null }>('tents-pzprjs.jsonl');

describe('tents', () => {
  it("solves pzprjs's test puzzle to the board its test accepts, and its checker fails each of its boards as pzprjs does", async () => {
    const loaded = parsePuzzle(pzprjs.find((record) => record.url)!.url!);
    assert.equal(loaded.genre.id, 'tents');
    const result = await solve(loaded);
    assert.equal(result.status, 'unique');
    const boards = pzprjs.filter((record) => record.board !== undefined);
    assert.deepEqual(result.answer, pzprv3Tents(boards.find((record) => record.failure === null)!.board!));
    assert.equal(boards.length, 7);
    assert.deepEqual(new Set(boards.flatMap((record) => (record.failure ? [fromPuzzlink[record.failure]] : []))).size, 6);
    assertFailuresFirst(
      boards.map((record) => [record.failure === null ? null : fromPuzzlink[record.failure!]!, record.board!] as const),
      (board) => {
        // Each board's counts and trees are the puzzle's: read as a puzzle, it is the same one.
        assert.deepEqual(parsePuzzle(board).puzzle, loaded.puzzle);
        return tents.check(loaded.puzzle as TentsPuzzle, pzprv3Tents(board));
      },
    );
  });

  it('tells several solutions and none apart', async () => {
    // A tree in the middle of a row of three: its tent on either side.
    assert.equal((await count(parsePuzzle('pzprv3/tents/1/3/. . . . /. . 1 . /'), 10)).count, 2);
    // Two trees side by side in a 2×2 with no counts: each tent below or beside its tree, the tents apart.
    assert.equal((await solve(parsePuzzle('pzprv3/tents/2/2/. . . /. 1 1 /. . . /'))).status, 'unsolvable');
    // Tents never touch: two trees at the ends of a row of four, whose tents would stand side by side between them.
    assert.equal((await solve(parsePuzzle('pzprv3/tents/1/4/. . . . . /. 1 . . 1 /'))).status, 'unsolvable');
    // A tree with no empty cell beside it has nowhere for its tent.
    assert.equal((await solve(parsePuzzle('pzprv3/tents/1/1/. . /. 1 /'))).status, 'unsolvable');
    // Counts that add up differently by rows and by columns.
    assert.equal((await solve(parsePuzzle('pzprv3/tents/2/3/. 1 0 1 /1 . 1 . /1 . . . /'))).status, 'unsolvable');
  });

  it('pairs every tree with a tent of its own: two trees beside one cell cannot share it', async () => {
    // T . T in a row of three: one tent between them would serve both, which the pairing refuses.
    assert.equal((await solve(parsePuzzle('pzprv3/tents/1/3/. . . . /. 1 . 1 /'))).status, 'unsolvable');
    // With a row below, each tree has its own tent under it, and the two tents stand apart.
    const two = await solve(parsePuzzle('pzprv3/tents/2/3/. . . . /. 1 . 1 /. . . . /'));
    assert.equal(two.status, 'unique');
    assert.deepEqual(two.answer, [[false, false, false], [true, false, true]]);
  });

  it('finds the rules a wrong answer breaks, and in play the ones no tent placed later can mend', () => {
    const loaded = parsePuzzle(pzprjs.find((record) => record.url)!.url!);
    const puzzle = loaded.puzzle as TentsPuzzle;
    assert.deepEqual(tents.check(puzzle, [[true]]).map((violation) => violation.code), ['wrong-size']);
    // In play: a tent at r2c4, with no tree beside it, and grass down column 1 (count 2) but for r2c1.
    let state = tentsPlay.start(puzzle);
    for (const move of [
      { kind: 'set' as const, cell: { row: 1, column: 3 }, value: 1 as const },
      { kind: 'paint' as const, cells: [{ row: 3, column: 0 }, { row: 4, column: 0 }, { row: 2, column: 0 }], value: 0 as const },
      { kind: 'set' as const, cell: { row: 0, column: 0 }, value: 0 as const },
    ]) {
      const outcome = tentsPlay.apply(puzzle, state, move);
      assert.ok(outcome.ok);
      state = outcome.state;
    }
    const broken = tentsPlay.progress!(puzzle, state).broken.map((violation) => violation.message);
    assert.deepEqual(broken, ['a tent has no tree beside it', 'column 1 should hold 2 tents, but at most 1 fit']);
    // A tree cell is the puzzle's and takes no tent.
    assert.equal(tentsPlay.apply(puzzle, state, { kind: 'set', cell: { row: 0, column: 2 }, value: 1 }).ok, false);
  });

  it('refuses trees that do not fit the grid, with their sizes', () => {
    assert.throws(() => makeTents([[false]], [null, null], [null]), /the trees must be 2 rows of 1 cells/);
  });

  it('writes every format it reads and reads back the same puzzle; a game ID needs every count', () => {
    // A 30×30 with runs of more than 25 and 17 empty cells between trees, which both encodings split.
    const trees = Array.from({ length: 30 }, (_, row) => Array.from({ length: 30 }, (_, column) => row !== 3 && (row * 7 + column * 3) % 11 === 0));
    const puzzle = makeTents(trees, Array.from({ length: 30 }, (_, row) => row % 4), Array.from({ length: 30 }, (_, column) => (column * 5) % 16));
    for (const format of tents.formats) {
      const text = format.write!(puzzle);
      assert.ok(format.detect(text), format.id);
      assert.deepEqual(format.parse(text), puzzle, format.id);
    }
    const missing = makeTents(trees, Array.from({ length: 30 }, () => null), Array.from({ length: 30 }, () => 1));
    assert.deepEqual(tents.formats.find((format) => format.id === 'url')!.parse(writePuzzle({ genre: tents, puzzle: missing, format: 'url' }, 'url')), missing);
    assert.throws(() => writePuzzle({ genre: tents, puzzle: missing, format: 'sgt' }, 'sgt'), /gives every row and column its count/);
  });

  it('answers on the command line, with the genre detected and the answer as rows of 0/1', async () => {
    const solved = await runCli(['solve', 'https://puzz.link/p?tents/5/5/2g0h1i1j82323', '--json']);
    assert.equal(solved.status, 0, solved.stderr);
    const report = JSON.parse(solved.stdout) as { genre: string; status: string; answer: number[][] };
    assert.equal(report.genre, 'tents');
    assert.equal(report.status, 'unique');
    assert.deepEqual(report.answer[0], [0, 1, 0, 0, 0]);
    const bad = await runCli(['solve', '--genre', 'tents', 'https://puzz.link/p?tents/2/2/3']);
    assert.equal(bad.status, 2);
    assert.match(bad.stderr, /the count 3 of column 1 is not a whole number from 0 to 1/);
  });
});
