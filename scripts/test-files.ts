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

/**
 * The files that take longest, slowest first (each a few minutes of one core): `npm test` starts them before the
 * rest, so that neither of its two slots is left with a long file alone at the end.
 */
const longest = [
  join('test', 'browser.test.ts'),
  join('src', 'solvers', 'cross-check.test.ts'),
  join('src', 'core', 'generate.test.ts'),
  join('src', 'genres', 'conformance.test.ts'),
  join('src', 'cli', 'steps.test.ts'),
  join('src', 'cli', 'limits.test.ts'),
  join('src', 'genres', 'collection.test.ts'),
];

/** Every test file of the repository, relative to it: the longest first, then the rest sorted. */
export function testFiles(): string[] {
  const rank = (file: string) => (longest.includes(file) ? longest.indexOf(file) : longest.length);
  return ['src', 'test']
    .flatMap(testsUnder)
    .sort()
    .sort((first, second) => rank(first) - rank(second));
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
