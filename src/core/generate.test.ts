// Every registered genre that generates by taking clues away, through the same paces: each generated puzzle is
// unique (the solver proves it), its answer passes the genre's rule checker, it is rated at the requested level,
// the same seed gives the same puzzle, and rating it through clue selectors, as generation does, gives the level
// `rate` gives. Each genre's sizes and levels come from its test data (generatorCases).

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { AnyGenre } from './genre.js';
import type { GeneratorCase } from './test-data.js';
import { symmetricGroups } from './generate.js';
import { observedReader } from './engine.js';
import { Rater } from './rating.js';
import { defaultBackend, genres, rate, solve } from '../index.js';
import { findTestData } from '../genres/test-data.js';

/** The puzzle in the first of its genre's formats that can write it. */
function text(genre: AnyGenre, puzzle: unknown): string {
  for (const format of genre.formats) {
    try {
      if (format.write) return format.write(puzzle);
    } catch {
      // this format cannot express the puzzle; try the next
    }
  }
  throw new Error(`no ${genre.id} format writes this puzzle`);
}

async function generate(genre: AnyGenre, request: GeneratorCase) {
  const options: Record<string, string> = {};
  for (const option of genre.generator!.options) options[option.name] = request.options?.[option.name] ?? option.defaultValue;
  return genre.generator!.generate({
    rows: request.rows,
    columns: request.columns,
    difficulty: request.difficulty,
    seed: request.seed ?? 'test',
    options,
    backend: defaultBackend,
  });
}

for (const genre of genres) {
  if (!genre.generator?.withAllClues) continue;
  const generator = genre.generator;
  const minimum = { columns: generator.minimumSize.columns, rows: generator.minimumSize.rows };
  describe(`generator: ${genre.id}`, () => {
    const cases = findTestData(genre)?.data.generatorCases;
    if (!cases) it('has generator cases in its test data', () => assert.fail(`add generatorCases to the test data of '${genre.id}'`));
    // Each case's puzzle, made once and shared by the tests below: the sizes and levels its test data says it reaches.
    const made = new Map<GeneratorCase, Promise<unknown>>();
    const generated = (request: GeneratorCase) => made.get(request) ?? made.set(request, generate(genre, request)).get(request)!;
    for (const request of cases ?? []) {
      const label = `${request.columns}x${request.rows} ${request.difficulty ?? 'any level'} ${JSON.stringify(request.options ?? {})}`;
      it(`makes a unique ${label} puzzle that passes the rule checker`, async () => {
        const puzzle = await generated(request);
        const loaded = { genre, puzzle, format: genre.defaultFormat };
        assert.deepEqual(genre.size(puzzle), { rows: request.rows, columns: request.columns });
        const result = await solve(loaded);
        assert.equal(result.status, 'unique', text(genre, puzzle));
        assert.deepEqual(genre.check(puzzle, result.answer), []);
        if (request.difficulty) assert.equal((await rate(loaded)).rating.level, request.difficulty, text(genre, puzzle));
        const again = await generate(genre, request);
        assert.equal(text(genre, again), text(genre, puzzle), 'same seed, same puzzle');
      });
    }

    it('rates each generated puzzle through clue selectors exactly as the puzzle rated on its own', async () => {
      // Generation rates with every clue switched on by a selector; the level it aims at must be the one `rate` gives.
      for (const request of cases ?? []) {
        const puzzle = await generated(request);
        const loaded = { genre, puzzle, format: genre.defaultFormat };
        const result = await solve(loaded);
        const puzzleModel = genre.model(puzzle);
        const solution = observedReader(puzzleModel.observed, result.answerValues!);
        const { rater, cnf } = Rater.forModel(puzzleModel, { clueSelectors: true });
        const throughSelectors = rater.rate(cnf.clueSelectors!, solution, { scale: genre.ratingScale });
        assert.deepEqual(throughSelectors, (await rate(loaded)).rating, text(genre, puzzle));
      }
    });

    it('gives different puzzles for different seeds', async () => {
      const first = await generate(genre, { ...minimum, seed: 'one' });
      const second = await generate(genre, { ...minimum, seed: 'two' });
      assert.notEqual(text(genre, first), text(genre, second));
    });

    if (generator.options.some((option) => option.name === 'symmetry')) {
      it('says what is wrong with an unknown symmetry', async () => {
        await assert.rejects(generate(genre, { ...minimum, options: { symmetry: 'spiral' } }), /symmetry/);
      });
    }
  });
}

describe('symmetric clue groups', () => {
  const cells = (row: number, column: number) => [{ row, column }];
  const all = [cells(0, 0), cells(0, 1), cells(1, 0), cells(1, 1), cells(0, 2)];
  const size = { rows: 2, columns: 3 };

  it('pairs cells that a half turn maps onto each other', () => {
    const groups = symmetricGroups(all, size, 'rotate2').map((group) => [...group].sort());
    assert.deepEqual(groups.sort(), [[0], [1, 3], [2, 4]].sort());
  });

  it('keeps every clue alone without symmetry', () => {
    assert.equal(symmetricGroups(all, size, 'none').length, all.length);
  });
});
