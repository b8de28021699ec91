// `steps`, the walkthrough: for small puzzles of every genre (its example and the smallest easy puzzle of its
// collection) the chain reaches the unique answer, which the genre's rule checker accepts; every step agrees with
// that answer, its reason alone forces it (a fresh solver finds no solution with the reason and the opposite
// value), and the first steps' reasons lose it when any one item is dropped.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { puzzleView } from '../core/drawing.js';
import type { AnyGenre } from '../core/genre.js';
import { genres } from '../genres/index.js';
import { parsePuzzle } from '../index.js';
import { runCli } from '../../test/helpers.js';
import { checkWalk } from '../../test/walk.js';

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
