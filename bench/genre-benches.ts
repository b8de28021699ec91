// The genres' own benches, found through the registry: each registered genre's bench/genres/<id>.ts (exporting
// `bench`), when it has one, in the registry's order. Adding a genre's bench edits nothing here.

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyGenre } from '../src/core/genre.js';
import { genres } from '../src/index.js';
import { repositoryRoot } from '../test/helpers.js';
import type { GenreBench } from './harness.js';

const folder = join(repositoryRoot, 'bench', 'genres');

const found = await Promise.all(
  genres.map(async (genre): Promise<GenreBench | undefined> => {
    const file = join(folder, `${genre.id}.ts`);
    if (!existsSync(file)) return undefined;
    const module = (await import(pathToFileURL(file).href)) as { bench?: GenreBench };
    if (!module.bench) throw new Error(`bench/genres/${genre.id}.ts exports no bench`);
    if (module.bench.genre !== genre) throw new Error(`bench/genres/${genre.id}.ts is for '${module.bench.genre.id}'`);
    return module.bench;
  }),
);

/** Every genre bench, in the registry's order. */
export const genreBenches: readonly GenreBench[] = found.filter((bench) => bench !== undefined);

export function benchOf(genre: AnyGenre): GenreBench | undefined {
  return genreBenches.find((bench) => bench.genre === genre);
}
