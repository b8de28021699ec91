// The generator's oracle on a real puzzle (puzz.link's Heyawake example): its answers agree with the solver asked
// about each puzzle on its own, the other solutions it finds pass the rule checker, and the nearest other solution
// does not depend on what was asked before.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { count, defaultBackend, parsePuzzle, rate, solve } from '../index.js';
import type { HeyawakePuzzle } from '../genres/heyawake/index.js';
import { heyawake, makeHeyawake } from '../genres/heyawake/index.js';
import { check } from '../genres/heyawake/check.js';
import { sharingFactory } from '../solvers/minisat.js';
import { cellIndex } from './geometry.js';
import { Oracle } from './oracle.js';

const loaded = parsePuzzle('https://puzz.link/p?heyawake/6/6/lll155007rs12222j', { genre: heyawake.id });
const puzzle = loaded.puzzle as HeyawakePuzzle;
const size = { rows: puzzle.rows, columns: puzzle.columns };

/** The puzzle with only the numbers of the kept clues (indexes in the model's clue order). */
function withClues(oracle: Oracle, kept: readonly number[]): HeyawakePuzzle {
  const numbers = puzzle.numbers.map((row) => row.map(() => null as HeyawakePuzzle['numbers'][number][number]));
  for (const index of kept) {
    const cell = oracle.clues[index]!.cells[0]!;
    numbers[cell.row]![cell.column] = puzzle.numbers[cell.row]![cell.column]!;
  }
  return makeHeyawake(puzzle.rooms, numbers);
}

async function loadedOracle(): Promise<Oracle> {
  const solved = await solve(loaded);
  assert.equal(solved.status, 'unique');
  return new Oracle(loaded.genre.model(loaded.puzzle), solved.answerValues!, sharingFactory());
}

describe('generator oracle', () => {
  it('says the answer is unique with every clue, and not with none, like the solver on each puzzle', async () => {
    const oracle = await loadedOracle();
    try {
      assert.ok(oracle.clues.length >= 2);
      assert.equal(oracle.unique(), true);
      assert.equal(oracle.nearestOther(), undefined);
      // Clues named for the first time after others were asked about: each subset agrees with a count on its own.
      const subsets = [[], [0], oracle.clues.map((_, index) => index).slice(1), [1, 0]];
      for (const kept of subsets) {
        const alone = await count({ ...loaded, puzzle: withClues(oracle, kept) }, 2);
        assert.equal(oracle.unique(kept), alone.count === 1, `clues ${kept.join(',')}`);
      }
    } finally {
      oracle.dispose();
    }
  });

  it('finds another solution that the rule checker accepts, the same whatever was asked before', async () => {
    const first = await loadedOracle();
    const second = await loadedOracle();
    try {
      const other = first.nearestOther([0]);
      assert.ok(other);
      const shading = puzzle.rooms.map((row, r) => row.map((_, c) => other[cellIndex(size, { row: r, column: c })]!));
      assert.deepEqual(check(withClues(first, [0]), shading), []);
      assert.notDeepEqual(other, first.answer);
      // Other questions first, on a solver of its own.
      second.unique();
      second.rate();
      assert.equal(second.nearestOther([]) !== undefined, true);
      assert.deepEqual(second.nearestOther([0]), other);
    } finally {
      first.dispose();
      second.dispose();
    }
  });

  it("changes our answer wherever some other solution differs: the cells outside the engine's facts", async () => {
    const oracle = await loadedOracle();
    try {
      assert.equal(oracle.everyDifference(), undefined);
      for (const kept of [[0], []]) {
        const thinned = { ...loaded, puzzle: withClues(oracle, kept) };
        const model = heyawake.model(thinned.puzzle);
        const { values } = await defaultBackend.backbone(model.model, model.observed);
        const changed = oracle.everyDifference(kept);
        assert.ok(changed);
        assert.deepEqual(
          changed.map((value, index) => value !== oracle.answer[index]),
          values.map((value) => value === undefined),
          `clues ${kept.join(',')}`,
        );
      }
    } finally {
      oracle.dispose();
    }
  });

  it('rates as the puzzle is rated on its own, and stops within a budget', async () => {
    const oracle = await loadedOracle();
    try {
      const { rating } = oracle.rate();
      const alone = await rate(loaded, { backend: defaultBackend });
      assert.equal(rating.score, alone.rating.score);
      const bounded = oracle.rate(undefined, { budget: rating.score / 4 });
      assert.equal(bounded.complete, false, `score ${rating.score}, within ${rating.score / 4}: ${bounded.rating.score}`);
    } finally {
      oracle.dispose();
    }
  });

  it('says which cells the reasoning left open where it stopped: none when it decided every one', async () => {
    const oracle = await loadedOracle();
    try {
      const full = oracle.rateWithOpen();
      assert.equal(full.complete, true);
      assert.deepEqual(full.open, oracle.answer.map(() => false));
      const bounded = oracle.rateWithOpen(undefined, { budget: full.rating.score / 4 });
      assert.equal(bounded.open.length, oracle.answer.length);
      const openCount = bounded.open.filter((open) => open).length;
      assert.ok(openCount > 0 && openCount < bounded.rating.openAtStart, `${openCount} open of ${bounded.rating.openAtStart}`);
      // Without clues nothing is decided: every cell is open.
      assert.ok(oracle.rateWithOpen([], { budget: 0 }).open.every((open) => open));
    } finally {
      oracle.dispose();
    }
  });
});
