// Simple Loop's editor in a real browser, beyond the shared studio suites (test/web/genres.test.ts and the
// play-through draw the loop by mouse and by touch): pzprjs's 5×5 example set up from a blank grid, once by mouse
// clicks and once by touch taps on its shaded cells; the solver then finds its one answer.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Studio } from '../../../test/web/browser.js';
import { cellCentre, clickCell, missingChromium, newPage, openStudio, statusMatching, withScreenshot } from '../../../test/web/browser.js';
import { simpleloop } from './index.js';

/** The example's shaded cells (row, column). */
const shaded = [[0, 0], [0, 1], [0, 2], [1, 0], [3, 3]] as const;

describe('studio: simpleloop editor', { skip: missingChromium }, () => {
  let studio: Studio;
  before(async () => {
    studio = await openStudio();
  });
  after(async () => {
    await studio?.close();
  });

  for (const by of ['mouse', 'touch'] as const) {
    it(`shades cells by ${by}, and the puzzle has one answer`, async () => {
      const { page, errors } = await newPage(studio, `#genre=${simpleloop.id}&puzzle=${encodeURIComponent(simpleloop.examples[0]!)}`);
      await withScreenshot(page, `simpleloop-editor-${by}`, async () => {
        await page.getByRole('button', { name: 'Editor' }).click();
        await page.getByLabel('Width').fill('5');
        await page.getByLabel('Height').fill('5');
        await page.getByRole('button', { name: 'New blank grid' }).click();
        for (const [row, column] of shaded) {
          if (by === 'mouse') await clickCell(page, row, column);
          else {
            const point = await cellCentre(page, row, column);
            await page.touchscreen.tap(point.x, point.y);
          }
        }
        const look = (row: number, column: number) => page.locator(`svg.board rect.cell[data-row="${row}"][data-column="${column}"]`).getAttribute('class');
        assert.deepEqual(await Promise.all(shaded.map(([row, column]) => look(row, column))), shaded.map(() => 'cell shaded'));
        assert.equal(await look(2, 2), 'cell');
        await page.getByRole('button', { name: 'Solve', exact: true }).click();
        await statusMatching(page, /Unique solution/);
      });
      assert.deepEqual(errors, []);
    });
  }
});
