// npm run readme: rewrites the README's generated parts (the table of genres) from the registry, so that a new
// genre reaches the README without anyone editing it by hand.

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { genreTable, tableMarkers } from '../src/cli/genre-table.js';
import { genres } from '../src/genres/index.js';

const path = join(fileURLToPath(new URL('..', import.meta.url)), 'README.md');
const readme = readFileSync(path, 'utf8');
const start = readme.indexOf(tableMarkers.start);
const end = readme.indexOf(tableMarkers.end);
if (start < 0 || end < start) {
  console.error(`README.md has no ${tableMarkers.start} ... ${tableMarkers.end} markers`);
  process.exit(2);
}
const updated = `${readme.slice(0, start + tableMarkers.start.length)}\n${genreTable(genres)}${readme.slice(end)}`;
if (updated === readme) console.log('README.md is up to date');
else {
  writeFileSync(path, updated);
  console.log('README.md: the table of genres was rewritten');
}
