// `generate --count N` in a format of several lines: the puzzles are kept apart by a separator line that `batch`
// reads as N puzzles and every reader refuses with its line, instead of reading them as one grid.

import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { runCli } from '../../test/helpers.js';
import { masyu } from '../genres/masyu/index.js';

describe('generate --count in a text format', async () => {
  it('separates the puzzles, batch reads each, and solve refuses the whole naming the separator line', async () => {
    const generated = await runCli(['generate', masyu.id, '--format', 'text', '--count', '2', '--size', '5x5', '--seed', 'z']);
    assert.equal(generated.status, 0, generated.stderr);
    const lines = generated.stdout.trimEnd().split('\n');
    assert.deepEqual(lines.map((line, index) => (line === '---' ? index : -1)).filter((index) => index >= 0), [5]);

    const solved = await runCli(['solve', '-'], generated.stdout);
    assert.equal(solved.status, 2);
    assert.match(solved.stderr, /line 6: a '---' line separates 2 puzzles/);

    const file = join(mkdtempSync(join(tmpdir(), 'pencilsat-')), 'masyu.txt');
    writeFileSync(file, generated.stdout);
    const batch = await runCli(['batch', file]);
    assert.equal(batch.status, 0, batch.stderr);
    const reports = batch.stdout.trim().split('\n').map((line) => JSON.parse(line) as { input: string; status: string; checked: boolean });
    assert.deepEqual(reports.map((report) => [report.input, report.status, report.checked]), [
      ['puzzle 1 (line 1)', 'unique', true],
      ['puzzle 2 (line 7)', 'unique', true],
    ]);
  });

  it('writes no separator between one-line puzzles (URLs), which batch reads a line at a time', async () => {
    const generated = await runCli(['generate', masyu.id, '--count', '2', '--size', '5x5', '--seed', 'z']);
    assert.equal(generated.status, 0, generated.stderr);
    assert.equal(generated.stdout.trim().split('\n').length, 2);
    assert.doesNotMatch(generated.stdout, /---/);
  });
});
