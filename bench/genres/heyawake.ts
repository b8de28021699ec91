// Heyawake, where SAT solvers of puzzles are known to be slow (connectivity, and lines that may not span three
// rooms): median solve + uniqueness time of the embedded default solver on real puzzles from 4×4 to 24×14 and on generated
// 10×10 puzzles, side by side with native clingo on the same instances, both on pencilsat's own ASP export
// and on a plain Heyawake program written by hand (-n 2: the second answer set is the uniqueness proof).

import type { LoadedPuzzle } from '../../src/index.js';
import { defaultBackend, parsePuzzle } from '../../src/index.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { localFixture, repositoryRoot } from '../../test/helpers.js';
import type { GenreBench, PuzzleGroup, Table } from '../harness.js';
import { solveVersusClingo } from '../harness.js';
import type { HeyawakePuzzle } from '../../src/genres/heyawake/index.js';
import { heyawake } from '../../src/genres/heyawake/index.js';
import { roomCells, roomNumbers } from '../../src/genres/heyawake/puzzle.js';

/**
 * Heyawake in ASP, as one would write it by hand. Facts: width/1, height/1, room/3 (row, column, room), number/2
 * (room, value).
 */
export const heyawakeAsp = `
row(0..H-1) :- height(H).
column(0..W-1) :- width(W).
cell(R,C) :- row(R), column(C).
{ shaded(R,C) } :- cell(R,C).
% No two shaded cells are orthogonally adjacent.
:- shaded(R,C), shaded(R+1,C).
:- shaded(R,C), shaded(R,C+1).
% A number counts the shaded cells of its room.
:- number(K,N), #count{ R,C : room(R,C,K), shaded(R,C) } != N.
% A line of unshaded cells crosses at most one border: count borders along each run by recursion.
white(R,C) :- cell(R,C), not shaded(R,C).
across(R,C,0) :- white(R,C), not white(R,C-1).
across(R,C+1,B+1) :- across(R,C,B), B < 2, white(R,C+1), room(R,C,K), room(R,C+1,L), K != L.
across(R,C+1,B) :- across(R,C,B), white(R,C+1), room(R,C,K), room(R,C+1,K).
down(R,C,0) :- white(R,C), not white(R-1,C).
down(R+1,C,B+1) :- down(R,C,B), B < 2, white(R+1,C), room(R,C,K), room(R+1,C,L), K != L.
down(R+1,C,B) :- down(R,C,B), white(R+1,C), room(R,C,K), room(R+1,C,K).
:- across(_,_,B), B > 1.
:- down(_,_,B), B > 1.
% The unshaded cells are connected: reached from r1c1, or from r1c2 when r1c1 is shaded (they cannot both be).
direction(0,1;0,-1;1,0;-1,0).
reach(0,0) :- white(0,0).
reach(0,1) :- shaded(0,0).
reach(R+DR,C+DC) :- reach(R,C), direction(DR,DC), white(R+DR,C+DC).
:- white(R,C), not reach(R,C).
:- #count{ R,C : shaded(R,C) } = 0.
#show shaded/2.
`;

export function heyawakeFacts(puzzle: HeyawakePuzzle): string {
  const facts = [`width(${puzzle.columns}).`, `height(${puzzle.rows}).`];
  puzzle.rooms.forEach((row, r) => row.forEach((room, c) => facts.push(`room(${r},${c},${room}).`)));
  roomNumbers(puzzle).forEach(({ number }, room) => {
    if (number?.kind === 'number') facts.push(`number(${room},${number.value}).`);
  });
  return facts.join('\n') + '\n';
}

/** clingo stops after this long: on some real puzzles it runs for minutes (noqx's 19×15 times out there too). */
const clingoSeconds = 30;

/** Generated puzzles of a size and level, for sizes the real ones do not cover well. */
async function generated(columns: number, rows: number, difficulty: 'easy' | 'hard', count: number): Promise<LoadedPuzzle[]> {
  const puzzles: LoadedPuzzle[] = [];
  for (let k = 0; k < count; k++) {
    const puzzle = await heyawake.generator!.generate({ rows, columns, difficulty, seed: `bench-${k}`, options: { symmetry: 'none' }, backend: defaultBackend });
    puzzles.push({ genre: heyawake, puzzle, format: 'url' });
  }
  return puzzles;
}

export async function benchHeyawake(): Promise<Table[]> {
  const real = localFixture<{ url?: string; file?: string }>('heyawake-puzzlink.jsonl').map((record) => parsePuzzle((record.url ?? record.file)!));
  const sized = (test: (puzzle: HeyawakePuzzle) => boolean) => real.filter((loaded) => test(loaded.puzzle as HeyawakePuzzle));
  const groups: PuzzleGroup[] = [
    { name: 'real, 4×4 to 12×12', puzzles: sized((puzzle) => puzzle.rows * puzzle.columns <= 144) },
    { name: 'real, 17×17 to 24×14', puzzles: sized((puzzle) => puzzle.rows * puzzle.columns > 144) },
    { name: 'generated 10×10, easy', puzzles: await generated(10, 10, 'easy', 5) },
    { name: 'generated 10×10, hard', puzzles: await generated(10, 10, 'hard', 5) },
    { name: 'built 45×31 (see below)', puzzles: [parsePuzzle(readFileSync(join(repositoryRoot, 'bench', 'data', 'heyawake-45x31.txt'), 'utf8'))] },
  ];
  const roomsOf = (loaded: LoadedPuzzle) => roomCells((loaded.puzzle as HeyawakePuzzle).rooms).length;
  return [
    await solveVersusClingo({
      name: 'Heyawake',
      groups,
      clingoSeconds,
      byHand: { program: heyawakeAsp, facts: heyawakeFacts },
      callsColumn: 'SAT calls, most (cuts add calls)',
      ratio: false,
      notes: (agreement) => [
        'CPU times. Embedded: warm, in Node, model building and lowering included; connectivity by lazy cuts. clingo: the ' +
          "CPU time it reports, on the model's own ASP export and on a plain ASP program (runs of unshaded cells counted by " +
          `recursion, connectivity by reachability from a corner). The largest real puzzle has ${Math.max(...real.map(roomsOf))} rooms.`,
        'The 45×31 (the size of the largest published ones, none of which is at hand) has the room layouts of three generated ' +
          '15×15 and three 15×16 side by side, every room numbered from one answer, and the shaded cells that answers ' +
          'disagreed on made rooms of their own (in three rounds) until it was unique.',
        `clingo is stopped after ${clingoSeconds} s (a time shown as ${clingoSeconds} s or more means it did not finish). Targets: under 100 ms at 10×10, under 1 s at 24×14.${agreement}`,
      ],
    }),
  ];
}

/** The genre's section of `npm run bench`, and how the generators section times it. */
export const bench: GenreBench = {
  genre: heyawake,
  run: benchHeyawake,
  generators: {
    sizes: [7, 10],
    ratingPuzzles: () => {
      const largest = localFixture<{ url?: string }>('heyawake-puzzlink.jsonl').filter((record) => record.url?.includes('/24/14/'));
      return largest.map((record) => ({ name: 'Heyawake 24×14 (real)', text: record.url! }));
    },
  },
};
