// Yin-Yang play and editor rules, checked by the genre's own rule checker.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { facts, parsePuzzle, solve } from '../../index.js';
import { replay } from '../../core/play.js';
import type { YinYangAnswer, YinYangPartial, YinYangPuzzle } from './index.js';
import { yinYang } from './index.js';
import { yinYangEdit, yinYangPlay } from './play.js';

const loaded = parsePuzzle('https://puzz.link/p?yinyang/5/5/016612300');
const puzzle = loaded.puzzle as YinYangPuzzle;
// pzprjs's solved board (test/script/yinyang.js): 1 black, 0 white.
const solution = [
  [0, 0, 0, 0, 0],
  [0, 1, 1, 1, 0],
  [1, 1, 0, 0, 0],
  [0, 1, 1, 1, 0],
  [0, 0, 0, 0, 0],
];
const press = (row: number, column: number, button: 'primary' | 'secondary' = 'primary') => ({ kind: 'press', target: { kind: 'cell', cell: { row, column } }, button }) as const;
const given = (row: number, column: number) => puzzle.givens[row]![column] !== null;

describe('yinyang play', () => {
  it('cycles a cell through black, white and empty by presses (the other button the other way), and the checker accepts the solution entered so', () => {
    const start = yinYangPlay.start(puzzle);
    const after = (buttons: ('primary' | 'secondary')[]) =>
      buttons.reduce((state, button) => {
        const outcome = yinYangPlay.apply(puzzle, state, yinYangPlay.interpret(puzzle, state, press(0, 0, button), 'black')!);
        assert.ok(outcome.ok);
        return outcome.state;
      }, start).cells[0]![0];
    assert.deepEqual([after(['primary']), after(['primary', 'primary']), after(['primary', 'primary', 'primary'])], [1, 0, null]);
    assert.deepEqual([after(['secondary']), after(['secondary', 'secondary']), after(['secondary', 'secondary', 'secondary'])], [0, 1, null]);
    assert.equal(yinYangPlay.interpret(puzzle, start, press(0, 0), 'white')?.value, 0, 'the white mode starts with white');

    let state = start;
    for (let row = 0; row < 5; row++) {
      for (let column = 0; column < 5; column++) {
        if (given(row, column)) continue;
        // Black in one press; white in two.
        for (let k = 0; k < (solution[row]![column] === 1 ? 1 : 2); k++) {
          const outcome = yinYangPlay.apply(puzzle, state, yinYangPlay.interpret(puzzle, state, press(row, column), 'black')!);
          assert.ok(outcome.ok);
          state = outcome.state;
        }
      }
    }
    const answer = yinYangPlay.answer(puzzle, state);
    assert.deepEqual(answer.map((row) => row.map(Number)), solution);
    assert.deepEqual(yinYang.check(puzzle, answer), []);
    assert.equal(yinYangPlay.interpret(puzzle, state, press(1, 0), 'black'), undefined, 'a given circle stays');
  });

  it('shows circles: filled for black, an outline for white, givens on a grey ground', () => {
    const state = replay(yinYangPlay, puzzle, [{ kind: 'set', cell: { row: 0, column: 0 }, value: 1 }, { kind: 'set', cell: { row: 0, column: 1 }, value: 0 }]);
    const view = yinYangPlay.view(puzzle, state, {});
    assert.deepEqual(view.cells[0]![0], { circle: { text: '', style: 'filled', words: 'black circle' } });
    assert.deepEqual(view.cells[0]![1], { circle: { text: '', style: 'solid', words: 'white circle' } });
    assert.deepEqual(view.cells[0]![2], {});
    assert.deepEqual(view.cells[1]![0], { circle: { text: '', style: 'solid', words: 'given white circle' }, tint: 'block', tintWords: 'given' });
    assert.equal(view.cells[1]![2]!.circle?.style, 'filled');
  });

  it('paints a drag with what a press gives its first cell, passing over givens', () => {
    const start = yinYangPlay.start(puzzle);
    const stroke = { kind: 'stroke', cells: [0, 1, 2, 3, 4].map((column) => ({ row: 1, column })), button: 'secondary' } as const;
    assert.deepEqual(yinYangPlay.interpret(puzzle, start, stroke, 'black'), { kind: 'paint', cells: [1, 3, 4].map((column) => ({ row: 1, column })), value: 0 });
  });

  it('checks an unfinished board for what no way of filling the empty cells can mend, and asks for every cell at the end', () => {
    const progress = yinYangPlay.progress!;
    assert.deepEqual(progress(puzzle, yinYangPlay.start(puzzle)).broken, []);
    // White circles on all four sides of the given black circle at r4c3 wall it away from the other black ones.
    const walls = [[2, 2], [3, 1], [3, 3], [4, 2]].map(([row, column]) => ({ kind: 'set' as const, cell: { row: row!, column: column! }, value: 0 as const }));
    assert.deepEqual(progress(puzzle, replay(yinYangPlay, puzzle, walls)).broken.map((violation) => violation.code), ['black-divided']);
    const block = [[0, 0], [0, 1], [1, 1]].map(([row, column]) => ({ kind: 'set' as const, cell: { row: row!, column: column! }, value: 0 as const }));
    assert.deepEqual(progress(puzzle, replay(yinYangPlay, puzzle, block)).broken.map((violation) => violation.code), ['white-2x2']);
    assert.equal(yinYangPlay.unfinished!(puzzle, yinYangPlay.start(puzzle)).length, 25 - 6);
  });

  it('hints from the facts and shows the solution', async () => {
    const known = (await facts(loaded)).facts as YinYangPartial;
    const hint = yinYangPlay.hint(puzzle, yinYangPlay.start(puzzle), known);
    assert.ok(hint?.kind === 'set');
    const result = await solve(loaded);
    const solved = yinYangPlay.fromAnswer(puzzle, result.answer as YinYangAnswer);
    assert.deepEqual(yinYang.check(puzzle, yinYangPlay.answer(puzzle, solved)), []);
  });
});

describe('yinyang editor', () => {
  const edit = (edited: YinYangPuzzle, gesture: Parameters<typeof yinYangEdit.edit>[1]) => yinYangEdit.edit(edited, gesture, 'given');
  const target = { kind: 'cell', cell: { row: 1, column: 1 } } as const;

  it('steps a cell through a black circle, a white one and none by presses (by mouse or touch), and back with the other button', () => {
    const blank = yinYangEdit.blank({ rows: 4, columns: 4 });
    const step = (edited: YinYangPuzzle, button: 'primary' | 'secondary') => edit(edited, { kind: 'press', target, button })!;
    const once = step(blank, 'primary');
    const twice = step(once, 'primary');
    assert.deepEqual([once.givens[1]![1], twice.givens[1]![1], step(twice, 'primary').givens[1]![1]], ['black', 'white', null]);
    assert.equal(step(blank, 'secondary').givens[1]![1], 'white');
    assert.equal(edit(blank, { kind: 'key', target, key: 'b' })!.givens[1]![1], 'black');
    assert.equal(edit(blank, { kind: 'key', target, key: 'w' })!.givens[1]![1], 'white');
    assert.equal(edit(once, { kind: 'key', target, key: 'Delete' })!.givens[1]![1], null);
    assert.equal(edit(blank, { kind: 'key', target, key: 'q' }), undefined);
    const url = yinYang.formats.find((format) => format.id === 'url')!;
    assert.deepEqual(url.parse(url.write!(twice)), twice);
    assert.throws(() => yinYangEdit.blank({ rows: 0, columns: 4 }), /1×1 to 60×60/);
  });
});
