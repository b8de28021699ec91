// Every backend side by side, in one run: median solve + uniqueness proof per genre and grid size, on the puzzles
// the tests know (each registered genre's examples and the outside fixtures that parse as it). Embedded backends
// always; external programs when installed. A run that passes the time limit is shown as "> limit", and the
// backend is not tried on that genre's larger sizes.

import type { CorpusPuzzle } from '../test/corpus.js';
import { corpus } from '../test/corpus.js';
import { genres, solve } from '../src/index.js';
import { backendByName } from '../src/solvers/index.js';
import type { Table } from './harness.js';
import { formatMs, hasProgram, loadNote, median } from './harness.js';

const timeLimitSeconds = 5;
/** Size classes per genre (smallest, largest and some between), puzzles per class. */
const classesPerGenre = 4;
const puzzlesPerClass = 2;
const maximumCells = 900;

async function z3Installed(): Promise<boolean> {
  // A name in a variable, so that the type checker does not look for the optional package.
  const specifier = 'z3-solver';
  return import(specifier).then(
    () => true,
    () => false,
  );
}

async function candidates(): Promise<{ name: string; available: boolean }[]> {
  return [
    { name: 'cdcl', available: true },
    { name: 'minisat', available: true },
    { name: 'clingo', available: true },
    { name: 'z3', available: await z3Installed() },
    { name: 'dimacs:minisat', available: hasProgram('minisat') },
    { name: 'dimacs:cadical', available: hasProgram('cadical') },
    { name: 'dimacs:cryptominisat5', available: hasProgram('cryptominisat5') },
    { name: 'smt2:z3', available: hasProgram('z3') },
    { name: 'smt2:cvc5', available: hasProgram('cvc5') },
    { name: 'asp:clingo', available: hasProgram('clingo') },
  ];
}

/** The size classes of a genre, each with a few puzzles. */
function sizeClasses(genreId: string): { label: string; cells: number; puzzles: CorpusPuzzle[] }[] {
  const byLabel = new Map<string, CorpusPuzzle[]>();
  for (const puzzle of corpus()) {
    if (puzzle.loaded.genre.id !== genreId || puzzle.cells > maximumCells) continue;
    const size = puzzle.loaded.genre.size(puzzle.loaded.puzzle);
    const label = `${size.rows}×${size.columns}`;
    byLabel.set(label, [...(byLabel.get(label) ?? []), puzzle]);
  }
  const classes = [...byLabel.entries()]
    .map(([label, puzzles]) => ({ label, cells: puzzles[0]!.cells, puzzles: puzzles.slice(0, puzzlesPerClass) }))
    .sort((a, b) => a.cells - b.cells);
  if (classes.length <= classesPerGenre) return classes;
  // Spread the chosen classes from the smallest to the largest.
  const picked = new Set<number>();
  for (let k = 0; k < classesPerGenre; k++) picked.add(Math.round((k * (classes.length - 1)) / (classesPerGenre - 1)));
  return [...picked].sort((a, b) => a - b).map((index) => classes[index]!);
}

/** A backend that cannot take a problem at all (the embedded clingo's program size limit) gets this mark. */
const refused = -1;
/** A backend that fails on a problem (an error other than a time-out or a refusal) gets this mark. */
const failed = -2;

/** Milliseconds of one solve with its uniqueness proof, Infinity past the time limit, or `refused`. */
async function timeSolve(puzzle: CorpusPuzzle, backendName: string): Promise<number> {
  const backend = backendByName(backendName, { timeoutSeconds: timeLimitSeconds });
  const started = performance.now();
  try {
    await solve(puzzle.loaded, { backend });
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') return Infinity;
    if (error instanceof Error && error.name === 'BackendError' && /too large/.test(error.message)) return refused;
    // One failing backend is a finding for its cell, not the end of the run.
    process.stderr.write(`${puzzle.loaded.genre.id} ${backendName}: ${error instanceof Error ? error.message : String(error)}\n`);
    return failed;
  }
  const elapsed = performance.now() - started;
  return elapsed > timeLimitSeconds * 1000 ? Infinity : elapsed;
}

/** `only`: a comma-separated list of backends to compare (all available ones when absent). */
export async function benchBackends(only?: string): Promise<Table[]> {
  const wanted = only?.split(',');
  const backends = (await candidates())
    .filter((backend) => backend.available && (!wanted || wanted.includes(backend.name)))
    .map((backend) => backend.name);
  // Load every backend once, without a limit (WebAssembly modules take a second or more to start), so that no
  // measured run pays for it.
  const first = corpus()[0];
  if (first) for (const name of backends) await solve(first.loaded, { backend: backendByName(name) });
  const rows: (string | number)[][] = [];
  const winners: string[] = [];
  for (const genre of genres) {
    const given = new Set<string>(); // backends that passed the limit on a smaller size
    for (const sizeClass of sizeClasses(genre.id)) {
      const medians: number[] = [];
      for (const name of backends) {
        if (given.has(name)) {
          medians.push(NaN);
          continue;
        }
        const perPuzzle: number[] = [];
        for (const puzzle of sizeClass.puzzles) {
          // A warm-up run (loading a WebAssembly module, starting a program's page cache), then the measured ones.
          const first = await timeSolve(puzzle, name);
          if (!Number.isFinite(first) || first < 0) {
            perPuzzle.push(first);
            break;
          }
          const runs = [await timeSolve(puzzle, name)];
          if (runs[0]! < 200) runs.push(await timeSolve(puzzle, name), await timeSolve(puzzle, name));
          perPuzzle.push(median(runs));
        }
        const value = perPuzzle.includes(failed)
          ? failed
          : perPuzzle.includes(refused)
            ? refused
            : perPuzzle.includes(Infinity)
              ? Infinity
              : median(perPuzzle);
        if (!Number.isFinite(value) || value < 0) given.add(name);
        medians.push(value);
      }
      const reference = medians[0]!;
      const usable = (value: number) => Number.isFinite(value) && value >= 0;
      const best = medians.reduce((bestIndex, value, index) => (usable(value) && !(value >= medians[bestIndex]!) ? index : bestIndex), 0);
      winners.push(`${genre.id} ${sizeClass.label}: ${backends[best]}`);
      rows.push([
        genre.id,
        sizeClass.label,
        sizeClass.puzzles.length,
        ...medians.map((value) => {
          if (Number.isNaN(value)) return 'skipped';
          if (value === refused) return 'too large';
          if (value === failed) return 'error';
          if (!Number.isFinite(value)) return `> ${timeLimitSeconds} s`;
          return `${formatMs(value)} (${(value / reference).toFixed(1)}×)`;
        }),
        backends[best]!,
      ]);
      // Progress on standard error: a long run shows its rows as they come.
      process.stderr.write(`${rows.at(-1)!.join(' | ')}\n`);
    }
  }
  return [
    {
      title: 'Backends side by side: median solve + uniqueness proof per genre and size (ratio to the first column)',
      columns: ['genre', 'size', 'puzzles', ...backends, 'fastest'],
      rows,
      notes: [
        `Each cell: the median over the puzzles of each puzzle's median time (3 runs under 200 ms, else 1, after a warm-up run); ` +
          `"> ${timeLimitSeconds} s" past the limit, "skipped" after a smaller size passed it, "too large" when the embedded ` +
          'clingo refuses a program over its ~1 MB limit, "error" when the backend failed (the message is on standard error). External programs are started ' +
          'once per solver call (process start included); embedded backends run in this process.',
        loadNote(),
      ],
    },
  ];
}
