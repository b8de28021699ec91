// `pencilsat studio [--port N] [--open]`: serves the studio that ships with the package (built at pack time into
// `web-dist/`) on this machine, with the server `npm start` uses, until the process is stopped (Ctrl+C).

import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { inputError } from '../core/errors.js';
import { numberFlag, parseArguments } from './arguments.js';
import { listen, studioFolder, studioServer } from './studio-server.js';

/** The program that opens an address in the user's browser, and its arguments. */
function opener(url: string): { program: string; arguments: string[] } {
  if (process.platform === 'darwin') return { program: 'open', arguments: [url] };
  // `start` is a command of cmd itself; the empty title keeps the address from being read as one.
  if (process.platform === 'win32') return { program: 'cmd', arguments: ['/c', 'start', '', url] };
  return { program: 'xdg-open', arguments: [url] };
}

function openBrowser(url: string): void {
  const { program, arguments: programArguments } = opener(url);
  const child = spawn(program, programArguments, { detached: true, stdio: 'ignore' });
  child.on('error', (error) => process.stderr.write(`pencilsat: could not open a browser (${program}: ${error.message}); open ${url} yourself\n`));
  child.unref();
}

function portOf(text: string | undefined): number {
  if (text === undefined || text === '') return 8080;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) inputError(`'${text}' is not a port number (0..65535)`, { part: 'PORT' });
  return port;
}

/** Serves the studio; the returned promise settles only when the server closes (it never does on its own). */
export async function commandStudio(argv: readonly string[], folder = studioFolder): Promise<number> {
  const parsed = parseArguments(argv, [
    { name: 'port', value: true },
    { name: 'open', value: false },
  ]);
  if (parsed.positional.length > 0) inputError(`studio takes no argument; got '${parsed.positional[0]}'`, { part: 'arguments' });
  const wanted = numberFlag(parsed, 'port', { minimum: 0, maximum: 65535, integer: true }) ?? portOf(process.env.PORT);
  if (!existsSync(join(folder, 'index.html'))) {
    inputError(`the studio is not built in this copy of pencilsat (no ${join(folder, 'index.html')}): in a clone, run 'npm start' or 'npm run build:web'`, { part: 'studio' });
  }
  const server = studioServer(folder);
  const port = await listen(server, wanted);
  const url = `http://localhost:${port}/`;
  if (port !== wanted && wanted !== 0) process.stdout.write(`port ${wanted} is taken; using ${port}\n`);
  process.stdout.write(`pencilsat studio: ${url} (Ctrl+C stops it)\n`);
  if (parsed.flags.has('open')) openBrowser(url);
  return new Promise((resolve) => server.on('close', () => resolve(0)));
}
