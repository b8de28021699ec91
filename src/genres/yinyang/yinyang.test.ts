// Yin-Yang: outside puzzles (pzprjs's and cspuz_rs's with their answers; noqx's two proved unique here), pzprjs's
// failing boards with the code each must give, the rules' facts against every colouring of small grids, several and
// no solutions, malformed input with its place.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { allCells, makeGrid } from '../../core/geometry.js';
import { check, count, parsePuzzle, solve, steps, writePuzzle } from '../../index.js';
import { assertFailuresFirst, localFixture } from '../../../test/helpers.js';
import { fileFormat, pzprv3Board, urlFormat } from './formats.js';
import type { YinYangAnswer, YinYangPuzzle } from './puzzle.js';
import { makeYinYang } from './puzzle.js';
import { yinYang } from './index.js';

const fromPuzzlink: Record<string, string> = { ms2x2: 'black-2x2', mu2x2: 'white-2x2', msDivide: 'black-divided', muDivide: 'white-divided', ceNoNum: 'empty-cell' };
const toJson = (answer: YinYangAnswer) => answer.map((row) => row.map((value) => (value === null ? null : Number(value))));

describe('yinyang', () => {
  it('solves the outside puzzles uniquely, to the published answers where there are, and writes their URLs back', async () => {
    const records = [...localFixture<{ url: string; solution: number[][] | null }>('yinyang-solved.jsonl'), ...localFixture<{ url: string; solution: null }>('yinyang-puzzlink.jsonl')];
    assert.equal(records.length, 4);
    for (const record of records) {
      const loaded = parsePuzzle(record.url);
      const result = await solve(loaded);
      assert.equal(result.status, 'unique', record.url);
      const answer = result.answer as YinYangAnswer;
      if (record.solution) assert.deepEqual(toJson(answer), record.solution, record.url);
      assert.deepEqual(check(loaded, toJson(answer)), [], record.url);
      assert.equal(writePuzzle(loaded), record.url, 'written back');
      assert.deepEqual(parsePuzzle(writePuzzle(loaded, 'text')).puzzle, loaded.puzzle, 'through the pzprv3 file');
    }
  });

  it("fails each of pzprjs's boards with the code pzprjs reports first, and accepts its solved board", () => {
    const records = localFixture<{ board: string; failure: string | null }>('yinyang-pzprjs.jsonl');
    assert.equal(records.length, 6);
    const puzzle = parsePuzzle('https://puzz.link/p?yinyang/5/5/016612300');
    assertFailuresFirst(
      records.map((record) => [record.failure === null ? null : fromPuzzlink[record.failure]!, record.board] as const),
      (board) => {
        const own = parsePuzzle(board);
        assert.deepEqual(own.puzzle, puzzle.puzzle);
        return check(own, toJson(pzprv3Board(board, own.puzzle as YinYangPuzzle)));
      },
    );
  });

  it('counts as many solutions of a blank grid as there are colourings the checker passes', async () => {
    // The model states two facts beyond the rules (no chessboard 2×2, at most two changes round the border): they
    // must not lose a single answer. Every colouring of a 4×4 and a 3×5 grid, judged by the checker.
    for (const size of [{ rows: 4, columns: 4 }, { rows: 3, columns: 5 }]) {
      const cells = allCells(size);
      let passing = 0;
      const blank = makeYinYang(size, makeGrid(size, () => null));
      for (let bits = 0; bits < 2 ** cells.length; bits++) {
        const answer = makeGrid(size, ({ row, column }) => (bits >> (row * size.columns + column)) & 1);
        if (yinYang.check(blank, answer.map((row) => row.map((value) => value === 1))).length === 0) passing++;
      }
      const loaded = { genre: yinYang, puzzle: blank, format: 'url' };
      assert.equal((await count(loaded, 100000)).count, passing, `${size.columns}×${size.rows}`);
    }
  });

  it('tells several solutions and none apart', async () => {
    assert.ok((await count(parsePuzzle('https://puzz.link/p?yinyang/3/3/000'), 1000)).count > 2);
    // Given circles like a chessboard, and a black ring round a white centre.
    assert.equal((await solve(parsePuzzle('https://puzz.link/p?yinyang/2/2/mi'))).status, 'unsolvable');
    assert.equal((await solve(parsePuzzle('https://puzz.link/p?yinyang/3/3/o6q'))).status, 'unsolvable');
  });

  it('reads and writes the Circle list three cells to a character, and a pzprv3 file with or without the player\'s block', () => {
    const puzzle = urlFormat.parse('https://puzz.link/p?yinyang/4/2/q1');
    assert.deepEqual(puzzle.givens, [['black', 'black', 'black', null], [null, 'white', null, null]]);
    assert.equal(urlFormat.write!(puzzle), 'https://puzz.link/p?yinyang/4/2/q10');
    assert.deepEqual(urlFormat.parse('https://puzz.link/p?yinyang/4/2/q10'), puzzle, 'a list that stops early reads as one that does not');
    const file = fileFormat.write!(puzzle);
    assert.equal(file, 'pzprv3\nyinyang\n2\n4\n2 2 2 . \n. 1 . . \n. . . . \n. . . . \n');
    assert.deepEqual(fileFormat.parse(file), puzzle);
    assert.deepEqual(fileFormat.parse('pzprv3/yinyang/2/4/2 2 2 . /. 1 . . /'), puzzle);
    assert.deepEqual(fileFormat.parse('pzprv3/yinyang/2/4/2 2 2 . /. 1 . . /. . +1 . /1 . . 2 /'), puzzle, "the player's marks are read past");
  });

  it('refuses a malformed answer with its place', () => {
    assert.throws(() => yinYang.answerFromJson(urlFormat.parse('https://puzz.link/p?yinyang/1/1/0'), [[2]]), /row 1, column 1 must be 0 \(white\), 1 \(black\) or null \(empty\)/);
  });

  it('walks the example from its givens to the answer, in the words of circles', () => {
    const walk = steps(parsePuzzle('https://puzz.link/p?yinyang/5/5/016612300'));
    assert.equal(walk.end, 'solved');
    assert.match(walk.steps[0]!.reason.clues.map((clue) => clue.description).join(', '), /the given (black|white) circle at r\dc\d/);
  });
});
