// Geradeweg play and editor rules, checked by the genre's own rule checker.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { InputError } from '../../core/errors.js';
import type { LineGrid } from '../../core/lines.js';
import { loopPoints } from '../../core/lines.js';
import { parsePuzzle, solve } from '../../index.js';
import type { GeradewegPuzzle } from './index.js';
import { geradeweg } from './index.js';
import { geradewegEdit, geradewegPlay } from './play.js';
import { geradewegSize } from './puzzle.js';

const loaded = parsePuzzle('https://puzz.link/p?geradeweg/5/5/l211i2h3i4k');
const puzzle = loaded.puzzle as GeradewegPuzzle;
const cell = (row: number, column: number) => ({ row, column });

describe('geradeweg play', () => {
  it('draws the loop with one drag through the numbers, which the rule checker accepts; numbers show in circles', async () => {
    const answer = (await solve(loaded)).answer as LineGrid;
    const state = geradewegPlay.start(puzzle);
    const drawn = geradewegPlay.apply(puzzle, state, geradewegPlay.interpret(puzzle, state, { kind: 'trace', points: loopPoints(geradewegSize(puzzle), answer), button: 'primary' }, 'line')!);
    assert.ok(drawn.ok);
    assert.deepEqual(geradeweg.check(puzzle, geradewegPlay.answer(puzzle, drawn.state)), []);
    const view = geradewegPlay.view(puzzle, drawn.state, {});
    assert.deepEqual(view.cells[1]![1]!.circle, { text: '2', style: 'solid', words: 'number 2' });
  });

  it('reports a segment too long at once, and one too short only once both its ends are crossed out', () => {
    // The 2 at r3c3: lines from r3c2 to r3c5 run three steps across through it.
    const across = (from: number, to: number, mark: 'line' | 'cross') =>
      Array.from({ length: to - from }, (_, index) => ({ line: { orientation: 'horizontal' as const, from: cell(2, from + index) }, mark }));
    const long = geradewegPlay.apply(puzzle, geradewegPlay.start(puzzle), { kind: 'set', lines: across(1, 4, 'line') });
    assert.ok(long.ok);
    assert.deepEqual(geradewegPlay.progress!(puzzle, long.state).broken.map((violation) => violation.code), ['segment-long']);
    // One line across from the 2, open on the right: it may still grow; crossed out beyond both ends, it cannot.
    const short = geradewegPlay.apply(puzzle, geradewegPlay.start(puzzle), { kind: 'set', lines: across(1, 2, 'line') });
    assert.ok(short.ok);
    assert.deepEqual(geradewegPlay.progress!(puzzle, short.state).broken, []);
    const blocked = geradewegPlay.apply(puzzle, short.state, { kind: 'set', lines: [...across(0, 1, 'cross'), ...across(2, 3, 'cross')] });
    assert.ok(blocked.ok);
    assert.deepEqual(geradewegPlay.progress!(puzzle, blocked.state).broken.map((violation) => violation.code), ['segment-short']);
  });
});

describe('geradeweg editor', () => {
  const blank = geradewegEdit.blank({ rows: 4, columns: 4 });
  const press = (current: GeradewegPuzzle, at: { row: number; column: number }, button: 'primary' | 'secondary' = 'primary') =>
    geradewegEdit.edit(current, { kind: 'press', target: { kind: 'cell', cell: at }, button, again: true }, 'number') as GeradewegPuzzle;
  const key = (current: GeradewegPuzzle, at: { row: number; column: number }, typed: string, again = false) =>
    geradewegEdit.edit(current, { kind: 'key', target: { kind: 'cell', cell: at }, key: typed, again }, 'number');

  it('steps a number by presses on the selected cell: ?, 1 up to the largest, empty; the other button back', () => {
    const seen: unknown[] = [];
    let current = blank;
    for (let k = 0; k < 5; k++) {
      current = press(current, cell(0, 0));
      seen.push(current.clues[0]![0]);
    }
    assert.deepEqual(seen, [{ kind: 'unknown' }, { kind: 'number', value: 1 }, { kind: 'number', value: 2 }, { kind: 'number', value: 3 }, null]);
    assert.deepEqual(press(blank, cell(1, 1), 'secondary').clues[1]![1], { kind: 'number', value: 3 });
  });

  it('types numbers, ? and -, erases, and says why a number cannot be', () => {
    const two = key(blank, cell(1, 1), '2')!;
    assert.deepEqual(two.clues[1]![1], { kind: 'number', value: 2 });
    assert.deepEqual(key(two, cell(1, 1), '?')!.clues[1]![1], { kind: 'unknown' });
    assert.deepEqual(key(blank, cell(1, 1), '-')!.clues[1]![1], { kind: 'unknown' });
    assert.equal(key(two, cell(1, 1), 'Delete')!.clues[1]![1], null);
    assert.throws(() => key(blank, cell(1, 1), '7'), (error: unknown) => error instanceof InputError && /1 to 3, not 7/.test(error.message));
    // A digit typed right after another extends the number where it fits: 1 then 2 is 12 on a 13-wide grid.
    const wide = geradewegEdit.blank({ rows: 2, columns: 13 });
    assert.deepEqual(key(key(wide, cell(0, 0), '1')!, cell(0, 0), '2', true)!.clues[0]![0], { kind: 'number', value: 12 });
    // Typed afresh (the cursor went away and came back), it starts a new number: 2, not 12.
    assert.deepEqual(key(key(wide, cell(0, 0), '1')!, cell(0, 0), '2')!.clues[0]![0], { kind: 'number', value: 2 });
  });
});
