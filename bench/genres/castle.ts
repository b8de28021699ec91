// Castle Wall: median solve + uniqueness time of the embedded default solver on puzzles made by people (10×10, and the
// published ones from 12×12 to 16×11), on the collection's 10×10 puzzles and on generated 20×20 ones, side by side
// with native clingo on pencilsat's own ASP export (see the Slitherlink bench). Simon Tatham has no Castle Wall, so
// generation is timed alone.

import { parsePuzzle } from '../../src/index.js';
import { localFixture } from '../../test/helpers.js';
import type { GenreBench, Table } from '../harness.js';
import { benchLoops } from './slitherlink.js';
import { collection } from '../../src/genres/castle/collection.js';
import type { CastlePuzzle } from '../../src/genres/castle/index.js';
import { castle } from '../../src/genres/castle/index.js';

/** Generated 20×20 puzzles (`pencilsat generate castle --size 20x20 --seed bench-20-1`, -2, -3). */
const large = [
  'https://puzz.link/p?castle/20/20/n239c23bb125c124d123r144d135c237c142k124a228h224221d127g225o136e113a223b242225a222223a122m243f123k244o145j233o142e234a126a125e145m135d144d212212b133b215f146g234u234o112a132p115e235e235a115a144o215b143113115c213213e217a116j235k',
  'https://puzz.link/p?castle/20/20/c225g224g227f225245a126a245v135c226b225c126a123g125c227a245e123b224e134f244r212224g122a224224f247q237o124a133b245f143114o144d124e235b136f114a243o244f116g134a246k114g212g215g113a114g215c116b213u137e247d115h135f212a113g216d215r236c',
  'https://puzz.link/p?castle/20/20/244227b228224d228i248j234226g224p123d223j127132a125g126a125c226243k143r145k143g143f133i224f245g133f148a148e245w215232224f145h133n215a116b132k113j231a114113i245i136c215g211e115c218n136l112117a118f214b246c218b143c133u218b236c',
];

export async function benchCastle(): Promise<Table[]> {
  const real = localFixture<{ url?: string }>('castle-puzzlink.jsonl').flatMap((record) => (record.url ? [parsePuzzle(record.url, { genre: castle.id })] : []));
  const area = (puzzle: CastlePuzzle) => puzzle.rows * puzzle.columns;
  const generated = collection.filter((entry) => entry.size === '10x10').map((entry) => parsePuzzle(entry.puzzle, { genre: castle.id }));
  return [
    await benchLoops('Castle Wall', [
      { name: 'made by people, 10×10', puzzles: real.filter(({ puzzle }) => area(puzzle as CastlePuzzle) === 100) },
      { name: 'made by people, 12×12 to 16×11 (the largest published we hold)', puzzles: real.filter(({ puzzle }) => area(puzzle as CastlePuzzle) > 100) },
      { name: 'the collection, 10×10, every level', puzzles: generated },
      { name: 'generated, 20×20', puzzles: large.map((url) => parsePuzzle(url, { genre: castle.id })) },
    ]),
  ];
}

export const bench: GenreBench = {
  genre: castle,
  run: benchCastle,
  generators: { sizes: [8, 10], note: 'Simon Tatham has no Castle Wall: no peer generator.' },
};
