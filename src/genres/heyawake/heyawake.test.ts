import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { check, count, hint, parsePuzzle, solve, writePuzzle } from '../../index.js';
import { localFixture } from '../../../test/helpers.js';
import type { HeyawakePuzzle } from './index.js';
import { heyawake } from './index.js';

type Rows = number[][];

interface Record {
  readonly url?: string;
  readonly file?: string;
  readonly solution?: Rows;
  readonly status: 'unique' | 'multiple';
  readonly source: string;
}

const fixtures = localFixture<Record>('heyawake-puzzlink.jsonl');

describe('heyawake', () => {
  it("solves pzprjs's examples to their correct boards, and writes them back", async () => {
    const answered = fixtures.filter((record) => record.solution);
    assert.equal(answered.length, 2);
    for (const record of answered) {
      const loaded = parsePuzzle((record.url ?? record.file)!);
      assert.equal(loaded.genre.id, 'heyawake');
      const result = await solve(loaded);
      assert.equal(result.status, record.status, record.source);
      // The heyawacky board is a checker test, not a puzzle: r1c1 may be shaded too, in a room without a number.
      const answers = [result.answer, result.secondAnswer].map((answer) => answer && heyawake.answerToJson(answer as boolean[][]));
      assert.ok(answers.some((answer) => JSON.stringify(answer) === JSON.stringify(record.solution)), record.source);
      assert.deepEqual(check(loaded, record.solution), [], record.source);
      if (record.url) assert.equal(writePuzzle(loaded), record.url);
      for (const format of ['url', 'text']) assert.deepEqual(parsePuzzle(writePuzzle(loaded, format)).puzzle, loaded.puzzle, format);
    }
  });

  it('reads the room numbers of the example where puzz.link puts them', () => {
    const puzzle = parsePuzzle('https://puzz.link/p?heyawake/6/6/lll155007rs12222j').puzzle as HeyawakePuzzle;
    assert.deepEqual(puzzle.rooms[0], [0, 1, 1, 2, 2, 3]);
    assert.deepEqual(puzzle.rooms[5], [5, 5, 5, 6, 6, 7]);
    assert.deepEqual(puzzle.numbers[0], [2, 2, null, 2, null, 2].map((value) => (value === null ? null : { kind: 'number', value })));
    assert.ok(puzzle.numbers.slice(1).flat().every((entry) => entry === null));
  });

  it('solves the real puzzles of other sites uniquely, 7×7 to 24×14, and writes their URLs back', { timeout: 60_000 }, async () => {
    for (const record of fixtures.filter((entry) => !entry.solution)) {
      const loaded = parsePuzzle(record.url!);
      const result = await solve(loaded);
      assert.equal(result.status, 'unique', record.source);
      assert.deepEqual(check(loaded, heyawake.answerToJson(result.answer as boolean[][])), [], record.source);
      assert.equal(writePuzzle(loaded).replace('https://puzz.link/', ''), record.url!.replace(/^https:\/\/[^/]+\//, ''), record.source);
    }
  });

  it('tells several solutions and none', async () => {
    // One room of four cells without a number: any one shaded cell will do (two would touch or cut the rest apart).
    assert.equal((await count(parsePuzzle('https://puzz.link/p?heyawake/2/2/00'), 10)).count, 4);
    // A 2×2 room cannot hold three shaded cells apart.
    assert.equal((await solve(parsePuzzle('https://puzz.link/p?heyawake/2/2/003'))).status, 'unsolvable');
  });

  it('counts walls inside a room, as puzz.link does: a published puzzle is unique and keeps its walls', async () => {
    // From a published set (cspuz: unique); its one large room is a spiral of walls that close nothing off.
    const url = 'https://puzz.link/p?heyawake/8/8/022gkf3gc2007o00o01s01v07';
    const loaded = parsePuzzle(url);
    const result = await solve(loaded);
    assert.equal(result.status, 'unique');
    assert.deepEqual(check(loaded, heyawake.answerToJson(result.answer as boolean[][])), []);
    assert.equal(writePuzzle(loaded), url);
    // Without the inner walls the rooms allow other answers, and the checker refuses them on the walled puzzle.
    const { walls: _walls, ...plain } = loaded.puzzle as HeyawakePuzzle;
    const other = await solve({ ...loaded, puzzle: plain });
    assert.equal(other.status, 'multiple');
    const different = [other.answer, other.secondAnswer].find((answer) => JSON.stringify(answer) !== JSON.stringify(result.answer)) as boolean[][];
    assert.ok(check(loaded, heyawake.answerToJson(different)).some((violation) => violation.code === 'long-run'));
    // A pzprv3 file holds rooms only: it says which format can hold the walls.
    assert.throws(() => writePuzzle(loaded, 'text'), /a puzz\.link URL \(format url\) can/);
  });

  it('hints a cell by the room number that forces it', () => {
    const result = hint(parsePuzzle('https://puzz.link/p?heyawake/6/6/lll155007rs12222j'));
    assert.equal(result.kind, 'hint');
    assert.match(JSON.stringify(result), /the 2 in the room of r[0-9]c[0-9]/);
  });

});
