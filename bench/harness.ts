// Benchmark helpers: medians, native peers run as programs, and tables printed side by side.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AnyGenre } from '../src/core/genre.js';
import type { LoadedPuzzle } from '../src/core/puzzle.js';
import type { Difficulty } from '../src/core/rating.js';
import { solve } from '../src/index.js';
import { encode } from '../src/solvers/encode.js';
import { hasProgram } from '../test/helpers.js';

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

export { hasProgram };

/** Wall-clock milliseconds of one run of a program (process start included), with its standard output. */
export function timeProgram(program: string, args: readonly string[], input?: string): { ms: number; stdout: string; status: number | null } {
  const started = performance.now();
  const result = spawnSync(program, args, { encoding: 'utf8', input, maxBuffer: 1 << 28 });
  return { ms: performance.now() - started, stdout: result.stdout ?? '', status: result.status };
}

/**
 * CPU milliseconds (user + system) of one run of a program, read from /usr/bin/time, with its standard output;
 * steadier than wall time on a busy machine. Without /usr/bin/time, the wall time.
 */
export function cpuOfProgram(program: string, args: readonly string[]): { ms: number; wallMs: number; stdout: string; status: number | null } {
  if (!hasProgram('/usr/bin/time')) {
    const timed = timeProgram(program, args);
    return { ...timed, wallMs: timed.ms };
  }
  const started = performance.now();
  const result = spawnSync('/usr/bin/time', ['-f', 'cpu %U %S', program, ...args], { encoding: 'utf8', maxBuffer: 1 << 28 });
  const wallMs = performance.now() - started;
  const match = /cpu ([\d.]+) ([\d.]+)\s*$/.exec(result.stderr ?? '');
  const ms = match ? (Number(match[1]) + Number(match[2])) * 1000 : wallMs;
  return { ms, wallMs, stdout: result.stdout ?? '', status: result.status };
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

/** What a genre's own bench (bench/genres/<genre id>.ts, exporting `bench`) gives `npm run bench`. */
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

/** Whether clingo stopped before it knew (its time limit): its model count then ends in '+'. */
export function clingoStopped(stdout: string): boolean {
  return /^Models\s*:\s*\d+\+/m.test(stdout);
}

/** Puzzles timed together, one row of a table. */
export interface PuzzleGroup {
  readonly name: string;
  readonly puzzles: readonly LoadedPuzzle[];
}

/** How a genre's bench sets the embedded solver against native clingo: what it times, and the table's words. */
export interface ClingoComparison<Puzzle> {
  /** The genre's name, in the title. */
  readonly name: string;
  readonly groups: readonly PuzzleGroup[];
  /** Timed solves per puzzle, after `warmup` untimed ones; the median is kept (5 and 1 unless said). */
  readonly runs?: number;
  readonly warmup?: number;
  /** Puzzles of each group solved once before any timing, so that compiling the code is not timed (all unless said). */
  readonly warmPuzzles?: number;
  /** clingo runs per puzzle and program, the median kept (3 unless said); only the first is checked for uniqueness. */
  readonly clingoRuns?: number;
  /** clingo is stopped after this long; no limit unless said. */
  readonly clingoSeconds?: number;
  /** A plain ASP program for the genre, as one would write it by hand, and the facts of a puzzle for it. */
  readonly byHand?: { readonly program: string; facts(puzzle: Puzzle): string };
  /** The heading of a column with the most SAT calls a puzzle took, for models kept by lazy cuts. */
  readonly callsColumn?: string;
  /** The heading of the column timing clingo on the export. */
  readonly exportColumn?: string;
  /** Whether a last column gives clingo's time over ours (on the program by hand when there is one); shown unless false. */
  readonly ratio?: boolean;
  /** The notes under the table; `agreement` is the sentence on whether clingo agrees on uniqueness (empty without clingo). */
  notes(agreement: string): string[];
}

/**
 * Median solve + uniqueness proof per group: the embedded solver (CPU time, warm, in Node) against native clingo -n 2
 * (the CPU time it reports) on the model's own ASP export and, when given, on a program written by hand.
 */
export async function solveVersusClingo<Puzzle>(comparison: ClingoComparison<Puzzle>): Promise<Table> {
  const { name, groups, runs = 5, warmup = 1, warmPuzzles = Infinity, clingoRuns = 3, clingoSeconds, byHand, callsColumn, ratio = true } = comparison;
  const folder = mkdtempSync(join(tmpdir(), `pencilsat-bench-${name.toLowerCase().replace(/\W+/g, '')}-`));
  const program = join(folder, 'by-hand.lp');
  if (byHand) writeFileSync(program, byHand.program);
  const clingo = hasProgram('clingo');
  const limit = clingoSeconds === undefined ? [] : [`--time-limit=${clingoSeconds}`];
  let disagreements = 0;
  // Runs where clingo reached its time limit first: they say nothing about uniqueness.
  let stopped = 0;
  // Warm up: the first solves in a process pay for compiling the code.
  for (const group of groups) for (const loaded of group.puzzles.slice(0, warmPuzzles)) await solve(loaded);
  const rows: string[][] = [];
  for (const group of groups) {
    const embedded: number[] = [];
    const calls: number[] = [];
    const exported: number[] = [];
    const handWritten: number[] = [];
    for (const [index, loaded] of group.puzzles.entries()) {
      const result = await solve(loaded);
      calls.push(result.statistics.solveCalls ?? 0);
      embedded.push(median(await cpuRuns(() => solve(loaded), runs, warmup)));
      if (!clingo) continue;
      const base = join(folder, `${group.name.replace(/\W+/g, '-')}-${index}`);
      writeFileSync(`${base}-export.lp`, encode(loaded.genre.model(loaded.puzzle).model, 'asp').text);
      const timed: [number[], string[]][] = [[exported, [`${base}-export.lp`]]];
      if (byHand) {
        writeFileSync(`${base}-facts.lp`, byHand.facts(loaded.puzzle as Puzzle));
        timed.push([handWritten, [program, `${base}-facts.lp`]]);
      }
      for (const [times, files] of timed) {
        const cpu: number[] = [];
        for (let k = 0; k < clingoRuns; k++) {
          const run = timeProgram('clingo', ['-n', '2', ...limit, ...files]);
          cpu.push(clingoCpuMs(run.stdout));
          if (k === 0 && clingoStopped(run.stdout)) stopped++;
          else if (k === 0 && (modelCount(run.stdout) === 1) !== (result.status === 'unique')) disagreements++;
        }
        times.push(median(cpu));
      }
    }
    const ours = median(embedded);
    const peer = byHand ? handWritten : exported;
    rows.push([
      `${group.name} (${group.puzzles.length})`,
      formatMs(ours),
      formatMs(Math.max(...embedded)),
      ...(callsColumn ? [String(Math.max(...calls))] : []),
      clingo ? formatMs(median(exported)) : 'not installed',
      ...(byHand ? [clingo ? formatMs(median(handWritten)) : 'not installed'] : []),
      ...(ratio ? [clingo ? (median(peer) / ours).toFixed(2) : '-'] : []),
    ]);
  }
  const agreement = clingo
    ? ` clingo and pencilsat ${disagreements === 0 ? 'agree on uniqueness wherever clingo finished' : `disagree on ${disagreements} run(s)`}${stopped > 0 ? ` (clingo reached its time limit on ${stopped})` : ''}.`
    : '';
  return {
    title: `${name}: median solve + uniqueness proof per puzzle`,
    columns: [
      'instances',
      'embedded default solver',
      'slowest',
      ...(callsColumn ? [callsColumn] : []),
      comparison.exportColumn ?? 'native clingo -n 2, our ASP export',
      ...(byHand ? ['native clingo -n 2, by hand'] : []),
      ...(ratio ? [byHand ? 'clingo by hand / embedded' : 'clingo / embedded'] : []),
    ],
    rows,
    notes: [...comparison.notes(agreement), loadNote()],
  };
}
