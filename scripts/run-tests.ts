// Runs every *.test.ts file under src/ and test/ with Node's test runner, the browser tests together through
// test/browser.test.ts. With a SUBSTRING, only the files whose path contains it, browser tests each on their own.

import { spawnSync } from 'node:child_process';
import { repositoryRoot } from './repository.js';
import { browserSuite, opensStudio, testFiles } from './test-files.js';

const filter = process.argv[2];
const files = filter ? testFiles().filter((file) => file.includes(filter) && file !== browserSuite) : testFiles().filter((file) => !opensStudio(file));
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', ...files], { stdio: 'inherit', cwd: repositoryRoot });
process.exit(result.status ?? 1);
