// Slitherlink: median solve + uniqueness time of the embedded default solver on Loopy's puzzles at 7×7, 10×10 and the
// largest published size, 36×20, side by side with native clingo on pencilsat's own ASP export of each puzzle
// (-n 2: the second answer set is the uniqueness proof). Generation is timed against sgt-loopy at its four levels.

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoadedPuzzle } from '../../src/index.js';
import { hint, parsePuzzle, solve } from '../../src/index.js';
import { cellLiterals } from '../../src/core/cells.js';
import { cellName } from '../../src/core/geometry.js';
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
    columns: ['instances', 'embedded default solver', 'slowest', 'SAT calls, most (each cut adds one)', 'native clingo -n 2 on the ASP export', 'clingo / embedded'],
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
    benchHints(bySize('36x20t0').slice(0, 3)),
  ];
}

/**
 * The studio's Hint on the largest published size: the first hint, then five more, each from the board the hints
 * before it made (a hint from a state names placed lines in its reasons, so it asks more questions).
 */
export function benchHints(puzzles: readonly LoadedPuzzle[]): Table {
  const first: number[] = [];
  const later: number[] = [];
  const firstCpu: number[] = [];
  const laterCpu: number[] = [];
  for (const loaded of puzzles) {
    const puzzleModel = loaded.genre.model(loaded.puzzle);
    const entries = cellLiterals(puzzleModel, loaded.genre);
    const placed = new Set<number>();
    let state: unknown;
    for (let step = 0; step < 6; step++) {
      const started = performance.now();
      const startedCpu = process.cpuUsage();
      const result = hint(loaded, state === undefined ? {} : { state });
      const used = process.cpuUsage(startedCpu);
      (step === 0 ? first : later).push(performance.now() - started);
      (step === 0 ? firstCpu : laterCpu).push((used.user + used.system) / 1000);
      if (result.kind !== 'hint') break;
      const { cell, value } = result.hint;
      const entry = entries.find((candidate) => cellName(candidate.cell) === cellName(cell) && JSON.stringify(candidate.value) === JSON.stringify(value));
      if (!entry) break;
      placed.add(entry.literal);
      state = loaded.genre.partialToJson(puzzleModel.decodePartial((literal) => (placed.has(literal) ? true : placed.has(-literal) ? false : undefined)));
    }
  }
  return {
    title: 'Slitherlink: Hint on Loopy 36×20 hard',
    columns: ['hint', 'median wall', 'slowest wall', 'median CPU'],
    rows: [
      [`first (${first.length})`, formatMs(median(first)), formatMs(Math.max(...first)), formatMs(median(firstCpu))],
      [`from a state (${later.length})`, formatMs(median(later)), formatMs(Math.max(...later)), formatMs(median(laterCpu))],
    ],
    notes: ['Each hint on a fresh solver, reasons minimised as the studio shows them; in Node, model building included.'],
  };
}

export const bench: GenreBench = {
  genre: slitherlink,
  run: benchSlitherlink,
  generators: {
    sizes: [7, 10],
    peer: { program: 'sgt-loopy', name: 'Loopy', params: (columns, rows) => `${columns}x${rows}t0`, levels: { easy: 'de', medium: 'dn', hard: 'dt', expert: 'dh' } },
  },
};
