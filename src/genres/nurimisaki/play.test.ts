// Nurimisaki play and editor rules, checked by the genre's own rule checker; the editor and a drag replay pzprjs's
// input tests.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { facts, parsePuzzle, solve } from '../../index.js';
import { replay } from '../../core/play.js';
import type { ShadeMove } from '../shared/shade-play.js';
import { localFixture } from '../../../test/helpers.js';
import type { NurimisakiPartial, NurimisakiPuzzle } from './index.js';
import { nurimisaki } from './index.js';
import { fileFormat, pzprv3Shading } from './formats.js';
import { nurimisakiEdit, nurimisakiPlay } from './play.js';

const loaded = parsePuzzle('https://puzz.link/p?nurimisaki/5/5/g.i.m2l.j');
const puzzle = loaded.puzzle as NurimisakiPuzzle;
const solution = localFixture<{ url?: string; solution?: number[][] }>('nurimisaki-solved.jsonl')[0]!.solution!;
const inputs = localFixture<{ clues?: string; played?: string }>('nurimisaki-pzprjs.jsonl');
const press = (row: number, column: number, button: 'primary' | 'secondary' = 'primary', again = false) =>
  ({ kind: 'press', target: { kind: 'cell', cell: { row, column } }, button, again }) as const;
const key = (row: number, column: number, name: string) => ({ kind: 'key', target: { kind: 'cell', cell: { row, column } }, key: name }) as const;
const set = (row: number, column: number, value: 0 | 1): ShadeMove => ({ kind: 'set', cell: { row, column }, value });

describe('nurimisaki play', () => {
  it('shades the solution by presses and the rule checker accepts it', () => {
    let state = nurimisakiPlay.start(puzzle);
    solution.forEach((row, r) =>
      row.forEach((value, c) => {
        if (value !== 1) return;
        const outcome = nurimisakiPlay.apply(puzzle, state, nurimisakiPlay.interpret(puzzle, state, press(r, c), 'shade')!);
        assert.ok(outcome.ok);
        state = outcome.state;
      }),
    );
    assert.deepEqual(nurimisaki.check(puzzle, nurimisakiPlay.answer(puzzle, state)), []);
  });

  it("shades by a press, dots by the other button, and a drag from a circle shades the next cell, as pzprjs's play test does", () => {
    const start = nurimisakiPlay.start(puzzle);
    assert.deepEqual(nurimisakiPlay.interpret(puzzle, start, press(0, 0), 'shade'), set(0, 0, 1));
    assert.deepEqual(nurimisakiPlay.interpret(puzzle, start, press(0, 0, 'secondary'), 'shade'), set(0, 0, 0));
    assert.equal(nurimisakiPlay.apply(puzzle, start, set(0, 1, 1)).ok, false, 'a circle stays unshaded');
    // pzprjs's 2×1 board with a 2 in r1c1: a left drag from the circle to r1c2.
    const small = fileFormat.parse(inputs.find((record) => record.clues)!.clues!);
    const stroke = { kind: 'stroke', cells: [{ row: 0, column: 0 }, { row: 0, column: 1 }], button: 'primary' } as const;
    const move = nurimisakiPlay.interpret(small, nurimisakiPlay.start(small), stroke, 'shade')!;
    const dragged = replay(nurimisakiPlay, small, [move]);
    assert.deepEqual(nurimisakiPlay.answer(small, dragged), pzprv3Shading(inputs.find((record) => record.played)!.played!, small));
    const view = nurimisakiPlay.view(puzzle, start, {});
    assert.deepEqual(view.cells[2]![3]!.circle, { text: '2', style: 'solid', words: 'circle 2' });
    assert.deepEqual(view.cells[0]![1]!.circle, { text: '', style: 'solid', words: 'empty circle' });
    assert.equal(view.cells[0]![0]!.circle, undefined);
  });

  it('checks an unfinished board for what no shading of the open cells can mend, rule by rule', () => {
    const progress = nurimisakiPlay.progress!;
    const broken = (moves: ShadeMove[]) => progress(puzzle, replay(nurimisakiPlay, puzzle, moves)).broken.map((violation) => [violation.code, violation.message]);
    assert.deepEqual(broken([]), []);
    // The circle at r1c2 with both its row neighbours dotted.
    assert.deepEqual(broken([set(0, 0, 0), set(0, 2, 0)]), [['circle-not-dead-end', 'the circle at r1c2 already has 2 unshaded neighbours']]);
    // The circle at r2c1 walled in by r1c1, r2c2 and r3c1 shaded: cut off, and no dead end.
    assert.deepEqual(broken([set(0, 0, 1), set(1, 1, 1), set(2, 0, 1)]), [
      ['disconnected', 'the shaded cells cut the unshaded ones into 2 separate areas'],
      ['circle-not-dead-end', 'the circle at r2c1 has no unshaded neighbour'],
    ]);
    // r4c5 dotted between a dot above and shaded cells left and below: a dead end without a circle.
    assert.deepEqual(broken([set(2, 4, 0), set(3, 4, 0), set(3, 3, 1), set(4, 4, 1)]), [['dead-end-without-circle', 'r4c5 is a dead end without a circle']]);
    // Four dots in a square, and four shaded cells in another.
    assert.deepEqual(broken([set(3, 1, 0), set(3, 2, 0), set(4, 1, 0), set(4, 2, 0)]), [['unshaded-2x2', 'a 2×2 block is all unshaded']]);
    assert.deepEqual(broken([set(3, 1, 1), set(3, 2, 1), set(4, 1, 1), set(4, 2, 1)]), [['shaded-2x2', 'a 2×2 block is all shaded']]);
    // The 2 at r3c4 with both its row neighbours dotted already sees three cells, and is no dead end.
    assert.deepEqual(broken([set(2, 4, 0), set(2, 2, 0)]).map(([code]) => code), ['wrong-count', 'circle-not-dead-end']);
  });

  it('hints from the facts and shows the solution', async () => {
    const known = (await facts(loaded)).facts as NurimisakiPartial;
    const hint = nurimisakiPlay.hint(puzzle, nurimisakiPlay.start(puzzle), known);
    assert.ok(hint?.kind === 'set');
    assert.equal(hint.value, solution[hint.cell.row]![hint.cell.column]);
    const result = await solve(loaded);
    const solved = nurimisakiPlay.fromAnswer(puzzle, result.answer as boolean[][]);
    assert.deepEqual(nurimisaki.check(puzzle, nurimisakiPlay.answer(puzzle, solved)), []);
  });
});

describe('nurimisaki editor', () => {
  it("types the circle of pzprjs's editor test, - toggles a circle without a number, a 0 that fits nowhere changes nothing", () => {
    const typed = nurimisakiEdit.edit(nurimisakiEdit.blank({ rows: 1, columns: 2 }), key(0, 0, '2'), 'clue');
    assert.deepEqual(typed, fileFormat.parse(inputs.find((record) => record.clues)!.clues!));
    const toggled = nurimisakiEdit.edit(typed, key(0, 1, '-'), 'clue')!;
    assert.deepEqual(toggled.clues[0]![1], { kind: 'unknown' });
    assert.equal(nurimisakiEdit.edit(toggled, key(0, 1, '-'), 'clue')!.clues[0]![1], null);
    assert.equal(nurimisakiEdit.edit(toggled, key(0, 1, '0'), 'clue'), undefined);
    assert.throws(() => nurimisakiEdit.edit(nurimisakiEdit.blank({ rows: 1, columns: 5 }), key(0, 0, '7'), 'clue'), /is 1 to 5, not 7/);
    assert.throws(() => nurimisakiEdit.blank({ rows: 0, columns: 4 }), /1×1 to 60×60/);
  });

  it('steps a circle by presses on the selected cell: a circle without a number, 2 up to the largest, empty again', () => {
    let edited = nurimisakiEdit.blank({ rows: 1, columns: 3 });
    const seen: string[] = [];
    for (let step = 0; step < 5; step++) {
      edited = nurimisakiEdit.edit(edited, press(0, 0, 'primary', true), 'clue')!;
      const clue = edited.clues[0]![0]!;
      seen.push(clue === null ? '.' : clue.kind === 'number' ? String(clue.value) : 'o');
    }
    assert.deepEqual(seen, ['o', '2', '3', '.', 'o']);
  });
});
