// Every genre's generator, seen from outside: each generated puzzle (at the sizes and levels of the genre's test
// data) is the only solution of its clues, its answer passes the rule checker, it reads back equal from the text
// it is written as, and the same seed gives it again; one of each genre's is proved unique once more by native
// clingo on the ASP export, a solver that shares no code with the embedded one. Generators that take clues away
// (`withAllClues`) also go through src/core/generate.test.ts, which checks their levels.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { AnyGenre } from '../core/genre.js';
import type { GeneratorCase } from '../core/test-data.js';
import { writeAnyFormat } from '../core/puzzle.js';
import { defaultBackend, genres, parsePuzzle, solve } from '../index.js';
import { backendByName } from '../solvers/index.js';
import { requireProgram } from '../../test/helpers.js';
import { findTestData } from './test-data.js';

async function generate(genre: AnyGenre, request: GeneratorCase): Promise<unknown> {
  const options: Record<string, string> = {};
  for (const option of genre.generator!.options) options[option.name] = request.options?.[option.name] ?? option.defaultValue;
  return genre.generator!.generate({ ...request, seed: request.seed ?? 'generated', options, backend: defaultBackend });
}

/** The generated puzzle as `pencilsat generate` prints it (its default format where that can hold it), read back. */
async function generatedText(genre: AnyGenre, request: GeneratorCase): Promise<string> {
  const puzzle = await generate(genre, request);
  const text = writeAnyFormat(genre, puzzle).text;
  assert.deepEqual(parsePuzzle(text, { genre: genre.id }).puzzle, puzzle, `${text} reads back equal`);
  return text;
}

for (const genre of genres) {
  if (!genre.generator) continue;
  const cases = findTestData(genre)?.data.generatorCases ?? [];
  describe(`generated: ${genre.id}`, () => {
    if (!genre.generator?.withAllClues) {
      for (const request of cases) {
        it(`makes a unique ${request.columns}×${request.rows} ${request.difficulty ?? 'any level'} puzzle that reads back equal, the same for the same seed`, async () => {
          const text = await generatedText(genre, request);
          const loaded = parsePuzzle(text, { genre: genre.id });
          const result = await solve(loaded);
          assert.equal(result.status, 'unique', text);
          assert.deepEqual(genre.check(loaded.puzzle, result.answer), [], text);
          assert.equal(await generatedText(genre, request), text, 'same seed, same puzzle');
        });
      }
    }

    const first = cases[0];
    // A genre whose ASP export has several answer sets per solution says so in its test data (no 'asp' there).
    const aspCounts = findTestData(genre)?.data.exports?.languages?.includes('asp') ?? true;
    if (first && aspCounts) {
      it('makes a puzzle native clingo proves unique on the ASP export, its answer passing the checker', { skip: requireProgram('clingo') }, async () => {
        const text = await generatedText(genre, { ...first, seed: 'clingo' });
        const loaded = parsePuzzle(text, { genre: genre.id });
        const result = await solve(loaded, { backend: backendByName('asp:clingo') });
        assert.equal(result.status, 'unique', text);
        assert.deepEqual(genre.check(loaded.puzzle, result.answer), [], text);
      });
    }
  });
}
