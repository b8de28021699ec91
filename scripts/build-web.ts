// Builds the studio into web-dist/: the page, its styles, two bundles (the page's script and the solver worker), and
// the embedded clingo's browser build, which the worker loads only when clingo is picked.
//   node --import tsx scripts/build-web.ts [--minify]

import { build } from 'esbuild';
import { copyFileSync, mkdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const webOutput = join(root, 'web-dist');

/** clingo-wasm's browser build: its script and its single-threaded WebAssembly module. */
const clingoFiles = ['clingo.web.js', 'clingo.wasm'];

export interface BuildReport {
  /** Bytes per output file. */
  readonly sizes: Record<string, number>;
}

export async function buildStudio(options: { minify?: boolean; output?: string } = {}): Promise<BuildReport> {
  const output = options.output ?? webOutput;
  mkdirSync(output, { recursive: true });
  const common = {
    bundle: true,
    minify: options.minify ?? true,
    sourcemap: false,
    target: ['es2022'],
    logLevel: 'warning' as const,
    legalComments: 'none' as const,
  };
  await Promise.all([
    build({ ...common, entryPoints: [join(root, 'src/web/app.ts')], outfile: join(output, 'app.js'), format: 'esm' }),
    // A classic worker script: it runs in every browser that runs the page.
    build({ ...common, entryPoints: [join(root, 'src/web/worker.ts')], outfile: join(output, 'worker.js'), format: 'iife' }),
  ]);
  for (const name of ['index.html', 'styles.css', 'favicon.svg']) copyFileSync(join(root, 'src/web', name), join(output, name));
  const clingo = join(dirname(createRequire(import.meta.url).resolve('clingo-wasm/package.json')), 'dist');
  for (const name of clingoFiles) copyFileSync(join(clingo, name), join(output, name));
  const sizes: Record<string, number> = {};
  for (const name of ['app.js', 'worker.js', 'index.html', 'styles.css', 'favicon.svg', ...clingoFiles]) sizes[name] = statSync(join(output, name)).size;
  return { sizes };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const report = await buildStudio({ minify: !process.argv.includes('--no-minify') });
  for (const [name, bytes] of Object.entries(report.sizes)) console.log(`${name.padEnd(14)} ${(bytes / 1024).toFixed(1).padStart(7)} KiB`);
}
