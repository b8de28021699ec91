// Every registered genre's puzzles (its examples, and the outside fixtures that parse as it) through every backend:
// embedded ones always, external programs when they are installed. All must agree with the default solver on the
// status and on the facts, and every answer must pass the genre's rule checker. A unique puzzle's facts are its
// answer: there the same question is the puzzle with its answer forbidden, which must have no solution anywhere. A new
// genre or fixture file is covered without a line here.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Backend } from '../core/engine.js';
import * as engine from '../core/engine.js';
import { facts, genres, solve } from '../index.js';
import type { CorpusPuzzle } from '../../test/corpus.js';
import { corpusOf } from '../../test/corpus.js';
import type { AnyGenre } from '../core/genre.js';
import { findTestData } from '../genres/test-data.js';
import { hasProgram, requirePackage, requireProgram } from '../../test/helpers.js';
import { encode, puzzleTitle } from './encode.js';
import { backendByName } from './index.js';
import { runOnFile, runProgram } from './process.js';

const missingZ3Package = await requirePackage('z3-solver');

interface Plan {
  readonly backend: string;
  /**
   * Puzzles per genre, and how large. The SMT backends and the embedded clingo are slow on big grids (see the
   * benchmarks), and a 7×7 grid meets every rule: a larger one there only costs time (a 63-cell Fillomino took the
   * embedded clingo 14 s of CPU, an 8×8 Yajilin-Regions z3 22 s). The programs that are quick on them take 10×10.
   */
  readonly limit: number;
  readonly maximumCells: number;
  readonly skip: string | false;
}

const plans: Plan[] = [
  { backend: 'clingo', limit: 4, maximumCells: 49, skip: false },
  { backend: 'z3', limit: 1, maximumCells: 40, skip: missingZ3Package },
  { backend: 'dimacs:minisat', limit: 2, maximumCells: 100, skip: requireProgram('minisat') },
  { backend: 'smt2:z3', limit: 2, maximumCells: 49, skip: requireProgram('z3') },
  { backend: 'smt2:cvc5', limit: 1, maximumCells: 100, skip: requireProgram('cvc5') },
  { backend: 'asp:clingo', limit: 3, maximumCells: 100, skip: requireProgram('clingo', 'gringo') },
];

interface Reference {
  readonly status: engine.SolveStatus;
  readonly answer: unknown;
  /** The facts of a puzzle that is not unique. */
  readonly facts: unknown;
  /** The observed values of a unique puzzle's answer, to forbid it. */
  readonly onlyAnswer?: readonly boolean[];
}

const references = new Map<CorpusPuzzle, Promise<Reference>>();

/** The default solver's verdict, which the source's stated status and the rule checker confirm. */
function reference(puzzle: CorpusPuzzle): Promise<Reference> {
  let result = references.get(puzzle);
  if (!result) {
    result = (async () => {
      const { loaded } = puzzle;
      const solved = await solve(loaded);
      if (puzzle.status) assert.equal(solved.status, puzzle.status, `${puzzle.text}: the status its source states`);
      if (solved.answer !== undefined) assert.deepEqual(loaded.genre.check(loaded.puzzle, solved.answer), [], `${puzzle.text}: answer passes`);
      // A unique puzzle's facts are its answer (the backends are asked with the answer forbidden instead).
      if (solved.status === 'unique') return { status: solved.status, answer: solved.answer, facts: undefined, onlyAnswer: solved.answerValues };
      const known = await facts(loaded);
      return { status: solved.status, answer: solved.answer, facts: loaded.genre.partialToJson(known.facts) };
    })();
    references.set(puzzle, result);
  }
  return result;
}

async function crossCheck(puzzle: CorpusPuzzle, backend: Backend): Promise<void> {
  const { loaded } = puzzle;
  const label = `${backend.name} on ${puzzle.text.split('\n')[0]}`;
  const expected = await reference(puzzle);
  const result = await solve(loaded, { backend });
  assert.equal(result.status, expected.status, `${label}: status`);
  for (const answer of [result.answer, result.secondAnswer]) {
    if (answer !== undefined) assert.deepEqual(loaded.genre.check(loaded.puzzle, answer), [], `${label}: the answer passes the rule checker`);
  }
  if (result.status === 'unique') assert.deepEqual(result.answer, expected.answer, `${label}: the only answer`);
  if (result.status === 'multiple') assert.notDeepEqual(result.answer, result.secondAnswer, `${label}: two different answers`);
  if (expected.status === 'unique') {
    // Forbid the only answer (in the whole model, where a solve may have asked a narrower question): nothing is left.
    const values = expected.onlyAnswer;
    assert.ok(values, `${label}: the answer's values`);
    const model = loaded.genre.model(loaded.puzzle);
    model.model.clause(model.observed.map((literal, index) => (values[index] ? -literal : literal)));
    const { solutions } = await backend.enumerate(model.model, model.observed, 1);
    assert.equal(solutions.length, 0, `${label}: with its answer forbidden, no solution`);
  } else {
    const known = await facts(loaded, { backend });
    assert.deepEqual(loaded.genre.partialToJson(known.facts), expected.facts, `${label}: facts`);
  }
}

/** Why a genre is left out of the suites below, when it is (see GenreTestData.notCrossChecked). */
const leftOut = (genre: AnyGenre) => findTestData(genre)?.data.notCrossChecked;

for (const genre of genres) {
  describe(`cross-check: ${genre.id}`, { skip: leftOut(genre) ?? false }, () => {
    for (const plan of plans) {
      const puzzles = corpusOf(genre.id, { limit: plan.limit, maximumCells: plan.maximumCells });
      it(`${plan.backend} agrees with minisat on ${puzzles.length} puzzle(s)`, { skip: plan.skip }, async () => {
        assert.ok(puzzles.length > 0, 'the genre has puzzles to check');
        const backend = backendByName(plan.backend, { timeoutSeconds: 60 });
        for (const puzzle of puzzles) await crossCheck(puzzle, backend);
      });
    }
  });
}

/**
 * One answer set per solution of the readable export: it encodes the puzzle itself, not a relaxation. `covered` are
 * the languages the conformance suite already runs as they are on a unique puzzle of the genre (its test data's
 * export cases), where clingo, z3 and minisat need not run again; cvc5 runs here only.
 */
async function checkExports(puzzle: CorpusPuzzle, covered: readonly string[]): Promise<void> {
  const { loaded } = puzzle;
  const model = loaded.genre.model(loaded.puzzle).model;
  const title = puzzleTitle(loaded.genre, loaded.puzzle);
  if (hasProgram('clingo') && !covered.includes('asp')) {
    const run = await runProgram('clingo', ['--outf=2', '--models=0'], { input: encode(model, 'asp', { title }).text });
    const output = JSON.parse(run.stdout) as { Models: { Number: number } };
    assert.equal(output.Models.Number, 1, `${puzzle.text}: clingo finds one answer set`);
  }
  for (const program of ['z3', 'cvc5'].filter(hasProgram).filter((program) => program === 'cvc5' || !covered.includes('smt2'))) {
    const run = await runOnFile(program, [], encode(model, 'smt2', { title }).text, 'smt2');
    assert.match(run.stdout, /^sat\n\(\(/, `${puzzle.text}: ${program} says sat and gives values`);
  }
  if (hasProgram('minisat') && !covered.includes('dimacs')) {
    const run = await runOnFile('minisat', ['-verb=0'], encode(model, 'dimacs', { title }).text, 'cnf');
    assert.equal(run.status, 10, `${puzzle.text}: minisat says satisfiable`);
  }
}

/** The export languages the conformance suite runs on a satisfiable puzzle of the genre, from its export cases. */
function runInConformance(genre: AnyGenre): string[] {
  const cases = findTestData(genre)?.data.exports;
  if (!cases) return [];
  const languages = cases.languages ?? ['asp', 'dimacs', 'smt2'];
  const smtSatisfiable = (cases.smt ?? ['unique']).some((which) => which !== 'none');
  return languages.filter((language) => language !== 'smt2' || smtSatisfiable);
}

for (const genre of genres) {
  it(`exports of ${genre.id}'s first example run as they are in cvc5, and in clingo, z3 and minisat where its conformance export cases do not`, { skip: leftOut(genre) ?? false }, async () => {
    const [first] = corpusOf(genre.id, { limit: 1 });
    assert.ok(first, 'the genre has an example');
    await checkExports(first, runInConformance(genre));
  });
}
