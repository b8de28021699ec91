// The command line as a user meets it, each run a cold process: `pencilsat solve` of one 9×9 Sudoku URL and
// `pencilsat batch` over 100 (qqwing expert), CPU (user + system, from /usr/bin/time) beside wall, with `node -e 0` as
// the floor. The bin runs the built package (dist/), which is built first when a source is newer.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parsePuzzle, writePuzzle } from '../src/index.js';
import { sudoku } from '../src/genres/sudoku/index.js';
import { localFixture, repositoryRoot } from '../test/helpers.js';
import type { Table } from './harness.js';
import { cpuOfProgram, formatMs, loadNote, median } from './harness.js';

const bin = join(repositoryRoot, 'bin', 'pencilsat.js');
const builtMain = join(repositoryRoot, 'dist', 'cli', 'main.js');

/** The newest modification time among a folder's TypeScript sources (tests left out). */
function newestSource(folder: string): number {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

function ensureBuilt(): string | undefined {
  const built = statSync(builtMain, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  if (built >= newestSource(join(repositoryRoot, 'src'))) return undefined;
  const result = spawnSync('npm', ['run', 'build'], { cwd: repositoryRoot, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`npm run build failed:\n${result.stdout}${result.stderr}`);
  return 'The package was built first (dist/ was older than src/).';
}

interface Measured {
  readonly cpu: number[];
  readonly wall: number[];
  readonly failures: number;
}

function measure(runs: number, args: (run: number) => readonly string[], accept: (stdout: string, status: number | null) => boolean): Measured {
  const cpu: number[] = [];
  const wall: number[] = [];
  let failures = 0;
  for (let run = 0; run < runs; run++) {
    const result = cpuOfProgram(process.execPath, args(run));
    cpu.push(result.ms);
    wall.push(result.wallMs);
    if (!accept(result.stdout, result.status)) failures++;
  }
  return { cpu, wall, failures };
}

export async function benchCli(): Promise<Table[]> {
  const built = ensureBuilt();
  const urls = localFixture<{ puzzle: string }>('qqwing-bench.jsonl').map((record) => writePuzzle(parsePuzzle(record.puzzle, { genre: sudoku.id }), 'url'));
  const folder = mkdtempSync(join(tmpdir(), 'pencilsat-bench-'));
  const batchFile = join(folder, 'sudoku-expert.txt');
  writeFileSync(batchFile, urls.join('\n') + '\n');
  const solveRuns = 9;
  const batchRuns = 3;
  const floor = measure(solveRuns, () => ['-e', '0'], (_, status) => status === 0);
  const solveOne = measure(solveRuns, (run) => [bin, 'solve', urls[run % urls.length]!], (stdout, status) => status === 0 && stdout.includes('unique:'));
  const batchAccept = (stdout: string, status: number | null) => {
    const lines = stdout.trim().split('\n').map((line) => JSON.parse(line) as { status: string; checked: boolean });
    return status === 0 && lines.length === urls.length && lines.every((line) => line.status === 'unique' && line.checked);
  };
  const batchOne = measure(batchRuns, () => [bin, 'batch', batchFile], batchAccept);
  const batchTwo = measure(batchRuns, () => [bin, 'batch', batchFile, '--jobs', '2'], batchAccept);
  const row = (name: string, measured: Measured, puzzles: number, target: string) => [
    name + (measured.failures > 0 ? ` (${measured.failures} run(s) wrong)` : ''),
    formatMs(median(measured.cpu)),
    puzzles === 0 ? '-' : formatMs(median(measured.cpu) / puzzles),
    formatMs(median(measured.wall)),
    target,
  ];
  return [
    {
      title: `Command line, cold process: 9×9 Sudoku (qqwing expert) solve + uniqueness + rating (medians of ${solveRuns} solves, ${batchRuns} batches)`,
      columns: ['command', 'CPU', 'CPU per puzzle', 'wall', 'target (CPU)'],
      rows: [
        row('node -e 0 (the floor)', floor, 0, '-'),
        row('pencilsat solve URL', solveOne, 1, '0.25 s'),
        row(`pencilsat batch FILE (${urls.length} URLs, one job: solved in its own thread)`, batchOne, urls.length, '5 ms per puzzle'),
        row(`pencilsat batch FILE --jobs 2 (${urls.length} URLs, two worker threads)`, batchTwo, urls.length, '-'),
      ],
      notes: [
        'CPU is user + system of the whole process (every thread: the JIT compiles and collects garbage beside the main thread).',
        ...(built ? [built] : []),
        loadNote(),
      ],
    },
  ];
}
