// The short test files under src/genres/, run in this one process by `npm test` (see scripts/test-files.ts), which
// spares each the second of CPU that loading the library in a process of its own takes. Each file still runs on its
// own: node --import tsx --test src/genres/akari/akari.test.ts.

import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repositoryRoot } from '../scripts/repository.js';
import { gatheredTestFiles } from '../scripts/test-files.js';

for (const file of gatheredTestFiles('genres')) await import(pathToFileURL(join(repositoryRoot, file)).href);
