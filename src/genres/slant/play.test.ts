// Slant play and editor rules, checked by the genre's own rule checker.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Gesture } from '../../core/play.js';
import { replay } from '../../core/play.js';
import { facts, parsePuzzle, solve } from '../../index.js';
import type { SlantAnswer, SlantPartial, SlantPuzzle } from './index.js';
import { slant } from './index.js';
import { slantEdit, slantPlay } from './play.js';

const loaded = parsePuzzle('https://puzz.link/p?gokigen/4/4/iaegcgcj6a');
const puzzle = loaded.puzzle as SlantPuzzle;
const press = (row: number, column: number, button: 'primary' | 'secondary' = 'primary'): Gesture => ({ kind: 'press', target: { kind: 'cell', cell: { row, column } }, button });
const key = (row: number, column: number, text: string): Gesture => ({ kind: 'key', target: { kind: 'cell', cell: { row, column } }, key: text });

function play(gestures: Gesture[], mode = 'slash') {
  let state = slantPlay.start(puzzle);
  for (const gesture of gestures) {
    const move = slantPlay.interpret(puzzle, state, gesture, mode);
    assert.ok(move, JSON.stringify(gesture));
    const outcome = slantPlay.apply(puzzle, state, move);
    assert.ok(outcome.ok);
    state = outcome.state;
  }
  return state;
}

describe('slant play', () => {
  it('cycles a cell through /, \\ and empty with a click, the other way with the other button', () => {
    const diagonal = (gestures: Gesture[]) => slantPlay.view(puzzle, play(gestures), {}).cells[0]![0]!.diagonal?.direction ?? null;
    assert.equal(diagonal([press(0, 0)]), '/');
    assert.equal(diagonal([press(0, 0), press(0, 0)]), '\\');
    assert.equal(diagonal([press(0, 0), press(0, 0), press(0, 0)]), null);
    assert.equal(diagonal([press(0, 0, 'secondary')]), '\\');
    assert.equal(diagonal([press(0, 0, 'secondary'), press(0, 0, 'secondary')]), '/');
    assert.equal(diagonal([key(0, 0, '\\')]), '\\');
    assert.equal(diagonal([key(0, 0, '/'), key(0, 0, 'Delete')]), null);
  });

  it('draws the numbers on the corners and accepts a solution entered with keys', async () => {
    const answer = (await solve(loaded)).answer as SlantAnswer;
    const state = play(answer.flatMap((row, r) => row.map((mark, c) => key(r, c, mark!))));
    assert.deepEqual(slant.check(puzzle, slantPlay.answer(puzzle, state)), []);
    const view = slantPlay.view(puzzle, state, {});
    assert.deepEqual(view.points?.map(({ point, text }) => `${point.row},${point.column}:${text}`), ['0,3:0', '1,1:4', '2,0:2', '2,4:2', '4,1:1', '4,3:0']);
    assert.deepEqual(slantPlay.placed!(puzzle, state), answer.map((row) => [...row]));
    assert.deepEqual(replay(slantPlay, puzzle, []), slantPlay.start(puzzle));
  });

  it('hints a forced diagonal and leaves no cell open once solved', async () => {
    const known = (await facts(loaded)).facts as SlantPartial;
    const hint = slantPlay.hint(puzzle, slantPlay.start(puzzle), known);
    assert.ok(hint && hint.kind === 'set');
    assert.deepEqual(slantPlay.openCells(puzzle, known), []);
  });

  it('edits numbers on the corner its mode names', () => {
    const blank = slantEdit.blank({ rows: 3, columns: 3 });
    const edited = slantEdit.edit(blank, key(2, 2, '1'), 'bottom-right')!;
    assert.deepEqual(edited.clues[3]![3], { kind: 'number', value: 1 });
    const top = slantEdit.edit(edited, key(0, 0, '?'), 'top-left')!;
    assert.deepEqual(top.clues[0]![0], { kind: 'unknown' });
    assert.equal(slantEdit.edit(top, key(0, 0, '?'), 'top-left'), undefined);
    assert.throws(() => slantEdit.edit(blank, key(0, 0, '4'), 'top-left'), /outside 0..1/);
  });
});

describe('slant editor', () => {
  it('steps the number on a pressed corner: ?, 0 to 4, empty; the other button back', () => {
    const corner = { kind: 'corner', point: { row: 2, column: 3 } } as const;
    let edited = slantEdit.blank({ rows: 3, columns: 3 });
    edited = slantEdit.edit(edited, { kind: 'press', target: corner, button: 'primary' }, 'top-left')!;
    assert.deepEqual(edited.clues[2]![3], { kind: 'unknown' });
    edited = slantEdit.edit(edited, { kind: 'press', target: corner, button: 'primary' }, 'top-left')!;
    assert.deepEqual(edited.clues[2]![3], { kind: 'number', value: 0 });
    edited = slantEdit.edit(edited, { kind: 'press', target: corner, button: 'secondary' }, 'top-left')!;
    assert.deepEqual(edited.clues[2]![3], { kind: 'unknown' });
    assert.equal(slantEdit.edit(edited, { kind: 'press', target: { kind: 'corner', point: { row: 4, column: 0 } }, button: 'primary' }, 'top-left'), undefined);
  });
});
