// The studio's server: serves the built files, nothing outside them, and moves to a free port when the one asked for is
// taken.

import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Server } from 'node:http';
import { listen, studioServer } from '../../scripts/serve.js';

describe('studio server', () => {
  let folder: string;
  const servers: Server[] = [];
  before(() => {
    folder = mkdtempSync(join(tmpdir(), 'pencilsat-serve-'));
    writeFileSync(join(folder, 'index.html'), '<!doctype html><title>studio</title>');
    writeFileSync(join(folder, 'app.js'), 'export {};');
  });
  after(async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    rmSync(folder, { recursive: true, force: true });
  });

  it('serves the page at / and its scripts with their types, and 404 for anything else', async () => {
    const server = studioServer(folder);
    servers.push(server);
    const port = await listen(server, 0);
    const page = await fetch(`http://127.0.0.1:${port}/`);
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-type') ?? '', /text\/html/);
    assert.match(await page.text(), /studio/);
    const script = await fetch(`http://127.0.0.1:${port}/app.js`);
    assert.match(script.headers.get('content-type') ?? '', /javascript/);
    assert.equal((await fetch(`http://127.0.0.1:${port}/missing.js`)).status, 404);
    assert.equal((await fetch(`http://127.0.0.1:${port}/..%2f..%2fetc%2fpasswd`)).status, 404);
  });

  it('takes the next free port when the one asked for is taken', async () => {
    const first = studioServer(folder);
    servers.push(first);
    const taken = await listen(first, 0);
    const second = studioServer(folder);
    servers.push(second);
    const port = await listen(second, taken);
    assert.notEqual(port, taken);
    assert.equal((await fetch(`http://127.0.0.1:${port}/`)).status, 200);
  });
});
