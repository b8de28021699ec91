// Double Back play and editor rules, checked by the genre's own rule checker.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Cell } from '../../core/geometry.js';
import type { Gesture } from '../../core/play.js';
import { loopPoints } from '../../core/lines.js';
import { parsePuzzle, solve } from '../../index.js';
import type { DoubleBackAnswer, DoubleBackPuzzle } from './index.js';
import { doubleback } from './index.js';
import { doubleBackEdit, doubleBackPlay } from './play.js';
import { doubleBackSize, isBlack } from './puzzle.js';

const loaded = parsePuzzle('https://puzz.link/p?doubleback/4/4/14063o');
const puzzle = loaded.puzzle as DoubleBackPuzzle;
const press = (cell: Cell, button: 'primary' | 'secondary' = 'primary'): Gesture => ({ kind: 'press', target: { kind: 'cell', cell }, button });
const key = (cell: Cell, pressed: string): Gesture => ({ kind: 'key', target: { kind: 'cell', cell }, key: pressed });

describe('doubleback play', () => {
  it('draws the loop with one drag over the rooms, and the rule checker accepts it', async () => {
    const answer = (await solve(loaded)).answer as DoubleBackAnswer;
    const state = doubleBackPlay.start(puzzle);
    const drag = doubleBackPlay.interpret(puzzle, state, { kind: 'trace', points: loopPoints(doubleBackSize(puzzle), answer), button: 'primary' }, 'line')!;
    const drawn = doubleBackPlay.apply(puzzle, state, drag);
    assert.ok(drawn.ok);
    assert.deepEqual(doubleback.check(puzzle, doubleBackPlay.answer(puzzle, drawn.state)), []);
    assert.deepEqual(doubleBackPlay.view(puzzle, drawn.state, {}).regions, puzzle.rooms);
  });

  it('keeps lines out of black cells: a drag across one draws the rest, a move into one is refused', () => {
    const row = parsePuzzle('pzprv3.2/doubleback/2/5/0 0 0 0 /0 0 0 0 /0 0 0 0 0 /. . * . . /. . . . . /').puzzle as DoubleBackPuzzle;
    const state = doubleBackPlay.start(row);
    const points = [0, 1, 2, 3].map((column) => ({ row: 0, column }));
    const move = doubleBackPlay.interpret(row, state, { kind: 'trace', points, button: 'primary' }, 'line')!;
    assert.deepEqual(move.lines.map(({ line }) => line.from), [{ row: 0, column: 0 }]);
    const into = doubleBackPlay.apply(row, state, { kind: 'set', lines: [{ line: { orientation: 'horizontal', from: { row: 0, column: 1 } }, mark: 'line' }] });
    assert.equal(into.ok, false);
    assert.equal(doubleBackPlay.view(row, state, {}).cells[0]![2]!.fill, 'shaded');
  });

  it('reports a room entered a third time as broken for good, before the board is finished', () => {
    let state = doubleBackPlay.start(puzzle);
    // Three lines down from room 0 into room 2, and from room 0 into room 1 twice: room 0 crossed five times already.
    const lines = [
      { orientation: 'vertical', from: { row: 2, column: 0 } },
      { orientation: 'vertical', from: { row: 2, column: 1 } },
      { orientation: 'horizontal', from: { row: 1, column: 1 } },
      { orientation: 'vertical', from: { row: 0, column: 2 } },
      { orientation: 'vertical', from: { row: 0, column: 3 } },
    ] as const;
    for (const line of lines) {
      const result = doubleBackPlay.apply(puzzle, state, { kind: 'set', lines: [{ line, mark: 'line' }] });
      assert.ok(result.ok);
      state = result.state;
    }
    const broken = doubleBackPlay.progress!(puzzle, state).broken;
    assert.deepEqual([...new Set(broken.map(({ code }) => code))], ['room-not-twice']);
  });
});

describe('doubleback editor', () => {
  const blank = doubleBackEdit.blank({ rows: 4, columns: 4 });
  const cell = { row: 1, column: 1 };

  it('makes a cell black by a click or tap and opens it by another; keys do the same', () => {
    const black = doubleBackEdit.edit(blank, press(cell), 'black')!;
    assert.equal(isBlack(black, cell), true);
    assert.equal(isBlack(doubleBackEdit.edit(black, press(cell, 'secondary'), 'black')!, cell), false);
    assert.equal(isBlack(doubleBackEdit.edit(blank, key(cell, '#'), 'black')!, cell), true);
    assert.equal(doubleBackEdit.edit(blank, key(cell, 'Delete'), 'black'), undefined);
    assert.throws(() => doubleBackEdit.blank({ rows: 1, columns: 4 }), /a Double Back grid is 2×2 to 60×60, not 4×1/);
  });

  it('draws room borders along the cells’ sides, keeping the black cells', () => {
    const black = doubleBackEdit.edit(blank, press({ row: 3, column: 3 }), 'black')!;
    // A drag down the corners between columns 2 and 3, top to bottom, splits the grid in two.
    const points = [0, 1, 2, 3, 4].map((row) => ({ row, column: 2 }));
    const split = doubleBackEdit.edit(black, { kind: 'trace', points, button: 'primary' }, 'room')!;
    assert.notEqual(split.rooms[0]![0], split.rooms[0]![3]);
    assert.equal(split.rooms[0]![0], split.rooms[3]![1]);
    assert.equal(isBlack(split, { row: 3, column: 3 }), true);
    assert.deepEqual(parsePuzzle(doubleback.formats[0]!.write!(split)).puzzle, split);
  });
});
