// Double Back: median solve + uniqueness time of the embedded default solver on puzzles made by people (pzprjs's example,
// penpa-edit's 8×8 and 10×10, and noqx's 23×9, the largest published we hold), on the collection and on generated
// 10×10 and 12×12 puzzles, side by side with native clingo on pencilsat's own ASP export (see the Slitherlink bench).
// Simon Tatham has no Double Back, so generation is timed alone.

import { parsePuzzle } from '../../src/index.js';
import { localFixture } from '../../test/helpers.js';
import type { GenreBench, Table } from '../harness.js';
import { benchLoops } from './slitherlink.js';
import { collection } from '../../src/genres/doubleback/collection.js';
import type { DoubleBackPuzzle } from '../../src/genres/doubleback/index.js';
import { doubleback } from '../../src/genres/doubleback/index.js';

/** Generated 10×10 puzzles (`pencilsat generate doubleback --size 10x10 --seed bench-10-easy --difficulty easy`, medium, hard). */
const ten = [
  'https://puzz.link/p?doubleback/10/10/10000o0gg1c0000000000e040g0o08000000g37g00o8u2u0vkvmvmvg',
  'https://puzz.link/p?doubleback/10/10/001020102020000000000002040202000000vp31a18pf0c0cscv0v0v',
  'https://puzz.link/p?doubleback/10/10/00001020g0q1c00000000400000i04070000vvj3j3ghi4i0m0hopuo0',
];

/** Generated 12×12 puzzles, the generator's largest (`pencilsat generate doubleback --size 12x12 --seed bench-12-1`, -2). */
const large = [
  'https://puzz.link/p?doubleback/12/12/4020020460g01000i010000400000000090eg04000c0000600000000o7iu041101eeb26863o1icco80u',
  'https://puzz.link/p?doubleback/12/12/0000000g04000000g000000000020000001000000000c000000000s8685mfc7r1ujvkvthv89iec3jg00',
];

export async function benchDoubleBack(): Promise<Table[]> {
  const load = (url: string) => parsePuzzle(url, { genre: doubleback.id });
  const real = localFixture<{ url?: string }>('doubleback-puzzlink.jsonl').flatMap((record) => (record.url ? [load(record.url)] : []));
  return [
    await benchLoops('Double Back', [
      { name: 'made by people, 4×4 to 10×10', puzzles: real.filter(({ puzzle }) => (puzzle as DoubleBackPuzzle).columns <= 10) },
      { name: 'made by people, 23×9 (the largest published we hold)', puzzles: real.filter(({ puzzle }) => (puzzle as DoubleBackPuzzle).columns > 10) },
      { name: 'the collection, 6×6 and 8×8, every level', puzzles: collection.map((entry) => load(entry.puzzle)) },
      { name: 'generated, 10×10, easy to hard', puzzles: ten.map(load) },
      { name: 'generated, 12×12', puzzles: large.map(load) },
    ]),
  ];
}

export const bench: GenreBench = {
  genre: doubleback,
  run: benchDoubleBack,
  generators: { sizes: [8, 10], note: 'Double Back: a random loop cut into stretches paired into rooms, drawn again while a second loop exists; the generator stops at 12×12. No Simon Tatham peer.' },
};
