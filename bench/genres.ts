// The genres' own benches, found by listing the genre folders (src/genres/<genre>/bench.ts, exporting `bench`), in
// the registry's order. Adding a genre adds its bench without editing anything here.

import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyGenre } from '../src/core/genre.js';
import { genres } from '../src/index.js';
import { repositoryRoot } from '../test/helpers.js';
import type { GenreBench } from './harness.js';

const folder = join(repositoryRoot, 'src', 'genres');

const found: GenreBench[] = await Promise.all(
  readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(folder, entry.name, 'bench.ts')))
    .map(async (entry) => {
      const file = join(folder, entry.name, 'bench.ts');
      const module = (await import(pathToFileURL(file).href)) as { bench?: GenreBench };
      if (!module.bench) throw new Error(`src/genres/${entry.name}/bench.ts exports no bench`);
      if (!genres.includes(module.bench.genre)) throw new Error(`src/genres/${entry.name}/bench.ts is for '${module.bench.genre.id}', which is not registered`);
      return module.bench;
    }),
);

/** Every genre bench, in the registry's order. */
export const genreBenches: readonly GenreBench[] = [...found].sort((a, b) => genres.indexOf(a.genre) - genres.indexOf(b.genre));

export function benchOf(genre: AnyGenre): GenreBench | undefined {
  return genreBenches.find((bench) => bench.genre === genre);
}
