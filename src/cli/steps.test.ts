// `steps`, the walkthrough: for small puzzles of every genre (its example and the smallest easy puzzle of its
// collection) the chain reaches the unique answer, which the genre's rule checker accepts; every step agrees with
// that answer, its reason alone forces it (a fresh solver finds no solution with the reason and the opposite
// value), and the first steps' reasons lose it when any one item is dropped.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CellLiteral } from '../core/cells.js';
import { puzzleView } from '../core/drawing.js';
import { cellLiterals } from '../core/cells.js';
import type { Hint, Reason } from '../core/explain.js';
import type { AnyGenre } from '../core/genre.js';
import type { Literal } from '../core/model.js';
import { SatProblem } from '../core/sat.js';
import { genres } from '../genres/index.js';
import { parsePuzzle, steps } from '../index.js';
import { minisat } from '../solvers/minisat.js';
import { runCli } from '../../test/helpers.js';

/** The size of a collection entry, as the number of cells ("8x8" is 64). */
function area(size: string): number {
  const [columns, rows] = size.split('x').map(Number);
  return (columns ?? 0) * (rows ?? columns ?? 0);
}

/** The genre's example when it is small (8×8 at most), and its smallest easy collection puzzle. */
function smallPuzzles(genre: AnyGenre): string[] {
  const easy = (genre.collection ?? []).filter((entry) => entry.difficulty === 'easy').sort((a, b) => area(a.size) - area(b.size));
  const example = genre.examples[0]!;
  const { size } = puzzleView(genre, parsePuzzle(example, { genre: genre.id }).puzzle);
  return [...(size.rows * size.columns <= 64 ? [example] : []), ...(easy[0] ? [easy[0].puzzle] : [])];
}

const sameEntry = (entry: CellLiteral, other: { cell: { row: number; column: number }; value: unknown }) =>
  entry.cell.row === other.cell.row && entry.cell.column === other.cell.column && JSON.stringify(entry.value) === JSON.stringify(other.value);

function checkWalk(genre: AnyGenre, text: string): void {
  const loaded = parsePuzzle(text, { genre: genre.id });
  const puzzleModel = (genre.clueModel ?? genre.model)(loaded.puzzle);
  const cells = cellLiterals(puzzleModel, genre);
  const problem = new SatProblem(puzzleModel.model, minisat, { clueSelectors: true, longLived: true });
  try {
    const selectors = problem.cnf.clueSelectors ?? [];
    const selectorOf = new Map(puzzleModel.model.clues.map((clue, index) => [clue.label.id, selectors[index]!]));
    // The answer of the clues, checked by the genre's own rule checker (no solver there).
    assert.ok(problem.solve(selectors), 'the puzzle has a solution');
    // Read now: later questions to the same solver change its current model.
    const answer = puzzleModel.decode(problem.value);
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
    const forces = (reason: Literal[], step: Hint) => !problem.solve([...reason, -literalOf(step)]);
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
      assert.ok(!problem.solve([...own.map((clue) => selectorOf.get(clue.label.id)!), -entry.literal]), `${JSON.stringify(entry.cell)} is given by its own clue`);
    }
  } finally {
    problem.dispose();
  }
}

describe('steps', () => {
  for (const genre of genres) {
    it(`walks ${genre.name} puzzles from the clues to the unique answer`, () => {
      for (const text of smallPuzzles(genre)) checkWalk(genre, text);
    });
  }

  it('names the places where a person would guess as its steps name them, inside the grid (a loop genre too)', async () => {
    const printed = await runCli(['steps', 'https://puzz.link/p?slither/7/7/di52173chdi6cdicgch218d']);
    assert.equal(printed.status, 0);
    const guesses = /a person would need a guess \(or a long chain\) at step (.*)$/m.exec(printed.stdout)?.[1] ?? '';
    assert.match(guesses, /^\d+ \(the (top|bottom|left|right) of r\dc\d (is a line|has no line)\)/);
    for (const [, row, column] of guesses.matchAll(/r(\d+)c(\d+)/g)) assert.ok(Number(row) <= 7 && Number(column) <= 7, guesses);
  });

  it('prints the steps and a summary, or one JSON object', async () => {
    const printed = await runCli(['steps', 'https://puzz.link/p?sudoku/4/4/g1k23k3g']);
    assert.equal(printed.status, 0);
    assert.match(printed.stdout, /^1\. r1c1 is 2: the rules leave only this possibility, because of\n {4}the given/);
    assert.match(printed.stdout, /\(step \d+\)/);
    assert.match(printed.stdout, /solved in 12 step\(s\): 12 by the rules, 0 by short contradictions, 0 by search\n$/);
    const json = await runCli(['steps', 'https://puzz.link/p?sudoku/4/4/g1k23k3g', '--json']);
    const result = JSON.parse(json.stdout) as { genre: string; end: string; steps: unknown[] };
    assert.equal(result.genre, parsePuzzle('https://puzz.link/p?sudoku/4/4/g1k23k3g').genre.id);
    assert.equal(result.end, 'solved');
    assert.equal(result.steps.length, 12);
  });
});
