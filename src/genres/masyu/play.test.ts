// Masyu play and editor rules, checked by the genre's own rule checker.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { LineGrid } from '../../core/lines.js';
import { lineBetween, loopPoints } from '../../core/lines.js';
import { parsePuzzle, solve } from '../../index.js';
import type { MasyuPuzzle } from './index.js';
import { masyu } from './index.js';
import { masyuEdit, masyuPlay } from './play.js';
import { masyuSize } from './puzzle.js';

const loaded = parsePuzzle('https://puzz.link/p?mashu/6/6/1063000i3000');
const puzzle = loaded.puzzle as MasyuPuzzle;

describe('masyu play', () => {
  it('draws the loop with one drag through the cells and the rule checker accepts it', async () => {
    const answer = (await solve(loaded)).answer as LineGrid;
    const start = masyuPlay.start(puzzle);
    const move = masyuPlay.interpret(puzzle, start, { kind: 'trace', points: loopPoints(masyuSize(puzzle), answer), button: 'primary' }, 'line')!;
    const outcome = masyuPlay.apply(puzzle, start, move);
    assert.ok(outcome.ok);
    assert.deepEqual(masyu.check(puzzle, masyuPlay.answer(puzzle, outcome.state)), []);
    const view = masyuPlay.view(puzzle, outcome.state, {});
    assert.equal(view.lines?.points, 'centres');
    assert.deepEqual(view.cells[0]![2]!.circle, { text: '', style: 'solid', words: 'white pearl' });
    assert.equal(view.cells[1]![1]!.circle?.style, 'filled');
    // Half a loop is a dead end twice over.
    const half = masyuPlay.apply(puzzle, start, { kind: 'set', lines: move.lines.slice(0, 5) });
    assert.ok(half.ok && masyu.check(puzzle, masyuPlay.answer(puzzle, half.state)).some((violation) => violation.code === 'dead-end'));
  });
});

describe('masyu check on an unfinished drawing', () => {
  const draw = (lines: [number, number, number, number, 'line' | 'cross'][]) => {
    const outcome = masyuPlay.apply(puzzle, masyuPlay.start(puzzle), {
      kind: 'set',
      lines: lines.map(([fromRow, fromColumn, toRow, toColumn, mark]) => ({ line: lineBetween({ row: fromRow, column: fromColumn }, { row: toRow, column: toColumn })!, mark })),
    });
    assert.ok(outcome.ok);
    return masyuPlay.progress!(puzzle, outcome.state);
  };
  const codes = (progress: { broken: readonly { code: string }[] }) => progress.broken.map((violation) => violation.code).sort();

  it('counts line ends as open and reports nothing a longer line can mend', () => {
    const progress = draw([
      [3, 3, 3, 4, 'line'],
      [3, 4, 3, 5, 'line'],
    ]);
    assert.deepEqual(progress, { broken: [], open: 2, openThing: 'line end' });
  });

  it('reports a branch on its three lines, and a line end whose ways on are all crossed out', () => {
    const branch = draw([
      [3, 3, 3, 4, 'line'],
      [3, 4, 3, 5, 'line'],
      [2, 4, 3, 4, 'line'],
    ]);
    assert.deepEqual(codes(branch), ['branch']);
    assert.equal(branch.broken[0]!.lines?.length, 3);
    const stuck = draw([
      [5, 0, 5, 1, 'line'],
      [4, 0, 5, 0, 'cross'],
    ]);
    assert.deepEqual(codes(stuck), ['dead-end']);
    assert.deepEqual(stuck.broken[0]!.lines, [lineBetween({ row: 5, column: 0 }, { row: 5, column: 1 })]);
  });

  it('reports a closed loop beside other lines, and a black pearl passed straight', () => {
    const closed = draw([
      [4, 4, 4, 5, 'line'],
      [4, 5, 5, 5, 'line'],
      [5, 5, 5, 4, 'line'],
      [5, 4, 4, 4, 'line'],
      [0, 4, 0, 5, 'line'],
    ]);
    assert.ok(codes(closed).includes('several-loops'));
    const straight = draw([
      [0, 1, 1, 1, 'line'],
      [1, 1, 2, 1, 'line'],
    ]);
    assert.deepEqual(codes(straight), ['black-straight']);
  });
});

describe('masyu editor', () => {
  it('cycles pearls with presses, types W, B and Delete, and the URL holds them', () => {
    const target = { kind: 'cell', cell: { row: 2, column: 3 } } as const;
    let edited = masyuEdit.blank({ rows: 5, columns: 6 });
    edited = masyuEdit.edit(edited, { kind: 'press', target, button: 'primary' }, 'pearl')!;
    assert.equal(edited.pearls[2]![3], 'white');
    edited = masyuEdit.edit(edited, { kind: 'press', target, button: 'primary' }, 'pearl')!;
    assert.equal(edited.pearls[2]![3], 'black');
    const url = masyu.formats.find((format) => format.id === 'url')!;
    assert.deepEqual(url.parse(url.write!(edited)), edited);
    edited = masyuEdit.edit(edited, { kind: 'key', target, key: 'w' }, 'pearl')!;
    assert.equal(edited.pearls[2]![3], 'white');
    edited = masyuEdit.edit(edited, { kind: 'key', target, key: 'Delete' }, 'pearl')!;
    assert.equal(edited.pearls[2]![3], null);
    assert.throws(() => masyuEdit.blank({ rows: 1, columns: 4 }), /2×2 to 60×60/);
  });
});
