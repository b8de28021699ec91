// A walkthrough checked from outside: it reaches the unique answer, which the genre's rule checker accepts; every step
// agrees with that answer, its reason alone forces it (a fresh solver finds no solution with the reason and the
// opposite value) and rests only on earlier steps, and the first steps' reasons lose it when any one item is dropped.
// Used by the steps tests and by the walkthroughs bench, which walks every collection puzzle.

import assert from 'node:assert/strict';
import type { CellLiteral } from '../src/core/cells.js';
import { cellLiterals } from '../src/core/cells.js';
import type { Hint, Reason, Walkthrough } from '../src/core/explain.js';
import type { AnyGenre } from '../src/core/genre.js';
import type { Literal } from '../src/core/model.js';
import { SatProblem } from '../src/core/sat.js';
import { parsePuzzle, steps } from '../src/index.js';
import { minisat } from '../src/solvers/minisat.js';
import { cdcl } from '../src/solvers/cdcl/solver.js';
import { BackendError } from '../src/core/errors.js';
import type { SatSolverFactory } from '../src/core/sat.js';

const sameEntry = (entry: CellLiteral, other: { cell: { row: number; column: number }; value: unknown }) =>
  entry.cell.row === other.cell.row && entry.cell.column === other.cell.column && JSON.stringify(entry.value) === JSON.stringify(other.value);

/** Walks a puzzle and checks the walk; throws an AssertionError naming the first thing wrong. Returns the walk. */
export function checkWalk(genre: AnyGenre, text: string): Walkthrough {
  const loaded = parsePuzzle(text, { genre: genre.id });
  const puzzleModel = (genre.clueModel ?? genre.model)(loaded.puzzle);
  const cells = cellLiterals(puzzleModel, genre);
  // Checked on logic-solver's MiniSat, not the engine the walk ran on. Its memory is fixed: a fresh one every few
  // questions keeps a long walk within it (the model numbers its variables alike each time), and where one question
  // outgrows it (lazy connectivity cuts on a large grid) the check goes on with the CDCL solver.
  let factory: SatSolverFactory = minisat;
  const fresh = () => new SatProblem(puzzleModel.model, factory, { clueSelectors: true, longLived: true });
  let problem = fresh();
  let questions = 0;
  const solve = (assumptions: readonly Literal[]): boolean => {
    if (++questions % 8 === 0) {
      problem.dispose();
      problem = fresh();
    }
    try {
      return problem.solve(assumptions);
    } catch (error) {
      if (!(error instanceof BackendError) || factory === cdcl) throw error;
      problem.dispose();
      factory = cdcl;
      problem = fresh();
      return problem.solve(assumptions);
    }
  };
  try {
    const selectors = problem.cnf.clueSelectors ?? [];
    const selectorOf = new Map(puzzleModel.model.clues.map((clue, index) => [clue.label.id, selectors[index]!]));
    // The answer of the clues, checked by the genre's own rule checker (no solver there).
    assert.ok(solve(selectors), 'the puzzle has a solution');
    // Read now: later questions to the same solver change its current model.
    const answer: unknown = puzzleModel.decode(problem.value);
    const truth = new Map(cells.map((entry) => [entry.literal, problem.value(entry.literal)]));
    const solution = (literal: Literal) => truth.get(literal) === true;
    assert.deepEqual(genre.check(loaded.puzzle, answer), [], 'the answer passes the rule checker');

    const walk = steps(loaded);
    assert.equal(walk.end, 'solved', `${genre.id}: the walkthrough reaches the end (${walk.steps.length} steps)`);
    const literalOf = (entry: { cell: { row: number; column: number }; value: unknown }): Literal => {
      const found = cells.find((candidate) => sameEntry(candidate, entry));
      assert.ok(found, `a cell literal for ${JSON.stringify(entry)}`);
      return found.literal;
    };
    const assumptions = (reason: Reason): Literal[] => [
      ...reason.clues.map((clue) => selectorOf.get(clue.id)!),
      ...reason.placed.map((placed) => literalOf(placed)),
    ];
    const forces = (reason: Literal[], step: Hint) => !solve([...reason, -literalOf(step)]);
    walk.steps.forEach((step, index) => {
      assert.ok(solution(literalOf(step)), `step ${index + 1} (${step.description}) agrees with the unique answer`);
      const reason = assumptions(step.reason);
      assert.ok(forces(reason, step), `step ${index + 1}'s reason forces ${step.description}`);
      // Earlier steps only: a reason rests on the clues and what was deduced before it.
      for (const placed of step.reason.placed) {
        const earlier = walk.steps.slice(0, index).some((before) => sameEntry({ ...before, literal: 0 }, placed));
        assert.ok(earlier, `step ${index + 1} rests on an earlier step`);
      }
      if (index < 3 && step.technique !== 'search') {
        reason.forEach((_, dropped) => {
          assert.ok(!forces(reason.filter((__, kept) => kept !== dropped), step), `step ${index + 1}'s reason without item ${dropped + 1} does not force it`);
        });
      }
    });
    // Every cell the answer decides is given or deduced: the walkthrough reached the answer.
    const deduced = new Set(walk.steps.map((step) => `${step.cell.row},${step.cell.column}`));
    const open = cells.filter((entry) => solution(entry.literal) && !deduced.has(`${entry.cell.row},${entry.cell.column}`));
    for (const entry of open) {
      const own = puzzleModel.model.clues.filter((clue) => clue.label.cells.length === 1 && clue.label.cells.every((cell) => cell.row === entry.cell.row && cell.column === entry.cell.column));
      assert.ok(!solve([...own.map((clue) => selectorOf.get(clue.label.id)!), -entry.literal]), `${JSON.stringify(entry.cell)} is given by its own clue`);
    }
    return walk;
  } finally {
    problem.dispose();
  }
}
