// Hints with their reasons and the editor's Explain, in a real browser. What the board highlights is compared with
// what the library's hint() and explain() say about the same puzzle and state.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import type { Cell } from '../../src/core/geometry.js';
import { sudoku } from '../../src/genres/sudoku/index.js';
import { explain, hint, parsePuzzle } from '../../src/index.js';
import type { Studio } from './browser.js';
import { clickCell, missingChromium, newPage, openStudio, statusMatching, withScreenshot } from './browser.js';

const url = 'https://puzz.link/p?sudoku/4/4/g1k23k3g';

const key = ({ row, column }: Cell) => `r${row + 1}c${column + 1}`;
const keys = (cells: readonly Cell[]) => [...new Set(cells.map(key))].sort();

/** The cells the board outlines with one kind of highlight. */
async function outlined(page: Page, kind: string): Promise<string[]> {
  const cells = await page.locator(`svg.board .outline.${kind}`).evaluateAll((outlines) =>
    outlines.map((outline) => ({ row: Number(outline.getAttribute('data-row')), column: Number(outline.getAttribute('data-column')) })),
  );
  return keys(cells);
}

/** A blank 4×4 Sudoku in the editor with these givens typed in ('.' for none). */
async function editSudoku(page: Page, givens: readonly string[]): Promise<void> {
  await page.getByRole('button', { name: 'Editor' }).click();
  await page.locator('#size-fields input').fill('4');
  await page.getByRole('button', { name: 'New blank grid' }).click();
  for (const [row, line] of givens.entries()) {
    for (const [column, given] of [...line].entries()) {
      if (given === '.') continue;
      await clickCell(page, row, column);
      await page.keyboard.press(given);
    }
  }
}

/** The edited puzzle, read back from the share dialog. */
async function editedPuzzle(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Share link' }).click();
  const text = await page.inputValue('#share-text');
  await page.keyboard.press('Escape');
  return text;
}

describe('studio: hints with reasons and Explain', { skip: missingChromium }, () => {
  let studio: Studio;
  before(async () => {
    studio = await openStudio();
  });
  after(async () => {
    await studio?.close();
  });

  it('hints a forced cell and highlights the clues and cells that force it', async () => {
    const { page, errors } = await newPage(studio, `#puzzle=${encodeURIComponent(url)}`);
    await withScreenshot(page, 'explain-hint', async () => {
      await page.getByRole('button', { name: 'Clear' }).click();
      await clickCell(page, 3, 3);
      await page.keyboard.press('4');
      const state = [[null, null, null, null], [null, null, null, null], [null, null, null, null], [null, null, null, 4]];
      const expected = hint(parsePuzzle(url), { state });
      assert.equal(expected.kind, 'hint');
      if (expected.kind !== 'hint') return;
      const { cell, value, reason } = expected.hint;
      await page.getByRole('button', { name: 'Hint' }).click();
      const status = await statusMatching(page, new RegExp(`Hint: ${key(cell)} is ${String(value)}: `));
      for (const clue of reason.clues) assert.ok(status.includes(clue.description), `the status names ${clue.description}`);
      assert.deepEqual(await outlined(page, 'hinted'), [key(cell)]);
      assert.deepEqual(await outlined(page, 'reason'), keys([...reason.clues.flatMap((clue) => clue.cells), ...reason.placed.map((placed) => placed.cell)]));
      assert.equal(await page.locator(`svg.board rect.cell[style*="checks-reason"]`).count(), (await outlined(page, 'reason')).length);

      // A wrong value: the hint names the cells and clues that clash instead.
      await page.getByRole('button', { name: 'Clear' }).click();
      await clickCell(page, 0, 0);
      await page.keyboard.press('1');
      const wrong = hint(parsePuzzle(url), { state: [[1, null, null, null], ...state.slice(1).map(() => [null, null, null, null])] });
      assert.equal(wrong.kind, 'mistake');
      if (wrong.kind !== 'mistake') return;
      await page.getByRole('button', { name: 'Hint' }).click();
      await statusMatching(page, /These cannot all hold: .*your 1 at r1c1/);
      assert.deepEqual(await outlined(page, 'error'), keys([...wrong.reason.clues.flatMap((clue) => clue.cells), ...wrong.reason.placed.map((placed) => placed.cell)]));
      assert.deepEqual(errors, []);
    });
    await page.close();
  });

  it('explains an unsolvable edited puzzle by the clues that clash', async () => {
    const { page, errors } = await newPage(studio, `#puzzle=${encodeURIComponent(url)}`);
    await withScreenshot(page, 'explain-unsolvable', async () => {
      await editSudoku(page, ['.1.1', '...2', '3...', '..3.']);
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await statusMatching(page, /Unsolvable/);
      const expected = explain(parsePuzzle(await editedPuzzle(page), { genre: sudoku.id }));
      assert.equal(expected.kind, 'unsolvable');
      if (expected.kind !== 'unsolvable') return;
      await page.getByRole('button', { name: 'Explain' }).click();
      await statusMatching(page, /cannot hold together/);
      assert.deepEqual(await outlined(page, 'error'), keys(expected.clues.flatMap((clue) => clue.cells)));
      const listed = await page.locator('#violations li').allTextContents();
      assert.deepEqual(listed, expected.clues.map((clue) => clue.description));
      // An edit makes the explanation stale: it goes, and so does the button until the next verdict.
      await clickCell(page, 0, 3);
      await page.keyboard.press('Backspace');
      assert.equal(await page.locator('svg.board .outline.error').count(), 0);
      assert.ok(await page.locator('#explain').isHidden());
      assert.deepEqual(errors, []);
    });
    await page.close();
  });

  it('explains a puzzle with several solutions by the differing cells and a clue that fixes it', async () => {
    const { page, errors } = await newPage(studio, `#puzzle=${encodeURIComponent(url)}`);
    await withScreenshot(page, 'explain-multiple', async () => {
      await editSudoku(page, ['.1..', '...2', '3...', '....']);
      assert.ok(await page.locator('#explain').isHidden(), 'nothing to explain before a verdict');
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await statusMatching(page, /Not unique/);
      const expected = explain(parsePuzzle(await editedPuzzle(page), { genre: sudoku.id }));
      assert.equal(expected.kind, 'multiple');
      if (expected.kind !== 'multiple') return;
      await page.getByRole('button', { name: 'Explain' }).click();
      await statusMatching(page, /differs in \d+ hatched cells/);
      assert.deepEqual(await outlined(page, 'error'), keys(expected.differingCells));
      assert.ok(expected.fix, 'a 4×4 Sudoku short of one given has a fixing clue');
      assert.deepEqual(await outlined(page, 'reason'), keys(expected.fix.cells));
      assert.equal(await page.locator(`svg.board rect.cell[style*="checks-reason"]`).count(), expected.fix.cells.length, 'the clue to add is checkered, not hatched');
      assert.match((await page.textContent('#status')) ?? '', new RegExp(`Adding ${expected.fix.description} .*makes it unique`));
      assert.deepEqual(errors, []);
    });
    await page.close();
  });
});
