// The command line's generate, hint and explain: what a user types and reads.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { runCli } from '../../test/helpers.js';
import { sudoku } from '../genres/sudoku/index.js';

describe('command line: generate, hint, explain', () => {
  it('generates the same puzzles for the same seed, one per line', async () => {
    const first = await runCli(['generate', sudoku.id, '--size', '4x4', '--seed', 'cli', '--count', '2', '--difficulty', 'easy', '--format', 'sgt']);
    assert.equal(first.status, 0, first.stderr);
    const lines = first.stdout.trim().split('\n');
    assert.equal(lines.length, 2);
    assert.ok(lines.every((line) => line.startsWith('2x2:')));
    assert.equal((await runCli(['generate', sudoku.id, '--size', '4x4', '--seed', 'cli', '--count', '2', '--difficulty', 'easy', '--format', 'sgt'])).stdout, first.stdout);
  });

  it('refuses an unknown symmetry with a message', async () => {
    const result = await runCli(['generate', sudoku.id, '--size', '4x4', '--symmetry', 'spiral']);
    assert.equal(result.status, 2);
    assert.match(result.stderr, /--symmetry: unknown symmetry 'spiral'/);
  });

  it('prints a hint with its reason', async () => {
    const result = await runCli(['hint', 'https://puzz.link/p?sudoku/4/4/g1k23k3g']);
    assert.equal(result.status, 0, result.stderr);
    assert.match(result.stdout, /^r\dc\d is \d: .*because of\n(  the given \d at r\dc\d\n)+/);
  });

  it('points at a mistake in the placed cells', async () => {
    const result = await runCli(['hint', 'https://puzz.link/p?sudoku/4/4/g1k23k3g', '--state', '[[null,null,null,1],[null,null,null,null],[null,null,null,null],[null,null,null,null]]', '--json']);
    assert.equal(result.status, 1);
    const json = JSON.parse(result.stdout);
    assert.equal(json.kind, 'mistake');
    assert.deepEqual(json.reason.placed, [{ cell: { row: 0, column: 3 }, value: 1 }]);
  });

  it('refuses a state that is not a grid', async () => {
    const result = await runCli(['hint', 'https://puzz.link/p?sudoku/4/4/g1k23k3g', '--state', '{"x":1}']);
    assert.equal(result.status, 2);
    assert.match(result.stderr, /--state/);
  });

  it('explains an unsolvable puzzle by its conflicting clues', async () => {
    const result = await runCli(['explain', 'https://puzz.link/p?sudoku/4/4/g1k23k33']);
    assert.equal(result.status, 1);
    assert.match(result.stdout, /no solution: these 2 clue\(s\) cannot hold together/);
    assert.match(result.stdout, /the given 3 at r4c3\n {2}the given 3 at r4c4/);
  });

  it('explains a puzzle with several solutions', async () => {
    const result = await runCli(['explain', 'https://puzz.link/p?sudoku/4/4/g1k2l3g', '--json']);
    assert.equal(result.status, 0, result.stderr);
    const json = JSON.parse(result.stdout);
    assert.equal(json.kind, 'multiple');
    assert.ok(json.differingCells.length >= 2);
  });
});
