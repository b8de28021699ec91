// Akari in a real browser: the puzz.link example opened from a link and solved by mouse (a click puts a light, a
// right click a dot), Check pointing at two lights that see each other, Hint, and the editor's walls.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { parsePuzzle, solve } from '../../index.js';
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

  it('opens from a link, takes the lights by mouse and says solved', async () => {
    const loaded = parsePuzzle(example);
    const answer = akari.answerToJson((await solve(loaded)).answer as boolean[][]) as number[][];
    const { page, errors } = await newPage(studio, `#genre=akari&puzzle=${encodeURIComponent(example)}`);
    await withScreenshot(page, 'akari-solve', async () => {
      assert.equal(await page.textContent('#title'), 'Akari');
      // The walls are drawn dark, the numbered ones with their number.
      assert.equal(await page.locator('svg.board rect.cell.shaded').count(), 4);
      // A dot first, by the right button, where no light goes.
      await clickCell(page, 0, 0, 'right');
      assert.equal(await page.locator('svg.board circle.dot').count(), 1);
      for (const [row, line] of answer.entries()) {
        for (const [column, value] of line.entries()) if (value === 1) await clickCell(page, row, column);
      }
      assert.equal(await page.locator('svg.board circle.circle').count(), 8, 'eight lights');
      await statusMatching(page, /Solved! Every rule holds/);
      assert.deepEqual(errors, []);
    });
    await page.close();
  });

  it('shows two lights that see each other on Check, and gives a hint', async () => {
    const { page } = await newPage(studio, `#genre=akari&puzzle=${encodeURIComponent(example)}`);
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
