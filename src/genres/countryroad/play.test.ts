// Country Road play and editor rules, checked by the genre's own rule checker.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { LineGrid } from '../../core/lines.js';
import { lineBetween, loopPoints } from '../../core/lines.js';
import { parsePuzzle, solve } from '../../index.js';
import type { CountryRoadPuzzle } from './index.js';
import { countryRoad } from './index.js';
import { countryRoadEdit, countryRoadPlay } from './play.js';
import { countryRoadSize } from './puzzle.js';

// Countries (numbers 2 at r1c1, 1 at r3c1, 2 at r3c2):  00112 / 00112 / 34442 / 35566 / 35566
const loaded = parsePuzzle('https://puzz.link/p?country/5/5/amda0uf02h12h');
const puzzle = loaded.puzzle as CountryRoadPuzzle;

const draw = (lines: [number, number, number, number, 'line' | 'cross'][]) => {
  const outcome = countryRoadPlay.apply(puzzle, countryRoadPlay.start(puzzle), {
    kind: 'set',
    lines: lines.map(([fromRow, fromColumn, toRow, toColumn, mark]) => ({ line: lineBetween({ row: fromRow, column: fromColumn }, { row: toRow, column: toColumn })!, mark })),
  });
  assert.ok(outcome.ok);
  return countryRoadPlay.progress!(puzzle, outcome.state);
};
const codes = (progress: { broken: readonly { code: string }[] }) => progress.broken.map((violation) => violation.code).sort();

describe('countryroad play', () => {
  it('draws the loop with one drag through the cells over the countries, and the rule checker accepts it', async () => {
    const answer = (await solve(loaded)).answer as LineGrid;
    const start = countryRoadPlay.start(puzzle);
    const move = countryRoadPlay.interpret(puzzle, start, { kind: 'trace', points: loopPoints(countryRoadSize(puzzle), answer), button: 'primary' }, 'line')!;
    const outcome = countryRoadPlay.apply(puzzle, start, move);
    assert.ok(outcome.ok);
    assert.deepEqual(countryRoad.check(puzzle, countryRoadPlay.answer(puzzle, outcome.state)), []);
    const view = countryRoadPlay.view(puzzle, outcome.state, {});
    assert.equal(view.lines?.points, 'centres');
    assert.deepEqual(view.regions, puzzle.rooms);
    assert.deepEqual(view.cells[0]![0]!.value, { text: '2', kind: 'given' });
  });
});

describe('countryroad check on an unfinished drawing', () => {
  it('counts line ends as open and reports nothing more lines can mend', () => {
    assert.deepEqual(draw([[0, 2, 0, 3, 'line']]), { broken: [], open: 2, openThing: 'line end' });
  });

  it('reports a country entered twice', () => {
    // Lines into the country of r1c3 from the left, from the right and from below.
    assert.deepEqual(
      codes(
        draw([
          [0, 1, 0, 2, 'line'],
          [0, 3, 0, 4, 'line'],
          [1, 2, 2, 2, 'line'],
        ]),
      ),
      ['country-twice'],
    );
  });

  it('reports a number already passed, or out of reach', () => {
    // The 1 of r3c1 with two of its cells visited.
    assert.deepEqual(codes(draw([[2, 0, 3, 0, 'line']])), ['wrong-count']);
    // The 2 of r1c1 with three of its four cells crossed out all round.
    const closed = (row: number, column: number): [number, number, number, number, 'cross'][] =>
      [
        [row, column, row, column + 1],
        [row, column, row + 1, column],
        [row, column - 1, row, column],
        [row - 1, column, row, column],
      ]
        .filter(([a, b, c, d]) => Math.min(a!, b!, c!, d!) >= 0)
        .map(([a, b, c, d]) => [a!, b!, c!, d!, 'cross']);
    assert.ok(codes(draw([...closed(0, 0), ...closed(0, 1), ...closed(1, 1)])).includes('wrong-count'));
  });

  it('reports two crossed-out neighbours across a border', () => {
    // r4c1 (country 3) and r4c2 (country 5), every line round both crossed out.
    const progress = draw([
      [2, 0, 3, 0, 'cross'],
      [3, 0, 4, 0, 'cross'],
      [3, 0, 3, 1, 'cross'],
      [2, 1, 3, 1, 'cross'],
      [3, 1, 4, 1, 'cross'],
      [3, 1, 3, 2, 'cross'],
    ]);
    assert.deepEqual(codes(progress), ['unvisited-neighbours']);
  });
});

describe('countryroad editor', () => {
  it('divides the grid into countries by borders, types numbers that fit them, and refuses ones that do not', () => {
    let edited = countryRoadEdit.blank({ rows: 3, columns: 3 });
    assert.equal(new Set(edited.rooms.flat()).size, 1);
    // One border, corner to corner, around r1c1, r1c2 and r2c2.
    const around = [[1, 0], [1, 1], [2, 1], [2, 2], [1, 2], [0, 2]].map(([row, column]) => ({ row: row!, column: column! }));
    edited = countryRoadEdit.edit(edited, { kind: 'trace', points: around, button: 'primary' }, 'room')!;
    assert.deepEqual(edited.rooms[0], [0, 0, 1]);
    assert.equal(edited.rooms[1]![1], 0);
    edited = countryRoadEdit.edit(edited, { kind: 'key', key: '3', target: { kind: 'cell', cell: { row: 1, column: 1 } } }, 'number')!;
    // The country's number sits in its top cell, where puz.link writes it.
    assert.deepEqual(edited.numbers[0]![0], { kind: 'number', value: 3 });
    assert.equal(edited.numbers[1]![1], null);
    assert.throws(() => countryRoadEdit.edit(edited, { kind: 'key', key: '4', target: { kind: 'cell', cell: { row: 0, column: 0 } } }, 'number'), /this country has 3 cells/);
    // A number typed in another cell of the country replaces it.
    edited = countryRoadEdit.edit(edited, { kind: 'key', key: '2', target: { kind: 'cell', cell: { row: 1, column: 1 } } }, 'number')!;
    assert.deepEqual(edited.numbers[0]![0], { kind: 'number', value: 2 });
  });

  it('drops a number its country, cut smaller, can no longer hold', () => {
    const key = (row: number, column: number, value: string) => ({ kind: 'key', key: value, target: { kind: 'cell', cell: { row, column } } }) as const;
    const underTopRow = [0, 1, 2, 3].map((column) => ({ row: 1, column }));
    let edited = countryRoadEdit.edit(countryRoadEdit.blank({ rows: 3, columns: 3 }), { kind: 'trace', points: underTopRow, button: 'primary' }, 'room')!;
    edited = countryRoadEdit.edit(edited, key(0, 1, '3'), 'number')!;
    // A border between r1c1 and r1c2 cuts r1c1 off, leaving two cells for the 3; the right button erases it again.
    const side = { row: 0, column: 1 };
    const below = { row: 1, column: 1 };
    edited = countryRoadEdit.edit(edited, { kind: 'trace', points: [side, below], button: 'primary' }, 'room')!;
    assert.equal(countryRoadEdit.edit(edited, { kind: 'trace', points: [side, below], button: 'secondary' }, 'room')!.rooms[0]![0], 0);
    assert.notEqual(edited.rooms[0]![0], edited.rooms[0]![1]);
    assert.deepEqual(edited.numbers.flat().filter((entry) => entry !== null), []);
  });
});
