// Heyawake play and editor rules, checked by the genre's own rule checker.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parsePuzzle, solve } from '../../index.js';
import type { HeyawakePuzzle } from './index.js';
import { heyawake } from './index.js';
import { heyawakeEdit, heyawakePlay } from './play.js';

const loaded = parsePuzzle('https://puzz.link/p?heyawake/6/6/lll155007rs12222j');
const puzzle = loaded.puzzle as HeyawakePuzzle;
const set = (row: number, column: number, value: 0 | 1) => ({ kind: 'set', cell: { row, column }, value }) as const;
const apply = (moves: readonly ReturnType<typeof set>[]) =>
  moves.reduce((state, move) => {
    const outcome = heyawakePlay.apply(puzzle, state, move);
    assert.ok(outcome.ok);
    return outcome.state;
  }, heyawakePlay.start(puzzle));

describe('heyawake play', () => {
  it('shows the rooms and their numbers, and takes the solution', async () => {
    const view = heyawakePlay.view(puzzle, heyawakePlay.start(puzzle), {});
    assert.deepEqual(view.regions, puzzle.rooms);
    assert.equal(view.cells[0]![0]!.value?.text, '2');
    const result = await solve(loaded);
    const solved = heyawakePlay.fromAnswer(puzzle, result.answer as boolean[][]);
    assert.deepEqual(heyawake.check(puzzle, heyawakePlay.answer(puzzle, solved)), []);
  });

  it('checks an unfinished board for what no shading of the open cells can mend', () => {
    const codes = (moves: readonly ReturnType<typeof set>[]) => heyawakePlay.progress!(puzzle, apply(moves)).broken.map((violation) => violation.code);
    assert.deepEqual(codes([]), []);
    // The top-left room (one column of three cells) holds a 2: three dots leave no room for it.
    assert.deepEqual(codes([set(0, 0, 0), set(1, 0, 0), set(2, 0, 0)]), ['wrong-count']);
    // Dots along row 5 cross from the room of r5c1 into that of r5c4 and on into that of r5c6.
    assert.deepEqual(codes([set(4, 0, 0), set(4, 1, 0), set(4, 2, 0), set(4, 3, 0), set(4, 4, 0), set(4, 5, 0)]), ['long-run']);
    assert.deepEqual(codes([set(0, 1, 1), set(0, 2, 1)]), ['adjacent-shaded']);
  });
});

describe('heyawake editor', () => {
  // The border under the top row of a 3×3 grid, traced from corner to corner.
  const underTopRow = { kind: 'trace', points: [0, 1, 2, 3].map((column) => ({ row: 1, column })), button: 'primary' } as const;

  it('draws rooms by tracing borders and types their numbers, one per room', () => {
    let edited = heyawakeEdit.blank({ rows: 3, columns: 3 });
    assert.equal(new Set(edited.rooms.flat()).size, 1, 'the grid starts as one room');
    edited = heyawakeEdit.edit(edited, underTopRow, 'room')!;
    assert.deepEqual(edited.rooms[0], [0, 0, 0]);
    const key = (row: number, column: number, value: string) => ({ kind: 'key', target: { kind: 'cell', cell: { row, column } }, key: value }) as const;
    // A room's number sits in its top cell, where puz.link writes it, whichever cell it was typed in.
    edited = heyawakeEdit.edit(edited, key(0, 1, '1'), 'number')!;
    assert.deepEqual(edited.numbers[0], [{ kind: 'number', value: 1 }, null, null]);
    // A number typed elsewhere in the room replaces it.
    edited = heyawakeEdit.edit(edited, key(0, 2, '2'), 'number')!;
    assert.deepEqual(edited.numbers[0], [{ kind: 'number', value: 2 }, null, null]);
    assert.throws(() => heyawakeEdit.edit(edited, key(0, 2, '4'), 'number'), /this room has 3 cells, so its number is 0 to 3, not 4/);
    // Joining two numbered rooms (a drag that starts on a border erases it) keeps the first number in reading order.
    edited = heyawakeEdit.edit(edited, key(1, 0, '1'), 'number')!;
    edited = heyawakeEdit.edit(edited, { kind: 'trace', points: [{ row: 1, column: 0 }, { row: 1, column: 1 }], button: 'primary' }, 'room')!;
    assert.deepEqual(edited.numbers.flat().filter((entry) => entry !== null), [{ kind: 'number', value: 2 }]);
    assert.equal(new Set(edited.rooms.flat()).size, 1);
    // The rest of the border closes nothing off now; it stays drawn, and the URL keeps it.
    assert.deepEqual(edited.walls?.below[0], [false, true, true]);
    const url = heyawake.formats.find((format) => format.id === 'url')!;
    assert.deepEqual(url.parse(url.write!(edited)).rooms, edited.rooms);
    assert.deepEqual(url.parse(url.write!(edited)).walls, edited.walls);
    // A trace along the frame draws nothing.
    assert.equal(heyawakeEdit.edit(edited, { kind: 'trace', points: [{ row: 0, column: 0 }, { row: 0, column: 1 }], button: 'primary' }, 'room'), undefined);
  });

  it('extends a room number by a digit typed right after another, and starts a new one by a digit typed afresh', () => {
    const blank = heyawakeEdit.blank({ rows: 4, columns: 4 });
    const key = (value: string, again: boolean) => ({ kind: 'key', target: { kind: 'cell', cell: { row: 0, column: 0 } }, key: value, again }) as const;
    const one = heyawakeEdit.edit(blank, key('1', false), 'number')!;
    assert.deepEqual(heyawakeEdit.edit(one, key('4', true), 'number')!.numbers[0]![0], { kind: 'number', value: 14 });
    // The setter typed 1 earlier and came back (a press or a cursor move between): the 4 replaces it.
    assert.deepEqual(heyawakeEdit.edit(one, key('4', false), 'number')!.numbers[0]![0], { kind: 'number', value: 4 });
  });

  it('drops a number its room, cut smaller, can no longer hold, and keeps one that still fits', () => {
    const key = (row: number, column: number, value: string) => ({ kind: 'key', target: { kind: 'cell', cell: { row, column } }, key: value }) as const;
    // A press on the side between r1c2 and r1c3.
    const cut = { kind: 'press', target: { kind: 'line', from: { row: 0, column: 2 }, to: { row: 1, column: 2 } }, button: 'primary' } as const;
    const joined = heyawakeEdit.edit(heyawakeEdit.blank({ rows: 3, columns: 3 }), underTopRow, 'room')!;
    // A 3 in a room of three cells; a border cuts r1c3 off, leaving two cells for the 3.
    const large = heyawakeEdit.edit(heyawakeEdit.edit(joined, key(0, 1, '3'), 'number')!, cut, 'room')!;
    assert.equal(large.rooms[0]![0], large.rooms[0]![1]);
    assert.notEqual(large.rooms[0]![1], large.rooms[0]![2]);
    assert.deepEqual(large.numbers.flat().filter((entry) => entry !== null), []);
    const url = heyawake.formats.find((format) => format.id === 'url')!;
    assert.deepEqual(url.parse(url.write!(large)).numbers, large.numbers);
    // A 2 still fits the two cells left.
    const small = heyawakeEdit.edit(heyawakeEdit.edit(joined, key(0, 1, '2'), 'number')!, cut, 'room')!;
    assert.deepEqual(small.numbers[0], [{ kind: 'number', value: 2 }, null, null]);
  });

  it("steps a room's number by presses on a selected cell of the room: ?, 0 to its size, empty", () => {
    const border = { kind: 'trace', points: [0, 1, 2].map((column) => ({ row: 1, column })), button: 'primary' } as const;
    let edited = heyawakeEdit.edit(heyawakeEdit.blank({ rows: 2, columns: 2 }), border, 'room')!;
    const press = (column: number) => ({ kind: 'press', target: { kind: 'cell', cell: { row: 0, column } }, button: 'primary', again: true }) as const;
    const seen: string[] = [];
    for (let step = 0; step < 5; step++) {
      // Either cell of the room steps the room's one number.
      edited = heyawakeEdit.edit(edited, press(step % 2), 'number')!;
      const entries = edited.numbers.flat().filter((entry) => entry !== null);
      assert.ok(entries.length <= 1);
      seen.push(entries[0] === undefined ? '.' : entries[0].kind === 'unknown' ? '?' : String(entries[0].value));
    }
    assert.deepEqual(seen, ['?', '0', '1', '2', '.']);
  });
});

