// Slitherlink: median solve + uniqueness time of the embedded MiniSat on Loopy's puzzles at 7×7, 10×10 and the
// largest published size, 36×20, side by side with native clingo on pencilsat's own ASP export of each puzzle
// (-n 2: the second answer set is the uniqueness proof). Generation is timed against sgt-loopy at its four levels.

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoadedPuzzle } from '../../src/index.js';
import { parsePuzzle, solve } from '../../src/index.js';
import { encode } from '../../src/solvers/encode.js';
import { localFixture } from '../../test/helpers.js';
import type { GenreBench, Table } from '../harness.js';
import { formatMs, hasProgram, median, modelCount, timeProgram, timeRuns } from '../harness.js';
import { slitherlink } from '../../src/genres/slitherlink/index.js';

/** Median solve + uniqueness per group, embedded and native clingo on the ASP export; shared by the loop genres. */
export async function benchLoops(name: string, groups: readonly { name: string; puzzles: LoadedPuzzle[] }[]): Promise<Table> {
  const folder = mkdtempSync(join(tmpdir(), `pencilsat-bench-${name}-`));
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
      embedded.push(median(await timeRuns(() => solve(loaded), 3, 1)));
      if (clingo) {
        const file = join(folder, `${group.name.replace(/\W+/g, '-')}-${index}.lp`);
        writeFileSync(file, encode(loaded.genre.model(loaded.puzzle).model, 'asp').text);
        const times: number[] = [];
        for (let run = 0; run < 3; run++) {
          const outcome = timeProgram('clingo', ['-n', '2', file]);
          times.push(outcome.ms);
          if (run === 0 && (modelCount(outcome.stdout) === 1) !== (result.status === 'unique')) disagreements++;
        }
        peer.push(median(times));
      }
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
  return {
    title: `${name}: median solve + uniqueness proof per puzzle`,
    columns: ['instances', 'embedded minisat', 'slowest', 'SAT calls, most (each cut adds one)', 'native clingo -n 2 on the ASP export', 'clingo / embedded'],
    rows,
    notes: [
      'Embedded: warm, in Node, model building and lowering included; the single loop is kept by lazy connectivity cuts. ' +
        'clingo: one process per run (start-up included) on `pencilsat export --to asp`, where the loop is one by reachability.',
      clingo ? (disagreements === 0 ? 'clingo and pencilsat agree on uniqueness everywhere.' : `clingo and pencilsat disagree on ${disagreements} puzzle(s).`) : '',
    ].filter((note) => note !== ''),
  };
}

export async function benchSlitherlink(): Promise<Table[]> {
  const loopy = localFixture<{ id: string; fullParams: string }>('sgt-loopy.jsonl');
  const bySize = (prefix: string) => loopy.filter((record) => record.fullParams.startsWith(prefix)).map((record) => parsePuzzle(record.id));
  return [
    await benchLoops('Slitherlink', [
      { name: 'Loopy 7×7, every level', puzzles: bySize('7x7t0') },
      { name: 'Loopy 10×10, every level', puzzles: bySize('10x10t0') },
      { name: 'Loopy 36×20 hard (largest published size)', puzzles: bySize('36x20t0') },
    ]),
  ];
}

export const bench: GenreBench = {
  genre: slitherlink,
  run: benchSlitherlink,
  generators: {
    sizes: [7, 10],
    peer: { program: 'sgt-loopy', name: 'Loopy', params: (columns, rows) => `${columns}x${rows}t0`, levels: { easy: 'de', medium: 'dn', hard: 'dt', expert: 'dh' } },
  },
};
