// The files `npm test` runs: every *.test.ts under src/ and test/. Those that open the studio in Chromium run together
// in one process through test/browser.test.ts, so that they share one build of the studio and one browser.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repositoryRoot } from './repository.js';

/** Every test file under a folder, as a path relative to the repository. */
function testsUnder(folder: string): string[] {
  return readdirSync(join(repositoryRoot, folder)).flatMap((name) => {
    const path = join(folder, name);
    if (name === 'node_modules') return [];
    if (statSync(join(repositoryRoot, path)).isDirectory()) return testsUnder(path);
    return name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Every test file of the repository, relative to it, sorted. */
export function testFiles(): string[] {
  return ['src', 'test'].flatMap(testsUnder).sort();
}

/** The test file that runs every browser test in one process. */
export const browserSuite = join('test', 'browser.test.ts');

/** Whether a test file opens the studio in a browser (through test/web/browser.ts). */
export function opensStudio(file: string): boolean {
  return /\bopenStudio\(/.test(readFileSync(join(repositoryRoot, file), 'utf8'));
}

/** The test files that open the studio, relative to the repository. */
export function browserTestFiles(): string[] {
  return testFiles().filter((file) => file !== browserSuite && opensStudio(file));
}
