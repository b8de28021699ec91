// The shared clue editor: how typed digits make a clue's number.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Cell } from '../../core/geometry.js';
import type { Gesture } from '../../core/play.js';
import { clueGridEdit } from './clue-edit.js';
import type { Clue } from './number-play.js';

// A one-row grid of clues from 0 to 20 is enough to show the editor's typing.
type Row = readonly (Clue | null)[];
const editor = clueGridEdit<Row>({
  mode: { id: 'clue', label: 'Clues' },
  clueAt: (row, cell) => row[cell.column] ?? null,
  withClue: (row, cell, clue) => row.map((old, column) => (column === cell.column ? clue : old)),
  range: () => ({ smallest: 0, largest: 20 }),
});
const blank: Row = [null, null, null];
const at = (column: number): Cell => ({ row: 0, column });
const key = (column: number, typed: string, again = false): Gesture => ({ kind: 'key', target: { kind: 'cell', cell: at(column) }, key: typed, again });
const typed = (gestures: Gesture[]) => gestures.reduce((row, gesture) => editor.edit(row, gesture, 'clue') ?? row, blank);

describe('clueGridEdit', () => {
  it('makes one number of digits typed one after another in a cell', () => {
    assert.deepEqual(typed([key(0, '1'), key(0, '4', true)])[0], { kind: 'number', value: 14 });
    assert.deepEqual(typed([key(0, '2'), key(0, '5', true)])[0], { kind: 'number', value: 5 }, '25 is past the largest clue: the 5 starts again');
  });

  it('starts a new number when a digit is typed afresh, after the cursor moved away and back or a press', () => {
    assert.deepEqual(typed([key(0, '1'), key(1, '3'), key(0, '4')])[0], { kind: 'number', value: 4 });
    const press: Gesture = { kind: 'press', target: { kind: 'cell', cell: at(0) }, button: 'primary' };
    assert.deepEqual(typed([key(0, '1'), press, key(0, '4')])[0], { kind: 'number', value: 4 });
  });
});
