// Sashigane's editor in the studio, in a real browser: a circle stepped to a circled 3 by clicks on the selected
// cell, an arrow set by a drag to a neighbour, and the puzzle they make solved uniquely with its borders drawn.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sashigane } from '../../src/genres/sashigane/index.js';
import { genres } from '../../src/index.js';
import type { Studio } from './browser.js';
import { clickCell, dragCells, missingChromium, newPage, openStudio, statusMatching, withScreenshot } from './browser.js';

const skip = missingChromium || (!genres.includes(sashigane) && `${sashigane.id} is not registered`);
const editor = `#genre=${sashigane.id}&screen=editor`;

describe('studio: the Sashigane editor', { skip }, () => {
  let studio: Studio;
  before(async () => {
    studio = await openStudio();
  });
  after(async () => {
    await studio?.close();
  });

  it('steps a circle to a circled 3, sets an arrow by a drag, and solves the 3×2 they make', async () => {
    const { page, errors } = await newPage(studio, editor);
    await withScreenshot(page, 'sashigane-editor', async () => {
      await page.getByLabel('Width').fill('3');
      await page.getByLabel('Height').fill('2');
      await page.getByRole('button', { name: 'New blank grid' }).click();
      // The first click selects r1c1, the next two step it to a circle and then a circled 3.
      for (let click = 0; click < 3; click++) await clickCell(page, 0, 0);
      // A drag from r1c3 down to r2c3: an arrow pointing down.
      await dragCells(page, [
        [0, 2],
        [1, 2],
      ]);
      const text = (await page.locator('svg.board').textContent()) ?? '';
      assert.match(text, /3/);
      assert.match(text, /↓/);
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await statusMatching(page, /Unique solution/);
    });
    assert.deepEqual(errors, []);
    await page.close();
  });
});
