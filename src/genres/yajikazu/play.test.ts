// Yajisan-Kazusan play and editor rules, checked by the genre's own rule checker; the editor replays pzprjs's editor
// test.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { facts, parsePuzzle, solve } from '../../index.js';
import { replay } from '../../core/play.js';
import { localFixture } from '../../../test/helpers.js';
import type { YajikazuPartial, YajikazuPuzzle } from './index.js';
import { yajikazu } from './index.js';
import { fileFormat } from './formats.js';
import { yajikazuEdit, yajikazuPlay } from './play.js';

const loaded = parsePuzzle('https://puzz.link/p?yajikazu/6/6/40d23663i32h12b32a12a11c');
const puzzle = loaded.puzzle as YajikazuPuzzle;
const solution = localFixture<{ solution: number[][] }>('yajikazu-solved.jsonl')[0]!.solution;
const cell = (row: number, column: number) => ({ kind: 'cell', cell: { row, column } }) as const;
const press = (row: number, column: number, button: 'primary' | 'secondary' = 'primary', again = false) => ({ kind: 'press', target: cell(row, column), button, again }) as const;
const key = (row: number, column: number, name: string, modifier?: 'shift') => ({ kind: 'key', target: cell(row, column), key: name, ...(modifier ? { modifier } : {}) }) as const;

describe('yajikazu play', () => {
  it('shades the solution by presses, clue cells among them, and the rule checker accepts it', () => {
    let state = yajikazuPlay.start(puzzle);
    solution.forEach((row, r) =>
      row.forEach((value, c) => {
        if (value !== 1) return;
        const outcome = yajikazuPlay.apply(puzzle, state, yajikazuPlay.interpret(puzzle, state, press(r, c), 'shade')!);
        assert.ok(outcome.ok);
        state = outcome.state;
      }),
    );
    assert.deepEqual(yajikazu.check(puzzle, yajikazuPlay.answer(puzzle, state)), []);
    // The shaded 99 still shows its clue.
    const view = yajikazuPlay.view(puzzle, state, {});
    assert.deepEqual(view.cells[1]![0], { fill: 'shaded', value: { text: '↑99', kind: 'given' } });
  });

  it('shades by a press, dots by the other button, and paints a drag over clue cells too', () => {
    const start = yajikazuPlay.start(puzzle);
    assert.deepEqual(yajikazuPlay.interpret(puzzle, start, press(0, 0), 'shade'), { kind: 'set', cell: { row: 0, column: 0 }, value: 1 });
    assert.deepEqual(yajikazuPlay.interpret(puzzle, start, press(0, 0, 'secondary'), 'shade'), { kind: 'set', cell: { row: 0, column: 0 }, value: 0 });
    const stroke = { kind: 'stroke', cells: [0, 1, 2].map((row) => ({ row, column: 0 })), button: 'secondary' } as const;
    const painted = yajikazuPlay.interpret(puzzle, start, stroke, 'shade')!;
    assert.deepEqual(painted, { kind: 'paint', cells: stroke.cells, value: 0 });
    assert.ok(yajikazuPlay.apply(puzzle, start, painted).ok);
  });

  it('checks an unfinished board for what no shading of the open cells can mend', () => {
    const progress = yajikazuPlay.progress!;
    assert.deepEqual(progress(puzzle, yajikazuPlay.start(puzzle)).broken, []);
    // The 0 pointing right at r1c1, dotted, with r1c3 shaded.
    const seen = replay(yajikazuPlay, puzzle, [
      { kind: 'set', cell: { row: 0, column: 0 }, value: 0 },
      { kind: 'set', cell: { row: 0, column: 2 }, value: 1 },
    ]);
    assert.deepEqual(progress(puzzle, seen).broken.map((violation) => violation.message), ['the 0 pointing right at r1c1 already points at 1 shaded cell']);
    // Left open, the same arrow may yet be shaded: nothing is broken.
    const open = replay(yajikazuPlay, puzzle, [{ kind: 'set', cell: { row: 0, column: 2 }, value: 1 }]);
    assert.deepEqual(progress(puzzle, open).broken, []);
    // The 3 pointing down at r1c6, dotted, with its column dotted but for two cells.
    const walled = replay(
      yajikazuPlay,
      puzzle,
      [0, 1, 2, 3].map((row) => ({ kind: 'set' as const, cell: { row, column: 5 }, value: 0 as const })),
    );
    assert.deepEqual(progress(puzzle, walled).broken.map((violation) => violation.message), ['the 3 pointing down at r1c6 has only 2 cells left to shade']);
  });

  it('hints from the facts and shows the solution', async () => {
    const known = (await facts(loaded)).facts as YajikazuPartial;
    const hint = yajikazuPlay.hint(puzzle, yajikazuPlay.start(puzzle), known);
    assert.ok(hint?.kind === 'set');
    assert.equal(hint.value, solution[hint.cell.row]![hint.cell.column]);
    const result = await solve(loaded);
    const solved = yajikazuPlay.fromAnswer(puzzle, result.answer as boolean[][]);
    assert.deepEqual(yajikazu.check(puzzle, yajikazuPlay.answer(puzzle, solved)), []);
  });
});

describe('yajikazu editor', () => {
  const editorFiles = localFixture<{ clues?: string }>('yajikazu-pzprjs.jsonl').flatMap((record) => (record.clues ? [fileFormat.parse(record.clues)] : []));
  type Step = Parameters<typeof yajikazuEdit.edit>[1];
  const apply = (start: YajikazuPuzzle, steps: readonly Step[]) => steps.reduce((edited, step) => yajikazuEdit.edit(edited, step, 'clue') ?? edited, start);

  it("types the clues of pzprjs's editor test: digits, - for ?, Shift and an arrow key for the arrow, each again to take it away", () => {
    const first = apply(yajikazuEdit.blank({ rows: 1, columns: 5 }), [
      key(0, 0, '-'), key(0, 0, 'ArrowUp', 'shift'),
      key(0, 1, '0'), key(0, 1, 'ArrowDown', 'shift'),
      key(0, 2, '1'), key(0, 2, 'ArrowLeft', 'shift'),
      key(0, 3, '2'), key(0, 3, 'ArrowRight', 'shift'),
      key(0, 4, '1'), { ...key(0, 4, '0'), again: true },
    ]);
    assert.deepEqual(first, editorFiles[0]);
    const second = apply(first, [key(0, 0, '-'), key(0, 1, '-'), key(0, 2, '-'), key(0, 2, '-'), key(0, 3, 'ArrowRight', 'shift')]);
    assert.deepEqual(second, editorFiles[1]);
  });

  it("steps numbers by presses on the selected cell and points arrows by drags, as pzprjs's editor test clicks them", () => {
    const clicks = (column: number, times: number, button: 'primary' | 'secondary' = 'primary'): Step[] =>
      // The first press selects the cell; each press after it steps the number.
      Array.from({ length: times }, (_, index) => press(0, column, button, index > 0));
    const drag = (column: number, row: number, toColumn: number): Step => ({ kind: 'drag', from: { row: 0, column }, to: { row, column: toColumn } });
    const edited = apply(yajikazuEdit.blank({ rows: 1, columns: 6 }), [
      ...clicks(0, 2), drag(0, -1, 0),
      ...clicks(1, 3), drag(1, 1, 1),
      ...clicks(2, 4), drag(2, 0, 1),
      ...clicks(3, 5), drag(3, 0, 4),
      ...clicks(4, 6),
      ...clicks(5, 2, 'secondary'),
    ]);
    assert.deepEqual(edited, editorFiles[2]);
    assert.throws(() => yajikazuEdit.blank({ rows: 0, columns: 4 }), /1×1 to 60×60/);
  });
});
