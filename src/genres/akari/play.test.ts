// Akari play and editor rules, checked by the genre's own rule checker.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { facts, parsePuzzle, solve } from '../../index.js';
import { replay } from '../../core/play.js';
import type { AkariPartial, AkariPuzzle } from './index.js';
import { akari } from './index.js';
import { akariEdit, akariPlay } from './play.js';

const loaded = parsePuzzle('https://puzz.link/p?akari/6/6/nekcakbl');
const puzzle = loaded.puzzle as AkariPuzzle;
const lights = [[0, 2], [1, 1], [1, 3], [2, 2], [2, 5], [3, 4], [4, 0], [5, 3]] as const;
const press = (row: number, column: number, button: 'primary' | 'secondary' = 'primary') =>
  ({ kind: 'press', target: { kind: 'cell', cell: { row, column } }, button }) as const;
const key = (row: number, column: number, pressed: string) => ({ kind: 'key', target: { kind: 'cell', cell: { row, column } }, key: pressed }) as const;

describe('akari play', () => {
  it('places the solution by clicks and the rule checker accepts it', () => {
    let state = akariPlay.start(puzzle);
    for (const [row, column] of lights) {
      const outcome = akariPlay.apply(puzzle, state, akariPlay.interpret(puzzle, state, press(row, column), 'light')!);
      assert.ok(outcome.ok);
      state = outcome.state;
    }
    assert.deepEqual(akari.check(puzzle, akariPlay.answer(puzzle, state)), []);
    assert.equal(akariPlay.unfinished, undefined, 'an open cell holds no light');
  });

  it('cycles light, dot, empty as puz.link does; the dot mode and the right button start with the dot', () => {
    const start = akariPlay.start(puzzle);
    const cell = { row: 0, column: 0 };
    assert.deepEqual(akariPlay.interpret(puzzle, start, press(0, 0), 'light'), { kind: 'set', cell, value: 1 });
    assert.deepEqual(akariPlay.interpret(puzzle, start, press(0, 0), 'dot'), { kind: 'set', cell, value: 0 });
    assert.deepEqual(akariPlay.interpret(puzzle, start, press(0, 0, 'secondary'), 'light'), { kind: 'set', cell, value: 0 });
    const lit = replay(akariPlay, puzzle, [{ kind: 'set', cell, value: 1 }]);
    assert.deepEqual(akariPlay.interpret(puzzle, lit, press(0, 0), 'light'), { kind: 'set', cell, value: 0 });
    const dotted = replay(akariPlay, puzzle, [{ kind: 'set', cell, value: 0 }]);
    assert.deepEqual(akariPlay.interpret(puzzle, dotted, press(0, 0), 'light'), { kind: 'set', cell, value: null });
  });

  it('draws walls with their numbers, the lights and the cells they light', () => {
    const state = replay(akariPlay, puzzle, [
      { kind: 'set', cell: { row: 0, column: 0 }, value: 1 },
      { kind: 'set', cell: { row: 5, column: 5 }, value: 0 },
    ]);
    const view = akariPlay.view(puzzle, state, {});
    assert.deepEqual(view.cells[1]![2], { fill: 'shaded', value: { text: '4', kind: 'given' } });
    assert.deepEqual(view.cells[0]![0], { tint: 'selected', tintWords: 'lit', circle: { text: '', style: 'solid', words: 'light' } });
    // Lit along the row and down the column, up to the edge (no wall in the way here).
    assert.equal(view.cells[0]![5]!.tint, 'selected');
    assert.equal(view.cells[5]![0]!.tint, 'selected');
    assert.deepEqual(view.cells[1]![1], {}, 'not in the light’s row or column');
    assert.deepEqual(view.cells[5]![5], { fill: 'unshaded' }, 'a dot');
  });

  it('lights stop at walls', () => {
    const walled = parsePuzzle('akari\n.#.\n...\n').puzzle as AkariPuzzle;
    const view = akariPlay.view(walled, replay(akariPlay, walled, [{ kind: 'set', cell: { row: 0, column: 0 }, value: 1 }]), {});
    assert.equal(view.cells[0]![2]!.tint, undefined);
    assert.equal(view.cells[1]![0]!.tint, 'selected');
  });

  it('refuses a light on a wall, and the checker reports lights that see each other', () => {
    const wall = akariPlay.apply(puzzle, akariPlay.start(puzzle), { kind: 'set', cell: { row: 1, column: 2 }, value: 1 });
    assert.equal(wall.ok, false);
    const facing = replay(akariPlay, puzzle, [
      { kind: 'set', cell: { row: 0, column: 0 }, value: 1 },
      { kind: 'set', cell: { row: 0, column: 5 }, value: 1 },
    ]);
    assert.ok(akari.check(puzzle, akariPlay.answer(puzzle, facing)).some((violation) => violation.code === 'light-sees-light'));
  });

  it('checks an unfinished board for what can no longer be mended, and counts the open cells', () => {
    // Two lights in the first column, away from the numbers.
    const facing = replay(akariPlay, puzzle, [
      { kind: 'set', cell: { row: 4, column: 0 }, value: 1 },
      { kind: 'set', cell: { row: 5, column: 0 }, value: 1 },
    ]);
    const progress = akariPlay.progress!(puzzle, facing);
    assert.deepEqual(progress.broken.map((violation) => violation.code), ['light-sees-light']);
    assert.equal(progress.open, 36 - 4 - 2, 'white cells without a light or a dot');
    // Dark cells that can still be lit are not broken yet; a light in the top row is, as it takes a cell from the 4.
    const one = (row: number, column: number) => akariPlay.progress!(puzzle, replay(akariPlay, puzzle, [{ kind: 'set', cell: { row, column }, value: 1 }]));
    assert.deepEqual(one(5, 0).broken, []);
    assert.deepEqual(one(0, 0).broken.map(({ code, message }) => ({ code, message })), [{ code: 'wrong-number', message: 'the 4 can have at most 3 lights beside it' }]);
  });

  it('hints a light first, from the facts, and shows the solution', async () => {
    const known = (await facts(loaded)).facts as AkariPartial;
    const hint = akariPlay.hint(puzzle, akariPlay.start(puzzle), known);
    assert.ok(hint?.kind === 'set' && hint.value === 1, 'a light is hinted first');
    assert.ok(lights.some(([row, column]) => row === hint.cell.row && column === hint.cell.column));
    const result = await solve(loaded);
    const solved = akariPlay.fromAnswer(puzzle, result.answer as boolean[][]);
    assert.deepEqual(akari.check(puzzle, akariPlay.answer(puzzle, solved)), []);
    assert.deepEqual(akariPlay.openCells(puzzle, known), []);
    const answer = akari.answerToJson(result.answer as boolean[][]) as number[][];
    const withoutWalls = answer.map((row, r) => row.map((value, c) => (puzzle.walls[r]![c] === null ? value : null)));
    assert.deepEqual(akariPlay.placed!(puzzle, solved), withoutWalls, 'placed lights read as a partial answer: nothing on walls');
  });
});

describe('akari editor', () => {
  it('cycles a cell through wall and numbers by clicks, and takes #, digits and Delete', () => {
    let edited = akariEdit.blank({ rows: 5, columns: 5 });
    const cycle: string[] = [];
    for (let step = 0; step < 7; step++) {
      edited = akariEdit.edit(edited, press(0, 1), 'wall')!;
      const wall = edited.walls[0]![1]!;
      cycle.push(wall === null ? '.' : wall.kind === 'wall' ? '#' : String(wall.value));
    }
    // An edge cell has three sides: numbers 0 to 3.
    assert.deepEqual(cycle, ['#', '0', '1', '2', '3', '.', '#']);
    assert.equal(akariEdit.edit(edited, press(0, 1, 'secondary'), 'wall')!.walls[0]![1], null);
    edited = akariEdit.edit(edited, key(2, 2, '4'), 'wall')!;
    assert.deepEqual(edited.walls[2]![2], { kind: 'number', value: 4 });
    edited = akariEdit.edit(edited, key(3, 3, '#'), 'wall')!;
    assert.deepEqual(edited.walls[3]![3], { kind: 'wall' });
    edited = akariEdit.edit(edited, key(3, 3, 'Delete'), 'wall')!;
    assert.equal(edited.walls[3]![3], null);
    assert.throws(() => akariEdit.edit(edited, key(0, 0, '3'), 'wall'), /the number 3 at row 1, column 1 is outside 0..2/);
    const url = akari.formats.find((format) => format.id === 'url')!;
    assert.deepEqual(url.parse(url.write!(edited)), edited);
    assert.throws(() => akariEdit.blank({ rows: 0, columns: 4 }), /1×1 to 60×60/);
  });
});
