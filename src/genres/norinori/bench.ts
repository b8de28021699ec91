// Norinori: median solve + uniqueness time of the embedded MiniSat on real puzzles (test/fixtures/
// norinori-puzzlink.jsonl: 5×5 to 20×10, the largest) and on generated 10×10 puzzles, side by side with native clingo
// on the model's own ASP export (-n 2: the second answer set is the uniqueness proof; stopped after 30 s). The
// generator does not reach 20×20 in reasonable time (each step rebuilds the model), so no generated group is larger.
// Simon Tatham's collection has no Norinori, so the generator has no peer.

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoadedPuzzle } from '../../index.js';
import { defaultBackend, parsePuzzle, solve } from '../../index.js';
import { encode } from '../../solvers/encode.js';
import { localFixture } from '../../../test/helpers.js';
import type { GenreBench, Table } from '../../../bench/harness.js';
import { clingoCpuMs, cpuRuns, formatMs, hasProgram, loadNote, median, modelCount, timeProgram } from '../../../bench/harness.js';
import { generateNorinori } from './generate.js';
import type { NorinoriPuzzle } from './index.js';
import { norinori } from './index.js';

/** clingo stops after this long. */
const clingoSeconds = 30;

/** Generated puzzles of a size, any level. */
async function generated(side: number, count: number): Promise<LoadedPuzzle[]> {
  const puzzles: LoadedPuzzle[] = [];
  for (let k = 0; k < count; k++) {
    const { puzzle } = await generateNorinori({ rows: side, columns: side, seed: `bench-${k}`, options: {}, backend: defaultBackend });
    puzzles.push({ genre: norinori, puzzle, format: 'url' });
  }
  return puzzles;
}

export async function benchNorinori(): Promise<Table[]> {
  const real = localFixture<{ url: string }>('norinori-puzzlink.jsonl').map((record) => parsePuzzle(record.url));
  const area = (loaded: LoadedPuzzle) => (loaded.puzzle as NorinoriPuzzle).rows * (loaded.puzzle as NorinoriPuzzle).columns;
  const groups = [
    { name: 'real, 5×5 to 10×10', puzzles: real.filter((loaded) => area(loaded) <= 100) },
    { name: 'generated, 10×10, any level', puzzles: await generated(10, 5) },
    { name: 'real, 18×10 and 20×10', puzzles: real.filter((loaded) => area(loaded) > 100) },
  ];
  const folder = mkdtempSync(join(tmpdir(), 'pencilsat-bench-norinori-'));
  const clingo = hasProgram('clingo');
  const rows: (string | number)[][] = [];
  let disagreements = 0;
  for (const group of groups) for (const loaded of group.puzzles) await solve(loaded);
  for (const group of groups) {
    const embedded: number[] = [];
    const exported: number[] = [];
    for (const [index, loaded] of group.puzzles.entries()) {
      const result = await solve(loaded);
      embedded.push(median(await cpuRuns(() => solve(loaded), 5, 1)));
      if (!clingo) continue;
      const file = join(folder, `${group.name.replace(/\W+/g, '-')}-${index}.lp`);
      writeFileSync(file, encode(norinori.model(loaded.puzzle as NorinoriPuzzle).model, 'asp').text);
      const runs: number[] = [];
      for (let k = 0; k < 3; k++) {
        const run = timeProgram('clingo', ['-n', '2', `--time-limit=${clingoSeconds}`, file]);
        runs.push(clingoCpuMs(run.stdout));
        if (k === 0 && (modelCount(run.stdout) === 1) !== (result.status === 'unique')) disagreements++;
      }
      exported.push(median(runs));
    }
    rows.push([
      `${group.name} (${group.puzzles.length})`,
      formatMs(median(embedded)),
      formatMs(Math.max(...embedded)),
      clingo ? formatMs(median(exported)) : 'not installed',
      clingo ? (median(exported) / median(embedded)).toFixed(2) : '-',
    ]);
  }
  return [
    {
      title: 'Norinori: median solve + uniqueness proof per puzzle',
      columns: ['instances', 'embedded minisat', 'slowest', 'native clingo -n 2, our ASP export', 'clingo / embedded'],
      rows,
      notes: [
        'CPU times. Embedded: warm, in Node, model building and lowering included. clingo: the CPU time it reports ' +
          '(grounding and solving, without its process start) on the ASP export of the same model.',
        `clingo is stopped after ${clingoSeconds} s. Targets: under 100 ms at 10×10, under 1 s at the largest size.${clingo ? ` clingo and pencilsat ${disagreements === 0 ? 'agree on uniqueness everywhere' : `disagree on ${disagreements} run(s)`}.` : ''}`,
        loadNote(),
      ],
    },
  ];
}

export const bench: GenreBench = {
  genre: norinori,
  run: benchNorinori,
  generators: {
    sizes: [10],
    note: 'Norinori: rooms grown around a random domino shading; no Simon Tatham peer.',
    ratingPuzzles: () => [{ name: 'Norinori 20×10 (noqx)', text: localFixture<{ url: string }>('norinori-puzzlink.jsonl').at(-1)!.url }],
  },
};
