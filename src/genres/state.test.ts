// Every registered genre's hint state, read in full or refused: its answer as `solve` writes it, a consistent
// partial answer, and states that are malformed (an extra row, a value the genre cannot place, a wrong type).

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { InputError, check, genres, hint, parsePuzzle, readPuzzleState, solve } from '../index.js';

/** The places of a partial answer's JSON that hold a value where the empty partial holds null. */
function openPaths(template: unknown, state: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (template === null) return state === null ? [] : [path];
  if (Array.isArray(template)) return template.flatMap((entry, index) => openPaths(entry, (state as unknown[])[index], [...path, index]));
  if (typeof template === 'object') {
    return Object.entries(template as Record<string, unknown>).flatMap(([key, entry]) => openPaths(entry, (state as Record<string, unknown>)[key], [...path, key]));
  }
  return [];
}

function setAt(json: unknown, path: readonly (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [step, ...rest] = path;
  if (Array.isArray(json)) return json.map((entry, index) => (index === step ? setAt(entry, rest, value) : entry));
  const record = json as Record<string, unknown>;
  return { ...record, [step!]: setAt(record[step!], rest, value) };
}

/** The state with one more entry at its top level: a fifth row for a 4-row grid, a key no state has. */
function withExtra(json: unknown): unknown {
  return Array.isArray(json) ? [...json, json[json.length - 1]] : { ...(json as object), extra: [] };
}

/** The JSON with a key "extra" added to its first object, or undefined when it has none. */
function withExtraKey(json: unknown): unknown {
  if (Array.isArray(json)) {
    for (const [index, entry] of json.entries()) {
      const changed = withExtraKey(entry);
      if (changed !== undefined) return json.map((other: unknown, at) => (at === index ? changed : other));
    }
    return undefined;
  }
  return typeof json === 'object' && json !== null ? { ...json, extra: 1 } : undefined;
}

const refused = (run: () => unknown, place: RegExp) =>
  assert.throws(run, (error: unknown) => error instanceof InputError && place.test(error.message), `refused, naming ${place}`);

for (const genre of genres) {
  describe(`hint states: ${genre.id}`, () => {
    it('reads the answer solve writes, every other entry of it, and refuses malformed states naming the place', async () => {
      const loaded = parsePuzzle(genre.examples[0]!, { genre: genre.id });
      const solved = await solve(loaded);
      const answer: unknown = genre.answerToJson(solved.answer);

      // The answer itself: nothing is left to deduce.
      assert.equal(hint(loaded, { state: answer }).kind, 'solved');

      // A consistent partial state: every other decided entry of the answer, the rest open.
      const partial = readPuzzleState(loaded, answer);
      const template: unknown = genre.partialToJson(genre.model(loaded.puzzle).decodePartial(() => undefined));
      const paths = openPaths(template, partial);
      assert.ok(paths.length > 0, 'the answer fills something');
      const half = paths.filter((_, index) => index % 2 === 1).reduce((json, path) => setAt(json, path, null), partial);
      assert.deepEqual(readPuzzleState(loaded, half), half);
      const halfHint = hint(loaded, { state: half });
      assert.ok(halfHint.kind === 'hint' || halfHint.kind === 'solved', `a hint from half the answer, not ${halfHint.kind}`);

      // Malformed: one row or key too many, a value the genre never places, a wrong type where a value goes.
      refused(() => readPuzzleState(loaded, withExtra(partial)), /./);
      const first = paths[0]!;
      refused(() => readPuzzleState(loaded, setAt(partial, first, '<img src=x>')), /row \d|entry \d|column \d|move \d/);
      refused(() => readPuzzleState(loaded, setAt(half, first, 7)), /row \d|entry \d|column \d|move \d/);
      refused(() => readPuzzleState(loaded, setAt(half, first, { row: 0 })), /row \d|entry \d|column \d|move \d/);
      refused(() => readPuzzleState(loaded, 'shaded'), /./);
      refused(() => hint(loaded, { state: null }), /./);

      // check reads the answer in full too: a key beside the answer's own is refused, not passed over.
      const withKey = withExtraKey(answer);
      if (withKey !== undefined) refused(() => check(loaded, withKey), /has "extra"/);
    });
  });
}
