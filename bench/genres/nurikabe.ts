// Nurikabe: median solve + uniqueness time of the embedded default solver on outside puzzles (7×7 to 18×10) and on big
// puzzles of pencilsat's own generator (20×20), side by side with native clingo on the same instances,
// both on pencilsat's own ASP export and on a plain Nurikabe program written by hand (-n 2: the second answer set is
// the uniqueness proof). Nurikabe has no Simon Tatham game, so the generators section times ours alone.

import { parsePuzzle } from '../../src/index.js';
import { localFixture } from '../../test/helpers.js';
import type { GenreBench, PuzzleGroup, Table } from '../harness.js';
import { solveVersusClingo } from '../harness.js';
import type { NurikabePuzzle } from '../../src/genres/nurikabe/index.js';
import { nurikabe } from '../../src/genres/nurikabe/index.js';

/**
 * Nurikabe in ASP, as one would write it by hand. Facts: width/1, height/1, clue/2 (every numbered cell, `?` too),
 * number/3 (row, column, value). Islands are what each clue reaches through unshaded cells.
 */
export const nurikabeAsp = `
row(0..H-1) :- height(H).
column(0..W-1) :- width(W).
cell(R,C) :- row(R), column(C).
direction(0,1;0,-1;1,0;-1,0).
adjacent(R,C,R+DR,C+DC) :- cell(R,C), cell(R+DR,C+DC), direction(DR,DC).
{ shaded(R,C) } :- cell(R,C), not clue(R,C).
white(R,C) :- cell(R,C), not shaded(R,C).
% No 2x2 block is all shaded.
:- shaded(R,C), shaded(R+1,C), shaded(R,C+1), shaded(R+1,C+1).
% The shaded cells are connected: all reached from the first one.
shaded_before(R,C) :- cell(R,C), shaded(R2,C2), (R2,C2) < (R,C).
dark(R,C) :- shaded(R,C), not shaded_before(R,C).
dark(R2,C2) :- dark(R,C), adjacent(R,C,R2,C2), shaded(R2,C2).
:- shaded(R,C), not dark(R,C).
% Islands: the white cells reached from a clue through white cells.
island(R,C,R,C) :- clue(R,C).
island(R2,C2,A,B) :- island(R,C,A,B), adjacent(R,C,R2,C2), white(R2,C2).
% Every white cell is in exactly one island; a number counts its island.
:- white(R,C), not island(R,C,_,_).
:- island(R,C,A,B), island(R,C,A2,B2), (A,B) < (A2,B2).
:- number(A,B,N), #count { R,C : island(R,C,A,B) } != N.
#show shaded/2.
`;

export function nurikabeFacts(puzzle: NurikabePuzzle): string {
  const facts = [`width(${puzzle.columns}).`, `height(${puzzle.rows}).`];
  puzzle.clues.forEach((row, r) =>
    row.forEach((clue, c) => {
      if (clue === null) return;
      facts.push(`clue(${r},${c}).`);
      if (clue.kind === 'number') facts.push(`number(${r},${c},${clue.value}).`);
    }),
  );
  return facts.join('\n') + '\n';
}

/**
 * Big puzzles made by pencilsat's generator (any level, seeds `s0` and `s1`; both rate expert), each unique. At these
 * sizes it takes about 45 s a puzzle, so they are kept here rather than made on each run.
 */
export const bigPuzzles: Readonly<Record<string, readonly string[]>> = {
  '20×20': [
    'https://puzz.link/p?nurikabe/20/20/k3t1g2m2g2g1j2k2g1i1j3i1g1i1g2i1l1i2q3j1g1h1g1g1h4j2g1j1g1m2i1g1h4j4g1k1m2j1j1i1g1p3j1n2j1i1i1g1h3j3m1j1j3h2h2g2h1g1zi2j2g1i1g1i2n1g4p1v4l1j1i3h1h3i8g1g3i2h2l1m1h1j1',
    'https://puzz.link/p?nurikabe/20/20/p1p7o3i4h3p3l1k4g1k1n1l1h2h1j1w7i1g1i4g1g1g2k2h1m1l2i1i4g3j1g2q2j2g2j1g2t1g3p2h1h1p5m4l1g1m1l4g1k1h3l4m3i1i2n2j1h1j3g1g1i1g1i1g1g1m1h1g1g1i1k4i1m1i1o',
  ],
};

export async function benchNurikabe(): Promise<Table[]> {
  const outside = localFixture<{ url: string; answer?: string[] }>('nurikabe-puzzlink.jsonl').filter((record) => record.answer);
  const bySize = (test: (puzzle: NurikabePuzzle) => boolean) => outside.map((record) => parsePuzzle(record.url)).filter((loaded) => test(loaded.puzzle as NurikabePuzzle));
  const groups: PuzzleGroup[] = [
    { name: 'outside 5×5 to 11×11', puzzles: bySize((puzzle) => puzzle.columns <= 11) },
    { name: 'outside 10×10 only', puzzles: bySize((puzzle) => puzzle.columns === 10 && puzzle.rows === 10) },
    { name: 'outside 18×10', puzzles: bySize((puzzle) => puzzle.columns === 18) },
    ...Object.entries(bigPuzzles).map(([size, urls]) => ({ name: `generated ${size}`, puzzles: urls.map((url) => parsePuzzle(url)) })),
  ].filter((group) => group.puzzles.length > 0);
  return [
    await solveVersusClingo({
      name: 'Nurikabe',
      groups,
      runs: 3,
      warmup: 0,
      warmPuzzles: 2,
      clingoRuns: 1,
      byHand: { program: nurikabeAsp, facts: nurikabeFacts },
      callsColumn: 'SAT calls, most',
      notes: (agreement) => [
        'CPU times, steadier than wall time on a shared machine. Embedded: warm, in Node, model building and lowering included. ' +
          "clingo: the CPU time it reports (grounding and solving; its process start left out), on the model's own ASP export " +
          'and on a plain ASP program (islands and the wall by reachability, a count per number).',
        'The model: one literal per cell and number for "this cell is in that island" (only within reach of the number), ' +
          'each island an `area` of known size, reasoned about inside the default backend\'s search with the wall\'s connectivity ' +
          '(layers of reach and lazy cuts of the wall for the other backends and the exports).',
        `Targets: under 100 ms at 10×10, under 1 s at the largest size.${agreement}`,
      ],
    }),
  ];
}

/** The genre's section of `npm run bench`, and how the generators section times it. */
export const bench: GenreBench = {
  genre: nurikabe,
  run: benchNurikabe,
  generators: {
    sizes: [7, 10],
    note: 'Nurikabe: no peer (Simon Tatham has no Nurikabe). Its generator draws walls and repairs them while a second solution exists.',
  },
};
