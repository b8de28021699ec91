// History: undo, redo and try mode work on any immutable states.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { beginTrial, canRedo, canUndo, current, discardTrial, keepTrial, push, redo, startHistory, typedNumber, undo } from './play.js';

describe('history', () => {
  it('undoes and redoes, and a new state drops the redo branch', () => {
    let history = push(push(startHistory(0), 1), 2);
    assert.equal(current(history), 2);
    history = undo(undo(history));
    assert.equal(current(history), 0);
    assert.equal(canUndo(history), false);
    assert.equal(current(undo(history)), 0);
    history = redo(history);
    assert.equal(current(history), 1);
    assert.ok(canRedo(history));
    history = push(history, 5);
    assert.equal(canRedo(history), false);
    assert.deepEqual(history.states, [0, 1, 5]);
  });

  it('keeps at least 25 steps and trims the oldest beyond the limit', () => {
    let history = startHistory(0);
    for (let step = 1; step <= 40; step++) history = push(history, step, 30);
    assert.equal(history.states.length, 30);
    for (let step = 0; step < 25; step++) history = undo(history);
    assert.equal(current(history), 15);
  });

  it('try mode: delete returns to the saved state, fix keeps the changes', () => {
    const tried = push(push(beginTrial(push(startHistory('a'), 'b')), 'c'), 'd');
    assert.equal(tried.trial, 1);
    assert.equal(current(discardTrial(tried)), 'b');
    assert.equal(discardTrial(tried).trial, undefined);
    assert.equal(current(keepTrial(tried)), 'd');
    assert.equal(keepTrial(tried).trial, undefined);
    assert.equal(current(undo(keepTrial(tried))), 'c');
  });

  it('try mode: undo stops at the state saved by Try', () => {
    let history = push(beginTrial(push(startHistory('a'), 'b')), 'c');
    history = undo(history);
    assert.equal(current(history), 'b');
    assert.equal(canUndo(history), false);
    assert.equal(current(undo(history)), 'b');
    assert.equal(canUndo(keepTrial(history)), true);
  });

  it('never trims away the state saved by Try', () => {
    let history = beginTrial(startHistory(0));
    for (let step = 1; step <= 10; step++) history = push(history, step, 5);
    assert.equal(current(discardTrial(history)), 0);
  });
});

describe('typedNumber', () => {
  it('extends a number only while typing in its place goes on, and only while the longer number fits', () => {
    assert.equal(typedNumber({ key: '4', again: true }, 1, 20), 14);
    // Typed afresh (after a press or a cursor move), a digit over an old 1 is 4, not 14, as on puz.link.
    assert.equal(typedNumber({ key: '4' }, 1, 20), 4);
    assert.equal(typedNumber({ key: '4', again: false }, 1, 20), 4);
    assert.equal(typedNumber({ key: '5', again: true }, 2, 20), 5, '25 does not fit: the digit starts again');
    assert.equal(typedNumber({ key: '0', again: true }, 1, 20), 10);
    assert.equal(typedNumber({ key: '7', again: true }, null, 20), 7);
    assert.equal(typedNumber({ key: '7', again: true }, undefined, 20), 7);
  });
});
