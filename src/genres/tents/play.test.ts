// Tents play and editor rules: tents and grass by clicks and drags, trees fixed, counts above and left of the grid;
// trees placed by clicks and counts typed or stepped in the editor.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parsePuzzle } from '../../index.js';
import type { Gesture } from '../../core/play.js';
import type { TentsPuzzle } from './index.js';
import { tents } from './index.js';
import { tentsEdit, tentsPlay } from './play.js';

const puzzle = parsePuzzle('https://puzz.link/p?tents/5/5/2g0h1i1j82323').puzzle as TentsPuzzle;
const press = (row: number, column: number, button: 'primary' | 'secondary' = 'primary'): Gesture => ({ kind: 'press', target: { kind: 'cell', cell: { row, column } }, button });

describe('tents play', () => {
  it('cycles an empty cell through tent, grass and empty with clicks, and leaves trees alone', () => {
    let state = tentsPlay.start(puzzle);
    const seen: (0 | 1 | null)[] = [];
    for (let step = 0; step < 3; step++) {
      const move = tentsPlay.interpret(puzzle, state, press(0, 1), 'shade')!;
      const outcome = tentsPlay.apply(puzzle, state, move);
      assert.ok(outcome.ok);
      state = outcome.state;
      seen.push(state.cells[0]![1]!);
    }
    assert.deepEqual(seen, [1, 0, null]);
    // The other button goes the other way round: grass, tent, empty.
    const backwards: (0 | 1 | null)[] = [];
    for (let step = 0; step < 3; step++) {
      const outcome = tentsPlay.apply(puzzle, state, tentsPlay.interpret(puzzle, state, press(0, 1, 'secondary'), 'shade')!);
      assert.ok(outcome.ok);
      state = outcome.state;
      backwards.push(state.cells[0]![1]!);
    }
    assert.deepEqual(backwards, [0, 1, null]);
    // A tree is the puzzle's: a press on it places nothing.
    const onTree = tentsPlay.apply(puzzle, state, tentsPlay.interpret(puzzle, state, press(0, 2), 'shade')!);
    assert.equal(onTree.ok, false);
  });

  it('paints what the first cell got along a drag, past the trees', () => {
    const start = tentsPlay.start(puzzle);
    const stroke: Gesture = { kind: 'stroke', cells: [{ row: 2, column: 0 }, { row: 2, column: 1 }, { row: 2, column: 2 }], button: 'secondary' };
    const outcome = tentsPlay.apply(puzzle, start, tentsPlay.interpret(puzzle, start, stroke, 'shade')!);
    assert.ok(outcome.ok);
    assert.deepEqual(outcome.state.cells[2], [0, null, 0, null, null]);
  });

  it('shows the trees, the counts above and left of the grid, and tents and grass in its own words', () => {
    const view = tentsPlay.view(puzzle, tentsPlay.start(puzzle), {});
    assert.deepEqual(view.cells[0]![2]!.value, { text: '♣', kind: 'given' });
    assert.deepEqual(tentsPlay.modes.map((mode) => mode.label), ['Tent', 'Grass (surely no tent)']);
    assert.deepEqual(view.outside!.find((item) => item.side === 'top' && item.index === 0), { side: 'top', index: 0, text: '2', kind: 'clue' });
    assert.deepEqual(view.outside!.find((item) => item.side === 'left' && item.index === 1), { side: 'left', index: 1, text: '·', kind: 'clue' });
    assert.deepEqual(view.fillWords, { shaded: 'tent', unshaded: 'grass' });
  });

  it('places the solution by clicks and the rule checker accepts it', () => {
    let state = tentsPlay.start(puzzle);
    for (const [row, column] of [[0, 1], [1, 4], [2, 0], [3, 4], [4, 0]] as const) {
      const outcome = tentsPlay.apply(puzzle, state, tentsPlay.interpret(puzzle, state, press(row, column), 'shade')!);
      assert.ok(outcome.ok);
      state = outcome.state;
    }
    assert.deepEqual(tents.check(puzzle, tentsPlay.answer(puzzle, state)), []);
  });
});

describe('tents editor', () => {
  it('places and takes away trees by clicks and keys', () => {
    let edited = tentsEdit.blank({ rows: 4, columns: 5 });
    edited = tentsEdit.edit(edited, press(1, 2), 'tree')!;
    assert.equal(edited.trees[1]![2], true);
    edited = tentsEdit.edit(edited, { kind: 'key', target: { kind: 'cell', cell: { row: 3, column: 0 } }, key: 't' }, 'tree')!;
    assert.equal(edited.trees[3]![0], true);
    edited = tentsEdit.edit(edited, press(1, 2), 'tree')!;
    assert.equal(edited.trees[1]![2], false);
    assert.deepEqual(tentsEdit.parametersOf(edited), { rows: 4, columns: 5 });
  });

  it('steps a count by clicking it again (none, 0, 1, ... and round), types it, and clears it', () => {
    let edited = tentsEdit.blank({ rows: 4, columns: 5 });
    const top = { kind: 'outside', side: 'top', index: 1 } as const;
    // The first click selects the place.
    assert.equal(tentsEdit.edit(edited, { kind: 'press', target: top, button: 'primary' }, 'tree'), undefined);
    const steps: (number | null)[] = [];
    for (let step = 0; step < 4; step++) {
      edited = tentsEdit.edit(edited, { kind: 'press', target: top, button: 'primary', again: true }, 'tree')!;
      steps.push(edited.columnCounts[1]!);
    }
    // A column of four cells holds at most two tents.
    assert.deepEqual(steps, [0, 1, 2, null]);
    edited = tentsEdit.edit(edited, { kind: 'press', target: top, button: 'secondary', again: true }, 'tree')!;
    assert.equal(edited.columnCounts[1], 2);
    const left = { kind: 'outside', side: 'left', index: 2 } as const;
    edited = tentsEdit.edit(edited, { kind: 'key', target: left, key: '3' }, 'tree')!;
    assert.equal(edited.rowCounts[2], 3);
    edited = tentsEdit.edit(edited, { kind: 'key', target: left, key: '0' }, 'tree')!;
    assert.equal(edited.rowCounts[2], 0);
    assert.throws(() => tentsEdit.edit(edited, { kind: 'key', target: left, key: '4' }, 'tree'), /holds 0 to 3 tents, not 4/);
    edited = tentsEdit.edit(edited, { kind: 'key', target: left, key: 'Delete' }, 'tree')!;
    assert.equal(edited.rowCounts[2], null);
    const url = tents.formats.find((format) => format.id === 'url')!;
    assert.deepEqual(url.parse(url.write!(edited)), edited);
  });
});
