// LITS: median solve + uniqueness time of the embedded MiniSat on real puzzles (test/fixtures/lits-puzzlink.jsonl:
// 4×4 to 24×24, fourteen of them 10×10), side by side with native clingo on the model's own ASP export (-n 2: the
// second answer set is the uniqueness proof; stopped after 30 s), and the ratings of a setter's graded puzzles.

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoadedPuzzle } from '../../index.js';
import { parsePuzzle, rate, solve } from '../../index.js';
import { encode } from '../../solvers/encode.js';
import { localFixture } from '../../../test/helpers.js';
import type { GenreBench, Table } from '../../../bench/harness.js';
import { cpuRuns, formatMs, hasProgram, loadNote, median, timeProgram } from '../../../bench/harness.js';
import type { LitsPuzzle } from './index.js';
import { lits } from './index.js';

/** clingo's own CPU time in milliseconds (grounding and solving), from its summary. */
const clingoCpuMs = (stdout: string): number => Number(/^CPU Time\s*:\s*([\d.]+)s/m.exec(stdout)?.[1] ?? NaN) * 1000;
/** Answer sets clingo found with -n 2: 1 means unique. */
const modelCount = (stdout: string): number => Number(/^Models\s*:\s*(\d+)/m.exec(stdout)?.[1] ?? -1);
const clingoSeconds = 30;

interface Entry {
  readonly url: string;
  readonly status: string;
  readonly grade?: number;
}

export async function benchLits(): Promise<Table[]> {
  const records = localFixture<Entry>('lits-puzzlink.jsonl').filter((record) => record.status === 'unique');
  const real = records.map((record) => parsePuzzle(record.url));
  const cells = (loaded: LoadedPuzzle) => (loaded.puzzle as LitsPuzzle).rows * (loaded.puzzle as LitsPuzzle).columns;
  const groups = [
    { name: 'real, 4×4 to 8×8', puzzles: real.filter((loaded) => cells(loaded) < 100) },
    { name: 'real, 10×10', puzzles: real.filter((loaded) => cells(loaded) === 100) },
    { name: 'real, 12×8 and 18×10', puzzles: real.filter((loaded) => cells(loaded) > 100 && cells(loaded) < 576) },
    { name: 'real, 24×24 (noqx)', puzzles: real.filter((loaded) => cells(loaded) === 576) },
  ];
  const folder = mkdtempSync(join(tmpdir(), 'pencilsat-bench-lits-'));
  const clingo = hasProgram('clingo');
  const rows: (string | number)[][] = [];
  let disagreements = 0;
  for (const group of groups) for (const loaded of group.puzzles) await solve(loaded);
  for (const group of groups) {
    const embedded: number[] = [];
    const exported: number[] = [];
    for (const [index, loaded] of group.puzzles.entries()) {
      const result = await solve(loaded);
      embedded.push(median(await cpuRuns(() => solve(loaded), 3, 1)));
      if (!clingo) continue;
      const file = join(folder, `${group.name.replace(/\W+/g, '-')}-${index}.lp`);
      writeFileSync(file, encode(lits.model(loaded.puzzle as LitsPuzzle).model, 'asp').text);
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
  // The setter's grades against our rating.
  const graded: (string | number)[][] = [];
  for (const record of records.filter((entry) => entry.grade !== undefined)) {
    const { rating } = await rate(parsePuzzle(record.url));
    graded.push([record.url.replace('https://puzz.link/p?', ''), record.grade!, rating.score.toFixed(1), rating.level]);
  }
  return [
    {
      title: 'LITS: median solve + uniqueness proof per puzzle',
      columns: ['instances', 'embedded minisat', 'slowest', `native clingo -n 2, our ASP export (${clingoSeconds} s cap)`, 'clingo / embedded'],
      rows,
      notes: [
        'CPU times. Embedded: warm, in Node, model building and lowering included; connectivity by lazy cuts. clingo: the ' +
          'CPU time it reports (grounding and solving) on the ASP export of the same model.',
        `Targets: under 100 ms at 10×10, under 1 s at the largest size.${clingo ? ` clingo and pencilsat ${disagreements === 0 ? 'agree on uniqueness everywhere' : `disagree on ${disagreements} run(s)`}.` : ''}`,
        loadNote(),
      ],
    },
    { title: "LITS: a setter's grades (1 to 4) against pencilsat's rating", columns: ['puzzle', 'grade', 'score', 'level'], rows: graded },
  ];
}

/** The genre's section of `npm run bench`, and how the generators section times it. */
export const bench: GenreBench = {
  genre: lits,
  run: benchLits,
  generators: {
    sizes: [6, 7],
    note: 'LITS: rooms grown around a drawn shading while it stays the only solution (10×10 mostly fails); no Simon Tatham peer.',
    ratingPuzzles: () => [{ name: 'LITS 24×24 (noqx)', text: localFixture<Entry>('lits-puzzlink.jsonl').at(-1)!.url }],
  },
};
