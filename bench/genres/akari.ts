// Akari: median solve + uniqueness time of the embedded default solver on Simon Tatham's Light Up puzzles from 7×7 to 25×25,
// side by side with native clingo on the same instances, both on pencilsat's own ASP export and on a plain Akari
// program written by hand (-n 2: the second answer set is the uniqueness proof).

import { parsePuzzle } from '../../src/index.js';
import { localFixture } from '../../test/helpers.js';
import type { GenreBench, PuzzleGroup, Table } from '../harness.js';
import { solveVersusClingo } from '../harness.js';
import type { AkariPuzzle } from '../../src/genres/akari/index.js';
import { akari } from '../../src/genres/akari/index.js';

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

export async function benchAkari(): Promise<Table[]> {
  const lightUp = localFixture<{ id: string; params: string; fullParams: string }>('sgt-lightup.jsonl');
  const where = (test: (record: { params: string; fullParams: string }) => boolean) =>
    lightUp.filter(test).map((record) => parsePuzzle(record.id, { genre: akari.id }));
  const groups: PuzzleGroup[] = [
    { name: 'Light Up 7×7', puzzles: where((record) => record.params === '7x7') },
    { name: 'Light Up 10×10, easy', puzzles: where((record) => record.fullParams.startsWith('10x10') && record.fullParams.endsWith('d0')) },
    { name: 'Light Up 10×10, tricky and hard', puzzles: where((record) => record.fullParams.startsWith('10x10') && !record.fullParams.endsWith('d0')) },
    { name: 'Light Up 12×8 and 14×14, hard', puzzles: where((record) => record.params === '12x8' || record.params === '14x14') },
    { name: 'Light Up 25×25', puzzles: where((record) => record.params === '25x25') },
  ];
  return [
    await solveVersusClingo({
      name: 'Akari',
      groups,
      byHand: { program: akariAsp, facts: akariFacts },
      notes: (agreement) => [
        'CPU times, steadier than wall time on a shared machine. Embedded: warm, in Node, model building and lowering included. ' +
          "clingo: the CPU time it reports (grounding and solving; its process start, about 5 ms, left out), on the model's own " +
          'ASP export and on a plain ASP program (beams by recursion along the four directions, a count per number).',
        `Targets: under 100 ms at 10×10, under 1 s at the largest size, faster than native clingo.${agreement}`,
      ],
    }),
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
