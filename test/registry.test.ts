// Nothing outside src/genres/ picks a genre by name: code there works on whatever the registry holds, so adding a
// genre touches only its folder and the registry line. A check that is about one genre names it by its object
// (`sudoku.id`, `genres.includes(satogaeri)`), which follows the genre and does not compile without it.

import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { genres } from '../src/index.js';
import { repositoryRoot } from './helpers.js';

const thisFile = fileURLToPath(import.meta.url);

/** Names allowed as quoted strings in one file, each with its reason. Keep it short. */
const exceptions: readonly { readonly file: string; readonly names: readonly string[]; readonly why: string }[] = [
  {
    file: 'scripts/make-fixtures.ts',
    names: ['solo', 'unequal', 'unruly', 'range', 'lightup', 'loopy', 'pearl', 'towers', 'pattern', 'tents', 'bridges', 'galaxies'],
    why: "Simon Tatham's game names, for the programs sgt-solo, sgt-unequal, sgt-loopy, sgt-towers, sgt-bridges, ... that make the fixtures; they are also aliases or ids of genres",
  },
  { file: 'src/web/board.ts', names: ['pattern'], why: "the SVG element <pattern>, which hatches broken rules; it is also an alias of Nonogram (Simon Tatham's Pattern)" },
];

function typeScriptFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (name === 'node_modules') return [];
    if (statSync(path).isDirectory()) return typeScriptFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

/** Every genre's id and aliases. */
const names = genres.flatMap((genre) => [genre.id, ...genre.aliases]);

/** Each line of a file that holds a genre's name as a whole quoted string (comments aside), with the name. */
function namedGenres(file: string, text: string, allowed: readonly string[]): string[] {
  const quoted = new RegExp(`(['"\`])(${names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\1`, 'g');
  return text.split('\n').flatMap((line, index) => {
    if (/^\s*(\/\/|\*|\/\*)/.test(line)) return [];
    const found = [...line.matchAll(quoted)].map((match) => match[2]!).filter((name) => !allowed.includes(name));
    return found.map((name) => `${relative(repositoryRoot, file)}:${index + 1}: '${name}'`);
  });
}

describe('the registry', () => {
  it('is the only place outside src/genres/ that knows the genres: no genre picked by its name', () => {
    // A genre's own files: its folder, and its bench (bench/genres/<id>.ts, found through the registry by its id).
    const genreFolders = [join(repositoryRoot, 'src', 'genres'), join(repositoryRoot, 'bench', 'genres')];
    const files = ['src', 'test', 'bench', 'scripts']
      .flatMap((folder) => typeScriptFiles(join(repositoryRoot, folder)))
      // This file spells out the names it looks for.
      .filter((file) => !genreFolders.some((folder) => file.startsWith(folder + '/')) && file !== thisFile);
    assert.ok(files.some((file) => file.endsWith('main.ts')) && files.some((file) => file.includes('/bench/')), 'the scan finds the files');
    const found = files.flatMap((file) => {
      const allowed = exceptions.find((exception) => join(repositoryRoot, exception.file) === file)?.names ?? [];
      return namedGenres(file, readFileSync(file, 'utf8'), allowed);
    });
    assert.deepEqual(found, [], 'name the genre by its object, or go through the registry');
  });

  it('each exception is still needed', () => {
    for (const exception of exceptions) {
      const file = join(repositoryRoot, exception.file);
      const text = readFileSync(file, 'utf8');
      for (const name of exception.names) assert.ok(namedGenres(file, text, []).some((line) => line.endsWith(`'${name}'`)), `${exception.file} no longer names '${name}'`);
    }
  });

  it('catches a genre picked by its name, and passes it in a comment', () => {
    const [genre] = genres;
    assert.deepEqual(namedGenres(join(repositoryRoot, 'x.ts'), `if (loaded.genre.id === '${genre!.id}') return;`, []), [`x.ts:1: '${genre!.id}'`]);
    assert.deepEqual(namedGenres(join(repositoryRoot, 'x.ts'), `// a '${genre!.id}' URL`, []), []);
  });
});
