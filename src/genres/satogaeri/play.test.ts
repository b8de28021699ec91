// Satogaeri play and drawing rules: dragging circles, refusing illegal moves, tracks and tinted countries, hints,
// and drawing countries and circles.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { facts, parsePuzzle, solve } from '../../index.js';
import { replay } from '../../core/play.js';
import type { SatogaeriPartial, SatogaeriPuzzle } from './index.js';
import { satogaeri } from './index.js';
import type { SatogaeriMove } from './play.js';
import { readCircle, satogaeriEdit, satogaeriPlay } from './play.js';
import { makeSatogaeri } from './puzzle.js';

// puzz.link satogaeri/4/4/94g1g02m1h.j: countries A (top left 2×2), B (right half), C (bottom left 2×2).
const loaded = parsePuzzle('https://puzz.link/p?satogaeri/4/4/94g1g02m1h.j');
const puzzle = loaded.puzzle as SatogaeriPuzzle;
const cell = (row: number, column: number) => ({ row, column });

function drag(state: ReturnType<typeof satogaeriPlay.start>, from: [number, number], to: [number, number]) {
  const move = satogaeriPlay.interpret(puzzle, state, { kind: 'drag', from: cell(...from), to: cell(...to) }, '');
  assert.ok(move, 'a drag from a circle is a move');
  return satogaeriPlay.apply(puzzle, state, move);
}

describe('satogaeri play', () => {
  it('drags the circles to the solution, draws tracks and tints the countries', () => {
    let state = satogaeriPlay.start(puzzle);
    for (const [from, to] of [
      [[0, 0], [0, 2]],
      [[2, 0], [1, 0]],
      [[2, 3], [2, 1]],
    ] as [[number, number], [number, number]][]) {
      const outcome = drag(state, from, to);
      assert.ok(outcome.ok, JSON.stringify(outcome));
      state = outcome.state;
    }
    assert.deepEqual(satogaeriPlay.answer(puzzle, state), [
      { from: cell(0, 0), to: cell(0, 2) },
      { from: cell(2, 0), to: cell(1, 0) },
      { from: cell(2, 3), to: cell(2, 1) },
    ]);
    assert.deepEqual(satogaeri.check(puzzle, satogaeriPlay.answer(puzzle, state)), [], 'the rule checker accepts it');
    assert.ok(satogaeri.check(puzzle, satogaeriPlay.answer(puzzle, satogaeriPlay.start(puzzle))).length > 0);
    const view = satogaeriPlay.view(puzzle, state, { colored: true });
    assert.equal(view.tracks?.length, 3);
    assert.equal(view.cells[0]![2]!.circle?.style, 'solid');
    assert.equal(view.cells[0]![0]!.circle?.style, 'ghost');
    assert.ok(view.cells.flat().every((look) => look.tint === 'filled'), 'every country holds a circle');
    assert.ok(satogaeriPlay.view(puzzle, state, { colored: false }).cells.flat().every((look) => look.tint === undefined));
    const tints = (moves: readonly SatogaeriMove[]) =>
      satogaeriPlay.view(puzzle, replay(satogaeriPlay, puzzle, moves), { colored: true }).cells.map((row) => row.map((look) => (look.tint ? 'x' : '.')).join(''));
    // A country is tinted when its one circle has made its move (puzz.link's meaning): not at the start, where the 2
    // and the 1 must still leave and the blank circle may.
    assert.deepEqual(tints([]), ['....', '....', '....', '....']);
    // The 1 moved up into the 2's country: that country holds two circles and is not tinted; C holds none.
    assert.deepEqual(tints([{ kind: 'move', circle: 1, to: cell(1, 0) }]), ['....', '....', '....', '....']);
    // The 2 moved out into B and the 1 up into A: A holds one moved circle, tinted; B holds two. The blank circle
    // marked as staying settles B on its own.
    assert.deepEqual(tints([{ kind: 'move', circle: 0, to: cell(0, 2) }, { kind: 'move', circle: 1, to: cell(1, 0) }]), ['xx..', 'xx..', '....', '....']);
    assert.deepEqual(tints([{ kind: 'stay', circle: 2, stays: true }]), ['..xx', '..xx', '..xx', '..xx']);
  });

  it('checks an unfinished board: circles still to move are open; two placed in one country are wrong for good', () => {
    const progress = satogaeriPlay.progress!;
    assert.deepEqual(progress(puzzle, satogaeriPlay.start(puzzle)), { broken: [], open: 3, openThing: 'circle' });
    // The 1 up into A while the 2 is still at home: not wrong yet.
    assert.deepEqual(progress(puzzle, replay(satogaeriPlay, puzzle, [{ kind: 'move', circle: 1, to: cell(1, 0) }])).broken, []);
    // The 2 into B, where the blank circle stays: B ends with two circles whatever comes next.
    const crowded = progress(puzzle, replay(satogaeriPlay, puzzle, [{ kind: 'move', circle: 0, to: cell(0, 2) }, { kind: 'stay', circle: 2, stays: true }]));
    assert.deepEqual(crowded.broken.map((violation) => violation.code), ['two-circles']);
    assert.equal(crowded.open, 1);
  });

  it('refuses bent, wrong-length and crossing moves, naming the cells', () => {
    const start = satogaeriPlay.start(puzzle);
    const bent = drag(start, [0, 0], [1, 1]);
    assert.equal(bent.ok, false);
    const short = drag(start, [0, 0], [0, 1]);
    assert.ok(!short.ok && /exactly 2/.test(short.reason));
    const over = drag(start, [2, 3], [2, 0]);
    assert.ok(!over.ok && over.cells.some((blocked) => blocked.row === 2 && blocked.column === 0), 'it would pass over the 1');
    const moved = drag(start, [2, 0], [3, 0]);
    assert.ok(moved.ok);
    const crossing = drag(moved.state, [2, 3], [2, 0]);
    assert.equal(crossing.ok, false);
  });

  it('picks a moved circle up again, and sends it home from its start cell or with Delete', () => {
    const moved = drag(satogaeriPlay.start(puzzle), [2, 3], [2, 2]);
    assert.ok(moved.ok);
    const again = drag(moved.state, [2, 2], [2, 1]);
    assert.ok(again.ok);
    assert.deepEqual(again.state.positions[2], cell(2, 1));
    const home = satogaeriPlay.interpret(puzzle, again.state, { kind: 'press', target: { kind: 'cell', cell: cell(2, 3) }, button: 'primary' }, '');
    assert.deepEqual(home, { kind: 'move', circle: 2, to: cell(2, 3) });
    const deleted = satogaeriPlay.interpret(puzzle, again.state, { kind: 'key', target: { kind: 'cell', cell: cell(2, 1) }, key: 'Delete' }, '');
    assert.deepEqual(deleted, home);
    assert.equal(satogaeriPlay.interpret(puzzle, again.state, { kind: 'drag', from: cell(3, 3), to: cell(3, 2) }, ''), undefined);
  });

  it('hints a forced circle from the facts, and moves a blocking one home first', async () => {
    const known = (await facts(loaded)).facts as SatogaeriPartial;
    assert.deepEqual(known.map((fact) => fact.to), [cell(0, 2), cell(1, 0), cell(2, 1)]);
    const start = satogaeriPlay.start(puzzle);
    assert.deepEqual(satogaeriPlay.hint(puzzle, start, known), { kind: 'move', circle: 0, to: cell(0, 2) });
    const blocking = replay(satogaeriPlay, puzzle, [{ kind: 'move', circle: 2, to: cell(0, 3) }]);
    assert.ok(satogaeriPlay.hint(puzzle, blocking, known));
    assert.deepEqual(satogaeriPlay.openCells(puzzle, [...known.slice(0, 2), { from: cell(2, 3), to: null }]), [cell(2, 3)]);
    const result = await solve(loaded);
    const solved = satogaeriPlay.fromAnswer(puzzle, result.answer as Parameters<typeof satogaeriPlay.fromAnswer>[1]);
    assert.deepEqual(solved.positions, known.map((fact) => fact.to));
  });

  it('a click on a circle without a number at home puts a dot in it (it stays); a move takes the dot away', () => {
    // Countries r1c1 r2c1 | the rest; a blank circle at r1c1, a 1 at r1c2.
    const small = makeSatogaeri([[0, 1, 1], [0, 1, 1]], [{ row: 0, column: 0, number: null }, { row: 0, column: 1, number: 1 }]);
    const press = (state: ReturnType<typeof satogaeriPlay.start>, column: number) =>
      satogaeriPlay.interpret(small, state, { kind: 'press', target: { kind: 'cell', cell: cell(0, column) }, button: 'primary', again: true }, '');
    const start = satogaeriPlay.start(small);
    assert.equal(press(start, 1), undefined, 'a numbered circle cannot stay');
    const select = { kind: 'press', target: { kind: 'cell', cell: cell(0, 0) }, button: 'primary' } as const;
    assert.equal(satogaeriPlay.interpret(small, start, select, ''), undefined, 'a first click only selects the circle');
    assert.equal(satogaeriPlay.apply(small, start, { kind: 'stay', circle: 1, stays: true }).ok, false);
    const marked = satogaeriPlay.apply(small, start, press(start, 0)!);
    assert.ok(marked.ok);
    assert.equal(satogaeriPlay.view(small, marked.state, {}).cells[0]![0]!.fill, 'unshaded', 'a dot in the circle');
    assert.deepEqual(satogaeriPlay.placed!(small, marked.state), [{ from: [0, 0], to: [0, 0] }, { from: [0, 1], to: null }]);
    const unmarked = satogaeriPlay.apply(small, marked.state, press(marked.state, 0)!);
    assert.ok(unmarked.ok);
    assert.deepEqual(unmarked.state, start, 'a second click takes the dot away');
    const moved = replay(satogaeriPlay, small, [{ kind: 'stay', circle: 0, stays: true }, { kind: 'move', circle: 0, to: cell(1, 0) }]);
    assert.deepEqual(moved.positions[0], cell(1, 0));
    assert.equal(moved.stays, undefined, 'a circle that moves no longer stays');
    // The solution from the answer has the dot; the hint from the facts puts it there.
    const known = satogaeriPlay.fromAnswer(small, [{ from: cell(0, 0), to: cell(0, 0) }, { from: cell(0, 1), to: cell(0, 2) }]);
    assert.deepEqual(known.stays, [true, false]);
    const facts = [{ from: cell(0, 0), to: cell(0, 0) }, { from: cell(0, 1), to: null }];
    assert.deepEqual(satogaeriPlay.hint(small, start, facts), { kind: 'stay', circle: 0, stays: true });
    assert.equal(satogaeriPlay.hint(small, marked.state, facts), undefined);
  });

  it('says what the player placed as the partial answer: moved circles only, null for a circle at home', () => {
    assert.deepEqual(satogaeriPlay.placed!(puzzle, satogaeriPlay.start(puzzle)), [
      { from: [0, 0], to: null },
      { from: [2, 0], to: null },
      { from: [2, 3], to: null },
    ]);
    const moved = replay(satogaeriPlay, puzzle, [
      { kind: 'move', circle: 2, to: cell(2, 1) },
      { kind: 'move', circle: 0, to: cell(0, 2) },
      { kind: 'move', circle: 0, to: cell(0, 0) },
    ]);
    assert.deepEqual(satogaeriPlay.placed!(puzzle, moved), [
      { from: [0, 0], to: null },
      { from: [2, 0], to: null },
      { from: [2, 3], to: [2, 1] },
    ]);
  });
});

describe('satogaeri drawing', () => {
  it('draws countries by strokes, splitting what a stroke cuts through', () => {
    let drawn = satogaeriEdit.blank({ rows: 3, columns: 3 });
    assert.equal(new Set(drawn.countries.flat()).size, 9);
    drawn = satogaeriEdit.edit(drawn, { kind: 'stroke', cells: [cell(0, 0), cell(0, 1), cell(0, 2)] }, 'country')!;
    drawn = satogaeriEdit.edit(drawn, { kind: 'drag', from: cell(1, 0), to: cell(2, 2) }, 'country')!;
    assert.deepEqual(drawn.countries, [
      [0, 0, 0],
      [1, 1, 1],
      [1, 1, 1],
    ]);
    // A vertical stroke through the middle cuts the top country in two.
    drawn = satogaeriEdit.edit(drawn, { kind: 'stroke', cells: [cell(0, 1), cell(1, 1), cell(2, 1)] }, 'country')!;
    assert.deepEqual(drawn.countries, [
      [0, 1, 2],
      [3, 1, 4],
      [3, 1, 4],
    ]);
    assert.deepEqual(satogaeriEdit.parametersOf(drawn), { rows: 3, columns: 3 });
    // The drawn puzzle is a well-formed Satogaeri: it writes and reads back in the .pzl format.
    const pzl = satogaeri.formats.find((format) => format.id === 'pzl')!;
    assert.deepEqual(pzl.parse(pzl.write!(drawn)), drawn);
  });

  it('places, renumbers and removes circles', () => {
    const target = { kind: 'cell', cell: cell(1, 0) } as const;
    let drawn = satogaeriEdit.blank({ rows: 3, columns: 3 });
    drawn = satogaeriEdit.edit(drawn, { kind: 'text', target, text: '2' }, 'circle')!;
    assert.deepEqual(drawn.circles, [{ row: 1, column: 0, number: 2 }]);
    // A number no move from the cell can match is refused with the reason, while the setter types it.
    assert.throws(() => satogaeriEdit.edit(drawn, { kind: 'text', target, text: '3' }, 'circle'), /can move at most 2 cells in this grid, so it cannot move 3/);
    assert.throws(() => satogaeriEdit.edit(satogaeriEdit.blank({ rows: 2, columns: 2 }), { kind: 'key', target: { kind: 'cell', cell: cell(0, 0) }, key: '7' }, 'circle'), /at most 1 cell/);
    drawn = satogaeriEdit.edit(drawn, { kind: 'key', target, key: '#' }, 'circle')!;
    assert.deepEqual(drawn.circles, [{ row: 1, column: 0, number: null }]);
    drawn = satogaeriEdit.edit(drawn, { kind: 'text', target, text: '-1' }, 'circle')!;
    assert.deepEqual(drawn.circles, []);
    assert.equal(readCircle(''), null);
    assert.equal(readCircle('-'), 'none');
    assert.throws(() => readCircle('x'), /not a circle/);
    assert.throws(() => satogaeriEdit.blank({ rows: 0, columns: 3 }), /1×1 to 60×60/);
  });
});
