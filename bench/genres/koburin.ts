// Koburin: median solve + uniqueness time of the embedded default solver on pzprjs's 5×5 test puzzle, on the collection's
// 10×10 puzzles and on generated 15×15 ones, side by side with native clingo on pencilsat's own ASP export (see the
// Slitherlink bench). Simon Tatham has no Koburin, so generation is timed alone.

import { parsePuzzle } from '../../src/index.js';
import { localFixture } from '../../test/helpers.js';
import type { GenreBench, Table } from '../harness.js';
import { benchLoops } from './slitherlink.js';
import { collection } from '../../src/genres/koburin/collection.js';
import { koburin } from '../../src/genres/koburin/index.js';

/** Generated 15×15 puzzles (`pencilsat generate koburin --size 15x15 --seed bench-15-1`, -2, -3). */
const large = [
  'https://puzz.link/p?koburin/15/15/k.l6.l.h.i.i8.k.m.kci.idcibek.k.g8.kb.h.j.h.h.g.w.idbg.sd7.g.g.h.g.ndm.l.g.jdibkd',
  'https://puzz.link/p?koburin/15/15/qcid.g.kbp.k.h.g.g.k.o.g.ibch7.h..lchct.hch.g7.gc.g.g.n.hdg.h.g.ne.icp.h7.j.i.lcldh',
  'https://puzz.link/p?koburin/15/15/i.g.gbg6dicm.gbh.j.l7.lb.i.h.gcl.lccch6.n.hcjblbhcgcg.x8.nbhcgcjdjdj.g.h.g.g.h.g8.o',
];

export async function benchKoburin(): Promise<Table[]> {
  const real = localFixture<{ url?: string }>('koburin-puzzlink.jsonl').flatMap((record) => (record.url ? [parsePuzzle(record.url, { genre: koburin.id })] : []));
  const generated = collection.filter((entry) => entry.size === '10x10').map((entry) => parsePuzzle(entry.puzzle, { genre: koburin.id }));
  return [
    await benchLoops('Koburin', [
      { name: "pzprjs's test puzzle, 5×5", puzzles: real },
      { name: 'the collection, 10×10, every level', puzzles: generated },
      { name: 'generated, 15×15', puzzles: large.map((url) => parsePuzzle(url, { genre: koburin.id })) },
    ]),
  ];
}

export const bench: GenreBench = {
  genre: koburin,
  run: benchKoburin,
  generators: { sizes: [8, 10], note: 'Simon Tatham has no Koburin: no peer generator.' },
};
