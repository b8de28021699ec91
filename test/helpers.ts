// Shared test helpers: fixtures from outside the project, and running the command line.

import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The shared folder beside the repository (PENCILSAT_SHARED overrides it, e.g. for a clone elsewhere). */
export const sharedFolder = process.env.PENCILSAT_SHARED ?? join(repositoryRoot, '..', 'shared');
export const sharedFixtures = join(sharedFolder, 'fixtures');
export const sharedSeeds = join(sharedFolder, 'seeds');
export const localFixtures = join(repositoryRoot, 'test', 'fixtures');

export function readJsonl<T>(path: string): T[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T);
}

export function sharedFixture<T>(name: string): T[] {
  return readJsonl<T>(join(sharedFixtures, name));
}

export function localFixture<T>(name: string): T[] {
  return readJsonl<T>(join(localFixtures, name));
}

export function hasProgram(program: string): boolean {
  const paths = (process.env.PATH ?? '').split(':').concat(['/usr/games']);
  return paths.some((folder) => existsSync(join(folder, program)));
}

export interface CliResult {
  status: number;
  stdout: string;
  stderr: string;
}

/** Runs the pencilsat command line from source. */
export function runCli(args: readonly string[], input?: string): CliResult {
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(repositoryRoot, 'src', 'cli', 'main.ts'), ...args], {
    encoding: 'utf8',
    input,
    cwd: repositoryRoot,
    timeout: 120_000,
  });
  return { status: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}
