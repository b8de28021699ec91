// Yin-Yang in the studio, in a real browser: presses cycle a cell black, white, empty and the right button the other
// way round; the editor steps given circles by clicks (both buttons) and by taps on a phone.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { yinYang } from '../../src/genres/yinyang/index.js';
import { genres } from '../../src/index.js';
import type { Studio } from './browser.js';
import { cellCentre, clickCell, missingChromium, newPage, openStudio, withScreenshot } from './browser.js';

const skip = missingChromium || (!genres.includes(yinYang) && `${yinYang.id} is not registered`);
const example = 'https://puzz.link/p?yinyang/5/5/016612300';

/** How many black (filled) and white (outlined) circles the board draws. */
async function circles(page: Page): Promise<[number, number]> {
  return [await page.locator('svg.board circle.circle.filled').count(), await page.locator('svg.board circle.circle.solid').count()];
}

describe('studio: Yin-Yang', { skip }, () => {
  let studio: Studio;
  before(async () => {
    studio = await openStudio();
  });
  after(async () => {
    await studio?.close();
  });

  it('cycles a cell black, white, empty by clicks, and the other way by right clicks', async () => {
    const { page, errors } = await newPage(studio, `#genre=${yinYang.id}&puzzle=${encodeURIComponent(example)}`);
    await withScreenshot(page, 'yinyang-play', async () => {
      // The example gives 3 black and 3 white circles.
      assert.deepEqual(await circles(page), [3, 3]);
      await clickCell(page, 0, 0);
      assert.deepEqual(await circles(page), [4, 3]);
      await clickCell(page, 0, 0);
      assert.deepEqual(await circles(page), [3, 4]);
      await clickCell(page, 0, 0);
      assert.deepEqual(await circles(page), [3, 3]);
      await clickCell(page, 0, 0, 'right');
      assert.deepEqual(await circles(page), [3, 4]);
      await clickCell(page, 0, 0, 'right');
      assert.deepEqual(await circles(page), [4, 3]);
      // A given circle does not change.
      await clickCell(page, 1, 0);
      assert.deepEqual(await circles(page), [4, 3]);
      assert.deepEqual(errors, []);
    });
    await page.close();
  });

  it('steps given circles in the editor by clicks and by taps', async () => {
    const { page, errors } = await newPage(studio, `#genre=${yinYang.id}&screen=editor`);
    // A phone's screen: clicks and taps both reach the board.
    await page.setViewportSize({ width: 390, height: 760 });
    await withScreenshot(page, 'yinyang-editor', async () => {
      await page.getByRole('button', { name: 'New blank grid' }).click();
      assert.deepEqual(await circles(page), [0, 0]);
      await clickCell(page, 1, 1);
      assert.deepEqual(await circles(page), [1, 0]);
      await clickCell(page, 1, 1);
      assert.deepEqual(await circles(page), [0, 1]);
      await clickCell(page, 2, 2, 'right');
      assert.deepEqual(await circles(page), [0, 2]);
      const point = await cellCentre(page, 3, 3);
      await page.touchscreen.tap(point.x, point.y);
      assert.deepEqual(await circles(page), [1, 2]);
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      assert.deepEqual(errors, []);
    });
    await page.close();
  });
});
