import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { LineGrid } from '../../core/lines.js';
import { check, count, facts, parsePuzzle, solve, writePuzzle } from '../../index.js';
import { backendByName } from '../../solvers/index.js';
import { localFixture, requireProgram } from '../../../test/helpers.js';
import type { MasyuAnswer, MasyuPuzzle } from './index.js';
import { masyu } from './index.js';
import { pearlSolution } from './test-data.js';

type Lines = { horizontal: number[][]; vertical: number[][] };

const bits = (text: string) => text.split(' ').map((row) => [...row].map(Number));


/** A board drawn as paths over the cells (row, column), each step a straight run. */
function board(rows: number, columns: number, ...paths: [number, number][][]): Lines {
  const lines: Lines = { horizontal: Array.from({ length: rows }, () => new Array<number>(columns - 1).fill(0)), vertical: Array.from({ length: rows - 1 }, () => new Array<number>(columns).fill(0)) };
  for (const path of paths) {
    for (let index = 1; index < path.length; index++) {
      const [r1, c1] = path[index - 1]!;
      const [r2, c2] = path[index]!;
      if (r1 === r2) for (let c = Math.min(c1, c2); c < Math.max(c1, c2); c++) lines.horizontal[r1]![c] = 1;
      else for (let r = Math.min(r1, r2); r < Math.max(r1, r2); r++) lines.vertical[r]![c1] = 1;
    }
  }
  return lines;
}

const asJson = (answer: unknown) => masyu.answerToJson(answer as LineGrid) as Lines;

describe('masyu', () => {
  it("solves pzprjs's example to its published answer, uniquely, and writes the same URL", async () => {
    const url = 'https://puzz.link/p?mashu/6/6/1063000i3000';
    const loaded = parsePuzzle(url);
    assert.equal(loaded.genre.id, 'masyu');
    const result = await solve(loaded);
    assert.equal(result.status, 'unique');
    assert.deepEqual(asJson(result.answer), { horizontal: bits('11101 01100 00110 01011 11000 00100'), vertical: bits('100111 110011 111001 100100 001100') });
    assert.equal(writePuzzle(loaded), url);
    for (const alias of ['masyu', 'pearl', 'mashu_edit']) assert.equal(parsePuzzle(url.replace('mashu', alias)).genre.id, 'masyu');
  });

  it("has Simon Tatham's Pearl puzzles, easy and tricky, 8×8 to 12×12 (the conformance suite solves them to Pearl's answers)", () => {
    const fixtures = localFixture<{ fullParams: string }>('sgt-pearl.jsonl');
    assert.ok(fixtures.some((fixture) => fixture.fullParams.endsWith('dt')) && fixtures.some((fixture) => fixture.fullParams.endsWith('de')));
  });

  it('reads the worked Pearl examples of the research notes', async () => {
    const loaded = parsePuzzle('6x6dt:aWWhWaWaBaBaWeWeWcB');
    assert.equal(loaded.genre.id, 'masyu');
    const move =
      'S;R9,0,0;R5,1,0;R5,2,0;R12,3,0;R9,4,0;R12,5,0;R3,0,1;R5,1,1;R12,2,1;R3,3,1;R6,4,1;R10,5,1;R9,0,2;R5,1,2;R6,2,2;R9,3,2;R5,4,2;R6,5,2;R3,0,3;R5,1,3;R12,2,3;R10,3,3;R9,4,3;R12,5,3;R9,0,4;R5,1,4;R6,2,4;R3,3,4;R6,4,4;R10,5,4;R3,0,5;R5,1,5;R5,2,5;R5,3,5;R5,4,5;R6,5,5';
    const result = await solve(loaded);
    assert.equal(result.status, 'unique');
    assert.deepEqual(asJson(result.answer), pearlSolution(move, 6, 6));
    assert.equal(writePuzzle(loaded, 'sgt'), '6x6:aWWhWaWaBaBaWeWeWcB');
    assert.equal((await solve(parsePuzzle('7x5:aWdBcBcBjBbBf', { genre: 'masyu' }))).status, 'unique');
  });

  it('reads and writes text grids, and draws the loop', async () => {
    const loaded = parsePuzzle('https://puzz.link/p?mashu/6/6/1063000i3000');
    const text = writePuzzle(loaded, 'text');
    assert.equal(text, '..W...\n.B..W.\n......\n...B..\n.W....\n......\n');
    assert.deepEqual(parsePuzzle(text).puzzle, loaded.puzzle);
    assert.deepEqual(parsePuzzle('○..●\n....\n', { genre: 'masyu' }).puzzle, parsePuzzle('w..b\n....\n', { genre: 'masyu' }).puzzle);
    const drawing = masyu.render(loaded.puzzle as MasyuPuzzle, (await solve(loaded)).answer as LineGrid);
    assert.equal(drawing.split('\n')[0], '┌───○─┐ ┌─┐');
  });

  it('reports several solutions and no solution', async () => {
    const open = parsePuzzle('.W..\n....\n....\n', { genre: 'masyu' });
    const result = await solve(open);
    assert.equal(result.status, 'multiple');
    assert.deepEqual(check(open, asJson(result.secondAnswer)), []);
    assert.ok((await count(open, 100)).count > 2);
    // A black pearl in a corner of a 2×2 grid: its lines have no room to go straight on.
    assert.equal((await solve(parsePuzzle('B.\n..\n', { genre: 'masyu' }))).status, 'unsolvable');
    // A white pearl in a corner cannot go straight.
    assert.equal((await solve(parsePuzzle('W..\n...\n...\n', { genre: 'masyu' }))).status, 'unsolvable');
  });

  it('gives facts: the lines every solution agrees on', async () => {
    // A black pearl in the middle of the top row of a 5×3 grid turns down and goes out two cells each way.
    const result = await facts(parsePuzzle('..B..\n.....\n.....\n', { genre: 'masyu' }));
    const known = masyu.partialToJson(result.facts as never) as { horizontal: (number | null)[][]; vertical: (number | null)[][] };
    assert.equal(known.vertical[0]![2], 1);
    assert.equal(known.vertical[1]![2], 1);
  });

  it('finds the violations of a wrong answer, with their cells, one board per code', async () => {
    // A 4×4 grid: a white pearl at r1c2 and a black one at r3c3 (0-based (0,1) and (2,2)).
    const loaded = parsePuzzle('.W..\n....\n..B.\n....\n', { genre: 'masyu' });
    const violations = (answer: Lines) => check(loaded, answer);
    const codes = (answer: Lines) => violations(answer).map((violation) => violation.code);
    assert.deepEqual(check(loaded, asJson((await solve(loaded)).answer)), []);
    assert.deepEqual(codes(board(4, 4)), ['no-line', 'pearl-missed', 'pearl-missed']);
    const branch = violations(board(4, 4, [[0, 0], [0, 3], [3, 3], [3, 0], [0, 0]], [[0, 1], [1, 1]]));
    assert.ok(branch.some((violation) => violation.code === 'branch' && violation.cells[0]!.row === 0 && violation.cells[0]!.column === 1));
    assert.ok(codes(board(4, 4, [[0, 1], [3, 1]], [[1, 0], [1, 3]])).includes('crossing'));
    assert.ok(codes(board(4, 4, [[0, 0], [0, 1], [1, 1], [1, 0], [0, 0]])).includes('white-turns'));
    assert.ok(codes(board(4, 4, [[0, 0], [0, 3], [3, 3], [3, 0], [0, 0]], [[2, 1], [2, 3]])).includes('black-straight'));
    assert.ok(codes(board(4, 4, [[0, 0], [0, 3], [3, 3], [3, 2], [2, 2], [2, 1], [3, 1], [3, 0], [0, 0]])).includes('black-next-turns'));
    // A white pearl in the middle of a row, the loop straight on through both of its neighbours.
    const straight = check(parsePuzzle('.....\n..W..\n.....\n', { genre: 'masyu' }), board(3, 5, [[1, 0], [1, 4], [2, 4], [2, 0], [1, 0]]));
    assert.deepEqual(straight.map((violation) => [violation.code, violation.cells.length]), [['white-both-straight', 3]]);
    assert.ok(codes(board(4, 4, [[1, 0], [1, 1], [2, 1], [2, 0], [1, 0]])).includes('pearl-missed'));
    assert.deepEqual(codes(board(4, 4, [[0, 0], [0, 2], [1, 2]])).filter((code) => code === 'dead-end').length, 2);
    assert.ok(codes(board(4, 4, [[0, 0], [0, 2], [1, 2], [1, 0], [0, 0]], [[2, 2], [2, 3], [3, 3], [3, 2], [2, 2]])).includes('several-loops'));
  });

  it("opens a shared link with text after its last cell, as puzz.link does (a published 10x10 ending in '.0')", async () => {
    const loaded = parsePuzzle('https://puzz.link/p?mashu/10/10/410001944313911a9013219371a9c30000.0');
    const result = await solve(loaded);
    assert.equal(result.status, 'unique');
    assert.deepEqual(check(loaded, masyu.answerToJson(result.answer as MasyuAnswer)), []);
  });

  it('refuses a malformed answer with its place', () => {
    assert.throws(() => masyu.answerFromJson(parsePuzzle('W.\n..\n', { genre: 'masyu' }).puzzle as MasyuPuzzle, { horizontal: [[2], [0]], vertical: [[0, 0]] }), /row 1, entry 1 must be 0 \(no line\) or 1/);
  });

  it('solves through the exports: DIMACS in minisat, SMT-LIB in z3, ASP in clingo', { skip: requireProgram('minisat') || requireProgram('z3') || requireProgram('clingo', 'gringo') }, async () => {
    const loaded = parsePuzzle('https://puzz.link/p?mashu/6/6/1063000i3000');
    const expected = asJson((await solve(loaded)).answer);
    for (const name of ['dimacs:minisat', 'smt2:z3', 'asp:clingo']) {
      const result = await solve(loaded, { backend: backendByName(name) });
      assert.equal(result.status, 'unique', name);
      assert.deepEqual(asJson(result.answer), expected, name);
    }
  });
});
