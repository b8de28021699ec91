// Shared test helpers: the project's own fixtures (test/fixtures), optional programs, running the command line, and
// outside failing boards checked against their failure codes.

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { localFixtures, repositoryRoot } from '../scripts/repository.js';
import { fileLines } from '../src/core/formats/pzprv3.js';

export { localFixture, localFixtures, readJsonl, repositoryRoot } from '../scripts/repository.js';

/** One example of test/fixtures/seed-examples.json: a puzzle and the answer its seed document prints. */
export function seedExample<T>(name: string): T {
  const examples = JSON.parse(readFileSync(join(localFixtures, 'seed-examples.json'), 'utf8')) as Record<string, T>;
  const example = examples[name];
  if (example === undefined) throw new Error(`test/fixtures/seed-examples.json has no example '${name}'`);
  return example;
}

/**
 * Asserts that our checker reports each failing board's failure first, as the outside source does (pzprjs reports
 * the first rule a board breaks); a board whose code is null is solved and must break none. `name` labels a board in
 * a failure message.
 */
export function assertFailuresFirst<Board>(
  boards: Iterable<readonly [code: string | null, board: Board]>,
  violations: (board: Board) => readonly { readonly code: string }[],
  name: (board: Board) => string = String,
): void {
  for (const [code, board] of boards) {
    const found = violations(board).map((violation) => violation.code);
    if (code === null) assert.deepEqual(found, [], `${name(board)}: solved, but ${found.join(', ')}`);
    else assert.equal(found[0], code, `${name(board)}: ${code} expected first, found ${found.join(', ') || 'nothing'}`);
  }
}

/** The last `rows` lines of a pzprv3 board (its answer block), split into their tokens. */
export function pzprv3Rows(file: string, rows: number): string[][] {
  return file
    .split('/')
    .filter((line) => line.trim() !== '')
    .slice(-rows)
    .map((line) => line.trim().split(/\s+/));
}

export function hasProgram(program: string): boolean {
  if (program.includes('/')) return existsSync(program);
  const paths = (process.env.PATH ?? '').split(':').concat(['/usr/games']);
  return paths.some((folder) => existsSync(join(folder, program)));
}

/**
 * The reason to skip a test that needs an optional program, in one line (`minisat not found: apt-get install
 * minisat`), or false when the program is there. `aptPackage` is the Debian package that installs it.
 */
export function requireProgram(program: string, aptPackage: string = program): string | false {
  return hasProgram(program) ? false : `${program} not found: apt-get install ${aptPackage}`;
}

/** The same for an optional npm package (z3-solver): npm ci installs it unless told --omit=optional. */
export async function requirePackage(name: string): Promise<string | false> {
  return import(name).then(
    () => false,
    () => `${name} not found: npm ci without --omit=optional`,
  );
}

export interface CliResult {
  status: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs the pencilsat command line in this process, its standard input given and its output captured: what the bin
 * prints and the exit code it ends with, without starting a process.
 */
export async function runCli(args: readonly string[], input?: string): Promise<CliResult> {
  const { main } = await import('../src/cli/main.js');
  const stdout: string[] = [];
  const stderr: string[] = [];
  const status = await main(args, {
    stdin: Readable.from(input === undefined ? [] : [Buffer.from(input)]),
    stdout: { write: (text: string) => stdout.push(text) },
    stderr: { write: (text: string) => stderr.push(text) },
  });
  return { status, stdout: stdout.join(''), stderr: stderr.join('') };
}

/** Runs the command line from source in a process of its own, as the bin does: for the few tests of the real process. */
export function runCliProcess(args: readonly string[], input?: string): CliResult {
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(repositoryRoot, 'src', 'cli', 'main.ts'), ...args], {
    encoding: 'utf8',
    input,
    cwd: repositoryRoot,
    timeout: 120_000,
  });
  return { status: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

/**
 * The lines of a loop genre's pzprv3 board: a block across (rows × columns - 1, `1` a line; `-1`, a cross, and
 * anything else none) and then one down (rows - 1 × columns), the first starting at line `start(rows)`.
 */
export function pzprv3BoardLines(file: string, start: (rows: number) => number): { horizontal: number[][]; vertical: number[][] } {
  const lines = fileLines(file);
  const rows = Number(lines[2]);
  const columns = Number(lines[3]);
  const block = (first: number, count: number, width: number) =>
    Array.from({ length: count }, (_, row) => {
      const tokens = (lines[first + row] ?? '').split(/\s+/).filter((token) => token !== '');
      return Array.from({ length: width }, (_, column) => (tokens[column] === '1' ? 1 : 0));
    });
  const across = start(rows);
  return { horizontal: block(across, rows, columns - 1), vertical: block(across + rows, rows - 1, columns) };
}
