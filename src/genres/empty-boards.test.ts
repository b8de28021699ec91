// Solver and checker share the rules, down to the whole-board ones ("some cell is shaded", "there is a line"): on the
// empty, clue-less boards of every registered genre at its smallest sizes, every answer the model admits passes the
// independent checker, so that no board is called solved by one and broken by the other.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { observedReader } from '../core/engine.js';
import type { AnyGenre } from '../core/genre.js';
import { defaultBackend, genres } from '../index.js';

/** Every choice of each size parameter at its minimum or one step above (capped at its maximum). */
function smallParameters(genre: AnyGenre): Record<string, number>[] {
  let choices: Record<string, number>[] = [{}];
  for (const parameter of genre.edit?.parameters ?? []) {
    const values = [...new Set([parameter.minimum, Math.min(parameter.maximum, parameter.minimum + (parameter.step ?? 1))])];
    choices = choices.flatMap((choice) => values.map((value) => ({ ...choice, [parameter.id]: value })));
  }
  return choices;
}

const words = (parameters: Record<string, number>) => Object.entries(parameters).map(([name, value]) => `${name} ${value}`).join(', ');

for (const genre of genres) {
  describe(`empty boards: ${genre.id}`, () => {
    const edit = genre.edit;
    if (!edit) return;
    for (const parameters of smallParameters(genre)) {
      it(`every answer of a blank board (${words(parameters)}) passes the checker`, async () => {
        const puzzle: unknown = edit.blank(parameters);
        const built = genre.model(puzzle);
        const { solutions } = await defaultBackend.enumerate(built.model, built.observed, 12);
        for (const values of solutions) {
          const answer: unknown = built.decode(observedReader(built.observed, values));
          const violations = genre.check(puzzle, answer);
          assert.deepEqual(violations.map((violation) => `${violation.code}: ${violation.message}`), [], `${genre.id}: ${JSON.stringify(genre.answerToJson(answer))}`);
        }
      });
    }
  });
}
