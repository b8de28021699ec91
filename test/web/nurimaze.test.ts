// Nuri-Maze in the studio, in a real browser: a click shades a whole room and a right click dots it, as on puz.link;
// a room that holds S, G or a mark is dotted instead; a drag paints every room it crosses. The editor draws room
// borders, steps marks by clicks on the selected cell and moves S and G by keys, and the puzzle solves.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { nurimaze } from '../../src/genres/nurimaze/index.js';
import { genres } from '../../src/index.js';
import type { Studio } from './browser.js';
import { clickCell, dragCells, missingChromium, newPage, openStudio, statusMatching, traceOnPage, withScreenshot } from './browser.js';

const skip = missingChromium || (!genres.includes(nurimaze) && `${nurimaze.id} is not registered`);
const example = 'https://puzz.link/p?nurimaze/6/6/6efjsstsvjun1e374i2547';

const shaded = (page: Page) => page.locator('svg.board rect.cell.shaded').count();
const dots = (page: Page) => page.locator('svg.board circle.dot').count();

describe('studio: Nuri-Maze', { skip }, () => {
  let studio: Studio;
  before(async () => {
    studio = await openStudio();
  });
  after(async () => {
    await studio?.close();
  });

  it('shades and dots whole rooms by clicks and drags', async () => {
    const { page, errors } = await newPage(studio, `#genre=${nurimaze.id}&puzzle=${encodeURIComponent(example)}`);
    await withScreenshot(page, 'nurimaze-play', async () => {
      // S, G, the circle and the two triangles are drawn.
      assert.equal(await page.locator('svg.board circle.circle.solid').count(), 1);
      const texts = await page.locator('svg.board text').allTextContents();
      for (const sign of ['S', 'G', '△']) assert.ok(texts.includes(sign), sign);
      // r1c5 and r1c6 are one room.
      await clickCell(page, 0, 4);
      assert.equal(await shaded(page), 2);
      // The room of r4c2 to r4c4, dotted by a right click.
      await clickCell(page, 3, 1, 'right');
      assert.equal(await dots(page), 3);
      // The room of S is dotted by a click, not shaded.
      await clickCell(page, 0, 1);
      assert.equal(await shaded(page), 2);
      assert.equal(await dots(page), 5);
      // A drag down from r5c2 to r6c2 shades both rooms of one cell.
      await dragCells(page, [[4, 1], [5, 1]]);
      assert.equal(await shaded(page), 4);
      assert.deepEqual(errors, []);
    });
    await page.close();
  });

  it('draws rooms, puts marks and moves S and G in the editor, and solves what it made', async () => {
    const { page, errors } = await newPage(studio, `#genre=${nurimaze.id}&screen=editor`);
    await withScreenshot(page, 'nurimaze-editor', async () => {
      await page.getByLabel('Width').fill('3');
      await page.getByLabel('Height').fill('2');
      await page.getByRole('button', { name: 'New blank grid' }).click();
      // Every cell a room of its own: the borders between the columns and under the top row.
      await traceOnPage(page, [{ row: 1, column: 0 }, { row: 1, column: 1 }, { row: 1, column: 2 }, { row: 1, column: 3 }], 'mouse');
      await traceOnPage(page, [{ row: 0, column: 1 }, { row: 1, column: 1 }, { row: 2, column: 1 }], 'mouse');
      await traceOnPage(page, [{ row: 0, column: 2 }, { row: 1, column: 2 }, { row: 2, column: 2 }], 'mouse');
      assert.equal(await page.locator('svg.board line.border').count(), 7);
      await page.getByRole('button', { name: /^Marks, S and G/ }).click();
      // G to r1c3 by its key, then a circle at r1c2 by two clicks (select, then step) and a triangle at r2c2 by three.
      await clickCell(page, 0, 2);
      await page.keyboard.press('g');
      await clickCell(page, 0, 1);
      await clickCell(page, 0, 1);
      assert.equal(await page.locator('svg.board circle.circle.solid').count(), 1);
      await clickCell(page, 1, 1);
      await clickCell(page, 1, 1);
      await clickCell(page, 1, 1);
      assert.ok((await page.locator('svg.board text').allTextContents()).includes('△'));
      // S at r1c1, the circle, G at r1c3 along the top row, the triangle under the circle: r2c1 and r2c3 are shaded,
      // as each would close a 2×2 of unshaded cells.
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await statusMatching(page, /Unique solution/);
      assert.equal(await shaded(page), 2);
      assert.deepEqual(errors, []);
    });
    await page.close();
  });
});
