// The studio's hint chain without a browser, for every genre whose play rules say what the player placed: the
// placed cells read as the genre's partial answer (a grid, or a list of moves), and a hint's cell becomes a move that
// places the hinted value. Then Satogaeri's hints in words and cells, against the core's hint() on the same state.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cellLiterals, entriesOf, placedLiterals } from '../../src/core/cells.js';
import type { AnyGenre } from '../../src/core/genre.js';
import type { Cell } from '../../src/core/geometry.js';
import { lineFromKey } from '../../src/core/lines.js';
import { replay } from '../../src/core/play.js';
import { satogaeri } from '../../src/genres/satogaeri/index.js';
import { sudoku } from '../../src/genres/sudoku/index.js';
import { facts, genres, hint, parsePuzzle, solve } from '../../src/index.js';
import { deductionWords, entryCells, hintedFacts, listWords, placedNoun, reasonCells, reasonWords } from '../../src/web/reasons.js';

const key = ({ row, column }: Cell) => `${row},${column}`;
const keys = (cells: readonly Cell[]) => [...new Set(cells.map(key))].sort();

/**
 * A partial answer with one entry changed: a cell of a grid, the destination of the move from that cell, or a line of
 * a loop genre's lines (its entry's cell is the line's key).
 */
function withEntry(genre: AnyGenre, puzzle: unknown, partial: unknown, cell: Cell, value: unknown): unknown {
  const line = lineFromKey(cell);
  if (!Array.isArray(partial) && !(typeof partial === 'object' && partial !== null && 'horizontal' in partial)) {
    // Another form (Shikaku's borders): through the model, the placed entries' literals with this one changed.
    const puzzleModel = (genre.clueModel ?? genre.model)(puzzle);
    const cells = cellLiterals(puzzleModel, genre);
    const kept = placedLiterals(cells, partial, genre).filter((literal) => key(cells.find((entry) => entry.literal === literal)!.cell) !== key(cell));
    const changed = cells.find((entry) => key(entry.cell) === key(cell) && JSON.stringify(entry.value) === JSON.stringify(value))!;
    const truth = new Set([...kept, changed.literal]);
    return genre.partialToJson(puzzleModel.decodePartial((literal) => (truth.has(literal) ? true : truth.has(-literal) ? false : undefined)));
  }
  if (!Array.isArray(partial) && line) {
    const grids = partial as Record<'horizontal' | 'vertical', unknown[][]>;
    // The rest of the state (Yajilin's shading) stays: a state is read in full.
    const changed = { ...grids, horizontal: grids.horizontal.map((row) => [...row]), vertical: grids.vertical.map((row) => [...row]) };
    changed[line.orientation][line.from.row]![line.from.column] = value;
    return changed;
  }
  return (partial as unknown[]).map((row: unknown, index): unknown => {
    if (Array.isArray(row)) return index === cell.row ? row.map((old: unknown, column) => (column === cell.column ? value : old)) : row;
    const move = row as { from: [number, number] };
    return move.from[0] === cell.row && move.from[1] === cell.column ? { ...move, to: value } : move;
  });
}

for (const genre of genres) {
  const rules = genre.play;
  const placedOf = rules?.placed;
  describe(`studio hints: ${genre.id}`, { skip: rules && placedOf ? false : `${genre.id} does not say what the player placed` }, () => {
    const loaded = parsePuzzle(genre.examples[0]!, { genre: genre.id });
    const { puzzle } = loaded;

    it('a solved board reads as fully placed: nothing is left to hint', async () => {
      const { answer } = await solve(loaded);
      const state = rules!.fromAnswer(puzzle, answer);
      assert.equal(hint(loaded, { state: placedOf!(puzzle, state) }).kind, 'solved');
    });

    it('a hint from the start becomes a move that places its value, and its reason names cells', () => {
      const start = rules!.start(puzzle);
      const result = hint(loaded, { state: placedOf!(puzzle, start) });
      assert.equal(result.kind, 'hint');
      if (result.kind !== 'hint') return;
      const move = rules!.hint(puzzle, start, hintedFacts(genre, puzzle, result.hint));
      assert.ok(move !== undefined, 'the play rules make a move of the hinted cell');
      const outcome = rules!.apply(puzzle, start, move);
      assert.ok(outcome.ok);
      const placed = entriesOf(genre, placedOf!(puzzle, outcome.state));
      assert.deepEqual(
        placed.filter(({ cell }) => key(cell) === key(result.hint.cell)),
        [{ cell: result.hint.cell, value: result.hint.value }],
      );
      // A genre whose grid gives more than its clues (Shakashaka's black cells) may start from that and the rules alone.
      if (genre.layout === undefined) assert.ok(reasonCells(genre, result.hint.reason).length > 0);
    });

    it('a wrong cell is a mistake', async () => {
      const { answer } = await solve(loaded);
      const placed = placedOf!(puzzle, rules!.fromAnswer(puzzle, answer));
      // Change the first placed cell to another value the model allows there.
      const possible = cellLiterals((genre.clueModel ?? genre.model)(puzzle), genre);
      const changed = entriesOf(genre, placed)
        .map(({ cell, value }) => ({
          cell,
          other: possible.find((entry) => key(entry.cell) === key(cell) && JSON.stringify(entry.value) !== JSON.stringify(value)),
        }))
        .find(({ other }) => other !== undefined);
      assert.ok(changed !== undefined, 'some placed cell can hold another value');
      const result = hint(loaded, { state: withEntry(genre, puzzle, placed, changed.cell, changed.other!.value) });
      assert.equal(result.kind, 'mistake');
      if (result.kind === 'mistake') assert.ok(result.reason.placed.some((entry) => key(entry.cell) === key(changed.cell)));
    });
  });
}

describe(`studio hints: ${satogaeri.id} in words and cells`, { skip: genres.includes(satogaeri) ? false : `${satogaeri.id} is not registered` }, () => {
  // Countries: A (top left 2×2), B (right half), C (bottom left 2×2); the 2 at r1c1, the 1 at r3c1, a blank circle at r3c4.
  const loaded = parsePuzzle('https://puzz.link/p?satogaeri/4/4/94g1g02m1h.j');
  const { genre, puzzle } = loaded;
  const rules = genre.play!;
  const circle = (row: number, column: number) =>
    (puzzle as { circles: { row: number; column: number }[] }).circles.findIndex((entry) => entry.row === row && entry.column === column);

  it('the blank circle moved into place: the hint moves the 1, because of the 2, in words and on the board', () => {
    const state = replay(rules, puzzle, [{ kind: 'move', circle: circle(2, 3), to: { row: 2, column: 1 } }]);
    const placed = rules.placed!(puzzle, state);
    assert.deepEqual(placed, [
      { from: [0, 0], to: null },
      { from: [2, 0], to: null },
      { from: [2, 3], to: [2, 1] },
    ]);
    const result = hint(loaded, { state: placed });
    assert.equal(result.kind, 'hint');
    if (result.kind !== 'hint') return;
    const { hint: found } = result;
    // The hinted move goes on the board, and its words name circles and cells, never a raw [row, column].
    const move = rules.hint(puzzle, state, hintedFacts(genre, puzzle, found));
    assert.ok(move !== undefined);
    const outcome = rules.apply(puzzle, state, move);
    assert.ok(outcome.ok);
    const after = rules.view(puzzle, outcome.state, {});
    const destination = found.value as [number, number];
    assert.equal(deductionWords(genre, after, found), `the circle at r${found.cell.row + 1}c${found.cell.column + 1} moves to r${destination[0] + 1}c${destination[1] + 1}`);
    assert.deepEqual(keys(entryCells(genre, found)), keys([found.cell, { row: destination[0], column: destination[1] }]));
    const words = reasonWords(genre, found.reason, rules.view(puzzle, state, {}));
    for (const clue of found.reason.clues) assert.ok(words.includes(clue.description));
    assert.doesNotMatch(words, /\[/);
    // The highlighted cells are the reason's: its circles and numbers, and both ends of each of the player's moves.
    const expected = [
      ...found.reason.clues.flatMap((clue) => clue.cells),
      ...found.reason.placed.flatMap(({ cell, value }) => [cell, { row: (value as number[])[0]!, column: (value as number[])[1]! }]),
    ];
    assert.deepEqual(keys(reasonCells(genre, found.reason)), keys(expected));
    assert.ok(found.reason.clues.length > 0);
  });

  it('hints one after another, as the studio gives them, solve a collection puzzle whose blank circles stay', async () => {
    const entry = genre.collection!.find((candidate) => candidate.id === 'easy-01')!;
    const collected = parsePuzzle(entry.puzzle, { genre: satogaeri.id });
    const known = (await facts(collected)).facts;
    let state = rules.start(collected.puzzle);
    let stays = 0;
    for (let step = 0; step < 100; step++) {
      // The reasoned hint's move, else (a circle its own number decides, or nothing left) the facts' next move.
      const result = hint(collected, { state: rules.placed!(collected.puzzle, state) });
      const move =
        (result.kind === 'hint' ? rules.hint(collected.puzzle, state, hintedFacts(genre, collected.puzzle, result.hint)) : undefined) ??
        rules.hint(collected.puzzle, state, known);
      if (move === undefined) break;
      if ((move as { kind: string }).kind === 'stay') stays++;
      const outcome = rules.apply(collected.puzzle, state, move);
      assert.ok(outcome.ok);
      state = outcome.state;
    }
    assert.ok(stays > 0, 'some circle is hinted to stay');
    assert.deepEqual(genre.check(collected.puzzle, rules.answer(collected.puzzle, state)), [], 'the rule checker accepts where the hints lead');
    assert.equal(hint(collected, { state: rules.placed!(collected.puzzle, state) }).kind, 'solved');
  });

  it("a move no solution has is a mistake: named as the player's move, both ends highlighted", () => {
    const state = replay(rules, puzzle, [{ kind: 'move', circle: circle(2, 3), to: { row: 2, column: 2 } }]);
    const result = hint(loaded, { state: rules.placed!(puzzle, state) });
    assert.equal(result.kind, 'mistake');
    if (result.kind !== 'mistake') return;
    assert.deepEqual(result.reason.placed, [{ cell: { row: 2, column: 3 }, value: [2, 2] }]);
    assert.match(reasonWords(genre, result.reason, rules.view(puzzle, state, {})), /your move r3c4 to r3c3/);
    assert.equal(placedNoun(genre, result.reason), 'moves');
    assert.deepEqual(keys(reasonCells(genre, result.reason)), keys([...result.reason.clues.flatMap((clue) => clue.cells), { row: 2, column: 3 }, { row: 2, column: 2 }]));
  });
});

describe('studio hints: words', () => {
  it('lists in words', () => {
    assert.equal(listWords([]), '');
    assert.equal(listWords(['a']), 'a');
    assert.equal(listWords(['a', 'b', 'c']), 'a, b and c');
  });

  it('says a value in a grid, and a move in the genre\'s words', () => {
    const grid = sudoku;
    const moves = satogaeri;
    const view = { size: { rows: 1, columns: 2 }, cells: [[{ value: { text: '5', kind: 'entered' as const } }, { circle: { text: '', style: 'solid' as const } }]] };
    assert.equal(deductionWords(grid, view, { cell: { row: 0, column: 0 }, value: 5 }), 'r1c1 is 5');
    assert.equal(deductionWords(moves, view, { cell: { row: 0, column: 1 }, value: [0, 1] }), 'the circle at r1c2 stays where it is');
    assert.equal(deductionWords(moves, view, { cell: { row: 0, column: 1 }, value: [0, 0] }), 'the circle at r1c2 moves to r1c1');
    assert.equal(placedNoun(grid, { clues: [], placed: [{ cell: { row: 0, column: 0 }, value: 5 }] }), 'cells');
    assert.equal(
      reasonWords(moves, { clues: [], placed: [{ cell: { row: 0, column: 1 }, value: [0, 1] }, { cell: { row: 0, column: 1 }, value: [0, 0] }] }, view),
      'your circle staying at r1c2 and your move r1c2 to r1c1',
    );
  });
});
