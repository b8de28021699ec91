// Takuzu play and editor rules, checked by the genre's own rule checker.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { facts, parsePuzzle } from '../../index.js';
import { replay } from '../../core/play.js';
import type { TakuzuPartial, TakuzuPuzzle } from './index.js';
import { takuzu } from './index.js';
import { takuzuEdit, takuzuPlay } from './play.js';

const loaded = parsePuzzle('6x6:gabKBgaABba');
const puzzle = loaded.puzzle as TakuzuPuzzle;
const solution = ['101001', '001011', '110100', '001011', '110100', '010110'];

describe('takuzu play', () => {
  it('takes the solution by keys and the rule checker accepts it', () => {
    let state = takuzuPlay.start(puzzle);
    solution.forEach((line, row) =>
      [...line].forEach((key, column) => {
        if (puzzle.givens[row]![column] !== null) return;
        const move = takuzuPlay.interpret(puzzle, state, { kind: 'key', target: { kind: 'cell', cell: { row, column } }, key }, 'dark');
        const outcome = takuzuPlay.apply(puzzle, state, move!);
        assert.ok(outcome.ok);
        state = outcome.state;
      }),
    );
    assert.deepEqual(takuzu.check(puzzle, takuzuPlay.answer(puzzle, state)), []);
    assert.deepEqual(takuzuPlay.unfinished!(puzzle, state), []);
  });

  it('names the empty cells, so a check reports only rules broken by placed cells', () => {
    const state = replay(takuzuPlay, puzzle, [
      { kind: 'set', cell: { row: 0, column: 0 }, value: 0 },
      { kind: 'set', cell: { row: 0, column: 1 }, value: 0 },
      { kind: 'set', cell: { row: 0, column: 2 }, value: 0 },
    ]);
    const open = new Set(takuzuPlay.unfinished!(puzzle, state).map((cell) => `${cell.row},${cell.column}`));
    const broken = takuzu.check(puzzle, takuzuPlay.answer(puzzle, state)).filter((violation) => !violation.cells.some((cell) => open.has(`${cell.row},${cell.column}`)));
    assert.deepEqual(broken.map((violation) => violation.code), ['three-in-a-row']);
  });

  it('refuses to change a given; givens show their digit', () => {
    assert.equal(takuzuPlay.apply(puzzle, takuzuPlay.start(puzzle), { kind: 'set', cell: { row: 1, column: 0 }, value: 1 }).ok, false);
    const view = takuzuPlay.view(puzzle, takuzuPlay.start(puzzle), {});
    assert.deepEqual(view.cells[1]![0], { fill: 'light', value: { text: '0', kind: 'given' } });
  });

  it('hints a forced cell from the facts', async () => {
    const known = (await facts(loaded)).facts as TakuzuPartial;
    const hint = takuzuPlay.hint(puzzle, takuzuPlay.start(puzzle), known);
    assert.ok(hint?.kind === 'set' && hint.value !== null);
    assert.equal(String(hint.value), solution[hint.cell.row]![hint.cell.column]);
  });
});

describe('takuzu editor', () => {
  it('enters givens, keeps sides even, and sets the distinct-lines rule', () => {
    const target = { kind: 'cell', cell: { row: 0, column: 0 } } as const;
    let edited = takuzuEdit.blank({ rows: 6, columns: 6, distinct: 1 });
    assert.equal(edited.distinctLines, true);
    edited = takuzuEdit.edit(edited, { kind: 'press', target, button: 'primary' }, 'given')!;
    assert.equal(edited.givens[0]![0], 1);
    edited = takuzuEdit.edit(edited, { kind: 'key', target, key: '0' }, 'given')!;
    assert.equal(edited.givens[0]![0], 0);
    assert.equal(takuzuEdit.edit(edited, { kind: 'key', target, key: '0' }, 'given'), undefined);
    // Either button steps a given the same way: 0 to none, none to 1.
    const cleared = takuzuEdit.edit(edited, { kind: 'press', target, button: 'secondary' }, 'given')!;
    assert.equal(cleared.givens[0]![0], null);
    assert.equal(takuzuEdit.edit(cleared, { kind: 'press', target, button: 'secondary' }, 'given')!.givens[0]![0], 1);
    const sgt = takuzu.formats.find((format) => format.id === 'sgt')!;
    assert.deepEqual(sgt.parse(sgt.write!(edited)), edited);
    assert.throws(() => takuzuEdit.blank({ rows: 5, columns: 6 }), /even/);
  });
});
