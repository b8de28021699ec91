// npm run bench: every benchmark, printed as Markdown tables. Not part of the tests.
//   npm run bench            all of them
//   npm run bench -- sudoku  only the sections whose name contains "sudoku"
//   npm run bench -- generators takuzu   the generators section for one genre

import os from 'node:os';
import type { Table } from './harness.js';
import { printTable } from './harness.js';
import { benchBackends } from './backends.js';
import { benchFutoshiki } from './futoshiki.js';
import { benchGenerators } from './generators.js';
import { benchKakurasu } from './kakurasu.js';
import { benchKurodoko } from './kurodoko.js';
import { benchSatogaeri } from './satogaeri.js';
import { benchStudio } from './studio.js';
import { benchSudoku } from './sudoku.js';
import { benchTakuzu } from './takuzu.js';

const sections: { name: string; run: (only?: string) => Promise<Table[]> }[] = [
  { name: 'sudoku', run: benchSudoku },
  { name: 'satogaeri', run: benchSatogaeri },
  { name: 'futoshiki', run: benchFutoshiki },
  { name: 'kakurasu', run: benchKakurasu },
  { name: 'takuzu', run: benchTakuzu },
  { name: 'kurodoko', run: benchKurodoko },
  { name: 'backends', run: benchBackends },
  { name: 'studio', run: benchStudio },
  { name: 'generators', run: benchGenerators },
];

const filter = process.argv[2];
console.log(`# pencilsat benchmarks\n\n${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB`);
for (const section of sections) {
  if (filter && !section.name.includes(filter)) continue;
  for (const table of await section.run(process.argv[3])) printTable(table);
}
