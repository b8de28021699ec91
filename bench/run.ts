// npm run bench: every benchmark, printed as Markdown tables. Not part of the tests.
//   npm run bench                        all of them
//   npm run bench -- GENRE               only the sections whose name contains GENRE (a genre's id)
//   npm run bench -- generators GENRE    the generators section for one genre
//   npm run bench -- backends B1,B2      the backends section for some backends only
//   npm run bench -- warm G1,G2:B1,B2    warm CPU of two backends (minisat, cdcl) at ~10×10 (issue 22's five genres, or all)
//   npm run bench -- sat-differential N  the CDCL solver against other solvers on N random CNFs (10,000)
//   npm run bench -- walkthroughs G1,G2  steps on every collection puzzle, checked (all genres or those named)
//   npm run bench -- cli                 the command line from a cold process (solve, batch), CPU beside wall
// Each genre's own section is its bench (bench/genres/<genre id>.ts), in the registry's order.

import os from 'node:os';
import type { Table } from './harness.js';
import { printTable } from './harness.js';
import { benchBackends } from './backends.js';
import { benchWarmBackends } from './warm-backends.js';
import { benchCli } from './cli.js';
import { genreBenches } from './genre-benches.js';
import { benchGenerators } from './generators.js';
import { benchSatDifferential } from './sat-differential.js';
import { benchStudio } from './studio.js';
import { benchWalkthroughs } from './walkthroughs.js';

const sections: { name: string; run: (only?: string) => Promise<Table[]> }[] = [
  ...genreBenches.flatMap((bench) => (bench.run ? [{ name: bench.genre.id, run: () => bench.run!() }] : [])),
  { name: 'backends', run: benchBackends },
  { name: 'warm', run: benchWarmBackends },
  { name: 'cli', run: benchCli },
  { name: 'studio', run: benchStudio },
  { name: 'sat-differential', run: benchSatDifferential },
  { name: 'generators', run: benchGenerators },
  { name: 'walkthroughs', run: benchWalkthroughs },
];

const filter = process.argv[2];
console.log(`# pencilsat benchmarks\n\n${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB`);
for (const section of sections) {
  if (filter && !section.name.includes(filter)) continue;
  for (const table of await section.run(process.argv[3])) printTable(table);
}
