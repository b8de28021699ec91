// Number marks as in Sudoku apps, in the studio: corner marks with Shift, centre marks with Ctrl or their modes,
// saved with progress, and cleared from a house by a placed digit while the setting is on.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import type { Studio } from './browser.js';
import { clickCell, missingChromium, newPage, openStudio, withScreenshot } from './browser.js';

const link = (url: string) => `#puzzle=${encodeURIComponent(url)}`;

/** The corner marks and the centre marks a cell shows, as text. */
async function marksAt(page: Page, row: number, column: number): Promise<{ corner: string; centre: string }> {
  return page.evaluate(
    ([r, c]) => {
      const cell = document.querySelector<SVGGraphicsElement>(`svg.board rect.cell[data-row="${r}"][data-column="${c}"]`)!.getBBox();
      const inside = [...document.querySelectorAll<SVGTextElement>('svg.board text.mark')].filter((text) => {
        const box = text.getBBox();
        const x = box.x + box.width / 2;
        const y = box.y + box.height / 2;
        return x > cell.x && x < cell.x + cell.width && y > cell.y && y < cell.y + cell.height;
      });
      // No named functions in here: the test's compiler would wrap them in a helper the page does not have.
      let corner = '';
      let centre = '';
      for (const text of inside) {
        if (text.classList.contains('centre')) centre += text.textContent ?? '';
        else corner += text.textContent ?? '';
      }
      return { corner, centre };
    },
    [row, column] as const,
  );
}

describe('studio: number marks', { skip: missingChromium }, () => {
  let studio: Studio;
  before(async () => {
    studio = await openStudio();
  });
  after(async () => {
    await studio?.close();
  });

  it('Sudoku: corner and centre marks typed, kept across a reload, and cleared by a digit in the same house', async () => {
    const { page, errors } = await newPage(studio, link('https://puzz.link/p?sudoku/4/4/g1k23k3g'));
    await withScreenshot(page, 'marks-sudoku', async () => {
      await clickCell(page, 1, 0);
      await page.keyboard.press('Shift+Digit3');
      await page.keyboard.press('Shift+Digit4');
      await page.keyboard.press('Control+Digit4');
      await page.getByRole('button', { name: 'Centre marks' }).click();
      await clickCell(page, 1, 0);
      await page.keyboard.press('1');
      assert.deepEqual(await marksAt(page, 1, 0), { corner: '34', centre: '14' });
      await clickCell(page, 3, 0);
      await page.keyboard.press('Shift+Digit1');
      await page.keyboard.press('Shift+Digit4');

      await page.reload();
      await page.waitForSelector('body[data-ready=true]');
      assert.deepEqual(await marksAt(page, 1, 0), { corner: '34', centre: '14' }, 'marks are saved with progress');
      assert.deepEqual(await marksAt(page, 3, 0), { corner: '14', centre: '' });

      // A 4 at r2c2 takes the 4s out of r2c1's marks (same row and box); r4c1 shares none of its houses.
      await page.getByRole('button', { name: 'Numbers' }).click();
      await clickCell(page, 1, 1);
      await page.keyboard.press('4');
      assert.deepEqual(await marksAt(page, 1, 0), { corner: '3', centre: '1' });
      assert.deepEqual(await marksAt(page, 3, 0), { corner: '14', centre: '' });
      // A 1 at r4c4, in r4c1's row: with the setting off the marks stay, with it on the 1 goes.
      const setting = page.getByLabel('Clear marks when a digit is placed in the same row, column or box');
      await setting.uncheck();
      await clickCell(page, 3, 3);
      await page.keyboard.press('1');
      assert.deepEqual(await marksAt(page, 3, 0), { corner: '14', centre: '' }, 'with the setting off the marks stay');
      await page.getByRole('button', { name: 'Undo' }).click();
      await setting.check();
      await clickCell(page, 3, 3);
      await page.keyboard.press('1');
      assert.deepEqual(await marksAt(page, 3, 0), { corner: '4', centre: '' }, 'with the setting on the row loses its 1');
      assert.deepEqual(errors, []);
    });
    await page.close();
  });

  it('Futoshiki: marks typed with Shift and Ctrl, and cleared by a digit in the same row', async () => {
    const { page, errors } = await newPage(studio, link('4:0R,0,0R,0,0,0,0,0,0U,0,0R,0,0R,3,0,0,'));
    await withScreenshot(page, 'marks-futoshiki', async () => {
      await clickCell(page, 0, 0);
      await page.keyboard.press('Shift+Digit2');
      await page.keyboard.press('Control+Digit2');
      await page.keyboard.press('Control+Digit3');
      assert.deepEqual(await marksAt(page, 0, 0), { corner: '2', centre: '23' });
      await clickCell(page, 0, 2);
      await page.keyboard.press('2');
      assert.deepEqual(await marksAt(page, 0, 0), { corner: '', centre: '3' });
      assert.deepEqual(errors, []);
    });
    await page.close();
  });
});
