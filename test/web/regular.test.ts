// The studio as a puzz.link regular expects it, in a real browser: Check that reports only what is wrong for good,
// one line per broken rule, the editor's draft across a reload, try mode that shows itself, drag painting, the
// status line, the controls of the New game dialog, and a board that fits the window.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { futoshiki } from '../../src/genres/futoshiki/index.js';
import { kakurasu } from '../../src/genres/kakurasu/index.js';
import { kurodoko } from '../../src/genres/kurodoko/index.js';
import { satogaeri } from '../../src/genres/satogaeri/index.js';
import { sudoku } from '../../src/genres/sudoku/index.js';
import { takuzu } from '../../src/genres/takuzu/index.js';
import { genres } from '../../src/index.js';
import type { Studio } from './browser.js';
import { clickCell, dragCells, hasChromium, newPage, openStudio, statusMatching, withScreenshot } from './browser.js';

const smallSudoku = 'https://puzz.link/p?sudoku/4/4/g1k23k3g';
/** A 15×15 Satogaeri made by the generator. */
const large =
  'https://puzz.link/p?satogaeri/15/15/4p5qk9pen2527tknthepii6p659cfrc7ion5nantlekh09pfa7gk2ljp6cdvk2rng78u84mju1s300kvp306i3i.2h0j3p1j0l.n.i5g0j0h0p21q.g.g1h.j2i1h0g.p.01h.l0g14n3.u.g01h2n1n3l.0l0i0g.l1...h2h0h.1';
const link = (text: string, genre?: string) => `#${genre ? `genre=${genre}&` : ''}puzzle=${encodeURIComponent(text)}`;

/** Three countries (the columns of a 2×3 grid), each holding two circles that may not move. */
const stuckCircles = JSON.stringify({
  genre: satogaeri.id,
  rows: 2,
  columns: 3,
  countries: [[0, 1, 2], [0, 1, 2]],
  circles: [0, 1, 2].flatMap((column) => [0, 1].map((row) => ({ row, column, number: 0 }))),
});

async function violationLines(page: Page): Promise<string[]> {
  return page.locator('#violations li').allTextContents();
}

describe('studio for puzz.link regulars', { skip: hasChromium ? false : 'Chromium is not installed' }, () => {
  let studio: Studio;
  before(async () => {
    studio = await openStudio();
  });
  after(async () => {
    await studio?.close();
  });

  it('lists one line per broken rule, and counts the lines', async () => {
    const { page } = await newPage(studio, link(stuckCircles, satogaeri.id));
    await withScreenshot(page, 'regular-violation-lines', async () => {
      await page.getByRole('button', { name: 'Check' }).click();
      const status = await statusMatching(page, /Not solved/);
      const lines = await violationLines(page);
      assert.equal(lines.length, 3, lines.join(' | '));
      for (const line of lines) assert.match(line, /ends with 2 circles \(r1c\d r2c\d\)$/);
      assert.match(status, /3 broken rules/);
    });
    await page.close();
  });

  it('checks an unfinished board for what can no longer be made right, and says how much is open', async () => {
    const { page } = await newPage(studio, link('https://puzz.link/p?kurodoko/5/5/i7g5l2l2g4i'));
    await withScreenshot(page, 'regular-check-unfinished', async () => {
      await page.getByRole('button', { name: 'Clear' }).click();
      // Three right cells and one wrong one (r4c1 touches r5c1 and walls the 5 in).
      for (const [row, column] of [[0, 1], [1, 2], [4, 0], [3, 0]] as const) await clickCell(page, row, column);
      await page.getByRole('button', { name: 'Check' }).click();
      const status = await statusMatching(page, /Not solved/);
      assert.match(status, /^Not solved: 2 broken rules \(and 16 open cells\)\.$/);
      const lines = await violationLines(page);
      assert.deepEqual(lines.map((line) => line.replace(/ \(.*$/, '')).sort(), ['the 5 can see at most 4 cells', 'two shaded cells touch']);
      // The numbers not reached yet (the 7, the 2s, the 4) are not hatched.
      assert.equal(await page.locator('svg.board .outline.error').count(), 3);

      await page.evaluate((address) => (location.hash = address), link('7 8 4 0\n2 0 3 6\n', kakurasu.id));
      await page.waitForFunction(() => document.getElementById('title')?.textContent === 'Kakurasu');
      await page.getByRole('button', { name: 'Clear' }).click();
      await page.getByRole('button', { name: 'Check' }).click();
      await statusMatching(page, /^No mistakes so far; 16 cells are still open\.$/);
      await clickCell(page, 0, 3);
      await clickCell(page, 3, 0);
      await page.getByRole('button', { name: 'Check' }).click();
      await statusMatching(page, /^Not solved: 2 broken rules \(and 14 open cells\)\.$/);
      assert.deepEqual((await violationLines(page)).sort(), ['column 1 should add up to 2, its shaded cells make 4 (r4c1)', 'row 4 should add up to 0, its shaded cells make 1 (r4c1)']);

      await page.evaluate((address) => (location.hash = address), link('https://puzz.link/p?satogaeri/4/4/94g1g02m1h.j'));
      await page.waitForFunction(() => document.getElementById('title')?.textContent === 'Satogaeri');
      await page.getByRole('button', { name: 'Clear' }).click();
      // No country is tinted while its circle has still to move.
      assert.equal(await page.locator('svg.board rect.cell[style*="stripes-filled"]').count(), 0);
      await page.getByRole('button', { name: 'Check' }).click();
      await statusMatching(page, /^No mistakes so far; 3 circles have still to move\.$/);
      // A moved circle's start keeps a paper fill: its track ends under it, and a pattern never hides it.
      await dragCells(page, [[0, 0], [0, 2]]);
      const ghostFill = await page.locator('svg.board circle.circle.ghost').evaluate((circle) => getComputedStyle(circle).fill);
      assert.notEqual(ghostFill, 'none');
    });
    await page.close();
  });

  it('keeps the editor, its draft and its undo history across a reload', async () => {
    const { page } = await newPage(studio, link(smallSudoku));
    await withScreenshot(page, 'regular-editor-reload', async () => {
      await page.getByRole('button', { name: 'Editor' }).click();
      await page.locator('#size-fields input').fill('4');
      await page.getByRole('button', { name: 'New blank grid' }).click();
      await clickCell(page, 0, 0);
      await page.keyboard.press('3');
      await clickCell(page, 1, 1);
      await page.keyboard.press('4');
      await page.reload();
      await page.waitForSelector('body[data-ready=true]');
      assert.equal(await page.textContent('#title'), 'Sudoku editor');
      assert.equal(await page.locator('svg.board text.value.given').count(), 2);
      await page.getByRole('button', { name: 'Undo', exact: true }).click();
      assert.equal(await page.locator('svg.board text.value.given').count(), 1, 'undo works after the reload');
      // Back to play and into the editor again: the played puzzle comes in as one more step, so Undo finds the draft.
      await page.getByRole('button', { name: 'Play this puzzle' }).click();
      await page.evaluate((address) => (location.hash = address), link(smallSudoku));
      await page.waitForFunction(() => document.querySelectorAll('svg.board text.value.given').length === 4);
      await page.getByRole('button', { name: 'Editor' }).click();
      assert.equal(await page.locator('svg.board text.value.given').count(), 4);
      await page.getByRole('button', { name: 'Undo', exact: true }).click();
      assert.equal(await page.locator('svg.board text.value.given').count(), 1, 'the draft is one undo away');
    });
    await page.close();
  });

  it('shows try mode until Fix or Delete, draws tried moves apart, and stops undo at the try point', async () => {
    const { page } = await newPage(studio, link(smallSudoku));
    await withScreenshot(page, 'regular-try', async () => {
      await page.getByRole('button', { name: 'Clear' }).click();
      await clickCell(page, 0, 0);
      await page.keyboard.press('2');
      await page.getByRole('button', { name: 'Try' }).click();
      assert.ok(await page.locator('#trial').isVisible(), 'try mode is shown');
      await clickCell(page, 0, 2);
      await page.keyboard.press('4');
      await clickCell(page, 0, 3);
      await page.keyboard.press('3');
      assert.equal(await page.locator('svg.board text.value.trial').count(), 2, 'tried values are drawn apart');
      assert.equal(await page.locator('svg.board text.value.entered:not(.trial)').count(), 1);
      await page.getByRole('button', { name: 'Undo', exact: true }).click();
      await page.getByRole('button', { name: 'Undo', exact: true }).click();
      assert.ok(await page.getByRole('button', { name: 'Undo', exact: true }).isDisabled(), 'undo stops at the try point');
      await page.keyboard.press('Control+z');
      assert.equal(await page.locator('svg.board text.value.entered').count(), 1, 'the move before Try stays');
      assert.ok(await page.locator('#trial').isVisible(), 'still in try mode');
      await clickCell(page, 1, 0);
      await page.keyboard.press('4');
      await page.getByRole('button', { name: 'Fix' }).click();
      assert.ok(await page.locator('#trial').isHidden());
      assert.equal(await page.locator('svg.board text.value.trial').count(), 0);
      assert.equal(await page.locator('svg.board text.value.entered').count(), 2);
    });
    await page.close();
  });

  it('keeps the genre menu on the board\'s genre when New game is closed, and lets old messages go', async () => {
    const { page } = await newPage(studio, link(smallSudoku));
    await withScreenshot(page, 'regular-menu-status', async () => {
      await page.selectOption('#genre', kurodoko.id);
      await page.locator('#new-dialog').getByRole('button', { name: 'Close' }).click();
      await page.waitForFunction((id) => (document.getElementById('genre') as HTMLSelectElement).value === id, sudoku.id, { timeout: 2000 });
      // A refused move, then a good one: the refusal goes.
      await clickCell(page, 0, 1);
      await page.keyboard.press('2');
      await statusMatching(page, /Not allowed/);
      await clickCell(page, 0, 0);
      await page.keyboard.press('2');
      assert.equal(await page.textContent('#status'), '');
      // A hint's words stay until the next move.
      await page.getByRole('button', { name: 'Hint' }).click();
      await statusMatching(page, /^Hint:/);
      await clickCell(page, 3, 3);
      await page.keyboard.press('4');
      assert.equal(await page.textContent('#status'), '');
      await page.getByRole('button', { name: 'Hint' }).click();
      await statusMatching(page, /^Hint:/);
      await page.getByRole('button', { name: 'Editor' }).click();
      assert.doesNotMatch((await page.textContent('#status')) ?? '', /Hint/);
    });
    await page.close();
  });

  it('paints by dragging in Kurodoko, Kakurasu and Takuzu, and steps a selected Sudoku cell by clicks', async () => {
    const { page } = await newPage(studio, link('https://puzz.link/p?kurodoko/5/5/i7g5l2l2g4i'));
    await withScreenshot(page, 'regular-paint', async () => {
      await page.getByRole('button', { name: 'Clear' }).click();
      // Row 5 from r5c3 to r5c5 (no clues there): three shaded cells in one move.
      await dragCells(page, [[4, 2], [4, 3], [4, 4]]);
      assert.equal(await page.locator('svg.board rect.cell.shaded').count(), 3);
      // Starting on a shaded cell the press would give a dot: the drag paints dots.
      await dragCells(page, [[4, 3], [3, 3], [2, 3]]);
      assert.equal(await page.locator('svg.board rect.cell.shaded').count(), 2);
      assert.equal(await page.locator('svg.board circle.dot').count(), 3);
      await page.getByRole('button', { name: 'Undo', exact: true }).click();
      assert.equal(await page.locator('svg.board rect.cell.shaded').count(), 3, 'one drag is one move');

      await page.evaluate((address) => (location.hash = address), link('7 8 4 0\n2 0 3 6\n', kakurasu.id));
      await page.waitForFunction(() => document.getElementById('title')?.textContent === 'Kakurasu');
      await page.getByRole('button', { name: 'Clear' }).click();
      await dragCells(page, [[0, 0], [1, 0], [2, 0]]);
      assert.equal(await page.locator('svg.board rect.cell.shaded').count(), 3);

      await page.evaluate((address) => (location.hash = address), link('6x6:gabKBgaABba', takuzu.id));
      await page.waitForFunction(() => document.getElementById('title')?.textContent === 'Takuzu');
      await page.getByRole('button', { name: 'Clear' }).click();
      const open = await page.locator('svg.board rect.cell:not(.shaded):not(.light)').count();
      await dragCells(page, [[0, 0], [0, 1], [0, 2], [0, 3], [0, 4], [0, 5]]);
      assert.ok((await page.locator('svg.board rect.cell.shaded').count()) >= 3, 'the open cells of the row are dark now');
      assert.ok((await page.locator('svg.board rect.cell:not(.shaded):not(.light)').count()) < open);

      await page.evaluate((address) => (location.hash = address), link(smallSudoku));
      await page.waitForFunction(() => document.getElementById('title')?.textContent === 'Sudoku');
      await page.getByRole('button', { name: 'Clear' }).click();
      await clickCell(page, 0, 0);
      assert.equal(await page.locator('svg.board text.value.entered').count(), 0, 'a first click selects');
      await clickCell(page, 0, 0);
      await clickCell(page, 0, 0);
      assert.deepEqual(await page.locator('svg.board text.value.entered').allTextContents(), ['2']);
      await clickCell(page, 0, 0, 'right');
      assert.deepEqual(await page.locator('svg.board text.value.entered').allTextContents(), ['1']);
    });
    await page.close();
  });

  it('speaks the page\'s language: no command-line options, the real reason, the genre\'s own words', async () => {
    const { page } = await newPage(studio, link(smallSudoku));
    await withScreenshot(page, 'regular-wording', async () => {
      // Open: text no genre claims, and a broken .pzl, with the genre left to detect.
      const open = async (text: string) => {
        await page.getByRole('button', { name: 'Open…' }).click();
        await page.fill('#open-text', text);
        await page.getByRole('button', { name: 'Open', exact: true }).click();
        const error = (await page.textContent('#open-error')) ?? '';
        await page.getByRole('button', { name: 'Close' }).last().click();
        return error;
      };
      const unknown = await open('hello there');
      assert.doesNotMatch(unknown, /--/);
      assert.match(unknown, /^Genre: cannot tell the genre/);
      const badPzl = await open('countries\nA A\nA B\ncircles\n1 .\n. o\n. .\n');
      assert.match(badPzl, /circles grid has 3 rows/);

      // The generator's settings: a menu for the symmetry, a checkbox for Sudoku X; out-of-range input is named as
      // the field is.
      await page.getByRole('button', { name: 'New game…' }).click();
      assert.equal(await page.locator('#generator-fields select[data-field="option:symmetry"]').count(), 1);
      assert.equal(await page.locator('#generator-fields input[type=checkbox][data-field="option:diagonals"]').count(), 1);
      assert.equal(await page.getAttribute('#generator-fields [data-field="size"]', 'max'), '16');
      await page.locator('#new-dialog').getByRole('button', { name: 'Close' }).click();

      // The editor's size goes as far as the genre accepts; an impossible clue is refused with its reason.
      await page.getByRole('button', { name: 'Editor' }).click();
      assert.equal(await page.getAttribute('#size-fields input', 'max'), '36');
      await page.locator('#size-fields input').fill('4');
      await page.getByRole('button', { name: 'New blank grid' }).click();
      await clickCell(page, 0, 0);
      await page.keyboard.press('7');
      await statusMatching(page, /run from 1 to 4, not 7/);
      // Explain names the clue it adds as checkered, as the board draws it.
      await page.keyboard.press('1');
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      const notUnique = await statusMatching(page, /Not unique/);
      assert.equal(notUnique.match(/Not unique/g)?.length, 1, notUnique);
      await page.getByRole('button', { name: 'Explain' }).click();
      const explained = await statusMatching(page, /makes it unique|No single/);
      assert.doesNotMatch(explained, /\(checked\)/);

      await page.selectOption('#genre', satogaeri.id);
      await page.getByLabel('Width').fill('2');
      await page.getByLabel('Height').fill('2');
      await page.getByRole('button', { name: 'New blank grid' }).click();
      await page.getByRole('button', { name: /Draw circle/ }).click();
      await clickCell(page, 0, 0);
      await page.fill('#prompt-input', '7');
      await page.keyboard.press('Enter');
      await statusMatching(page, /can move at most 1 cell in this grid, so it cannot move 7/);
      assert.equal(await page.locator('svg.board circle.circle').count(), 0);

      // Takuzu's hints say dark and light, as its buttons do.
      await page.evaluate((address) => (location.hash = address), link('6x6:gabKBgaABba', takuzu.id));
      await page.waitForFunction(() => document.getElementById('title')?.textContent === 'Takuzu');
      await page.getByRole('button', { name: 'Clear' }).click();
      await page.getByRole('button', { name: 'Hint' }).click();
      const hinted = await statusMatching(page, /^Hint:/);
      assert.match(hinted, /is (dark|light)/);
      assert.doesNotMatch(hinted, /shaded/);

      // One clue that cannot hold by itself is one thing, not "these".
      const stuck = { genre: satogaeri.id, rows: 1, columns: 3, countries: [[0, 0, 0]], circles: [{ row: 0, column: 1, number: 2 }] };
      await page.evaluate((address) => (location.hash = address), link(JSON.stringify(stuck), satogaeri.id));
      await page.waitForFunction(() => document.querySelectorAll('svg.board rect.cell').length === 3);
      await page.getByRole('button', { name: 'Hint' }).click();
      const impossible = await statusMatching(page, /cannot/);
      assert.match(impossible, /^This cannot hold: /);

      // The hint that finishes the puzzle keeps its words, and says solved.
      await page.evaluate((address) => (location.hash = address), link(smallSudoku));
      await page.waitForFunction(() => document.getElementById('title')?.textContent === 'Sudoku');
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await statusMatching(page, /Unique solution/);
      await clickCell(page, 3, 3);
      await page.keyboard.press('Delete');
      await page.getByRole('button', { name: 'Hint' }).click();
      const last = await statusMatching(page, /Solved/);
      assert.match(last, /^Hint: r4c4 is 4: .*Solved! Every rule holds\.$/);
    });
    await page.close();
  });

  it('gives a hint with a far-reaching reason on the board, in words only its first step', async () => {
    const entry = futoshiki.collection!.find((candidate) => candidate.id === 'medium-04')!;
    const { page } = await newPage(studio, link(entry.puzzle, futoshiki.id));
    await withScreenshot(page, 'regular-far-hint', async () => {
      await page.getByRole('button', { name: 'Clear' }).click();
      await page.getByRole('button', { name: 'Hint' }).click();
      const status = await statusMatching(page, /^Hint:/);
      assert.match(status, /because of the \d+ clues and cells checkered on the board\. Suppose it were otherwise: at once, r\d+c\d+ is \d+ \(outlined\), because of the /);
      assert.ok((await page.locator('svg.board .outline.reason').count()) > 4, 'the whole reason is on the board');
      assert.equal(await page.locator('svg.board .outline.step').count(), 1, 'the first step is outlined');
    });
    await page.close();
  });

  it('opens, generates and shares a Sudoku X, as a Solo game ID', async () => {
    const { page, errors } = await newPage(studio, link('2x2x:a1c3d4c2a', sudoku.id));
    await withScreenshot(page, 'regular-sudoku-x', async () => {
      assert.equal(await page.textContent('#title'), 'Sudoku');
      assert.equal(await page.locator('svg.board line.diagonal').count(), 2, 'the diagonals are drawn');
      await page.getByRole('button', { name: 'Share link' }).click();
      assert.match(await page.inputValue('#share-text'), /^2x2x:/);
      assert.match(await page.inputValue('#share-link'), /#genre=sudoku&puzzle=2x2x%3A/);
      await page.locator('#share-dialog').getByRole('button', { name: 'Close' }).click();
      await page.getByRole('button', { name: 'New game…' }).click();
      await page.locator('#generator-fields [data-field="size"]').fill('4');
      await page.locator('#generator-fields [data-field="option:diagonals"]').check();
      await page.selectOption('#generator-fields [data-field="difficulty"]', 'any');
      await page.getByRole('button', { name: 'Generate' }).click();
      await statusMatching(page, /freshly generated Sudoku/, 60_000);
      assert.equal(await page.locator('svg.board line.diagonal').count(), 2);
      assert.match(decodeURIComponent(await page.evaluate(() => location.hash)), /puzzle=2x2x:/);
      assert.deepEqual(errors, []);
    });
    await page.close();
  });

  for (const [width, height] of [[1280, 800], [390, 844]] as const) {
    it(`fits a 15×15 board into ${width}×${height} and gives a 6×6 one the room it has`, async () => {
      const sizes = (size: string) => (size === '15x15' ? large : satogaeri.collection!.find((entry) => entry.size === size)!.puzzle);
      const { page } = await newPage(studio, link(sizes('15x15')));
      await withScreenshot(page, `regular-fit-${width}`, async () => {
        await page.setViewportSize({ width, height });
        const board = async () => (await page.locator('svg.board').boundingBox())!;
        // The layout settles after the resize: wait until the board fits both ways before measuring it.
        await page.waitForFunction(
          ([right, bottom]) => {
            const box = document.querySelector('svg.board')!.getBoundingClientRect();
            return box.right <= right && box.bottom <= bottom;
          },
          [width, height] as const,
        );
        const large = await board();
        assert.ok(large.x >= 0 && large.x + large.width <= width, `inside the window's width: ${JSON.stringify(large)}`);
        assert.ok(large.y + large.height <= height, `inside the window's height: ${JSON.stringify(large)}`);
        await page.evaluate((address) => (location.hash = address), link(sizes('6x6')));
        await page.waitForFunction(() => document.querySelectorAll('svg.board rect.cell').length === 36);
        const small = await board();
        assert.ok(small.y + small.height <= height && small.x + small.width <= width, JSON.stringify(small));
        assert.ok(small.width >= Math.min(width - 60, 480), `a 6×6 board uses the room it has: ${JSON.stringify(small)}`);
        // Every genre's largest bundled puzzle fits as well.
        for (const genre of genres) {
          const largest = [...(genre.collection ?? [])].sort((a, b) => Number(b.size.split('x')[0]) - Number(a.size.split('x')[0]))[0];
          if (!largest) continue;
          await page.evaluate((address) => (location.hash = address), link(largest.puzzle, genre.id));
          const [columns, rows] = largest.size.split('x').map(Number) as [number, number];
          await page.waitForFunction(
            ([name, cells]) => document.getElementById('title')?.textContent === name && document.querySelectorAll('svg.board rect.cell').length === cells,
            [genre.name, rows * columns] as const,
          );
          const box = await board();
          assert.ok(box.x >= 0 && box.x + box.width <= width && box.y + box.height <= height, `${genre.name} ${largest.size}: ${JSON.stringify(box)}`);
        }
      });
      await page.setViewportSize({ width: 1200, height: 900 });
      await page.close();
    });
  }
});
