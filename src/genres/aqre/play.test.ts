// Aqre play and editor rules, checked by the genre's own rule checker.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Cell } from '../../core/geometry.js';
import { parsePuzzle, solve } from '../../index.js';
import type { AqrePuzzle } from './index.js';
import { aqre } from './index.js';
import { aqreEdit, aqrePlay } from './play.js';

const loaded = parsePuzzle('https://puzz.link/p?aqre/6/6/444400vvo3u0012345g');
const puzzle = loaded.puzzle as AqrePuzzle;
const set = (row: number, column: number, value: 0 | 1) => ({ kind: 'set', cell: { row, column }, value }) as const;
const apply = (moves: readonly ReturnType<typeof set>[]) =>
  moves.reduce((state, move) => {
    const outcome = aqrePlay.apply(puzzle, state, move);
    assert.ok(outcome.ok);
    return outcome.state;
  }, aqrePlay.start(puzzle));

describe('aqre play', () => {
  it('shows the rooms and their numbers, and takes the solution', async () => {
    const view = aqrePlay.view(puzzle, aqrePlay.start(puzzle), {});
    assert.deepEqual(view.regions, puzzle.rooms);
    assert.equal(view.cells[0]![3]!.value?.text, '1');
    const result = await solve(loaded);
    const solved = aqrePlay.fromAnswer(puzzle, result.answer as boolean[][]);
    assert.deepEqual(aqre.check(puzzle, aqrePlay.answer(puzzle, solved)), []);
  });

  it('shades the cells a drag passes over, as puz.link does, and dots them with the other button', () => {
    const cells: Cell[] = [0, 1, 2].map((column) => ({ row: 5, column }));
    const shade = aqrePlay.interpret(puzzle, aqrePlay.start(puzzle), { kind: 'stroke', cells, button: 'primary' }, aqrePlay.modes[0]!.id);
    assert.deepEqual(shade, { kind: 'paint', cells, value: 1 });
    const dot = aqrePlay.interpret(puzzle, aqrePlay.start(puzzle), { kind: 'stroke', cells, button: 'secondary' }, aqrePlay.modes[0]!.id);
    assert.deepEqual(dot, { kind: 'paint', cells, value: 0 });
  });

  it('checks an unfinished board for what no shading of the open cells can mend', () => {
    const codes = (moves: readonly ReturnType<typeof set>[]) => aqrePlay.progress!(puzzle, apply(moves)).broken.map((violation) => violation.code);
    assert.deepEqual(codes([]), []);
    // The top-left room holds a 0.
    assert.deepEqual(codes([set(0, 1, 1)]), ['wrong-count']);
    // Four shaded cells along the bottom row, and four dots along the row above.
    assert.deepEqual(codes([set(5, 0, 1), set(5, 1, 1), set(5, 2, 1), set(5, 3, 1)]), ['shaded-run']);
    assert.deepEqual(codes([set(4, 0, 0), set(4, 1, 0), set(4, 2, 0), set(4, 3, 0)]), ['unshaded-run']);
    // A shaded r6c1 walled in by dots, apart from a shaded r6c6.
    assert.deepEqual(codes([set(5, 0, 1), set(4, 0, 0), set(5, 1, 0), set(5, 5, 1)]), ['shaded-divided']);
  });
});

describe('aqre editor', () => {
  it('draws rooms by tracing borders and types their numbers, one per room', () => {
    let edited = aqreEdit.blank({ rows: 3, columns: 3 });
    assert.equal(new Set(edited.rooms.flat()).size, 1, 'the grid starts as one room');
    // The border under the top row, traced from corner to corner.
    edited = aqreEdit.edit(edited, { kind: 'trace', points: [0, 1, 2, 3].map((column) => ({ row: 1, column })), button: 'primary' }, 'room')!;
    assert.deepEqual(edited.rooms[0], [0, 0, 0]);
    assert.deepEqual(edited.rooms[1], [1, 1, 1]);
    const key = (row: number, column: number, value: string) => ({ kind: 'key', target: { kind: 'cell', cell: { row, column } }, key: value }) as const;
    // A room's number sits in its top cell, where puz.link writes it; the URL holds the borders (a row of three below
    // the top row: s0), then the numbers (none in the first room: g).
    edited = aqreEdit.edit(edited, key(2, 2, '4'), 'number')!;
    assert.deepEqual(edited.numbers[1], [{ kind: 'number', value: 4 }, null, null]);
    assert.throws(() => aqreEdit.edit(edited, key(0, 2, '4'), 'number'), /this room has 3 cells, so its number is 0 to 3, not 4/);
    const url = aqre.formats.find((format) => format.id === 'url')!;
    assert.equal(url.write!(edited), 'https://puzz.link/p?aqre/3/3/00s0g4');
    assert.deepEqual(url.parse(url.write!(edited)), edited);
  });
});
