// The bundled Hotaru Beam puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts firefly --sizes 6x6,7x7 --expert 3
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?firefly/6/6/20a3.b30b2021c1.c2.4.1.3.4.a2.b4.1.3.2.a10c3./","seed":"collection-easy-1","score":11.9},
  {"id":"easy-02","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?firefly/7/7/4.4.a20a303.1.1.3.b1.3.1.40a4.2.c1.a203.a1011c2.3.a1.a303.2.1.a1.b30a1.a","seed":"collection-easy-2","score":11.6},
  {"id":"easy-03","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?firefly/6/6/40a42f4.2.c10a302010a30c1.a1.11a301.c303./","seed":"collection-easy-3","score":13.6},
  {"id":"easy-04","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?firefly/7/7/a2.e4.40d1.a1.c303.a4.a223.g4.104.40b10b1.1.40b113./","seed":"collection-easy-4","score":20.5},
  {"id":"easy-05","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?firefly/6/6/2.a3.b3020b20c1.f103.f4.1041b32a30","seed":"collection-easy-5","score":13.9},
  {"id":"easy-06","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?firefly/7/7/4.2.2.3.a30c22a30a2.f2.a40c103.a1.a2.4.4.2.a40a4.1.a3040c1.b","seed":"collection-easy-6","score":26.1},
  {"id":"easy-07","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?firefly/6/6/4.40c2.4.4.2.a2.3.4.2.3.a2.b32a304.b21a1.1.d1.a3./","seed":"collection-easy-7","score":6.8},
  {"id":"easy-08","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?firefly/6/6/4.21g2011b4.20c103.a4.103.a2.21c1.c101./","seed":"collection-easy-8-1.0","score":13.8},
  {"id":"easy-09","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?firefly/6/6/b40b20a4.1.3.b2.a4.2.b2.1.a304.2.c1.c10b103./","seed":"collection-easy-9","score":10.7},
  {"id":"easy-10","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?firefly/7/7/b2.b3.2.a1.20c30a1.c2.b1.3.3.c2.f2.3.a1.a321041a10a30b","seed":"collection-easy-10","score":26.3},
  {"id":"medium-01","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?firefly/6/6/c20a30b11a4.10a112.3010a20a312041a2.e40b4.1.a","seed":"collection-medium-1","score":75.1},
  {"id":"medium-02","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?firefly/7/7/4.a40b4.b3.b31a304.1.b303.f1.a1.c10b2.c31103.4.10a303.b","seed":"collection-medium-2","score":47.2},
  {"id":"medium-03","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?firefly/6/6/a203.4.4.2.b2.1.4.21b4.1.c31a3010a40b1.e1.a3./","seed":"collection-medium-3","score":33.9},
  {"id":"medium-04","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?firefly/7/7/2.4.4.20a20a2.a31d20a1.204.2.c1.f1.3.b302.a30a2.4.2.4.b1.3.b","seed":"collection-medium-4","score":40.3},
  {"id":"medium-05","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?firefly/6/6/a4.2.a2.2.b41a4.2.4.11b203.1.f1010213.c1.c","seed":"collection-medium-5","score":67.1},
  {"id":"medium-06","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?firefly/7/7/4.2.b20b2.4.20b11a2.1.e40a203.a10b3.e2.a2.1.4.4.a41b1.3.b","seed":"collection-medium-6","score":46.3},
  {"id":"medium-07","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?firefly/6/6/20a2.a2.b2.3.a21b4.4.20d2.c40a2.3.a31d4.1./","seed":"collection-medium-7","score":79.2},
  {"id":"medium-08","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?firefly/6/6/b3.a2.a40c4.a1.c4.2.1.a203.1.d1.b10a4.4.113./","seed":"collection-medium-8-1.0","score":52.1},
  {"id":"medium-09","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?firefly/6/6/20a4.2.213.b1.c20b30e1.3.c40b2.40a1.b3./","seed":"collection-medium-9","score":36.9},
  {"id":"medium-10","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?firefly/7/7/d2.c2.b30203.a214.2.2.a1.c4.2.4.1.204.2.b21c4.d4.4.1.3.b1./","seed":"collection-medium-10","score":71.4},
  {"id":"hard-01","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?firefly/6/6/e2.4.40a1.3.d20c2.b113.a31c2.c4.103./","seed":"collection-hard-1","score":137.5},
  {"id":"hard-02","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?firefly/7/7/4.40b4.2.3.d1.b4.4.22d1.3.b10a1.1.1.3.4.2.42a1.c30b4.c1.a3./","seed":"collection-hard-2","score":96.9},
  {"id":"hard-03","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?firefly/6/6/2.c213.41d1.b40b1.10b304.1.f10c30a","seed":"collection-hard-3","score":89.2},
  {"id":"hard-04","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?firefly/7/7/d40a202.3.3.d2.4.1.3.a20a40b1.b2.1.a2.20a30212.f4.1.3.3.3.3.a","seed":"collection-hard-4","score":110.4},
  {"id":"hard-05","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?firefly/6/6/4.204.2.3.2.d1.2.c4.4.2.a2.10a4.2.a4.1.a1.2.d1.a","seed":"collection-hard-5","score":106.2},
  {"id":"hard-06","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?firefly/7/7/4.20a41b2.20d313.a40b4.2.a4.2.2.a303.a1.2.4.2.d3.a3.40a2.4.4.b1.a3./","seed":"collection-hard-6","score":97.3},
  {"id":"hard-07","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?firefly/7/7/a41a4.4.2.3.1.b2.a20a21a213.d10b11b4.a2.a2.3.111.a30a2.2.e4.41a","seed":"collection-hard-7-1.0","score":149.7},
  {"id":"hard-08","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?firefly/7/7/40b2.3.4.211.a4.203.b1.4.1.a1.3.3.b2.3.d103.41c4.4.41i101./","seed":"collection-hard-8","score":80.2},
  {"id":"hard-09","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?firefly/7/7/4.40b2.f2.a314.10a30b1.d3.c4.41b4.1.a1.1.3.c40e10","seed":"collection-hard-9-1.0","score":99},
  {"id":"hard-10","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?firefly/7/7/4.4.40a4.2.2.c4.c41d4.2.1.3.b114.2.a2.c1.2.b10a101.3.b31d","seed":"collection-hard-10","score":110.5},
  {"id":"expert-01","difficulty":"expert","size":"6x6","puzzle":"https://puzz.link/p?firefly/6/6/a2.3.3.3.20a21a1.d10b304.2.e2.b41a4.4.4.11b","seed":"collection-expert-1","score":85.1},
  {"id":"expert-02","difficulty":"expert","size":"7x7","puzzle":"https://puzz.link/p?firefly/7/7/20t203.a313.3.2.b2.3.4.1.3.40a4.1.2.a3.1.3.a314.a1./","seed":"collection-expert-2","score":435.1},
  {"id":"expert-03","difficulty":"expert","size":"6x6","puzzle":"https://puzz.link/p?firefly/6/6/2.3.a32b2.b2.b21103.2.e203.a4.c1.a4.4.a41b","seed":"collection-expert-3","score":196.3},
];
