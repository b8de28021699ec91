// The command line's exports and backends: each export opens with its explanation and runs in the program it
// names, giving the published answer; every backend name works or fails with one clear line.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { InputError } from '../core/errors.js';
import { parsePuzzle } from '../index.js';
import { requireProgram, runCli } from '../../test/helpers.js';
import { encode, puzzleTitle } from './encode.js';
import { backendByName } from './index.js';
import { runOnFile, runProgram } from './process.js';
import { parseSExpressions, readGetValue } from './smtlib.js';

const example = 'https://puzz.link/p?sudoku/4/4/g1k23k3g';
const exampleAnswer = [
  [2, 1, 4, 3],
  [4, 3, 1, 2],
  [3, 4, 2, 1],
  [1, 2, 3, 4],
];

describe('export and backends on the command line', () => {
  it('exports SMT-LIB that z3 and cvc5 solve to the published answer', { skip: requireProgram('z3') || requireProgram('cvc5') }, async () => {
    const result = await runCli(['export', example, '--to', 'smt2']);
    assert.equal(result.status, 0, result.stderr);
    assert.match(result.stdout, /^; pencilsat: Sudoku puzzle, 4×4\n; Rules: /);
    assert.match(result.stdout, /^; Variables:\n;   Int r1c1 /m);
    assert.match(result.stdout, /^\(set-logic QF_LIA\)$/m);
    assert.match(result.stdout, /^\(assert \(distinct r1c1 r1c2 r1c3 r1c4\)\)$/m);
    for (const program of ['z3', 'cvc5']) {
      const run = await runOnFile(program, [], result.stdout, 'smt2');
      const [answer, ...rest] = parseSExpressions(run.stdout);
      assert.equal(answer, 'sat', `${program}: ${run.stdout}${run.stderr}`);
      const values = readGetValue(rest);
      assert.deepEqual(
        exampleAnswer.map((row, r) => row.map((_, c) => values.get(`r${r + 1}c${c + 1}`))),
        exampleAnswer,
        program,
      );
    }
  });

  it('exports an answer set program that clingo solves to the published answer', { skip: requireProgram('clingo', 'gringo') }, async () => {
    const result = await runCli(['export', example, '--to', 'asp']);
    assert.equal(result.status, 0, result.stderr);
    assert.match(result.stdout, /^% pencilsat: Sudoku puzzle, 4×4\n/);
    assert.match(result.stdout, /^% {3}value\(X,V\): the integer X takes the value V$/m);
    assert.match(result.stdout, /^\{ value\(X,V\) : domain\(X,V\) \} = 1 :- variable\(X\)\.$/m, 'a choice rule picks each value');
    assert.match(result.stdout, /#count \{/, 'an aggregate counts');
    const run = await runProgram('clingo', ['--outf=2', '--models=0'], { input: result.stdout });
    const output = JSON.parse(run.stdout) as { Call: { Witnesses: { Value: string[] }[] }[] };
    const witnesses = output.Call[0]!.Witnesses;
    assert.equal(witnesses.length, 1, 'one answer set');
    const grid = exampleAnswer.map((row) => row.map(() => 0));
    for (const atom of witnesses[0]!.Value) {
      const match = /^value\(r(\d)c(\d),(\d)\)$/.exec(atom);
      if (match) grid[Number(match[1]) - 1]![Number(match[2]) - 1] = Number(match[3]);
    }
    assert.deepEqual(grid, exampleAnswer);
  });

  it('exports DIMACS with the puzzle and its rules in the opening comment (the text the command line prints)', () => {
    const loaded = parsePuzzle(example);
    const text = encode(loaded.genre.model(loaded.puzzle).model, 'dimacs', { title: puzzleTitle(loaded.genre, loaded.puzzle) }).text;
    assert.match(text, /^c pencilsat: Sudoku puzzle, 4×4\nc Rules: /);
    assert.match(text, /^c 1 r1c1=1$/m);
  });

  it('refuses an unknown export language with the list of known ones', async () => {
    const result = await runCli(['export', example, '--to', 'cnf']);
    assert.equal(result.status, 2);
    assert.match(result.stderr, /^pencilsat: --to: cannot export to 'cnf' \(available: dimacs, smt2, asp\)/);
  });

  // The other backends are run through the library by the cross-check; here the name reaches the backend.
  it('solves with --backend clingo', async () => {
    const result = await runCli(['solve', example, '--backend', 'clingo', '--json']);
    assert.equal(result.status, 0, result.stderr);
    const report = JSON.parse(result.stdout);
    assert.equal(report.status, 'unique');
    assert.deepEqual(report.answer, exampleAnswer);
    assert.equal(report.stats.backend, 'clingo');
  });

  it('names a missing program, and a backend without one, in one line', async () => {
    const missing = await runCli(['solve', example, '--backend', 'smt2:no-such-solver-here']);
    assert.equal(missing.status, 4);
    assert.match(missing.stderr, /^pencilsat: solver problem: the program 'no-such-solver-here' was not found on the PATH\n$/);
    for (const name of ['asp:', 'smt2:', 'dimacs:']) {
      assert.throws(() => backendByName(name), (error: unknown) => error instanceof InputError && /needs a program, e\.g\. --backend/.test(error.message), name);
    }
    assert.throws(() => backendByName('glucose'), /unknown backend 'glucose'/);
  });
});
