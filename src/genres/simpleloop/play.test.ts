// Simple Loop play and editor rules, checked by the genre's own rule checker.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Cell } from '../../core/geometry.js';
import type { Gesture } from '../../core/play.js';
import { loopPoints } from '../../core/lines.js';
import { parsePuzzle, solve } from '../../index.js';
import type { SimpleLoopAnswer, SimpleLoopPuzzle } from './index.js';
import { simpleloop } from './index.js';
import { simpleLoopEdit, simpleLoopPlay } from './play.js';
import { isShaded, simpleLoopSize } from './puzzle.js';

const loaded = parsePuzzle('https://puzz.link/p?simpleloop/5/5/sg020');
const puzzle = loaded.puzzle as SimpleLoopPuzzle;
const press = (cell: Cell, button: 'primary' | 'secondary' = 'primary'): Gesture => ({ kind: 'press', target: { kind: 'cell', cell }, button });
const key = (cell: Cell, pressed: string): Gesture => ({ kind: 'key', target: { kind: 'cell', cell }, key: pressed });

describe('simpleloop play', () => {
  it('draws the loop with one drag, shows the shaded cells, and the rule checker accepts it', async () => {
    const answer = (await solve(loaded)).answer as SimpleLoopAnswer;
    const state = simpleLoopPlay.start(puzzle);
    const drag = simpleLoopPlay.interpret(puzzle, state, { kind: 'trace', points: loopPoints(simpleLoopSize(puzzle), answer), button: 'primary' }, 'line')!;
    const drawn = simpleLoopPlay.apply(puzzle, state, drag);
    assert.ok(drawn.ok);
    assert.deepEqual(simpleloop.check(puzzle, simpleLoopPlay.answer(puzzle, drawn.state)), []);
    const view = simpleLoopPlay.view(puzzle, drawn.state, {});
    assert.equal(view.cells[0]![0]!.fill, 'shaded');
    assert.equal(view.cells[0]![3]!.fill, undefined);
  });

  it('keeps lines out of shaded cells: a drag across one draws the rest, a move into one is refused', () => {
    const state = simpleLoopPlay.start(puzzle);
    // Down column 4 from r2c4 to r5c4: r4c4 is shaded.
    const points = [1, 2, 3, 4].map((row) => ({ row, column: 3 }));
    const move = simpleLoopPlay.interpret(puzzle, state, { kind: 'trace', points, button: 'primary' }, 'line')!;
    assert.deepEqual(move.lines.map(({ line }) => line.from), [{ row: 1, column: 3 }]);
    const into = simpleLoopPlay.apply(puzzle, state, { kind: 'set', lines: [{ line: { orientation: 'vertical', from: { row: 2, column: 3 } }, mark: 'line' }] });
    assert.equal(into.ok, false);
  });

  it('reports an open cell walled in by crosses as broken for good, before the board is finished', () => {
    let state = simpleLoopPlay.start(puzzle);
    // r3c1's ways are up (shaded r2c1), right and down: cross out right and down.
    for (const line of [{ orientation: 'horizontal', from: { row: 2, column: 0 } }, { orientation: 'vertical', from: { row: 2, column: 0 } }] as const) {
      const result = simpleLoopPlay.apply(puzzle, state, { kind: 'set', lines: [{ line, mark: 'cross' }] });
      assert.ok(result.ok);
      state = result.state;
    }
    const broken = simpleLoopPlay.progress!(puzzle, state).broken;
    assert.deepEqual(broken.map(({ code, message }) => [code, message]), [['cell-without-line', 'the loop can no longer pass r3c1']]);
  });
});

describe('simpleloop editor', () => {
  const blank = simpleLoopEdit.blank({ rows: 4, columns: 4 });
  const cell = { row: 1, column: 1 };

  it('shades a cell by a click or tap and opens it by another; keys shade and clear', () => {
    const shaded = simpleLoopEdit.edit(blank, press(cell), 'shade')!;
    assert.equal(isShaded(shaded, cell), true);
    assert.equal(isShaded(simpleLoopEdit.edit(shaded, press(cell, 'secondary'), 'shade')!, cell), false);
    assert.equal(isShaded(simpleLoopEdit.edit(blank, key(cell, '#'), 'shade')!, cell), true);
    assert.equal(isShaded(simpleLoopEdit.edit(shaded, key(cell, 'Delete'), 'shade')!, cell), false);
    assert.equal(simpleLoopEdit.edit(blank, key(cell, 'Delete'), 'shade'), undefined);
    assert.throws(() => simpleLoopEdit.blank({ rows: 1, columns: 4 }), /a Simple Loop grid is 2×2 to 60×60, not 4×1/);
  });
});
