// Kurotto play and editor rules, checked by the genre's own rule checker; the editor replays pzprjs's editor test.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { facts, parsePuzzle, solve } from '../../index.js';
import { replay } from '../../core/play.js';
import { localFixture } from '../../../test/helpers.js';
import type { KurottoPartial, KurottoPuzzle } from './index.js';
import { kurotto } from './index.js';
import { fileFormat } from './formats.js';
import { kurottoEdit, kurottoPlay } from './play.js';

const loaded = parsePuzzle('https://puzz.link/p?kurotto/5/5/30m4h6h4m02');
const puzzle = loaded.puzzle as KurottoPuzzle;
const solution = localFixture<{ url?: string; solution?: number[][] }>('kurotto-solved.jsonl')[0]!.solution!;
const press = (row: number, column: number, button: 'primary' | 'secondary' = 'primary', again = false) =>
  ({ kind: 'press', target: { kind: 'cell', cell: { row, column } }, button, again }) as const;
const key = (row: number, column: number, name: string) => ({ kind: 'key', target: { kind: 'cell', cell: { row, column } }, key: name }) as const;

describe('kurotto play', () => {
  it('shades the solution by presses and the rule checker accepts it', () => {
    let state = kurottoPlay.start(puzzle);
    solution.forEach((row, r) =>
      row.forEach((value, c) => {
        if (value !== 1) return;
        const outcome = kurottoPlay.apply(puzzle, state, kurottoPlay.interpret(puzzle, state, press(r, c), 'shade')!);
        assert.ok(outcome.ok);
        state = outcome.state;
      }),
    );
    assert.deepEqual(kurotto.check(puzzle, kurottoPlay.answer(puzzle, state)), []);
  });

  it('shades by a press, dots by the other button, paints a drag, passes circles over and draws them as circles', () => {
    const start = kurottoPlay.start(puzzle);
    assert.deepEqual(kurottoPlay.interpret(puzzle, start, press(1, 0), 'shade'), { kind: 'set', cell: { row: 1, column: 0 }, value: 1 });
    assert.deepEqual(kurottoPlay.interpret(puzzle, start, press(1, 0, 'secondary'), 'shade'), { kind: 'set', cell: { row: 1, column: 0 }, value: 0 });
    const stroke = { kind: 'stroke', cells: [0, 1, 2].map((column) => ({ row: 0, column })), button: 'primary' } as const;
    assert.deepEqual(kurottoPlay.interpret(puzzle, start, stroke, 'shade'), { kind: 'paint', cells: [{ row: 0, column: 2 }], value: 1 });
    assert.equal(kurottoPlay.apply(puzzle, start, { kind: 'set', cell: { row: 0, column: 0 }, value: 1 }).ok, false, 'a circle stays unshaded');
    const view = kurottoPlay.view(puzzle, start, {});
    assert.deepEqual(view.cells[0]![0]!.circle, { text: '3', style: 'solid', words: 'circle 3' });
    assert.equal(view.cells[0]![2]!.circle, undefined);
  });

  it('checks an unfinished board for what no shading of the open cells can mend', () => {
    const progress = kurottoPlay.progress!;
    assert.deepEqual(progress(puzzle, kurottoPlay.start(puzzle)).broken, []);
    // The 0 at r1c2 with r2c2 shaded already touches one shaded cell.
    const touched = replay(kurottoPlay, puzzle, [{ kind: 'set', cell: { row: 1, column: 1 }, value: 1 }]);
    assert.deepEqual(progress(puzzle, touched).broken.map((violation) => violation.message), ['the 0 at r1c2 already touches 1 shaded cells']);
    // The 3 at r1c1 walled in by dots can touch no shaded cell.
    const walled = replay(kurottoPlay, puzzle, [{ kind: 'set', cell: { row: 1, column: 0 }, value: 0 }]);
    assert.deepEqual(progress(puzzle, walled).broken.map((violation) => violation.message), ['the 3 at r1c1 can touch at most 0 shaded cells']);
  });

  it('hints from the facts and shows the solution', async () => {
    const known = (await facts(loaded)).facts as KurottoPartial;
    const hint = kurottoPlay.hint(puzzle, kurottoPlay.start(puzzle), known);
    assert.ok(hint?.kind === 'set');
    assert.equal(hint.value, solution[hint.cell.row]![hint.cell.column]);
    const result = await solve(loaded);
    const solved = kurottoPlay.fromAnswer(puzzle, result.answer as boolean[][]);
    assert.deepEqual(kurotto.check(puzzle, kurottoPlay.answer(puzzle, solved)), []);
  });
});

describe('kurotto editor', () => {
  const editorFiles = localFixture<{ clues?: string }>('kurotto-pzprjs.jsonl').flatMap((record) => (record.clues ? [fileFormat.parse(record.clues)] : []));

  it("types the circles of pzprjs's editor test: - toggles a circle without a number, 0 is a number", () => {
    const type = (start: KurottoPuzzle, keys: [number, string][]) => keys.reduce((edited, [column, name]) => kurottoEdit.edit(edited, key(0, column, name), 'clue') ?? edited, start);
    const first = type(kurottoEdit.blank({ rows: 1, columns: 5 }), [[0, '-'], [1, '0'], [2, '1'], [3, '2'], [4, '3']]);
    assert.deepEqual(first, editorFiles[0]);
    const second = type(first, [[0, '-'], [1, '-'], [2, '-'], [2, '-']]);
    assert.deepEqual(second, editorFiles[1]);
    assert.throws(() => kurottoEdit.edit(kurottoEdit.blank({ rows: 1, columns: 5 }), key(0, 0, '7'), 'clue'), /is 0 to 4, not 7/);
  });

  it("steps circles by presses on the selected cell as pzprjs's editor test clicks them: empty circle, 0 up to the largest, empty", () => {
    const click = (start: KurottoPuzzle, column: number, times: number, button: 'primary' | 'secondary') => {
      let edited = start;
      // The first press selects the cell; each press after it steps the circle.
      for (let index = 1; index < times; index++) edited = kurottoEdit.edit(edited, press(0, column, button, true), 'clue') ?? edited;
      return edited;
    };
    const clicks: [number, number, 'primary' | 'secondary'][] = [[0, 2, 'primary'], [1, 3, 'primary'], [2, 4, 'primary'], [3, 5, 'primary'], [4, 6, 'primary'], [5, 2, 'secondary']];
    const edited = clicks.reduce((board, [column, times, button]) => click(board, column, times, button), kurottoEdit.blank({ rows: 1, columns: 6 }));
    assert.deepEqual(edited, editorFiles[2]);
    assert.throws(() => kurottoEdit.blank({ rows: 0, columns: 4 }), /1×1 to 60×60/);
  });
});
