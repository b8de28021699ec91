// Akari in a real browser, beyond the shared studio suite (test/web/genres.test.ts solves the studio case of
// test-data.ts by clicks): walls drawn dark with their numbers, a right click's dot, the lights and the cells they
// light, Check pointing at two lights that see each other, and Hint.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Studio } from '../../../test/web/browser.js';
import { clickCell, missingChromium, newPage, openStudio, statusMatching, withScreenshot } from '../../../test/web/browser.js';
import { akari } from './index.js';

const example = 'https://puzz.link/p?akari/6/6/nekcakbl';

describe('studio: akari', { skip: missingChromium }, () => {
  let studio: Studio;
  before(async () => {
    studio = await openStudio();
  });
  after(async () => {
    await studio?.close();
  });

  it('draws walls, dots, lights and lit cells', async () => {
    const { page, errors } = await newPage(studio, `#genre=${akari.id}&puzzle=${encodeURIComponent(example)}`);
    await withScreenshot(page, 'akari-board', async () => {
      assert.equal(await page.textContent('#title'), akari.name);
      // Four numbered walls, drawn dark.
      assert.equal(await page.locator('svg.board rect.cell.shaded').count(), 4);
      await clickCell(page, 5, 5, 'right');
      assert.equal(await page.locator('svg.board circle.dot').count(), 1);
      // A light in the corner lights its row and column: eleven cells with its own.
      await clickCell(page, 0, 0);
      assert.equal(await page.locator('svg.board circle.circle').count(), 1);
      assert.equal(await page.locator('svg.board rect.cell.selected').count(), 11);
      assert.deepEqual(errors, []);
    });
    await page.close();
  });

  it('shows two lights that see each other on Check, and gives a hint', async () => {
    const { page } = await newPage(studio, `#genre=${akari.id}&puzzle=${encodeURIComponent(example)}`);
    await withScreenshot(page, 'akari-check', async () => {
      await page.getByRole('button', { name: 'Clear' }).click();
      await clickCell(page, 0, 0);
      await clickCell(page, 0, 5);
      await page.getByRole('button', { name: 'Check' }).click();
      await statusMatching(page, /Not solved/);
      assert.ok((await page.locator('svg.board .outline.error').count()) >= 2);
      await page.getByRole('button', { name: 'Clear' }).click();
      await page.getByRole('button', { name: 'Hint' }).click();
      await statusMatching(page, /Hint:/);
    });
    await page.close();
  });
});
