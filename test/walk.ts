// A walkthrough checked from outside: it reaches the unique answer, which the genre's rule checker accepts; every step
// agrees with that answer, its reason alone forces it (a fresh solver finds no solution with the reason and the
// opposite value) and rests only on earlier steps, and the first steps' reasons lose it when any one item is dropped.
// Used by the steps tests and by the walkthroughs bench, which walks every collection puzzle.

import assert from 'node:assert/strict';
import type { CellLiteral } from '../src/core/cells.js';
import { cellLiterals } from '../src/core/cells.js';
import type { Hint, Reason, Walkthrough } from '../src/core/explain.js';
import type { AnyGenre } from '../src/core/genre.js';
import type { Literal, Model } from '../src/core/model.js';
import { lowerToAsp } from '../src/solvers/asp.js';
import { spawnSync } from 'node:child_process';
import { SatProblem } from '../src/core/sat.js';
import { parsePuzzle, steps } from '../src/index.js';
import { CdclBudgetError, cdclFactory } from '../src/solvers/cdcl/solver.js';

const sameEntry = (entry: CellLiteral, other: { cell: { row: number; column: number }; value: unknown }) =>
  entry.cell.row === other.cell.row && entry.cell.column === other.cell.column && JSON.stringify(entry.value) === JSON.stringify(other.value);

/** The outside solvers' budget for one question: CPU seconds of lazy cuts, conflicts a solve, clingo's wall time. */
const budget = { lazySeconds: 5, conflicts: 100_000, clingoSeconds: 60 };

/** A question the outside solvers did not settle within their budget: neither a pass nor a failure. */
export class UnsettledError extends Error {
  override name = 'UnsettledError';
  constructor() {
    super(`a question neither lazy cuts (${budget.lazySeconds} s of CPU) nor clingo (${budget.clingoSeconds} s) settled`);
  }
}

/**
 * Walks a puzzle and checks the walk; throws an AssertionError naming the first thing wrong. Returns the walk;
 * `counts` gathers how many questions were asked and how many of them went to clingo.
 */
export function checkWalk(genre: AnyGenre, text: string, counts: { questions: number; toClingo: number } = { questions: 0, toClingo: 0 }): Walkthrough {
  const loaded = parsePuzzle(text, { genre: genre.id });
  const puzzleModel = (genre.clueModel ?? genre.model)(loaded.puzzle);
  const cells = cellLiterals(puzzleModel, genre);
  // Checked on solvers of their own, not the one the walk ran on. First one incremental CDCL instance for the whole
  // walk, every question asked under assumptions (the reason's clue selectors and cells, and the step's opposite),
  // with connectivity as lazy cuts, which hold for every question once found. A question they do not settle within a
  // few seconds of CPU (a loop closing too soon, which the walk's propagation sees at once, can take thousands of
  // cuts) goes to native clingo, whose recursion reasons about connectivity as a whole: the rules, the reason's clues
  // alone and its cells. A question neither settles is reported as unsettled, not taken for an answer.
  const lazy = new SatProblem(puzzleModel.model, cdclFactory({ conflictBudget: budget.conflicts }), { clueSelectors: true, longLived: true });
  const clueOfSelector = new Map((lazy.cnf.clueSelectors ?? []).map((selector, index) => [selector, index]));
  const solve = (assumptions: readonly Literal[]): boolean => {
    counts.questions++;
    // Rounds of cuts go on while the question has CPU time left: every cut found stays for the later questions.
    const started = process.cpuUsage();
    const spent = () => {
      const used = process.cpuUsage(started);
      return (used.user + used.system) / 1e6;
    };
    let settled: boolean | undefined;
    try {
      do settled = lazy.solveWithin(assumptions, 20);
      while (settled === undefined && spent() < budget.lazySeconds);
    } catch (error) {
      if (!(error instanceof CdclBudgetError)) throw error;
    }
    if (settled !== undefined) return settled;
    counts.toClingo++;
    const clues = new Set(assumptions.flatMap((literal) => clueOfSelector.get(literal) ?? []));
    settled = clingoSolves(puzzleModel.model, clues, assumptions.filter((literal) => !clueOfSelector.has(literal)));
    if (settled === undefined) throw new UnsettledError();
    return settled;
  };
  try {
    const selectors = lazy.cnf.clueSelectors ?? [];
    const selectorOf = new Map(puzzleModel.model.clues.map((clue, index) => [clue.label.id, selectors[index]!]));
    // The answer of the clues, checked by the genre's own rule checker (no solver there).
    assert.ok(solve(selectors), 'the puzzle has a solution');
    // Read now: later questions to the same solver change its current model.
    const answer: unknown = puzzleModel.decode(lazy.value);
    const truth = new Map(cells.map((entry) => [entry.literal, lazy.value(entry.literal)]));
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
    lazy.dispose();
  }
}

/**
 * Whether the model's rules, the clues numbered in `clues` (constraints of other clues left out) and the literals
 * can hold together, by native clingo on the model's answer set program; undefined when clingo does not settle it in
 * time (or is not installed), or finds an answer where the model has checks with no static form there (that answer
 * may break them).
 */
function clingoSolves(model: Model, clues: ReadonlySet<number>, literals: readonly Literal[]): boolean | undefined {
  const owners = new Map<number, number[]>();
  model.clues.forEach((clue, index) => {
    for (const constraint of clue.constraints) owners.set(constraint, [...(owners.get(constraint) ?? []), index]);
  });
  const kept = model.constraints.filter((_, index) => (owners.get(index) ?? []).every((owner) => clues.has(owner)));
  // The model as it is but for the constraints of clues outside the reason.
  const view = Object.create(model, { constraints: { get: () => kept } }) as Model;
  const encoding = lowerToAsp(view, { compact: true });
  const program = [encoding.body, ...literals.map((literal) => encoding.clause([literal]))].join('\n');
  const run = spawnSync('clingo', ['--quiet=2', `--time-limit=${budget.clingoSeconds}`], { input: program, encoding: 'utf8', maxBuffer: 1 << 26 });
  if (run.error) return undefined;
  // clingo's exit code: 10 satisfiable, 20 unsatisfiable, 1 interrupted (its time limit), 65 a program error.
  if (run.status === 20) return false;
  if (run.status === 10 || run.status === 30) return model.lazyChecks.length === 0 ? true : undefined;
  if (run.status === 1 || run.status === 11 || run.status === 21) return undefined;
  throw new Error(`clingo failed (exit ${String(run.status)}): ${run.stderr.slice(0, 300)}`);
}
