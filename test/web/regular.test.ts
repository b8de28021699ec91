// The studio as a puzz.link regular expects it, in a real browser: Check that reports only what is wrong for good,
// one line per broken rule, the editor's draft across a reload, try mode that shows itself, drag painting, the
// status line, the controls of the New game dialog, and a board that fits the window.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import type { Studio } from './browser.js';
import { cellCentre, clickCell, dragCells, hasChromium, newPage, openStudio, statusMatching, withScreenshot } from './browser.js';

const sudoku = 'https://puzz.link/p?sudoku/4/4/g1k23k3g';
const link = (text: string, genre?: string) => `#${genre ? `genre=${genre}&` : ''}puzzle=${encodeURIComponent(text)}`;

/** Three countries (the columns of a 2×3 grid), each holding two circles that may not move. */
const stuckCircles = JSON.stringify({
  genre: 'satogaeri',
  rows: 2,
  columns: 3,
  countries: [[0, 1, 2], [0, 1, 2]],
  circles: [0, 1, 2].flatMap((column) => [0, 1].map((row) => ({ row, column, number: 0 }))),
});

async function violationLines(page: Page): Promise<string[]> {
  return page.locator('#violations li').allTextContents();
}

describe('studio for puzz.link regulars', { skip: hasChromium ? false : 'Chromium is not installed' }, () => {
  let studio: Studio;
  before(async () => {
    studio = await openStudio();
  });
  after(async () => {
    await studio?.close();
  });

  it('lists one line per broken rule, and counts the lines', async () => {
    const { page } = await newPage(studio, link(stuckCircles, 'satogaeri'));
    await withScreenshot(page, 'regular-violation-lines', async () => {
      await page.getByRole('button', { name: 'Check' }).click();
      const status = await statusMatching(page, /Not solved/);
      const lines = await violationLines(page);
      assert.equal(lines.length, 3, lines.join(' | '));
      for (const line of lines) assert.match(line, /ends with 2 circles \(r1c\d r2c\d\)$/);
      assert.match(status, /3 broken rules/);
    });
    await page.close();
  });

  it('keeps the editor, its draft and its undo history across a reload', async () => {
    const { page } = await newPage(studio, link(sudoku));
    await withScreenshot(page, 'regular-editor-reload', async () => {
      await page.getByRole('button', { name: 'Editor' }).click();
      await page.locator('#size-fields input').fill('4');
      await page.getByRole('button', { name: 'New blank grid' }).click();
      await clickCell(page, 0, 0);
      await page.keyboard.press('3');
      await clickCell(page, 1, 1);
      await page.keyboard.press('4');
      await page.reload();
      await page.waitForSelector('body[data-ready=true]');
      assert.equal(await page.textContent('#title'), 'Sudoku editor');
      assert.equal(await page.locator('svg.board text.value.given').count(), 2);
      await page.getByRole('button', { name: 'Undo', exact: true }).click();
      assert.equal(await page.locator('svg.board text.value.given').count(), 1, 'undo works after the reload');
      // Back to play and into the editor again: the played puzzle comes in as one more step, so Undo finds the draft.
      await page.getByRole('button', { name: 'Play this puzzle' }).click();
      await page.evaluate((address) => (location.hash = address), link(sudoku));
      await page.waitForFunction(() => document.querySelectorAll('svg.board text.value.given').length === 4);
      await page.getByRole('button', { name: 'Editor' }).click();
      assert.equal(await page.locator('svg.board text.value.given').count(), 4);
      await page.getByRole('button', { name: 'Undo', exact: true }).click();
      assert.equal(await page.locator('svg.board text.value.given').count(), 1, 'the draft is one undo away');
    });
    await page.close();
  });

  it('shows try mode until Fix or Delete, draws tried moves apart, and stops undo at the try point', async () => {
    const { page } = await newPage(studio, link(sudoku));
    await withScreenshot(page, 'regular-try', async () => {
      await page.getByRole('button', { name: 'Clear' }).click();
      await clickCell(page, 0, 0);
      await page.keyboard.press('2');
      await page.getByRole('button', { name: 'Try' }).click();
      assert.ok(await page.locator('#trial').isVisible(), 'try mode is shown');
      await clickCell(page, 0, 2);
      await page.keyboard.press('4');
      await clickCell(page, 0, 3);
      await page.keyboard.press('3');
      assert.equal(await page.locator('svg.board text.value.trial').count(), 2, 'tried values are drawn apart');
      assert.equal(await page.locator('svg.board text.value.entered:not(.trial)').count(), 1);
      await page.getByRole('button', { name: 'Undo', exact: true }).click();
      await page.getByRole('button', { name: 'Undo', exact: true }).click();
      assert.ok(await page.getByRole('button', { name: 'Undo', exact: true }).isDisabled(), 'undo stops at the try point');
      await page.keyboard.press('Control+z');
      assert.equal(await page.locator('svg.board text.value.entered').count(), 1, 'the move before Try stays');
      assert.ok(await page.locator('#trial').isVisible(), 'still in try mode');
      await clickCell(page, 1, 0);
      await page.keyboard.press('4');
      await page.getByRole('button', { name: 'Fix' }).click();
      assert.ok(await page.locator('#trial').isHidden());
      assert.equal(await page.locator('svg.board text.value.trial').count(), 0);
      assert.equal(await page.locator('svg.board text.value.entered').count(), 2);
    });
    await page.close();
  });

  it('keeps the genre menu on the board\'s genre when New game is closed, and lets old messages go', async () => {
    const { page } = await newPage(studio, link(sudoku));
    await withScreenshot(page, 'regular-menu-status', async () => {
      await page.selectOption('#genre', 'kurodoko');
      await page.locator('#new-dialog').getByRole('button', { name: 'Close' }).click();
      await page.waitForFunction(() => (document.getElementById('genre') as HTMLSelectElement).value === 'sudoku', undefined, { timeout: 2000 });
      // A refused move, then a good one: the refusal goes.
      await clickCell(page, 0, 1);
      await page.keyboard.press('2');
      await statusMatching(page, /Not allowed/);
      await clickCell(page, 0, 0);
      await page.keyboard.press('2');
      assert.equal(await page.textContent('#status'), '');
      // A hint's words stay until the next move.
      await page.getByRole('button', { name: 'Hint' }).click();
      await statusMatching(page, /^Hint:/);
      await clickCell(page, 3, 3);
      await page.keyboard.press('4');
      assert.equal(await page.textContent('#status'), '');
      await page.getByRole('button', { name: 'Hint' }).click();
      await statusMatching(page, /^Hint:/);
      await page.getByRole('button', { name: 'Editor' }).click();
      assert.doesNotMatch((await page.textContent('#status')) ?? '', /Hint/);
    });
    await page.close();
  });
});

export { cellCentre, dragCells };
