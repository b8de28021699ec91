// Regional Yajilin play and editor rules, checked by the genre's own rule checker.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loopPoints } from '../../core/lines.js';
import { parsePuzzle, solve } from '../../index.js';
import type { RegionalYajilinAnswer, RegionalYajilinPuzzle } from './index.js';
import { regionalYajilin } from './index.js';
import { regionalYajilinEdit, regionalYajilinPlay } from './play.js';
import { regionalYajilinSize } from './puzzle.js';

const loaded = parsePuzzle('https://puzz.link/p?yajilin-regions/5/5/49j60s3020g1g');
const puzzle = loaded.puzzle as RegionalYajilinPuzzle;
const press = (cell: { row: number; column: number }) => ({ kind: 'press', target: { kind: 'cell', cell }, button: 'primary' }) as const;

describe('yajilin-regions play', () => {
  it('shades with clicks, draws the loop with one drag, and the rule checker accepts it', async () => {
    const answer = (await solve(loaded)).answer as RegionalYajilinAnswer;
    let state = regionalYajilinPlay.start(puzzle);
    // r1c1 holds its room's 2 and is shaded all the same.
    for (const cell of [{ row: 0, column: 0 }, { row: 1, column: 2 }, { row: 4, column: 2 }]) {
      const outcome = regionalYajilinPlay.apply(puzzle, state, regionalYajilinPlay.interpret(puzzle, state, press(cell), 'line')!);
      assert.ok(outcome.ok);
      state = outcome.state;
    }
    const drawn = regionalYajilinPlay.apply(puzzle, state, regionalYajilinPlay.interpret(puzzle, state, { kind: 'trace', points: loopPoints(regionalYajilinSize(puzzle), answer.lines), button: 'primary' }, 'line')!);
    assert.ok(drawn.ok);
    assert.deepEqual(regionalYajilin.check(puzzle, regionalYajilinPlay.answer(puzzle, drawn.state)), []);
    const view = regionalYajilinPlay.view(puzzle, drawn.state, {});
    assert.deepEqual(view.cells[0]![0], { value: { text: '2', kind: 'given' }, fill: 'shaded' });
    assert.deepEqual(view.cells[0]![3]!.value, { text: '0', kind: 'given' });
    assert.deepEqual(view.regions, puzzle.rooms, 'the rooms are drawn under the board');
  });

  it('reports a room with too many shaded cells while the board is in play', () => {
    let state = regionalYajilinPlay.start(puzzle);
    // The room of 0 at r1c4.
    const outcome = regionalYajilinPlay.apply(puzzle, state, { kind: 'cell', cell: { row: 1, column: 4 }, value: 1 });
    assert.ok(outcome.ok);
    state = outcome.state;
    assert.deepEqual(regionalYajilinPlay.progress!(puzzle, state).broken.map((violation) => violation.code), ['wrong-count']);
  });
});

describe('yajilin-regions editor', () => {
  // The border under the top row of a 3×3 grid, traced from corner to corner.
  const underTopRow = { kind: 'trace', points: [0, 1, 2, 3].map((column) => ({ row: 1, column })), button: 'primary' } as const;
  const key = (row: number, column: number, value: string) => ({ kind: 'key', target: { kind: 'cell', cell: { row, column } }, key: value }) as const;

  it('draws rooms by tracing borders and types their numbers, and the URL reads the puzzle back', () => {
    let edited = regionalYajilinEdit.blank({ rows: 3, columns: 3 });
    assert.equal(new Set(edited.rooms.flat()).size, 1, 'the grid starts as one room');
    edited = regionalYajilinEdit.edit(edited, underTopRow, 'room')!;
    assert.deepEqual(edited.rooms[0], [0, 0, 0]);
    assert.notEqual(edited.rooms[1]![0], 0);
    edited = regionalYajilinEdit.edit(edited, key(0, 2, '1'), 'number')!;
    assert.deepEqual(edited.numbers[0], [{ kind: 'number', value: 1 }, null, null]);
    assert.throws(() => regionalYajilinEdit.edit(edited, key(0, 2, '4'), 'number'), /this room has 3 cells, so its number is 0 to 3, not 4/);
    assert.deepEqual(parsePuzzle(regionalYajilin.formats[0]!.write!(edited)).puzzle, edited);
  });
});
