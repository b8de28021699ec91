// Benchmark helpers: medians, native peers run as programs, and tables printed side by side.

import { spawnSync } from 'node:child_process';
import os from 'node:os';
import type { AnyGenre } from '../src/core/genre.js';
import type { Difficulty } from '../src/core/rating.js';

export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Milliseconds taken by a function, run `repeat` times after `warmup` unmeasured runs; returns every run. */
export async function timeRuns(run: () => unknown, repeat: number, warmup = 1): Promise<number[]> {
  for (let k = 0; k < warmup; k++) await run();
  const times: number[] = [];
  for (let k = 0; k < repeat; k++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times;
}

/** Like timeRuns, but CPU milliseconds of this process (user + system): steadier than wall time on a busy machine. */
export async function cpuRuns(run: () => unknown, repeat: number, warmup = 1): Promise<number[]> {
  for (let k = 0; k < warmup; k++) await run();
  const times: number[] = [];
  for (let k = 0; k < repeat; k++) {
    const started = process.cpuUsage();
    await run();
    const used = process.cpuUsage(started);
    times.push((used.user + used.system) / 1000);
  }
  return times;
}

/** The machine's load, printed with results measured on a shared machine. */
export function loadNote(): string {
  const [one] = os.loadavg();
  return `Load average during the run: ${one!.toFixed(1)} on ${os.cpus().length} cores.`;
}

export { hasProgram } from '../test/helpers.js';

/** Wall-clock milliseconds of one run of a program (process start included), with its standard output. */
export function timeProgram(program: string, args: readonly string[], input?: string): { ms: number; stdout: string; status: number | null } {
  const started = performance.now();
  const result = spawnSync(program, args, { encoding: 'utf8', input, maxBuffer: 1 << 28 });
  return { ms: performance.now() - started, stdout: result.stdout ?? '', status: result.status };
}

export interface Table {
  readonly title: string;
  readonly columns: readonly string[];
  readonly rows: readonly (readonly (string | number)[])[];
  readonly notes?: readonly string[];
}

export function formatMs(ms: number): string {
  if (!Number.isFinite(ms)) return '-';
  if (ms < 10) return `${ms.toFixed(2)} ms`;
  if (ms < 1000) return `${ms.toFixed(1)} ms`;
  return `${(ms / 1000).toFixed(2)} s`;
}

export function printTable(table: Table): void {
  const cells = [table.columns, ...table.rows.map((row) => row.map(String))];
  const widths = table.columns.map((_, column) => Math.max(...cells.map((row) => String(row[column] ?? '').length)));
  const line = (row: readonly (string | number)[]) => `| ${row.map((cell, column) => String(cell).padEnd(widths[column]!)).join(' | ')} |`;
  console.log(`\n### ${table.title}\n`);
  console.log(line(table.columns));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of table.rows) console.log(line(row));
  for (const note of table.notes ?? []) console.log(`\n${note}`);
}

/** Simon Tatham's generator for a genre: its program, its parameters for a size, and our levels in its letters. */
export interface GeneratorPeer {
  readonly program: string;
  /** The game's name, for the notes (Solo, Unequal). */
  readonly name: string;
  params(columns: number, rows: number): string;
  readonly levels?: Readonly<Record<Difficulty, string>>;
}

/** What a genre's own bench (src/genres/<genre>/bench.ts, exporting `bench`) gives `npm run bench`. */
export interface GenreBench {
  readonly genre: AnyGenre;
  /** The genre's own section, run by `npm run bench -- <genre id>`. */
  run?(): Promise<Table[]>;
  /** How the generators section times the genre. */
  readonly generators?: {
    /** Square sizes to time (default: the generator's default size). */
    readonly sizes?: readonly number[];
    readonly peer?: GeneratorPeer;
    /** A note under the generators table. */
    readonly note?: string;
    /** Big puzzles whose rating is timed, in one of the genre's formats. */
    ratingPuzzles?(): { readonly name: string; readonly text: string }[];
  };
}

/** clingo's own CPU time in milliseconds (grounding and solving, without its process start), from its summary. */
export function clingoCpuMs(stdout: string): number {
  const match = /^CPU Time\s*:\s*([\d.]+)s/m.exec(stdout);
  return match ? Number(match[1]) * 1000 : NaN;
}

/** How many answer sets clingo reports (with -n 2: 1 means unique), or -1 when its summary is missing. */
export function modelCount(stdout: string): number {
  const match = /^Models\s*:\s*(\d+)/m.exec(stdout);
  return match ? Number(match[1]) : -1;
}
