// The encoding panel's backend picker: the current Sudoku solved with the embedded clingo in the studio's worker.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Studio } from './browser.js';
import { missingChromium, newPage, openStudio, withScreenshot } from './browser.js';

const link = `#puzzle=${encodeURIComponent('https://puzz.link/p?sudoku/4/4/g1k23k3g')}`;

describe('studio: encoding panel', { skip: missingChromium }, () => {
  let studio: Studio;
  before(async () => {
    studio = await openStudio();
  });
  after(async () => {
    await studio?.close();
  });

  it('solves the current Sudoku with clingo and shows its statistics', async () => {
    const { page, errors } = await newPage(studio, link);
    await withScreenshot(page, 'encoding-clingo', async () => {
      await page.click('#encoding summary');
      await page.selectOption('#encoding-backend', 'clingo');
      await page.getByRole('button', { name: 'Solve with it' }).click();
      await page.waitForFunction(() => /^unique: /.test(document.getElementById('encoding-statistics')?.textContent ?? ''), undefined, { timeout: 30_000 });
      assert.match((await page.textContent('#encoding-statistics')) ?? '', /^unique: backend clingo, \d+ ms, \d+ variables, \d+ rules/);
      assert.deepEqual(errors, []);
    });
    await page.close();
  });
});
