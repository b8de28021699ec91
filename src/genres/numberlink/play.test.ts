// Numberlink play and editor rules (the shared line play), checked by the genre's own rule checker.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Gesture } from '../../core/play.js';
import type { LineGrid } from '../../core/lines.js';
import { parsePuzzle, solve } from '../../index.js';
import type { NumberlinkPuzzle } from './index.js';
import { numberlink } from './index.js';
import { numberlinkEdit, numberlinkPlay } from './play.js';
import { pathsOf } from './test-data.js';

const loaded = parsePuzzle('https://puzz.link/p?numlin/5/5/1j2h3m1h2j3');
const puzzle = loaded.puzzle as NumberlinkPuzzle;

describe('numberlink play', () => {
  it('draws each path with one drag and the rule checker accepts the drawing', async () => {
    const answer = (await solve(loaded)).answer as LineGrid;
    let state = numberlinkPlay.start(puzzle);
    for (const points of pathsOf(puzzle, answer)) {
      const move = numberlinkPlay.interpret(puzzle, state, { kind: 'trace', points, button: 'primary' }, 'line')!;
      const outcome = numberlinkPlay.apply(puzzle, state, move);
      assert.ok(outcome.ok);
      state = outcome.state;
    }
    assert.deepEqual(numberlink.check(puzzle, numberlinkPlay.answer(puzzle, state)), []);
    const view = numberlinkPlay.view(puzzle, state, {});
    assert.equal(view.lines?.points, 'centres');
    assert.equal(view.cells[0]![0]!.value?.text, '1');
  });

  it('types numbers of one or two digits, ? and Delete in the editor', () => {
    const key = (text: string, again = false): Gesture => ({ kind: 'key', target: { kind: 'cell', cell: { row: 0, column: 0 } }, key: text, again });
    const blank = numberlinkEdit.blank({ rows: 3, columns: 3 });
    const one = numberlinkEdit.edit(blank, key('1'), 'number')!;
    assert.deepEqual(numberlinkEdit.edit(one, key('2'), 'number')!.clues[0]![0], { kind: 'number', value: 2 }, 'typed afresh, a digit starts a new number');
    const twelve = numberlinkEdit.edit(one, key('2', true), 'number')!;
    assert.deepEqual(twelve.clues[0]![0], { kind: 'number', value: 12 });
    assert.deepEqual(numberlinkEdit.edit(twelve, key('?'), 'number')!.clues[0]![0], { kind: 'unknown' });
    assert.equal(numberlinkEdit.edit(blank, key('Delete'), 'number'), undefined);
  });

  describe('Check on an unfinished drawing reports only what no more lines can mend', () => {
    const drawn = async (take: (paths: ReturnType<typeof pathsOf>) => { points: { row: number; column: number }[]; button?: 'primary' | 'secondary' }[]) => {
      const answer = (await solve(loaded)).answer as LineGrid;
      let state = numberlinkPlay.start(puzzle);
      for (const { points, button = 'primary' } of take(pathsOf(puzzle, answer))) {
        const move = numberlinkPlay.interpret(puzzle, state, { kind: 'trace', points, button }, 'line')!;
        const outcome = numberlinkPlay.apply(puzzle, state, move);
        assert.ok(outcome.ok);
        state = outcome.state;
      }
      return numberlinkPlay.progress!(puzzle, state);
    };
    const codes = (progress: { broken: readonly { code: string }[] }) => progress.broken.map((violation) => violation.code).sort();

    it('one pair joined, and three paths begun: nothing broken, the line ends open', async () => {
      assert.deepEqual(await drawn((paths) => [{ points: paths[0]! }]), { broken: [], open: 4, openThing: 'line end' });
      const begun = await drawn((paths) => paths.map((path) => ({ points: path.slice(0, 2) })));
      assert.deepEqual(begun.broken, []);
      assert.equal(begun.open, 6);
    });

    it('a line through a number, two numbers joined wrongly, a number shut in', async () => {
      // A line across r4 passes the 1 at r4c2.
      assert.deepEqual(codes(await drawn(() => [{ points: [{ row: 3, column: 0 }, { row: 3, column: 1 }, { row: 3, column: 2 }] }])), ['line-through-number']);
      // The 1 at r1c1 and the 2 below it, joined.
      assert.deepEqual(codes(await drawn(() => [{ points: [{ row: 0, column: 0 }, { row: 1, column: 0 }] }])), ['different-numbers']);
      const shut = await drawn(() => [
        { points: [{ row: 0, column: 0 }, { row: 0, column: 1 }], button: 'secondary' },
        { points: [{ row: 0, column: 0 }, { row: 1, column: 0 }], button: 'secondary' },
      ]);
      assert.deepEqual(codes(shut), ['number-unconnected']);
    });
  });
});
