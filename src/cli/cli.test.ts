import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { requireProgram, runCli, runCliProcess } from '../../test/helpers.js';
import { sudoku } from '../genres/sudoku/index.js';

const example = 'https://puzz.link/p?sudoku/4/4/g1k23k3g';
const exampleAnswer = [
  [2, 1, 4, 3],
  [4, 3, 1, 2],
  [3, 4, 2, 1],
  [1, 2, 3, 4],
];

function assertCleanError(stderr: string): void {
  assert.match(stderr, /^pencilsat: /);
  assert.doesNotMatch(stderr, /\n\s+at /, 'no stack trace');
}

// Most tests run the command line in this process (runCli); three start it as a process of its own (runCliProcess),
// so that the real process's output, standard input and exit codes stay tested.
describe('command line', () => {
  it('solves a puzz.link URL, prints the grid and says it is unique', () => {
    const result = runCliProcess(['solve', example]);
    assert.equal(result.status, 0);
    assert.match(result.stdout, /2 1 \| 4 3/);
    assert.match(result.stdout, /unique/);
  });

  it('prints one JSON object with --json', async () => {
    const result = await runCli(['solve', example, '--json']);
    assert.equal(result.status, 0);
    const report = JSON.parse(result.stdout);
    assert.equal(report.genre, sudoku.id);
    assert.equal(report.status, 'unique');
    assert.deepEqual(report.answer, exampleAnswer);
    for (const key of ['variables', 'clauses', 'timeMs']) assert.equal(typeof report.stats[key], 'number', key);
  });

  it('reads standard input and files', async () => {
    const fromStdin = runCliProcess(['solve', '-', '--json'], example);
    assert.equal(JSON.parse(fromStdin.stdout).status, 'unique');
    const folder = mkdtempSync(join(tmpdir(), 'pencilsat-cli-'));
    const file = join(folder, 'grid.txt');
    writeFileSync(file, '0 1 0 0\n0 0 0 2\n3 0 0 0\n0 0 3 0\n');
    const fromFile = await runCli(['solve', file, '--genre', sudoku.id, '--json']);
    assert.deepEqual(JSON.parse(fromFile.stdout).answer, exampleAnswer);
  });

  it('exits 1 with "no solution" for a contradiction', () => {
    const result = runCliProcess(['solve', '11..............']);
    assert.equal(result.status, 1);
    assert.match(result.stdout, /no solution/);
  });

  it('says "not unique" and shows a second answer', async () => {
    const result = await runCli(['solve', 'https://puzz.link/p?sudoku/4/4/g1k2', '--json']);
    assert.equal(result.status, 0);
    const report = JSON.parse(result.stdout);
    assert.equal(report.status, 'multiple');
    assert.notDeepEqual(report.answer, report.secondAnswer);
  });

  it('rates 15×15 and 16×16 Sudoku in solve --json --rate, and says when a solve left a puzzle unrated', async () => {
    for (const id of [
      '3x5:8_1_10d15_14_13_12g15c2_8a1_6a5b11b12_3g8_10b4b13_15_12c8_2d6b10a14a5a12a7a11c5a2d10_15a14a8d6_1_13c11a9a9c7c14c2a2a15c3_9_10d1a12a1_9d5a2c8a5a8a9a3a6b14d7_13c8_15_4b5b6_15g8_7b4b13a7_9a12_6c5g8_5_13_4d6_11_1',
      '4x4:a9b8a7_5_6_15c2a11_2_14_16_5_9f3_4p6d12e4b2_9_10_15a7a3_4_14_1k5a6a8_10a7a3b14b12e5b2a15_10_1_4b15_11e9_6_8c2_12_1_16c14_12_8e5_11b7_8_14_1a6b11e4b13b11a4a16_5a12a14k13_10_6_15a9a2_4_12_13b10e9d9p3_16f5_2_4_12_7_13a6c1_3_16_4a9b8a',
    ]) {
      const result = await runCli(['solve', id, '--json', '--rate']);
      assert.equal(result.status, 0, result.stderr);
      const report = JSON.parse(result.stdout) as { status: string; rating?: { level: string } };
      assert.equal(report.status, 'unique');
      assert.ok(['easy', 'medium', 'hard', 'expert'].includes(report.rating?.level ?? ''), `${id.slice(0, 4)}: ${JSON.stringify(report.rating)}`);
      // Without --rate the rating has a small budget: the puzzle is rated within it, or said to be not rated.
      const quick = JSON.parse((await runCli(['solve', id, '--json'])).stdout) as { rating?: { level: string }; notRated?: boolean };
      assert.ok(quick.rating !== undefined || quick.notRated === true, JSON.stringify(quick));
    }
  });

  it('writes a Sudoku only in a format that can express it: X and odd boxes are not for puzz.link', async () => {
    const refused: [string[], RegExp][] = [
      [['generate', sudoku.id, '--diagonals', 'yes', '--format', 'url', '--seed', 'x'], /cannot express the X variant .*Solo game ID \(format sgt\) can/],
      [['generate', sudoku.id, '--size', '8x8', '--format', 'url', '--seed', 'x'], /draws the boxes of an 8×8 Sudoku as 2×2 squares, not 4 wide and 2 tall; .*Solo game ID/],
      [['convert', '3x2:zj', '--format', 'url'], /draws the boxes of a 6×6 Sudoku 3 wide and 2 tall, not 2 wide and 3 tall; .*Solo game ID/],
      [['solve', 'https://puzz.link/p?sudoku/12/12/g1'], /URL size: puzz\.link draws the boxes of a 12×12 Sudoku as 3×3 squares.*Solo game ID \(e\.g\. 3x4:/],
    ];
    for (const [args, pattern] of refused) {
      const result = await runCli(args);
      assert.equal(result.status, 2, `${args.join(' ')}: ${result.stderr}`);
      assertCleanError(result.stderr);
      assert.match(result.stderr, pattern);
    }
    // Without a chosen format, the X variant comes out as a Solo game ID; 6×6 and 9×9 as URLs, read back the same.
    const x = await runCli(['generate', sudoku.id, '--diagonals', 'yes', '--size', '4x4', '--seed', 'x']);
    assert.equal(x.status, 0, x.stderr);
    assert.match(x.stdout, /^2x2x:/);
    const six = await runCli(['convert', '2x3:2b3b5_3h5b4h6_1b2b3', '--format', 'url']);
    assert.equal(six.stdout.trim(), 'https://puzz.link/p?sudoku/6/6/2h3h53n5h4n61h2h3');
    assert.equal((await runCli(['convert', six.stdout.trim(), '--format', 'sgt'])).stdout.trim(), '2x3:2b3b5_3h5b4h6_1b2b3');
  });

  it('exits 2 with one clear line for bad input and bad usage', async () => {
    const cases: [string[], RegExp][] = [
      [['solve', 'https://puzz.link/p?sudoku/4/4/g1k2#'], /URL body, column 5: unexpected character '#'/],
      [['solve', 'no-such-file.txt'], /neither a file nor a puzzle/],
      [['solve', example, '--frobnicate'], /unknown option '--frobnicate'/],
      [['solve', example, '--genre', 'chess'], /unknown genre 'chess'/],
      [['solve', example, '--timeout', 'soon'], /--timeout must be a number/],
      [['solve', example, '--backend', 'magic'], /unknown backend 'magic'/],
      [['solve'], /solve takes INPUT/],
      [['fly'], /unknown command 'fly'/],
      [['solve', 'https://puzz.link/p?sudoku/64/64/g'], /larger than the supported/],
      [['check', example, '[[1,2]]'], /the answer must be an array of 4 rows/],
      [['check', example, '{not json'], /not valid JSON/],
    ];
    for (const [args, pattern] of cases) {
      const result = await runCli(args);
      assert.equal(result.status, 2, `${args.join(' ')}: ${result.stderr}`);
      assertCleanError(result.stderr);
      assert.match(result.stderr, pattern, args.join(' '));
    }
  });

  it('exits 3 when the time limit passes', async () => {
    const result = await runCli(['solve', 'https://puzz.link/p?sudoku/25/25/g', '--timeout', '0.001']);
    assert.equal(result.status, 3, result.stderr);
    assert.match(result.stderr, /time limit/);
  });

  it('checks answers: exit 0 when right, 1 with violations when wrong', async () => {
    const right = await runCli(['check', example, JSON.stringify({ answer: exampleAnswer })]);
    assert.equal(right.status, 0);
    assert.match(right.stdout, /correct/);
    const wrongAnswer = exampleAnswer.map((row) => [...row]);
    wrongAnswer[3] = [1, 2, 4, 3];
    const wrong = await runCli(['check', example, JSON.stringify(wrongAnswer), '--json']);
    assert.equal(wrong.status, 1);
    const report = JSON.parse(wrong.stdout);
    assert.equal(report.correct, false);
    assert.ok(report.violations.some((violation: { code: string }) => violation.code === 'repeated-digit'));
  });

  it('exports DIMACS with a variable map that a native solver accepts', { skip: requireProgram('minisat') }, async () => {
    const result = await runCli(['export', example, '--to', 'dimacs']);
    assert.equal(result.status, 0);
    assert.match(result.stdout, /^c 1 r1c1=1$/m);
    assert.match(result.stdout, /^p cnf \d+ \d+$/m);
    const folder = mkdtempSync(join(tmpdir(), 'pencilsat-cnf-'));
    writeFileSync(join(folder, 'p.cnf'), result.stdout);
    const run = spawnSync('minisat', [join(folder, 'p.cnf'), join(folder, 'out')], { encoding: 'utf8' });
    assert.equal(run.status, 10, 'minisat says satisfiable');
  });

  for (const [program, aptPackage] of [['minisat', 'minisat'], ['cadical', 'cadical'], ['cryptominisat5', 'cryptominisat']] as const) {
    it(`solves through the external ${program}`, { skip: requireProgram(program, aptPackage) }, async () => {
      const result = await runCli(['solve', example, '--backend', `dimacs:${program}`, '--json']);
      assert.equal(result.status, 0, result.stderr);
      const report = JSON.parse(result.stdout);
      assert.equal(report.status, 'unique');
      assert.deepEqual(report.answer, exampleAnswer);
    });
  }

  it('names a missing external solver clearly', async () => {
    const result = await runCli(['solve', example, '--backend', 'dimacs:no-such-solver-here']);
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /'no-such-solver-here' was not found/);
  });

  it('runs a batch file: JSON lines in order, errors per line, a summary', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'pencilsat-batch-'));
    const file = join(folder, 'batch.txt');
    writeFileSync(file, `${example}\n# a comment\n11..............\nnonsense\n`);
    const result = await runCli(['batch', file, '--genre', sudoku.id, '--jobs', '2']);
    const lines = result.stdout.trim().split('\n').map((line) => JSON.parse(line));
    assert.deepEqual(
      lines.map((line) => [line.input, line.status]),
      [
        ['line 1', 'unique'],
        ['line 3', 'unsolvable'],
        ['line 4', 'error'],
      ],
    );
    assert.equal(lines[0].checked, true);
    assert.match(result.stderr, /3 puzzle\(s\) in .* 1 unique, 0 not unique, 1 unsolvable/);
    assert.equal(result.status, 2, 'a bad line makes the batch exit 2');
  });

  it('calls a solver that fails in a batch what solve calls it, not bad input (exit 4 in both)', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'pencilsat-failing-'));
    const file = join(folder, 'batch.txt');
    writeFileSync(file, `${example}\n`);
    // A "solver" that exits at once with no answer, as one killed for want of memory does.
    const batch = await runCli(['batch', file, '--backend', 'dimacs:/bin/false']);
    const solved = await runCli(['solve', example, '--backend', 'dimacs:/bin/false']);
    assert.equal(solved.status, 4, solved.stderr);
    assert.equal(batch.status, 4, batch.stderr);
    assert.equal(JSON.parse(batch.stdout.trim()).status, 'failed');
    assert.match(batch.stderr, /0 bad input, 1 where a solver failed/);
  });

  it('runs a batch over a folder of puzzle files', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'pencilsat-folder-'));
    writeFileSync(join(folder, 'a.txt'), example);
    writeFileSync(join(folder, 'b.txt'), '2x3:2b3b5_3h5b4h6_1b2b3');
    const result = await runCli(['batch', folder, '--genre', sudoku.id]);
    assert.equal(result.status, 0, result.stderr);
    const lines = result.stdout.trim().split('\n').map((line) => JSON.parse(line));
    assert.deepEqual(lines.map((line) => [line.input, line.status, line.checked]), [
      ['a.txt', 'unique', true],
      ['b.txt', 'unique', true],
    ]);
  });

  it('prints help', async () => {
    const result = await runCli(['--help']);
    assert.equal(result.status, 0);
    assert.match(result.stdout, /pencilsat solve INPUT/);
  });
});
