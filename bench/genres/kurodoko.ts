// Kurodoko: median solve + uniqueness time of the embedded default solver on Simon Tatham's Range puzzles of several sizes
// (up to 30×30) and on real puz.link puzzles, side by side with native clingo running a plain ASP Kurodoko program on
// the same instances (-n 2: the second answer set is the uniqueness proof).

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { KurodokoPuzzle } from '../../src/genres/kurodoko/index.js';
import type { LoadedPuzzle } from '../../src/index.js';
import { parsePuzzle, solve } from '../../src/index.js';
import { localFixture } from '../../test/helpers.js';
import type { GenreBench, Table } from '../harness.js';
import { kurodoko } from '../../src/genres/kurodoko/index.js';
import { formatMs, hasProgram, median, modelCount, timeProgram, timeRuns } from '../harness.js';

/**
 * Kurodoko in ASP, as one would write it by hand. Facts: width/1, height/1, clue/2 (every clue cell, numbered or `?`),
 * number/3 (row, column, value), root/2 (one clue cell).
 */
export const kurodokoAsp = `
row(0..H-1) :- height(H).
column(0..W-1) :- width(W).
cell(R,C) :- row(R), column(C).
{ shaded(R,C) } :- cell(R,C), not clue(R,C).
% No two shaded cells are orthogonally adjacent.
:- shaded(R,C), shaded(R+1,C).
:- shaded(R,C), shaded(R,C+1).
white(R,C) :- cell(R,C), not shaded(R,C).
% Each number counts the white cells it sees, itself included.
direction(0,1;0,-1;1,0;-1,0).
sees(R,C,DR,DC,1) :- number(R,C,_), direction(DR,DC), white(R+DR,C+DC).
sees(R,C,DR,DC,K+1) :- sees(R,C,DR,DC,K), white(R+DR*(K+1),C+DC*(K+1)).
:- number(R,C,N), #count{ DR,DC,K : sees(R,C,DR,DC,K) } != N-1.
% All white cells are connected (root is a clue cell, which is white).
reach(R,C) :- root(R,C).
reach(R+DR,C+DC) :- reach(R,C), direction(DR,DC), white(R+DR,C+DC).
:- white(R,C), not reach(R,C).
#show shaded/2.
`;

export function kurodokoFacts(puzzle: KurodokoPuzzle): string {
  const facts = [`width(${puzzle.columns}).`, `height(${puzzle.rows}).`];
  let root = '';
  puzzle.clues.forEach((row, r) =>
    row.forEach((clue, c) => {
      if (clue === null) return;
      if (root === '') root = `root(${r},${c}).`;
      facts.push(`clue(${r},${c}).`);
      if (clue.kind === 'number') facts.push(`number(${r},${c},${clue.value}).`);
    }),
  );
  return [...facts, root].join('\n') + '\n';
}

/**
 * Harder than anything sgt generates: the first 30×30 of test/fixtures/sgt-range.jsonl with clues removed one at a time
 * (in reading order) for as long as the answer stayed unique: 115 of its 174 clues are left. clingo agrees it is unique.
 */
const thinned30 =
  '30x30:a5l8a8j12e7f5o8c8e8n4_9p8a5a9c7_11i12h14g8i10b7h4a5k8r5a5g9h11a4_4b5t9m5h14j5b9c14c3l8d8d9k7b3y8a14d10g5e13c15l4c3n4h14' +
  'i8f11t6_10s11_15f14i4_7g12i5d9c8p7e5g5f23y14h18e9d17b9i18a8j5m11h11m8t15b12b16h4g14c6c8g7p17a12h16b16q9h14h20a26a22a18a20r11_12b11' +
  'g12c6e10c5e7i12l4j10a16g7d10_2';

interface Group {
  readonly name: string;
  readonly puzzles: LoadedPuzzle[];
}

export async function benchKurodoko(): Promise<Table[]> {
  const range = localFixture<{ id: string; params: string }>('sgt-range.jsonl');
  const bySize = (sizes: string[]) => range.filter((record) => sizes.includes(record.params)).map((record) => parsePuzzle(record.id, { genre: 'kurodoko' }));
  const groups: Group[] = [
    { name: 'Range 5×5 to 9×6', puzzles: bySize(['5x5', '7x7', '9x6']) },
    { name: 'Range 12×8 to 16×11', puzzles: bySize(['12x8', '16x11', '15x15']) },
    { name: 'Range 20×20', puzzles: bySize(['20x20']) },
    { name: 'Range 30×30', puzzles: bySize(['30x30']) },
    { name: 'Range 30×30 thinned to a minimal clue set', puzzles: [parsePuzzle(thinned30, { genre: 'kurodoko' })] },
    { name: 'puz.link, 4×4 to 12×12 (real puzzles)', puzzles: localFixture<{ url: string }>('kurodoko-puzzlink.jsonl').map((record) => parsePuzzle(record.url)) },
  ];
  const folder = mkdtempSync(join(tmpdir(), 'pencilsat-bench-kurodoko-'));
  const program = join(folder, 'kurodoko.lp');
  writeFileSync(program, kurodokoAsp);
  const clingo = hasProgram('clingo');
  const rows: (string | number)[][] = [];
  let disagreements = 0;
  for (const group of groups) {
    const embedded: number[] = [];
    const rounds: number[] = [];
    const peer: number[] = [];
    for (const [index, loaded] of group.puzzles.entries()) {
      const result = await solve(loaded);
      // At most two calls find the answer and prove it unique; every further call follows a connectivity cut.
      rounds.push(result.statistics.solveCalls ?? 0);
      embedded.push(median(await timeRuns(() => solve(loaded), 3, 1)));
      if (clingo) {
        const facts = join(folder, `${group.name.replace(/\W+/g, '-')}-${index}.lp`);
        writeFileSync(facts, kurodokoFacts(loaded.puzzle as KurodokoPuzzle));
        const times: number[] = [];
        for (let k = 0; k < 3; k++) {
          const run = timeProgram('clingo', ['-n', '2', program, facts]);
          times.push(run.ms);
          if (k === 0 && (modelCount(run.stdout) === 1) !== (result.status === 'unique')) disagreements++;
        }
        peer.push(median(times));
      }
    }
    const ours = median(embedded);
    rows.push([
      `${group.name} (${group.puzzles.length})`,
      formatMs(ours),
      formatMs(Math.max(...embedded)),
      Math.max(...rounds).toString(),
      clingo ? formatMs(median(peer)) : 'not installed',
      clingo ? (median(peer) / ours).toFixed(2) : '-',
    ]);
  }
  return [
    {
      title: 'Kurodoko: median solve + uniqueness proof per puzzle',
      columns: ['instances', 'embedded default solver', 'slowest', 'SAT calls, most (cuts add calls)', 'native clingo -n 2', 'clingo / embedded'],
      rows,
      notes: [
        'Embedded: warm, in Node, model building and lowering included. clingo: one process per run (start-up included), ' +
          'a plain ASP program (lines of sight by recursion, connectivity by reachability from a numbered cell).',
        `Target: 30×30 with uniqueness under 1 s.${clingo ? ` clingo and pencilsat ${disagreements === 0 ? 'agree on uniqueness everywhere' : `disagree on ${disagreements} puzzle(s)`}.` : ''}`,
      ],
    },
  ];
}

/** The genre's section of `npm run bench`, and how the generators section times it. */
export const bench: GenreBench = {
  genre: kurodoko,
  run: benchKurodoko,
  generators: { sizes: [7, 9], peer: { program: 'sgt-range', name: 'Range', params: (columns, rows) => `${columns}x${rows}` } },
};
