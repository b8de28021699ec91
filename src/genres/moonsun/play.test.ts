// Moon or Sun play and editor rules, checked by the genre's own rule checker.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { LineGrid } from '../../core/lines.js';
import { lineBetween, loopPoints } from '../../core/lines.js';
import { parsePuzzle, solve } from '../../index.js';
import type { MoonSunPuzzle } from './index.js';
import { moonSun } from './index.js';
import { moonSunEdit, moonSunPlay } from './play.js';
import { moonSunSize } from './puzzle.js';

// Rooms 000111 / 000111 / 220111 / 220333 / 445533 / 445533; marks (o a sun, c a moon) in row 1: o c . . . o.
const loaded = parsePuzzle('https://puzz.link/p?moonsun/6/6/44ccaa0c0vo0f1767932ii12');
const puzzle = loaded.puzzle as MoonSunPuzzle;

const draw = (lines: [number, number, number, number, 'line' | 'cross'][]) => {
  const outcome = moonSunPlay.apply(puzzle, moonSunPlay.start(puzzle), {
    kind: 'set',
    lines: lines.map(([fromRow, fromColumn, toRow, toColumn, mark]) => ({ line: lineBetween({ row: fromRow, column: fromColumn }, { row: toRow, column: toColumn })!, mark })),
  });
  assert.ok(outcome.ok);
  return moonSunPlay.progress!(puzzle, outcome.state);
};
const codes = (progress: { broken: readonly { code: string }[] }) => progress.broken.map((violation) => violation.code).sort();

describe('moonsun play', () => {
  it('draws the loop with one drag through the cells over the rooms, and the rule checker accepts it', async () => {
    const answer = (await solve(loaded)).answer as LineGrid;
    const start = moonSunPlay.start(puzzle);
    const move = moonSunPlay.interpret(puzzle, start, { kind: 'trace', points: loopPoints(moonSunSize(puzzle), answer), button: 'primary' }, 'line')!;
    const outcome = moonSunPlay.apply(puzzle, start, move);
    assert.ok(outcome.ok);
    assert.deepEqual(moonSun.check(puzzle, moonSunPlay.answer(puzzle, outcome.state)), []);
    const view = moonSunPlay.view(puzzle, outcome.state, {});
    assert.equal(view.lines?.points, 'centres');
    assert.deepEqual(view.regions, puzzle.rooms);
    assert.deepEqual(view.cells[0]![0]!.circle, { text: '', style: 'solid', words: 'sun' });
    assert.deepEqual(view.cells[0]![1]!.circle, { text: '', style: 'filled', words: 'moon' });
  });
});

describe('moonsun check on an unfinished drawing', () => {
  it('counts line ends as open and reports nothing more lines can mend', () => {
    assert.deepEqual(draw([[0, 2, 0, 3, 'line']]), { broken: [], open: 2, openThing: 'line end' });
  });

  it('reports a room passing both kinds, and two rooms of moons in a row', () => {
    // The sun of r1c1 and the moon of r1c2, in one room.
    assert.deepEqual(codes(draw([[0, 0, 0, 1, 'line']])), ['both-kinds']);
    // The moons of r2c2 (room of r1c1) and r3c2 (room of r3c1), joined across their border.
    assert.deepEqual(codes(draw([[1, 1, 2, 1, 'line']])), ['moons-in-a-row']);
  });

  it('reports a moon the loop can no longer reach in a room where it passes moons', () => {
    // The moon of r1c2 passed; every line round the moon of r2c2 crossed out.
    assert.deepEqual(
      codes(
        draw([
          [0, 1, 0, 2, 'line'],
          [1, 1, 0, 1, 'cross'],
          [1, 1, 1, 0, 'cross'],
          [1, 1, 1, 2, 'cross'],
          [1, 1, 2, 1, 'cross'],
        ]),
      ),
      ['moon-missed'],
    );
  });
});

describe('moonsun editor', () => {
  it('divides the grid into rooms by borders and places suns and moons by press and by key', () => {
    let edited = moonSunEdit.blank({ rows: 3, columns: 3 });
    assert.equal(new Set(edited.rooms.flat()).size, 1);
    // One border down between the first and second columns.
    const down = [0, 1, 2, 3].map((row) => ({ row, column: 1 }));
    edited = moonSunEdit.edit(edited, { kind: 'trace', points: down, button: 'primary' }, 'room')!;
    assert.deepEqual(edited.rooms[0], [0, 1, 1]);
    const cell = { row: 1, column: 1 };
    // A press on the selected cell steps none, sun, moon, none; the other button steps back.
    edited = moonSunEdit.edit(edited, { kind: 'press', target: { kind: 'cell', cell }, button: 'primary', again: true }, 'mark')!;
    assert.equal(edited.marks[1]![1], 'sun');
    edited = moonSunEdit.edit(edited, { kind: 'press', target: { kind: 'cell', cell }, button: 'primary', again: true }, 'mark')!;
    assert.equal(edited.marks[1]![1], 'moon');
    edited = moonSunEdit.edit(edited, { kind: 'press', target: { kind: 'cell', cell }, button: 'secondary', again: true }, 'mark')!;
    assert.equal(edited.marks[1]![1], 'sun');
    // Keys: 2 a moon, 1 a sun, Delete clears.
    edited = moonSunEdit.edit(edited, { kind: 'key', key: '2', target: { kind: 'cell', cell: { row: 0, column: 0 } } }, 'mark')!;
    assert.equal(edited.marks[0]![0], 'moon');
    edited = moonSunEdit.edit(edited, { kind: 'key', key: 'Delete', target: { kind: 'cell', cell: { row: 0, column: 0 } } }, 'mark')!;
    assert.equal(edited.marks[0]![0], null);
    assert.throws(() => moonSunEdit.blank({ rows: 1, columns: 5 }), /2×2 to 60×60, not 5×1/);
  });
});
