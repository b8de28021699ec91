// The tests, benches and scripts read only what the repository holds, so that `npm test` passes on any fresh clone.

import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { localFixtures, repositoryRoot } from './helpers.js';

const thisFile = fileURLToPath(import.meta.url);

function typeScriptFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (name === 'node_modules') return [];
    if (statSync(path).isDirectory()) return typeScriptFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

/**
 * Code that names paths: every test (src/**\/*.test.ts) with the genres' test data, and everything under test/,
 * bench/ (the genres' benches too) and scripts/.
 */
function scannedFiles(): string[] {
  const tests = typeScriptFiles(join(repositoryRoot, 'src')).filter((file) => /(\.test|\/test-data)\.ts$/.test(file));
  const others = ['test', 'bench', 'scripts'].flatMap((folder) => typeScriptFiles(join(repositoryRoot, folder)));
  // This file spells out the patterns it looks for.
  return [...tests, ...others].filter((file) => file !== thisFile).sort();
}

/** Ways a path leaves the repository, each with what it is. */
const outsidePatterns: [RegExp, string][] = [
  [/['"]\.\.['"]\s*,\s*['"]shared['"]/, "a join through '..' to a shared folder beside the repository"],
  [/repositoryRoot\s*,\s*['"]\.\.['"]/, 'a join from the repository root up to its parent'],
  [/['"`]\/work\//, 'an absolute path on the build machine'],
  [/PENCILSAT_SHARED/, 'the variable that pointed at the shared folder'],
];

/**
 * Whether each line starts inside a template literal: source text a script writes into another file, whose relative
 * imports belong to that file. Backticks in line comments do not count.
 */
function insideTemplate(lines: readonly string[]): boolean[] {
  let inside = false;
  return lines.map((line) => {
    const starts = inside;
    const code = inside ? line : line.replace(/^\s*(\/\/|\*|\/\*).*$/, '');
    for (const [index, character] of [...code].entries()) if (character === '`' && code[index - 1] !== '\\') inside = !inside;
    return starts;
  });
}

/** The problems of one file's text: the patterns above, and relative paths that resolve outside the repository. */
function outsidePaths(file: string, text: string): string[] {
  const problems: string[] = [];
  const lines = text.split('\n');
  // One line more: the state at the end, where an unclosed template means this scan misread the file.
  const templated = insideTemplate([...lines, '']);
  if (templated[lines.length]) problems.push(`${relative(repositoryRoot, file)}: the scan lost track of template literals`);
  lines.forEach((line, index) => {
    const place = `${relative(repositoryRoot, file)}:${index + 1}`;
    for (const [pattern, what] of outsidePatterns) if (pattern.test(line)) problems.push(`${place}: ${what}`);
    if (templated[index]) return;
    // A relative path in quotes (an import or a file name): from this file's folder it must stay inside.
    for (const [, path] of line.matchAll(/['"`]((?:\.\.?\/)+[^'"`$]*)['"`]/g)) {
      const target = relative(repositoryRoot, resolve(dirname(file), path!));
      if (target.startsWith('..')) problems.push(`${place}: '${path}' leaves the repository`);
    }
  });
  return problems;
}

describe('the repository is self-contained', () => {
  it('no test, bench or script reads a path outside the repository', () => {
    const files = scannedFiles();
    assert.ok(files.some((file) => file.endsWith('helpers.ts')) && files.some((file) => file.includes('/bench/')), 'the scan finds the files');
    assert.ok(files.some((file) => file.includes('/bench/genres/')) && files.some((file) => file.endsWith('/test-data.ts')), "the scan finds the genres' benches and test data");
    assert.deepEqual(files.flatMap((file) => outsidePaths(file, readFileSync(file, 'utf8'))), []);
  });

  it('the check catches each way out', () => {
    const file = join(repositoryRoot, 'test', 'example.ts');
    const leaks = [
      "const folder = join(repositoryRoot, '..', 'shared');",
      "const seeds = process.env.PENCILSAT_SHARED ?? '';",
      "readFileSync('/work/shared/seeds/001.txt', 'utf8');",
      "import { corpus } from '../../outside/corpus.js';",
    ];
    for (const leak of leaks) assert.ok(outsidePaths(file, leak).length > 0, leak);
    // Inside the repository, or in the text of a file a script writes elsewhere: no problem.
    assert.deepEqual(outsidePaths(file, "import { sumEquals } from '../src/genres/shared/unary.js';"), []);
    assert.deepEqual(outsidePaths(file, "write(`\nimport type { Difficulty } from '../../core/rating.js';\n`);"), []);
  });

  it('every fixture file is named in test/fixtures/README.md', () => {
    const readme = readFileSync(join(localFixtures, 'README.md'), 'utf8');
    const unnamed = readdirSync(localFixtures).filter((name) => name !== 'README.md' && !readme.includes(`\`${name}\``));
    assert.deepEqual(unnamed, []);
  });
});
