// Masyu in a real browser, beyond the shared studio suite (test/web/genres.test.ts draws the studio case's loop by
// drags): Check marks the lines of a branch on the lines themselves, and a hint marks the line it decides.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Studio } from '../../../test/web/browser.js';
import { dragCells, missingChromium, newPage, openStudio, statusMatching, withScreenshot } from '../../../test/web/browser.js';
import { masyu } from './index.js';

const example = 'https://puzz.link/p?mashu/6/6/1063000i3000';

describe('studio: masyu', { skip: missingChromium }, () => {
  let studio: Studio;
  before(async () => {
    studio = await openStudio();
  });
  after(async () => {
    await studio?.close();
  });

  it('marks the lines of a branch on Check, and the line a hint decides', async () => {
    const { page, errors } = await newPage(studio, `#genre=${masyu.id}&puzzle=${encodeURIComponent(example)}`);
    await withScreenshot(page, 'masyu-line-marks', async () => {
      // Three lines meet at r1c2: a branch, broken for good.
      await dragCells(page, [
        [0, 0],
        [0, 1],
        [0, 2],
      ]);
      await dragCells(page, [
        [1, 1],
        [0, 1],
      ]);
      assert.equal(await page.locator('svg.board .loop-line').count(), 3);
      await page.getByRole('button', { name: 'Check' }).click();
      await statusMatching(page, /Not solved/);
      assert.equal(await page.locator('svg.board .line-mark.error').count(), 3);
      assert.equal(await page.locator('svg.board .outline.error').count(), 0);
      await page.getByRole('button', { name: 'Clear' }).click();
      await page.getByRole('button', { name: 'Hint' }).click();
      await statusMatching(page, /Hint:/);
      assert.ok((await page.locator('svg.board .line-mark.hinted').count()) >= 1);
      assert.deepEqual(errors, []);
    });
    await page.close();
  });
});
