// Every registered genre in a real browser: its studio case (from its test data) opened from a link, the solution
// entered by the gestures the test data gives (clicks, keys with the cursor moved by arrow keys, drags, strokes painted
// through cells, traces along lines) and the studio saying solved, except for the genres playthrough.test.ts plays
// through to the end; then New game at the smallest size. Last, checks that belong to one genre, each naming its
// genre by its object: Kurodoko's dots and hint, Futoshiki's editor (seed 003's GUI), Kakurasu's editor, Nonogram's
// and Tents'.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import type { Cell } from '../../src/core/geometry.js';
import type { AnyGenre } from '../../src/core/genre.js';
import type { Gesture } from '../../src/core/play.js';
import { cave } from '../../src/genres/cave/index.js';
import { futoshiki } from '../../src/genres/futoshiki/index.js';
import { kakurasu } from '../../src/genres/kakurasu/index.js';
import { koburin } from '../../src/genres/koburin/index.js';
import { kurodoko } from '../../src/genres/kurodoko/index.js';
import { nonogram } from '../../src/genres/nonogram/index.js';
import { tents } from '../../src/genres/tents/index.js';
import { findTestData, testDataOf } from '../../src/genres/test-data.js';
import { genres, parsePuzzle, solve } from '../../src/index.js';
import type { Studio } from './browser.js';
import { cellCentre, clickCell, dragCells, missingChromium, newPage, openStudio, statusMatching, textMatching, withScreenshot } from './browser.js';
import { playedThrough } from './played-through.js';

/**
 * Plays gestures on the board as a player would: a press is a click, a drag a mouse drag, and a key goes to the
 * cell under the cursor, which the arrow keys move there first (it starts on r1c1 on a fresh page).
 */
async function playGestures(page: Page, gestures: readonly Gesture[]): Promise<void> {
  let cursor: Cell = { row: 0, column: 0 };
  let focused = false;
  for (const gesture of gestures) {
    if (gesture.kind === 'press' && gesture.target.kind === 'cell') {
      cursor = gesture.target.cell;
      await clickCell(page, cursor.row, cursor.column, gesture.button === 'secondary' ? 'right' : 'left');
    } else if (gesture.kind === 'key' && gesture.target.kind === 'cell') {
      if (!focused) await page.locator('svg.board').focus();
      const target = gesture.target.cell;
      const vertical = target.row > cursor.row ? 'ArrowDown' : 'ArrowUp';
      for (let step = 0; step < Math.abs(target.row - cursor.row); step++) await page.keyboard.press(vertical);
      const horizontal = target.column > cursor.column ? 'ArrowRight' : 'ArrowLeft';
      for (let step = 0; step < Math.abs(target.column - cursor.column); step++) await page.keyboard.press(horizontal);
      cursor = target;
      await page.keyboard.press(gesture.key);
    } else if (gesture.kind === 'drag') {
      await dragCells(page, [
        [gesture.from.row, gesture.from.column],
        [gesture.to.row, gesture.to.column],
      ]);
      cursor = gesture.to;
    } else if (gesture.kind === 'stroke') {
      // Cells painted alike by one drag through them (Nonogram's blocks, or its empty rows crossed out).
      await dragCells(page, gesture.cells.map((cell): [number, number] => [cell.row, cell.column]), gesture.button === 'secondary' ? 'right' : 'left');
      cursor = gesture.cells.at(-1) ?? cursor;
    } else if (gesture.kind === 'trace' || (gesture.kind === 'press' && gesture.target.kind === 'line')) {
      // Lines between points: the points are the cell centres, or the corners when the board draws lines along edges.
      const corners = (await page.locator('svg.board.corner-lines').count()) > 0;
      const origin = await cellCentre(page, 0, 0);
      const diagonal = await cellCentre(page, 1, 1);
      const shift = corners ? 0.5 : 0;
      const at = (point: Cell) => ({ x: origin.x + (point.column - shift) * (diagonal.x - origin.x), y: origin.y + (point.row - shift) * (diagonal.y - origin.y) });
      const button = gesture.button === 'secondary' ? 'right' : 'left';
      if (gesture.kind === 'press' && gesture.target.kind === 'line') {
        const [from, to] = [at(gesture.target.from), at(gesture.target.to)];
        await page.mouse.click((from.x + to.x) / 2, (from.y + to.y) / 2, { button });
      } else if (gesture.kind === 'trace') {
        const [first, ...rest] = gesture.points.map(at);
        await page.mouse.move(first!.x, first!.y);
        await page.mouse.down({ button });
        for (const point of rest) await page.mouse.move(point.x, point.y, { steps: 4 });
        await page.mouse.up({ button });
      }
    } else {
      throw new Error(`this suite cannot play ${JSON.stringify(gesture)} yet`);
    }
    focused = true;
  }
}

/** Text that a regular expression matches as it is. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('studio: every genre', { skip: missingChromium }, () => {
  let studio: Studio;
  before(async () => {
    studio = await openStudio();
  });
  after(async () => {
    await studio?.close();
  });

  // The genres played through in playthrough.test.ts are solved there, by mouse and by touch, with the same checks.
  // Here one page opens each genre's link in turn, as a link opened in a running studio (a page load per genre would
  // cost more than its playing; playthrough.test.ts and the other files open theirs on fresh pages), except for the
  // genres played by keys.
  describe('a link opened, the solution played, on one page', () => {
    let shared: Awaited<ReturnType<typeof newPage>> | undefined;
    before(async () => {
      shared = await newPage(studio, '');
    });
    after(async () => {
      await shared?.page.close();
    });

    for (const genre of genres.filter((candidate) => candidate.play && !playedThrough.includes(candidate))) {
      // A genre with play rules but no studio case fails in the conformance suite.
      const studioCase = findTestData(genre)?.data.studio;
      it(`${genre.id}: opens from a link, takes the solution and says solved`, { skip: studioCase ? false : `${genre.id} has no studio case` }, async () => {
        const text = studioCase!.puzzle;
        const loaded = parsePuzzle(text, { genre: genre.id });
        const result = await solve(loaded);
        assert.equal(result.status, 'unique');
        const gestures = studioCase!.gestures(loaded.puzzle, result.answer);
        const address = `#genre=${genre.id}&puzzle=${encodeURIComponent(text)}`;
        // Keys go where the arrow keys take the cursor from r1c1, where it starts on a fresh page only.
        const fresh = gestures.some((gesture) => gesture.kind === 'key') ? await newPage(studio, address) : undefined;
        const { page, errors } = fresh ?? shared!;
        errors.length = 0;
        if (!fresh) await page.goto(studio.url + address);
        await withScreenshot(page, `${genre.id}-solve`, async () => {
          await textMatching(page, 'title', new RegExp(`^${escaped(genre.name)}$`));
          await playGestures(page, gestures);
          await statusMatching(page, /Solved! Every rule holds/);
          await page.getByRole('button', { name: 'Check' }).click();
          await statusMatching(page, /Solved! Every rule holds/);
          assert.deepEqual(errors, []);
        });
        await fresh?.page.close();
      });
    }
  });

  // One page generates for every genre in turn, each chosen in the genre menu (which opens New game): a page load
  // per genre would cost more than its generation.
  describe('New game at the smallest size, on one page', () => {
    let shared: Awaited<ReturnType<typeof newPage>> | undefined;
    before(async () => {
      shared = await newPage(studio, '');
    });
    after(async () => {
      await shared?.page.close();
    });

    for (const genre of genres.filter((candidate) => candidate.play && candidate.generator)) {
      const generator = genre.generator!;
      it(`${genre.id}: New game generates a puzzle at the smallest size`, async () => {
        const { page, errors } = shared!;
        errors.length = 0;
        await withScreenshot(page, `${genre.id}-generate`, async () => {
          if ((await page.inputValue('#genre')) === genre.id) await page.getByRole('button', { name: 'New game…' }).click();
          else await page.selectOption('#genre', genre.id);
          await page.locator('#new-dialog[open]').waitFor();
          assert.equal(await page.textContent('#new-title'), `New ${genre.name} game`);
          const { rows, columns } = generator.minimumSize;
          for (const [field, value] of [['size', rows], ['rows', rows], ['columns', columns]] as const) {
            const input = page.locator(`#generator-fields [data-field="${field}"]`);
            if ((await input.count()) > 0) await input.fill(String(value));
          }
          await page.selectOption('#generator-fields [data-field="difficulty"]', 'any');
          await page.getByRole('button', { name: 'Generate' }).click();
          // The genre's name ends there: the last test's message may name a genre whose name starts with this one's.
          await statusMatching(page, new RegExp(`freshly generated ${escaped(genre.name)}[ .]`), 60_000);
          assert.equal(await page.textContent('#title'), genre.name);
          assert.equal(await page.locator('svg.board rect.cell').count(), rows * columns);
          assert.deepEqual(errors, []);
        });
      });
    }
  });

  // ---- Checks that belong to one genre ----

  /** A genre's studio case as a link's hash. */
  const link = (genre: AnyGenre) => `#genre=${genre.id}&puzzle=${encodeURIComponent(testDataOf(genre).studio!.puzzle)}`;
  /** Why a check of one genre is skipped, or false when the genre is registered and has what the check needs. */
  const unavailable = (genre: AnyGenre, needs: 'play' | 'edit') =>
    !genres.includes(genre) ? `${genre.id} is not registered` : genre[needs] ? false : `${genre.id} has no ${needs} rules`;

  it(`${kurodoko.id}: a right click marks a cell surely unshaded; a hint shades a forced cell`, { skip: unavailable(kurodoko, 'play') }, async () => {
    const { page } = await newPage(studio, link(kurodoko));
    await withScreenshot(page, 'kurodoko-dot', async () => {
      await page.getByRole('button', { name: 'Clear' }).click();
      await clickCell(page, 0, 0, 'right');
      assert.equal(await page.locator('svg.board circle.dot').count(), 1);
      // Two shaded cells side by side break a rule; Check shows them.
      await clickCell(page, 0, 1);
      await clickCell(page, 0, 2);
      await page.getByRole('button', { name: 'Check' }).click();
      await statusMatching(page, /Not solved/);
      assert.ok((await page.locator('svg.board .outline.error').count()) >= 2);
      await page.getByRole('button', { name: 'Clear' }).click();
      await page.getByRole('button', { name: 'Hint' }).click();
      await statusMatching(page, /Hint:/);
    });
    await page.close();
  });

  it(`${futoshiki.id} editor: size, givens, signs between cells, unique and "Unsolvable"`, { skip: unavailable(futoshiki, 'edit') }, async () => {
    const { page } = await newPage(studio, link(futoshiki));
    await withScreenshot(page, 'futoshiki-editor', async () => {
      await page.getByRole('button', { name: 'Editor' }).click();
      await page.getByRole('spinbutton', { name: 'Size' }).fill('3');
      await page.getByRole('button', { name: 'New blank grid' }).click();
      assert.equal(await page.locator('svg.board rect.cell').count(), 9);
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await statusMatching(page, /Not unique/);
      // r1c1 < r1c2 by clicking the edge between them, r1c2 < r1c3 by typing < on r1c2, and a given 2 in r2c1.
      const left = await cellCentre(page, 0, 0);
      const right = await cellCentre(page, 0, 1);
      await page.mouse.click((left.x + right.x) / 2 - 1, left.y);
      assert.equal(await page.locator('svg.board text.sign').textContent(), '<');
      await clickCell(page, 0, 1);
      await page.keyboard.press('<');
      await clickCell(page, 1, 0);
      await page.keyboard.press('2');
      await page.getByLabel('Show undetermined cells').check();
      await statusMatching(page, /Every cell is determined/);
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await statusMatching(page, /Unique solution/);
      assert.equal((await page.locator('svg.board text.value').allTextContents()).join(''), '123231312');
      // A given 3 before the two < signs of row 1 leaves no solution.
      await clickCell(page, 0, 0);
      await page.keyboard.press('3');
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await statusMatching(page, /Unsolvable/);
    });
    await page.close();
  });

  it(`${kakurasu.id} editor: clues typed beside the grid by mouse and keyboard`, { skip: unavailable(kakurasu, 'edit') }, async () => {
    const { page } = await newPage(studio, link(kakurasu));
    await withScreenshot(page, 'kakurasu-editor', async () => {
      await page.getByRole('button', { name: 'Editor' }).click();
      await page.getByLabel('Width').fill('2');
      await page.getByLabel('Height').fill('2');
      await page.getByRole('button', { name: 'New blank grid' }).click();
      // Row clues 1 and 3, column clues 3 and 2: r1c1, r2c1 and r2c2 shaded (row 2: 1 + 2, column 1: 1 + 2).
      const right = await cellCentre(page, 0, 1);
      const step = (await cellCentre(page, 1, 1)).y - right.y;
      await page.mouse.click(right.x + step, right.y);
      await page.keyboard.press('1');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('3');
      // Left from the row's clue steps into the grid, down again leaves it under the column.
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('2');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('3');
      const clues = await page.locator('svg.board text.outside.clue').allTextContents();
      assert.deepEqual(clues, ['3', '2', '1', '3']);
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await statusMatching(page, /Unique solution/);
      assert.equal(await page.locator('svg.board rect.cell.shaded').count(), 3);
    });
    await page.close();
  });

  it(`${nonogram.id} editor: a press beside a line asks for its block lengths`, { skip: unavailable(nonogram, 'edit') }, async () => {
    const { page } = await newPage(studio, link(nonogram));
    await withScreenshot(page, 'nonogram-editor', async () => {
      await page.getByRole('button', { name: 'Editor' }).click();
      await page.getByLabel('Width').fill('3');
      await page.getByLabel('Height').fill('2');
      await page.getByRole('button', { name: 'New blank grid' }).click();
      // Rows 3 and 1 1 beside a 3×2 grid, columns 2, 1 and 2: r1 all shaded, r2c1 and r2c3.
      const origin = await cellCentre(page, 0, 0);
      const step = (await cellCentre(page, 1, 1)).y - origin.y;
      const clues: [number, number, string][] = [[0, -1, '3'], [1, -1, '1 1'], [-1, 0, '2'], [-1, 1, '1'], [-1, 2, '2']];
      for (const [row, column, text] of clues) {
        const place = await cellCentre(page, Math.max(row, 0), Math.max(column, 0));
        await page.mouse.click(place.x + (column < 0 ? -step : 0), place.y + (row < 0 ? -step : 0));
        await page.fill('#prompt-input', text);
        await page.keyboard.press('Enter');
      }
      // Each number in a place of its own: row 2's two 1s stand side by side.
      assert.deepEqual(await page.locator('svg.board text.outside.clue').allTextContents(), ['2', '1', '2', '3', '1', '1']);
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await statusMatching(page, /Unique solution/);
      assert.equal(await page.locator('svg.board rect.cell.shaded').count(), 5);
    });
    await page.close();
  });
  it(`${tents.id} editor: a tree by a click, a count stepped by clicks above its column`, { skip: unavailable(tents, 'edit') }, async () => {
    const { page } = await newPage(studio, link(tents));
    await withScreenshot(page, 'tents-editor', async () => {
      await page.getByRole('button', { name: 'Editor' }).click();
      await page.getByLabel('Width').fill('3');
      await page.getByLabel('Height').fill('2');
      await page.getByRole('button', { name: 'New blank grid' }).click();
      // A tree at r1c2 and column 1 counting one tent: the tent stands at r1c1.
      await clickCell(page, 0, 1);
      const origin = await cellCentre(page, 0, 0);
      const step = (await cellCentre(page, 1, 1)).y - origin.y;
      // The first click selects the place above column 1, the next two step its count through 0 to 1.
      for (let click = 0; click < 3; click++) await page.mouse.click(origin.x, origin.y - step);
      const counts = await page.locator('svg.board text.outside.clue').allTextContents();
      assert.deepEqual(counts, ['1', '·', '·', '·', '·']);
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await statusMatching(page, /Unique solution/);
      assert.equal(await page.locator('svg.board rect.cell.shaded').count(), 1);
    });
    await page.close();
  });
  it(`${cave.id} editor: a number stepped by clicks on the selected cell, another typed`, { skip: unavailable(cave, 'edit') }, async () => {
    const { page } = await newPage(studio, link(cave));
    await withScreenshot(page, 'cave-editor', async () => {
      await page.getByRole('button', { name: 'Editor' }).click();
      await page.getByLabel('Width').fill('3');
      await page.getByLabel('Height').fill('2');
      await page.getByRole('button', { name: 'New blank grid' }).click();
      // The first click selects r1c1, the next two step it through ? to 2; r2c3 gets a typed 3. The 2 sees one cell
      // more, the 3 two: r1c2 and r1c3 are shaded.
      for (let click = 0; click < 3; click++) await clickCell(page, 0, 0);
      await clickCell(page, 1, 2);
      await page.keyboard.press('3');
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await statusMatching(page, /Unique solution/);
      assert.equal(await page.locator('svg.board rect.cell.shaded').count(), 2);
    });
    await page.close();
  });

  it(`${koburin.id} editor: a number stepped by clicks on the selected cell, another typed`, { skip: unavailable(koburin, 'edit') }, async () => {
    const { page } = await newPage(studio, link(koburin));
    await withScreenshot(page, 'koburin-editor', async () => {
      await page.getByRole('button', { name: 'Editor' }).click();
      await page.getByLabel('Width').fill('3');
      await page.getByLabel('Height').fill('3');
      await page.getByRole('button', { name: 'New blank grid' }).click();
      // The first click selects r2c2, the next two step it through ? to 0: the loop runs round it, nothing shaded.
      for (let click = 0; click < 3; click++) await clickCell(page, 1, 1);
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await statusMatching(page, /Unique solution/);
      assert.equal(await page.locator('svg.board rect.cell.shaded').count(), 0);
      // A typed 2 in r1c1 would shade r1c2 and r2c1, which the 0 keeps unshaded.
      await clickCell(page, 0, 0);
      await page.keyboard.press('2');
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await statusMatching(page, /Unsolvable/);
    });
    await page.close();
  });
});
