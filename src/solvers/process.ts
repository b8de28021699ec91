// Running an external solver program: no shell, a time limit, and a clear message when the program is missing.

import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BackendError, TimeoutError } from '../core/errors.js';

/** The Debian package that provides a solver program, for the "not found" message. */
const packages: Record<string, string> = { clingo: 'gringo', gringo: 'gringo', z3: 'z3', cvc5: 'cvc5', minisat: 'minisat' };

export interface ProgramRun {
  readonly stdout: string;
  readonly stderr: string;
  readonly status: number | null;
}

/** Splits `z3 -T:5` into the program and its extra arguments. */
export function splitCommand(command: string, kind: string, example: string): { program: string; extraArguments: string[] } {
  const [program, ...extraArguments] = command.split(/\s+/).filter(Boolean);
  if (!program) throw new BackendError(`${kind}: needs a program name, e.g. ${example}`);
  return { program, extraArguments };
}

export function runProgram(
  program: string,
  args: readonly string[],
  options: { input?: string; timeoutSeconds?: number } = {},
): Promise<ProgramRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    let timedOut = false;
    const timer =
      options.timeoutSeconds === undefined
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            child.kill('SIGKILL');
          }, options.timeoutSeconds * 1000);
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (timer) clearTimeout(timer);
      if (error.code === 'ENOENT') {
        const name = program.replace(/^.*\//, '');
        const hint = packages[name] ? ` (install it, e.g. apt-get install ${packages[name]})` : '';
        reject(new BackendError(`the program '${program}' was not found on the PATH${hint}`));
      } else reject(new BackendError(`${program} could not be run: ${error.message}`));
    });
    child.on('close', (status) => {
      if (timer) clearTimeout(timer);
      if (timedOut) reject(new TimeoutError(`${program} did not finish within ${options.timeoutSeconds} s`));
      else resolve({ stdout: Buffer.concat(stdout).toString('utf8'), stderr: Buffer.concat(stderr).toString('utf8'), status });
    });
    // A program that exits without reading its input closes the pipe early; that is not an error here.
    child.stdin.on('error', () => {});
    child.stdin.end(options.input ?? '');
  });
}

/** Runs a program on a temporary file holding `text` (the file name ends in `extension`, which some solvers read). */
export async function runOnFile(
  program: string,
  args: readonly string[],
  text: string,
  extension: string,
  options: { timeoutSeconds?: number } = {},
): Promise<ProgramRun> {
  const folder = await mkdtemp(join(tmpdir(), 'pencilsat-'));
  try {
    const file = join(folder, `problem.${extension}`);
    await writeFile(file, text);
    return await runProgram(program, [...args, file], options);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
