// Tapa play and editor rules, checked by the genre's own rule checker.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { facts, parsePuzzle, solve } from '../../index.js';
import { replay } from '../../core/play.js';
import type { TapaPartial, TapaPuzzle } from './index.js';
import { tapa } from './index.js';
import { tapaEdit, tapaPlay } from './play.js';
import { clueText } from './puzzle.js';

const loaded = parsePuzzle('https://puzz.link/p?tapa/5/5/3n5hchhajn2');
const puzzle = loaded.puzzle as TapaPuzzle;
const solution = [
  [0, 1, 1, 1, 1],
  [1, 1, 0, 1, 0],
  [1, 0, 0, 1, 1],
  [0, 1, 0, 1, 0],
  [1, 1, 1, 1, 0],
];
const shadedCells = solution.flatMap((row, r) => row.flatMap((value, c) => (value === 1 ? [{ row: r, column: c }] : [])));
const press = (row: number, column: number, button: 'primary' | 'secondary' = 'primary', again = false) =>
  ({ kind: 'press', target: { kind: 'cell', cell: { row, column } }, button, again }) as const;

describe('tapa play', () => {
  it('shades the solution by presses and the rule checker accepts it; clue cells show their numbers and stay unshaded', () => {
    let state = tapaPlay.start(puzzle);
    for (const cell of shadedCells) {
      const outcome = tapaPlay.apply(puzzle, state, tapaPlay.interpret(puzzle, state, press(cell.row, cell.column), 'shade')!);
      assert.ok(outcome.ok);
      state = outcome.state;
    }
    assert.deepEqual(tapa.check(puzzle, tapaPlay.answer(puzzle, state)), []);
    assert.equal(tapaPlay.view(puzzle, state, {}).cells[2]![2]!.value?.text, '3 1 1');
    assert.equal(tapaPlay.apply(puzzle, state, { kind: 'set', cell: { row: 0, column: 0 }, value: 1 }).ok, false, 'a clue cell is not shaded');
  });

  it('paints a drag with what a press gives its first cell; the other button and the dot mode start with dots', () => {
    const start = tapaPlay.start(puzzle);
    const stroke = { kind: 'stroke', cells: [0, 1, 2, 3, 4].map((column) => ({ row: 0, column })), button: 'primary' } as const;
    const move = tapaPlay.interpret(puzzle, start, stroke, 'shade');
    assert.deepEqual(move, { kind: 'paint', cells: [1, 2, 3, 4].map((column) => ({ row: 0, column })), value: 1 });
    assert.equal(tapaPlay.interpret(puzzle, start, press(1, 1, 'secondary'), 'shade')?.value, 0);
    assert.equal(tapaPlay.interpret(puzzle, start, press(1, 1), tapaPlay.modes[1]!.id)?.value, 0);
  });

  it('checks an unfinished board for what no shading of the open cells can mend', () => {
    const progress = tapaPlay.progress!;
    assert.deepEqual(progress(puzzle, tapaPlay.start(puzzle)).broken, []);
    // Dots on the three cells round the 3 in the corner leave it no run.
    const dots = [[0, 1], [1, 0], [1, 1]].map(([row, column]) => ({ kind: 'set' as const, cell: { row: row!, column: column! }, value: 0 as const }));
    assert.deepEqual(progress(puzzle, replay(tapaPlay, puzzle, dots)).broken.map((violation) => violation.code), ['wrong-runs']);
    // A 2×2 block shaded is broken for good.
    const block = [[0, 1], [0, 2], [1, 1], [1, 2]].map(([row, column]) => ({ kind: 'set' as const, cell: { row: row!, column: column! }, value: 1 as const }));
    assert.ok(progress(puzzle, replay(tapaPlay, puzzle, block)).broken.some((violation) => violation.code === 'shaded-2x2'));
  });

  it('hints from the facts and shows the solution', async () => {
    const known = (await facts(loaded)).facts as TapaPartial;
    const hint = tapaPlay.hint(puzzle, tapaPlay.start(puzzle), known);
    assert.ok(hint?.kind === 'set');
    const result = await solve(loaded);
    const solved = tapaPlay.fromAnswer(puzzle, result.answer as boolean[][]);
    assert.deepEqual(tapa.check(puzzle, tapaPlay.answer(puzzle, solved)), []);
  });
});

describe('tapa editor', () => {
  const target = { kind: 'cell', cell: { row: 1, column: 1 } } as const;
  const key = (edited: TapaPuzzle, name: string) => tapaEdit.edit(edited, { kind: 'key', target, key: name }, 'clue')!;
  const shown = (edited: TapaPuzzle) => {
    const clue = edited.clues[1]![1]!;
    return clue === null ? null : clueText(clue);
  };

  it('types up to four numbers into a clue while their runs fit in the ring, as pzprjs does; ? or - is an unknown one', () => {
    let edited = tapaEdit.blank({ rows: 5, columns: 5 });
    edited = key(edited, '3');
    edited = key(edited, '1');
    edited = key(edited, '?');
    assert.equal(shown(edited), '3 1 ?');
    edited = key(edited, '1');
    assert.equal(shown(edited), '1', '3 1 ? 1 does not fit: the 1 starts a new clue');
    edited = key(edited, '-');
    edited = key(edited, '1');
    edited = key(edited, '1');
    assert.equal(shown(edited), '1 ? 1 1');
    assert.equal(shown(key(edited, '-')), '?', 'a fifth number starts a new clue');
    edited = key(edited, 'Backspace');
    assert.equal(shown(edited), '1 ? 1');
    // pzprjs's editor test: 1 then 0 gives 0, 5 then 2 gives 2.
    assert.equal(shown(key(key(tapaEdit.blank({ rows: 5, columns: 5 }), '1'), '0')), '0');
    assert.equal(shown(key(key(tapaEdit.blank({ rows: 5, columns: 5 }), '5'), '2')), '2');
    assert.throws(() => key(edited, '9'), /a run round a clue has 0 to 8 cells, not 9/);
    edited = key(edited, 'Delete');
    assert.equal(shown(edited), null);
    assert.deepEqual(tapaEdit.pad!(edited), ['0', '1', '2', '3', '4', '5', '6', '7', '8', '?', 'Backspace']);
  });

  it('steps the selected cell through every clue puz.link allows by presses, and back with the other button', () => {
    const step = (edited: TapaPuzzle, button: 'primary' | 'secondary') => tapaEdit.edit(edited, { kind: 'press', target, button, again: true }, 'clue')!;
    let edited = tapaEdit.blank({ rows: 5, columns: 5 });
    const seen: (string | null)[] = [];
    for (let k = 0; k < 82; k++) {
      edited = step(edited, 'primary');
      seen.push(shown(edited));
    }
    // pzprjs's editor test (its first click selects the cell): 10 presses give 8, 11 ? ?, 36 5 1, 37 ? ? ?, 74 3 1 1,
    // 75 1 1 1 1 and 76 the plain cell again.
    assert.deepEqual([seen[0], seen[1], seen[9], seen[10], seen[35], seen[36], seen[73], seen[74], seen[75]], ['?', '0', '8', '? ?', '5 1', '? ? ?', '3 1 1', '1 1 1 1', null]);
    assert.equal(new Set(seen).size, 76, 'every clue once, then the plain cell');
    assert.equal(shown(step(tapaEdit.blank({ rows: 5, columns: 5 }), 'secondary')), '1 1 1 1');
    const url = tapa.formats.find((format) => format.id === 'url')!;
    const round = key(key(key(tapaEdit.blank({ rows: 5, columns: 5 }), '2'), '?'), '1');
    assert.deepEqual(url.parse(url.write!(round)), round);
    assert.throws(() => tapaEdit.blank({ rows: 0, columns: 4 }), /1×1 to 60×60/);
  });
});
