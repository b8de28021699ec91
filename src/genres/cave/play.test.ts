// Cave play and editor rules, checked by the genre's own rule checker; the editor replays pzprjs's editor test.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { facts, parsePuzzle, solve } from '../../index.js';
import { replay } from '../../core/play.js';
import { localFixture } from '../../../test/helpers.js';
import type { CavePartial, CavePuzzle } from './index.js';
import { cave } from './index.js';
import { fileFormat } from './formats.js';
import { caveEdit, cavePlay } from './play.js';

const loaded = parsePuzzle('https://puzz.link/p?cave/6/6/g3q2h3jbj3i3i2g');
const puzzle = loaded.puzzle as CavePuzzle;
const solution = localFixture<{ url?: string; solution?: number[][] }>('cave-solved.jsonl')[0]!.solution!;
const press = (row: number, column: number, button: 'primary' | 'secondary' = 'primary', again = false) =>
  ({ kind: 'press', target: { kind: 'cell', cell: { row, column } }, button, again }) as const;
const key = (row: number, column: number, name: string) => ({ kind: 'key', target: { kind: 'cell', cell: { row, column } }, key: name }) as const;

describe('cave play', () => {
  it('shades the solution by presses and the rule checker accepts it', () => {
    let state = cavePlay.start(puzzle);
    solution.forEach((row, r) =>
      row.forEach((value, c) => {
        if (value !== 1) return;
        const outcome = cavePlay.apply(puzzle, state, cavePlay.interpret(puzzle, state, press(r, c), 'shade')!);
        assert.ok(outcome.ok);
        state = outcome.state;
      }),
    );
    assert.deepEqual(cave.check(puzzle, cavePlay.answer(puzzle, state)), []);
  });

  it('cycles shaded, dot, open, and a drag paints what a press gives the first cell, passing clues over', () => {
    const start = cavePlay.start(puzzle);
    assert.deepEqual(cavePlay.interpret(puzzle, start, press(0, 0), 'shade'), { kind: 'set', cell: { row: 0, column: 0 }, value: 1 });
    assert.deepEqual(cavePlay.interpret(puzzle, start, press(0, 0, 'secondary'), 'shade'), { kind: 'set', cell: { row: 0, column: 0 }, value: 0 });
    const shadedOnce = replay(cavePlay, puzzle, [{ kind: 'set', cell: { row: 0, column: 0 }, value: 1 }]);
    assert.equal(cavePlay.interpret(puzzle, shadedOnce, press(0, 0), 'shade')?.value, 0);
    const stroke = { kind: 'stroke', cells: [0, 1, 2].map((column) => ({ row: 0, column })), button: 'primary' } as const;
    assert.deepEqual(cavePlay.interpret(puzzle, start, stroke, 'shade'), { kind: 'paint', cells: [{ row: 0, column: 0 }, { row: 0, column: 2 }], value: 1 });
    assert.equal(cavePlay.apply(puzzle, start, { kind: 'set', cell: { row: 0, column: 1 }, value: 1 }).ok, false, 'a clue stays unshaded');
  });

  it('checks an unfinished board for what no shading of the open cells can mend: a shaded cell walled in by dots', () => {
    const progress = cavePlay.progress!;
    assert.deepEqual(progress(puzzle, cavePlay.start(puzzle)).broken, []);
    // r2c3 shaded, its four neighbours dotted: it can never reach the edge.
    const dots = [[0, 2], [2, 2], [1, 1], [1, 3]].map(([row, column]) => ({ kind: 'set' as const, cell: { row: row!, column: column! }, value: 0 as const }));
    const walled = replay(cavePlay, puzzle, [{ kind: 'set', cell: { row: 1, column: 2 }, value: 1 }, ...dots]);
    const enclosed = (state: typeof walled) => progress(puzzle, state).broken.filter((violation) => violation.code === 'shaded-enclosed');
    assert.deepEqual(enclosed(walled).map((violation) => [violation.message, violation.cells]), [["unshaded cells wall shaded ones in, away from the grid's edge", [{ row: 1, column: 2 }]]]);
    // With one neighbour open it may still get out.
    assert.deepEqual(enclosed(replay(cavePlay, puzzle, [{ kind: 'set', cell: { row: 1, column: 2 }, value: 1 }, ...dots.slice(1)])), []);
  });

  it('hints from the facts and shows the solution', async () => {
    const known = (await facts(loaded)).facts as CavePartial;
    const hint = cavePlay.hint(puzzle, cavePlay.start(puzzle), known);
    assert.ok(hint?.kind === 'set');
    assert.equal(hint.value, solution[hint.cell.row]![hint.cell.column]);
    const result = await solve(loaded);
    const solved = cavePlay.fromAnswer(puzzle, result.answer as boolean[][]);
    assert.deepEqual(cave.check(puzzle, cavePlay.answer(puzzle, solved)), []);
  });
});

describe('cave editor', () => {
  const editorFiles = localFixture<{ clues?: string }>('cave-pzprjs.jsonl').flatMap((record) => (record.clues ? [fileFormat.parse(record.clues)] : []));

  it("types the clues of pzprjs's editor test: - toggles a ?, a 0 that fits nowhere changes nothing", () => {
    const type = (start: CavePuzzle, keys: [number, string][]) => keys.reduce((edited, [column, name]) => caveEdit.edit(edited, key(0, column, name), 'clue') ?? edited, start);
    const first = type(caveEdit.blank({ rows: 1, columns: 5 }), [[0, '-'], [1, '0'], [2, '1'], [3, '2'], [4, '1'], [4, '0']]);
    assert.deepEqual(first, editorFiles[0]);
    const second = type(first, [[0, '-'], [1, '-'], [2, '-'], [2, '-']]);
    assert.deepEqual(second, editorFiles[1]);
    assert.throws(() => caveEdit.edit(caveEdit.blank({ rows: 1, columns: 5 }), key(0, 0, '7'), 'clue'), /counts 1 to 5 cells, not 7/);
  });

  it("steps clues by presses on the selected cell as pzprjs's editor test clicks them: ?, 2 up to the largest, empty", () => {
    const click = (start: CavePuzzle, row: number, column: number, times: number, button: 'primary' | 'secondary') => {
      let edited = start;
      // The first press selects the cell; each press after it steps the clue.
      for (let index = 1; index < times; index++) edited = caveEdit.edit(edited, press(row, column, button, true), 'clue') ?? edited;
      return edited;
    };
    const clicks: [number, number, number, 'primary' | 'secondary'][] = [
      [0, 0, 2, 'primary'], [0, 1, 3, 'primary'], [0, 2, 4, 'primary'], [0, 3, 5, 'primary'], [0, 4, 6, 'primary'],
      [1, 0, 7, 'primary'], [1, 1, 8, 'primary'], [1, 2, 2, 'secondary'], [1, 3, 3, 'secondary'], [1, 4, 4, 'secondary'],
    ];
    const edited = clicks.reduce((board, [row, column, times, button]) => click(board, row, column, times, button), caveEdit.blank({ rows: 2, columns: 5 }));
    assert.deepEqual(edited, editorFiles[2]);
    assert.throws(() => caveEdit.blank({ rows: 0, columns: 4 }), /1×1 to 60×60/);
  });
});
