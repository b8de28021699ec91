// The README's table of genres is the output of `pencilsat genres --markdown`: a stale table fails here.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { repositoryRoot, runCli } from '../../test/helpers.js';
import { genres } from '../genres/index.js';
import { collectionMarkers, collectionTable, genreTable, tableMarkers } from './genre-table.js';

describe('genres --markdown', () => {
  it("is the README's table", () => {
    const readme = readFileSync(join(repositoryRoot, 'README.md'), 'utf8');
    const start = readme.indexOf(tableMarkers.start);
    const end = readme.indexOf(tableMarkers.end);
    assert.ok(start >= 0 && end > start, `README.md holds the table between ${tableMarkers.start} and ${tableMarkers.end}`);
    const table = readme.slice(start + tableMarkers.start.length + 1, end);
    assert.equal(table, genreTable(genres), 'README.md is stale: run `npm run readme` (it writes the output of `pencilsat genres --markdown` between the markers)');
  });

  it("is the README's table of collections", () => {
    const readme = readFileSync(join(repositoryRoot, 'README.md'), 'utf8');
    const start = readme.indexOf(collectionMarkers.start);
    const end = readme.indexOf(collectionMarkers.end);
    assert.ok(start >= 0 && end > start, `README.md holds the table between ${collectionMarkers.start} and ${collectionMarkers.end}`);
    assert.equal(readme.slice(start + collectionMarkers.start.length + 1, end), collectionTable(genres), 'README.md is stale: run `npm run readme`');
    assert.match(collectionTable(genres), /\| Sudoku \| 10 \/ 10 \/ 10 \/ 3 \| 6×6, 9×9 \|/);
  });

  it('is printed by the command line, one row per genre', async () => {
    const result = await runCli(['genres', '--markdown']);
    assert.equal(result.status, 0, result.stderr);
    assert.equal(result.stdout, genreTable(genres));
    assert.equal(result.stdout.trim().split('\n').length, genres.length + 2);
  });

  it('shows format names as written: no cell breaks, tags or emphasis', () => {
    const [genre] = genres;
    const odd = { ...genre!, formats: [{ ...genre!.formats[0]!, name: 'a|b <w> *x* _y_' }] };
    assert.match(genreTable([odd]), /a\\\|b &lt;w&gt; \\\*x\\\* \\_y\\_/);
  });
});
