// Exports are written piece by piece: the text is the one `encode` makes, and a DIMACS export far larger than the
// memory it may use is written whole (a 40x40 Yajilin: 68 MB of clauses under a 160 MiB heap, which held all of
// them and the text at once before).

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { genres, parsePuzzle } from '../index.js';
import { repositoryRoot } from '../../test/helpers.js';
import { encode, encodingLanguages, writeEncoding } from './encode.js';

describe('streamed exports', () => {
  it('write the same text as encode, for every genre and language', () => {
    for (const genre of genres) {
      const loaded = parsePuzzle(genre.examples[0]!, { genre: genre.id });
      const { model } = genre.model(loaded.puzzle);
      for (const language of encodingLanguages) {
        const { text, ...counts } = encode(model, language, { title: ['a title'] });
        const pieces: string[] = [];
        const streamed = writeEncoding(model, language, (piece) => pieces.push(piece), { title: ['a title'] });
        assert.equal(pieces.join(''), text, `${genre.id} ${language}`);
        assert.deepEqual(streamed, counts, `${genre.id} ${language}`);
      }
    }
  });

  it('writes a 68 MB DIMACS export of a 40x40 Yajilin under a 160 MiB heap', () => {
    const folder = mkdtempSync(join(tmpdir(), 'pencilsat-export-'));
    const file = join(folder, 'yajilin.cnf');
    const output = openSync(file, 'w');
    try {
      const result = spawnSync(
        process.execPath,
        ['--max-old-space-size=160', '--import', 'tsx', join(repositoryRoot, 'src', 'cli', 'main.ts'), 'export', 'https://puzz.link/p?yajilin/40/40/', '--to', 'dimacs'],
        { cwd: repositoryRoot, stdio: ['ignore', output, 'pipe'], encoding: 'utf8', timeout: 120_000 },
      );
      assert.equal(result.status, 0, result.stderr);
      assert.ok(statSync(file).size > 60_000_000, `${statSync(file).size} bytes`);
      const opening = Buffer.alloc(200);
      const reader = openSync(file, 'r');
      readSync(reader, opening, 0, 200, 0);
      closeSync(reader);
      assert.match(opening.toString('utf8'), /^c pencilsat: Yajilin puzzle, 40×40/);
    } finally {
      closeSync(output);
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
