// What puzz.link players met in the studio's input and looks (issue 23): numbers by tap and pad in every number editor
// on a phone, room and country borders drawn by mouse and finger, try mode greying lines, a cursor that is no loop
// and hides while the mouse is used, lines under the clues, no crosses from Solve, Yajilin's clue cells, Hitori's
// tinted numbers, the Open dialog's and Save's words; numbers typed over old ones as puz.link types them (Fillomino's,
// an editor's clues).

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import type { Cell } from '../../src/core/geometry.js';
import type { AnyGenre } from '../../src/core/genre.js';
import { countryRoad } from '../../src/genres/countryroad/index.js';
import { fillomino } from '../../src/genres/fillomino/index.js';
import { heyawake } from '../../src/genres/heyawake/index.js';
import { hitori } from '../../src/genres/hitori/index.js';
import { lits } from '../../src/genres/lits/index.js';
import { masyu } from '../../src/genres/masyu/index.js';
import { numberlink } from '../../src/genres/numberlink/index.js';
import { nurikabe } from '../../src/genres/nurikabe/index.js';
import { slant } from '../../src/genres/slant/index.js';
import { slitherlink } from '../../src/genres/slitherlink/index.js';
import { testDataOf } from '../../src/genres/test-data.js';
import { yajilin } from '../../src/genres/yajilin/index.js';
import type { Studio } from './browser.js';
import { cellCentre, clickCell, missingChromium, newPage, openStudio, pointOnPage, statusMatching, traceOnPage, withScreenshot } from './browser.js';

const link = (genre: AnyGenre) => `#genre=${genre.id}&puzzle=${encodeURIComponent(testDataOf(genre).studio!.puzzle)}`;
const editor = (genre: AnyGenre) => `#genre=${genre.id}&screen=editor`;

/** Drags the mouse along lattice points. */
async function trace(page: Page, points: readonly Cell[]): Promise<void> {
  const [first, ...rest] = points;
  const start = await pointOnPage(page, first!);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (const point of rest) {
    const at = await pointOnPage(page, point);
    await page.mouse.move(at.x, at.y, { steps: 4 });
  }
  await page.mouse.up();
}

async function tapCell(page: Page, row: number, column: number): Promise<void> {
  const point = await cellCentre(page, row, column);
  await page.touchscreen.tap(point.x, point.y);
}

async function cellTexts(page: Page): Promise<string[]> {
  return page.locator('svg.board text.value').allTextContents();
}

describe('studio input and looks (issue 23)', { skip: missingChromium }, () => {
  let studio: Studio;
  before(async () => {
    studio = await openStudio();
  });
  after(async () => {
    await studio?.close();
  });

  it('every number editor takes numbers by tap (stepping as puzz.link) and by the pad, on a phone', async () => {
    // Room genres start as one room, where a number typed anywhere is the room's one number (shown in its top cell).
    const cases: { genre: AnyGenre; mode?: string; steps: [string, string]; padKey: string; oneRoom?: true }[] = [
      { genre: slitherlink, steps: ['?', '0'], padKey: '3' },
      { genre: nurikabe, steps: ['?', '1'], padKey: '3' },
      { genre: hitori, steps: ['?', '1'], padKey: '3' },
      { genre: numberlink, steps: ['?', '1'], padKey: '3' },
      { genre: heyawake, mode: 'Numbers (n)', steps: ['?', '0'], padKey: '1', oneRoom: true },
      { genre: countryRoad, mode: 'Numbers (n)', steps: ['?', '1'], padKey: '1', oneRoom: true },
    ];
    for (const { genre, mode, steps, padKey, oneRoom } of cases) {
      const { page, errors } = await newPage(studio, editor(genre));
      await page.setViewportSize({ width: 390, height: 760 });
      await withScreenshot(page, `phone-numbers-${genre.id}`, async () => {
        await page.getByRole('button', { name: 'New blank grid' }).click();
        if (mode) await page.getByRole('button', { name: mode }).click();
        assert.deepEqual(await cellTexts(page), [], genre.id);
        // The first tap selects the cell, each further one steps its number: empty, ?, the smallest, ...
        await tapCell(page, 1, 1);
        await tapCell(page, 1, 1);
        assert.deepEqual(await cellTexts(page), [steps[0]], `${genre.id}: a second tap`);
        await tapCell(page, 1, 1);
        assert.deepEqual(await cellTexts(page), [steps[1]], `${genre.id}: a third tap`);
        // The pad types into the selected cell.
        await tapCell(page, 3, 2);
        await page.getByRole('button', { name: `Type ${padKey}` }).tap();
        assert.deepEqual((await cellTexts(page)).sort(), (oneRoom ? [padKey] : [steps[1], padKey]).sort(), `${genre.id}: the pad`);
        await page.getByRole('button', { name: 'Erase' }).tap();
        assert.deepEqual(await cellTexts(page), oneRoom ? [] : [steps[1]], `${genre.id}: erased`);
        assert.deepEqual(errors, []);
      });
      await page.close();
    }
  });

  it("Slant's editor puts a number on the corner tapped or clicked", async () => {
    const { page } = await newPage(studio, editor(slant));
    await page.setViewportSize({ width: 390, height: 760 });
    await withScreenshot(page, 'slant-corners', async () => {
      await page.getByRole('button', { name: 'New blank grid' }).click();
      const a = await cellCentre(page, 1, 1);
      const b = await cellCentre(page, 2, 2);
      // The corner between r2c2, r2c3, r3c2 and r3c3, by touch: ?, then 0.
      const corner = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
      await page.touchscreen.tap(corner.x, corner.y);
      assert.deepEqual(await page.locator('svg.board text.point-text').allTextContents(), ['?']);
      await page.touchscreen.tap(corner.x, corner.y);
      assert.deepEqual(await page.locator('svg.board text.point-text').allTextContents(), ['0']);
      // The other button steps back.
      await page.mouse.click(corner.x, corner.y, { button: 'right' });
      assert.deepEqual(await page.locator('svg.board text.point-text').allTextContents(), ['?']);
    });
    await page.close();
  });

  it('room editors start from one room and draw borders along the cells\' sides by mouse and by finger', async () => {
    for (const genre of [countryRoad, lits]) {
      const { page, errors } = await newPage(studio, editor(genre));
      await withScreenshot(page, `${genre.id}-borders`, async () => {
        await page.getByRole('button', { name: 'New blank grid' }).click();
        const borders = () => page.locator('svg.board line.border').count();
        assert.equal(await borders(), 0, 'one room');
        // Under the first three cells of the top row: drawn although it closes nothing off yet.
        await traceOnPage(page, [0, 1, 2, 3].map((column) => ({ row: 1, column })), 'mouse');
        assert.equal(await borders(), 3);
        // Up to the frame by a finger: the three cells are a room of their own.
        await traceOnPage(page, [{ row: 1, column: 3 }, { row: 0, column: 3 }], 'touch');
        assert.equal(await borders(), 4);
        // A drag that starts on a border erases; a click on a side turns it over.
        await traceOnPage(page, [{ row: 1, column: 0 }, { row: 1, column: 1 }], 'mouse');
        assert.equal(await borders(), 3);
        const side = await pointOnPage(page, { row: 1, column: 0.5 });
        await page.mouse.click(side.x, side.y);
        assert.equal(await borders(), 4);
        // The borders are the puzzle's: a reload keeps them.
        await page.reload();
        await page.waitForSelector('body[data-ready=true]');
        assert.equal(await borders(), 4);
        assert.deepEqual(errors, []);
      });
      await page.close();
    }
  });

  it('try mode greys new lines and crosses, on edges and through cells', async () => {
    for (const genre of [slitherlink, masyu]) {
      const { page } = await newPage(studio, link(genre));
      await withScreenshot(page, `trial-lines-${genre.id}`, async () => {
        await page.getByRole('button', { name: 'Clear' }).click();
        await trace(page, [{ row: 0, column: 0 }, { row: 0, column: 1 }]);
        await page.getByRole('button', { name: 'Try' }).click();
        assert.equal(await page.locator('svg.board .loop-line.trial').count(), 0, `${genre.id}: nothing tried yet`);
        await trace(page, [{ row: 1, column: 0 }, { row: 1, column: 1 }, { row: 2, column: 1 }]);
        assert.equal(await page.locator('svg.board .loop-line.trial').count(), 2, `${genre.id}: two tried lines`);
        assert.equal(await page.locator('svg.board .loop-line:not(.trial)').count(), 1, `${genre.id}: the line from before Try keeps its colour`);
        const colours = await page.locator('svg.board .loop-line').evaluateAll((lines) => lines.map((line) => getComputedStyle(line).stroke));
        assert.equal(new Set(colours).size, 2);
        await page.getByRole('button', { name: 'Fix' }).click();
        assert.equal(await page.locator('svg.board .loop-line.trial').count(), 0, `${genre.id}: Fix keeps them in the usual colour`);
      });
      await page.close();
    }
  });

  it('the cursor is corner brackets in a colour of its own, hidden while the mouse is used', async () => {
    const { page } = await newPage(studio, link(slitherlink));
    await withScreenshot(page, 'cursor', async () => {
      await page.getByRole('button', { name: 'Clear' }).click();
      await trace(page, [{ row: 0, column: 0 }, { row: 0, column: 1 }, { row: 1, column: 1 }]);
      const cursor = page.locator('svg.board .cursor');
      assert.equal(await cursor.evaluate((element) => element.tagName), 'path');
      const stroke = await cursor.evaluate((element) => getComputedStyle(element).stroke);
      const lineStroke = await page.locator('svg.board .loop-line').first().evaluate((element) => getComputedStyle(element).stroke);
      assert.notEqual(stroke, lineStroke);
      assert.equal(await cursor.evaluate((element) => getComputedStyle(element).opacity), '0', 'hidden after a drag with the mouse');
      await page.keyboard.press('ArrowRight');
      assert.equal(await cursor.evaluate((element) => getComputedStyle(element).opacity), '1', 'shown for the keys');
    });
    await page.close();
  });

  it('lines pass under the clues, Solve draws no crosses, and Yajilin clue cells stand out', async () => {
    const { page } = await newPage(studio, link(numberlink));
    await withScreenshot(page, 'lines-under-clues', async () => {
      await page.getByRole('button', { name: 'Clear' }).click();
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await statusMatching(page, /Unique solution/);
      assert.ok((await page.locator('svg.board .loop-line').count()) > 0);
      assert.equal(await page.locator('svg.board .line-cross').count(), 0, 'no crosses on unused lines');
      const order = await page.evaluate(() => {
        const line = document.querySelector('svg.board .loop-line')!;
        const clue = document.querySelector('svg.board text.value.given')!;
        return line.compareDocumentPosition(clue) & Node.DOCUMENT_POSITION_FOLLOWING;
      });
      assert.ok(order, 'clue digits are drawn after (over) the lines');
    });
    await page.close();
    const yajilinPage = (await newPage(studio, link(yajilin))).page;
    await withScreenshot(yajilinPage, 'yajilin-blocks', async () => {
      const fills = await yajilinPage.locator('svg.board rect.cell.block').evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell).fill));
      assert.ok(fills.length > 0);
      for (const fill of fills) {
        const [red, green, blue] = fill.match(/\d+/g)!.map(Number);
        assert.ok((red! + green! + blue!) / 3 < 215, `a clue cell is clearly grey, not ${fill}`);
      }
    });
    await yajilinPage.close();
  });

  it("Hitori's surely-unshaded numbers are tinted, not dotted over their digit", async () => {
    const { page } = await newPage(studio, link(hitori));
    await withScreenshot(page, 'hitori-tint', async () => {
      await page.getByRole('button', { name: 'Clear' }).click();
      await clickCell(page, 0, 0, 'right');
      assert.equal(await page.locator('svg.board circle.dot').count(), 0);
      const cell = page.locator('svg.board rect.cell[data-row="0"][data-column="0"]');
      assert.match((await cell.getAttribute('class')) ?? '', /\bsurely\b/);
      assert.notEqual(await cell.evaluate((element) => getComputedStyle(element).fill), 'rgb(255, 255, 255)');
    });
    await page.close();
  });

  it('the Open dialog and Save speak of the studio, not the command line', async () => {
    const { page } = await newPage(studio, link(heyawake));
    await withScreenshot(page, 'open-save-words', async () => {
      await page.getByRole('button', { name: 'Open…' }).click();
      await page.fill('#open-text', 'nothing any genre reads');
      await page.getByRole('button', { name: 'Open', exact: true }).click();
      const undetected = (await page.textContent('#open-error')) ?? '';
      assert.match(undetected, /Genre list/);
      assert.doesNotMatch(undetected, /--genre|say which genre/);
      await page.selectOption('#open-genre', heyawake.id);
      await page.getByRole('button', { name: 'Open', exact: true }).click();
      const wrongFormat = (await page.textContent('#open-error')) ?? '';
      assert.match(wrongFormat, /Heyawake/);
      assert.doesNotMatch(wrongFormat, /pencilsat genres/);
      await page.getByRole('button', { name: 'Close' }).click();
      await page.getByRole('button', { name: 'Editor' }).click();
      const names = new Set<string>();
      for (const format of await page.locator('#save-format option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))) {
        await page.selectOption('#save-format', format);
        const download = page.waitForEvent('download');
        await page.getByRole('button', { name: 'Save file' }).click();
        names.add((await download).suggestedFilename());
      }
      assert.equal(names.size, 2, [...names].join(' '));
    });
    await page.close();
  });

  it('a drag redraws only what it draws while it goes on, not the whole board', async () => {
    const { page } = await newPage(studio, link(numberlink));
    await withScreenshot(page, 'drag-redraw', async () => {
      const cell = await page.$('svg.board rect.cell[data-row="2"][data-column="2"]');
      const start = await pointOnPage(page, { row: 0, column: 0 });
      await page.mouse.move(start.x, start.y);
      await page.mouse.down();
      for (const column of [1, 2, 3]) {
        const at = await pointOnPage(page, { row: 0, column });
        await page.mouse.move(at.x, at.y, { steps: 2 });
      }
      assert.equal(await page.locator('svg.board .preview').count(), 1, 'the drag shows its way');
      assert.ok(await cell!.evaluate((element) => element.isConnected), 'the cells drawn before the drag are still the ones shown');
      await page.mouse.up();
      assert.equal(await page.locator('svg.board .preview').count(), 0);
    });
    await page.close();
  });

  it('the generator offers the sizes the embedded solver makes, and says a failure in the dialog with its genre', async () => {
    const { page } = await newPage(studio, link(slitherlink));
    await withScreenshot(page, 'generator-sizes', async () => {
      await page.getByRole('button', { name: 'New game…' }).click();
      const limit = slitherlink.generator!.embeddedMaximumSize!;
      assert.ok(limit.rows < slitherlink.generator!.maximumSize.rows);
      assert.equal(await page.getAttribute('#generator-fields [data-field="rows"]', 'max'), String(limit.rows));
      assert.equal(await page.getAttribute('#generator-fields [data-field="columns"]', 'max'), String(limit.columns));
      // Typed past the limit anyway: the dialog comes back with the reason, naming the genre and the size.
      const past = limit.rows + 1;
      await page.locator('#generator-fields [data-field="rows"]').fill(String(past));
      await page.locator('#generator-fields [data-field="columns"]').fill(String(past));
      await page.getByRole('button', { name: 'Generate' }).click();
      await page.waitForFunction(() => (document.getElementById('generator-error')?.textContent ?? '') !== '');
      assert.ok(await page.locator('#new-dialog').isVisible(), 'the failure is said in the dialog');
      assert.match((await page.textContent('#generator-error')) ?? '', new RegExp(`^No Slitherlink of ${past}×${past} could be made: .*${limit.columns}×${limit.rows}`));
      assert.doesNotMatch((await page.textContent('#status')) ?? '', /generate|could be made/i);
    });
    await page.close();
  });

  it('generates a 20×20 Slitherlink, the largest the dialog offers, with no memory ceiling in the worker', async () => {
    const { page, errors } = await newPage(studio, link(slitherlink));
    await withScreenshot(page, 'generator-largest', async () => {
      await page.getByRole('button', { name: 'New game…' }).click();
      const limit = slitherlink.generator!.embeddedMaximumSize!;
      await page.locator('#generator-fields [data-field="rows"]').fill(String(limit.rows));
      await page.locator('#generator-fields [data-field="columns"]').fill(String(limit.columns));
      await page.selectOption('#generator-fields [data-field="difficulty"]', 'easy');
      await page.getByRole('button', { name: 'Generate' }).click();
      await statusMatching(page, /freshly generated Slitherlink/, 120_000);
      assert.equal(await page.locator('svg.board rect.cell').count(), limit.rows * limit.columns);
      assert.deepEqual(errors, []);
    });
    await page.close();
  });

  it('as on puzz.link, a click on an edge crosses it out and lines come from dragging (or Shift and an arrow)', async () => {
    const { page } = await newPage(studio, link(slitherlink));
    await withScreenshot(page, 'click-crosses', async () => {
      await page.getByRole('button', { name: 'Clear' }).click();
      const [from, to] = [await pointOnPage(page, { row: 0, column: 0 }), await pointOnPage(page, { row: 0, column: 1 })];
      await page.mouse.click((from.x + to.x) / 2, (from.y + to.y) / 2);
      assert.equal(await page.locator('svg.board .line-cross').count(), 1);
      assert.equal(await page.locator('svg.board .loop-line').count(), 0);
      await page.mouse.click((from.x + to.x) / 2, (from.y + to.y) / 2);
      assert.equal(await page.locator('svg.board .line-cross').count(), 0, 'a second click clears the cross');
      await trace(page, [{ row: 1, column: 0 }, { row: 1, column: 1 }]);
      assert.equal(await page.locator('svg.board .loop-line').count(), 1);
      await page.keyboard.press('Shift+ArrowLeft');
      assert.equal(await page.locator('svg.board .loop-line').count(), 2, 'Shift and an arrow draw a line');
    });
    await page.close();
  });

  it("Slitherlink's cells take the two colours of the loop's sides, by click and by tap", async () => {
    const { page } = await newPage(studio, link(slitherlink));
    await withScreenshot(page, 'slitherlink-colours', async () => {
      await page.getByRole('button', { name: 'Clear' }).click();
      const cell = page.locator('svg.board rect.cell[data-row="1"][data-column="1"]');
      const fill = () => cell.evaluate((element) => getComputedStyle(element).fill);
      const blank = await fill();
      await clickCell(page, 1, 1);
      assert.match((await cell.getAttribute('class')) ?? '', /\binside\b/);
      const inside = await fill();
      await tapCell(page, 1, 1);
      assert.match((await cell.getAttribute('class')) ?? '', /\boutside\b/);
      assert.equal(new Set([blank, inside, await fill()]).size, 3, 'two colours, both unlike a blank cell');
      await clickCell(page, 1, 1);
      assert.doesNotMatch((await cell.getAttribute('class')) ?? '', /inside|outside/);
    });
    await page.close();
  });

  it('a digit typed over a number starts a new one, and digits typed one after another make one number (Fillomino)', async () => {
    const { page, errors } = await newPage(studio, link(fillomino));
    await withScreenshot(page, 'fillomino-typing', async () => {
      const givens = await cellTexts(page);
      const showing = async (...typed: string[]) => assert.deepEqual((await cellTexts(page)).sort(), [...givens, ...typed].sort());
      // r1c1 and r1c2 are open; a 6×6 takes numbers up to 36.
      await clickCell(page, 0, 0);
      await page.keyboard.press('1');
      await page.keyboard.press('2');
      await showing('12');
      await clickCell(page, 0, 1);
      await page.keyboard.press('3');
      await clickCell(page, 0, 0);
      await clickCell(page, 0, 1);
      await page.keyboard.press('1');
      await showing('12', '1');
      // By finger and the pad, the same.
      await tapCell(page, 0, 0);
      await tapCell(page, 0, 1);
      await page.locator('#pad').getByRole('button', { name: 'Type 3', exact: true }).tap();
      await showing('12', '3');
      assert.deepEqual(errors, []);
    });
    await page.close();
  });

  it('a digit typed over a clue in an editor starts a new one, and digits typed one after another make one clue (Nurikabe)', async () => {
    const { page, errors } = await newPage(studio, editor(nurikabe));
    await withScreenshot(page, 'nurikabe-editor-typing', async () => {
      await page.getByRole('button', { name: 'New blank grid' }).click();
      // A blank 10×10 grid takes islands of up to 100 cells.
      const showing = async (...typed: string[]) => assert.deepEqual((await cellTexts(page)).sort(), typed.sort());
      await clickCell(page, 1, 1);
      await page.keyboard.press('1');
      await page.keyboard.press('2');
      await showing('12');
      await clickCell(page, 2, 2);
      await page.keyboard.press('1');
      await showing('12', '1');
      // Away and back with the arrow keys: the 4 typed now replaces the 1 (it made 14 before).
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('4');
      await showing('12', '4');
      // Away and back by clicks: the 3 replaces the 4.
      await clickCell(page, 1, 1);
      await clickCell(page, 2, 2);
      await page.keyboard.press('3');
      await showing('12', '3');
      assert.deepEqual(errors, []);
    });
    await page.close();
  });
});

