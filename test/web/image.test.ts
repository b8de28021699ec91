// Download image in the studio: the file is the same picture `pencilsat render` writes for the puzzle.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { boardSvg, puzzleView } from '../../src/core/drawing.js';
import { loadPuzzle } from '../../src/core/puzzle.js';
import { genres } from '../../src/genres/index.js';
import type { Studio } from './browser.js';
import { missingChromium, newPage, openStudio, withScreenshot } from './browser.js';

describe('studio: download image', { skip: missingChromium }, () => {
  let studio: Studio;
  before(async () => {
    studio = await openStudio();
  });
  after(async () => {
    await studio?.close();
  });

  for (const url of ['https://puzz.link/p?sudoku/4/4/g1k23k3g', 'https://puzz.link/p?mashu/6/6/1063000i3000']) {
    it(`downloads the SVG that render writes for ${url}`, async () => {
      const { page, errors } = await newPage(studio, `#puzzle=${encodeURIComponent(url)}`);
      await withScreenshot(page, 'download-image', async () => {
        const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download image' }).click()]);
        const path = await download.path();
        const loaded = loadPuzzle(genres, url);
        assert.equal(download.suggestedFilename(), `${loaded.genre.id}.svg`);
        assert.equal(readFileSync(path, 'utf8'), boardSvg(puzzleView(loaded.genre, loaded.puzzle)));
        assert.deepEqual(errors, []);
      });
      await page.close();
    });
  }
});
