// Masyu play and editor rules, checked by the genre's own rule checker.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { LineGrid } from '../../core/lines.js';
import { loopPoints } from '../../core/lines.js';
import { parsePuzzle, solve } from '../../index.js';
import type { MasyuPuzzle } from './index.js';
import { masyu } from './index.js';
import { masyuEdit, masyuPlay } from './play.js';
import { masyuSize } from './puzzle.js';

const loaded = parsePuzzle('https://puzz.link/p?mashu/6/6/1063000i3000');
const puzzle = loaded.puzzle as MasyuPuzzle;

describe('masyu play', () => {
  it('draws the loop with one drag through the cells and the rule checker accepts it', async () => {
    const answer = (await solve(loaded)).answer as LineGrid;
    const start = masyuPlay.start(puzzle);
    const move = masyuPlay.interpret(puzzle, start, { kind: 'trace', points: loopPoints(masyuSize(puzzle), answer), button: 'primary' }, 'line')!;
    const outcome = masyuPlay.apply(puzzle, start, move);
    assert.ok(outcome.ok);
    assert.deepEqual(masyu.check(puzzle, masyuPlay.answer(puzzle, outcome.state)), []);
    const view = masyuPlay.view(puzzle, outcome.state, {});
    assert.equal(view.lines?.points, 'centres');
    assert.deepEqual(view.cells[0]![2]!.circle, { text: '', style: 'solid', words: 'white pearl' });
    assert.equal(view.cells[1]![1]!.circle?.style, 'filled');
    // Half a loop is a dead end twice over.
    const half = masyuPlay.apply(puzzle, start, { kind: 'set', lines: move.lines.slice(0, 5) });
    assert.ok(half.ok && masyu.check(puzzle, masyuPlay.answer(puzzle, half.state)).some((violation) => violation.code === 'dead-end'));
  });
});

describe('masyu editor', () => {
  it('cycles pearls with presses, types W, B and Delete, and the URL holds them', () => {
    const target = { kind: 'cell', cell: { row: 2, column: 3 } } as const;
    let edited = masyuEdit.blank({ rows: 5, columns: 6 });
    edited = masyuEdit.edit(edited, { kind: 'press', target, button: 'primary' }, 'pearl')!;
    assert.equal(edited.pearls[2]![3], 'white');
    edited = masyuEdit.edit(edited, { kind: 'press', target, button: 'primary' }, 'pearl')!;
    assert.equal(edited.pearls[2]![3], 'black');
    const url = masyu.formats.find((format) => format.id === 'url')!;
    assert.deepEqual(url.parse(url.write!(edited)), edited);
    edited = masyuEdit.edit(edited, { kind: 'key', target, key: 'w' }, 'pearl')!;
    assert.equal(edited.pearls[2]![3], 'white');
    edited = masyuEdit.edit(edited, { kind: 'key', target, key: 'Delete' }, 'pearl')!;
    assert.equal(edited.pearls[2]![3], null);
    assert.throws(() => masyuEdit.blank({ rows: 1, columns: 4 }), /2×2 to 60×60/);
  });
});
