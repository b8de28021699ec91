// The bundled Double Choco puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts dbchoco --sizes 6x6,4x4 --expert 2
// (hard-02, hard-05, hard-07 and hard-08 by the generator at 4×4 with seeds collection-hard-12, -16, -13 and -15,
// where the script found none for them)
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/fg3gh2j1n","seed":"collection-easy-1-1.0","score":1.6},
  {"id":"easy-02","difficulty":"easy","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/jmc02l2n","seed":"collection-easy-2","score":1.6},
  {"id":"easy-03","difficulty":"easy","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/ldi0j1i2j1h","seed":"collection-easy-3-1.0","score":1.5},
  {"id":"easy-04","difficulty":"easy","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/0sv02h22g2h1g2g211","seed":"collection-easy-4","score":0.3},
  {"id":"easy-05","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?dbchoco/6/6/sak7m27g41g2g2i31h11k1m3h2j","seed":"collection-easy-5","score":3.9},
  {"id":"easy-06","difficulty":"easy","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/fh8gg1g2i1g1l","seed":"collection-easy-6","score":1.6},
  {"id":"easy-07","difficulty":"easy","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/9to0i1l1h2h","seed":"collection-easy-7-1.0","score":0.5},
  {"id":"easy-08","difficulty":"easy","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/4u9g2k2j2g22g","seed":"collection-easy-8","score":0.5},
  {"id":"easy-09","difficulty":"easy","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/bdo0g11g111g1l2","seed":"collection-easy-9-1.0","score":2.6},
  {"id":"easy-10","difficulty":"easy","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/die0g11g2j1j21","seed":"collection-easy-10","score":2.4},
  {"id":"medium-01","difficulty":"medium","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/1nogg2i1p","seed":"collection-medium-1-1.0","score":6.9},
  {"id":"medium-02","difficulty":"medium","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/ua8gg1i1n2g","seed":"collection-medium-2","score":14.9},
  {"id":"medium-03","difficulty":"medium","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/paogh1g2l2i1","seed":"collection-medium-3-1.0","score":14.8},
  {"id":"medium-04","difficulty":"medium","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/va10g2k12m","seed":"collection-medium-4","score":8.7},
  {"id":"medium-05","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?dbchoco/6/6/bku1gt3g2g1k13m1j4h3g11g4i4g","seed":"collection-medium-5","score":6.4},
  {"id":"medium-06","difficulty":"medium","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/2slgh2m2h1h","seed":"collection-medium-6","score":11.8},
  {"id":"medium-07","difficulty":"medium","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/j8jgj2h2g1l","seed":"collection-medium-7-1.0","score":4.5},
  {"id":"medium-08","difficulty":"medium","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/8hv01k2h2g2j","seed":"collection-medium-8","score":6.6},
  {"id":"medium-09","difficulty":"medium","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/pj2gk2h2k1g","seed":"collection-medium-9-1.0","score":12.9},
  {"id":"medium-10","difficulty":"medium","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/6n1g2o2i1g","seed":"collection-medium-10","score":4.6},
  {"id":"hard-01","difficulty":"hard","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/vh20h2l2k2","seed":"collection-hard-1-1.0","score":30},
  {"id":"hard-02","difficulty":"hard","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/f34go12k","seed":"collection-hard-12","score":41.9},
  {"id":"hard-03","difficulty":"hard","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/2togh2m2h2h","seed":"collection-hard-3-1.0","score":33.1},
  {"id":"hard-04","difficulty":"hard","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/1av0l1l2h","seed":"collection-hard-4","score":32.9},
  {"id":"hard-05","difficulty":"hard","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/jmc0g1j1i2h1h","seed":"collection-hard-16","score":26.8},
  {"id":"hard-06","difficulty":"hard","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/tk30h1o2g1g","seed":"collection-hard-6","score":25.9},
  {"id":"hard-07","difficulty":"hard","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/hrh0g1h2j2l","seed":"collection-hard-13","score":19.9},
  {"id":"hard-08","difficulty":"hard","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/rk50n12k1","seed":"collection-hard-15","score":18.9},
  {"id":"hard-09","difficulty":"hard","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/fl0g1h2121m1g","seed":"collection-hard-9-1.0","score":26.5},
  {"id":"hard-10","difficulty":"hard","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/ml8gs2h","seed":"collection-hard-10","score":28},
  {"id":"expert-01","difficulty":"expert","size":"6x6","puzzle":"https://puzz.link/p?dbchoco/6/6/vkf407j0s2g1m1j41l","seed":"collection-expert-1","score":1000.3},
  {"id":"expert-02","difficulty":"expert","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/8pjg21q2h","seed":"collection-expert-2","score":86},
];
