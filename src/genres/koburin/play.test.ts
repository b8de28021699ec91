// Koburin play and editor rules, checked by the genre's own rule checker.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { InputError } from '../../core/errors.js';
import { loopPoints } from '../../core/lines.js';
import { parsePuzzle, solve } from '../../index.js';
import type { KoburinAnswer, KoburinPuzzle } from './index.js';
import { koburin } from './index.js';
import { koburinEdit, koburinPlay } from './play.js';
import { koburinSize } from './puzzle.js';

const loaded = parsePuzzle('https://puzz.link/p?koburin/5/5/clcbg.n');
const puzzle = loaded.puzzle as KoburinPuzzle;

describe('koburin play', () => {
  it('shades with clicks, draws the loop with one drag, and the rule checker accepts it', async () => {
    const answer = (await solve(loaded)).answer as KoburinAnswer;
    let state = koburinPlay.start(puzzle);
    for (const cell of [{ row: 0, column: 1 }, { row: 0, column: 4 }, { row: 1, column: 0 }, { row: 2, column: 4 }, { row: 3, column: 2 }]) {
      const outcome = koburinPlay.apply(puzzle, state, koburinPlay.interpret(puzzle, state, { kind: 'press', target: { kind: 'cell', cell }, button: 'primary' }, 'line')!);
      assert.ok(outcome.ok);
      state = outcome.state;
    }
    const drawn = koburinPlay.apply(puzzle, state, koburinPlay.interpret(puzzle, state, { kind: 'trace', points: loopPoints(koburinSize(puzzle), answer.lines), button: 'primary' }, 'line')!);
    assert.ok(drawn.ok);
    assert.deepEqual(koburin.check(puzzle, koburinPlay.answer(puzzle, drawn.state)), []);
    const view = koburinPlay.view(puzzle, drawn.state, {});
    assert.deepEqual(view.cells[3]![1], { tint: 'block', tintWords: 'numbered cell', value: { text: '?', kind: 'given' } });
    assert.deepEqual(view.cells[0]![0]!.value, { text: '2', kind: 'given' });
    // A numbered cell is neither shaded nor dotted.
    assert.equal(koburinPlay.interpret(puzzle, drawn.state, { kind: 'press', target: { kind: 'cell', cell: { row: 0, column: 0 } }, button: 'primary' }, 'line'), undefined);
  });

  it('reports a number with too many shaded neighbours while the board is in play', () => {
    let state = koburinPlay.start(puzzle);
    for (const cell of [{ row: 1, column: 2 }, { row: 2, column: 1 }]) {
      const outcome = koburinPlay.apply(puzzle, state, { kind: 'cell', cell, value: 1 });
      assert.ok(outcome.ok);
      state = outcome.state;
    }
    assert.deepEqual(koburinPlay.progress!(puzzle, state).broken.map((violation) => violation.code), ['wrong-count']);
  });
});

describe('koburin editor', () => {
  const blank = koburinEdit.blank({ rows: 3, columns: 3 });
  const press = (current: KoburinPuzzle, cell: { row: number; column: number }, button: 'primary' | 'secondary' = 'primary') =>
    koburinEdit.edit(current, { kind: 'press', target: { kind: 'cell', cell }, button, again: true }, 'clue') as KoburinPuzzle;
  const key = (current: KoburinPuzzle, cell: { row: number; column: number }, typed: string) => koburinEdit.edit(current, { kind: 'key', target: { kind: 'cell', cell }, key: typed }, 'clue');

  it('steps a number by presses on the selected cell: ?, 0 up to its neighbours, empty; the other button back', () => {
    const corner = { row: 0, column: 0 };
    const seen: unknown[] = [];
    let current = blank;
    for (let k = 0; k < 5; k++) {
      current = press(current, corner);
      seen.push(current.clues[0]![0]);
    }
    assert.deepEqual(seen, ['unknown', 0, 1, 2, null]);
    assert.equal(press(blank, { row: 1, column: 1 }, 'secondary').clues[1]![1], 4);
  });

  it('types numbers, ? and -, erases, and says why a number cannot be', () => {
    const middle = { row: 1, column: 1 };
    const three = key(blank, middle, '3')!;
    assert.equal(three.clues[1]![1], 3);
    assert.equal(key(three, middle, '?')!.clues[1]![1], 'unknown');
    assert.equal(key(blank, middle, '-')!.clues[1]![1], 'unknown');
    assert.equal(key(three, middle, 'Delete')!.clues[1]![1], null);
    assert.throws(() => key(blank, { row: 0, column: 0 }, '3'), (error: unknown) => error instanceof InputError && /r1c1 counts its 2 neighbours at most, not 3/.test(error.message));
    // The edited puzzle is the one its URL reads back.
    assert.deepEqual(parsePuzzle(koburin.formats[0]!.write!(three)).puzzle, three);
  });
});
