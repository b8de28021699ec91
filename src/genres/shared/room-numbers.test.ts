// The room genres' pzprv3 files hold rooms only: a wall that closes no room is refused by name, with the format as
// its place (an error naming no place is what the fuzz suite counts as a crash).

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { InputError } from '../../core/errors.js';
import { loadPuzzle, writePuzzle } from '../../core/puzzle.js';
import { genres } from '../index.js';

describe('room genres in pzprv3 files', () => {
  it('refuses walls inside a room, naming the format as the place', () => {
    for (const genre of ['heyawake', 'aqre', 'yajilin-regions']) {
      // One wall between the first two cells of the top row closes no room: a URL holds it, a pzprv3 file cannot.
      const loaded = loadPuzzle(genres, `https://puzz.link/p?${genre}/3/3/4000`);
      assert.throws(
        () => writePuzzle(loaded, 'text'),
        (error: unknown) => error instanceof InputError && error.location.field === 'format' && /holds rooms, not walls inside a room/.test(error.message),
        genre,
      );
    }
  });
});
