// Satogaeri in the studio, in a real browser: a new game from the collection played by dragging the circles to the
// solution, undo/redo, try mode, check with errors on the board, a hint with the circles and moves behind it (compared
// with the library's hint() on the same moves), drawing and saving a puzzle, loading it back, solving it, and the
// generator with its progress and cancel.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import type { Cell } from '../../src/core/geometry.js';
import type { Reason } from '../../src/core/explain.js';
import { satogaeri } from '../../src/genres/satogaeri/index.js';
import { genres, hint, parsePuzzle, solve } from '../../src/index.js';
import type { Studio } from './browser.js';
import { clickCell, dragCells, missingChromium, newPage, openStudio, statusMatching, touchDrag, withScreenshot } from './browser.js';

const registered = genres.includes(satogaeri) ? satogaeri : undefined;
const skip = missingChromium || (!registered && `${satogaeri.id} is not registered`);
const example = 'https://puzz.link/p?satogaeri/4/4/94g1g02m1h.j';

interface Move {
  from: { row: number; column: number };
  to: { row: number; column: number };
}

async function solution(text: string): Promise<Move[]> {
  const result = await solve(parsePuzzle(text));
  assert.equal(result.status, 'unique');
  return (result.answer as Move[]).filter((move) => move.from.row !== move.to.row || move.from.column !== move.to.column);
}

async function dragMove(page: Page, move: Move): Promise<void> {
  await dragCells(page, [
    [move.from.row, move.from.column],
    [move.to.row, move.to.column],
  ]);
}

async function entered(page: Page): Promise<number> {
  return page.locator('svg.board .track').count();
}

const key = ({ row, column }: Cell) => `r${row + 1}c${column + 1}`;
const keys = (cells: readonly Cell[]) => [...new Set(cells.map(key))].sort();
const cellOf = (value: unknown): Cell => ({ row: (value as number[])[0]!, column: (value as number[])[1]! });

/** The cells a reason names: its circles' and numbers' cells, and both ends of each of the player's moves. */
const reasonKeys = (reason: Reason) => keys([...reason.clues.flatMap((clue) => clue.cells), ...reason.placed.flatMap(({ cell, value }) => [cell, cellOf(value)])]);

/** The cells the board outlines with one kind of highlight. */
async function outlined(page: Page, kind: string): Promise<string[]> {
  const cells = await page.locator(`svg.board .outline.${kind}`).evaluateAll((outlines) =>
    outlines.map((outline) => ({ row: Number(outline.getAttribute('data-row')), column: Number(outline.getAttribute('data-column')) })),
  );
  return keys(cells);
}

describe('studio: satogaeri', { skip }, () => {
  let studio: Studio;
  before(async () => {
    studio = await openStudio();
  });
  after(async () => {
    await studio?.close();
  });

  it('starts a new game from the collection and is solved by dragging the circles', async () => {
    const { page, errors } = await newPage(studio, `#puzzle=${encodeURIComponent(example)}`);
    await withScreenshot(page, 'satogaeri-new-game', async () => {
      await page.getByRole('button', { name: 'New game…' }).click();
      await page.selectOption('#collection-level', 'medium');
      await page.selectOption('#collection-level', 'easy');
      const first = registered!.collection!.find((entry) => entry.difficulty === 'easy')!;
      await page.getByRole('listitem').filter({ hasText: first.id }).click();
      await statusMatching(page, /a new puzzle/);
      const moves = await solution(first.puzzle);
      assert.ok(moves.length > 0);
      // The first circle moves by touch, the others by mouse.
      const [byTouch, ...byMouse] = moves;
      await touchDrag(page, [
        [byTouch!.from.row, byTouch!.from.column],
        [byTouch!.to.row, byTouch!.to.column],
      ]);
      assert.equal(await entered(page), 1, 'a finger drags a circle too');
      for (const move of byMouse) await dragMove(page, move);
      await statusMatching(page, /Solved! Every rule holds/);
      assert.equal(await entered(page), moves.length, 'every track is drawn');
      assert.ok((await page.locator('svg.board rect.cell[style*="stripes-filled"]').count()) > 0, 'countries with a circle are tinted');
      await page.getByLabel('Colored countries').uncheck();
      assert.equal(await page.locator('svg.board rect.cell[style*="stripes-filled"]').count(), 0);
      await page.getByLabel('Colored countries').check();
      assert.deepEqual(errors, []);
    });
    await page.close();
  });

  it('refuses illegal moves, checks with errors, undoes, redoes, tries, fixes and deletes', async () => {
    const { page } = await newPage(studio, `#puzzle=${encodeURIComponent(example)}`);
    await withScreenshot(page, 'satogaeri-tools', async () => {
      await page.getByRole('button', { name: 'Clear' }).click();
      // Diagonal and too short: refused, shown on the board.
      await dragCells(page, [[0, 0], [1, 1]]);
      await statusMatching(page, /Not allowed: a circle moves in one straight line/);
      assert.ok((await page.locator('svg.board .outline.refused').count()) > 0);
      await dragCells(page, [[0, 0], [0, 1]]);
      await statusMatching(page, /exactly 2 cells/);
      assert.equal(await entered(page), 0);
      // The 1 moves up into the 2's country: not wrong yet, as the 2 has still to leave.
      await dragCells(page, [[2, 0], [1, 0]]);
      await page.getByRole('button', { name: 'Check' }).click();
      await statusMatching(page, /^No mistakes so far; 2 circles have still to move\.$/);
      await page.getByRole('button', { name: 'Undo' }).click();
      // The 2 moves right into B, where the blank circle is marked as staying: two circles in one country for good.
      await dragCells(page, [[0, 0], [0, 2]]);
      await clickCell(page, 2, 3);
      await clickCell(page, 2, 3);
      await page.getByRole('button', { name: 'Check' }).click();
      await statusMatching(page, /Not solved: 1 broken rule/);
      assert.match((await page.textContent('#violations')) ?? '', /2 circles/);
      assert.ok((await page.locator('svg.board .outline.error').count()) >= 2);
      await page.getByRole('button', { name: 'Undo' }).click();
      await page.getByRole('button', { name: 'Undo' }).click();
      assert.equal(await entered(page), 0);
      await page.getByRole('button', { name: 'Redo' }).click();
      assert.equal(await entered(page), 1);
      await page.getByRole('button', { name: 'Undo' }).click();

      await page.getByRole('button', { name: 'Try' }).click();
      await dragCells(page, [[0, 0], [0, 2]]);
      await dragCells(page, [[2, 3], [2, 2]]);
      assert.equal(await entered(page), 2);
      await page.getByRole('button', { name: 'Delete' }).click();
      assert.equal(await entered(page), 0, 'Delete returns to the state saved by Try');
      await page.getByRole('button', { name: 'Try' }).click();
      await dragCells(page, [[0, 0], [0, 2]]);
      await page.getByRole('button', { name: 'Fix' }).click();
      assert.equal(await entered(page), 1, 'Fix keeps the move');
      // By keyboard: Enter picks the 1 up, arrows move, Enter drops it.
      await clickCell(page, 2, 0);
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('Enter');
      await statusMatching(page, /Solved/);
    });
    await page.close();
  });

  it('hints a move with the circles and the moves behind it, and names a wrong move', async () => {
    const { page, errors } = await newPage(studio, `#puzzle=${encodeURIComponent(example)}`);
    await withScreenshot(page, 'satogaeri-hint', async () => {
      // One move placed (the blank circle; then the 1), and the library's hint on the same moves is what the studio
      // must show: the first comes from a number, the second from the player's move.
      const cases: { move: Move; clues: boolean; placed: boolean }[] = [
        { move: { from: { row: 2, column: 3 }, to: { row: 2, column: 1 } }, clues: true, placed: false },
        { move: { from: { row: 2, column: 0 }, to: { row: 1, column: 0 } }, clues: false, placed: true },
      ];
      // A click on the blank circle at home selects it; a click on the selected circle puts a dot in it (it stays),
      // one more takes it away.
      await page.getByRole('button', { name: 'Clear' }).click();
      await clickCell(page, 2, 3);
      assert.equal(await page.locator('svg.board circle.dot').count(), 0, 'selecting a circle leaves it as it is');
      await clickCell(page, 2, 3);
      assert.equal(await page.locator('svg.board circle.dot').count(), 1);
      await clickCell(page, 2, 3);
      assert.equal(await page.locator('svg.board circle.dot').count(), 0);
      for (const { move, clues, placed } of cases) {
        await page.getByRole('button', { name: 'Clear' }).click();
        await dragMove(page, move);
        const state = [[0, 0], [2, 0], [2, 3]].map(([row, column]) => ({
          from: [row, column],
          to: move.from.row === row && move.from.column === column ? [move.to.row, move.to.column] : null,
        }));
        const expected = hint(parsePuzzle(example), { state });
        assert.equal(expected.kind, 'hint');
        if (expected.kind !== 'hint') return;
        const { cell, value, reason } = expected.hint;
        assert.equal(reason.clues.length > 0, clues);
        assert.equal(reason.placed.length > 0, placed);
        await page.getByRole('button', { name: 'Hint' }).click();
        const status = await statusMatching(page, new RegExp(`Hint: the circle at ${key(cell)} moves to ${key(cellOf(value))}: `));
        for (const clue of reason.clues) assert.ok(status.includes(clue.description), `the status names ${clue.description}`);
        for (const entry of reason.placed) assert.ok(status.includes(`your move ${key(entry.cell)} to ${key(cellOf(entry.value))}`), status);
        assert.doesNotMatch(status, /\[/, 'no raw [row, column] in the words');
        assert.equal(await entered(page), 2, 'the hinted move is on the board');
        assert.deepEqual(await outlined(page, 'hinted'), keys([cell, cellOf(value)]));
        assert.deepEqual(await outlined(page, 'reason'), reasonKeys(reason));
      }

      // A move no solution has: named and hatched with what it clashes with.
      await page.getByRole('button', { name: 'Clear' }).click();
      await dragCells(page, [[2, 3], [2, 2]]);
      const wrong = hint(parsePuzzle(example), { state: [{ from: [0, 0], to: null }, { from: [2, 0], to: null }, { from: [2, 3], to: [2, 2] }] });
      assert.equal(wrong.kind, 'mistake');
      if (wrong.kind !== 'mistake') return;
      await page.getByRole('button', { name: 'Hint' }).click();
      await statusMatching(page, /These cannot all hold: .*your move r3c4 to r3c3\. Your move is a mistake\./);
      assert.deepEqual(await outlined(page, 'error'), reasonKeys(wrong.reason));
      assert.equal(await entered(page), 1, 'a mistake places nothing');
      assert.deepEqual(errors, []);
    });
    await page.close();
  });

  it('solves a collection puzzle by Hint alone, every hint in words', async () => {
    const entry = registered!.collection!.find((candidate) => candidate.id === 'easy-01')!;
    const { page, errors } = await newPage(studio, `#genre=satogaeri&puzzle=${encodeURIComponent(entry.puzzle)}`);
    await withScreenshot(page, 'satogaeri-hints', async () => {
      await page.getByRole('button', { name: 'Clear' }).click();
      const statuses: string[] = [];
      for (let click = 0; click < 30 && !statuses.some((status) => /Solved!/.test(status)); click++) {
        const before = (await page.textContent('#status')) ?? '';
        await page.getByRole('button', { name: 'Hint' }).click();
        await page.waitForFunction((previous) => {
          const text = document.getElementById('status')?.textContent ?? '';
          return text !== previous && !text.startsWith('Looking');
        }, before);
        statuses.push((await page.textContent('#status')) ?? '');
      }
      assert.match(statuses[statuses.length - 1]!, /Solved! Every rule holds/);
      for (const status of statuses.slice(0, -1)) {
        assert.match(status, /^Hint: the circle at r\d+c\d+ (moves to r\d+c\d+|stays where it is): /);
        assert.doesNotMatch(status, /\[/);
      }
      assert.ok(statuses.some((status) => /because of /.test(status)), 'some hints give their reason');
      assert.ok(statuses.some((status) => /: it is forced by the clues\.$/.test(status)), 'a circle its own clue decides comes from the facts');
      assert.deepEqual(errors, []);
    });
    await page.close();
  });

  it('draws a puzzle, saves it as .pzl, loads it back and solves it', async () => {
    const { page } = await newPage(studio, `#puzzle=${encodeURIComponent(example)}`);
    await withScreenshot(page, 'satogaeri-drawing', async () => {
      await page.getByRole('button', { name: 'Editor' }).click();
      await page.getByLabel('Width').fill('3');
      await page.getByLabel('Height').fill('3');
      await page.getByRole('button', { name: 'New blank grid' }).click();
      // The thesis's 3×3 example: countries {r1c1 r1c2 r1c3 r2c3}, {r2c1 r3c1}, {r2c2 r3c2 r3c3}.
      await page.getByRole('button', { name: /Draw country/ }).click();
      await dragCells(page, [[0, 0], [0, 1], [0, 2], [1, 2]]);
      await dragCells(page, [[1, 0], [2, 0]]);
      await dragCells(page, [[1, 1], [2, 1], [2, 2]]);
      await page.getByRole('button', { name: /Draw circle/ }).click();
      for (const [row, column, text] of [[0, 0, '#'], [0, 2, '0'], [2, 0, '2'], [1, 1, '3']] as const) {
        await clickCell(page, row, column);
        await page.fill('#prompt-input', text);
        await page.keyboard.press('Enter');
      }
      // Remove the stray circle again.
      await clickCell(page, 1, 1);
      await page.fill('#prompt-input', '-1');
      await page.keyboard.press('Enter');
      assert.equal(await page.locator('svg.board circle.circle').count(), 3);
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await statusMatching(page, /Unique solution/);

      await page.selectOption('#save-format', 'pzl');
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save file' }).click()]);
      assert.equal(download.suggestedFilename(), 'satogaeri.pzl');
      const path = await download.path();
      const saved = readFileSync(path, 'utf8');
      assert.match(saved, /countries/);

      await page.getByRole('button', { name: 'New blank grid' }).click();
      assert.equal(await page.locator('svg.board circle.circle').count(), 0);
      await page.setInputFiles('#load', path);
      await statusMatching(page, /Loaded /);
      assert.equal(await page.locator('svg.board circle.circle').count(), 3);
      await page.getByLabel('Show undetermined cells').check();
      await statusMatching(page, /Every cell is determined/);
      // A second blank circle in the big country makes the puzzle ambiguous or unsolvable; Solve says which.
      await clickCell(page, 2, 2);
      await page.fill('#prompt-input', '#');
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await statusMatching(page, /Unsolvable|Not unique/);
      await page.getByRole('button', { name: 'Undo', exact: true }).click();
      await page.getByRole('button', { name: 'Play this puzzle' }).click();
      assert.equal(await page.textContent('#title'), 'Satogaeri');
    });
    await page.close();
  });

  it('generates a puzzle with progress, and cancels a long generation', async () => {
    const { page } = await newPage(studio, `#puzzle=${encodeURIComponent(example)}`);
    await withScreenshot(page, 'satogaeri-generator', async () => {
      await page.getByRole('button', { name: 'New game…' }).click();
      await page.getByLabel('Width').fill('30');
      await page.getByLabel('Height').fill('30');
      await page.getByRole('button', { name: 'Generate' }).click();
      await page.getByRole('button', { name: 'Cancel' }).click();
      await statusMatching(page, /Cancelled/);

      await page.getByRole('button', { name: 'New game…' }).click();
      await page.getByLabel('Width').fill('5');
      await page.getByLabel('Height').fill('5');
      await page.selectOption('[data-field="difficulty"]', 'any');
      await page.getByRole('button', { name: 'Generate' }).click();
      await statusMatching(page, /freshly generated Satogaeri/, 60_000);
      assert.equal(await page.locator('svg.board rect.cell').count(), 25);
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
      await statusMatching(page, /Unique solution/);
    });
    await page.close();
  });
});
