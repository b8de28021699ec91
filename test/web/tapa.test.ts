// Tapa's editor in the studio, in a real browser: a clue of several numbers typed on a phone's pad (each digit joins
// the selected cell's clue, a fifth starts a new one), Erase taking the last number away, taps stepping the clue as
// puz.link's editor does, and the keyboard and both mouse buttons doing the same on a desktop.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { tapa } from '../../src/genres/tapa/index.js';
import { genres } from '../../src/index.js';
import type { Studio } from './browser.js';
import { cellCentre, clickCell, missingChromium, newPage, openStudio, withScreenshot } from './browser.js';

const skip = missingChromium || (!genres.includes(tapa) && `${tapa.id} is not registered`);
const editor = `#genre=${tapa.id}&screen=editor`;

const cellTexts = (page: Page): Promise<string[]> => page.locator('svg.board text.value').allTextContents();

async function tapCell(page: Page, row: number, column: number): Promise<void> {
  const point = await cellCentre(page, row, column);
  await page.touchscreen.tap(point.x, point.y);
}

describe('studio: the Tapa editor', { skip }, () => {
  let studio: Studio;
  before(async () => {
    studio = await openStudio();
  });
  after(async () => {
    await studio?.close();
  });

  it('takes a clue of several numbers by the pad and by taps on a phone', async () => {
    const { page, errors } = await newPage(studio, editor);
    await page.setViewportSize({ width: 390, height: 760 });
    await withScreenshot(page, 'tapa-editor-phone', async () => {
      await page.getByRole('button', { name: 'New blank grid' }).click();
      await tapCell(page, 2, 2);
      for (const key of ['3', '1', '1']) await page.getByRole('button', { name: `Type ${key}` }).tap();
      assert.deepEqual(await cellTexts(page), ['3 1 1']);
      // 3 1 1 and one more run need more than the eight cells of the ring: the ? starts a new clue.
      await page.getByRole('button', { name: 'Type ?' }).tap();
      assert.deepEqual(await cellTexts(page), ['?']);
      await page.getByRole('button', { name: 'Type 2' }).tap();
      assert.deepEqual(await cellTexts(page), ['? 2']);
      await page.getByRole('button', { name: 'Erase' }).tap();
      assert.deepEqual(await cellTexts(page), ['?']);
      // A tap on the selected cell steps the clue: ? then 0.
      await tapCell(page, 2, 2);
      assert.deepEqual(await cellTexts(page), ['0']);
      assert.deepEqual(errors, []);
    });
    await page.close();
  });

  it('takes clues by the keyboard and steps them by both mouse buttons on a desktop', async () => {
    const { page, errors } = await newPage(studio, editor);
    await withScreenshot(page, 'tapa-editor-mouse', async () => {
      await page.getByRole('button', { name: 'New blank grid' }).click();
      await clickCell(page, 1, 1);
      for (const key of ['2', '?', '1']) await page.keyboard.press(key);
      assert.deepEqual(await cellTexts(page), ['2 ? 1']);
      await page.keyboard.press('Backspace');
      assert.deepEqual(await cellTexts(page), ['2 ?']);
      // puz.link's order: after 2 ? comes 2 1; the other button steps back.
      await clickCell(page, 1, 1);
      assert.deepEqual(await cellTexts(page), ['2 1']);
      await clickCell(page, 1, 1, 'right');
      await clickCell(page, 1, 1, 'right');
      assert.deepEqual(await cellTexts(page), ['1 5']);
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      assert.deepEqual(errors, []);
    });
    await page.close();
  });
});
