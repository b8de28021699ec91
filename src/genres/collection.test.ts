// Every registered genre's bundled collection, for the studio's New game by difficulty: enough puzzles at each level,
// each read back in its own format, of the size it says, unique, and rated at its level.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { genres, parsePuzzle, rate } from '../index.js';

for (const genre of genres) {
  describe(`${genre.name} collection`, () => {
    const entries = genre.collection ?? [];

    it('holds ten puzzles or more at easy, medium and hard, and some at expert', () => {
      for (const level of ['easy', 'medium', 'hard'] as const) {
        assert.ok(entries.filter((entry) => entry.difficulty === level).length >= 10, `${genre.name} ${level}`);
      }
      assert.ok(entries.filter((entry) => entry.difficulty === 'expert').length >= 2, `${genre.name} expert`);
      assert.equal(new Set(entries.map((entry) => entry.id)).size, entries.length, 'ids differ');
    });

    it('has every puzzle unique, of its stated size, and rated at its level', async () => {
      for (const entry of entries) {
        const loaded = parsePuzzle(entry.puzzle, { genre: genre.id });
        const { rows, columns } = genre.size(loaded.puzzle);
        assert.equal(`${columns}x${rows}`, entry.size, entry.id);
        // Rating solves first, with the uniqueness proof.
        const { status, rating } = await rate(loaded);
        assert.equal(status, 'unique', `${genre.name} ${entry.id} is unique`);
        assert.equal(rating.level, entry.difficulty, `${genre.name} ${entry.id}`);
      }
    });
  });
}
