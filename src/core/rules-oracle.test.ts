// The rules oracle against answers counted by hand: three cells, at least one shaded by the rules; clues stated on
// demand (exactly one shaded, this cell shaded) switch on only for the questions that name them, a statement for one
// question is gone after it, and clues keep working across solver renewals.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { defaultBackend } from '../index.js';
import { Model } from './model.js';
import type { Statement } from './rules-oracle.js';
import { RulesOracle } from './rules-oracle.js';

function threeCells(renewal?: number): { oracle: RulesOracle; cells: number[] } {
  const rules = new Model();
  const cells = ['a', 'b', 'c'].map((name) => rules.bool(name));
  rules.atLeastOne(cells);
  return { oracle: new RulesOracle(rules, cells, defaultBackend.satFactory!, renewal), cells };
}

describe('rules oracle', () => {
  it('switches a clue on only for the questions that name it', () => {
    const { oracle, cells } = threeCells();
    const exactlyOne: Statement = { key: 'one', state: (model) => model.count(cells, '=', 1) };
    const notFirst: Statement = { key: 'not a', state: (model) => model.require(-cells[0]!) };
    // The solution nearest "all shaded" with exactly one shaded keeps the first cell.
    assert.deepEqual(oracle.nearest(cells, [exactlyOne]), [true, false, false]);
    assert.deepEqual(oracle.nearest(cells, [exactlyOne, notFirst]), [false, true, false]);
    // Without the clue, all three may be shaded.
    assert.deepEqual(oracle.nearest(cells, []), [true, true, true]);
    oracle.dispose();
  });

  it('forgets a statement without a key after its question', () => {
    const { oracle, cells } = threeCells();
    const onlyLast: Statement[] = [{ state: (model) => model.require(-cells[0]!) }, { state: (model) => model.require(-cells[1]!) }];
    assert.deepEqual(oracle.solution(onlyLast), [false, false, true]);
    assert.equal(oracle.solution([...onlyLast, { state: (model) => model.require(-cells[2]!) }]), undefined);
    assert.deepEqual(oracle.nearest(cells, []), [true, true, true]);
    oracle.dispose();
  });

  it('states its clues again on a fresh solver', () => {
    const { oracle, cells } = threeCells(2);
    const exactlyOne: Statement = { key: 'one', state: (model) => model.count(cells, '=', 1) };
    // Nearest "none shaded" (true: that cell stays unshaded): only the last is shaded.
    for (let question = 0; question < 5; question++) assert.deepEqual(oracle.nearest(cells.map((cell) => -cell), [exactlyOne]), [true, true, false]);
    oracle.dispose();
  });

  it('refuses a statement that declares variables of its own', () => {
    const { oracle } = threeCells();
    assert.throws(() => oracle.solution([{ state: (model) => model.require(model.bool('new')) }]), /declares variables/);
    oracle.dispose();
  });
});
