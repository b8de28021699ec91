// Shakashaka play and editor rules, checked by the genre's own rule checker.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { facts, parsePuzzle, solve } from '../../index.js';
import type { Gesture } from '../../core/play.js';
import { replay } from '../../core/play.js';
import type { ShakashakaAnswer, ShakashakaPartial, ShakashakaPuzzle } from './index.js';
import { shakashaka } from './index.js';
import { shakashakaEdit, shakashakaPlay } from './play.js';

const loaded = parsePuzzle('https://puzz.link/p?shakashaka/6/6/cgbhdhegdrb');
const puzzle = loaded.puzzle as ShakashakaPuzzle;
const at = (row: number, column: number) => ({ kind: 'cell', cell: { row, column } }) as const;
const press = (row: number, column: number, button: 'primary' | 'secondary' = 'primary'): Gesture => ({ kind: 'press', target: at(row, column), button });
const play = (state: ReturnType<typeof shakashakaPlay.start>, gesture: Gesture) => {
  const move = shakashakaPlay.interpret(puzzle, state, gesture, 'triangle');
  assert.ok(move, JSON.stringify(gesture));
  const outcome = shakashakaPlay.apply(puzzle, state, move);
  assert.ok(outcome.ok);
  return outcome.state;
};

describe('shakashaka play', () => {
  it('places the solution by clicks, by diagonal drags and by keys, and the rule checker accepts each', async () => {
    const answer = (await solve(loaded)).answer as ShakashakaAnswer;
    const cells = answer.flatMap((row, r) => row.flatMap((triangle, c) => (triangle ? [{ row: r, column: c, triangle }] : [])));
    const cycle = ['bottom-left', 'bottom-right', 'top-right', 'top-left'];
    let clicked = shakashakaPlay.start(puzzle);
    let dragged = shakashakaPlay.start(puzzle);
    let typed = shakashakaPlay.start(puzzle);
    for (const { row, column, triangle } of cells) {
      for (let count = 0; count <= cycle.indexOf(triangle); count++) clicked = play(clicked, press(row, column));
      // A drag towards the diagonal neighbour in the triangle's corner (only its direction is read; on the board a cell
      // on the edge takes a triangle pointing off the grid by clicks).
      const to = { row: row + (triangle.startsWith('top') ? -1 : 1), column: column + (triangle.endsWith('left') ? -1 : 1) };
      dragged = play(dragged, { kind: 'drag', from: { row, column }, to });
      typed = play(typed, { kind: 'key', target: at(row, column), key: { 'top-left': 'q', 'top-right': 'w', 'bottom-left': 'a', 'bottom-right': 's' }[triangle] });
    }
    for (const state of [clicked, dragged, typed]) {
      assert.deepEqual(shakashakaPlay.answer(puzzle, state), answer);
      assert.deepEqual(shakashaka.check(puzzle, shakashakaPlay.answer(puzzle, state)), []);
    }
  });

  it("cycles the four triangles, a dot and empty as puz.link's click does, the other button the other way", () => {
    let state = shakashakaPlay.start(puzzle);
    const seen: unknown[] = [];
    for (let count = 0; count < 6; count++) {
      state = play(state, press(0, 1));
      seen.push(state.cells[0]![1]);
    }
    assert.deepEqual(seen, ['bottom-left', 'bottom-right', 'top-right', 'top-left', 'dot', null]);
    assert.equal(play(shakashakaPlay.start(puzzle), press(0, 1, 'secondary')).cells[0]![1], 'dot');
    assert.equal(shakashakaPlay.interpret(puzzle, state, press(0, 0), 'triangle'), undefined, 'a black cell takes nothing');
    // The same diagonal drag twice takes the triangle away; a drag along a row places none.
    const once = play(state, { kind: 'drag', from: { row: 1, column: 1 }, to: { row: 0, column: 2 } });
    assert.equal(once.cells[1]![1], 'top-right');
    assert.equal(play(once, { kind: 'drag', from: { row: 1, column: 1 }, to: { row: 0, column: 2 } }).cells[1]![1], null);
    assert.equal(shakashakaPlay.interpret(puzzle, state, { kind: 'drag', from: { row: 1, column: 1 }, to: { row: 1, column: 3 } }, 'triangle'), undefined);
    // A stroke with the other button dots the white cells it crosses, and clears them when it starts on a dot.
    const dotted = play(state, { kind: 'stroke', cells: [{ row: 0, column: 1 }, { row: 0, column: 2 }, { row: 0, column: 3 }], button: 'secondary' });
    assert.deepEqual(dotted.cells[0]!.slice(1, 4), ['dot', 'dot', 'dot']);
    assert.deepEqual(play(dotted, { kind: 'stroke', cells: [{ row: 0, column: 1 }, { row: 0, column: 2 }], button: 'secondary' }).cells[0]!.slice(1, 4), [null, null, 'dot']);
  });

  it('draws black cells with their numbers, the triangles and the dots', () => {
    const state = replay(shakashakaPlay, puzzle, [
      { kind: 'set', cell: { row: 0, column: 1 }, value: 'top-left' },
      { kind: 'set', cell: { row: 5, column: 5 }, value: 'dot' },
    ]);
    const view = shakashakaPlay.view(puzzle, state, {});
    assert.deepEqual(view.cells[0]![0], { fill: 'shaded', value: { text: '2', kind: 'given' } });
    assert.deepEqual(view.cells[0]![1], { triangle: { corner: 'top-left', kind: 'entered' } });
    assert.deepEqual(view.cells[5]![5], { fill: 'unshaded' });
    assert.deepEqual(view.cells[1]![1], {});
  });

  it('reports on an unfinished board only what cannot be mended, and hints a forced triangle', async () => {
    // Three triangles beside the 1 at r6c4: too many for good.
    const crowded = replay(shakashakaPlay, puzzle, [
      { kind: 'set', cell: { row: 5, column: 2 }, value: 'bottom-left' },
      { kind: 'set', cell: { row: 5, column: 4 }, value: 'bottom-left' },
    ]);
    assert.deepEqual(shakashakaPlay.progress!(puzzle, crowded).broken.map((violation) => violation.code), ['too-many-triangles']);
    // The 4 with its four sides dotted can no longer have four.
    const dotted = replay(shakashakaPlay, puzzle, [{ kind: 'set', cell: { row: 1, column: 2 }, value: 'dot' }]);
    assert.deepEqual(shakashakaPlay.progress!(puzzle, dotted).broken.map((violation) => violation.code), ['too-few-triangles']);
    // A white area not yet a rectangle may still become one.
    const started = replay(shakashakaPlay, puzzle, [{ kind: 'set', cell: { row: 2, column: 0 }, value: 'bottom-left' }]);
    assert.deepEqual(shakashakaPlay.progress!(puzzle, started).broken, []);
    const known = (await facts(loaded)).facts as ShakashakaPartial;
    const hint = shakashakaPlay.hint(puzzle, shakashakaPlay.start(puzzle), known);
    assert.ok(hint && hint.kind === 'set' && hint.value !== 'dot' && hint.value !== null, 'a triangle first');
    const wrong = replay(shakashakaPlay, puzzle, [{ kind: 'set', cell: { row: 0, column: 1 }, value: 'bottom-right' }]);
    assert.deepEqual(shakashakaPlay.hint(puzzle, wrong, known), { kind: 'set', cell: { row: 0, column: 1 }, value: 'top-left' }, 'a wrong triangle is put right first');
  });

  it('keeps only states that fit the puzzle', () => {
    assert.ok(shakashakaPlay.isState(puzzle, shakashakaPlay.start(puzzle)));
    const onBlack = { cells: shakashakaPlay.start(puzzle).cells.map((row, r) => row.map((mark, c) => (r === 0 && c === 0 ? 'dot' : mark))) };
    assert.ok(!shakashakaPlay.isState(puzzle, onBlack), 'a mark on a black cell');
    const bent = { cells: shakashakaPlay.start(puzzle).cells.map((row) => row.map(() => 'sideways')) };
    assert.ok(!shakashakaPlay.isState(puzzle, bent));
  });
});

describe('shakashaka editor', () => {
  it('cycles a cell through white, black and the numbers, and takes keys', () => {
    let edited = shakashakaEdit.blank({ rows: 3, columns: 3 });
    const seen: string[] = [];
    for (let count = 0; count < 7; count++) {
      edited = shakashakaEdit.edit(edited, press(1, 1), 'black')!;
      const black = edited.blacks[1]![1]!;
      seen.push(black === null ? '.' : black.kind === 'number' ? String(black.value) : '#');
    }
    assert.deepEqual(seen, ['#', '0', '1', '2', '3', '4', '.']);
    const key = (pressed: string) => ({ kind: 'key', target: at(0, 0), key: pressed }) as const;
    assert.deepEqual(shakashakaEdit.edit(edited, key('3'), 'black')!.blacks[0]![0], { kind: 'number', value: 3 });
    assert.deepEqual(shakashakaEdit.edit(edited, key('-'), 'black')!.blacks[0]![0], { kind: 'black' });
    assert.equal(shakashakaEdit.edit(edited, key('7'), 'black'), undefined);
    assert.throws(() => shakashakaEdit.blank({ rows: 41, columns: 3 }), /1×1 to 40×40/);
  });
});
