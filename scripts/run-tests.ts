// Runs every *.test.ts file under src/ and test/ with Node's test runner: the browser tests in two browser suites
// that serve one studio built here first, the short files in two gathering suites (scripts/test-files.ts), and the
// type check and the lint beside them from the start (two slots of tests and the two checks share the cores, so that
// no core waits for the slower check; their output comes after the tests'). With a SUBSTRING, only the files whose
// path contains it, each on its own, and no type check or lint.

import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildStudio } from './build-web.js';
import { repositoryRoot } from './repository.js';
import { browserSuites, gatheringSuites, isGathered, opensStudio, prebuiltStudio, testFiles } from './test-files.js';

/** A command's exit status and its output, kept until it ends so that commands side by side do not interleave. */
function run(command: string, args: readonly string[], quiet: boolean, env = process.env): Promise<{ status: number; output: Buffer }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repositoryRoot, env, stdio: ['ignore', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'] });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (status) => resolve({ status: status ?? 1, output: Buffer.concat(output) }));
  });
}

const filter = process.argv[2];
const checks = filter ? [] : ['typecheck', 'lint'].map((name) => ({ name, done: run('npm', ['run', '--silent', name], true) }));
const suites: string[] = [...browserSuites, ...Object.values(gatheringSuites)];
const files = filter ? testFiles().filter((file) => file.includes(filter) && !suites.includes(file)) : testFiles().filter((file) => !opensStudio(file) && !isGathered(file));
// One build of the studio for both browser suites (each file run on its own builds its own).
const studio = filter ? undefined : mkdtempSync(join(tmpdir(), 'pencilsat-studio-'));
if (studio) await buildStudio({ output: studio });
const env = studio ? { ...process.env, [prebuiltStudio]: studio } : process.env;
const tests = await run(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', ...files], false, env);
if (studio) rmSync(studio, { recursive: true, force: true });
let failed = tests.status !== 0;
for (const check of checks) {
  const { status, output } = await check.done;
  process.stdout.write(output);
  if (status !== 0) console.error(`npm run ${check.name} failed`);
  failed ||= status !== 0;
}
process.exit(failed ? 1 : 0);
