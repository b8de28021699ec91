// The studio against hostile data: saved progress that carries markup, damaged storage, and the page's
// Content-Security-Policy, which must still let the worker, MiniSat and clingo's WebAssembly run.

import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { sudoku } from '../../src/genres/sudoku/index.js';
import { repositoryRoot } from '../helpers.js';
import type { Studio } from './browser.js';
import { hasChromium, newPage, openStudio, statusMatching, withScreenshot } from './browser.js';

const url = 'https://puzz.link/p?sudoku/4/4/g1k23k3g';
const link = `#puzzle=${encodeURIComponent(url)}`;
const payload = '<img src=x onerror="window.__injected=1">';

/** Records every report of a blocked resource or script, from the console and from the policy itself. */
async function watchPolicy(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation(text: string): void }).reportViolation(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

describe('studio: hostile data', { skip: hasChromium ? false : 'Chromium is not installed' }, () => {
  let studio: Studio;
  before(async () => {
    studio = await openStudio();
  });
  after(async () => {
    await studio?.close();
  });

  it('never turns a stored pencil mark into markup, and drops the damaged progress with a message', async () => {
    const { page } = await newPage(studio, link);
    await withScreenshot(page, 'hostile-marks', async () => {
      const key = `pencilsat:progress:sudoku:${url}`;
      const row = [null, null, null, null];
      const marks: unknown[][][] = [0, 1, 2, 3].map(() => [[], [], [], []]);
      marks[0]![0] = [payload];
      const progress = JSON.stringify({ states: [{ values: [row, row, row, row], marks }], index: 0 });
      await page.evaluate(([storageKey, value]) => localStorage.setItem(storageKey!, value!), [key, progress]);
      await page.reload();
      await page.waitForSelector('body[data-ready=true]');
      assert.equal(await page.locator('#board-host img').count(), 0, 'no element was made from the mark');
      assert.equal(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected), undefined);
      assert.match((await page.textContent('#alert')) ?? '', /progress on this puzzle .* could not be read and was discarded/);
      assert.doesNotMatch((await page.evaluate((storageKey) => localStorage.getItem(storageKey), key)) ?? '', /img/, 'the damaged entry is gone');
    });
    await page.close();
  });

  it('starts afresh from storage that is not JSON, with a message', async () => {
    const { page, errors } = await newPage(studio, link);
    await withScreenshot(page, 'hostile-storage', async () => {
      await page.evaluate(() => localStorage.setItem('pencilsat:last', '{"screen": "play", "genre": '));
      await page.goto(studio.url);
      await page.waitForSelector('body[data-ready=true]');
      assert.match((await page.textContent('#alert')) ?? '', /the last screen .* could not be read/, 'the last screen');
      // A draft that is not a puzzle, left by the editor screen the studio resumes.
      await page.evaluate((genre) => {
        localStorage.setItem('pencilsat:last', JSON.stringify({ screen: 'edit', genre }));
        localStorage.setItem(`pencilsat:draft:${genre}`, '"<svg onload=alert(1)>"');
      }, sudoku.id);
      await page.goto(studio.url);
      await page.waitForSelector('body[data-ready=true]');
      assert.match((await page.textContent('#title')) ?? '', /editor/);
      assert.match((await page.textContent('#alert')) ?? '', /draft .* could not be read/, 'the draft');
      assert.deepEqual(errors, []);
    });
    await page.close();
  });

  it('reads a share link of 100,000 line breaks without blocking the page', async () => {
    const { page } = await newPage(studio, link);
    await withScreenshot(page, 'hostile-link', async () => {
      // The app's hashchange listener reads the link; one added after it runs once that is done.
      const milliseconds = await page.evaluate(
        (hash) =>
          new Promise<number>((resolve) => {
            const started = performance.now();
            window.addEventListener('hashchange', () => resolve(performance.now() - started), { once: true });
            location.hash = hash;
          }),
        `#puzzle=x${'%0A'.repeat(100_000)}x`,
      );
      // Read in one linear pass, this takes tens of milliseconds; a pass per line would take tens of seconds. The
      // bound leaves room for a machine shared with other work (1.7 s was seen at load average 45 on 2 cores).
      assert.ok(milliseconds < 5000, `${milliseconds.toFixed(0)} ms`);
      assert.match((await page.textContent('#alert')) ?? '', /could not be opened/);
    });
    await page.close();
  });

  it('runs under its Content-Security-Policy: the solver worker, MiniSat and clingo load, nothing is refused', async () => {
    const page = await studio.context.newPage();
    const violations = await watchPolicy(page);
    await page.goto(studio.url + link);
    await page.waitForSelector('body[data-ready=true]');
    await withScreenshot(page, 'hostile-policy', async () => {
      await page.getByRole('button', { name: 'Solve' }).click();
      await statusMatching(page, /unique/i);
      await page.locator('#encoding summary').click();
      await page.selectOption('#encoding-backend', 'clingo');
      await page.getByRole('button', { name: 'Solve with it' }).click();
      await page.waitForFunction(() => /^unique: backend clingo/.test(document.getElementById('encoding-statistics')?.textContent ?? ''), undefined, { timeout: 60_000 });
      assert.deepEqual(violations, []);
    });
    await page.close();
  });
});

describe('studio sources', () => {
  it('never build markup from strings (no innerHTML, outerHTML or insertAdjacentHTML)', () => {
    const folder = join(repositoryRoot, 'src', 'web');
    for (const name of readdirSync(folder).filter((file) => file.endsWith('.ts'))) {
      const text = readFileSync(join(folder, name), 'utf8');
      assert.doesNotMatch(text, /\b(innerHTML|outerHTML|insertAdjacentHTML)\b|document\.write\(/, name);
    }
  });
});
