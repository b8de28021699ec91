// The files `npm test` runs: every *.test.ts under src/ and test/. Those that open the studio in Chromium run in two
// processes (test/browser-1.test.ts and test/browser-2.test.ts), each with one browser for all its files, so that the
// two slots of `npm test` share the browser tests, the longest part of the suite, evenly. The short
// ones run together too, in two processes (test/gathered-genres.test.ts and test/gathered-others.test.ts): a process of
// their own would cost each about a second of CPU to load the library, more than most of them take to run.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
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

/** The test files that run the browser tests, each its share of them in one process with one browser. */
export const browserSuites = [join('test', 'browser-1.test.ts'), join('test', 'browser-2.test.ts')] as const;

/**
 * About how many seconds each of the longer browser test files takes alone on this 2-core machine at low load (the
 * rest take a few): the browser suites share the files out by them, the longest first, each to the suite with less.
 */
const browserSeconds: Record<string, number> = {
  [join('test', 'web', 'playthrough.test.ts')]: 90,
  [join('test', 'web', 'genres.test.ts')]: 50,
  [join('test', 'web', 'input.test.ts')]: 30,
  [join('test', 'web', 'regular.test.ts')]: 15,
  [join('test', 'web', 'satogaeri.test.ts')]: 10,
  [join('test', 'web', 'studio.test.ts')]: 8,
  [join('test', 'web', 'hostile.test.ts')]: 6,
};

/** The environment variable that names a studio built already, for every browser suite of a test run to serve. */
export const prebuiltStudio = 'PENCILSAT_TEST_STUDIO';

/** The test files that run the short test files, each a group of them, in one process. */
export const gatheringSuites = { genres: join('test', 'gathered-genres.test.ts'), others: join('test', 'gathered-others.test.ts') } as const;

/** The files that run others: the browser suites and the gathering suites. */
const suites: string[] = [...browserSuites, ...Object.values(gatheringSuites)];

/**
 * The files that take longest, slowest first (each from half a minute to a few minutes of one core), each in a
 * process of its own: `npm test` starts them before the rest, so that neither of its two slots is left with a long
 * file alone at the end. The order is their time in a whole `npm test` at low load, where the limits suite waits out
 * time limits and the command line's suite is longer than the others beside it.
 */
const longest = [
  ...browserSuites,
  join('src', 'solvers', 'cross-check.test.ts'),
  gatheringSuites.genres,
  join('src', 'cli', 'limits.test.ts'),
  gatheringSuites.others,
  join('src', 'core', 'generate.test.ts'),
  join('src', 'cli', 'cli.test.ts'),
  join('src', 'cli', 'steps.test.ts'),
  join('src', 'solvers', 'backends.test.ts'),
  join('test', 'web', 'package.test.ts'),
  join('src', 'genres', 'conformance.test.ts'),
  join('src', 'solvers', 'cdcl', 'solver.test.ts'),
  join('src', 'genres', 'collection.test.ts'),
];

/** Files that keep a process of their own though they are short: the fuzz suite times how reading grows. */
const alone = [join('test', 'fuzz', 'fuzz.test.ts')];

/** Every test file of the repository, relative to it: the longest first, then the rest sorted. */
export function testFiles(): string[] {
  const rank = (file: string) => (longest.includes(file) ? longest.indexOf(file) : longest.length);
  return ['src', 'test']
    .flatMap(testsUnder)
    .sort()
    .sort((first, second) => rank(first) - rank(second));
}

/** Whether a test file opens the studio in a browser (through test/web/browser.ts). */
export function opensStudio(file: string): boolean {
  return /\bopenStudio\(/.test(readFileSync(join(repositoryRoot, file), 'utf8'));
}

/** The test files that open the studio that a browser suite runs (its index in browserSuites), relative to the repository. */
export function browserTestFiles(suite: number): string[] {
  const seconds = (file: string) => browserSeconds[file] ?? 3;
  const files = testFiles().filter((file) => !suites.includes(file) && opensStudio(file));
  const shares = browserSuites.map(() => ({ files: [] as string[], seconds: 0 }));
  for (const file of [...files].sort((first, second) => seconds(second) - seconds(first))) {
    const share = shares.reduce((least, candidate) => (candidate.seconds < least.seconds ? candidate : least));
    share.files.push(file);
    share.seconds += seconds(file);
  }
  return files.filter((file) => shares[suite]?.files.includes(file));
}

/** Whether a test file runs in a gathering suite's process under `npm test`, rather than in one of its own. */
export function isGathered(file: string): boolean {
  return !suites.includes(file) && !longest.includes(file) && !alone.includes(file) && !opensStudio(file);
}

/** The short test files of a group: those under src/genres/, or all the others. */
export function gatheredTestFiles(group: keyof typeof gatheringSuites): string[] {
  const underGenres = (file: string) => file.startsWith(join('src', 'genres') + sep);
  return testFiles().filter((file) => isGathered(file) && underGenres(file) === (group === 'genres'));
}
