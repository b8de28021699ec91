// Every other genre in a real browser: a puzzle opened from a link (a puzz.link URL where the genre has one, else a
// game ID), its solution entered with the mouse or the keyboard, and the studio saying solved. Then Futoshiki's
// editor (seed 003's GUI): size, givens, signs between cells, and "Unsolvable".

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import type { AnyGenre } from '../../src/index.js';
import { genres, parsePuzzle, solve } from '../../src/index.js';
import type { Studio } from './browser.js';
import { cellCentre, clickCell, missingChromium, newPage, openStudio, statusMatching, withScreenshot } from './browser.js';

type Grid = readonly (readonly (number | boolean | null)[])[];

/** How a solution is entered, per kind of answer: digits by keyboard, shading by mouse, two colours by keys. */
const entry: Record<string, (page: Page, answer: Grid, fixed: (row: number, column: number) => boolean) => Promise<void>> = {
  async digits(page, answer, fixed) {
    for (let row = 0; row < answer.length; row++) {
      for (let column = 0; column < answer[row]!.length; column++) {
        if (fixed(row, column)) continue;
        await clickCell(page, row, column);
        await page.keyboard.press(String(answer[row]![column]));
      }
    }
  },
  async shading(page, answer) {
    for (let row = 0; row < answer.length; row++) {
      for (let column = 0; column < answer[row]!.length; column++) {
        const value = answer[row]![column];
        if (value === true || value === 1) await clickCell(page, row, column);
      }
    }
  },
  async colours(page, answer, fixed) {
    // By keyboard only: arrows to each cell, then 1 (dark) or 0 (light).
    await clickCell(page, 0, 0);
    for (let row = 0; row < answer.length; row++) {
      for (let column = 0; column < answer[row]!.length; column++) {
        if (!fixed(row, column)) await page.keyboard.press(String(answer[row]![column]));
        if (column + 1 < answer[row]!.length) await page.keyboard.press('ArrowRight');
      }
      for (let column = 1; column < answer[row]!.length; column++) await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowDown');
    }
  },
};

const cases: Record<string, { kind: keyof typeof entry; text: string }> = {
  futoshiki: { kind: 'digits', text: '4:0R,0,0R,0,0,0,0,0,0U,0,0R,0,0R,3,0,0,' },
  kakurasu: { kind: 'shading', text: '7 8 4 0\n2 0 3 6\n' },
  takuzu: { kind: 'colours', text: '6x6:gabKBgaABba' },
  kurodoko: { kind: 'shading', text: 'https://puzz.link/p?kurodoko/5/5/i7g5l2l2g4i' },
};

function playable(id: string): AnyGenre | undefined {
  return genres.find((genre) => genre.id === id && genre.play);
}

describe('studio: every genre', { skip: missingChromium }, () => {
  let studio: Studio;
  before(async () => {
    studio = await openStudio();
  });
  after(async () => {
    await studio?.close();
  });

  for (const [id, { kind, text }] of Object.entries(cases)) {
    it(`${id}: opens from a link, takes the solution and says solved`, { skip: playable(id) ? false : `${id} is not registered` }, async () => {
      const genre = playable(id)!;
      const loaded = parsePuzzle(text, { genre: id });
      const result = await solve(loaded);
      assert.equal(result.status, 'unique');
      const answer = genre.answerToJson(result.answer) as Grid;
      const start = genre.play!.view(loaded.puzzle, genre.play!.start(loaded.puzzle), {});
      const fixed = (row: number, column: number) => start.cells[row]![column]!.value?.kind === 'given';
      const { page, errors } = await newPage(studio, `#genre=${id}&puzzle=${encodeURIComponent(text)}`);
      await withScreenshot(page, `${id}-solve`, async () => {
        assert.equal(await page.textContent('#title'), genre.name);
        await entry[kind]!(page, answer, fixed);
        await statusMatching(page, /Solved! Every rule holds/);
        await page.getByRole('button', { name: 'Check' }).click();
        await statusMatching(page, /Solved! Every rule holds/);
        assert.deepEqual(errors, []);
      });
      await page.close();
    });
  }

  for (const id of ['sudoku', ...Object.keys(cases)]) {
    const generator = playable(id)?.generator;
    it(`${id}: New game generates a puzzle at the smallest size`, { skip: generator ? false : `${id} has no generator` }, async () => {
      const genre = playable(id)!;
      const { page } = await newPage(studio, `#genre=${id}&puzzle=${encodeURIComponent(cases[id]?.text ?? genre.examples[0]!)}`);
      await withScreenshot(page, `${id}-generate`, async () => {
        await page.getByRole('button', { name: 'New game…' }).click();
        const { rows, columns } = generator!.minimumSize;
        for (const [field, value] of [['size', rows], ['rows', rows], ['columns', columns]] as const) {
          const input = page.locator(`#generator-fields [data-field="${field}"]`);
          if ((await input.count()) > 0) await input.fill(String(value));
        }
        await page.selectOption('#generator-fields [data-field="difficulty"]', 'any');
        await page.getByRole('button', { name: 'Generate' }).click();
        await statusMatching(page, new RegExp(`freshly generated ${genre.name}`), 60_000);
        assert.equal(await page.locator('svg.board rect.cell').count(), rows * columns);
      });
      await page.close();
    });
  }

  it('kurodoko: a right click marks a cell surely unshaded; a hint shades a forced cell', { skip: playable('kurodoko') ? false : 'kurodoko is not registered' }, async () => {
    const { page } = await newPage(studio, `#genre=kurodoko&puzzle=${encodeURIComponent(cases.kurodoko!.text)}`);
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

  it('futoshiki editor: size, givens, signs between cells, unique and "Unsolvable"', { skip: playable('futoshiki')?.edit ? false : 'futoshiki has no editor' }, async () => {
    const { page } = await newPage(studio, `#genre=futoshiki&puzzle=${encodeURIComponent(cases.futoshiki!.text)}`);
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

  it('kakurasu editor: clues typed beside the grid by mouse and keyboard', { skip: playable('kakurasu')?.edit ? false : 'kakurasu has no editor' }, async () => {
    const { page } = await newPage(studio, `#genre=kakurasu&puzzle=${encodeURIComponent(cases.kakurasu!.text)}`);
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
});
