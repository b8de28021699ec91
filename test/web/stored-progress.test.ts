// Stored progress read back by the studio: a Masyu with a black pearl keeps its progress over a reload, and progress
// that does not fit its puzzle (every Slant cell -1, markup where a value goes, a 700x700 grid for a 4x4 puzzle) is
// dropped with the page's message instead of restored.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import type { Studio } from './browser.js';
import { dragCells, hasChromium, newPage, openStudio, withScreenshot } from './browser.js';
import { parsePuzzle } from '../../src/index.js';

const masyu = 'https://puzz.link/p?mashu/6/6/1063000i3000';
const slant = 'https://puzz.link/p?gokigen/4/4/iaegcgcj6a';
const linkTo = (url: string) => `#puzzle=${encodeURIComponent(url)}`;
const discarded = /progress on this puzzle .* could not be read and was discarded/;

/** The stored progress of the genre's puzzle, as the page keeps it: its key and its value. */
async function storedProgress(page: Page, genre: string): Promise<{ key: string; value: string } | undefined> {
  return page.evaluate((prefix) => {
    for (let index = 0; index < localStorage.length; index++) {
      const key = localStorage.key(index)!;
      if (key.startsWith(prefix)) return { key, value: localStorage.getItem(key)! };
    }
    return undefined;
  }, `pencilsat:progress:${genre}:`);
}

describe('studio: stored progress fits its puzzle', { skip: hasChromium ? false : 'Chromium is not installed' }, () => {
  let studio: Studio;
  before(async () => {
    studio = await openStudio();
  });
  after(async () => {
    await studio?.close();
  });

  it('keeps a Masyu with a black pearl over a reload', async () => {
    const { page, errors } = await newPage(studio, linkTo(masyu));
    await withScreenshot(page, 'stored-masyu', async () => {
      await dragCells(page, [
        [5, 0],
        [5, 1],
        [5, 2],
      ]);
      await page.waitForFunction(() => Object.keys(localStorage).some((key) => key.startsWith('pencilsat:progress:masyu:')));
      const before = await storedProgress(page, parsePuzzle(masyu).genre.id);
      assert.match(before?.value ?? '', /"line"/, 'the drawn line is stored');
      await page.reload();
      await page.waitForSelector('body[data-ready=true]');
      assert.doesNotMatch((await page.textContent('#alert')) ?? '', /could not be read/);
      assert.equal((await storedProgress(page, parsePuzzle(masyu).genre.id))?.value, before?.value, 'the progress is kept');
      assert.deepEqual(errors, []);
    });
    await page.close();
  });

  for (const [name, bend] of [
    ['every cell -1', (cells: unknown[][]) => cells.map((row) => row.map(() => -1))],
    ['markup in every cell', (cells: unknown[][]) => cells.map((row) => row.map(() => '<img src=x onerror="window.__injected=1">'))],
    ['a 700x700 grid', () => Array.from({ length: 700 }, () => Array.from({ length: 700 }, () => 1))],
  ] as const) {
    it(`drops Slant progress with ${name}, with the page's message`, async () => {
      const { page } = await newPage(studio, linkTo(slant));
      await withScreenshot(page, `stored-slant-${name.replace(/\W+/g, '-')}`, async () => {
        // A move, so that the page stores progress under its own key; then the stored state is bent.
        await page.locator('svg.board rect.cell[data-row="0"][data-column="0"]').click();
        await page.waitForFunction(() => Object.keys(localStorage).some((key) => key.startsWith('pencilsat:progress:slant:')));
        const stored = (await storedProgress(page, parsePuzzle(slant).genre.id))!;
        const progress = JSON.parse(stored.value) as { states: { cells: unknown[][] }[] };
        const bent = { ...progress, states: progress.states.map((state) => ({ ...state, cells: bend(state.cells) })) };
        await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [stored.key, JSON.stringify(bent)]);
        await page.reload();
        await page.waitForSelector('body[data-ready=true]');
        assert.match((await page.textContent('#alert')) ?? '', discarded);
        assert.equal(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected), undefined);
        const after = await storedProgress(page, parsePuzzle(slant).genre.id);
        assert.ok(after === undefined || after.value.length < 10_000, 'the bent progress is not saved back');
      });
      await page.close();
    });
  }
});
