// The command line under bad input, faults and limits. Misbehaving external solvers are tiny shell scripts (one
// ignores SIGTERM and leaves a child behind); time limits, signals, closed pipes and endless inputs are the real
// thing. What needs a process of its own (signals, a closed pipe, a temporary folder per run) starts one; the rest
// runs the command line in this process.

import assert from 'node:assert/strict';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { hasProgram, repositoryRoot, runCli } from '../../test/helpers.js';
import { sudoku } from '../genres/sudoku/index.js';

const example = 'https://puzz.link/p?sudoku/4/4/g1k23k3g';
const emptyFutoshiki = (size: number) => `${size}:${'0,'.repeat(size * size)}`;

interface Run {
  readonly status: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly seconds: number;
}

/** Runs the command line from source with its own temporary folder; `onStart` may signal the process. */
function runCommand(args: readonly string[], options: { tmp: string; input?: string; onStart?: (pid: number) => void; env?: Record<string, string> }): Promise<Run> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['--import', 'tsx', join(repositoryRoot, 'src', 'cli', 'main.ts'), ...args], {
      cwd: repositoryRoot,
      env: { ...process.env, TMPDIR: options.tmp, ...options.env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.on('error', reject);
    // A run that never ends fails the test instead of hanging it.
    const guard = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.on('close', (status, signal) => {
      clearTimeout(guard);
      resolve({ status, signal, stdout: Buffer.concat(stdout).toString('utf8'), stderr: Buffer.concat(stderr).toString('utf8'), seconds: (performance.now() - started) / 1000 });
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(options.input ?? '');
    if (child.pid !== undefined) options.onStart?.(child.pid);
  });
}

/** Live (not zombie) processes whose command line mentions `text`. */
function liveProcessesMentioning(text: string): string[] {
  const table = execFileSync('ps', ['-eo', 'pid=,stat=,args='], { encoding: 'utf8' });
  return table
    .split('\n')
    .filter((line) => line.includes(text) && !line.includes('ps -eo'))
    .filter((line) => !/^\s*\d+\s+Z/.test(line));
}


/** Finding leftover processes needs ps (Debian: procps). */
const needsPs = hasProgram('ps') ? {} : { skip: 'ps is not installed (apt-get install procps)' };

const leftoverFolders = (tmp: string) => readdirSync(tmp).filter((name) => name.startsWith('pencilsat-'));

function assertOneLineError(stderr: string, pattern: RegExp): void {
  const lines = stderr.split('\n').filter((line) => line !== '');
  assert.equal(lines.length, 1, `one line: ${JSON.stringify(stderr)}`);
  assert.match(lines[0]!, /^pencilsat: /);
  assert.match(lines[0]!, pattern);
}

describe('command line limits', () => {
  let folder: string;
  let stubborn: string;
  let pidFile: string;
  /** The stubborn solver's children sleep this long: a marker no other process carries. */
  const sleep = `60.${process.pid}${Date.now() % 100000}`;
  before(() => {
    folder = mkdtempSync(join(tmpdir(), 'pencilsat-limits-'));
    pidFile = join(folder, 'solver.pid');
    // An external "solver" that notes its pid, ignores SIGTERM (so do its children) and leaves a child running.
    stubborn = join(folder, 'stubborn.sh');
    writeFileSync(stubborn, `#!/bin/sh\necho $$ > "$PENCILSAT_TEST_PID"\ntrap '' TERM\nsleep ${sleep} &\nwait\nsleep ${sleep}\n`);
    chmodSync(stubborn, 0o755);
  });
  /** Whatever of the stubborn solver still runs: the script itself and its sleeping children. */
  const stubbornLeft = () => [...liveProcessesMentioning(stubborn), ...liveProcessesMentioning(`sleep ${sleep}`)];
  after(() => rmSync(folder, { recursive: true, force: true }));

  /**
   * The runs' temporary folder: pencilsat's folders must not be left in it. One for all runs, so that the TypeScript
   * loader's cache (kept there too) serves every run after the first.
   */
  const freshTmp = () => {
    const tmp = join(folder, 'tmp');
    mkdirSync(tmp, { recursive: true });
    return tmp;
  };

  for (const kind of ['dimacs', 'smt2', 'asp']) {
    it(`stops a ${kind}: program that ignores SIGTERM at --timeout, with its whole process group and its files`, needsPs, async () => {
      const tmp = freshTmp();
      // On a busy machine the limit may pass before the program even starts: then again with a longer one.
      let run: Run | undefined;
      for (const limit of ['1', '4', '16']) {
        rmSync(pidFile, { force: true });
        run = await runCommand(['solve', example, '--backend', `${kind}:${stubborn}`, '--timeout', limit], { tmp, env: { PENCILSAT_TEST_PID: pidFile } });
        if (existsSync(pidFile)) break;
      }
      assert.ok(run);
      assert.equal(run.status, 3, run.stderr);
      assertOneLineError(run.stderr, /time limit reached/);
      assert.ok(existsSync(pidFile), 'the solver ran');
      assert.deepEqual(stubbornLeft(), [], 'nothing of the solver is left running');
      assert.deepEqual(leftoverFolders(tmp), [], 'no temporary folder is left');
    });
  }

  for (const program of ['z3', 'cvc5']) {
    it(`stops smt2:${program} on a hard problem at --timeout and leaves no file`, { skip: (!hasProgram(program) && `${program} is not installed`) || needsPs.skip }, async () => {
      const tmp = freshTmp();
      const run = await runCommand(['solve', emptyFutoshiki(20), '--backend', `smt2:${program}`, '--timeout', '1'], { tmp });
      assert.equal(run.status, 3, run.stderr);
      await new Promise((resolve) => setTimeout(resolve, 200));
      assert.deepEqual(liveProcessesMentioning(tmp), [], `${program} is not left running`);
      assert.deepEqual(leftoverFolders(tmp), []);
    });
  }

  it('stops the external program and removes its files when pencilsat gets SIGTERM or SIGINT', needsPs, async () => {
    for (const [signal, code] of [['SIGTERM', 143], ['SIGINT', 130]] as const) {
      const tmp = freshTmp();
      rmSync(pidFile, { force: true });
      const run = await runCommand(['solve', example, '--backend', `dimacs:${stubborn}`], {
        tmp,
        env: { PENCILSAT_TEST_PID: pidFile },
        onStart: (pid) => {
          // Signal once the solver is running (its pid file is there).
          const poll = setInterval(() => {
            if (existsSync(pidFile) && readFileSync(pidFile, 'utf8').trim() !== '') {
              clearInterval(poll);
              process.kill(pid, signal);
            }
          }, 50);
        },
      });
      assert.equal(run.status, code, `${signal}: ${run.stderr}`);
      assert.deepEqual(stubbornLeft(), [], signal);
      assert.deepEqual(leftoverFolders(tmp), [], signal);
    }
  });

  it('counts a batch time limit from the start of each puzzle, not from a fresh thread starting up', async () => {
    const file = join(freshTmp(), 'puzzles.txt');
    writeFileSync(file, [example, 'not a puzzle at all', example, '1.1.............', example, 'https://puzz.link/p?sudoku/4/4/#'].join('\n'));
    // Start-up of a worker from source takes far longer than this limit; a trivial solve takes far less.
    const run = await runCli(['batch', file, '--jobs', '2', '--timeout', '0.5']);
    const statuses = run.stdout.trim().split('\n').map((line) => (JSON.parse(line) as { status: string }).status);
    assert.deepEqual(statuses, ['unique', 'error', 'unique', 'unsolvable', 'unique', 'error'], run.stdout);
    assert.equal(run.status, 2);
  });

  it('bounds hint, explain, rate and generate with --timeout', async () => {
    const cases = [
      ['hint', emptyFutoshiki(25), '--timeout', '1'],
      ['explain', emptyFutoshiki(25), '--timeout', '1'],
      ['rate', emptyFutoshiki(40), '--timeout', '1'],
      ['generate', sudoku.id, '--size', '16x16', '--difficulty', 'expert', '--seed', '1', '--timeout', '1'],
    ];
    const runs = await Promise.all(cases.map((args) => runCli(args)));
    runs.forEach((run, index) => {
      assert.equal(run.status, 3, `${cases[index]![0]}: ${run.stderr}`);
      assertOneLineError(run.stderr, /time limit reached/);
      assert.equal(run.stdout, '', cases[index]![0]);
    });
  });

  it('reads at most 16 MiB from a file, a device or standard input, whatever the file claims', async () => {
    const cases: [string[], RegExp, string?][] = [
      [['solve', '/dev/zero'], /INPUT: '\/dev\/zero' is larger than 16 MiB/],
      [['check', example, '/dev/zero'], /ANSWER: '\/dev\/zero' is larger than 16 MiB/],
      [['hint', example, '--state', '/dev/zero'], /--state: '\/dev\/zero' is larger than 16 MiB/],
      [['batch', '/dev/zero'], /FILE: '\/dev\/zero' is larger than 256 MiB/],
      [['solve', '-'], /standard input is larger than 16 MiB/, '0'.repeat(17 * 1024 * 1024)],
    ];
    const runs = await Promise.all(cases.map(([args, , input]) => runCli(args, input)));
    runs.forEach((run, index) => {
      assert.equal(run.status, 2, cases[index]![0].join(' '));
      assertOneLineError(run.stderr, cases[index]![1]);
    });
  });

  it('reports bad input as bad input (exit 2), on one line', async () => {
    const subfolder = join(folder, 'a-folder');
    mkdirSync(subfolder, { recursive: true });
    const cases: [string[], RegExp][] = [
      [['hint', example, '--state', '['.repeat(20000) + ']'.repeat(20000)], /nested more than 32 levels/],
      [['hint', example, '--state', subfolder], /is a folder/],
      [['check', example, '{"a":\n x}'], /ANSWER, line 2, column 2: the answer is not valid JSON/],
      [['solve', '{\n"rowClues": [1,\n'], /not valid JSON/],
      [['solve', '# pzl\ncountries\nA A\nB !\ncircles\n. .\n. .\n'], /line 4, column 3: '!' is not a country label/],
      [['solve', `https://puzz.link/p?sudoku/4/4/${'!'.repeat(5000)}`], /^.{0,320}$/],
    ];
    const runs = await Promise.all(cases.map(([args]) => runCli(args)));
    runs.forEach((run, index) => {
      assert.equal(run.status, 2, `${cases[index]![0][0]}: ${run.stderr}`);
      assertOneLineError(run.stderr, cases[index]![1]);
    });
  });

  it('reports an external program that prints garbage as a solver failure (exit 4), on one line', async () => {
    const liar = join(folder, 'liar.sh');
    writeFileSync(liar, '#!/bin/sh\necho "s SATISFIABLE"\necho "v 1 -2 x 3 0"\n');
    const babbler = join(folder, 'babbler.sh');
    writeFileSync(babbler, '#!/bin/sh\necho "hello"\necho "world"\nexit 3\n');
    chmodSync(liar, 0o755);
    chmodSync(babbler, 0o755);
    const cases = [
      [liar, /solver problem: .* claimed a solution that breaks clause/],
      [babbler, /solver problem: .* gave no answer \(exit code 3\): hello world/],
    ] as const;
    const runs = await Promise.all(cases.map(([program]) => runCli(['solve', 'https://puzz.link/p?sudoku/9/9/', '--backend', `dimacs:${program}`])));
    runs.forEach((run, index) => {
      assert.equal(run.status, 4, run.stderr);
      assertOneLineError(run.stderr, cases[index]![1]);
    });
  });

  it('stops quietly when the reader of its output goes away', () => {
    const result = execFileSync(
      'bash',
      ['-c', `set -o pipefail; "${process.execPath}" --import tsx src/cli/main.ts export "${emptyFutoshiki(30)}" --to dimacs 2>"$ERR" | head -c 100 >/dev/null; echo "status $?"`],
      { cwd: repositoryRoot, encoding: 'utf8', env: { ...process.env, ERR: join(folder, 'pipe-stderr.txt') } },
    );
    assert.match(result, /status 0/);
    assert.equal(readFileSync(join(folder, 'pipe-stderr.txt'), 'utf8'), '', 'nothing on standard error, no EPIPE trace');
  });

  it('lists every exit code in --help', async () => {
    const result = await runCli(['--help']);
    for (const code of ['0', '1', '2', '3', '4']) assert.match(result.stdout, new RegExp(`\\b${code} [a-z]`), code);
  });
});

describe('embedded MiniSat out of memory', () => {
  it('is a one-line solver failure, with nothing printed on standard output', () => {
    // Fresh variables until the shared 64 MiB instance is full; the problem then moves to an instance of its own,
    // sized for it, and fills that one too.
    const script = `
      import { minisat } from './src/solvers/minisat.ts';
      const solver = minisat.create({ variables: 10, literals: 10 });
      try {
        for (let variable = 1; ; variable += 2) {
          solver.reserve(variable + 2);
          solver.addClause([variable, variable + 1, -variable - 2]);
        }
      } catch (error) {
        process.stderr.write(error.name + ': ' + error.message + '\\n');
      }
    `;
    const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: repositoryRoot, encoding: 'utf8' });
    assert.equal(result.stdout, '', 'standard output stays empty');
    assert.match(result.stderr, /^BackendError: the problem is too large for the embedded MiniSat \(its memory is fixed at \d+ MiB\)\n$/);
  });
});
