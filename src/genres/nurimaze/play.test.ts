// Nuri-Maze play and editor rules: rooms shaded whole as on puz.link, checked by the genre's own rule checker.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Cell } from '../../core/geometry.js';
import type { Gesture } from '../../core/play.js';
import { parsePuzzle, solve } from '../../index.js';
import type { NurimazePuzzle } from './index.js';
import { nurimaze } from './index.js';
import { nurimazeEdit, nurimazePlay } from './play.js';
import type { ShadeMove, ShadeState } from '../shared/shade-play.js';

const loaded = parsePuzzle('https://puzz.link/p?nurimaze/6/6/6efjsstsvjun1e374i2547');
const puzzle = loaded.puzzle as NurimazePuzzle;
const mode = nurimazePlay.modes[0]!.id;
const press = (row: number, column: number, button: 'primary' | 'secondary' = 'primary'): Gesture => ({ kind: 'press', target: { kind: 'cell', cell: { row, column } }, button });
const applied = (state: ShadeState, move: ShadeMove | undefined) => {
  assert.ok(move);
  const outcome = nurimazePlay.apply(puzzle, state, move);
  assert.ok(outcome.ok);
  return outcome.state;
};
const cells = (...pairs: [number, number][]): Cell[] => pairs.map(([row, column]) => ({ row, column }));

describe('nurimaze play', () => {
  it('shows the rooms, S, G, circles and triangles, and takes the solution', async () => {
    const view = nurimazePlay.view(puzzle, nurimazePlay.start(puzzle), {});
    assert.deepEqual(view.regions, puzzle.rooms);
    assert.deepEqual([view.cells[0]![0]!.value?.text, view.cells[5]![0]!.value?.text, view.cells[2]![3]!.value?.text], ['S', 'G', '△']);
    assert.equal(view.cells[1]![5]!.circle?.style, 'solid');
    const solved = nurimazePlay.fromAnswer(puzzle, (await solve(loaded)).answer as boolean[][]);
    assert.deepEqual(nurimaze.check(puzzle, nurimazePlay.answer(puzzle, solved)), []);
  });

  it('shades a whole room by a press, and dots a room that holds S, G or a mark instead', () => {
    const start = nurimazePlay.start(puzzle);
    assert.deepEqual(nurimazePlay.interpret(puzzle, start, press(0, 4), mode), { kind: 'paint', cells: cells([0, 4], [0, 5]), value: 1 });
    // The top left room holds S: a press dots its other cells, and the next one clears them.
    const dotted = applied(start, nurimazePlay.interpret(puzzle, start, press(0, 1), mode));
    assert.deepEqual(dotted.cells[0]!.slice(0, 3), [null, 0, 0]);
    assert.deepEqual(nurimazePlay.interpret(puzzle, dotted, press(0, 2), mode), { kind: 'paint', cells: cells([0, 1], [0, 2]), value: null });
  });

  it('paints every room a drag crosses alike, passing over the rooms that cannot be shaded', () => {
    const start = nurimazePlay.start(puzzle);
    // From the room of r4c2 across the circle's room at r2c5..r2c6 (through r4c3 and r4c4).
    const stroke: Gesture = { kind: 'stroke', cells: cells([3, 1], [3, 2], [3, 3], [2, 3], [1, 4]), button: 'primary' };
    assert.deepEqual(nurimazePlay.interpret(puzzle, start, stroke, mode), { kind: 'paint', cells: cells([3, 1], [3, 2], [3, 3]), value: 1 });
    const dots = nurimazePlay.interpret(puzzle, start, { ...stroke, button: 'secondary' }, mode);
    assert.deepEqual(dots, { kind: 'paint', cells: cells([3, 1], [3, 2], [3, 3], [1, 4]), value: 0 });
  });

  it('checks an unfinished board for what no shading of the open cells can mend', () => {
    const set = (state: ShadeState, [row, column]: [number, number], value: 0 | 1) => applied(state, { kind: 'set', cell: { row, column }, value });
    const codes = (state: ShadeState) => nurimazePlay.progress!(puzzle, state).broken.map((violation) => violation.code);
    const start = nurimazePlay.start(puzzle);
    assert.deepEqual(codes(start), []);
    assert.deepEqual(codes(set(set(start, [3, 1], 1), [3, 2], 0)), ['room-mixed']);
    // Dots beside S in a 2×2 block.
    assert.deepEqual(codes(set(set(set(start, [0, 1], 0), [1, 0], 0), [1, 1], 0)), ['unshaded-2x2', 'unshaded-loop']);
    // G's room walled in by shaded rooms of one cell, away from S.
    assert.deepEqual(codes(set(set(set(start, [3, 0], 1), [4, 1], 1), [5, 1], 1)), ['disconnected']);
    // The route from S to G in dots passes the triangle at r3c4, beside the circle's room it leaves out.
    const route: [number, number][] = [[0, 1], [0, 2], [0, 3], [1, 3], [3, 3], [4, 3], [4, 2], [4, 1], [4, 0]];
    assert.deepEqual(codes(route.reduce((state, cell) => set(state, cell, 0), start)), ['circle-off-route', 'triangle-on-route']);
  });
});

describe('nurimaze editor', () => {
  const key = (row: number, column: number, value: string): Gesture => ({ kind: 'key', target: { kind: 'cell', cell: { row, column } }, key: value });
  const again = (row: number, column: number, button: 'primary' | 'secondary' = 'primary'): Gesture => ({ ...(press(row, column, button) as Extract<Gesture, { kind: 'press' }>), again: true });

  it('draws rooms by tracing borders, steps and types marks, and moves S and G', () => {
    let edited = nurimazeEdit.blank({ rows: 3, columns: 3 });
    assert.deepEqual([edited.start, edited.goal], [{ row: 0, column: 0 }, { row: 2, column: 2 }], 'S and G start in the corners, as on puz.link');
    edited = nurimazeEdit.edit(edited, { kind: 'trace', points: [0, 1, 2, 3].map((column) => ({ row: 1, column })), button: 'primary' }, 'room')!;
    assert.deepEqual(edited.rooms, [[0, 0, 0], [1, 1, 1], [1, 1, 1]]);
    // A press on the selected cell steps circle, triangle, none; the other button the other way round.
    edited = nurimazeEdit.edit(edited, again(1, 1), 'mark')!;
    assert.equal(edited.marks[1]![1], 'circle');
    edited = nurimazeEdit.edit(edited, again(1, 1), 'mark')!;
    assert.equal(edited.marks[1]![1], 'triangle');
    assert.equal(nurimazeEdit.edit(edited, again(1, 1, 'secondary'), 'mark')!.marks[1]![1], 'circle');
    // Keys: 1 a circle (again: none), 2 a triangle; no mark on S.
    edited = nurimazeEdit.edit(edited, key(1, 2, '1'), 'mark')!;
    assert.equal(edited.marks[1]![2], 'circle');
    assert.equal(nurimazeEdit.edit(edited, key(1, 2, 'q'), 'mark')!.marks[1]![2], null);
    assert.equal(nurimazeEdit.edit(edited, key(0, 0, '2'), 'mark'), undefined);
    // s on G's cell swaps the two; g moves G onto a marked cell and takes its mark.
    const swapped = nurimazeEdit.edit(edited, key(2, 2, 's'), 'mark')!;
    assert.deepEqual([swapped.start, swapped.goal], [{ row: 2, column: 2 }, { row: 0, column: 0 }]);
    edited = nurimazeEdit.edit(edited, key(1, 2, 'g'), 'mark')!;
    assert.deepEqual([edited.goal, edited.marks[1]![2]], [{ row: 1, column: 2 }, null]);
    const url = nurimaze.formats.find((format) => format.id === 'url')!;
    assert.deepEqual(url.parse(url.write!(edited)), edited);
  });
});
