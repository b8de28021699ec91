// The studio's hint chain without a browser, for every genre whose play rules say what the player placed: the
// placed cells read as the genre's partial answer, and a hint's cell becomes a move that places the hinted value.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { genres, hint, parsePuzzle, solve } from '../../src/index.js';
import { hintedFacts, listWords, reasonCells } from '../../src/web/reasons.js';

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
      const placed = placedOf!(puzzle, outcome.state) as unknown[][];
      assert.deepEqual(placed[result.hint.cell.row]![result.hint.cell.column], result.hint.value);
      assert.ok(reasonCells(result.hint.reason).length > 0);
    });

    it('a wrong cell is a mistake', async () => {
      const { answer } = await solve(loaded);
      const solvedState = rules!.fromAnswer(puzzle, answer);
      const placed = placedOf!(puzzle, solvedState) as unknown[][];
      // Flip the first placed cell to another value the genre uses elsewhere in the grid.
      const values = [...new Set(placed.flat().filter((value) => value !== null).map((value) => JSON.stringify(value)))];
      const row = placed.findIndex((line) => line.some((value) => value !== null));
      const column = placed[row]!.findIndex((value) => value !== null);
      const other = values.find((value) => value !== JSON.stringify(placed[row]![column]));
      assert.ok(other !== undefined);
      const wrong = placed.map((line, r) => line.map((value, c) => (r === row && c === column ? JSON.parse(other) : value)));
      const result = hint(loaded, { state: wrong });
      assert.equal(result.kind, 'mistake');
      if (result.kind === 'mistake') assert.ok(result.reason.placed.some((entry) => entry.cell.row === row && entry.cell.column === column));
    });
  });
}

describe('studio hints: words', () => {
  it('lists in words', () => {
    assert.equal(listWords([]), '');
    assert.equal(listWords(['a']), 'a');
    assert.equal(listWords(['a', 'b', 'c']), 'a, b and c');
  });
});
