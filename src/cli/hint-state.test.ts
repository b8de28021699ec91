// `hint --state` on the command line: a line genre's own answer and partial answers are read; what cannot be read
// is refused with exit 2 naming its place, never dropped.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { runCli } from '../../test/helpers.js';

const slitherlink = 'https://puzz.link/p?slither/5/5/cbcbcddad';

describe('hint --state', async () => {
  it("reads a Slitherlink answer as solve --json prints it, and a partial one with null where open", async () => {
    const solved = await runCli(['solve', slitherlink, '--json']);
    assert.equal(solved.status, 0);
    const fromAnswer = await runCli(['hint', slitherlink, '--state', solved.stdout]);
    assert.equal(fromAnswer.status, 0, fromAnswer.stderr);
    assert.match(fromAnswer.stdout, /nothing left to deduce/);
    const answer = (JSON.parse(solved.stdout) as { answer: { horizontal: number[][]; vertical: number[][] } }).answer;
    const partial = { horizontal: answer.horizontal.map((row, index) => (index === 0 ? row : row.map(() => null))), vertical: answer.vertical.map((row) => row.map(() => null)) };
    const fromPartial = await runCli(['hint', slitherlink, '--state', JSON.stringify(partial), '--json']);
    assert.equal(fromPartial.status, 0, fromPartial.stderr);
    assert.equal((JSON.parse(fromPartial.stdout) as { kind: string }).kind, 'hint');
  });

  it('refuses a Hitori state with values it cannot place and a fifth row, naming the place', async () => {
    const hitori = 'https://puzz.link/p?hitori/4/4/1114142333214213';
    const open = [null, null, null, null];
    const fiveRows = await runCli(['hint', hitori, '--state', JSON.stringify([[7, 'x', true, null], open, open, open, [1, 1, 1, 1, 1]])]);
    assert.equal(fiveRows.status, 2);
    assert.match(fiveRows.stderr, /--state: the state must have 4 rows, not 5/);
    const badValue = await runCli(['hint', hitori, '--state', JSON.stringify([[7, 'x', true, null], open, open, open])]);
    assert.equal(badValue.status, 2);
    assert.match(badValue.stderr, /--state: row 1, column 1: 7 cannot be placed there/);
  });

  it("reads Slant's answer strings, so that a complete answer leaves nothing to deduce", async () => {
    const slant = 'https://puzz.link/p?gokigen/4/4/iaegcgcj6a';
    const solved = await runCli(['solve', slant, '--json']);
    const result = await runCli(['hint', slant, '--state', solved.stdout]);
    assert.equal(result.status, 0, result.stderr);
    assert.match(result.stdout, /nothing left to deduce/);
  });
});
