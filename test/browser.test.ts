// Every test file that opens the studio in Chromium, run in this one process, so that they share one build of the
// studio and one browser (test/web/browser.ts); `npm test` leaves those files to this one (scripts/run-tests.ts).
// Each file still runs on its own: node --import tsx --test test/web/studio.test.ts.

import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repositoryRoot } from '../scripts/repository.js';
import { browserTestFiles } from '../scripts/test-files.js';

for (const file of browserTestFiles()) await import(pathToFileURL(join(repositoryRoot, file)).href);
