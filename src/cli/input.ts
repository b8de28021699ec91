// Reading what the command line is given: files, standard input, or the argument itself. Everything is read in
// chunks up to a cap on the bytes actually read (a file's stated size means nothing for /dev/zero or a pipe).

import { closeSync, existsSync, fstatSync, openSync, readSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { inputError } from '../core/errors.js';

/** The most a puzzle, an answer or a state may take. */
export const inputLimitBytes = 16 * 1024 * 1024;
/** The most a batch file, or a batch folder's files together, may take. */
export const batchLimitBytes = 256 * 1024 * 1024;

const chunkBytes = 64 * 1024;
const mebibytes = (bytes: number) => `${bytes / 1024 / 1024} MiB`;

function fileProblem(error: unknown, path: string, what: string): never {
  const code = (error as NodeJS.ErrnoException).code;
  const reason =
    code === 'ENOENT' ? 'no such file' : code === 'EACCES' || code === 'EPERM' ? 'permission denied' : code === 'EISDIR' ? 'it is a folder' : (code ?? 'unreadable');
  return inputError(`cannot read '${path}': ${reason}`, { part: what });
}

/** A file's text, refused once more than `limit` bytes have been read. */
export function readFileCapped(path: string, what: string, limit = inputLimitBytes): string {
  let descriptor: number;
  try {
    descriptor = openSync(path, 'r');
  } catch (error) {
    return fileProblem(error, path, what);
  }
  try {
    if (fstatSync(descriptor).isDirectory()) inputError(`'${path}' is a folder, not a file`, { part: what });
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(chunkBytes);
      let count: number;
      try {
        count = readSync(descriptor, chunk, 0, chunkBytes, null);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EAGAIN') continue;
        return fileProblem(error, path, what);
      }
      if (count === 0) break;
      total += count;
      if (total > limit) inputError(`'${path}' is larger than ${mebibytes(limit)}`, { part: what });
      chunks.push(chunk.subarray(0, count));
    }
    return Buffer.concat(chunks, total).toString('utf8');
  } finally {
    closeSync(descriptor);
  }
}

/** Standard input's text (or a test's stand-in for it), refused once more than `limit` bytes have come. */
export async function readStandardInput(what: string, limit = inputLimitBytes, stdin: Readable = process.stdin): Promise<string> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stdin) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    total += bytes.length;
    if (total > limit) {
      stdin.destroy();
      inputError(`standard input is larger than ${mebibytes(limit)}`, { part: what });
    }
    chunks.push(bytes);
  }
  return Buffer.concat(chunks, total).toString('utf8');
}

/** An INPUT argument: standard input, an existing file, or the puzzle text itself. */
export async function readInput(argument: string, what = 'INPUT', stdin: Readable = process.stdin): Promise<string> {
  if (argument === '-') return readStandardInput(what, inputLimitBytes, stdin);
  if (existsSync(argument)) return readFileCapped(argument, what);
  // Not a file: the argument must be a URL, a game ID or a one-line puzzle.
  const trimmed = argument.trim();
  if (/[:\n]/.test(argument) || /^[0-9.]{16,}$/.test(trimmed) || trimmed.startsWith('{') || trimmed.startsWith('[')) return argument;
  return inputError(`'${argument.length > 60 ? `${argument.slice(0, 60)}…` : argument}' is neither a file nor a puzzle URL or game ID`, { part: what });
}

/** An option that is either a file or the text itself (`--state`). */
export function readFileOrText(argument: string, what: string): string {
  return existsSync(argument) ? readFileCapped(argument, what) : argument;
}
