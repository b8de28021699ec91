// Slant: median solve + uniqueness time of the embedded default solver (acyclicity as lazy cuts) on Simon Tatham's Slant
// puzzles at 10×10 (easy and hard) and 36×20, native clingo -n 2 on the model's ASP export, native MiniSat on the
// DIMACS export (acyclicity eager: each diagonal points to a parent of smaller binary rank), the Spearman correlation
// of our rating with Slant's level, and Slant's generator beside ours.

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoadedPuzzle } from '../../src/index.js';
import { parsePuzzle, rate, solve } from '../../src/index.js';
import { encode } from '../../src/solvers/encode.js';
import { localFixture } from '../../test/helpers.js';
import { spearman } from '../../scripts/calibrate.js';
import type { GenreBench, Table } from '../harness.js';
import { clingoCpuMs, cpuRuns, formatMs, hasProgram, loadNote, median, timeProgram } from '../harness.js';
import type { SlantPuzzle } from '../../src/genres/slant/index.js';
import { slant } from '../../src/genres/slant/index.js';

interface SlantRecord {
  readonly id: string;
  readonly params: string;
  readonly fullParams: string;
}

/** MiniSat's own CPU time in milliseconds, from its summary. */
function minisatCpuMs(stdout: string): number {
  const match = /^CPU time\s*:\s*([\d.]+) s/m.exec(stdout);
  return match ? Number(match[1]) * 1000 : NaN;
}

export async function benchSlant(): Promise<Table[]> {
  const records = localFixture<SlantRecord>('sgt-slant.jsonl');
  const where = (test: (record: SlantRecord) => boolean) => records.filter(test).map((record) => parsePuzzle(record.id, { genre: slant.id }));
  const groups: { name: string; puzzles: LoadedPuzzle[] }[] = [
    { name: 'Slant 10×10, easy', puzzles: where((record) => record.fullParams === '10x10de') },
    { name: 'Slant 10×10, hard', puzzles: where((record) => record.fullParams === '10x10dh') },
    { name: 'Slant 36×20, hard', puzzles: where((record) => record.fullParams === '36x20dh') },
  ];
  const folder = mkdtempSync(join(tmpdir(), 'pencilsat-bench-slant-'));
  const clingo = hasProgram('clingo');
  const minisat = hasProgram('minisat');
  for (const group of groups) for (const loaded of group.puzzles) await solve(loaded);
  const rows: (string | number)[][] = [];
  for (const group of groups) {
    const embedded: number[] = [];
    const aspTimes: number[] = [];
    const dimacsTimes: number[] = [];
    for (const [index, loaded] of group.puzzles.entries()) {
      embedded.push(median(await cpuRuns(() => solve(loaded), 5, 1)));
      const model = slant.model(loaded.puzzle as SlantPuzzle).model;
      const base = join(folder, `${group.name.replace(/\W+/g, '-')}-${index}`);
      if (clingo) {
        writeFileSync(`${base}.lp`, encode(model, 'asp').text);
        aspTimes.push(median([0, 1, 2].map(() => clingoCpuMs(timeProgram('clingo', ['-n', '2', `${base}.lp`]).stdout))));
      }
      if (minisat) {
        writeFileSync(`${base}.cnf`, encode(model, 'dimacs').text);
        dimacsTimes.push(median([0, 1, 2].map(() => minisatCpuMs(timeProgram('minisat', ['-verb=1', `${base}.cnf`]).stdout))));
      }
    }
    rows.push([
      `${group.name} (${group.puzzles.length})`,
      formatMs(median(embedded)),
      formatMs(Math.max(...embedded)),
      clingo ? formatMs(median(aspTimes)) : 'not installed',
      minisat ? formatMs(median(dimacsTimes)) : 'not installed',
    ]);
  }
  const levelled = records.filter((record) => record.params === '7x7' || record.params === '10x10');
  const scores: number[] = [];
  for (const record of levelled) scores.push((await rate(parsePuzzle(record.id, { genre: slant.id }))).rating.score);
  const levels = levelled.map((record) => (record.fullParams.endsWith('dh') ? 1 : 0));
  const byLevel = (level: number) => median(scores.filter((_, index) => levels[index] === level));
  return [
    {
      title: 'Slant: median solve + uniqueness proof per puzzle',
      columns: ['instances', 'embedded default solver (lazy cycle cuts)', 'slowest', 'native clingo -n 2, our ASP export', 'native minisat, DIMACS export (eager ranks, one solve)'],
      rows,
      notes: [
        'CPU times. Embedded: warm, in Node, model building and lowering included, a second solve proving uniqueness. clingo: ' +
          'the CPU time it reports for two answer sets (grounding and solving). minisat: the CPU time it reports for one solve ' +
          'of the stand-alone DIMACS file, where no cycle is said by orientations and binary ranks.',
        `Rating against Slant's level (${levelled.length} puzzles, 7×7 and 10×10): Spearman ${spearman(levels, scores).toFixed(2)}; ` +
          `median score easy ${byLevel(0)}, hard ${byLevel(1)}.`,
        loadNote(),
      ],
    },
  ];
}

/** The genre's section of `npm run bench`, and how the generators section times it. */
export const bench: GenreBench = {
  genre: slant,
  run: benchSlant,
  generators: {
    sizes: [10],
    // Slant's levels: de easy, dh hard (it has nothing else).
    peer: { program: 'sgt-slant', name: 'Slant', params: (columns, rows) => `${columns}x${rows}`, levels: { easy: 'de', medium: 'dh', hard: 'dh', expert: 'dh' } },
    note: "Slant: its IDs take the difficulty as de (easy) and dh (hard); our medium, hard and expert are all beside its hard.",
    ratingPuzzles: () => {
      const largest = localFixture<SlantRecord>('sgt-slant.jsonl').filter((record) => record.fullParams === '36x20dh');
      return largest.slice(0, 1).map((record) => ({ name: 'Slant 36×20 (hard)', text: record.id }));
    },
  },
};
