import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { LineGrid } from '../../core/lines.js';
import { check, count, facts, parsePuzzle, rate, solve, writePuzzle } from '../../index.js';
import { backendByName } from '../../solvers/index.js';
import { encode } from '../../solvers/encode.js';
import { runProgram } from '../../solvers/process.js';
import { localFixture, requireProgram } from '../../../test/helpers.js';
import type { SlitherlinkPuzzle } from './index.js';
import { slitherlink } from './index.js';
import { loopySolution } from './test-data.js';

type Lines = { horizontal: number[][]; vertical: number[][] };


const asJson = (answer: unknown) => slitherlink.answerToJson(answer as LineGrid) as Lines;

describe('slitherlink', () => {
  it("solves pzprjs's example to its published answer, uniquely, and writes the same URL", async () => {
    const url = 'https://puzz.link/p?slither/5/5/cbcbcddad';
    const loaded = parsePuzzle(url);
    assert.equal(loaded.genre.id, 'slitherlink');
    const result = await solve(loaded);
    assert.equal(result.status, 'unique');
    const bits = (text: string) => text.split(' ').map((row) => [...row].map(Number));
    assert.deepEqual(asJson(result.answer), {
      horizontal: bits('11111 01100 00100 00010 10100 00001'),
      vertical: bits('100001 110101 111001 111111 000011'),
    });
    assert.equal(writePuzzle(loaded), url);
    for (const alias of ['slitherlink', 'slither_edit']) assert.equal(parsePuzzle(url.replace('slither', alias)).genre.id, 'slitherlink');
  });

  it("has Simon Tatham's Loopy puzzles from 7×7 to 36×20, every level (the conformance suite solves them to Loopy's answers)", () => {
    assert.ok(localFixture<{ fullParams: string }>('sgt-loopy.jsonl').some((fixture) => fixture.fullParams === '36x20t0dh'));
  });

  it('reads the worked Loopy examples of the research notes, with the difficulty in the parameters', async () => {
    const loaded = parsePuzzle('4x3t0dn:1e03a3b');
    const result = await solve(loaded);
    assert.equal(result.status, 'unique');
    const move = 'S0n1n2y3n4n5y6y7y8y9n10n11n12y13n14n15y16n17y18n19n20y21y22y23y24y25y26n27y28y29n30n';
    assert.deepEqual(asJson(result.answer), loopySolution(move, 3, 4));
    assert.equal(writePuzzle(loaded, 'sgt'), '4x3t0:1e03a3b');
    assert.equal((await solve(parsePuzzle('5x5t0:a23b2a2a302a1b3c3c3'))).status, 'unique');
  });

  it('reads and writes the text drawing, lines and all', async () => {
    const loaded = parsePuzzle('https://puzz.link/p?slither/5/5/cbcbcddad');
    const text = writePuzzle(loaded, 'text');
    assert.equal(text.split('\n')[0], '+   +   +   +   +   +');
    assert.deepEqual(parsePuzzle(text).puzzle, loaded.puzzle);
    const result = await solve(loaded);
    const drawing = slitherlink.render(loaded.puzzle as SlitherlinkPuzzle, result.answer as LineGrid);
    assert.match(drawing, /^\+---\+---\+---\+---\+---\+\n\| 2 {11}1 {5}\|\n/);
    assert.deepEqual(parsePuzzle(drawing).puzzle, loaded.puzzle, 'a solved drawing reads as its puzzle');
    assert.deepEqual(parsePuzzle('+ - + - +\n| ?   1 |\n+   +   +\n', { genre: 'slitherlink' }).puzzle, {
      rows: 1,
      columns: 2,
      clues: [[{ kind: 'unknown' }, { kind: 'number', value: 1 }]],
    });
  });

  it('reports several solutions and no solution', async () => {
    const open = parsePuzzle('https://puzz.link/p?slither/3/3/j');
    const result = await solve(open);
    assert.equal(result.status, 'multiple');
    assert.deepEqual(check(open, asJson(result.secondAnswer)), []);
    // Every loop of a 3×3 grid: the 4×4 grid graph has 213 cycles.
    assert.equal((await count(open, 1000)).count, 213);
    // A lone cell with a 0: the only loop goes round it.
    assert.equal((await solve(parsePuzzle('https://puzz.link/p?slither/1/1/0'))).status, 'unsolvable');
    // Two 4s side by side share their middle line: it would branch at both ends.
    assert.equal((await solve(parsePuzzle('https://puzz.link/p?slither/2/1/44'))).status, 'unsolvable');
    // Two 4s apart would close two loops.
    assert.equal((await solve(parsePuzzle('https://puzz.link/p?slither/3/1/94'))).status, 'unsolvable');
  });

  it('gives facts: the lines every solution agrees on', async () => {
    const result = await facts(parsePuzzle('https://puzz.link/p?slither/3/3/n4'));
    const known = slitherlink.partialToJson(result.facts as never) as { horizontal: (number | null)[][]; vertical: (number | null)[][] };
    // The 4 in the bottom right corner: its four sides are lines, so the loop is that square alone.
    assert.equal(result.open, 0);
    assert.equal(known.horizontal[3]![2], 1);
    assert.equal(known.horizontal[0]![0], 0);
  });

  it('finds the violations of a wrong answer, with their cells, one board per code', () => {
    // A 3×3 grid with a 3 in the top left corner; boards drawn as paths over the corners (row, column).
    const loaded = parsePuzzle('https://puzz.link/p?slither/3/3/3');
    const board = (...paths: [number, number][][]): Lines => {
      const lines = { horizontal: Array.from({ length: 4 }, () => [0, 0, 0]), vertical: Array.from({ length: 3 }, () => [0, 0, 0, 0]) };
      for (const path of paths) {
        for (let index = 1; index < path.length; index++) {
          // A straight run from one corner to the next.
          const [r1, c1] = path[index - 1]!;
          const [r2, c2] = path[index]!;
          if (r1 === r2) for (let c = Math.min(c1, c2); c < Math.max(c1, c2); c++) lines.horizontal[r1]![c] = 1;
          else for (let r = Math.min(r1, r2); r < Math.max(r1, r2); r++) lines.vertical[r]![c1] = 1;
        }
      }
      return lines;
    };
    const square = (row: number, column: number): [number, number][] => [[row, column], [row, column + 1], [row + 1, column + 1], [row + 1, column], [row, column]];
    const violations = (answer: Lines) => check(loaded, answer);
    const codes = (answer: Lines) => violations(answer).map((violation) => violation.code);
    // The right answer: three sides of the corner cell, closed round the cell below it.
    assert.deepEqual(codes(board([[0, 0], [0, 1], [2, 1], [2, 0], [0, 0]])), []);
    assert.deepEqual(codes(board()), ['no-line', 'wrong-number']);
    const branch = violations(board([[0, 0], [0, 1], [2, 1], [2, 0], [0, 0]], [[0, 1], [0, 2]]));
    assert.deepEqual(branch.map((violation) => violation.code), ['branch', 'dead-end']);
    assert.deepEqual(branch[0]!.cells, [{ row: 0, column: 0 }, { row: 0, column: 1 }], 'the cells at the branching corner');
    assert.ok(codes(board(square(0, 1), square(1, 2))).includes('crossing'));
    assert.deepEqual(codes(board([[0, 0], [0, 3], [3, 3], [3, 0], [0, 0]])), ['wrong-number']);
    const two = violations(board([[0, 0], [0, 1], [2, 1], [2, 0], [0, 0]], square(2, 2)));
    assert.deepEqual(two.map((violation) => violation.code), ['several-loops']);
    assert.deepEqual(two[0]!.cells, [{ row: 1, column: 2 }, { row: 2, column: 2 }, { row: 2, column: 1 }], 'the cells along the smaller loop');
    assert.deepEqual(codes(board([[0, 0], [0, 1], [1, 1], [1, 0]])), ['dead-end', 'dead-end']);
  });

  it('rates a generated puzzle, rated again, at the level it was made for (seed 3301-3 made an "easy" one that rated medium)', async () => {
    for (const seed of ['3301-1', '3301-2', '3301-3']) {
      const puzzle = await slitherlink.generator!.generate({ rows: 7, columns: 7, difficulty: 'easy', seed, options: {}, backend: backendByName('minisat') });
      const loaded = parsePuzzle(writePuzzle({ genre: slitherlink, puzzle, format: 'url' }));
      assert.equal((await rate(loaded)).rating.level, 'easy', writePuzzle(loaded));
    }
  });

  it('refuses a malformed answer, and a game ID for a number left unknown', () => {
    assert.throws(() => slitherlink.answerFromJson(parsePuzzle('4x3t0:1e03a3b').puzzle as SlitherlinkPuzzle, { horizontal: [[0]], vertical: [] }), /"horizontal" must be an array of 4 rows/);
    assert.throws(() => writePuzzle(parsePuzzle('https://puzz.link/p?slither/3/3/.j'), 'sgt'), /cannot hold a number left unknown/);
  });

  it('solves through the exports: DIMACS in minisat, SMT-LIB in z3, ASP in clingo', { skip: requireProgram('minisat') || requireProgram('z3') || requireProgram('clingo', 'gringo') }, async () => {
    const loaded = parsePuzzle('https://puzz.link/p?slither/5/5/cbcbcddad');
    const expected = asJson((await solve(loaded)).answer);
    for (const name of ['dimacs:minisat', 'smt2:z3', 'asp:clingo']) {
      const result = await solve(loaded, { backend: backendByName(name) });
      assert.equal(result.status, 'unique', name);
      assert.deepEqual(asJson(result.answer), expected, name);
    }
    // The DIMACS file stands alone: its connectivity is in clauses, and any model of it is the loop.
    const model = loaded.genre.model(loaded.puzzle);
    const dimacs = encode(model.model, 'dimacs').text;
    const folder = mkdtempSync(join(tmpdir(), 'pencilsat-slitherlink-'));
    writeFileSync(join(folder, 'loop.cnf'), dimacs);
    await runProgram('minisat', ['-verb=0', join(folder, 'loop.cnf'), join(folder, 'result.txt')]);
    const values = new Set(readFileSync(join(folder, 'result.txt'), 'utf8').split(/\s+/).filter((word) => /^-?\d+$/.test(word)).map(Number));
    assert.deepEqual(asJson(model.decode((literal) => values.has(literal))), expected);
  });
});
