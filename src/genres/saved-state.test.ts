// Every genre's play rules judge a state from outside (the studio's stored progress) by itself: the states moves
// make are states, and a state bent out of shape (every value -1, markup where a value goes, a grid far too large)
// is not.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { genres, parsePuzzle, solve } from '../index.js';

/** The state with every value (not lists or objects) replaced. */
function everyValue(json: unknown, value: unknown): unknown {
  if (Array.isArray(json)) return json.map((entry: unknown) => everyValue(entry, value));
  if (typeof json === 'object' && json !== null) return Object.fromEntries(Object.entries(json).map(([key, entry]) => [key, everyValue(entry, value)]));
  return value;
}

/** The state with every list grown to 700 entries (its first repeated): a 700x700 grid for a small puzzle. */
function grown(json: unknown): unknown {
  if (Array.isArray(json)) return json.length === 0 ? json : Array.from({ length: 700 }, (_, index) => grown(json[index % json.length]));
  if (typeof json === 'object' && json !== null) return Object.fromEntries(Object.entries(json).map(([key, entry]) => [key, grown(entry)]));
  return json;
}

for (const genre of genres) {
  const play = genre.play;
  if (!play) continue;
  describe(`stored states: ${genre.id}`, () => {
    it('takes the start and a solved board (as JSON), and refuses bent ones', async () => {
      const loaded = parsePuzzle(genre.examples[0]!, { genre: genre.id });
      const { puzzle } = loaded;
      const start: unknown = play.start(puzzle);
      assert.ok(play.isState(puzzle, JSON.parse(JSON.stringify(start))), 'the start');
      const solved: unknown = play.fromAnswer(puzzle, (await solve(loaded)).answer);
      const stored = JSON.parse(JSON.stringify(solved)) as unknown;
      assert.ok(play.isState(puzzle, stored), 'a solved board');
      for (const [name, bent] of [
        ['every value -1', everyValue(stored, -1)],
        ['markup for every value', everyValue(stored, '<img src=x onerror=alert(1)>')],
        ['every list 700 long', grown(stored)],
        ['nothing', null],
        ['a string', 'state'],
        ['a key more', { ...(stored as object), more: 1 }],
      ] as const) {
        assert.equal(play.isState(puzzle, bent), false, name);
      }
    });
  });
}
