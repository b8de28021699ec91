// Slitherlink play and editor rules (and so the shared line play), checked by the genre's own rule checker.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Cell } from '../../core/geometry.js';
import type { LineGrid } from '../../core/lines.js';
import { loopPoints } from '../../core/lines.js';
import { replay } from '../../core/play.js';
import { facts, parsePuzzle, solve } from '../../index.js';
import type { SlitherlinkPuzzle } from './index.js';
import { slitherlink } from './index.js';
import { cellSides } from './model.js';
import { slitherlinkEdit, slitherlinkPlay } from './play.js';
import { cornerPoints } from './puzzle.js';
import type { SlitherlinkMove } from './play.js';

/** A move that sets lines (a test fails on any other). */
function lineMove(move: SlitherlinkMove | undefined): Extract<SlitherlinkMove, { kind: 'set' }> {
  if (move?.kind !== 'set') assert.fail(`expected lines set, got ${JSON.stringify(move)}`);
  return move;
}

const loaded = parsePuzzle('https://puzz.link/p?slither/5/5/cbcbcddad');
const puzzle = loaded.puzzle as SlitherlinkPuzzle;
const trace = (points: Cell[], button: 'primary' | 'secondary' = 'primary') => ({ kind: 'trace', points, button }) as const;

describe('slitherlink play', () => {
  it('draws the loop with one drag round it and the rule checker accepts it', async () => {
    const answer = (await solve(loaded)).answer as LineGrid;
    const play = slitherlinkPlay;
    const start = play.start(puzzle);
    const move = play.interpret(puzzle, start, trace(loopPoints(cornerPoints(puzzle), answer)), 'line')!;
    const outcome = play.apply(puzzle, start, move);
    assert.ok(outcome.ok);
    assert.deepEqual(slitherlink.check(puzzle, play.answer(puzzle, outcome.state)), []);
    const view = play.view(puzzle, outcome.state, {});
    assert.equal(view.lines?.points, 'corners');
    assert.equal(view.lines?.lines.length, 30, 'the loop has 30 lines');
    assert.equal(view.cells[0]![0]!.value?.text, '2');
  });

  it('erases with a drag that starts on a line, crosses with the other button or the cross mode, crosses out or clears with a press', () => {
    const play = slitherlinkPlay;
    const path = [{ row: 0, column: 0 }, { row: 0, column: 1 }, { row: 0, column: 2 }];
    const drawn = replay(play, puzzle, [lineMove(play.interpret(puzzle, play.start(puzzle), trace(path), 'line'))]);
    assert.deepEqual(drawn.lines.horizontal[0], ['line', 'line', null, null, null]);
    const erased = lineMove(play.interpret(puzzle, drawn, trace(path), 'line'));
    assert.deepEqual(erased.lines.map((change) => change.mark), [null, null]);
    const crossed = lineMove(play.interpret(puzzle, drawn, trace([{ row: 1, column: 0 }, { row: 1, column: 1 }], 'secondary'), 'line'));
    assert.deepEqual(crossed.lines, [{ line: { orientation: 'horizontal', from: { row: 1, column: 0 } }, mark: 'cross' }]);
    const press = { kind: 'press', target: { kind: 'line', from: { row: 0, column: 0 }, to: { row: 1, column: 0 } }, button: 'primary' } as const;
    assert.equal(lineMove(play.interpret(puzzle, drawn, press, 'cross')).lines[0]!.mark, 'cross');
    // As on puzz.link, a click on an empty line crosses it out (lines come from dragging), and a click clears a cross.
    assert.equal(lineMove(play.interpret(puzzle, drawn, press, 'line')).lines[0]!.mark, 'cross');
    const crossedOut = replay(play, puzzle, [lineMove(play.interpret(puzzle, drawn, press, 'line'))]);
    assert.equal(lineMove(play.interpret(puzzle, crossedOut, press, 'line')).lines[0]!.mark, null);
    const off = { kind: 'press', target: { kind: 'line', from: { row: 0, column: 0 }, to: { row: 0, column: 1 } }, button: 'primary' } as const;
    assert.equal(lineMove(play.interpret(puzzle, drawn, off, 'line')).lines[0]!.mark, null, 'a press on a line removes it');
    assert.equal(play.apply(puzzle, drawn, { kind: 'set', lines: [{ line: { orientation: 'vertical', from: { row: 5, column: 0 } }, mark: 'line' }] }).ok, false);
  });

  it('colours a clicked cell inside, then outside, then clears it (the other button the other way), apart from the lines', () => {
    const cell = { row: 1, column: 1 };
    const press = (button: 'primary' | 'secondary') => ({ kind: 'press', target: { kind: 'cell', cell }, button }) as const;
    let state = slitherlinkPlay.start(puzzle);
    const seen: (string | undefined)[] = [];
    for (let step = 0; step < 3; step++) {
      const outcome = slitherlinkPlay.apply(puzzle, state, slitherlinkPlay.interpret(puzzle, state, press('primary'), 'line')!);
      assert.ok(outcome.ok);
      state = outcome.state;
      seen.push(slitherlinkPlay.view(puzzle, state, {}).cells[1]![1]!.tint);
    }
    assert.deepEqual(seen, ['inside', 'outside', undefined]);
    assert.deepEqual(slitherlinkPlay.interpret(puzzle, state, press('secondary'), 'line'), { kind: 'colour', cell, side: 'outside' });
    // Colours are the player's notes: the answer, the hint and the saved progress of older studios ignore or lack them.
    const coloured = slitherlinkPlay.apply(puzzle, state, { kind: 'colour', cell, side: 'inside' });
    assert.ok(coloured.ok);
    assert.deepEqual(slitherlinkPlay.answer(puzzle, coloured.state), slitherlinkPlay.answer(puzzle, slitherlinkPlay.start(puzzle)));
    const { lines } = slitherlinkPlay.start(puzzle);
    assert.equal(slitherlinkPlay.view(puzzle, { lines }, {}).cells[1]![1]!.tint, undefined);
    // Stored progress with colours is a state; a colour the game does not have, or a grid of another size, is not.
    assert.ok(slitherlinkPlay.isState(puzzle, coloured.state));
    assert.ok(slitherlinkPlay.isState(puzzle, { lines }));
    const sides = coloured.state.sides!;
    assert.ok(!slitherlinkPlay.isState(puzzle, { lines, sides: sides.map((row) => row.map(() => 'red')) }));
    assert.ok(!slitherlinkPlay.isState(puzzle, { lines, sides: sides.slice(1) }));
  });

  it('hints a forced line from the facts, and the editor view shows what is open', async () => {
    const known = (await facts(loaded)).facts as LineGrid<boolean | null>;
    const hint = lineMove(slitherlinkPlay.hint(puzzle, slitherlinkPlay.start(puzzle), known));
    assert.equal(hint.lines[0]!.mark, 'line', 'a line is hinted before a cross');
    assert.deepEqual(slitherlinkPlay.openCells(puzzle, known), []);
    assert.deepEqual(slitherlinkPlay.placed!(puzzle, slitherlinkPlay.start(puzzle)), slitherlink.partialToJson({ horizontal: known.horizontal.map((row) => row.map(() => null)), vertical: known.vertical.map((row) => row.map(() => null)) }));
  });
});

describe('slitherlink check on an unfinished drawing', () => {
  it('reports a number with too many lines or too many crosses, not one that more lines can still satisfy', () => {
    const corner = { row: 0, column: 0 };
    const clue = puzzle.clues[0]![0]!;
    assert.deepEqual(clue, { kind: 'number', value: 2 });
    const sides = cellSides(corner);
    const marked = (marks: ('line' | 'cross')[]) => {
      const outcome = slitherlinkPlay.apply(puzzle, slitherlinkPlay.start(puzzle), { kind: 'set', lines: marks.map((mark, index) => ({ line: sides[index]!, mark })) });
      assert.ok(outcome.ok);
      return slitherlinkPlay.progress!(puzzle, outcome.state).broken.map((violation) => violation.message);
    };
    assert.deepEqual(marked(['line']), []);
    assert.deepEqual(marked(['line', 'line', 'line']), ['the 2 at r1c1 has 3 lines around it']);
    assert.deepEqual(marked(['cross', 'cross', 'cross']), ['the 2 at r1c1 has 3 sides crossed out']);
  });
});

describe('slitherlink editor', () => {
  it('types numbers, ? and Delete, and the URL holds them', () => {
    const target = { kind: 'cell', cell: { row: 1, column: 2 } } as const;
    let edited = slitherlinkEdit.blank({ rows: 4, columns: 5 });
    edited = slitherlinkEdit.edit(edited, { kind: 'key', target, key: '3' }, 'clue')!;
    assert.deepEqual(edited.clues[1]![2], { kind: 'number', value: 3 });
    edited = slitherlinkEdit.edit(edited, { kind: 'key', target, key: '?' }, 'clue')!;
    assert.deepEqual(edited.clues[1]![2], { kind: 'unknown' });
    const url = slitherlink.formats.find((format) => format.id === 'url')!;
    assert.deepEqual(url.parse(url.write!(edited)), edited);
    edited = slitherlinkEdit.edit(edited, { kind: 'key', target, key: 'Delete' }, 'clue')!;
    assert.equal(edited.clues[1]![2], null);
    assert.throws(() => slitherlinkEdit.edit(edited, { kind: 'key', target, key: '5' }, 'clue'), /the number at r2c3 is 0 to 4, not 5/);
  });

  it('steps a number by presses on the selected cell, as puzz.link: empty, ?, 0 to 4, empty; the other button back', () => {
    const target = { kind: 'cell', cell: { row: 0, column: 0 } } as const;
    const press = (puzzle: SlitherlinkPuzzle, button: 'primary' | 'secondary') => slitherlinkEdit.edit(puzzle, { kind: 'press', target, button, again: true }, 'clue')!;
    let edited = slitherlinkEdit.blank({ rows: 2, columns: 2 });
    assert.equal(slitherlinkEdit.edit(edited, { kind: 'press', target, button: 'primary' }, 'clue'), undefined, 'a first press only selects');
    const seen: string[] = [];
    for (let step = 0; step < 7; step++) {
      edited = press(edited, 'primary');
      const clue = edited.clues[0]![0]!;
      seen.push(clue === null ? '.' : clue.kind === 'unknown' ? '?' : String(clue.value));
    }
    assert.deepEqual(seen, ['?', '0', '1', '2', '3', '4', '.']);
    assert.deepEqual(press(edited, 'secondary').clues[0]![0], { kind: 'number', value: 4 });
    assert.deepEqual(slitherlinkEdit.pad!(edited), ['0', '1', '2', '3', '4', '?', 'Backspace']);
  });
});
