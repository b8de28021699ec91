// Shikaku play and editor rules, checked by the genre's own rule checker.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Cell } from '../../core/geometry.js';
import type { LineMove } from '../shared/line-play.js';
import { replay } from '../../core/play.js';
import { facts, parsePuzzle, solve } from '../../index.js';
import type { ShikakuAnswer, ShikakuPartial, ShikakuPuzzle } from './index.js';
import { shikaku } from './index.js';
import { shikakuEdit, shikakuPlay } from './play.js';

const loaded = parsePuzzle('https://puzz.link/p?shikaku/3/2/24j');
const puzzle = loaded.puzzle as ShikakuPuzzle;
const trace = (points: Cell[], button: 'primary' | 'secondary' = 'primary') => ({ kind: 'trace', points, button }) as const;
const play = shikakuPlay;

function lineMove(move: LineMove | undefined): LineMove {
  if (move?.kind !== 'set') assert.fail(`expected borders set, got ${JSON.stringify(move)}`);
  return move;
}

describe('shikaku play', () => {
  it('draws a border with a drag between corners, and the rule checker accepts the division', () => {
    // The border between the first column and the rest: from corner (0, 1) down to corner (2, 1).
    const move = lineMove(play.interpret(puzzle, play.start(puzzle), trace([{ row: 0, column: 1 }, { row: 1, column: 1 }, { row: 2, column: 1 }]), 'line'));
    const state = replay(play, puzzle, [move]);
    const answer = play.answer(puzzle, state);
    assert.deepEqual(answer, { right: [[true, false], [true, false]], below: [[false, false, false]] });
    assert.deepEqual(shikaku.check(puzzle, answer), []);
    const view = play.view(puzzle, state, {});
    assert.equal(view.lines?.points, 'corners');
    assert.equal(view.lines?.lines.length, 2);
    assert.equal(view.cells[0]![1]!.value?.text, '4');
  });

  it("draws nothing on the grid's frame: a drag along it is no move, and such a move is refused", () => {
    const start = play.start(puzzle);
    assert.equal(play.interpret(puzzle, start, trace([{ row: 0, column: 0 }, { row: 0, column: 1 }]), 'line'), undefined);
    // A drag from the frame into the grid keeps its inner part.
    const mixed = lineMove(play.interpret(puzzle, start, trace([{ row: 0, column: 0 }, { row: 0, column: 1 }, { row: 1, column: 1 }]), 'line'));
    assert.deepEqual(mixed.lines.map(({ line }) => line), [{ orientation: 'vertical', from: { row: 0, column: 1 } }]);
    const outcome = play.apply(puzzle, start, { kind: 'set', lines: [{ line: { orientation: 'horizontal', from: { row: 2, column: 0 } }, mark: 'line' }] });
    assert.equal(outcome.ok, false);
    // Stored progress with a mark on the frame is no state of this puzzle.
    const marked = { lines: { ...start.lines, horizontal: start.lines.horizontal.map((row, r) => row.map((mark, c) => (r === 0 && c === 0 ? 'line' : mark))) } };
    assert.equal(play.isState(puzzle, marked), false);
    assert.equal(play.isState(puzzle, start), true);
  });

  it('shows a solution as its borders, hints a missing border, and says where the facts leave cells open', async () => {
    const answer = (await solve(loaded)).answer as ShikakuAnswer;
    const shown = play.fromAnswer(puzzle, answer);
    assert.deepEqual(play.answer(puzzle, shown), answer);
    const known = (await facts(loaded)).facts as ShikakuPartial;
    assert.deepEqual(known, { right: [[true, false], [true, false]], below: [[false, false, false]] });
    const hint = lineMove(play.hint(puzzle, play.start(puzzle), known));
    assert.equal(hint.lines.length, 1);
    assert.equal(hint.lines[0]!.mark, 'line', 'a border first, then crosses');
    assert.deepEqual(play.openCells(puzzle, known), []);
    const open: ShikakuPartial = { right: [[null, false], [true, false]], below: [[false, false, false]] };
    assert.deepEqual(play.openCells(puzzle, open), [{ row: 0, column: 0 }, { row: 0, column: 1 }]);
    // A finished division leaves no edge open: an edge without a border is none.
    assert.deepEqual(play.placed!(puzzle, shown), { right: [[1, 0], [1, 0]], below: [[0, 0, 0]] });
    assert.deepEqual(play.placed!(puzzle, play.start(puzzle)), { right: [[null, null], [null, null]], below: [[null, null, null]] });
  });
});

describe('shikaku check in play', () => {
  const set = (lines: { from: Cell; orientation: 'horizontal' | 'vertical'; mark: 'line' | 'cross' }[]) =>
    replay(play, puzzle, [{ kind: 'set', lines: lines.map(({ from, orientation, mark }) => ({ line: { orientation, from }, mark })) }]);

  it('finds nothing wrong on an empty board, and counts the borders that still end inside the grid', () => {
    assert.deepEqual(play.progress!(puzzle, play.start(puzzle)), { broken: [], open: 0, openThing: 'line end' });
    // Half of the border down from the frame: it ends at corner (1, 1).
    assert.deepEqual(play.progress!(puzzle, set([{ orientation: 'vertical', from: { row: 0, column: 1 }, mark: 'line' }])), { broken: [], open: 1, openThing: 'line end' });
  });

  it('reports what no more borders can mend: an area closed off without a number, numbers joined by crosses, a number with too little room', () => {
    // A border down the whole grid between the second and third columns closes the third column off.
    const closed = play.progress!(puzzle, set([0, 1].map((row) => ({ orientation: 'vertical' as const, from: { row, column: 2 }, mark: 'line' as const }))));
    assert.deepEqual(closed.broken.map((violation) => violation.code), ['room-without-number']);
    assert.equal(closed.open, 0);
    // A cross between the 2 and the 4 puts them in one rectangle.
    const joined = play.progress!(puzzle, set([{ orientation: 'vertical', from: { row: 0, column: 1 }, mark: 'cross' }]));
    assert.deepEqual(joined.broken.map((violation) => violation.code), ['room-with-two-numbers']);
    // The 2 walled into its cell.
    const walled = play.progress!(puzzle, set([{ orientation: 'vertical', from: { row: 0, column: 1 }, mark: 'line' }, { orientation: 'horizontal', from: { row: 1, column: 0 }, mark: 'line' }]));
    assert.deepEqual(walled.broken.map((violation) => [violation.code, violation.message]), [['wrong-area', 'the 2 at r1c1 has at most 1 cell left']]);
  });
});

describe('shikaku editor', () => {
  const blank = shikakuEdit.blank({ rows: 2, columns: 3 });
  const cell = { row: 0, column: 0 };
  const press = (button: 'primary' | 'secondary') => ({ kind: 'press', target: { kind: 'cell', cell }, button, again: true }) as const;
  const key = (text: string) => ({ kind: 'key', target: { kind: 'cell', cell }, key: text }) as const;

  it('steps a number up with a click or tap and down with the other button, through ? and up to the area of the grid', () => {
    const up = shikakuEdit.edit(blank, press('primary'), 'clue')!;
    assert.deepEqual(up.clues[0]![0], { kind: 'unknown' });
    const one = shikakuEdit.edit(up, press('primary'), 'clue')!;
    assert.deepEqual(one.clues[0]![0], { kind: 'number', value: 1 });
    const largest = shikakuEdit.edit(blank, press('secondary'), 'clue')!;
    assert.deepEqual(largest.clues[0]![0], { kind: 'number', value: 6 });
    assert.equal(shikakuEdit.edit(largest, press('primary'), 'clue')!.clues[0]![0], null);
  });

  it('types numbers, extends them while they fit, and clears them', () => {
    const one = shikakuEdit.edit(blank, key('1'), 'clue')!;
    const twelve = shikakuEdit.edit(one, key('2'), 'clue')!;
    // 12 is more than a 3×2 grid holds: the 2 starts a new number.
    assert.deepEqual(twelve.clues[0]![0], { kind: 'number', value: 2 });
    assert.deepEqual(shikakuEdit.edit(blank, key('?'), 'clue')!.clues[0]![0], { kind: 'unknown' });
    assert.equal(shikakuEdit.edit(twelve, key('Backspace'), 'clue')!.clues[0]![0], null);
    assert.equal(shikakuEdit.edit(blank, key('Backspace'), 'clue'), undefined);
    assert.equal(shikakuEdit.edit(blank, key('0'), 'clue'), undefined, 'a rectangle has at least one cell: a 0 changes nothing, as in puz.link');
    assert.throws(() => shikakuEdit.edit(blank, key('7'), 'clue'), /the number at r1c1 is a rectangle of 1 to 6 cells, not 7/);
    assert.throws(() => shikakuEdit.blank({ rows: 41, columns: 3 }), /1×1 to 40×40, not 3×41/);
  });
});
