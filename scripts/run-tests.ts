// Runs every *.test.ts file under src/ and test/ with Node's test runner, the browser tests together through
// test/browser.test.ts, after the type check and the lint (run side by side: each takes one core). With a SUBSTRING,
// only the files whose path contains it, browser tests each on their own, and no type check or lint.

import { spawn, spawnSync } from 'node:child_process';
import { repositoryRoot } from './repository.js';
import { browserSuite, opensStudio, testFiles } from './test-files.js';

/** Runs an npm script, its output kept until it ends so that two side by side do not interleave; its exit status. */
function npmScript(name: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name], { cwd: repositoryRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (status) => {
      process.stdout.write(Buffer.concat(output));
      if (status !== 0) console.error(`npm run ${name} failed`);
      resolve(status ?? 1);
    });
  });
}

const filter = process.argv[2];
if (!filter) {
  const statuses = await Promise.all([npmScript('typecheck'), npmScript('lint')]);
  if (statuses.some((status) => status !== 0)) process.exit(1);
}
const files = filter ? testFiles().filter((file) => file.includes(filter) && file !== browserSuite) : testFiles().filter((file) => !opensStudio(file));
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', ...files], { stdio: 'inherit', cwd: repositoryRoot });
process.exit(result.status ?? 1);
