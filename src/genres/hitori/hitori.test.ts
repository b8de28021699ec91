import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { calibrate } from '../../../scripts/calibrate.js';
import { check, count, defaultBackend, hint, parsePuzzle, solve, writePuzzle } from '../../index.js';
import { localFixture } from '../../../test/helpers.js';
import { generateHitori } from './generate.js';
import type { HitoriPuzzle } from './index.js';
import { hitori } from './index.js';

type Rows = number[][];

interface SinglesRecord {
  readonly params: string;
  readonly level: 'easy' | 'tricky';
  readonly id: string;
  readonly solution: Rows;
}

const singles = localFixture<SinglesRecord>('sgt-singles.jsonl');

describe('hitori', () => {
  it("solves pzprjs's example to its correct board, uniquely, and writes the same URL and file", async () => {
    const [fixture] = localFixture<{ url: string; file: string; solution: Rows }>('hitori-puzzlink.jsonl');
    const loaded = parsePuzzle(fixture!.url);
    assert.equal(loaded.genre.id, 'hitori');
    const result = await solve(loaded);
    assert.equal(result.status, 'unique');
    assert.deepEqual(hitori.answerToJson(result.answer as boolean[][]), fixture!.solution);
    assert.equal(writePuzzle(loaded), fixture!.url);
    // The pzprv3 file of the same board: its clues read as the same puzzle, its shading (# shaded, + dotted) is the answer.
    const file = parsePuzzle(fixture!.file);
    assert.equal(file.format, 'text');
    assert.deepEqual(file.puzzle, loaded.puzzle);
    const shading = fixture!.file.split('/').slice(8, 12).map((line) => line.trim().split(' ').map((token) => (token === '#' ? 1 : 0)));
    assert.deepEqual(shading, fixture!.solution);
    assert.deepEqual(check(file, shading), []);
    assert.deepEqual(parsePuzzle(writePuzzle(file, 'text')).puzzle, loaded.puzzle);
  });

  it("matches every solution Simon Tatham's Singles saved, 5×5 to 30×30, and writes each ID back", async () => {
    assert.equal(singles.length, 48);
    for (const record of singles) {
      const loaded = parsePuzzle(record.id, { genre: 'hitori' });
      const result = await solve(loaded);
      assert.equal(result.status, 'unique', record.id);
      assert.deepEqual(hitori.answerToJson(result.answer as boolean[][]), record.solution, record.id);
      assert.deepEqual(check(loaded, record.solution), [], record.id);
      assert.equal(writePuzzle(loaded, 'sgt'), record.id);
    }
    // An ID is told from other genres' without naming the genre; a difficulty in the parameters is read and dropped.
    assert.equal(parsePuzzle('5x5:1534355153112542541542551').genre.id, 'hitori');
    assert.equal(writePuzzle(parsePuzzle('5x5dk:1534355153112542541542551'), 'sgt'), '5x5:1534355153112542541542551');
  });

  it("ranks Singles' tricky puzzles above its easy ones (Spearman about 0.5: propagation decides both)", async () => {
    const records = singles
      .filter((record) => ['6x6', '8x8', '10x10', '12x9'].includes(record.params))
      .map((record) => ({ source: 'sgt-singles', genre: 'hitori', level: record.level, rank: record.level === 'easy' ? 0 : 1, puzzle: record.id }));
    const [result] = await calibrate(records);
    assert.ok(result!.correlation >= 0.45, `Spearman ${result!.correlation.toFixed(2)}`);
    const easy = result!.levels.find((level) => level.level === 'easy')!;
    assert.ok((easy.ours.easy ?? 0) > (easy.ours.medium ?? 0), 'most of its easy puzzles rate easy');
  });

  it('reads empty cells and unknown numbers, and writes them as puzz.link does', () => {
    const loaded = parsePuzzle('https://puzz.link/p?hitori/3/2/1@-10.z');
    const puzzle = loaded.puzzle as HitoriPuzzle;
    assert.deepEqual(puzzle.numbers[0], [{ kind: 'number', value: 1 }, { kind: 'unknown' }, { kind: 'number', value: 36 }]);
    assert.deepEqual(puzzle.numbers[1], [null, { kind: 'number', value: 35 }, null]);
    assert.equal(writePuzzle(loaded), 'https://puzz.link/p?hitori/3/2/1@-10.z./');
    assert.throws(() => writePuzzle(loaded, 'sgt'), /Singles game ID has a number in every cell/);
  });

  it('tells several solutions and none', async () => {
    // No number repeats: any one shaded cell will do.
    assert.equal((await count(parsePuzzle('https://puzz.link/p?hitori/2/2/1221'), 10)).count, 4);
    // Every row and column repeats its 1: the two shaded cells can only stand diagonally, and cut the grid in two.
    assert.equal((await solve(parsePuzzle('https://puzz.link/p?hitori/2/2/1111'))).status, 'unsolvable');
  });

  it('hints a cell by the repeated numbers that force it, in plain words', () => {
    const result = hint(parsePuzzle('https://puzz.link/p?hitori/4/4/1114142333214213'));
    assert.equal(result.kind, 'hint');
    const words = JSON.stringify(result);
    assert.match(words, /the [0-9]s of (row|column) [0-9]/);
    assert.match(words, /"description":"r1c1 shaded"/);
  });

  it('generates unique puzzles at each level, re-proved by the solver and the checker', async () => {
    for (const difficulty of ['easy', 'medium', 'hard', 'expert'] as const) {
      const generated = generateHitori({ rows: 6, columns: 6, difficulty, seed: `test-${difficulty}`, options: {}, backend: defaultBackend });
      assert.equal(generated.rating.level, difficulty);
      const loaded = parsePuzzle(writePuzzle({ genre: hitori, puzzle: generated.puzzle, format: 'sgt' }, 'sgt'), { genre: 'hitori' });
      const result = await solve(loaded);
      assert.equal(result.status, 'unique', difficulty);
      assert.deepEqual(result.answer, generated.solution);
      assert.deepEqual(check(loaded, hitori.answerToJson(generated.solution)), []);
    }
  });

});
