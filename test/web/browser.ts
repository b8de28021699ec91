// Browser tests of the studio: Debian's Chromium driven by playwright-core, headless. The studio is built into a
// temporary folder and served on a free port, once per process, and one Chromium serves every test in it, each
// studio with a fresh browser context (its own storage, as a fresh profile has); test/browser.test.ts runs every test
// that opens the studio in one process. Tests skip when Chromium is missing.

import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Cell } from '../../src/core/geometry.js';
import { buildStudio } from '../../scripts/build-web.js';
import { chromiumPath } from '../../scripts/chromium.js';
import { listen, studioServer } from '../../scripts/serve.js';
import { repositoryRoot, requireProgram } from '../helpers.js';

export { chromiumPath, hasChromium } from '../../scripts/chromium.js';
/** Why the browser tests skip, or false when Chromium is there. */
export const missingChromium = requireProgram(chromiumPath, 'chromium');

export interface Studio {
  readonly url: string;
  readonly context: BrowserContext;
  close(): Promise<void>;
}

/** The built studio, its server and the browser, shared by every studio opened in this process. */
interface SharedStudio {
  readonly url: string;
  readonly browser: Browser;
  close(): Promise<void>;
}

async function startSharedStudio(): Promise<SharedStudio> {
  const { chromium } = await import('playwright-core');
  const folder = mkdtempSync(join(tmpdir(), 'pencilsat-studio-'));
  const output = join(folder, 'site');
  await buildStudio({ output });
  const server: Server = studioServer(output);
  const port = await listen(server, 0);
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return {
    url: `http://localhost:${port}/`,
    browser,
    async close() {
      await browser.close();
      await new Promise((resolve) => server.close(resolve));
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

let shared: Promise<SharedStudio> | undefined;
let openStudios = 0;
let closing: NodeJS.Timeout | undefined;

/**
 * Once the last studio closes, the shared one waits this long for the next test file's studio before it closes
 * (test files in one process open theirs one after another).
 */
const lingerMilliseconds = 1000;

/** A studio with a fresh browser context, on the studio and Chromium this process shares (started on first use). */
export async function openStudio(): Promise<Studio> {
  clearTimeout(closing);
  openStudios++;
  shared ??= startSharedStudio();
  const { url, browser } = await shared;
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 }, hasTouch: true });
  return {
    url,
    context,
    async close() {
      await context.close();
      openStudios--;
      if (openStudios > 0) return;
      const last = shared;
      closing = setTimeout(() => {
        shared = undefined;
        void last?.then((studio) => studio.close());
      }, lingerMilliseconds);
    },
  };
}

/** Opens a page and records its errors; the page is ready when the studio has started. */
export async function newPage(studio: Studio, address = ''): Promise<{ page: Page; errors: string[] }> {
  const page = await studio.context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(studio.url + address);
  await page.waitForSelector('body[data-ready=true]');
  return { page, errors };
}

/** Runs a test body; on failure a screenshot goes to test-results/ before the error is passed on. */
export async function withScreenshot(page: Page, name: string, body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (error) {
    const folder = join(repositoryRoot, 'test-results');
    mkdirSync(folder, { recursive: true });
    await page.screenshot({ path: join(folder, `${name.replace(/[^a-z0-9]+/gi, '-')}.png`), fullPage: true }).catch(() => undefined);
    throw error;
  }
}

/** The status line's text once it matches. */
export async function statusMatching(page: Page, pattern: RegExp, timeout = 20_000): Promise<string> {
  await page.waitForFunction(
    ([source, flags]) => new RegExp(source!, flags).test(document.getElementById('status')?.textContent ?? ''),
    [pattern.source, pattern.flags],
    { timeout },
  );
  return (await page.textContent('#status')) ?? '';
}

/** Clicks the centre of a cell of the board (0-based). */
export async function clickCell(page: Page, row: number, column: number, button: 'left' | 'right' = 'left'): Promise<void> {
  const point = await cellCentre(page, row, column);
  await page.mouse.click(point.x, point.y, { button });
}

export async function cellCentre(page: Page, row: number, column: number): Promise<{ x: number; y: number }> {
  const rect = page.locator(`svg.board rect.cell[data-row="${row}"][data-column="${column}"]`);
  const box = await rect.boundingBox();
  if (!box) throw new Error(`no cell at ${row},${column}`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Presses on one cell, moves through the cells given, and releases on the last (mouse). */
export async function dragCells(page: Page, cells: readonly [number, number][]): Promise<void> {
  const [first, ...rest] = cells;
  const start = await cellCentre(page, first![0], first![1]);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (const [row, column] of rest) {
    const point = await cellCentre(page, row, column);
    await page.mouse.move(point.x, point.y, { steps: 3 });
  }
  await page.mouse.up();
}

/** Where a lattice point of the board's lines is on the page: cell centres, or cell corners. */
export async function pointOnPage(page: Page, point: Cell): Promise<{ x: number; y: number }> {
  const corners = (await page.locator('svg.board.corner-lines').count()) > 0;
  const origin = await cellCentre(page, 0, 0);
  const diagonal = await cellCentre(page, 1, 1);
  const shift = corners ? 0.5 : 0;
  return { x: origin.x + (point.column - shift) * (diagonal.x - origin.x), y: origin.y + (point.row - shift) * (diagonal.y - origin.y) };
}

/** Drags along lattice points (the board's lines: cell centres or corners) with the mouse or with a finger. */
export async function traceOnPage(page: Page, lattice: readonly Cell[], by: 'mouse' | 'touch'): Promise<void> {
  const points = [];
  for (const point of lattice) points.push(await pointOnPage(page, point));
  const [first, ...rest] = points;
  if (by === 'mouse') {
    await page.mouse.move(first!.x, first!.y);
    await page.mouse.down();
    for (const point of rest) await page.mouse.move(point.x, point.y, { steps: 3 });
    return page.mouse.up();
  }
  const session = await page.context().newCDPSession(page);
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: first!.x, y: first!.y }] });
  let last = first!;
  for (const point of rest) {
    for (let step = 1; step <= 3; step++) {
      const at = { x: last.x + ((point.x - last.x) * step) / 3, y: last.y + ((point.y - last.y) * step) / 3 };
      await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at] });
    }
    last = point;
  }
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await session.detach();
}

/** The same as dragCells, with a finger: touch events through the browser's input pipeline. */
export async function touchDrag(page: Page, cells: readonly [number, number][]): Promise<void> {
  const session = await page.context().newCDPSession(page);
  const points = [];
  for (const [row, column] of cells) points.push(await cellCentre(page, row, column));
  const [first, ...rest] = points;
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: first!.x, y: first!.y }] });
  for (const point of rest) {
    for (let step = 1; step <= 3; step++) {
      await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: point.x, y: point.y }] });
    }
  }
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await session.detach();
}
