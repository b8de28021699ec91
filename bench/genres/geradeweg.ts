// Geradeweg: median solve + uniqueness time of the embedded default solver on puzzles made by people (5×5 to 10×10: pzprjs's,
// cspuz_rs's and penpa-edit's), on the collection's 10×10 puzzles and on generated 15×15 ones (the generator's
// largest), side by side with native clingo on pencilsat's own ASP export (see the Slitherlink bench). Simon Tatham has
// no Geradeweg, so generation is timed alone.

import { parsePuzzle } from '../../src/index.js';
import { localFixture } from '../../test/helpers.js';
import type { GenreBench, Table } from '../harness.js';
import { benchLoops } from './slitherlink.js';
import { collection } from '../../src/genres/geradeweg/collection.js';
import { geradeweg } from '../../src/genres/geradeweg/index.js';

/** Generated 15×15 puzzles (`pencilsat generate geradeweg --size 15x15 --seed bench-15-1`, -2, -3). */
const large = [
  'https://puzz.link/p?geradeweg/15/15/r7i23i1m2i222g2k1q1k2m11g2j12g23j3g1k2k2i1k2h4h12m2i12o1h2g2p2zzzn',
  'https://puzz.link/p?geradeweg/15/15/zw2q2h1q15h6s1h1j2g2l41k4k1x2j332l3p3j3n2g3j1h6i1m2m2l3qek',
  'https://puzz.link/p?geradeweg/15/15/o7i1m3m1k3v5k3i23i1g1g3m21k2j1u2g3l2h14j2k1l3h2g32h3j1n1g1h2i5h4j3k3zz',
];

export async function benchGeradeweg(): Promise<Table[]> {
  const real = localFixture<{ url?: string }>('geradeweg-puzzlink.jsonl').flatMap((record) => (record.url ? [parsePuzzle(record.url, { genre: geradeweg.id })] : []));
  const generated = collection.filter((entry) => entry.size === '10x10').map((entry) => parsePuzzle(entry.puzzle, { genre: geradeweg.id }));
  return [
    await benchLoops('Geradeweg', [
      { name: 'made by people, 5×5 to 10×10 (the largest published we hold)', puzzles: real },
      { name: 'the collection, 10×10, every level', puzzles: generated },
      { name: 'generated, 15×15', puzzles: large.map((url) => parsePuzzle(url, { genre: geradeweg.id })) },
    ]),
  ];
}

export const bench: GenreBench = {
  genre: geradeweg,
  run: benchGeradeweg,
  generators: { sizes: [8, 10], note: 'Simon Tatham has no Geradeweg: no peer generator.' },
};
