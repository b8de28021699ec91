import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parsePuzzle, rate } from '../index.js';
import { localFixture } from '../../test/helpers.js';
import type { LevelRecord } from '../../scripts/calibrate.js';
import { calibrate, spearman } from '../../scripts/calibrate.js';
import { sudoku } from '../genres/sudoku/index.js';
import { Model } from './model.js';
import { Rater, rate as rateModel, rateWithin } from './rating.js';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

describe('difficulty rating', () => {
  it("orders Simon Tatham's Solo levels: basic below intermediate below unreasonable", async () => {
    const fixtures = localFixture<{ id: string; params: string; fullParams: string }>('sgt-solo.jsonl').filter((record) => record.params === '3x3');
    const scores = new Map<string, number[]>();
    for (const record of fixtures) {
      const level = record.fullParams.replace(/^3x3x?/, '') || 'dt';
      const { rating } = await rate(parsePuzzle(record.id, { genre: sudoku.id }));
      scores.set(level, [...(scores.get(level) ?? []), rating.score]);
    }
    const basic = median([...(scores.get('dt') ?? []), ...(scores.get('db') ?? [])]);
    assert.ok(basic < median(scores.get('di')!), 'basic < intermediate');
    assert.ok(median(scores.get('di')!) < median(scores.get('du')!), 'intermediate < unreasonable');
  });

  it('rates qqwing simple puzzles easy and its expert ones harder', async () => {
    const fixtures = localFixture<{ puzzle: string; difficulty: string }>('qqwing.jsonl');
    const simple = await Promise.all(fixtures.filter((record) => record.difficulty === 'simple').map((record) => rate(parsePuzzle(record.puzzle))));
    const expert = await Promise.all(fixtures.filter((record) => record.difficulty === 'expert').map((record) => rate(parsePuzzle(record.puzzle))));
    assert.ok(simple.every(({ rating }) => rating.level === 'easy' && rating.contradictionRounds === 0));
    assert.ok(median(expert.map(({ rating }) => rating.score)) > 2 * median(simple.map(({ rating }) => rating.score)));
  });

  it('within a time budget: the full rating when it fits, none when it does not', () => {
    const expert = localFixture<{ puzzle: string; difficulty: string }>('qqwing.jsonl').find((record) => record.difficulty === 'expert')!;
    const loaded = parsePuzzle(expert.puzzle);
    const model = sudoku.model(loaded.puzzle as never);
    assert.deepEqual(rateWithin(model, undefined, undefined, 60_000), rateModel(model));
    assert.equal(rateWithin(model, undefined, undefined, 0), undefined);
  });

  it('is the same for the same puzzle', async () => {
    const loaded = parsePuzzle('https://puzz.link/p?sudoku/4/4/g1k23k3g');
    assert.deepEqual(await rate(loaded), await rate(loaded));
  });

  it("ranks puzzles like their generators' levels: Spearman at least 0.75 per source", async () => {
    // Sources whose genre is not registered are skipped by calibrate().
    const results = await calibrate(localFixture<LevelRecord>('levels.jsonl'));
    assert.ok(results.some((result) => result.genre === sudoku.id));
    for (const result of results) assert.ok(result.correlation >= 0.75, `${result.source}: ${result.correlation.toFixed(2)}`);
  });

  it('counts connectivity reasoning as propagation, not as a guess', () => {
    // Three cells in a row that must stay connected; the ends are given: the middle follows by connectivity alone.
    const model = new Model();
    const cells = [model.bool('a'), model.bool('b'), model.bool('c')];
    model.connected(cells, [
      [0, 1],
      [1, 2],
    ]);
    model.require(cells[0]!, cells[2]!);
    const rating = rateModel({ model, observed: cells, decode: () => null, decodePartial: () => null });
    assert.equal(rating.guesses, 0);
    assert.equal(rating.contradictionRounds, 0);
    assert.equal(rating.level, 'easy');
  });

  it('rates through clue selectors as on its own when no clue settles a cell at the root', () => {
    // A row of four kept connected, and a clue that holds only while its cell is true: nothing is a unit at the root,
    // so a pass of connectivity over the empty board must cost no wave through selectors either.
    const model = new Model();
    const cells = [model.bool('a'), model.bool('b'), model.bool('c'), model.bool('d')];
    model.connected(cells, [
      [0, 1],
      [1, 2],
      [2, 3],
    ]);
    model.clue({ id: 'count', description: 'a count from a', cells: [] }, () => model.countWhen(cells[0]!, cells.slice(1), '=', 3));
    const puzzle = { model, observed: cells, decode: () => null, decodePartial: () => null };
    const alone = Rater.forModel(puzzle).rater.rate([]);
    const { rater, cnf } = Rater.forModel(puzzle, { clueSelectors: true });
    assert.deepEqual(rater.rate(cnf.clueSelectors!), alone);
  });
});

describe('spearman', () => {
  it('is 1 for the same order, -1 for the reverse, and handles ties', () => {
    assert.equal(spearman([1, 2, 3, 4], [10, 20, 30, 40]), 1);
    assert.equal(spearman([1, 2, 3, 4], [4, 3, 2, 1]), -1);
    assert.ok(Math.abs(spearman([1, 1, 2, 2], [1, 2, 3, 4]) - 0.894) < 0.001);
  });
});
