// Nurikabe in the studio, in a real browser, played with the mouse alone: a 10×10 from outside the project is shaded
// by dragging along the runs of its wall and clicking single cells, a few cells are dotted with the right button,
// a wrong drag is painted back, and the studio says it is solved; Check on an unfinished board points at a 2×2 block.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { nurikabe } from '../../src/genres/nurikabe/index.js';
import { shadedRuns } from '../../src/genres/nurikabe/test-data.js';
import { genres, parsePuzzle, solve } from '../../src/index.js';
import type { Studio } from './browser.js';
import { clickCell, dragCells, missingChromium, newPage, openStudio, statusMatching, withScreenshot } from './browser.js';

const registered = genres.includes(nurikabe) ? nurikabe : undefined;
const skip = missingChromium || (!registered && `${nurikabe.id} is not registered`);
/** A puzzle renderer's URL test ("Nurikabe 3"; test/fixtures/nurikabe-puzzlink.jsonl). */
const example = 'https://puzz.link/p?nurikabe/10/10/zh3j5t3g3hat3g3h9zr';

describe('studio: nurikabe by mouse', { skip }, () => {
  let studio: Studio;
  before(async () => {
    studio = await openStudio();
  });
  after(async () => {
    await studio?.close();
  });

  it('is solved by dragging along the shaded runs and clicking single cells', async () => {
    const result = await solve(parsePuzzle(example));
    assert.equal(result.status, 'unique');
    const answer = result.answer as boolean[][];
    const { page, errors } = await newPage(studio, `#genre=${nurikabe.id}&puzzle=${encodeURIComponent(example)}`);
    await withScreenshot(page, 'nurikabe-mouse', async () => {
      assert.equal(await page.textContent('#title'), nurikabe.name);
      await page.getByRole('button', { name: 'Clear' }).click();
      // A drag paints every cell it crosses as a press paints its first: shaded, then dotted, then open again.
      await dragCells(page, [[0, 0], [0, 1], [0, 2]]);
      assert.equal(await page.locator('svg.board rect.cell.shaded').count(), 3);
      await dragCells(page, [[0, 0], [0, 1], [0, 2]]);
      assert.equal(await page.locator('svg.board circle.dot').count(), 3);
      await dragCells(page, [[0, 0], [0, 1], [0, 2]]);
      assert.equal(await page.locator('svg.board rect.cell.shaded').count(), 0);
      assert.equal(await page.locator('svg.board circle.dot').count(), 0);
      // Dots with the right button on the first two cells of the second row that stay unshaded.
      const open = answer[1]!.flatMap((isShaded, column) => (isShaded ? [] : [column])).slice(0, 2);
      for (const column of open) await clickCell(page, 1, column, 'right');
      assert.equal(await page.locator('svg.board circle.dot').count(), 2);
      let drags = 0;
      for (const run of shadedRuns(answer)) {
        if (run.length === 1) await clickCell(page, run[0]!.row, run[0]!.column);
        else {
          await dragCells(page, run.map((cell) => [cell.row, cell.column] as [number, number]));
          drags++;
        }
      }
      assert.ok(drags > 5, 'most of the wall is dragged');
      await statusMatching(page, /Solved!/);
      assert.deepEqual(errors, []);
    });
    await page.close();
  });

  it('shows a shaded 2×2 block on Check', async () => {
    const { page } = await newPage(studio, `#genre=${nurikabe.id}&puzzle=${encodeURIComponent(example)}`);
    await withScreenshot(page, 'nurikabe-check', async () => {
      await page.getByRole('button', { name: 'Clear' }).click();
      await dragCells(page, [[0, 0], [0, 1]]);
      await dragCells(page, [[1, 0], [1, 1]]);
      await page.getByRole('button', { name: 'Check' }).click();
      await statusMatching(page, /Not solved/);
      assert.ok((await page.locator('svg.board .outline.error').count()) >= 1);
    });
    await page.close();
  });
});
