// Simple Loop: median solve + uniqueness time of the embedded default solver on puzzles made by people (pzprjs's example,
// noqx's and penpa-edit's, 5×5 to 15×15), on the collection and on generated 10×10 and 20×20 puzzles, side by side
// with native clingo on pencilsat's own ASP export (see the Slitherlink bench). Simon Tatham has no Simple Loop, so
// generation is timed alone.

import { parsePuzzle } from '../../src/index.js';
import { localFixture } from '../../test/helpers.js';
import type { GenreBench, Table } from '../harness.js';
import { benchLoops } from './slitherlink.js';
import { collection } from '../../src/genres/simpleloop/collection.js';
import type { SimpleLoopPuzzle } from '../../src/genres/simpleloop/index.js';
import { simpleloop } from '../../src/genres/simpleloop/index.js';

/** Generated 10×10 puzzles (`pencilsat generate simpleloop --size 10x10 --seed bench-10-1 --difficulty easy`, -2; -3 any level). */
const ten = [
  'https://puzz.link/p?simpleloop/10/10/03fpe52gqaja60el4lhh',
  'https://puzz.link/p?simpleloop/10/10/0ff77nk0lek06ve00uu0',
  'https://puzz.link/p?simpleloop/10/10/hvlv1hbk9md4c97rgju7',
];

/** Generated 20×20 puzzles (`pencilsat generate simpleloop --size 20x20 --seed bench-20-1 --difficulty easy`, -2, -3). */
const large = [
  'https://puzz.link/p?simpleloop/20/20/3hg78k7j6hgogdmet0nc0a0dbbrsba0e82t83m9bo32b388jaf3n0s80n1be4e0cdolpcbg319rvsc3v',
  'https://puzz.link/p?simpleloop/20/20/h1vgkc0673vgf8s776ponmbin784gfftvh8dgkb46n3ic0fodb3351b8gl96q4cirh2ap492sftuvvs0',
  'https://puzz.link/p?simpleloop/20/20/3h319laddlah0k0nq3lnj9hhmcfs6v1ue8su126otoirtqooho26m5qgglifvl7815f2c98e1j36s7vg',
];

export async function benchSimpleLoop(): Promise<Table[]> {
  const load = (url: string) => parsePuzzle(url, { genre: simpleloop.id });
  const real = localFixture<{ url?: string }>('simpleloop-puzzlink.jsonl').flatMap((record) => (record.url ? [load(record.url)] : []));
  return [
    await benchLoops('Simple Loop', [
      { name: 'made by people, 5×5 to 12×12', puzzles: real.filter(({ puzzle }) => (puzzle as SimpleLoopPuzzle).rows <= 12) },
      { name: 'made by people, 15×15 (the largest published we hold)', puzzles: real.filter(({ puzzle }) => (puzzle as SimpleLoopPuzzle).rows > 12) },
      { name: 'the collection, 6×6 and 8×8, every level', puzzles: collection.map((entry) => load(entry.puzzle)) },
      { name: 'generated, 10×10', puzzles: ten.map(load) },
      { name: 'generated, 20×20', puzzles: large.map(load) },
    ]),
  ];
}

export const bench: GenreBench = {
  genre: simpleloop,
  run: benchSimpleLoop,
  generators: { sizes: [8, 10], note: 'Simple Loop: a random loop with the cells it leaves out shaded, drawn again while a second way through exists; above easy a 10×10 is rarely reached. No Simon Tatham peer.' },
};
