// The bundled Double Choco puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts dbchoco --sizes 6x6,4x4 --expert 2
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?dbchoco/6/6/gdjhu7o021g2j1g2h3h1g2l2g42i3h2","seed":"collection-easy-1","score":3.3},
  {"id":"easy-02","difficulty":"easy","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/jmc02l2n","seed":"collection-easy-2","score":1.7},
  {"id":"easy-03","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?dbchoco/6/6/gt3rsgog11g3g1h23g114h111k1h4g2111g11","seed":"collection-easy-3","score":0.9},
  {"id":"easy-04","difficulty":"easy","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/0sv02h22g2h1g2g211","seed":"collection-easy-4","score":0.3},
  {"id":"easy-05","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?dbchoco/6/6/sak7m27g41g2g2i31h11s3h2j","seed":"collection-easy-5","score":3.7},
  {"id":"easy-06","difficulty":"easy","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/fh8gg1g2i1g1l","seed":"collection-easy-6","score":1.5},
  {"id":"easy-07","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?dbchoco/6/6/0ipunp603h31n4g3g32g11g4h4j2h4g","seed":"collection-easy-7","score":3.8},
  {"id":"easy-08","difficulty":"easy","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/q3ogh1j1i22i","seed":"collection-easy-8","score":2.5},
  {"id":"easy-09","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?dbchoco/6/6/323r71ug3g2g2h11g23i32j3g332h2g2h2h","seed":"collection-easy-9","score":3.8},
  {"id":"easy-10","difficulty":"easy","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/5pj0h12k2g1j","seed":"collection-easy-10","score":0.5},
  {"id":"medium-01","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?dbchoco/6/6/ve4m37g04i42i1j4142m2g2g144i1","seed":"collection-medium-1","score":11.4},
  {"id":"medium-02","difficulty":"medium","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/ua8gg1i1n2g","seed":"collection-medium-2","score":11.8},
  {"id":"medium-03","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?dbchoco/6/6/6n2g7rhgh4h1m211j4k3g241h2h","seed":"collection-medium-3","score":10.7},
  {"id":"medium-04","difficulty":"medium","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/va10g2k12m","seed":"collection-medium-4","score":4.9},
  {"id":"medium-05","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?dbchoco/6/6/1olivap0i2g1g3h21i1l4h1m3g1","seed":"collection-medium-5","score":12.1},
  {"id":"medium-06","difficulty":"medium","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/2slgh2m2h1h","seed":"collection-medium-6","score":12.1},
  {"id":"medium-07","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?dbchoco/6/6/nb4it2s02h411g2l3i3i2h3i2i3h","seed":"collection-medium-7","score":13.2},
  {"id":"medium-08","difficulty":"medium","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/8hv01k2h2g2j","seed":"collection-medium-8","score":8.9},
  {"id":"medium-09","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?dbchoco/6/6/039udafgk14i411h4h1g41g21g414g1i2g","seed":"collection-medium-9","score":8.7},
  {"id":"medium-10","difficulty":"medium","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/6n1g2o2i1g","seed":"collection-medium-10","score":4.8},
  {"id":"hard-01","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?dbchoco/6/6/e84qsbdgi1k2j2n1g1k1g22g","seed":"collection-hard-1","score":19.6},
  {"id":"hard-02","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?dbchoco/6/6/3i3qt0tgk3t4k1g12l","seed":"collection-hard-2-1.0","score":32.2},
  {"id":"hard-03","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?dbchoco/6/6/pv10mse0m4i2i3i41g2l4g2j","seed":"collection-hard-3","score":22.8},
  {"id":"hard-04","difficulty":"hard","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/nah0m1i2g2h","seed":"collection-hard-4","score":30.3},
  {"id":"hard-05","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?dbchoco/6/6/gsrtv0g0h3g3g3k22l42o2h2g","seed":"collection-hard-5","score":19.9},
  {"id":"hard-06","difficulty":"hard","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/8ong2h2n1i","seed":"collection-hard-6","score":21.9},
  {"id":"hard-07","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?dbchoco/6/6/3rpk3po01h3h13l4g4g4h4g44l1i1","seed":"collection-hard-7","score":36},
  {"id":"hard-08","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?dbchoco/6/6/1majcv4gg3g4zm1j","seed":"collection-hard-8-1.0","score":15.8},
  {"id":"hard-09","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?dbchoco/6/6/ujq4es404h11k4l4g1m11h33g4g","seed":"collection-hard-9","score":29.8},
  {"id":"hard-10","difficulty":"hard","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/ml8gs2h","seed":"collection-hard-10","score":16},
  {"id":"expert-01","difficulty":"expert","size":"6x6","puzzle":"https://puzz.link/p?dbchoco/6/6/vkf407j0s2g1m1j41l","seed":"collection-expert-1","score":687.2},
  {"id":"expert-02","difficulty":"expert","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/8pjg21q2h","seed":"collection-expert-2","score":62.9},
];
