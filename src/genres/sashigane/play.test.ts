// Sashigane play and editor rules: borders drawn and checked by the genre's own rule checker, what Check finds on an
// unfinished board, and the editor's clicks checked against the symbols pzprjs's editor test enters.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Cell } from '../../core/geometry.js';
import { replay } from '../../core/play.js';
import { facts, parsePuzzle, solve } from '../../index.js';
import { localFixture } from '../../../test/helpers.js';
import type { LineMove } from '../shared/line-play.js';
import { fileFormat } from './formats.js';
import type { SashiganeAnswer, SashiganePartial, SashiganePuzzle } from './index.js';
import { sashigane } from './index.js';
import { sashiganeEdit, sashiganePlay as play } from './play.js';

const loaded = parsePuzzle('https://puzz.link/p?sashigane/3/2/3khm');
const puzzle = loaded.puzzle as SashiganePuzzle;
const trace = (points: Cell[], button: 'primary' | 'secondary' = 'primary') => ({ kind: 'trace', points, button }) as const;

function lineMove(move: LineMove | undefined): LineMove {
  if (move?.kind !== 'set') assert.fail(`expected borders set, got ${JSON.stringify(move)}`);
  return move;
}

describe('sashigane play', () => {
  it('draws the borders with drags between corners, and the rule checker accepts the division', () => {
    // Down from corner (0, 2) to (1, 2), left to (1, 1), down to (2, 1): the border between the two Ls.
    const move = lineMove(play.interpret(puzzle, play.start(puzzle), trace([{ row: 0, column: 2 }, { row: 1, column: 2 }, { row: 1, column: 1 }, { row: 2, column: 1 }]), 'line'));
    const state = replay(play, puzzle, [move]);
    const answer = play.answer(puzzle, state);
    assert.deepEqual(answer, { right: [[false, true], [true, false]], below: [[false, true, false]] });
    assert.deepEqual(sashigane.check(puzzle, answer), []);
    const view = play.view(puzzle, state, {});
    assert.equal(view.lines?.points, 'corners');
    assert.deepEqual(view.cells[0]![0]!.circle, { text: '3', style: 'solid', words: 'corner circle 3' });
    assert.equal(view.cells[0]![2]!.value?.text, '↓');
    // The frame takes no border.
    assert.equal(play.interpret(puzzle, play.start(puzzle), trace([{ row: 0, column: 0 }, { row: 0, column: 1 }]), 'line'), undefined);
  });

  it('shows a solution as its borders, hints a border, and says where the facts leave cells open', async () => {
    const answer = (await solve(loaded)).answer as SashiganeAnswer;
    const shown = play.fromAnswer(puzzle, answer);
    assert.deepEqual(play.answer(puzzle, shown), answer);
    const known = (await facts(loaded)).facts as SashiganePartial;
    assert.deepEqual(known, { right: [[false, true], [true, false]], below: [[false, true, false]] });
    const hint = lineMove(play.hint(puzzle, play.start(puzzle), known));
    assert.equal(hint.lines.length, 1);
    assert.deepEqual(play.openCells(puzzle, known), []);
    assert.deepEqual(play.placed!(puzzle, shown), { right: [[0, 1], [1, 0]], below: [[0, 1, 0]] });
  });
});

describe('sashigane check in play', () => {
  const empty = parsePuzzle('https://puzz.link/p?sashigane/4/3/u').puzzle as SashiganePuzzle;
  const set = (on: SashiganePuzzle, lines: { from: Cell; orientation: 'horizontal' | 'vertical'; mark: 'line' | 'cross' }[]) =>
    replay(play, on, [{ kind: 'set', lines: lines.map(({ from, orientation, mark }) => ({ line: { orientation, from }, mark })) }]);

  it('finds nothing wrong on an empty board, and counts the borders that still end inside the grid', () => {
    assert.deepEqual(play.progress!(empty, play.start(empty)), { broken: [], open: 0, openThing: 'line end' });
    assert.equal(play.progress!(empty, set(empty, [{ orientation: 'vertical', from: { row: 0, column: 1 }, mark: 'line' }])).open, 1);
  });

  it('reports what no more borders can mend: an area too small for an L, crosses round a block, a number with too little room', () => {
    // The top-left corner walled off: one cell.
    const walled = play.progress!(empty, set(empty, [{ orientation: 'vertical', from: { row: 0, column: 1 }, mark: 'line' }, { orientation: 'horizontal', from: { row: 1, column: 0 }, mark: 'line' }]));
    assert.deepEqual(walled.broken.map((violation) => [violation.code, violation.message]), [['not-l-shape', 'the borders close an area of 1 cell from r1c1, too small for an L']]);
    // Crosses join a 2×2 block, which no L holds.
    const block = play.progress!(empty, set(empty, [
      { orientation: 'vertical', from: { row: 0, column: 1 }, mark: 'cross' },
      { orientation: 'vertical', from: { row: 1, column: 1 }, mark: 'cross' },
      { orientation: 'horizontal', from: { row: 1, column: 0 }, mark: 'cross' },
    ]));
    assert.deepEqual(block.broken.map((violation) => violation.code), ['not-l-shape']);
    // The circled 3 walled into two cells; crosses giving it four.
    const three = parsePuzzle('https://puzz.link/p?sashigane/4/3/3z').puzzle as SashiganePuzzle;
    const small = play.progress!(three, set(three, [{ orientation: 'vertical', from: { row: 0, column: 2 }, mark: 'line' }, { orientation: 'horizontal', from: { row: 1, column: 0 }, mark: 'line' }, { orientation: 'horizontal', from: { row: 1, column: 1 }, mark: 'line' }]));
    assert.deepEqual(small.broken.map((violation) => [violation.code, violation.message]), [
      ['not-l-shape', 'the borders close an area of 2 cells from r1c1, too small for an L'],
      ['wrong-area', 'the circled 3 at r1c1 has at most 2 cells left'],
    ]);
    const large = play.progress!(three, set(three, [0, 1, 2].map((column) => ({ orientation: 'vertical' as const, from: { row: 0, column: column + 1 }, mark: 'cross' as const }))));
    assert.deepEqual(large.broken.map((violation) => [violation.code, violation.message]), [['wrong-area', 'crosses give the circled 3 at r1c1 at least 4 cells']]);
  });
});

describe('sashigane editor', () => {
  const press = (cell: Cell, button: 'primary' | 'secondary') => ({ kind: 'press', target: { kind: 'cell', cell }, button, again: true }) as const;
  const key = (cell: Cell, text: string) => ({ kind: 'key', target: { kind: 'cell', cell }, key: text }) as const;

  it("steps symbols by clicks in puz.link's order, as pzprjs's editor test expects", () => {
    // pzprjs's test clicks the k-th cell of each row k times: the first row with the left button, the second with the right.
    const expected = localFixture<{ symbols?: string }>('sashigane-pzprjs.jsonl').at(-1)!.symbols!;
    let board = sashiganeEdit.blank({ rows: 2, columns: 6 });
    for (let column = 0; column < 6; column++) {
      for (let times = 0; times <= column; times++) {
        board = sashiganeEdit.edit(board, press({ row: 0, column }, 'primary'), 'clue')!;
        board = sashiganeEdit.edit(board, press({ row: 1, column }, 'secondary'), 'clue')!;
      }
    }
    assert.deepEqual(board, fileFormat.parse(expected));
  });

  it('sets arrows by drags to a neighbour and types circles, numbers, arrows and ?', () => {
    const blank = sashiganeEdit.blank({ rows: 3, columns: 5 });
    const cell = { row: 1, column: 1 };
    const up = sashiganeEdit.edit(blank, { kind: 'drag', from: cell, to: { row: 0, column: 1 } }, 'clue')!;
    assert.deepEqual(up.clues[1]![1], { kind: 'arrow', direction: 'up' });
    // The same drag again takes the arrow away.
    assert.equal(sashiganeEdit.edit(up, { kind: 'drag', from: cell, to: { row: 0, column: 1 } }, 'clue')!.clues[1]![1], null);
    assert.deepEqual(sashiganeEdit.edit(blank, key(cell, '>'), 'clue')!.clues[1]![1], { kind: 'arrow', direction: 'right' });
    assert.deepEqual(sashiganeEdit.edit(blank, key(cell, 'o'), 'clue')!.clues[1]![1], { kind: 'corner' });
    assert.deepEqual(sashiganeEdit.edit(blank, key(cell, '?'), 'clue')!.clues[1]![1], { kind: 'unknown' });
    // A corner at r2c2 of a 5×3 grid holds at most 5 cells: 1 then 2 is 2, not 12.
    const one = sashiganeEdit.edit(blank, key(cell, '1'), 'clue')!;
    assert.deepEqual(sashiganeEdit.edit(one, key(cell, '2'), 'clue')!.clues[1]![1], { kind: 'corner', size: 2 });
    assert.equal(sashiganeEdit.edit(one, key(cell, 'Backspace'), 'clue')!.clues[1]![1], null);
    assert.throws(() => sashiganeEdit.edit(blank, key(cell, '7'), 'clue'), /3 to 5 here, not 7/);
    assert.throws(() => sashiganeEdit.blank({ rows: 41, columns: 3 }), /1×1 to 40×40, not 3×41/);
  });
});
