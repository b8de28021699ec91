// pencilsat's CDCL solver against logic-solver's MiniSat and the native minisat and cadical programs, on random CNFs
// solved step by step (incremental clauses, assumptions, cores re-checked), and on every genre's fixtures through
// the engine (answers verified by the genre's rule checker). The 10,000-CNF run is `npm run bench -- sat-differential`.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { parsePuzzle, solve } from '../../index.js';
import { corpus } from '../../../test/corpus.js';
import { findTestData } from '../../genres/test-data.js';
import { requireProgram } from '../../../test/helpers.js';
import type { Reference } from '../../../test/sat-differential.js';
import { disagreement, hardCnfCase, smallCnfCase } from '../../../test/sat-differential.js';
import { externalDimacs } from '../external.js';
import { backendByName } from '../index.js';
import { sharingFactory } from '../minisat.js';
import { CdclBudgetError, CdclSolver, cdcl } from './solver.js';

const logicSolver: Reference = { name: 'logic-solver', factory: sharingFactory() };

function agrees(references: readonly Reference[]) {
  return (testCase: Parameters<typeof disagreement>[2]) => {
    const problem = disagreement(cdcl, references, testCase);
    assert.equal(problem, undefined, problem);
  };
}

describe('the CDCL solver', () => {
  it('solves, fails, and names the assumptions that fail together', () => {
    const solver = new CdclSolver();
    solver.reserve(3);
    solver.addClause([1, 2]);
    solver.addClause([-1, 3]);
    assert.equal(solver.solve(), true);
    assert.ok(solver.value(1) || solver.value(2));
    assert.equal(solver.solve([-2, -3, 1]), false);
    assert.deepEqual(new Set(solver.failedAssumptions()), new Set([-2, -3]));
    assert.equal(solver.solve([3]), true);
    solver.addClause([-3]);
    solver.addClause([-2]);
    assert.equal(solver.solve(), false);
    assert.deepEqual(solver.failedAssumptions(), []);
    assert.throws(() => solver.addClause([4]), /variable 4 was not reserved/);
  });

  it('grows without a ceiling: a chain of 300,000 implications', () => {
    const solver = new CdclSolver();
    const count = 300_000;
    solver.reserve(count);
    for (let variable = 1; variable < count; variable++) solver.addClause([-variable, variable + 1]);
    assert.equal(solver.solve([1]), true);
    assert.equal(solver.value(count), true);
    assert.equal(solver.solve([1, -count]), false);
    assert.deepEqual(new Set(solver.failedAssumptions()), new Set([1, -count]));
  });

  it('stops at its conflict budget with a time-out, and answers again afterwards', () => {
    // The pigeonhole principle for 8 pigeons in 7 holes takes many conflicts to refute.
    const pigeons = 8;
    const holes = 7;
    const variable = (pigeon: number, hole: number) => pigeon * holes + hole + 1;
    const solver = new CdclSolver({}, { conflictBudget: 300 });
    solver.reserve(pigeons * holes);
    for (let pigeon = 0; pigeon < pigeons; pigeon++) solver.addClause(Array.from({ length: holes }, (_, hole) => variable(pigeon, hole)));
    for (let hole = 0; hole < holes; hole++) {
      for (let first = 0; first < pigeons; first++) for (let second = first + 1; second < pigeons; second++) solver.addClause([-variable(first, hole), -variable(second, hole)]);
    }
    assert.throws(() => solver.solve(), CdclBudgetError);
    assert.equal(solver.solve([variable(0, 0), variable(1, 0)]), false);
    assert.deepEqual(new Set(solver.failedAssumptions()), new Set([variable(0, 0), variable(1, 0)]));
  });

  it('leaves a question open past its own conflict limit, still throws past its budget, and answers again afterwards', () => {
    const pigeons = 8;
    const holes = 7;
    const variable = (pigeon: number, hole: number) => pigeon * holes + hole + 1;
    const build = (solver: CdclSolver) => {
      solver.reserve(pigeons * holes);
      for (let pigeon = 0; pigeon < pigeons; pigeon++) solver.addClause(Array.from({ length: holes }, (_, hole) => variable(pigeon, hole)));
      for (let hole = 0; hole < holes; hole++) {
        for (let first = 0; first < pigeons; first++) for (let second = first + 1; second < pigeons; second++) solver.addClause([-variable(first, hole), -variable(second, hole)]);
      }
      return solver;
    };
    const limited = build(new CdclSolver({}));
    assert.equal(limited.solveLimited([], 300), undefined);
    assert.equal(limited.solveLimited([variable(0, 0), variable(1, 0)], 300), false);
    const easy = new CdclSolver({});
    easy.reserve(2);
    easy.addClause([1, 2]);
    assert.equal(easy.solveLimited([-1], 300), true);
    assert.equal(easy.value(2), true);
    assert.throws(() => build(new CdclSolver({}, { conflictBudget: 300 })).solveLimited([], 1000), CdclBudgetError);
  });

  it("keeps the assumptions when a propagator's one-literal clause sends the search back to the root", () => {
    // Variables 1-3 are a gadget: with 1 true, a propagator states "3 is true" (one literal), which sends the search
    // to the root, below the assumption "2 is false". Variables 4-15 hold a pattern that another propagator checks
    // only on a full assignment (a clause against each wrong one): all true, far from the first phases tried, so
    // the search restarts and tries its all-true pass, which must not answer with 2 true.
    const solver = new CdclSolver();
    solver.reserve(15);
    solver.addClause([1, 2, 3]);
    const pattern = Array.from({ length: 12 }, (_, index) => 4 + index);
    solver.addPropagator({
      variables: [1, 2, 3],
      propagate: (value) => (value(3) !== 1 && (value(1) === 1 || [1, 2, 3].every((variable) => value(variable) !== 0)) ? [[3]] : []),
    });
    solver.addPropagator({
      variables: pattern,
      propagate: (value) => (pattern.every((variable) => value(variable) !== 0) && pattern.some((variable) => value(variable) === -1) ? [pattern.map((variable) => (value(variable) === 1 ? -variable : variable))] : []),
    });
    assert.equal(solver.solve([-2]), true);
    assert.equal(solver.value(2), false, 'the assumption holds');
    assert.equal(solver.value(3), true);
    assert.ok(pattern.every((variable) => solver.value(variable)));
  });

  it('answers an empty 12×12 Akari and a second answer at once (activity-based search alone wandered for minutes)', async () => {
    // Every answer is a permutation matrix of lights; a greedy pass in index order finds one, as CaDiCaL's lucky
    // phases do. The budget stands for "not minutes": before that pass the second answer took over two minutes.
    const loaded = parsePuzzle('https://puzz.link/p?akari/12/12/zzzzzzzj');
    const result = await solve(loaded, { backend: backendByName('cdcl', { timeoutSeconds: 20 }) });
    assert.equal(result.status, 'multiple');
    assert.deepEqual(loaded.genre.check(loaded.puzzle, result.answer as never), []);
    assert.deepEqual(loaded.genre.check(loaded.puzzle, result.secondAnswer as never), []);
    assert.notDeepEqual(result.answer, result.secondAnswer);
  });

  it('agrees with logic-solver on 400 small CNFs solved step by step', () => {
    fc.assert(fc.property(smallCnfCase(), agrees([logicSolver])), { numRuns: 400 });
  });

  it('agrees with logic-solver on 12 random 3-SAT problems near the threshold', () => {
    fc.assert(fc.property(hardCnfCase(), agrees([logicSolver])), { numRuns: 12 });
  });

  const native = requireProgram('minisat') || requireProgram('cadical');
  it('agrees with native minisat and cadical on 25 CNFs', { skip: native }, () => {
    const references: Reference[] = [
      logicSolver,
      { name: 'minisat', factory: externalDimacs('minisat'), finalStepOnly: true },
      { name: 'cadical', factory: externalDimacs('cadical'), finalStepOnly: true },
    ];
    fc.assert(fc.property(smallCnfCase(), agrees(references)), { numRuns: 20 });
    fc.assert(fc.property(hardCnfCase(), agrees(references)), { numRuns: 5 });
  });

  it("solves every genre's fixtures up to 100 cells as logic-solver does, with answers the rule checker accepts", async () => {
    const own = backendByName('cdcl');
    const reference = backendByName('minisat');
    // A genre whose model outgrows logic-solver's fixed memory says so in its test data (notCrossChecked).
    for (const puzzle of corpus().filter((each) => each.cells <= 100 && findTestData(each.loaded.genre)?.data.notCrossChecked === undefined)) {
      const label = `${puzzle.loaded.genre.id} ${puzzle.text.slice(0, 60)}`;
      const result = await solve(puzzle.loaded, { backend: own });
      const expected = await solve(puzzle.loaded, { backend: reference });
      assert.equal(result.status, expected.status, label);
      if (puzzle.status) assert.equal(result.status, puzzle.status, label);
      if (result.answer !== undefined) assert.deepEqual(puzzle.loaded.genre.check(puzzle.loaded.puzzle, result.answer as never), [], label);
      if (result.secondAnswer !== undefined) assert.deepEqual(puzzle.loaded.genre.check(puzzle.loaded.puzzle, result.secondAnswer as never), [], label);
    }
  });
});
