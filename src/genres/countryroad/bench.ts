// Country Road: median solve + uniqueness time of the embedded MiniSat on puzzles made by others (5×5 to 12×12, and
// 17×13 to 20×15, the largest we hold) and on the collection's 10×10 puzzles, side by side with native clingo on
// pencilsat's own ASP export (-n 2: a second answer set disproves uniqueness), stopped after 30 s. Simon Tatham has
// no Country Road, so generation is timed alone.

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoadedPuzzle } from '../../index.js';
import { parsePuzzle, solve } from '../../index.js';
import { encode } from '../../solvers/encode.js';
import { localFixture } from '../../../test/helpers.js';
import type { GenreBench, Table } from '../../../bench/harness.js';
import { clingoCpuMs, cpuRuns, formatMs, hasProgram, loadNote, median, modelCount, timeProgram } from '../../../bench/harness.js';
import { collection } from './collection.js';
import type { CountryRoadPuzzle } from './index.js';
import { countryRoad } from './index.js';

/** clingo stops after this long. */
const clingoSeconds = 30;

export async function benchCountryRoad(): Promise<Table[]> {
  const outside = localFixture<{ url?: string; status?: string }>('countryroad-puzzlink.jsonl')
    .filter((record) => record.url && record.status === 'unique')
    .map((record) => parsePuzzle(record.url!));
  const cells = (loaded: LoadedPuzzle) => (loaded.puzzle as CountryRoadPuzzle).rows * (loaded.puzzle as CountryRoadPuzzle).columns;
  const groups: { name: string; puzzles: LoadedPuzzle[] }[] = [
    { name: 'made by others, 5×5 to 12×12', puzzles: outside.filter((loaded) => cells(loaded) <= 144) },
    { name: 'made by others, 17×13 to 20×15 (largest we hold)', puzzles: outside.filter((loaded) => cells(loaded) > 144) },
    { name: 'the collection, 10×10, every level', puzzles: collection.filter((entry) => entry.size === '10x10').map((entry) => parsePuzzle(entry.puzzle)) },
  ];
  const folder = mkdtempSync(join(tmpdir(), 'pencilsat-bench-countryroad-'));
  const clingo = hasProgram('clingo');
  const rows: string[][] = [];
  let disagreements = 0;
  for (const group of groups) {
    const embedded: number[] = [];
    const calls: number[] = [];
    const peer: number[] = [];
    for (const [index, loaded] of group.puzzles.entries()) {
      const result = await solve(loaded);
      calls.push(result.statistics.solveCalls ?? 0);
      embedded.push(median(await cpuRuns(() => solve(loaded), 3, 1)));
      if (!clingo) continue;
      const file = join(folder, `${group.name.replace(/\W+/g, '-')}-${index}.lp`);
      writeFileSync(file, encode(countryRoad.model(loaded.puzzle as CountryRoadPuzzle).model, 'asp').text);
      const runs: number[] = [];
      for (let run = 0; run < 3; run++) {
        const outcome = timeProgram('clingo', ['-n', '2', `--time-limit=${clingoSeconds}`, file]);
        runs.push(clingoCpuMs(outcome.stdout));
        if (run === 0 && (modelCount(outcome.stdout) === 1) !== (result.status === 'unique')) disagreements++;
      }
      peer.push(median(runs));
    }
    const ours = median(embedded);
    rows.push([
      `${group.name} (${group.puzzles.length})`,
      formatMs(ours),
      formatMs(Math.max(...embedded)),
      String(Math.max(...calls)),
      clingo ? formatMs(median(peer)) : 'not installed',
      clingo ? (median(peer) / ours).toFixed(2) : '-',
    ]);
  }
  return [
    {
      title: 'Country Road: median solve + uniqueness proof per puzzle',
      columns: ['instances', 'embedded minisat', 'slowest', 'SAT calls, most (each cut adds one)', 'native clingo -n 2 on the ASP export', 'clingo / embedded'],
      rows,
      notes: [
        'CPU times. Embedded: warm, in Node, model building and lowering included; the single loop is kept by lazy ' +
          'connectivity cuts. clingo: the CPU time it reports on `pencilsat export --to asp`, where the loop is one by reachability.',
        `clingo is stopped after ${clingoSeconds} s (a time shown as ${clingoSeconds} s or more means it did not finish).${clingo ? ` clingo and pencilsat ${disagreements === 0 ? 'agree on uniqueness everywhere' : `disagree on ${disagreements} puzzle(s)`}.` : ''}`,
        loadNote(),
      ],
    },
  ];
}

export const bench: GenreBench = {
  genre: countryRoad,
  run: benchCountryRoad,
  generators: { sizes: [8, 10], note: 'Simon Tatham has no Country Road: no peer generator.' },
};
