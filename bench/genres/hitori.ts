// Hitori: median solve + uniqueness time of the embedded default solver on Simon Tatham's Singles puzzles from 10×10 to
// 30×30, side by side with native clingo on the same instances, both on pencilsat's own ASP export and on a plain
// Hitori program written by hand (-n 2: the second answer set is the uniqueness proof).

import { parsePuzzle } from '../../src/index.js';
import { localFixture } from '../../test/helpers.js';
import type { GenreBench, PuzzleGroup, Table } from '../harness.js';
import { solveVersusClingo } from '../harness.js';
import type { HitoriPuzzle } from '../../src/genres/hitori/index.js';
import { hitori } from '../../src/genres/hitori/index.js';

/** Hitori in ASP, as one would write it by hand. Facts: width/1, height/1, number/3 (row, column, value). */
export const hitoriAsp = `
row(0..H-1) :- height(H).
column(0..W-1) :- width(W).
cell(R,C) :- row(R), column(C).
{ shaded(R,C) } :- cell(R,C).
% No two shaded cells are orthogonally adjacent.
:- shaded(R,C), shaded(R+1,C).
:- shaded(R,C), shaded(R,C+1).
% No number twice among the unshaded cells of a row or a column.
:- number(R,C1,N), number(R,C2,N), C1 < C2, not shaded(R,C1), not shaded(R,C2).
:- number(R1,C,N), number(R2,C,N), R1 < R2, not shaded(R1,C), not shaded(R2,C).
% The unshaded cells are connected: reached from r1c1, or from r1c2 when r1c1 is shaded (they cannot both be).
white(R,C) :- cell(R,C), not shaded(R,C).
direction(0,1;0,-1;1,0;-1,0).
reach(0,0) :- white(0,0).
reach(0,1) :- shaded(0,0).
reach(R+DR,C+DC) :- reach(R,C), direction(DR,DC), white(R+DR,C+DC).
:- white(R,C), not reach(R,C).
% puzz.link asks for at least one shaded cell.
:- #count{ R,C : shaded(R,C) } = 0.
#show shaded/2.
`;

export function hitoriFacts(puzzle: HitoriPuzzle): string {
  const facts = [`width(${puzzle.columns}).`, `height(${puzzle.rows}).`];
  puzzle.numbers.forEach((row, r) =>
    row.forEach((entry, c) => {
      if (entry?.kind === 'number') facts.push(`number(${r},${c},${entry.value}).`);
    }),
  );
  return facts.join('\n') + '\n';
}

export async function benchHitori(): Promise<Table[]> {
  const records = localFixture<{ id: string; params: string; level: string }>('sgt-singles.jsonl');
  const where = (test: (record: { params: string; level: string }) => boolean) =>
    records.filter(test).map((record) => parsePuzzle(record.id, { genre: hitori.id }));
  const groups: PuzzleGroup[] = [
    { name: 'Singles 10×10, easy', puzzles: where((record) => record.params === '10x10' && record.level === 'easy') },
    { name: 'Singles 10×10, tricky', puzzles: where((record) => record.params === '10x10' && record.level === 'tricky') },
    { name: 'Singles 20×20, tricky', puzzles: where((record) => record.params === '20x20') },
    { name: 'Singles 30×30, tricky', puzzles: where((record) => record.params === '30x30') },
  ];
  return [
    await solveVersusClingo({
      name: 'Hitori',
      groups,
      byHand: { program: hitoriAsp, facts: hitoriFacts },
      notes: (agreement) => [
        'CPU times, steadier than wall time on a shared machine. Embedded: warm, in Node, model building and lowering included. ' +
          "clingo: the CPU time it reports (grounding and solving; its process start left out), on the model's own ASP export " +
          'and on a plain ASP program (a constraint per pair of equal numbers, connectivity by reachability from a corner).',
        `Targets: under 100 ms at 10×10, under 1 s at the largest size.${agreement}`,
      ],
    }),
  ];
}

/** The genre's section of `npm run bench`, and how the generators section times it. */
export const bench: GenreBench = {
  genre: hitori,
  run: benchHitori,
  generators: {
    sizes: [7, 10],
    // Singles' levels: de easy, dk tricky (it has nothing beyond tricky).
    peer: { program: 'sgt-singles', name: 'Singles', params: (columns, rows) => `${columns}x${rows}`, levels: { easy: 'de', medium: 'dk', hard: 'dk', expert: 'dk' } },
    note: "Hitori: Singles' IDs take the difficulty as de (easy) and dk (tricky).",
    ratingPuzzles: () => {
      const largest = localFixture<{ id: string; params: string }>('sgt-singles.jsonl').filter((record) => record.params === '30x30');
      return largest.slice(0, 1).map((record) => ({ name: 'Hitori 30×30 (Singles, tricky)', text: record.id }));
    },
  },
};
