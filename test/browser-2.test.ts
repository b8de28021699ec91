// The browser tests' share 2 of 2 (scripts/test-files.ts shares the files that open the studio out by their time), run
// in this one process so that its files share one browser (test/web/browser.ts); `npm test` runs share 1 beside it
// in test/browser-1.test.ts, and both serve the one studio it builds (scripts/run-tests.ts). Each file still runs
// on its own: node --import tsx --test test/web/studio.test.ts.

import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repositoryRoot } from '../scripts/repository.js';
import { browserTestFiles } from '../scripts/test-files.js';

for (const file of browserTestFiles(1)) await import(pathToFileURL(join(repositoryRoot, file)).href);
