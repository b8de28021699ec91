// The test-side registry: each genre folder's `test-data.ts`, found by listing the folders, so that adding a genre
// adds its test data without editing any suite. Test-only (it reads the file system); the library never imports it.

import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AnyGenre } from '../core/genre.js';
import type { AnyTestData } from '../core/test-data.js';

const folder = dirname(fileURLToPath(import.meta.url));

/** Every genre folder's test data, with the file it came from. */
export const testDataFiles: readonly { readonly file: string; readonly data: AnyTestData }[] = await Promise.all(
  readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(folder, entry.name, 'test-data.ts')))
    .map(async (entry) => {
      const file = join(folder, entry.name, 'test-data.ts');
      const module = (await import(pathToFileURL(file).href)) as { testData?: AnyTestData };
      if (!module.testData) throw new Error(`${relative(process.cwd(), file)} exports no testData`);
      return { file, data: module.testData };
    }),
);

/** A genre's test data and the folder it sits in, if it has any. */
export function findTestData(genre: AnyGenre): { readonly folder: string; readonly data: AnyTestData } | undefined {
  const found = testDataFiles.find(({ data }) => data.genre === genre);
  return found && { folder: dirname(found.file), data: found.data };
}

/** A genre's test data; a registered genre without any fails here, loudly, rather than going untested. */
export function testDataOf(genre: AnyGenre): AnyTestData {
  const found = findTestData(genre);
  if (!found) throw new Error(`the genre '${genre.id}' has no test data: add test-data.ts exporting testData to its folder`);
  return found.data;
}
