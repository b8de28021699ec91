// Browser tests of the studio: Debian's Chromium driven by playwright-core, headless, with a fresh profile. The
// studio is built into a temporary folder and served on a free port. Tests skip when Chromium is missing.

import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
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

/** Builds and serves the studio and starts Chromium with a fresh profile. */
export async function openStudio(): Promise<Studio> {
  const { chromium } = await import('playwright-core');
  const folder = mkdtempSync(join(tmpdir(), 'pencilsat-studio-'));
  const output = join(folder, 'site');
  await buildStudio({ output });
  const server: Server = studioServer(output);
  const port = await listen(server, 0);
  const context = await chromium.launchPersistentContext(join(folder, 'profile'), {
    executablePath: chromiumPath,
    headless: true,
    viewport: { width: 1200, height: 900 },
    hasTouch: true,
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
    context,
    async close() {
      await context.close();
      await new Promise((resolve) => server.close(resolve));
      rmSync(folder, { recursive: true, force: true });
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
