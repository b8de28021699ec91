// Kakurasu play and editor rules: shading, clues and weights beside the grid, clues typed beside the grid.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { facts, parsePuzzle } from '../../index.js';
import { replay } from '../../core/play.js';
import type { KakurasuPartial, KakurasuPuzzle } from './index.js';
import { kakurasu } from './index.js';
import { kakurasuEdit, kakurasuPlay } from './play.js';

// The genre's own example: row clues 7 8 4 0, column clues 2 0 3 6.
const loaded = parsePuzzle('7 8 4 0\n2 0 3 6\n', { genre: 'kakurasu' });
const puzzle = loaded.puzzle as KakurasuPuzzle;
const shaded = [[0, 2], [0, 3], [1, 0], [1, 2], [1, 3], [2, 3]] as const;

describe('kakurasu play', () => {
  it('checks an unfinished board for lines no shading of the open cells can make right', () => {
    const progress = kakurasuPlay.progress!;
    const set = (row: number, column: number, value: 0 | 1) => ({ kind: 'set' as const, cell: { row, column }, value });
    assert.deepEqual(progress(puzzle, kakurasuPlay.start(puzzle)), { broken: [], open: 16, openThing: 'cell' });
    // Row 4 (clue 0) shaded at r4c1: too much for it and for column 1 (clue 2) alike.
    const over = progress(puzzle, replay(kakurasuPlay, puzzle, [set(3, 0, 1)]));
    assert.deepEqual(over.broken.map((violation) => violation.message).sort(), ['column 1 should add up to 2, its shaded cells make 4', 'row 4 should add up to 0, its shaded cells make 1']);
    // Row 1 (clue 7) with r1c3 and r1c4 dotted: the rest make at most 3.
    const short = progress(puzzle, replay(kakurasuPlay, puzzle, [set(0, 2, 0), set(0, 3, 0)]));
    assert.deepEqual(short.broken.map((violation) => violation.message), ['row 1 should add up to 7, but its shaded and open cells make at most 3']);
    assert.equal(short.open, 14);
  });

  it('shades the solution and the rule checker accepts it', () => {
    let state = kakurasuPlay.start(puzzle);
    for (const [row, column] of shaded) {
      const move = kakurasuPlay.interpret(puzzle, state, { kind: 'press', target: { kind: 'cell', cell: { row, column } }, button: 'primary' }, 'shade');
      const outcome = kakurasuPlay.apply(puzzle, state, move!);
      assert.ok(outcome.ok);
      state = outcome.state;
    }
    assert.deepEqual(kakurasu.check(puzzle, kakurasuPlay.answer(puzzle, state)), []);
    assert.ok(kakurasu.check(puzzle, kakurasuPlay.answer(puzzle, kakurasuPlay.start(puzzle))).length > 0);
  });

  it('shows the clues right and below, the weights left and above', () => {
    const outside = kakurasuPlay.view(puzzle, kakurasuPlay.start(puzzle), {}).outside!;
    assert.deepEqual(outside.find((item) => item.side === 'right' && item.index === 1), { side: 'right', index: 1, text: '8', kind: 'clue' });
    assert.deepEqual(outside.find((item) => item.side === 'bottom' && item.index === 3), { side: 'bottom', index: 3, text: '6', kind: 'clue' });
    assert.deepEqual(outside.find((item) => item.side === 'top' && item.index === 2), { side: 'top', index: 2, text: '3', kind: 'label' });
  });

  it('hints a forced cell', async () => {
    const known = (await facts(loaded)).facts as KakurasuPartial;
    const hint = kakurasuPlay.hint(puzzle, kakurasuPlay.start(puzzle), known);
    assert.ok(hint?.kind === 'set' && hint.value === 1);
    assert.ok(shaded.some(([row, column]) => row === hint.cell.row && column === hint.cell.column));
  });
});

describe('kakurasu editor', () => {
  it('types clues beside the grid and clears them', () => {
    let edited = kakurasuEdit.blank({ rows: 4, columns: 5 });
    const right = { kind: 'outside', side: 'right', index: 1 } as const;
    edited = kakurasuEdit.edit(edited, { kind: 'key', target: right, key: '1' }, 'clue')!;
    assert.equal(kakurasuEdit.edit(edited, { kind: 'key', target: right, key: '2' }, 'clue')!.rowClues[1], 2, 'typed afresh, a digit starts a new sum');
    edited = kakurasuEdit.edit(edited, { kind: 'key', target: right, key: '2', again: true }, 'clue')!;
    assert.equal(edited.rowClues[1], 12);
    edited = kakurasuEdit.edit(edited, { kind: 'key', target: { kind: 'outside', side: 'bottom', index: 4 }, key: '7' }, 'clue')!;
    assert.equal(edited.columnClues[4], 7);
    assert.equal(kakurasuEdit.edit(edited, { kind: 'key', target: { kind: 'outside', side: 'top', index: 0 }, key: '3' }, 'clue'), undefined, 'weights are not clues');
    edited = kakurasuEdit.edit(edited, { kind: 'key', target: right, key: 'Delete' }, 'clue')!;
    assert.equal(edited.rowClues[1], null);
    assert.deepEqual(kakurasuEdit.parametersOf(edited), { rows: 4, columns: 5 });
    const text = kakurasu.formats.find((format) => format.id === 'text')!;
    assert.deepEqual(text.parse(text.write!(edited)), edited);
  });
});
