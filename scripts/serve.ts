// `npm start`: builds the studio and serves it from a tiny HTTP server, fully offline.
//   node --import tsx scripts/serve.ts [--port N]     (or PORT=N; default 8080, the next free port if taken)

import { createReadStream, existsSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStudio, webOutput } from './build-web.js';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  // Browsers compile WebAssembly as it streams in only with this type.
  '.wasm': 'application/wasm',
};

/** Serves the files of a folder; anything else is 404. Paths cannot leave the folder. */
export function studioServer(folder = webOutput): Server {
  return createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const relative = normalize(path === '/' ? '/index.html' : path).replace(/^([/\\])+/, '');
    const file = join(folder, relative);
    if (relative.startsWith('..') || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
    createReadStream(file).pipe(response);
  });
}

/** Listens on the port, or on a free one when it is taken (port 0 picks a free one at once). */
export function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE' && port !== 0) {
        server.listen(0, '127.0.0.1');
      } else {
        reject(error);
      }
    };
    server.once('error', onError);
    server.once('listening', () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    });
    server.listen(port, '127.0.0.1');
  });
}

function requestedPort(): number {
  const flag = process.argv.indexOf('--port');
  const text = flag >= 0 ? process.argv[flag + 1] : process.env.PORT;
  if (text === undefined || text === '') return 8080;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`--port: '${text}' is not a port number (0..65535)`);
    process.exit(2);
  }
  return port;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const wanted = requestedPort();
  await buildStudio();
  const port = await listen(studioServer(), wanted);
  if (port !== wanted && wanted !== 0) console.log(`port ${wanted} is taken; using ${port}`);
  console.log(`pencilsat studio: http://localhost:${port}`);
}
