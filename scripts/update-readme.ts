// npm run readme: rewrites the README's generated parts (the tables of genres and of collections) from the registry,
// so that a new genre reaches the README without anyone editing it by hand.

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { collectionMarkers, collectionTable, genreTable, tableMarkers } from '../src/cli/genre-table.js';
import { genres } from '../src/genres/index.js';

const path = join(fileURLToPath(new URL('..', import.meta.url)), 'README.md');
const readme = readFileSync(path, 'utf8');
let updated = readme;
for (const [markers, table] of [
  [tableMarkers, genreTable(genres)],
  [collectionMarkers, collectionTable(genres)],
] as const) {
  const start = updated.indexOf(markers.start);
  const end = updated.indexOf(markers.end);
  if (start < 0 || end < start) {
    console.error(`README.md has no ${markers.start} ... ${markers.end} markers`);
    process.exit(2);
  }
  updated = `${updated.slice(0, start + markers.start.length)}\n${table}${updated.slice(end)}`;
}
if (updated === readme) console.log('README.md is up to date');
else {
  writeFileSync(path, updated);
  console.log('README.md: the generated tables were rewritten');
}
