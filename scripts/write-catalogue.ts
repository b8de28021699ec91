// Writes the built package's genre catalogue (dist/genres/catalogue.json, see src/cli/genre-loader.ts) from the
// built registry and genre folders, so that a command loads only the genre it reads. Run by `npm run build`.

import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repositoryRoot } from './repository.js';

const built = join(repositoryRoot, 'dist');
const registryFolder = join(built, 'genres');
const { catalogueFile, catalogueOf } = (await import(pathToFileURL(join(built, 'cli', 'genre-loader.js')).href)) as typeof import('../src/cli/genre-loader.js');
const { genres } = (await import(pathToFileURL(join(registryFolder, 'index.js')).href)) as typeof import('../src/genres/index.js');

const folders = new Map<string, Record<string, unknown>>();
for (const name of readdirSync(registryFolder).sort()) {
  const module = join(registryFolder, name, 'index.js');
  if (!statSync(join(registryFolder, name)).isDirectory()) continue;
  try {
    statSync(module);
  } catch {
    continue;
  }
  folders.set(name, (await import(pathToFileURL(module).href)) as Record<string, unknown>);
}
writeFileSync(join(registryFolder, catalogueFile), JSON.stringify(catalogueOf(genres, folders), null, 1) + '\n');
