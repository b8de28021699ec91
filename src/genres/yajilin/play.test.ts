// Yajilin play and editor rules, checked by the genre's own rule checker.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loopPoints } from '../../core/lines.js';
import { parsePuzzle, solve } from '../../index.js';
import type { YajilinAnswer, YajilinPuzzle } from './index.js';
import { yajilin } from './index.js';
import { yajilinEdit, yajilinPlay } from './play.js';
import { yajilinSize } from './puzzle.js';

const loaded = parsePuzzle('https://puzz.link/p?yajilin/5/5/m32j10');
const puzzle = loaded.puzzle as YajilinPuzzle;

describe('yajilin play', () => {
  it('shades with clicks, draws the loop with one drag, and the rule checker accepts it', async () => {
    const answer = (await solve(loaded)).answer as YajilinAnswer;
    let state = yajilinPlay.start(puzzle);
    for (const cell of [{ row: 2, column: 0 }, { row: 2, column: 2 }, { row: 4, column: 3 }]) {
      const move = yajilinPlay.interpret(puzzle, state, { kind: 'press', target: { kind: 'cell', cell }, button: 'primary' }, 'line')!;
      const outcome = yajilinPlay.apply(puzzle, state, move);
      assert.ok(outcome.ok);
      state = outcome.state;
    }
    const drag = yajilinPlay.interpret(puzzle, state, { kind: 'trace', points: loopPoints(yajilinSize(puzzle), answer.lines), button: 'primary' }, 'line')!;
    const drawn = yajilinPlay.apply(puzzle, state, drag);
    assert.ok(drawn.ok);
    assert.deepEqual(yajilin.check(puzzle, yajilinPlay.answer(puzzle, drawn.state)), []);
    const view = yajilinPlay.view(puzzle, drawn.state, {});
    assert.deepEqual(view.cells[2]![3], { tint: 'block', tintWords: 'clue cell', value: { text: '←2', kind: 'given' } });
    assert.equal(view.cells[2]![0]!.fill, 'shaded');
    assert.equal(view.lines?.points, 'centres');
  });

  it('takes the lines through a cell away when it is shaded, and keeps new lines out of shaded cells, as puzz.link does', () => {
    const press = (state: ReturnType<typeof yajilinPlay.start>, cell: { row: number; column: number }) => {
      const outcome = yajilinPlay.apply(puzzle, state, yajilinPlay.interpret(puzzle, state, { kind: 'press', target: { kind: 'cell', cell }, button: 'primary' }, 'line')!);
      assert.ok(outcome.ok);
      return outcome.state;
    };
    const across = [{ row: 0, column: 0 }, { row: 0, column: 1 }, { row: 0, column: 2 }, { row: 1, column: 2 }];
    const drawn = yajilinPlay.apply(puzzle, yajilinPlay.start(puzzle), yajilinPlay.interpret(puzzle, yajilinPlay.start(puzzle), { kind: 'trace', points: across, button: 'primary' }, 'line')!);
    assert.ok(drawn.ok);
    const shaded = press(drawn.state, { row: 0, column: 1 });
    const view = yajilinPlay.view(puzzle, shaded, {});
    assert.equal(view.cells[0]![1]!.fill, 'shaded');
    const drawnLines = view.lines!.lines.filter((line) => line.state === 'line');
    // Only r1c3-r2c3 is left: the two lines through r1c2 went with its shading.
    assert.deepEqual(drawnLines.map(({ from, to }) => [from, to]), [[{ row: 0, column: 2 }, { row: 1, column: 2 }]]);
    // A line drawn into the shaded cell is refused by the rules, and a drag across it leaves it out.
    assert.equal(yajilinPlay.apply(puzzle, shaded, { kind: 'set', lines: [{ line: { orientation: 'horizontal', from: { row: 0, column: 0 } }, mark: 'line' }] }).ok, false);
    const again = yajilinPlay.interpret(puzzle, shaded, { kind: 'trace', points: across.slice(0, 3), button: 'primary' }, 'line');
    assert.equal(again, undefined);
  });

  it('dots with the other button, refuses clue cells, and keeps lines out of them', () => {
    const start = yajilinPlay.start(puzzle);
    const cell = { row: 0, column: 0 };
    const dot = yajilinPlay.interpret(puzzle, start, { kind: 'press', target: { kind: 'cell', cell }, button: 'secondary' }, 'line');
    assert.deepEqual(dot, { kind: 'cell', cell, value: 0 });
    assert.equal(yajilinPlay.interpret(puzzle, start, { kind: 'press', target: { kind: 'cell', cell: { row: 2, column: 3 } }, button: 'primary' }, 'line'), undefined);
    assert.equal(yajilinPlay.apply(puzzle, start, { kind: 'cell', cell: { row: 2, column: 3 }, value: 1 }).ok, false);
    // A drag along row 3 through the clue at r3c4 draws only the lines beside it.
    const drag = yajilinPlay.interpret(puzzle, start, { kind: 'trace', points: [0, 1, 2, 3, 4].map((column) => ({ row: 2, column })), button: 'primary' }, 'line')!;
    assert.equal(drag.kind === 'set' && drag.lines.length, 2);
  });

  it('hints a wrong cell first, then lines', async () => {
    const facts = yajilin.model(puzzle).decodePartial(() => undefined);
    assert.equal(yajilinPlay.hint(puzzle, yajilinPlay.start(puzzle), facts), undefined);
    const answer = (await solve(loaded)).answer as YajilinAnswer;
    const known = { shaded: answer.shaded, lines: answer.lines };
    let state = yajilinPlay.start(puzzle);
    const wrong = yajilinPlay.apply(puzzle, state, { kind: 'cell', cell: { row: 0, column: 0 }, value: 1 });
    assert.ok(wrong.ok);
    state = wrong.state;
    assert.deepEqual(yajilinPlay.hint(puzzle, state, known), { kind: 'cell', cell: { row: 0, column: 0 }, value: 0 });
  });

  it('Check on an unfinished board reports only what no way of finishing can mend', async () => {
    const answer = (await solve(loaded)).answer as YajilinAnswer;
    const played = (moves: Parameters<typeof yajilinPlay.apply>[2][]) => {
      let state = yajilinPlay.start(puzzle);
      for (const move of moves) {
        const outcome = yajilinPlay.apply(puzzle, state, move);
        assert.ok(outcome.ok);
        state = outcome.state;
      }
      return yajilinPlay.progress!(puzzle, state);
    };
    const shade = (row: number, column: number) => ({ kind: 'cell' as const, cell: { row, column }, value: 1 as const });
    const path = loopPoints(yajilinSize(puzzle), answer.lines);
    const half = yajilinPlay.interpret(puzzle, yajilinPlay.start(puzzle), { kind: 'trace', points: path.slice(0, 8), button: 'primary' }, 'line')!;
    const unfinished = played([shade(2, 0), half]);
    assert.deepEqual(unfinished.broken, []);
    assert.equal(unfinished.open, 2, 'the two ends of the half-drawn loop');
    const codes = (progress: { broken: readonly { code: string }[] }) => progress.broken.map((violation) => violation.code).sort();
    assert.deepEqual(codes(played([shade(0, 0), shade(0, 1)])), ['adjacent-shaded']);
    // Shading a cell on the line takes the lines through it away (as on puzz.link), so no line runs over a shaded cell.
    assert.deepEqual(codes(played([half, shade(path[1]!.row, path[1]!.column)])), []);
  });
});

describe('yajilin editor', () => {
  it('cycles arrows with presses, types numbers, blocks and whole clues, and the URL holds them', () => {
    const target = { kind: 'cell', cell: { row: 2, column: 3 } } as const;
    let edited = yajilinEdit.blank({ rows: 5, columns: 6 });
    edited = yajilinEdit.edit(edited, { kind: 'press', target, button: 'primary' }, 'arrow')!;
    assert.deepEqual(edited.clues[2]![3], { direction: 'up', value: null });
    edited = yajilinEdit.edit(edited, { kind: 'key', target, key: '1' }, 'arrow')!;
    edited = yajilinEdit.edit(edited, { kind: 'press', target, button: 'primary' }, 'arrow')!;
    assert.deepEqual(edited.clues[2]![3], { direction: 'right', value: 1 });
    // 12 does not fit in the two cells to the right: the digit starts a new number.
    edited = yajilinEdit.edit(edited, { kind: 'key', target, key: '2' }, 'arrow') ?? edited;
    assert.deepEqual(edited.clues[2]![3], { direction: 'right', value: 1 });
    const url = yajilin.formats.find((format) => format.id === 'url')!;
    assert.deepEqual(url.parse(url.write!(edited)), edited);
    edited = yajilinEdit.edit(edited, { kind: 'text', target, text: '<2' }, 'clue')!;
    assert.deepEqual(edited.clues[2]![3], { direction: 'left', value: 2 });
    assert.throws(() => yajilinEdit.edit(edited, { kind: 'text', target, text: '<3' }, 'clue'), /points left at 3 cells/);
    edited = yajilinEdit.edit(edited, { kind: 'key', target, key: '#' }, 'arrow')!;
    assert.deepEqual(edited.clues[2]![3], { direction: null, value: null });
    edited = yajilinEdit.edit(edited, { kind: 'key', target, key: 'Delete' }, 'arrow')!;
    assert.equal(edited.clues[2]![3], null);
    assert.throws(() => yajilinEdit.blank({ rows: 1, columns: 4 }), /2×2 to 60×60/);
  });
});
