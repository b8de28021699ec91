// Castle Wall play and editor rules, checked by the genre's own rule checker.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Cell } from '../../core/geometry.js';
import type { Gesture } from '../../core/play.js';
import { loopPoints } from '../../core/lines.js';
import { parsePuzzle, solve } from '../../index.js';
import type { CastleAnswer, CastlePuzzle } from './index.js';
import { castle } from './index.js';
import { castleEdit, castlePlay } from './play.js';
import { castleSize, clueAt } from './puzzle.js';

const loaded = parsePuzzle('https://puzz.link/p?castle/5/5/c230021k111a210f');
const puzzle = loaded.puzzle as CastlePuzzle;
const press = (cell: Cell, button: 'primary' | 'secondary' = 'primary'): Gesture => ({ kind: 'press', target: { kind: 'cell', cell }, button });
const key = (cell: Cell, pressed: string): Gesture => ({ kind: 'key', target: { kind: 'cell', cell }, key: pressed });

describe('castle play', () => {
  it('draws the loop with one drag, shows the clue cells in their colours, and the rule checker accepts it', async () => {
    const answer = (await solve(loaded)).answer as CastleAnswer;
    const state = castlePlay.start(puzzle);
    const drag = castlePlay.interpret(puzzle, state, { kind: 'trace', points: loopPoints(castleSize(puzzle), answer), button: 'primary' }, 'line')!;
    const drawn = castlePlay.apply(puzzle, state, drag);
    assert.ok(drawn.ok);
    assert.deepEqual(castle.check(puzzle, castlePlay.answer(puzzle, drawn.state)), []);
    const view = castlePlay.view(puzzle, drawn.state, {});
    assert.deepEqual(view.cells[0]![3], { fill: 'shaded', value: { text: '←0', kind: 'given' } });
    assert.deepEqual(view.cells[3]![1], { tint: 'inside', tintWords: 'white clue cell, inside the loop', value: { text: '↑1', kind: 'given' } });
    assert.equal(view.cells[0]![4]!.tint, 'block');
  });

  it('keeps lines out of clue cells: a drag across one draws the rest, a move into one is refused', () => {
    const state = castlePlay.start(puzzle);
    // Along the top row from r1c2 to r1c5: r1c4 and r1c5 are clue cells.
    const move = castlePlay.interpret(puzzle, state, { kind: 'trace', points: [{ row: 0, column: 1 }, { row: 0, column: 2 }, { row: 0, column: 3 }, { row: 0, column: 4 }], button: 'primary' }, 'line')!;
    assert.deepEqual(move.lines.map(({ line }) => line.from), [{ row: 0, column: 1 }]);
    const into = castlePlay.apply(puzzle, state, { kind: 'set', lines: [{ line: { orientation: 'horizontal', from: { row: 0, column: 2 } }, mark: 'line' }] });
    assert.equal(into.ok, false);
  });
});

describe('castle editor', () => {
  const blank = castleEdit.blank({ rows: 4, columns: 4 });
  const cell = { row: 1, column: 1 };

  it('cycles a clue cell through grey, white, black and none by clicks, backwards by the other button', () => {
    let edited = blank;
    const colours = [];
    for (let click = 0; click < 4; click++) {
      edited = castleEdit.edit(edited, press(cell), 'colour')!;
      colours.push(clueAt(edited, cell)?.colour ?? null);
    }
    assert.deepEqual(colours, ['grey', 'white', 'black', null]);
    assert.equal(clueAt(castleEdit.edit(blank, press(cell, 'secondary'), 'colour')!, cell)?.colour, 'black');
  });

  it('sets an arrow by a drag, counts numbers by clicks, and reads keys and typed clues', () => {
    const arrowed = castleEdit.edit(blank, { kind: 'drag', from: cell, to: { row: 1, column: 3 } }, 'colour')!;
    assert.deepEqual(clueAt(arrowed, cell), { colour: 'grey', direction: 'right', value: null });
    // In the number mode: ?, then 0, 1 (room for one segment to the right), then none again.
    const numbers = [];
    let edited = arrowed;
    for (let click = 0; click < 3; click++) {
      edited = castleEdit.edit(edited, press(cell), 'number')!;
      numbers.push(clueAt(edited, cell)?.value);
    }
    assert.deepEqual(numbers, [0, 1, null]);
    assert.deepEqual(clueAt(edited, cell), { colour: 'grey', direction: null, value: null });
    const typed = castleEdit.edit(castleEdit.edit(blank, key(cell, 'w'), 'colour')!, key(cell, '<'), 'colour')!;
    assert.deepEqual(clueAt(castleEdit.edit(typed, key(cell, '0'), 'colour')!, cell), { colour: 'white', direction: 'left', value: 0 });
    assert.deepEqual(clueAt(castleEdit.edit(blank, { kind: 'text', target: { kind: 'cell', cell }, text: 'b^0' }, 'clue')!, cell), { colour: 'black', direction: 'up', value: 0 });
    assert.throws(() => castleEdit.edit(blank, { kind: 'text', target: { kind: 'cell', cell }, text: 'x' }, 'clue'), /is not a clue/);
    assert.equal(clueAt(castleEdit.edit(typed, key(cell, 'Delete'), 'colour')!, cell), null);
  });
});
