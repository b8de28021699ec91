// Akari: median solve + uniqueness time of the embedded MiniSat on Simon Tatham's Light Up puzzles from 7×7 to 25×25,
// side by side with native clingo on the same instances, both on pencilsat's own ASP export and on a plain Akari
// program written by hand (-n 2: the second answer set is the uniqueness proof).

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoadedPuzzle } from '../../index.js';
import { parsePuzzle, solve } from '../../index.js';
import { encode } from '../../solvers/encode.js';
import { localFixture } from '../../../test/helpers.js';
import type { GenreBench, Table } from '../../../bench/harness.js';
import { clingoCpuMs, cpuRuns, formatMs, hasProgram, loadNote, median, modelCount, timeProgram } from '../../../bench/harness.js';
import type { AkariPuzzle } from './index.js';
import { akari } from './index.js';

/** Akari in ASP, as one would write it by hand. Facts: width/1, height/1, wall/2, number/3 (row, column, value). */
export const akariAsp = `
row(0..H-1) :- height(H).
column(0..W-1) :- width(W).
white(R,C) :- row(R), column(C), not wall(R,C).
{ light(R,C) } :- white(R,C).
direction(0,1;0,-1;1,0;-1,0).
% A light's beam runs along its row and column up to a wall or the edge.
beam(R+DR,C+DC,DR,DC) :- light(R,C), direction(DR,DC), white(R+DR,C+DC).
beam(R+DR,C+DC,DR,DC) :- beam(R,C,DR,DC), white(R+DR,C+DC).
% No light stands in another's beam; every white cell is lit.
:- beam(R,C,_,_), light(R,C).
lit(R,C) :- light(R,C).
lit(R,C) :- beam(R,C,_,_).
:- white(R,C), not lit(R,C).
% A number counts the lights beside it.
:- number(R,C,N), #count{ DR,DC : direction(DR,DC), light(R+DR,C+DC) } != N.
#show light/2.
`;

export function akariFacts(puzzle: AkariPuzzle): string {
  const facts = [`width(${puzzle.columns}).`, `height(${puzzle.rows}).`];
  puzzle.walls.forEach((row, r) =>
    row.forEach((wall, c) => {
      if (wall === null) return;
      facts.push(`wall(${r},${c}).`);
      if (wall.kind === 'number') facts.push(`number(${r},${c},${wall.value}).`);
    }),
  );
  return facts.join('\n') + '\n';
}

interface Group {
  readonly name: string;
  readonly puzzles: LoadedPuzzle[];
}

export async function benchAkari(): Promise<Table[]> {
  const lightUp = localFixture<{ id: string; params: string; fullParams: string }>('sgt-lightup.jsonl');
  const where = (test: (record: { params: string; fullParams: string }) => boolean) =>
    lightUp.filter(test).map((record) => parsePuzzle(record.id, { genre: akari.id }));
  const groups: Group[] = [
    { name: 'Light Up 7×7', puzzles: where((record) => record.params === '7x7') },
    { name: 'Light Up 10×10, easy', puzzles: where((record) => record.fullParams.startsWith('10x10') && record.fullParams.endsWith('d0')) },
    { name: 'Light Up 10×10, tricky and hard', puzzles: where((record) => record.fullParams.startsWith('10x10') && !record.fullParams.endsWith('d0')) },
    { name: 'Light Up 12×8 and 14×14, hard', puzzles: where((record) => record.params === '12x8' || record.params === '14x14') },
    { name: 'Light Up 25×25', puzzles: where((record) => record.params === '25x25') },
  ];
  const folder = mkdtempSync(join(tmpdir(), 'pencilsat-bench-akari-'));
  const program = join(folder, 'akari.lp');
  writeFileSync(program, akariAsp);
  const clingo = hasProgram('clingo');
  const rows: (string | number)[][] = [];
  let disagreements = 0;
  // Warm up: the first solves in a process pay for compiling the code.
  for (const group of groups) for (const loaded of group.puzzles) await solve(loaded);
  for (const group of groups) {
    const embedded: number[] = [];
    const exported: number[] = [];
    const byHand: number[] = [];
    for (const [index, loaded] of group.puzzles.entries()) {
      const result = await solve(loaded);
      embedded.push(median(await cpuRuns(() => solve(loaded), 5, 1)));
      if (!clingo) continue;
      const base = join(folder, `${group.name.replace(/\W+/g, '-')}-${index}`);
      writeFileSync(`${base}-export.lp`, encode(akari.model(loaded.puzzle as AkariPuzzle).model, 'asp').text);
      writeFileSync(`${base}-facts.lp`, akariFacts(loaded.puzzle as AkariPuzzle));
      for (const [times, files] of [
        [exported, [`${base}-export.lp`]],
        [byHand, [program, `${base}-facts.lp`]],
      ] as const) {
        const runs: number[] = [];
        for (let k = 0; k < 3; k++) {
          const run = timeProgram('clingo', ['-n', '2', ...files]);
          runs.push(clingoCpuMs(run.stdout));
          if (k === 0 && (modelCount(run.stdout) === 1) !== (result.status === 'unique')) disagreements++;
        }
        times.push(median(runs));
      }
    }
    const ours = median(embedded);
    rows.push([
      `${group.name} (${group.puzzles.length})`,
      formatMs(ours),
      formatMs(Math.max(...embedded)),
      clingo ? formatMs(median(exported)) : 'not installed',
      clingo ? formatMs(median(byHand)) : 'not installed',
      clingo ? (median(byHand) / ours).toFixed(2) : '-',
    ]);
  }
  return [
    {
      title: 'Akari: median solve + uniqueness proof per puzzle',
      columns: ['instances', 'embedded minisat', 'slowest', 'native clingo -n 2, our ASP export', 'native clingo -n 2, by hand', 'clingo by hand / embedded'],
      rows,
      notes: [
        'CPU times, steadier than wall time on a shared machine. Embedded: warm, in Node, model building and lowering included. ' +
          "clingo: the CPU time it reports (grounding and solving; its process start, about 5 ms, left out), on the model's own " +
          'ASP export and on a plain ASP program (beams by recursion along the four directions, a count per number).',
        `Targets: under 100 ms at 10×10, under 1 s at the largest size, faster than native clingo.${clingo ? ` clingo and pencilsat ${disagreements === 0 ? 'agree on uniqueness everywhere' : `disagree on ${disagreements} run(s)`}.` : ''}`,
        loadNote(),
      ],
    },
  ];
}

/** The genre's section of `npm run bench`, and how the generators section times it. */
export const bench: GenreBench = {
  genre: akari,
  run: benchAkari,
  generators: {
    sizes: [7, 10],
    // Light Up's levels: d0 easy, d1 tricky, d2 hard (it has nothing beyond hard).
    peer: { program: 'sgt-lightup', name: 'Light Up', params: (columns, rows) => `${columns}x${rows}`, levels: { easy: 'd0', medium: 'd1', hard: 'd2', expert: 'd2' } },
    note: "Akari: Light Up's IDs take the difficulty as d0 (easy), d1 (tricky), d2 (hard); `7x7de` and the like read as d0.",
    ratingPuzzles: () => {
      const largest = localFixture<{ id: string; fullParams: string }>('sgt-lightup.jsonl').filter((record) => record.fullParams === '25x25b20s4d2');
      return largest.slice(0, 1).map((record) => ({ name: 'Akari 25×25 (Light Up, hard)', text: record.id }));
    },
  },
};
