// Where the repository is and how its fixtures are read: shared by the scripts, the tests and the benches (which
// import it from here, so that scripts never import from test/).

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
export const localFixtures = join(repositoryRoot, 'test', 'fixtures');

export function readJsonl<T>(path: string): T[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T);
}

export function localFixture<T>(name: string): T[] {
  return readJsonl<T>(join(localFixtures, name));
}
