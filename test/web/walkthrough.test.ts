// The studio's walkthrough: the whole solving path played on the board, forward and back, to the answer (a Sudoku
// and a Slitherlink), and the player's own board back on Close.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { parsePuzzle, solve } from '../../src/index.js';
import type { Studio } from './browser.js';
import { clickCell, missingChromium, newPage, openStudio, withScreenshot } from './browser.js';

const link = (url: string) => `#puzzle=${encodeURIComponent(url)}`;

describe('studio: walkthrough', { skip: missingChromium }, () => {
  let studio: Studio;
  before(async () => {
    studio = await openStudio();
  });
  after(async () => {
    await studio?.close();
  });

  it('plays a Sudoku step by step to the answer, back to the clues, and closes on the player board', async () => {
    const { page, errors } = await newPage(studio, link('https://puzz.link/p?sudoku/4/4/g1k23k3g'));
    await withScreenshot(page, 'walkthrough-sudoku', async () => {
      await clickCell(page, 0, 0);
      await page.keyboard.press('2');
      await page.getByRole('button', { name: 'Walkthrough' }).click();
      await page.waitForSelector('#walkthrough-panel:not([hidden])');
      assert.match((await page.textContent('#walkthrough-text')) ?? '', /^The clues\. 12 steps/);
      const entered = () => page.locator('svg.board text.value.entered').count();
      assert.equal(await entered(), 0, 'the walkthrough starts from the clues, not from the player board');
      for (let step = 1; step <= 12; step++) {
        await page.getByRole('button', { name: 'Next' }).click();
        assert.match((await page.textContent('#walkthrough-text')) ?? '', new RegExp(`^Step ${step} of 12: r\\dc\\d is \\d: the rules leave only this possibility, because of `));
        assert.equal(await entered(), step);
        assert.ok((await page.locator('svg.board .outline.hinted').count()) === 1, 'the step cell is outlined');
      }
      assert.match((await page.textContent('#walkthrough-text')) ?? '', /That is the answer\.$/);
      assert.equal(await page.getByRole('button', { name: 'Next' }).isDisabled(), true);
      const digits = await page.locator('svg.board text.value').allTextContents();
      assert.deepEqual(digits.join(''), '2143431234211234');
      await page.getByRole('button', { name: 'Back' }).click();
      assert.equal(await entered(), 11);
      await page.getByRole('button', { name: 'First' }).click();
      assert.equal(await entered(), 0);
      await page.getByRole('button', { name: 'Last' }).click();
      assert.equal(await entered(), 12);
      await page.getByRole('button', { name: 'Close' }).click();
      assert.equal(await page.isHidden('#walkthrough-panel'), true);
      assert.equal(await entered(), 1, 'the player board is back');
      // A move on the board during a walkthrough ends it and lands on the player's board.
      await page.getByRole('button', { name: 'Walkthrough' }).click();
      await page.waitForSelector('#walkthrough-panel:not([hidden])');
      await page.getByRole('button', { name: 'Last' }).click();
      await clickCell(page, 0, 3);
      await page.keyboard.press('3');
      assert.equal(await page.isHidden('#walkthrough-panel'), true);
      assert.equal(await entered(), 2, 'the move went to the player board');
      assert.deepEqual(errors, []);
    });
    await page.close();
  });

  it('plays a Slitherlink to its loop', async () => {
    const url = 'https://puzz.link/p?slither/5/5/cbcbcddad';
    const loaded = parsePuzzle(url);
    const solved = await solve(loaded);
    const answer = loaded.genre.answerToJson(solved.answer) as { horizontal: number[][]; vertical: number[][] };
    const loopLength = [...answer.horizontal.flat(), ...answer.vertical.flat()].filter((line) => line === 1).length;
    const { page, errors } = await newPage(studio, link(url));
    await withScreenshot(page, 'walkthrough-slitherlink', async () => {
      await page.getByRole('button', { name: 'Walkthrough' }).click();
      await page.waitForSelector('#walkthrough-panel:not([hidden])');
      const total = Number(/(\d+) steps/.exec((await page.textContent('#walkthrough-text')) ?? '')?.[1]);
      assert.ok(total > 20, `${total} steps`);
      for (let step = 1; step <= total; step++) await page.getByRole('button', { name: 'Next' }).click();
      const words = (await page.textContent('#walkthrough-text')) ?? '';
      assert.match(words, new RegExp(`^Step ${total} of ${total}: `));
      assert.match(words, /That is the answer\./);
      assert.equal(await page.locator('svg.board .loop-line.entered').count(), loopLength);
      await page.getByRole('button', { name: 'First' }).click();
      assert.equal(await page.locator('svg.board .loop-line.entered').count(), 0);
      assert.deepEqual(errors, []);
    });
    await page.close();
  });
});
