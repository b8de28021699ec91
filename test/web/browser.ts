// Browser tests of the studio: Debian's Chromium driven by playwright-core, headless. The studio is built into a
// temporary folder (or taken from the one that `npm test` built for all its processes, named by PENCILSAT_TEST_STUDIO)
// and served on a free port, once per process, and one Chromium serves every test in it, each studio with a fresh
// browser context (its own storage, as a fresh profile has); test/browser-1.test.ts and test/browser-2.test.ts run the
// tests that open the studio in two such processes. Tests skip when Chromium is missing.

import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { Cell } from '../../src/core/geometry.js';
import type { Gesture } from '../../src/core/play.js';
import { buildStudio } from '../../scripts/build-web.js';
import { chromiumPath } from '../../scripts/chromium.js';
import { listen, studioServer } from '../../scripts/serve.js';
import { prebuiltStudio } from '../../scripts/test-files.js';
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

/** The built studio's folder, and the temporary folder to remove at the end when this process built it. */
async function builtStudio(): Promise<{ output: string; folder?: string }> {
  const prebuilt = process.env[prebuiltStudio];
  if (prebuilt) return { output: prebuilt };
  const folder = mkdtempSync(join(tmpdir(), 'pencilsat-studio-'));
  const output = join(folder, 'site');
  await buildStudio({ output });
  return { output, folder };
}

async function startSharedStudio(): Promise<SharedStudio> {
  const { chromium } = await import('playwright-core');
  const { output, folder } = await builtStudio();
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
      if (folder) rmSync(folder, { recursive: true, force: true });
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

/** An element's text once it matches (the page may still be reading a file or solving). */
export async function textMatching(page: Page, id: string, pattern: RegExp, timeout = 20_000): Promise<string> {
  await page.waitForFunction(
    ([element, source, flags]) => new RegExp(source!, flags).test(document.getElementById(element!)?.textContent ?? ''),
    [id, pattern.source, pattern.flags],
    { timeout },
  );
  return (await page.textContent(`#${id}`)) ?? '';
}

/** The status line's text once it matches. */
export function statusMatching(page: Page, pattern: RegExp, timeout = 20_000): Promise<string> {
  return textMatching(page, 'status', pattern, timeout);
}

/** Clicks the centre of a cell of the board (0-based). */
export async function clickCell(page: Page, row: number, column: number, button: 'left' | 'right' = 'left'): Promise<void> {
  const point = await cellCentre(page, row, column);
  await page.mouse.click(point.x, point.y, { button });
}

export async function cellCentre(page: Page, row: number, column: number): Promise<{ x: number; y: number }> {
  const rect = page.locator(`svg.board rect.cell[data-row="${row}"][data-column="${column}"]`);
  // The board is drawn anew after each move; a cell caught between two drawings has no box yet, so look again.
  for (let attempt = 0; attempt < 50; attempt++) {
    const box = await rect.boundingBox();
    if (box) return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.waitForTimeout(100);
  }
  throw new Error(`no cell at ${row},${column}`);
}

/** Presses on one cell, moves through the cells given, and releases on the last (mouse, the left button or the right). */
export async function dragCells(page: Page, cells: readonly [number, number][], button: 'left' | 'right' = 'left'): Promise<void> {
  const [first, ...rest] = cells;
  const start = await cellCentre(page, first![0], first![1]);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down({ button });
  for (const [row, column] of rest) {
    const point = await cellCentre(page, row, column);
    await page.mouse.move(point.x, point.y, { steps: 3 });
  }
  await page.mouse.up({ button });
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
export async function traceOnPage(page: Page, lattice: readonly Cell[], by: 'mouse' | 'touch', button: 'left' | 'right' = 'left'): Promise<void> {
  const points = [];
  for (const point of lattice) points.push(await pointOnPage(page, point));
  const [first, ...rest] = points;
  if (by === 'mouse') {
    await page.mouse.move(first!.x, first!.y);
    await page.mouse.down({ button });
    for (const point of rest) await page.mouse.move(point.x, point.y, { steps: 3 });
    return page.mouse.up({ button });
  }
  return fingerAlong(page, points);
}

/** The same as dragCells, with a finger: touch events through the browser's input pipeline. */
export async function touchDrag(page: Page, cells: readonly [number, number][]): Promise<void> {
  const points = [];
  for (const [row, column] of cells) points.push(await cellCentre(page, row, column));
  return fingerAlong(page, points);
}

/** Milliseconds between a finger's moves (a 60 Hz touch screen), and how long it rests before it lifts. */
const fingerStep = 16;
const fingerRest = 200;

/**
 * A finger put down on the first point, moved through the rest in small steps, held still and lifted. The events
 * carry timestamps as a real finger's would, ending now: a drag dispatched all at once looks to Chromium like a
 * fling, and the tap after a fling only stops it (a button tapped next would not be clicked).
 */
async function fingerAlong(page: Page, points: readonly { x: number; y: number }[]): Promise<void> {
  const [first, ...rest] = points;
  const steps = 3;
  let time = Date.now() - (rest.length * steps * fingerStep + fingerRest);
  const session = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', touchPoints: { x: number; y: number }[]) =>
    session.send('Input.dispatchTouchEvent', { type, touchPoints, timestamp: time / 1000 });
  await touch('touchStart', [first!]);
  let last = first!;
  for (const point of rest) {
    for (let step = 1; step <= steps; step++) {
      time += fingerStep;
      await touch('touchMove', [{ x: last.x + ((point.x - last.x) * step) / steps, y: last.y + ((point.y - last.y) * step) / steps }]);
    }
    last = point;
  }
  time += fingerRest;
  await touch('touchEnd', []);
  await session.detach();
}

/** Plays a genre's gestures by mouse and keyboard, or by finger and the on-screen pad. */
export type GesturePlayer = (gesture: Gesture, by: 'mouse' | 'touch') => Promise<void>;

/**
 * Plays gestures on a page's board as a player would, keeping track of the cursor's cell. A key goes to a cell
 * selected by a click or tap first (unless the cursor is there), so it suits genres where a press on a new cell only
 * selects it; by finger a key is the pad's button where the pad has it. A press `again` selects its cell first when
 * the cursor is elsewhere. A finger has no other button: its drags with the other button are made in the genre's
 * second mode (Dot, Cross), chosen for the drag and left after it, and its presses with it are refused. Make a new
 * player after a reload (the studio's cursor starts unplaced).
 */
export function gesturePlayer(page: Page): GesturePlayer {
  let cursor: Cell | undefined;
  const atCursor = (cell: Cell) => cursor !== undefined && cursor.row === cell.row && cursor.column === cell.column;
  const press = async (cell: Cell, button: 'primary' | 'secondary', by: 'mouse' | 'touch') => {
    if (by === 'mouse') await clickCell(page, cell.row, cell.column, button === 'secondary' ? 'right' : 'left');
    else if (button === 'secondary') throw new Error(`a finger has no other button to press r${cell.row + 1}c${cell.column + 1} with`);
    else {
      const point = await cellCentre(page, cell.row, cell.column);
      await page.touchscreen.tap(point.x, point.y);
    }
    cursor = cell;
  };
  const withButton = async (button: 'primary' | 'secondary', by: 'mouse' | 'touch', draw: () => Promise<void>) => {
    if (button === 'primary' || by === 'mouse') return draw();
    // The mode shows chosen before the drag starts (a tap's click is the browser's to make, after the touch ends).
    const choose = async (mode: Locator) => {
      await mode.tap();
      await mode.and(page.locator('[aria-pressed=true]')).waitFor();
    };
    const modes = page.locator('#modes button');
    await choose(modes.nth(1));
    await draw();
    await choose(modes.nth(0));
  };
  return async (gesture, by) => {
    const button = (choice: 'primary' | 'secondary' | undefined) => (choice === 'secondary' ? 'right' : 'left');
    if (gesture.kind === 'press' && gesture.target.kind === 'cell') {
      const { cell } = gesture.target;
      if (gesture.again && !atCursor(cell)) await press(cell, 'primary', by);
      return press(cell, gesture.button, by);
    }
    if (gesture.kind === 'key' && gesture.target.kind === 'cell') {
      const { cell } = gesture.target;
      if (!atCursor(cell)) await press(cell, 'primary', by);
      const padKey = page.locator('#pad').getByRole('button', { name: `Type ${gesture.key}`, exact: true });
      if (by === 'touch' && gesture.modifier === undefined && (await padKey.count()) > 0) return padKey.tap();
      const modifier = gesture.modifier === 'shift' ? 'Shift+' : gesture.modifier === 'control' ? 'Control+' : '';
      return page.keyboard.press(modifier + gesture.key);
    }
    if (gesture.kind === 'drag' || gesture.kind === 'stroke') {
      const cells = gesture.kind === 'drag' ? [gesture.from, gesture.to] : gesture.cells;
      const pairs = cells.map((cell): [number, number] => [cell.row, cell.column]);
      const pressed = gesture.kind === 'stroke' ? (gesture.button ?? 'primary') : 'primary';
      await withButton(pressed, by, () => (by === 'mouse' ? dragCells(page, pairs, button(pressed)) : touchDrag(page, pairs)));
      cursor = cells.at(-1);
      return;
    }
    if (gesture.kind === 'trace') {
      await withButton(gesture.button, by, () => traceOnPage(page, gesture.points, by, button(gesture.button)));
      // Where a trace leaves the cursor depends on the lattice; a key after it selects its cell afresh.
      cursor = undefined;
      return;
    }
    throw new Error(`the player cannot play ${JSON.stringify(gesture)} by ${by}`);
  };
}
