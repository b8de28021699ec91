// The bundled Double Choco puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts dbchoco --sizes 6x6,4x4 --expert 2
// (hard-11 by the generator with seed collection-hard-12 at 4×4, where the script found none for hard-08)
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/fg3gh2j1n","seed":"collection-easy-1-1.0","score":2.7},
  {"id":"easy-02","difficulty":"easy","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/jmc02l2n","seed":"collection-easy-2","score":2.7},
  {"id":"easy-03","difficulty":"easy","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/ldi0j1i2j1h","seed":"collection-easy-3-1.0","score":2.6},
  {"id":"easy-04","difficulty":"easy","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/0sv02h22g2h1g2g211","seed":"collection-easy-4","score":0.4},
  {"id":"easy-05","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?dbchoco/6/6/sak7m27g41g2g2g1231h11g12g11k4g31g2g2g1","seed":"collection-easy-5","score":1.2},
  {"id":"easy-06","difficulty":"easy","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/fh8gg1g2i1g1l","seed":"collection-easy-6","score":2.7},
  {"id":"easy-07","difficulty":"easy","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/9to0i1l1h2h","seed":"collection-easy-7-1.0","score":0.6},
  {"id":"easy-08","difficulty":"easy","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/4u9g2k2j2g22g","seed":"collection-easy-8","score":0.5},
  {"id":"easy-09","difficulty":"easy","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/bdo0g11g111g1l2","seed":"collection-easy-9-1.0","score":2.6},
  {"id":"easy-10","difficulty":"easy","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/die0g1112j1j21","seed":"collection-easy-10","score":2.5},
  {"id":"medium-01","difficulty":"medium","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/75hgh1m1k","seed":"collection-medium-1-1.0","score":4.8},
  {"id":"medium-02","difficulty":"medium","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/ua8g11g1g1h1h2h2g","seed":"collection-medium-2","score":4.5},
  {"id":"medium-03","difficulty":"medium","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/paogh1g2l2i1","seed":"collection-medium-3-1.0","score":14.8},
  {"id":"medium-04","difficulty":"medium","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/va10g22j122j1g","seed":"collection-medium-4","score":14.6},
  {"id":"medium-05","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?dbchoco/6/6/bku1gt3g2g1k13m1j4h3g11g4i4g","seed":"collection-medium-5","score":4.5},
  {"id":"medium-06","difficulty":"medium","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/cor0g2i12o","seed":"collection-medium-6","score":6.6},
  {"id":"medium-07","difficulty":"medium","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/j8jgj2h2g1l","seed":"collection-medium-7-1.0","score":4.6},
  {"id":"medium-08","difficulty":"medium","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/8hv01k2h2g2j","seed":"collection-medium-8","score":9.6},
  {"id":"medium-09","difficulty":"medium","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/e74gj21g1g1l","seed":"collection-medium-9-1.0","score":4.8},
  {"id":"medium-10","difficulty":"medium","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/6n1g2o2i1g","seed":"collection-medium-10","score":4.7},
  {"id":"hard-01","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?dbchoco/6/6/e84qsbdg1h11j2j2l231g1k1g22g","seed":"collection-hard-1","score":40.1},
  {"id":"hard-02","difficulty":"hard","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/rgcgh1i2i1k","seed":"collection-hard-2","score":34.9},
  {"id":"hard-03","difficulty":"hard","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/2togh2m2h2h","seed":"collection-hard-3-1.0","score":42.1},
  {"id":"hard-04","difficulty":"hard","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/1av0l1l2h","seed":"collection-hard-4","score":41.1},
  {"id":"hard-05","difficulty":"hard","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/uk30j1k1k","seed":"collection-hard-5-1.0","score":31.1},
  {"id":"hard-06","difficulty":"hard","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/taggg2p1i","seed":"collection-hard-6","score":16.9},
  {"id":"hard-07","difficulty":"hard","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/m1jgh1g2q","seed":"collection-hard-7-1.0","score":22.9},
  {"id":"hard-09","difficulty":"hard","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/fl0g1h2121m1g","seed":"collection-hard-9-1.0","score":42.9},
  {"id":"hard-10","difficulty":"hard","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/ml8gs2h","seed":"collection-hard-10","score":29},
  {"id":"hard-11","difficulty":"hard","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/f34go12k","seed":"collection-hard-12","score":43.9},
  {"id":"expert-01","difficulty":"expert","size":"6x6","puzzle":"https://puzz.link/p?dbchoco/6/6/vkf407j0s2g1m1j41l","seed":"collection-expert-1","score":1006.3},
  {"id":"expert-02","difficulty":"expert","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/8pjg21q2h","seed":"collection-expert-2","score":123.1},
];
