// Castle Wall's editor in a real browser, beyond the shared studio suites (test/web/genres.test.ts and the
// play-through draw the loop by mouse and by touch): pzprjs's 5×5 example set up from a blank grid, once by mouse and
// once by touch, with the clue cells' colours by presses, their arrows by drags and their numbers by presses in the
// number mode; the solver then finds its one answer.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import type { Studio } from '../../../test/web/browser.js';
import { cellCentre, clickCell, dragCells, missingChromium, newPage, openStudio, statusMatching, touchDrag, withScreenshot } from '../../../test/web/browser.js';
import { castle } from './index.js';

/** The example's clue cells: presses in the colour mode (1 grey, 2 white, 3 black), the arrow's neighbour, presses for the number. */
const clues = [
  { cell: [0, 3], colour: 3, toward: [0, 2], number: 1 },
  { cell: [0, 4], colour: 1, toward: [1, 4], number: 2 },
  { cell: [3, 1], colour: 2, toward: [2, 1], number: 2 },
  { cell: [3, 3], colour: 3, toward: [2, 3], number: 1 },
] as const;

async function press(page: Page, [row, column]: readonly [number, number], by: 'mouse' | 'touch'): Promise<void> {
  if (by === 'mouse') return clickCell(page, row, column);
  const point = await cellCentre(page, row, column);
  await page.touchscreen.tap(point.x, point.y);
}

describe('studio: castle editor', { skip: missingChromium }, () => {
  let studio: Studio;
  before(async () => {
    studio = await openStudio();
  });
  after(async () => {
    await studio?.close();
  });

  for (const by of ['mouse', 'touch'] as const) {
    it(`sets clue colours, arrows and numbers by ${by}, and the puzzle has one answer`, async () => {
      const { page, errors } = await newPage(studio, `#genre=${castle.id}&puzzle=${encodeURIComponent(castle.examples[0]!)}`);
      await withScreenshot(page, `castle-editor-${by}`, async () => {
        await page.getByRole('button', { name: 'Editor' }).click();
        await page.getByLabel('Width').fill('5');
        await page.getByLabel('Height').fill('5');
        await page.getByRole('button', { name: 'New blank grid' }).click();
        for (const clue of clues) {
          await page.getByRole('button', { name: 'Clue cells and colours' }).click();
          for (let step = 0; step < clue.colour; step++) await press(page, clue.cell, by);
          const path: [number, number][] = [[clue.cell[0], clue.cell[1]], [clue.toward[0], clue.toward[1]]];
          if (by === 'mouse') await dragCells(page, path);
          else await touchDrag(page, path);
          await page.getByRole('button', { name: 'Numbers' }).click();
          for (let step = 0; step < clue.number; step++) await press(page, clue.cell, by);
        }
        const texts = await page.locator('svg.board text.value').allTextContents();
        assert.deepEqual(texts.filter((text) => text !== '').sort(), ['←0', '↑0', '↑1', '↓1']);
        const look = (row: number, column: number) => page.locator(`svg.board rect.cell[data-row="${row}"][data-column="${column}"]`).getAttribute('class');
        assert.deepEqual([await look(0, 3), await look(0, 4), await look(3, 1), await look(3, 3)], ['cell shaded', 'cell block', 'cell inside', 'cell shaded']);
        await page.getByRole('button', { name: 'Solve', exact: true }).click();
        await statusMatching(page, /Unique solution/);
      });
      assert.deepEqual(errors, []);
    });
  }
});
