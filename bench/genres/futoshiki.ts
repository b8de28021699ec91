// Futoshiki: median solve + uniqueness time of the embedded default solver on puzzles Simon Tatham's Unequal generated
// (5×5 to 20×20), side by side with the seeds' own approaches on the same puzzles: native clingo running seed 003's
// model (test/fixtures/futoshiki.lp) on facts written by our `facts` format, and native z3 running seed 004's Int +
// Distinct model as SMT-LIB.
// Then empty boards up to 50×50 (seed 003's scaling experiment).

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePuzzle, solve, writePuzzle } from '../../src/index.js';
import type { FutoshikiPuzzle } from '../../src/genres/futoshiki/index.js';
import { parseUnequalSolution } from '../../src/genres/futoshiki/index.js';
import { localFixture, localFixtures } from '../../test/helpers.js';
import type { GenreBench, Table } from '../harness.js';
import { futoshiki } from '../../src/genres/futoshiki/index.js';
import { formatMs, hasProgram, median, timeProgram, timeRuns } from '../harness.js';

/** Seed 003's model as an answer set program: a Latin square in three views and the signs as constraints. */
export function futoshikiAsp(): string {
  return readFileSync(join(localFixtures, 'futoshiki.lp'), 'utf8');
}

/**
 * Seed 004's model in SMT-LIB: one Int per cell in 1..n, `distinct` rows and columns, givens as equalities and each
 * restriction as `>`. With an answer, it is blocked: the uniqueness check.
 */
export function futoshikiSmtLib(puzzle: FutoshikiPuzzle, blocked?: readonly (readonly number[])[]): string {
  const n = puzzle.size;
  const cell = (row: number, column: number) => `v_${row}_${column}`;
  const lines = ['(set-logic QF_LIA)'];
  for (let row = 0; row < n; row++) {
    for (let column = 0; column < n; column++) {
      lines.push(`(declare-const ${cell(row, column)} Int)`, `(assert (and (<= 1 ${cell(row, column)}) (<= ${cell(row, column)} ${n})))`);
    }
  }
  for (let index = 0; index < n; index++) {
    lines.push(`(assert (distinct ${Array.from({ length: n }, (_, column) => cell(index, column)).join(' ')}))`);
    lines.push(`(assert (distinct ${Array.from({ length: n }, (_, row) => cell(row, index)).join(' ')}))`);
  }
  puzzle.givens.forEach((line, row) =>
    line.forEach((value, column) => {
      if (value !== null) lines.push(`(assert (= ${cell(row, column)} ${value}))`);
    }),
  );
  if (puzzle.mode === 'inequality') {
    for (const { larger, smaller } of puzzle.signs) lines.push(`(assert (> ${cell(larger.row, larger.column)} ${cell(smaller.row, smaller.column)}))`);
  }
  if (blocked) {
    const equalities = blocked.flatMap((line, row) => line.map((value, column) => `(= ${cell(row, column)} ${value})`));
    lines.push(`(assert (not (and ${equalities.join(' ')})))`);
  }
  lines.push('(check-sat)');
  return lines.join('\n') + '\n';
}

const peerTimeoutSeconds = 20;

interface Instance {
  readonly group: string;
  readonly text: string;
  readonly solution?: number[][];
}

function instances(): Instance[] {
  const generated = localFixture<{ id: string; fullParams: string; solution: string }>('sgt-unequal-bench.jsonl').map((record) => {
    const size = Number(/^\d+/.exec(record.fullParams)![0]);
    return { group: `${size}×${size} Unequal ${record.fullParams.replace(/^\d+/, '')}`, text: record.id, solution: parseUnequalSolution(record.solution, size) };
  });
  const empty = [10, 20, 30, 40, 50].map((size) => ({ group: `${size}×${size} empty board`, text: `${size}:${'0,'.repeat(size * size)}` }));
  return [...generated, ...empty];
}

export async function benchFutoshiki(): Promise<Table[]> {
  const hasClingo = hasProgram('clingo');
  const hasZ3 = hasProgram('z3');
  const program = futoshikiAsp();
  const groups = new Map<string, { embedded: number[]; clingo: number[]; z3: number[] }>();
  for (const instance of instances()) {
    const loaded = parsePuzzle(instance.text, { genre: 'futoshiki' });
    const puzzle = loaded.puzzle as FutoshikiPuzzle;
    const large = puzzle.size >= 30;
    const group = groups.get(instance.group) ?? { embedded: [], clingo: [], z3: [] };
    groups.set(instance.group, group);
    group.embedded.push(median(await timeRuns(() => solve(loaded), large ? 1 : 3, large ? 0 : 1)));
    if (hasClingo) {
      // -n 2: a second answer set or the proof that there is none.
      const input = program + writePuzzle(loaded, 'facts');
      const runs = Array.from({ length: large ? 1 : 3 }, () => timeProgram('clingo', ['-', '-n', '2', '-q', `--time-limit=${peerTimeoutSeconds}`], input));
      group.clingo.push(runs.some((run) => /INTERRUPTED|UNKNOWN/.test(run.stdout)) ? Infinity : median(runs.map((run) => run.ms)));
    }
    // The seed's Int model is far too slow on empty boards (research notes: over 60 s at 10×10); only puzzles with a known answer.
    if (hasZ3 && instance.solution) {
      const first = timeProgram('z3', [`-T:${peerTimeoutSeconds}`, '-in'], futoshikiSmtLib(puzzle));
      const second = first.stdout.startsWith('sat') ? timeProgram('z3', [`-T:${peerTimeoutSeconds}`, '-in'], futoshikiSmtLib(puzzle, instance.solution)) : undefined;
      group.z3.push(second && second.stdout.startsWith('unsat') ? first.ms + second.ms : Infinity);
    }
  }
  const ratio = (peer: number[], embedded: number[]) => (peer.length === 0 ? '-' : Number.isFinite(median(peer)) ? `${(median(peer) / median(embedded)).toFixed(1)}×` : `> ${(peerTimeoutSeconds * 1000 / median(embedded)).toFixed(1)}×`);
  const time = (values: number[], available: boolean) => (!available ? 'not installed' : values.length === 0 ? '-' : Number.isFinite(median(values)) ? formatMs(median(values)) : `> ${peerTimeoutSeconds} s`);
  return [
    {
      title: 'Futoshiki: median solve + uniqueness proof per puzzle (embedded default solver vs the seeds\' approaches, native)',
      columns: ['puzzles', 'count', 'embedded default solver', 'clingo, seed 003 model', 'ratio', 'z3, seed 004 Int model', 'ratio'],
      rows: [...groups].map(([name, group]) => [
        name,
        group.embedded.length,
        formatMs(median(group.embedded)),
        time(group.clingo, hasClingo),
        ratio(group.clingo, group.embedded),
        time(group.z3, hasZ3),
        ratio(group.z3, group.embedded),
      ]),
      notes: [
        'Embedded: warm, in Node, model building and lowering included. Peers: one process per run (start-up included), ' +
          'clingo with -n 2, z3 as two runs (solve, then the same model with the answer blocked). A ratio above 1 means the embedded solver is faster.',
        'Targets: at least 10× faster than the seed-style z3 model on 9×9, no slower than clingo on seed 003\'s model; the empty 50×50 board must solve.',
      ],
    },
  ];
}

/** The genre's section of `npm run bench`, and how the generators section times it. */
export const bench: GenreBench = {
  genre: futoshiki,
  run: benchFutoshiki,
  generators: {
    sizes: [5, 7, 9],
    peer: { program: 'sgt-unequal', name: 'Unequal', params: (columns) => String(columns), levels: { easy: 'de', medium: 'dk', hard: 'dx', expert: 'dr' } },
  },
};
