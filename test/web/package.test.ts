// The studio from the installed package: `npm pack` (which builds the command line and the studio), an install of
// the tarball into an empty folder without dev dependencies, `pencilsat studio` there, and a board in Chromium.

import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { chromiumPath, missingChromium } from './browser.js';
import { repositoryRoot } from '../helpers.js';
import { genres } from '../../src/genres/index.js';

const run = promisify(execFile);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Starts `pencilsat studio` and resolves with the address it prints. */
function startStudio(folder: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(join(folder, 'node_modules', '.bin', 'pencilsat'), ['studio', '--port', '0'], { cwd: folder, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`pencilsat studio printed no address in 20 s: ${output}`)), 20_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const found = /http:\/\/localhost:\d+\//.exec(output);
      if (found) {
        clearTimeout(timer);
        resolve({ child, url: found[0] });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => reject(new Error(`pencilsat studio exited with ${code}: ${output}`)));
  });
}

describe('the installed package', { skip: missingChromium }, () => {
  let folder: string;
  let install: string | undefined;
  let studio: ChildProcess | undefined;
  before(() => {
    folder = mkdtempSync(join(tmpdir(), 'pencilsat-package-'));
  });
  after(() => {
    if (studio?.pid !== undefined && studio.exitCode === null) studio.kill('SIGTERM');
    rmSync(folder, { recursive: true, force: true });
  });

  it('serves the prebuilt studio with `pencilsat studio`, and a board loads with no page error', { timeout: 240_000 }, async () => {
    await run(npm, ['pack', '--silent', '--pack-destination', folder], { cwd: repositoryRoot, maxBuffer: 16 * 1024 * 1024 });
    const tarball = readdirSync(folder).find((name) => name.endsWith('.tgz'));
    assert.ok(tarball, 'npm pack wrote a tarball');
    install = join(folder, 'install');
    mkdirSync(install);
    writeFileSync(join(install, 'package.json'), JSON.stringify({ name: 'studio-user', private: true }));
    // Only what a user gets: the runtime dependencies, from the npm cache where it has them.
    await run(npm, ['install', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund', join(folder, tarball)], { cwd: install, maxBuffer: 16 * 1024 * 1024 });
    const installed = readdirSync(join(install, 'node_modules'));
    for (const development of ['typescript', 'esbuild', 'tsx', 'playwright-core']) assert.ok(!installed.includes(development), `${development} is not installed`);

    const started = await startStudio(install);
    studio = started.child;
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const reply = await page.goto(`${started.url}#puzzle=${encodeURIComponent('https://puzz.link/p?sudoku/4/4/g1k23k3g')}`);
      assert.match(reply?.headers()['content-security-policy'] ?? '', /default-src 'none'/);
      await page.waitForSelector('body[data-ready=true]');
      await page.waitForSelector('svg.board rect.cell');
      assert.equal(await page.locator('svg.board rect.cell').count(), 16);
      assert.equal(await page.textContent('#title'), 'Sudoku');
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
    }
  });

  it('answers on the command line, loading the one genre a URL or --genre names through the built catalogue', { timeout: 60_000 }, async () => {
    assert.ok(install, 'the package was installed by the test before');
    const catalogue: unknown = JSON.parse(readFileSync(join(install, 'node_modules', 'pencilsat', 'dist', 'genres', 'catalogue.json'), 'utf8'));
    assert.ok(Array.isArray(catalogue) && catalogue.length > 30, 'the package holds the genre catalogue');
    const pencilsat = join(install, 'node_modules', '.bin', 'pencilsat');
    const byUrl = await run(pencilsat, ['solve', 'https://puzz.link/p?sudoku/4/4/g1k23k3g'], { cwd: install });
    assert.match(byUrl.stdout, /unique: this is the only solution/);
    // Another genre, by its name; then as a pzprv3 file, whose second line names it.
    const genre = genres.find((candidate) => candidate !== genres[0] && candidate.formats.some((format) => format.id === 'text' && format.pids))!;
    const example = genre.examples[0]!;
    const byName = await run(pencilsat, ['solve', '--genre', genre.id, example], { cwd: install });
    assert.match(byName.stdout, /unique: this is the only solution/);
    const file = await run(pencilsat, ['convert', '--format', 'text', example], { cwd: install });
    writeFileSync(join(install, 'puzzle.txt'), file.stdout);
    const byFile = await run(pencilsat, ['solve', 'puzzle.txt'], { cwd: install });
    assert.match(byFile.stdout, /unique: this is the only solution/);
  });
});
