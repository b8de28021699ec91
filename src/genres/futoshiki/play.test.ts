// Futoshiki play and editor rules: numbers, signs drawn between cells, signs set in the editor.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { count, facts, parsePuzzle } from '../../index.js';
import type { FutoshikiPartial, FutoshikiPuzzle } from './index.js';
import { futoshiki } from './index.js';
import { futoshikiEdit, futoshikiPlay } from './play.js';

// The worked example of the research notes: solution 2143 / 1234 / 3421 / 4312.
const loaded = parsePuzzle('4:0R,0,0R,0,0,0,0,0,0U,0,0R,0,0R,3,0,0,');
const puzzle = loaded.puzzle as FutoshikiPuzzle;
const solution = ['2143', '1234', '3421', '4312'];

describe('futoshiki play', () => {
  it('takes the solution by keys and the rule checker accepts it', () => {
    let state = futoshikiPlay.start(puzzle);
    solution.forEach((line, row) =>
      [...line].forEach((key, column) => {
        if (puzzle.givens[row]![column] !== null) return;
        const move = futoshikiPlay.interpret(puzzle, state, { kind: 'key', target: { kind: 'cell', cell: { row, column } }, key }, 'value');
        const outcome = futoshikiPlay.apply(puzzle, state, move!);
        assert.ok(outcome.ok);
        state = outcome.state;
      }),
    );
    assert.deepEqual(futoshiki.check(puzzle, futoshikiPlay.answer(puzzle, state)), []);
  });

  it('draws each sign on the edge between its cells, pointing at the smaller', () => {
    const edges = futoshikiPlay.view(puzzle, futoshikiPlay.start(puzzle), {}).edges!;
    assert.equal(edges.length, 5);
    assert.deepEqual(edges.find((edge) => edge.cell.row === 0 && edge.cell.column === 0), { cell: { row: 0, column: 0 }, direction: 'right', mark: 'greater' });
    // (2,0) > (1,0): on the edge below (1,0), the upper cell is the smaller.
    assert.deepEqual(edges.find((edge) => edge.direction === 'down'), { cell: { row: 1, column: 0 }, direction: 'down', mark: 'less' });
  });

  it('draws Adjacent mode bars and hints from the facts', async () => {
    const adjacent = parsePuzzle(futoshiki.examples.find((example) => example.startsWith('5a:'))!);
    const view = futoshikiPlay.view(adjacent.puzzle as FutoshikiPuzzle, futoshikiPlay.start(adjacent.puzzle as FutoshikiPuzzle), {});
    assert.ok(view.edges!.length > 0 && view.edges!.every((edge) => edge.mark === 'bar'));
    const known = (await facts(loaded)).facts as FutoshikiPartial;
    const hint = futoshikiPlay.hint(puzzle, futoshikiPlay.start(puzzle), known);
    assert.ok(hint && hint.kind === 'value');
    assert.equal(String(hint.value), solution[hint.cell.row]![hint.cell.column]);
  });
});

describe('futoshiki editor (seed 003: size, givens, signs)', () => {
  it('sets signs by clicking edges and by keys; the puzzle round-trips as a game ID', async () => {
    let edited = futoshikiEdit.blank({ size: 3 });
    const edge = { kind: 'edge', cell: { row: 0, column: 0 }, direction: 'right' } as const;
    edited = futoshikiEdit.edit(edited, { kind: 'press', target: edge, button: 'primary' }, 'given')!;
    assert.deepEqual(futoshikiPlay.view(edited, futoshikiPlay.start(edited), {}).edges, [{ cell: { row: 0, column: 0 }, direction: 'right', mark: 'less' }]);
    edited = futoshikiEdit.edit(edited, { kind: 'key', target: { kind: 'cell', cell: { row: 0, column: 1 } }, key: '<' }, 'given')!;
    edited = futoshikiEdit.edit(edited, { kind: 'key', target: { kind: 'cell', cell: { row: 1, column: 0 } }, key: '2' }, 'given')!;
    assert.equal((await count({ ...loaded, puzzle: edited }, 3)).count, 1, 'r1 = 1 2 3 and a 2 below the 1 make it unique');
    const sgt = futoshiki.formats.find((format) => format.id === 'sgt')!;
    assert.deepEqual(sgt.parse(sgt.write!(edited)), edited);
    // Clicking the edge again turns the sign round, then removes it.
    const turned = futoshikiEdit.edit(edited, { kind: 'press', target: edge, button: 'primary' }, 'given')!;
    assert.equal(futoshikiPlay.view(turned, futoshikiPlay.start(turned), {}).edges!.find((mark) => mark.cell.column === 0)?.mark, 'greater');
    const removed = futoshikiEdit.edit(turned, { kind: 'press', target: edge, button: 'primary' }, 'given')!;
    assert.equal(futoshikiPlay.view(removed, futoshikiPlay.start(removed), {}).edges!.length, 1);
    // A 3 before two rising signs: no solution.
    const impossible = futoshikiEdit.edit(edited, { kind: 'key', target: { kind: 'cell', cell: { row: 0, column: 0 } }, key: '3' }, 'given')!;
    assert.equal((await count({ ...loaded, puzzle: impossible }, 1)).count, 0);
  });

  it('toggles bars in Adjacent mode', () => {
    let edited = futoshikiEdit.blank({ size: 4, adjacent: 1 });
    const target = { kind: 'cell', cell: { row: 0, column: 0 } } as const;
    edited = futoshikiEdit.edit(edited, { kind: 'key', target, key: '|' }, 'given')!;
    edited = futoshikiEdit.edit(edited, { kind: 'key', target, key: '-' }, 'given')!;
    assert.deepEqual(futoshikiEdit.parametersOf(edited), { size: 4, adjacent: 1 });
    assert.equal(futoshikiPlay.view(edited, futoshikiPlay.start(edited), {}).edges!.length, 2);
    assert.equal(futoshikiEdit.edit(edited, { kind: 'key', target, key: '<' }, 'given'), undefined, 'no signs in Adjacent mode');
  });
});
