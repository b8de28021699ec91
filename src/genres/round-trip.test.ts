// Every text any writer produces reads back as the same puzzle, with the genre given: random boards of every genre,
// made through its editor (empty and clue-less ones included, as a setter saves a board being drawn).

import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { genres } from './index.js';
import { InputError } from '../core/errors.js';
import { loadPuzzle, writePuzzle } from '../core/puzzle.js';
import { randomBoard } from '../../test/boards.js';

describe('every writer reads back', () => {
  for (const genre of genres.filter((entry) => entry.edit !== undefined)) {
    it(`${genre.id}: random boards, empty ones included, in every format that writes them`, () => {
      const blank = genre.edit!.blank(Object.fromEntries(genre.edit!.parameters.map((parameter) => [parameter.id, parameter.minimum])));
      fc.assert(
        fc.property(fc.oneof(fc.constant(blank), randomBoard(genre)), (puzzle) => {
          for (const format of genre.formats) {
            if (!format.write) continue;
            let written: string;
            try {
              written = format.write(puzzle);
            } catch (error) {
              // A format that cannot hold this board (a Sudoku X as a URL) says so.
              if (error instanceof InputError) continue;
              throw error;
            }
            const reread = loadPuzzle(genres, written, genre.id);
            assert.ok(isDeepStrictEqual(reread.puzzle, puzzle), `${format.id} reads back as another puzzle: ${JSON.stringify(written.slice(0, 200))}`);
            assert.equal(format.write(reread.puzzle), written, `${format.id} writes it differently the second time`);
          }
        }),
        { numRuns: 60, seed: 29 },
      );
    });
  }

  it('reads back the clue-less boards found by hand: an empty Masyu and Yajilin, a Yajilin of unnumbered clue cells', () => {
    for (const url of ['https://puzz.link/p?mashu/4/4/', 'https://puzz.link/p?yajilin/4/4/', 'https://puzz.link/p?yajilin/3/5/e0.b0.c0.']) {
      const loaded = loadPuzzle(genres, url);
      const text = writePuzzle(loaded, 'text');
      assert.deepEqual(loadPuzzle(genres, text, loaded.genre.id).puzzle, loaded.puzzle, url);
    }
  });

  it('every genre has an editor, so that none is left out above', () => {
    assert.deepEqual(genres.filter((genre) => genre.edit === undefined).map((genre) => genre.id), []);
  });
});
