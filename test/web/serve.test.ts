// The studio's server: serves the built files, nothing outside them, and moves to a free port when the one asked for is
// taken.

import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { request } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import { listen, studioServer } from '../../scripts/serve.js';

interface RawReply {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** One request exactly as given: the path is not normalised or escaped, the Host header is ours to choose. */
function rawRequest(port: number, path: string, options: { method?: string; host?: string } = {}): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: { host: options.host ?? `127.0.0.1:${port}` } }, (reply) => {
      const chunks: Buffer[] = [];
      reply.on('data', (chunk: Buffer) => chunks.push(chunk));
      reply.on('end', () => resolve({ status: reply.statusCode ?? 0, headers: reply.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

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

  it('answers malformed percent escapes with 400 and keeps serving', async () => {
    const server = studioServer(folder);
    servers.push(server);
    const port = await listen(server, 0);
    for (const path of ['/%', '/%zz', '/%E0%A4%A', '/app.js%', '/%00']) {
      const reply = await rawRequest(port, path);
      assert.equal(reply.status, 400, path);
    }
    assert.equal((await rawRequest(port, '/')).status, 200, 'the server is still up');
  });

  it('allows GET and HEAD only, with Allow on the 405', async () => {
    const server = studioServer(folder);
    servers.push(server);
    const port = await listen(server, 0);
    for (const method of ['POST', 'PUT', 'DELETE', 'TRACE', 'PATCH', 'OPTIONS']) {
      const reply = await rawRequest(port, '/', { method });
      assert.equal(reply.status, 405, method);
      assert.equal(reply.headers.allow, 'GET, HEAD', method);
    }
    const head = await rawRequest(port, '/app.js', { method: 'HEAD' });
    assert.equal(head.status, 200);
    assert.equal(head.body, '');
    assert.equal(head.headers['content-length'], String('export {};'.length));
  });

  it('sends a strict Content-Security-Policy, nosniff and a frame policy with every answer', async () => {
    const server = studioServer(folder);
    servers.push(server);
    const port = await listen(server, 0);
    for (const path of ['/', '/app.js', '/missing.js', '/%']) {
      const { headers } = await rawRequest(port, path);
      const policy = String(headers['content-security-policy'] ?? '');
      assert.match(policy, /script-src 'self' 'wasm-unsafe-eval'(;|$)/, path);
      assert.doesNotMatch(policy, /unsafe-inline|'unsafe-eval'/, path);
      assert.match(policy, /frame-ancestors 'none'/, path);
      assert.equal(headers['x-content-type-options'], 'nosniff', path);
      assert.equal(headers['x-frame-options'], 'DENY', path);
    }
  });

  it('answers only to the loopback names with its port (no DNS rebinding)', async () => {
    const server = studioServer(folder);
    servers.push(server);
    const port = await listen(server, 0);
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, `LOCALHOST:${port}`]) {
      assert.equal((await rawRequest(port, '/', { host })).status, 200, host);
    }
    for (const host of ['evil.example', `evil.example:${port}`, `localhost:${port + 1}`, `127.0.0.1.evil.example:${port}`, 'localhost']) {
      assert.equal((await rawRequest(port, '/', { host })).status, 421, host);
    }
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
