// Takes the README's picture of the studio (docs/studio.png) with the browser test tooling: a puzzle opened from a
// link and partly played by a few hints.
//   node --import tsx scripts/screenshot.ts [PUZZLE] [--hints N]

import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumPath, hasChromium } from './chromium.js';
import { repositoryRoot } from './repository.js';
import { buildStudio } from './build-web.js';
import { listen, studioServer } from './serve.js';

const hintsFlag = process.argv.indexOf('--hints');
const hints = hintsFlag >= 0 ? Number(process.argv[hintsFlag + 1]) : 4;
const puzzle = process.argv.slice(2).find((argument, index, all) => !argument.startsWith('--') && all[index - 1] !== '--hints')
  ?? 'https://puzz.link/p?satogaeri/8/8/kmupmupfjqv05rr1jjnfqsp00j0i1k1k..10h2j...h0.h1i.g1g01.g0j..0g2g';

if (!hasChromium) {
  console.error(`no Chromium at ${chromiumPath}`);
  process.exit(1);
}
const { chromium } = await import('playwright-core');
const folder = mkdtempSync(join(tmpdir(), 'pencilsat-shot-'));
await buildStudio({ output: join(folder, 'site') });
const server = studioServer(join(folder, 'site'));
const port = await listen(server, 0);
const context = await chromium.launchPersistentContext(join(folder, 'profile'), {
  executablePath: chromiumPath,
  headless: true,
  viewport: { width: 1100, height: 720 },
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await context.newPage();
  await page.goto(`http://localhost:${port}/#puzzle=${encodeURIComponent(puzzle)}`);
  await page.waitForSelector('body[data-ready=true]');
  for (let hint = 0; hint < hints; hint++) {
    await page.evaluate(() => (document.getElementById('status')!.textContent = ''));
    await page.click('#hint');
    await page.waitForFunction(() => (document.getElementById('status')?.textContent ?? '') !== '', undefined, { timeout: 5000 }).catch(() => undefined);
    console.log(await page.textContent('#status'));
    await page.waitForFunction(() => document.getElementById('progress')?.hidden === true);
  }
  mkdirSync(join(repositoryRoot, 'docs'), { recursive: true });
  await page.screenshot({ path: join(repositoryRoot, 'docs', 'studio.png') });
  console.log('docs/studio.png written');
} finally {
  await context.close();
  server.close();
  rmSync(folder, { recursive: true, force: true });
}
