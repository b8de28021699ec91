// Star Battle in the studio, in a real browser: a puzzle opened from a link and solved by mouse. Dots are painted by
// dragging with the right button along the rows that hold no star yet, then every star is clicked; the board draws
// the stars as stars, and the studio says solved.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { starBattle } from '../../src/genres/starbattle/index.js';
import { genres, parsePuzzle, solve } from '../../src/index.js';
import type { Studio } from './browser.js';
import { cellCentre, clickCell, missingChromium, newPage, openStudio, statusMatching, withScreenshot } from './browser.js';

const skip = missingChromium || (!genres.includes(starBattle) && `${starBattle.id} is not registered`);
// semiexp/cspuz_rs's test puzzle (test/fixtures/starbattle-puzzlink.jsonl).
const example = 'https://puzz.link/p?starbattle/6/6/1/2u9gn9c9jpmk';

describe('studio: starbattle', { skip }, () => {
  let studio: Studio;
  before(async () => {
    studio = await openStudio();
  });
  after(async () => {
    await studio?.close();
  });

  it('is solved by mouse: dots painted by right-dragging, stars by clicks', async () => {
    const { page, errors } = await newPage(studio, `#puzzle=${encodeURIComponent(example)}`);
    await withScreenshot(page, 'starbattle-mouse', async () => {
      const answer = (await solve(parsePuzzle(example))).answer as boolean[][];
      // A right-button drag along the first row paints a dot on each of its cells.
      const from = await cellCentre(page, 0, 0);
      const to = await cellCentre(page, 0, 5);
      await page.mouse.move(from.x, from.y);
      await page.mouse.down({ button: 'right' });
      await page.mouse.move(to.x, to.y, { steps: 12 });
      await page.mouse.up({ button: 'right' });
      assert.equal(await page.locator('svg.board .dot').count(), 6, 'six dots painted');
      // A click on a dotted cell empties it and a second one places a star; the other stars take one click each.
      for (const [row, line] of answer.entries()) {
        const column = line.indexOf(true);
        await clickCell(page, row, column);
        if (row === 0) await clickCell(page, row, column);
      }
      assert.equal(await page.locator('svg.board text.value', { hasText: '★' }).count(), 6, 'six stars drawn as stars');
      await statusMatching(page, /Solved!/);
    });
    assert.deepEqual(errors, []);
  });
});
