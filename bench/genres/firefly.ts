// Hotaru Beam: median solve + uniqueness time of the embedded default solver on pzprjs's test puzzle, the collection and
// generated 10×10 and 15×15 puzzles, side by side with native clingo on pencilsat's own ASP export (see the
// Slitherlink bench). Simon Tatham has no Hotaru Beam, so generation is timed alone.

import { parsePuzzle } from '../../src/index.js';
import { localFixture } from '../../test/helpers.js';
import type { GenreBench, Table } from '../harness.js';
import { benchLoops } from './slitherlink.js';
import { collection } from '../../src/genres/firefly/collection.js';
import { firefly } from '../../src/genres/firefly/index.js';

/** Generated puzzles (`pencilsat generate firefly --size 10x10 --seed a`, b, c; 15×15 with seeds a and b). */
const generated10: readonly string[] = [
  'https://puzz.link/p?firefly/10/10/203.a4.b4.b2042b104.4.20203.e1.1.d1.303010b32c2.3.1.10a4.1.30b20g20302.10a2030e2.3.c10a304.1.40a103.2.3.b2.a4040b4.a113.a1./',
  'https://puzz.link/p?firefly/10/10/c203030a41a20d10a20303020d10b4020e41b10a20d20a30a3020a40402030401041a2040103040c41b20h20c4011a12a303041c10301.b30',
  'https://puzz.link/p?firefly/10/10/2.30a20e3142a1130a20c1.d123.b3120a2030201020303030301040a2.a40a10c10204010f204020f103030g10b30p',
];
const generated15: readonly string[] = [
  'https://puzz.link/p?firefly/15/15/404021c4040a21a3021a30a31c12e10c20b21c3040b41g20b10c30a30c402040a40d10203.a20a4040b40b4021304.a10b101.b1041f10b104.40a2010a30g4010a30d40b4.104010c1020a11402030a30a2.a2042b31d40b1021c4.21a30b31b3030b20a31a4010c40a20c21a303010a20d2110a10a401040a1040a11d',
  'https://puzz.link/p?firefly/15/15/40a2040a204.40a41a204040202030a1030a10a4020a40b2.2030404020404.103.b10303.a20203.4.40a202.a304040a4.204022a4.1.a2040a20a404020c104040a202030b1.30b10a10a2.20c40a40a40201.c4022c20b302.30b3120d10a40a104010e4040213020103010a10c3140a10b41b3111e213.b103.42a1030g10c10a42zf',
];

export async function benchFirefly(): Promise<Table[]> {
  const real = localFixture<{ url?: string }>('firefly-puzzlink.jsonl').flatMap((record) => (record.url ? [parsePuzzle(record.url, { genre: firefly.id })] : []));
  const load = (urls: readonly string[]) => urls.map((url) => parsePuzzle(url, { genre: firefly.id }));
  return [
    await benchLoops('Hotaru Beam', [
      { name: "pzprjs's test puzzle, 5×5", puzzles: real },
      { name: 'the collection, 6×6 and 7×7, every level', puzzles: load(collection.map((entry) => entry.puzzle)) },
      { name: 'generated, 10×10', puzzles: load(generated10) },
      { name: 'generated, 15×15', puzzles: load(generated15) },
    ]),
  ];
}

export const bench: GenreBench = {
  genre: firefly,
  run: benchFirefly,
  generators: { sizes: [7, 10], note: 'Simon Tatham has no Hotaru Beam: no peer generator.' },
};
