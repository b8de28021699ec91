// Creek play and editor rules, checked by the genre's own rule checker; the editor replays pzprjs's editor test.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { facts, parsePuzzle, solve } from '../../index.js';
import type { Gesture } from '../../core/play.js';
import { replay } from '../../core/play.js';
import { localFixture } from '../../../test/helpers.js';
import type { CreekPartial, CreekPuzzle } from './index.js';
import { creek } from './index.js';
import { fileFormat } from './formats.js';
import { creekEdit, creekPlay } from './play.js';

const loaded = parsePuzzle('https://puzz.link/p?creek/6/6/gagaich2cgb6769dt');
const puzzle = loaded.puzzle as CreekPuzzle;
const solution = localFixture<{ url?: string; solution?: number[][] }>('creek-solved.jsonl')[0]!.solution!;
const press = (row: number, column: number, button: 'primary' | 'secondary' = 'primary') => ({ kind: 'press', target: { kind: 'cell', cell: { row, column } }, button }) as const;
const key = (row: number, column: number, name: string) => ({ kind: 'key', target: { kind: 'cell', cell: { row, column } }, key: name }) as const;
const set = (row: number, column: number, value: 0 | 1) => ({ kind: 'set', cell: { row, column }, value }) as const;

describe('creek play', () => {
  it('shades the solution by drags along each row and the rule checker accepts it', () => {
    let state = creekPlay.start(puzzle);
    solution.forEach((row, r) => {
      // Each run of shaded cells in a row is one drag (a run of one is a press).
      const runs = row.map((value, c) => (value === 1 && row[c - 1] !== 1 ? c : -1)).filter((start) => start >= 0);
      for (const start of runs) {
        let end = start;
        while (row[end + 1] === 1) end++;
        const cells = Array.from({ length: end - start + 1 }, (_, index) => ({ row: r, column: start + index }));
        const gesture: Gesture = cells.length === 1 ? press(r, start) : { kind: 'stroke', cells, button: 'primary' };
        const outcome = creekPlay.apply(puzzle, state, creekPlay.interpret(puzzle, state, gesture, 'shade')!);
        assert.ok(outcome.ok);
        state = outcome.state;
      }
    });
    assert.deepEqual(creek.check(puzzle, creekPlay.answer(puzzle, state)), []);
  });

  it('cycles shaded, dot, open; the other button dots first; the numbers are drawn on the corners', () => {
    const start = creekPlay.start(puzzle);
    assert.deepEqual(creekPlay.interpret(puzzle, start, press(0, 0), 'shade'), set(0, 0, 1));
    assert.deepEqual(creekPlay.interpret(puzzle, start, press(0, 0, 'secondary'), 'shade'), set(0, 0, 0));
    const shadedOnce = replay(creekPlay, puzzle, [set(0, 0, 1)]);
    assert.equal(creekPlay.interpret(puzzle, shadedOnce, press(0, 0), 'shade')?.value, 0);
    const view = creekPlay.view(puzzle, shadedOnce, {});
    assert.equal(view.cells[0]![0]!.fill, 'shaded');
    assert.deepEqual(view.points?.slice(0, 3), [
      { point: { row: 0, column: 1 }, text: '0' },
      { point: { row: 0, column: 5 }, text: '0' },
      { point: { row: 1, column: 4 }, text: '2' },
    ]);
  });

  it('checks an unfinished board for what no shading of the open cells can mend', () => {
    const progress = creekPlay.progress!;
    const codes = (moves: ReturnType<typeof set>[]) => progress(puzzle, replay(creekPlay, puzzle, moves)).broken.map((violation) => violation.code);
    assert.deepEqual(codes([]), []);
    // The 0 on the top edge above r1c2 has a shaded cell round it.
    assert.deepEqual(codes([set(0, 1, 1)]), ['too-many-shaded']);
    // The 4 on the corner of r4c2, r4c3, r5c2 and r5c3 cannot have four once one of them is dotted; open, it still can.
    assert.deepEqual(codes([set(3, 2, 0)]), ['too-few-shaded']);
    assert.match(progress(puzzle, replay(creekPlay, puzzle, [set(3, 2, 0)])).broken[0]!.message, /the 4 at the top-left corner of r5c3 can have at most 3 shaded cells/);
    // Dots cut apart by shaded cells can never join: r1c1 walled in by r1c2 and r2c1, away from the dot on r6c6.
    assert.deepEqual(codes([set(0, 0, 0), set(0, 1, 1), set(1, 0, 1)]), ['too-many-shaded']);
    assert.deepEqual(codes([set(0, 0, 0), set(0, 1, 1), set(1, 0, 1), set(5, 5, 0)]), ['too-many-shaded', 'disconnected']);
  });

  it('hints from the facts and shows the solution', async () => {
    const known = (await facts(loaded)).facts as CreekPartial;
    const hint = creekPlay.hint(puzzle, creekPlay.start(puzzle), known);
    assert.ok(hint?.kind === 'set');
    assert.equal(hint.value, solution[hint.cell.row]![hint.cell.column]);
    const result = await solve(loaded);
    const solved = creekPlay.fromAnswer(puzzle, result.answer as boolean[][]);
    assert.deepEqual(creek.check(puzzle, creekPlay.answer(puzzle, solved)), []);
  });
});

describe('creek editor', () => {
  const editorFiles = localFixture<{ corners?: string }>('creek-pzprjs.jsonl').flatMap((record) => (record.corners ? [fileFormat.parse(record.corners)] : []));

  it("types the corners of pzprjs's editor test: - toggles a ?, the digits 0 to 4 set a number", () => {
    // The cursor walks the top corners; each cell's top-left corner is the one typed on.
    const type = (start: CreekPuzzle, keys: [number, string][]) => keys.reduce((edited, [column, name]) => creekEdit.edit(edited, key(0, column, name), 'top-left') ?? edited, start);
    const first = type(creekEdit.blank({ rows: 1, columns: 5 }), [[0, '-'], [1, '0'], [2, '1'], [3, '2'], [4, '3']]);
    assert.deepEqual(first, editorFiles[0]);
    const second = type(first, [[0, '-'], [1, '-'], [2, '-'], [2, '-']]);
    assert.deepEqual(second, editorFiles[1]);
    assert.throws(() => creekEdit.edit(creekEdit.blank({ rows: 1, columns: 5 }), key(0, 0, '7'), 'top-left'), /counts 0 to 4 cells, not 7/);
  });

  it("steps the number on a pressed corner as pzprjs's editor test clicks them: ?, 0 to 4, empty; the other button back", () => {
    const clicks = (start: CreekPuzzle, row: number, column: number, times: number, button: 'primary' | 'secondary') => {
      let edited = start;
      // pzprjs's first click moves its cursor onto the corner; each click after it steps the number.
      for (let index = 1; index < times; index++) edited = creekEdit.edit(edited, { kind: 'press', target: { kind: 'corner', point: { row, column } }, button }, 'top-left') ?? edited;
      return edited;
    };
    let edited = creekEdit.blank({ rows: 1, columns: 6 });
    for (let column = 0; column <= 6; column++) edited = clicks(edited, 0, column, column + 2, 'primary');
    for (let column = 0; column <= 6; column++) edited = clicks(edited, 1, column, column + 2, 'secondary');
    assert.deepEqual(edited, editorFiles[2]);
    assert.throws(() => creekEdit.blank({ rows: 0, columns: 4 }), /1×1 to 60×60/);
  });
});
