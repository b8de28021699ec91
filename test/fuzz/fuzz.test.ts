// The fuzz suite, quick run (a few hundred cases per family; `npm run fuzz` runs thousands): no input gets anything
// but a clean InputError out of the readers, every error is one line naming its place, nothing is slow, reading
// time grows linearly with the input, and every puzzle written reads back equal.
// PENCILSAT_FUZZ_CASES sets the cases per family, PENCILSAT_FUZZ_SEED the seed (a failure prints the one it used).

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { InputError } from '../../src/core/errors.js';
import { loadPuzzle, writePuzzle } from '../../src/core/puzzle.js';
import { genres } from '../../src/genres/index.js';
import { growingInputs } from './families.js';
import { families, growthRatio, runFamily } from './harness.js';

const cases = Number(process.env.PENCILSAT_FUZZ_CASES ?? 200);
const seed = Number(process.env.PENCILSAT_FUZZ_SEED ?? Date.now() % 1_000_000);

describe(`fuzz: every format family (${cases} cases each, seed ${seed})`, () => {
  for (const family of families()) {
    it(family.name, (context) => {
      const report = runFamily(family, Math.max(10, Math.ceil(cases / family.weight)), seed);
      context.diagnostic(`${report.cases} cases: ${report.accepted} read, ${report.cleanErrors} clean errors, ${report.crashes.length} crashes, ${report.hangs.length} hangs`);
      assert.deepEqual(report.crashes.slice(0, 3), [], `seed ${seed}`);
      assert.deepEqual(report.hangs.slice(0, 3), [], `seed ${seed}`);
    });
  }
});

describe('fuzz: reading time grows linearly with the input', () => {
  for (const input of growingInputs) {
    it(input.name, () => {
      const { small, large, linear } = growthRatio(input.build);
      assert.ok(linear, `${input.name}: ${small.toFixed(2)} ms, then ${large.toFixed(2)} ms at 8 times the size`);
    });
  }

  it('reads the inputs that were slow quickly', () => {
    const slow = [
      '\n'.repeat(200_000) + 'x',
      '\n'.repeat(200_000) + 'w 5\nh 5\n',
      'values\n' + '0 '.repeat(100_000),
      '5:0' + 'U'.repeat(1_000_000),
      '1x' + '1'.repeat(200_000),
    ];
    for (const text of slow) {
      const started = performance.now();
      try {
        loadPuzzle(genres, text);
      } catch (error) {
        assert.ok(error instanceof InputError, String(error));
      }
      const seconds = (performance.now() - started) / 1000;
      assert.ok(seconds < 2, `${JSON.stringify(text.slice(0, 12))}…: ${seconds.toFixed(2)} s`);
    }
  });
});

describe('convert never changes a puzzle silently', () => {
  const convert = (text: string, format: string) => writePuzzle(loadPuzzle(genres, text), format);

  it('refuses to write a Sudoku X where its diagonals would be lost, and keeps them where they fit', () => {
    const sudokuX = '2x2x:a1b2a3b4f';
    for (const format of ['text', 'line', 'url']) {
      // Each refusal names the format that can hold it.
      assert.throws(() => convert(sudokuX, format), (error: unknown) => error instanceof InputError && /(X variant|no diagonals|plain).*Solo game ID/.test(error.message), format);
    }
    assert.equal(convert(sudokuX, 'sgt'), sudokuX);
  });

  it('refuses boxes the other formats would read differently', () => {
    // 3x2: boxes two columns wide and three rows tall, where a 6×6 grid is read with boxes three wide.
    const tall = '3x2:a1b2a3b4z';
    for (const format of ['text', 'line', 'url']) assert.throws(() => convert(tall, format), /(usual boxes|draws the boxes).*Solo game ID/, format);
  });

  it('refuses numbers a puzz.link URL cannot hold, and keeps them in the formats that can', () => {
    const pzl = 'countries\nA A\nB B\ncircles\n4096 .\n. 5000\n';
    assert.throws(() => convert(pzl, 'url'), /cannot hold the number 4096/);
    const json = convert(pzl, 'json');
    assert.equal(convert(json, 'pzl'), convert(pzl, 'pzl'));
    assert.deepEqual(loadPuzzle(genres, json).puzzle, loadPuzzle(genres, pzl).puzzle);
  });
});
