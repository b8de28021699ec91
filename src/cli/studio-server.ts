// The studio's HTTP server: serves the built studio (the package's `web-dist/`, made at pack time, or a clone's after
// `npm start`) to this machine only. It answers GET and HEAD for the built files only, to the loopback names it
// listens on (a page on another site that points its own name at 127.0.0.1 is refused), and sends every page with a
// strict Content-Security-Policy.

import { createReadStream, existsSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import type { IncomingMessage, OutgoingHttpHeaders, Server, ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The built studio beside the package's `dist/` (and beside a clone's `src/`). */
export const studioFolder = fileURLToPath(new URL('../../web-dist/', import.meta.url));

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

/**
 * Scripts, styles, the worker and clingo's WebAssembly come from this server only; nothing inline. WebAssembly needs
 * 'wasm-unsafe-eval' to be compiled (it allows no JavaScript eval); clingo's browser build starts its own worker
 * from a blob: it made itself, hence blob: for workers. Saved files are offered as blob: links (downloads, not loads).
 */
export const contentSecurityPolicy = [
  "default-src 'none'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "worker-src 'self' blob:",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const securityHeaders: OutgoingHttpHeaders = {
  'content-security-policy': contentSecurityPolicy,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

const allowedMethods = 'GET, HEAD';

function answer(response: ServerResponse, status: number, message: string, extra: OutgoingHttpHeaders = {}): void {
  response.writeHead(status, { ...securityHeaders, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...extra });
  response.end(`${message}\n`);
}

/** The names this server answers to: the loopback names with the port it listens on. */
function isServedHost(host: string | undefined, port: number): boolean {
  if (host === undefined) return false;
  const names = ['localhost', '127.0.0.1', '[::1]'];
  return names.some((name) => host.toLowerCase() === `${name}:${port}` || (port === 80 && host.toLowerCase() === name));
}

/** The file a request path names inside the folder, or undefined when the path is malformed. */
function requestedFile(url: string, folder: string): { file: string; inside: boolean } | undefined {
  let path: string;
  try {
    path = decodeURIComponent(new URL(url, 'http://localhost').pathname);
  } catch {
    return undefined;
  }
  if (path.includes('\0')) return undefined;
  const relative = normalize(path === '/' ? '/index.html' : path).replace(/^([/\\])+/, '');
  return { file: join(folder, relative), inside: !relative.startsWith('..') };
}

/** Serves the files of a folder; anything else is 404. Paths cannot leave the folder. */
export function studioServer(folder = studioFolder): Server {
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const port = (server.address() as AddressInfo | null)?.port ?? 0;
    if (!isServedHost(request.headers.host, port)) {
      answer(response, 421, 'this server answers only to localhost, 127.0.0.1 and [::1] with its port');
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      answer(response, 405, 'only GET and HEAD are allowed', { allow: allowedMethods });
      return;
    }
    const target = requestedFile(request.url ?? '/', folder);
    if (!target) {
      answer(response, 400, 'malformed path');
      return;
    }
    if (!target.inside || !existsSync(target.file) || !statSync(target.file).isFile()) {
      answer(response, 404, 'not found');
      return;
    }
    response.writeHead(200, {
      ...securityHeaders,
      'content-type': types[extname(target.file)] ?? 'application/octet-stream',
      'content-length': statSync(target.file).size,
      'cache-control': 'no-cache',
    });
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    const stream = createReadStream(target.file);
    stream.on('error', () => response.destroy());
    stream.pipe(response);
  });
  // A client that sends garbage gets 400 from Node; it never reaches the handler or stops the server.
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nconnection: close\r\n\r\n');
    else socket.destroy();
  });
  return server;
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
