// A play-through of each genre judged from outside (issue 23), as a player meets it: a new game from the collection,
// Check on an unfinished board, Try and Delete, Hint, a reload that keeps the progress, the puzzle played to the end
// by mouse and again by touch, Solve, and the editor from scratch on a phone's screen. Issue 24's genres play as
// puz.link's do: Hashi's bridges dragged, Nonogram's rows painted by drags (and its empty rows crossed out), Fillomino's
// numbers typed into selected cells (tapped on the pad by finger) and stepped up by tapping the selected cell.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import type { Gesture } from '../../src/core/play.js';
import { testDataOf } from '../../src/genres/test-data.js';
import { parsePuzzle, solve } from '../../src/index.js';
import type { Studio } from './browser.js';
import { cellCentre, gesturePlayer, missingChromium, newPage, openStudio, statusMatching, touchDrag, traceOnPage, withScreenshot } from './browser.js';
import { playedThrough } from './played-through.js';

/** The board as drawn, less the cursor (which follows the pointer) and the outlines of a hint (gone after a reload). */
async function boardDrawing(page: Page): Promise<string> {
  return page.locator('svg.board').evaluate((board) =>
    [...board.children]
      .filter((part) => !['cursor', 'previews', 'outline', 'line-mark'].some((name) => part.classList.contains(name)))
      .map((part) => part.outerHTML.replace(/ style="[^"]*"/g, ''))
      .join(''),
  );
}

describe('play-through of the genres judged from outside', { skip: missingChromium }, () => {
  let studio: Studio;
  before(async () => {
    studio = await openStudio();
  });
  after(async () => {
    await studio?.close();
  });

  for (const genre of playedThrough) {
    it(`${genre.id}: new game, Check, Try, Hint, reload, to the end by mouse and by touch, Solve, a phone editor`, async () => {
      const studioCase = testDataOf(genre).studio!;
      const loaded = parsePuzzle(studioCase.puzzle, { genre: genre.id });
      const result = await solve(loaded);
      assert.equal(result.status, 'unique');
      const gestures = studioCase.gestures(loaded.puzzle, result.answer);
      const { page, errors } = await newPage(studio, `#genre=${genre.id}&puzzle=${encodeURIComponent(studioCase.puzzle)}`);
      await withScreenshot(page, `playthrough-${genre.id}`, async () => {
        assert.equal(await page.textContent('#title'), genre.name);
        // A new game from the collection, then back to the case by its link.
        await page.getByRole('button', { name: 'New game…' }).click();
        const entries = page.locator('#collection-list button');
        if ((await entries.count()) > 0) {
          await entries.first().click();
          await statusMatching(page, /a new puzzle|restored/);
        } else {
          await page.locator('#new-dialog').getByRole('button', { name: 'Close' }).click();
        }
        // The link again in the running studio (a reload costs more): the app's hashchange listener, added first, has
        // opened it when one added now runs.
        await page.evaluate(
          (hash) =>
            new Promise<void>((resolve) => {
              // The same link (no game from the collection replaced it) is no change: nothing to wait for.
              if (location.hash === hash) return resolve();
              window.addEventListener('hashchange', () => resolve(), { once: true });
              location.hash = hash;
            }),
          `#genre=${genre.id}&puzzle=${encodeURIComponent(studioCase.puzzle)}`,
        );
        assert.equal(await page.textContent('#title'), genre.name);
        await page.getByRole('button', { name: 'Clear' }).click();
        let play = gesturePlayer(page);

        // Check after the first move of the solution (the start of a line, when one line is the whole solution).
        const part = (gesture: Gesture, from: number): Gesture => (gesture.kind === 'trace' ? { ...gesture, points: gesture.points.slice(from, from + 3) } : gesture);
        const [firstMove, secondMove] = gestures.length > 1 ? [gestures[0]!, gestures[1]!] : [part(gestures[0]!, 0), part(gestures[0]!, 2)];
        await play(firstMove, 'mouse');
        await page.getByRole('button', { name: 'Check' }).click();
        await statusMatching(page, /No mistakes so far|nothing is wrong for good/);

        // Try a move, and Delete it.
        const beforeTry = await boardDrawing(page);
        await page.getByRole('button', { name: 'Try' }).click();
        await play(secondMove, 'mouse');
        assert.notEqual(await boardDrawing(page), beforeTry, 'the tried move shows');
        await page.getByRole('button', { name: 'Delete' }).click();
        assert.equal(await boardDrawing(page), beforeTry, 'Delete returns to the state saved by Try');

        // A hint, and the progress kept across a reload.
        await page.getByRole('button', { name: 'Hint' }).click();
        // A hint places a forced move, or names a move that is wrong (the first of a cell's presses may be).
        await statusMatching(page, /Hint:|Nothing more|Everything forced|cannot (all )?hold/);
        const hinted = await boardDrawing(page);
        await page.reload();
        await page.waitForSelector('body[data-ready=true]');
        await statusMatching(page, /restored/);
        assert.equal(await boardDrawing(page), hinted, 'the board comes back as it was');
        play = gesturePlayer(page);

        // To the end by mouse, then by touch.
        for (const by of ['mouse', 'touch'] as const) {
          await page.getByRole('button', { name: 'Clear' }).click();
          for (const gesture of gestures) await play(gesture, by);
          await statusMatching(page, /Solved! Every rule holds/);
        }
        await page.getByRole('button', { name: 'Check' }).click();
        await statusMatching(page, /Solved! Every rule holds/);
        await page.getByRole('button', { name: 'Clear' }).click();
        await page.getByRole('button', { name: 'Solve', exact: true }).click();
        await statusMatching(page, /Unique solution/);

        // The editor from scratch on a phone: a blank grid, a clue by taps (or a room by a finger), and Solve.
        await page.setViewportSize({ width: 390, height: 760 });
        await page.getByRole('button', { name: 'Editor' }).click();
        await page.getByRole('button', { name: 'New blank grid' }).click();
        const blank = await boardDrawing(page);
        const numbers = page.getByRole('button', { name: /^Numbers/ });
        if ((await numbers.count()) > 0) await numbers.first().tap();
        // Taps on a cell until something shows (a first tap may only select it), else on a corner, else a drag.
        const cell = await cellCentre(page, 1, 1);
        const next = await cellCentre(page, 2, 2);
        for (let tap = 0; tap < 3 && (await boardDrawing(page)) === blank; tap++) await page.touchscreen.tap(cell.x, cell.y);
        if ((await boardDrawing(page)) === blank) await page.touchscreen.tap((cell.x + next.x) / 2, (cell.y + next.y) / 2);
        if ((await boardDrawing(page)) === blank) await touchDrag(page, [[0, 0], [0, 1], [1, 1]]);
        // A room editor draws borders along the cells' sides.
        if ((await boardDrawing(page)) === blank) await traceOnPage(page, [{ row: 1, column: 0 }, { row: 1, column: 1 }, { row: 1, column: 2 }], 'touch');
        // Clues beside the grid (Nonogram's block lengths): a tap left of a row asks for them.
        if ((await boardDrawing(page)) === blank && (await page.locator('svg.board text.outside').count()) > 0) {
          await page.touchscreen.tap(cell.x - (next.x - cell.x) * 2, cell.y);
          await page.fill('#prompt-input', '1');
          await page.keyboard.press('Enter');
        }
        assert.notEqual(await boardDrawing(page), blank, 'the setter changed the blank grid by touch');
        await page.getByRole('button', { name: 'Solve', exact: true }).click();
        await statusMatching(page, /Unique|Not unique|Unsolvable|no solution/);
        assert.deepEqual(errors, []);
      });
      await page.close();
    });
  }
});
