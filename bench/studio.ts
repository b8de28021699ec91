// The studio in Chromium: time from page load to the first solve (cold: a fresh browser profile, the worker and
// MiniSat loaded from scratch), beside the same solve in Node, and the size of what the browser downloads.

import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { buildStudio } from '../scripts/build-web.js';
import { listen, studioServer } from '../scripts/serve.js';
import { parsePuzzle, solve } from '../src/index.js';
import type { Table } from './harness.js';
import { formatMs, median, timeRuns } from './harness.js';

const chromiumPath = '/usr/bin/chromium';
const puzzles = [
  { name: 'Sudoku 9×9 (hard)', text: 'https://puzz.link/p?sudoku/9/9/l768g3g2g7o4h1j2h43h4g5h92h6j7h5o5g9g1g824l' },
  { name: 'Sudoku 4×4', text: 'https://puzz.link/p?sudoku/4/4/g1k23k3g' },
  {
    name: 'Satogaeri 10×10 (collection, hard)',
    text: 'https://puzz.link/p?satogaeri/10/10/adersjrl9crktal6sabo4vp57armbvmanu45j0.h..h0l.1.j.l0j2g0h0h.k1.h.g01g.h.h0.h2s101h03n',
  },
];
const runs = 5;

export async function benchStudio(): Promise<Table[]> {
  const folder = mkdtempSync(join(tmpdir(), 'pencilsat-bench-'));
  const output = join(folder, 'site');
  const build = await buildStudio({ output });
  const sizeRows = Object.entries(build.sizes).map(([name, bytes]) => [
    name,
    `${(bytes / 1024).toFixed(1)} KiB`,
    `${(gzipSync(readFileSync(join(output, name))).length / 1024).toFixed(1)} KiB`,
  ]);
  const total = Object.values(build.sizes).reduce((sum, bytes) => sum + bytes, 0);
  const tables: Table[] = [{ title: 'Studio bundle (minified)', columns: ['file', 'size', 'gzip'], rows: [...sizeRows, ['total', `${(total / 1024).toFixed(1)} KiB`, '']] }];
  if (!existsSync(chromiumPath)) {
    rmSync(folder, { recursive: true, force: true });
    return [...tables, { title: 'Studio: page load to first solve', columns: ['puzzle'], rows: [], notes: ['Chromium is not installed; skipped.'] }];
  }
  const { chromium } = await import('playwright-core');
  const server = studioServer(output);
  const port = await listen(server, 0);
  const rows: (string | number)[][] = [];
  for (const puzzle of puzzles) {
    const cold: number[] = [];
    const inWorker: number[] = [];
    for (let run = 0; run < runs; run++) {
      const profile = join(folder, `profile-${rows.length}-${run}`);
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: chromiumPath,
        headless: true,
        args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
      });
      const page = await context.newPage();
      await page.goto(`http://localhost:${port}/#puzzle=${encodeURIComponent(puzzle.text)}`);
      await page.waitForSelector('body[data-ready=true]');
      await page.click('#solve');
      // Measured in the page, from the start of navigation to the moment the answer is on the screen.
      const solvedAt = await page.waitForFunction(
        () => /Unique solution \(proved in/.test(document.getElementById('status')?.textContent ?? '') && performance.now(),
        undefined,
        { polling: 5 },
      );
      cold.push(Number(await solvedAt.jsonValue()));
      const status = (await page.textContent('#status')) ?? '';
      inWorker.push(Number(/proved in (\d+) ms/.exec(status)?.[1] ?? NaN));
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
    const loaded = parsePuzzle(puzzle.text);
    const node = median(await timeRuns(() => solve(loaded), runs, 1));
    const coldMedian = median(cold);
    rows.push([puzzle.name, formatMs(coldMedian), formatMs(median(inWorker)), formatMs(node), `${(coldMedian / node).toFixed(0)}×`]);
  }
  await new Promise((resolve) => server.close(resolve));
  rmSync(folder, { recursive: true, force: true });
  tables.push({
    title: `Studio: page load to first solve in Chromium (cold, fresh profile; median of ${runs})`,
    columns: ['puzzle', 'load + first solve', 'solve in the worker', 'same solve in Node (warm)', 'ratio'],
    rows,
    notes: ['"load + first solve" runs from navigation to the status line saying the solution is unique: page, worker and MiniSat load included.'],
  });
  return tables;
}
