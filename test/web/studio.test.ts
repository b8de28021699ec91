// The studio in a real browser: playing, checking, undo/redo, try mode, hints, solving, the editor, links and
// storage, with Sudoku as the example genre.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Studio } from './browser.js';
import { clickCell, missingChromium, newPage, openStudio, statusMatching, textMatching, withScreenshot } from './browser.js';

const url = 'https://puzz.link/p?sudoku/4/4/g1k23k3g';
const solution = ['2143', '4312', '3421', '1234'];
const givens = ['.1..', '...2', '3...', '..3.'];
const link = `#puzzle=${encodeURIComponent(url)}`;

describe('studio: sudoku', { skip: missingChromium }, () => {
  let studio: Studio;
  before(async () => {
    studio = await openStudio();
  });
  after(async () => {
    await studio?.close();
  });

  it('opens a puzz.link URL from a link, takes the solution by keyboard and says solved', async () => {
    const { page, errors } = await newPage(studio, link);
    await withScreenshot(page, 'sudoku-keyboard', async () => {
      assert.equal(await page.textContent('#title'), 'Sudoku');
      await clickCell(page, 0, 0);
      for (let row = 0; row < 4; row++) {
        for (let column = 0; column < 4; column++) {
          if (givens[row]![column] === '.') await page.keyboard.press(solution[row]![column]!);
          if (column < 3) await page.keyboard.press('ArrowRight');
        }
        for (let column = 0; column < 3; column++) await page.keyboard.press('ArrowLeft');
        await page.keyboard.press('ArrowDown');
      }
      await statusMatching(page, /Solved/);
      await page.getByRole('button', { name: 'Check' }).click();
      await statusMatching(page, /Solved! Every rule holds/);
      assert.deepEqual(errors, []);
    });
    await page.close();
  });

  it('checks with errors on the board, undoes and redoes, and tries, fixes and deletes', async () => {
    const { page } = await newPage(studio, link);
    await withScreenshot(page, 'sudoku-tools', async () => {
      await page.getByRole('button', { name: 'Clear' }).click();
      // Two 1s in the first row.
      await clickCell(page, 0, 0);
      await page.getByRole('button', { name: 'Type 1' }).click();
      await page.getByRole('button', { name: 'Check' }).click();
      await statusMatching(page, /Not solved: 2 broken rules \(and 11 empty cells\)/);
      assert.match((await page.textContent('#violations')) ?? '', /row 1 holds 1 more than once/);
      assert.ok((await page.locator('svg.board .outline.error').count()) >= 2, 'the broken rule is shown on the board');
      await page.getByRole('button', { name: 'Undo' }).click();
      assert.equal(await page.locator('svg.board text.value.entered').count(), 0);
      await page.getByRole('button', { name: 'Redo' }).click();
      assert.equal(await page.locator('svg.board text.value.entered').count(), 1);
      await page.getByRole('button', { name: 'Undo' }).click();

      await page.getByRole('button', { name: 'Try' }).click();
      await clickCell(page, 0, 0);
      await page.keyboard.press('4');
      await page.getByRole('button', { name: 'Delete' }).click();
      assert.equal(await page.locator('svg.board text.value.entered').count(), 0, 'Delete returns to the saved state');
      await page.getByRole('button', { name: 'Try' }).click();
      await clickCell(page, 0, 0);
      await page.keyboard.press('2');
      await page.getByRole('button', { name: 'Fix' }).click();
      assert.equal(await page.locator('svg.board text.value.entered').count(), 1, 'Fix keeps the tried change');
      assert.ok(await page.getByRole('button', { name: 'Try' }).isVisible());

      // Pencil marks by mode key.
      await clickCell(page, 1, 0);
      await page.keyboard.press('p');
      await page.keyboard.press('3');
      await page.keyboard.press('4');
      assert.equal(await page.locator('svg.board text.mark').count(), 2);
      await page.keyboard.press('n');
    });
    await page.close();
  });

  it('keeps progress across a reload, hints a forced cell and solves', async () => {
    const { page } = await newPage(studio, link);
    await withScreenshot(page, 'sudoku-hint-solve', async () => {
      await page.getByRole('button', { name: 'Clear' }).click();
      await clickCell(page, 3, 3);
      await page.keyboard.press('4');
      await page.reload();
      await page.waitForSelector('body[data-ready=true]');
      await statusMatching(page, /restored/);
      assert.equal(await page.locator('svg.board text.value.entered').count(), 1);
      await page.getByRole('button', { name: 'Hint' }).click();
      await statusMatching(page, /Hint: r\dc\d is \d: /);
      assert.equal(await page.locator('svg.board text.value.entered').count(), 2);
      assert.equal(await page.locator('svg.board .outline.hinted').count(), 1);
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await statusMatching(page, /Unique solution/);
      await statusMatching(page, /Unique/);
      const values = await page.locator('svg.board text.value').allTextContents();
      assert.equal(values.join(''), solution.join(''));
    });
    await page.close();
  });

  it('shows a bad link and a bad input in the page', async () => {
    const { page } = await newPage(studio, `#puzzle=${encodeURIComponent('https://puzz.link/p?sudoku/4/4/g1#k')}`);
    await withScreenshot(page, 'sudoku-bad-input', async () => {
      assert.match((await page.textContent('#alert')) ?? '', /could not be opened: URL body, column \d+/);
      assert.ok(await page.locator('svg.board').isVisible(), 'the page still works');
      await page.getByRole('button', { name: 'Open…' }).click();
      await page.fill('#open-text', 'https://puzz.link/p?sudoku/4/4/g1!k23k3g');
      await page.getByRole('button', { name: 'Open', exact: true }).click();
      assert.match((await page.textContent('#open-error')) ?? '', /\S/);
      await page.fill('#open-text', '2x3:2b3b5_3h5b4h6_1b2b3');
      await page.getByRole('button', { name: 'Open', exact: true }).click();
      assert.equal(await page.locator('svg.board rect.cell').count(), 36);
      // A file from the picker, then one dropped on the page (a broken one first: its error shows in the page).
      await page.getByRole('button', { name: 'Open…' }).click();
      await page.setInputFiles('#open-file', { name: 'grid.txt', mimeType: 'text/plain', buffer: Buffer.from('0 1 0 0\n0 0 0 2\n3 0 0 0\n0 0 3 0\n') });
      await statusMatching(page, /Opened grid\.txt/);
      assert.equal(await page.locator('svg.board text.value.given').count(), 4);
      const drop = async (name: string, text: string) => {
        const transfer = await page.evaluateHandle(
          ([fileName, content]) => {
            const data = new DataTransfer();
            data.items.add(new File([content!], fileName!, { type: 'text/plain' }));
            return data;
          },
          [name, text],
        );
        await page.dispatchEvent('main', 'drop', { dataTransfer: transfer });
      };
      await drop('broken.txt', 'this is not a puzzle');
      // The dropped file is read asynchronously: its alert comes a moment later.
      assert.match(await textMatching(page, 'alert', /broken\.txt: /), /broken\.txt: /);
      await drop('sudoku.txt', '2x3:2b3b5_3h5b4h6_1b2b3');
      await statusMatching(page, /Opened sudoku\.txt/);
      assert.equal(await page.locator('svg.board rect.cell').count(), 36);
    });
    await page.close();
  });

  it('edits a puzzle: givens, ambiguity live, unique and unsolvable, share link, play', async () => {
    const { page } = await newPage(studio, link);
    await withScreenshot(page, 'sudoku-editor', async () => {
      await page.getByRole('button', { name: 'Editor' }).click();
      await page.locator('#size-fields input').fill('4');
      await page.getByRole('button', { name: 'New blank grid' }).click();
      await page.getByLabel('Show undetermined cells').check();
      await statusMatching(page, /16 cells are not yet determined/);
      for (let row = 0; row < 4; row++) {
        for (let column = 0; column < 4; column++) {
          if (givens[row]![column] === '.') continue;
          await clickCell(page, row, column);
          await page.keyboard.press(givens[row]![column]!);
        }
      }
      await statusMatching(page, /Every cell is determined/);
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await statusMatching(page, /Unique solution/);
      // A second 1 in the first row: no solution.
      await clickCell(page, 0, 3);
      await page.keyboard.press('1');
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await statusMatching(page, /Unsolvable/);
      await page.getByRole('button', { name: 'Undo', exact: true }).click();
      await page.getByRole('button', { name: 'Share link' }).click();
      const shared = await page.inputValue('#share-link');
      assert.match(shared, /#genre=sudoku&puzzle=/);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Play this puzzle' }).click();
      assert.equal(await page.textContent('#title'), 'Sudoku');
      const second = await studio.context.newPage();
      await second.goto(shared);
      await second.waitForSelector('body[data-ready=true]');
      assert.equal(await second.locator('svg.board text.value.given').count(), 4);
      await second.close();
    });
    await page.close();
  });

  it('cancels a long solve without freezing the page, and solves again afterwards', async () => {
    // The Nurikabe example tiled to 60×60, the largest size the genre takes: proving it has no solution keeps the
    // worker busy for seconds (an empty 12×12 Akari, used before, now answers in a fraction of a second).
    const band = ['.5...', '..2..', '.....', '..1..', '...3.'].map((row) => row.repeat(12).split('').join(' '));
    const tiled = `nurikabe\n${Array.from({ length: 12 }, () => band.join('\n')).join('\n')}\n`;
    const { page } = await newPage(studio, `#genre=nurikabe&puzzle=${encodeURIComponent(tiled)}`);
    await withScreenshot(page, 'nurikabe-cancel', async () => {
      const before = await page.locator('svg.board').innerHTML();
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await page.getByRole('button', { name: 'Cancel' }).click();
      await statusMatching(page, /Cancelled/);
      assert.equal(await page.locator('svg.board').innerHTML(), before);
      await page.evaluate((address) => {
        location.hash = address;
      }, link);
      await page.waitForFunction(() => document.querySelectorAll('svg.board rect.cell').length === 16);
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await statusMatching(page, /Unique solution/);
    });
    await page.close();
  });

  it('shows the puzzle as DIMACS, SMT-LIB and ASP in the encoding panel and saves it', async () => {
    const { page } = await newPage(studio, link);
    await withScreenshot(page, 'sudoku-encoding', async () => {
      await page.locator('#encoding summary').click();
      for (const [language, pattern] of [['dimacs', /^p cnf \d+ \d+$/m], ['smt2', /\(check-sat\)/], ['asp', /:-/]] as const) {
        await page.selectOption('#encoding-language', language);
        await page.getByRole('button', { name: 'Show', exact: true }).click();
        await page.waitForFunction(() => /variables/.test(document.getElementById('encoding-size')?.textContent ?? ''));
        assert.match((await page.textContent('#encoding-text')) ?? '', pattern);
      }
      const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#encoding-save').click()]);
      assert.equal(download.suggestedFilename(), 'sudoku.lp');
    });
    await page.close();
  });
});
