// The bundled Double Choco puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts dbchoco --sizes 6x6,4x4 --expert 2
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?dbchoco/6/6/o23c7qfg2g2j1g4g4g12g4i1i2g1g11g1i4","seed":"collection-easy-1","score":1.1},
  {"id":"easy-02","difficulty":"easy","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/jmc02l2n","seed":"collection-easy-2","score":1.5},
  {"id":"easy-03","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?dbchoco/6/6/dq09eu701g3i1h4j2h2j4g42h2i4h2","seed":"collection-easy-3","score":3.5},
  {"id":"easy-04","difficulty":"easy","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/0sv02i2g2h1g2h1g","seed":"collection-easy-4","score":2.7},
  {"id":"easy-05","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?dbchoco/6/6/sak7m27g41g2g2i31h11s3h2j","seed":"collection-easy-5","score":3.5},
  {"id":"easy-06","difficulty":"easy","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/fh8gg1g2i1g1l","seed":"collection-easy-6","score":1.5},
  {"id":"easy-07","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?dbchoco/6/6/ppm2c37g3h1i3g13l33j1g3g3g1h2h3","seed":"collection-easy-7","score":2.6},
  {"id":"easy-08","difficulty":"easy","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/q3ogh1j1i22i","seed":"collection-easy-8","score":2.5},
  {"id":"easy-09","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?dbchoco/6/6/ir6qs94g2g2111g111113g14j1h23g2i2i42","seed":"collection-easy-9","score":0.7},
  {"id":"easy-10","difficulty":"easy","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/mt20j2k22g1h","seed":"collection-easy-10","score":3.6},
  {"id":"medium-01","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?dbchoco/6/6/ve4m37g0j42i1j4p2g2g144j","seed":"collection-medium-1","score":11.3},
  {"id":"medium-02","difficulty":"medium","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/ua8gk1n2g","seed":"collection-medium-2","score":10.8},
  {"id":"medium-03","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?dbchoco/6/6/6n2g7rhgh4h1m211j4k3g241h2h","seed":"collection-medium-3","score":10.1},
  {"id":"medium-04","difficulty":"medium","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/va10g2k1n","seed":"collection-medium-4","score":11.9},
  {"id":"medium-05","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?dbchoco/6/6/1olivap0i2g1g3h21i1l4h1m3g1","seed":"collection-medium-5","score":8.6},
  {"id":"medium-06","difficulty":"medium","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/cor0g2i12o","seed":"collection-medium-6","score":5.8},
  {"id":"medium-07","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?dbchoco/6/6/nb4it2s0i411g2l3p3i2i3h","seed":"collection-medium-7","score":13},
  {"id":"medium-08","difficulty":"medium","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/8hv01k2h2l","seed":"collection-medium-8","score":6.8},
  {"id":"medium-09","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?dbchoco/6/6/039udafgk14i411h4h1g41g21g41h1k","seed":"collection-medium-9","score":5.4},
  {"id":"medium-10","difficulty":"medium","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/6n1g2o2i1g","seed":"collection-medium-10","score":4.7},
  {"id":"hard-01","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?dbchoco/6/6/e84qsbdgo2j2n1g1k1h2g","seed":"collection-hard-1","score":36.1},
  {"id":"hard-02","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?dbchoco/6/6/3i3qt0tgk3t4k1g12l","seed":"collection-hard-2-1.0","score":32.2},
  {"id":"hard-03","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?dbchoco/6/6/pv10mse0m4i2i3i41g2l4g2j","seed":"collection-hard-3","score":20},
  {"id":"hard-04","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?dbchoco/6/6/0jvv7a00l4i4s2j1l","seed":"collection-hard-4-1.0","score":48.1},
  {"id":"hard-05","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?dbchoco/6/6/qtegn640i2g2g3k1p1l1h3g","seed":"collection-hard-5","score":16.2},
  {"id":"hard-06","difficulty":"hard","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/8ong2h2n1i","seed":"collection-hard-6","score":16.9},
  {"id":"hard-07","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?dbchoco/6/6/3rpk3po01h3h13l4g4g4h4g44l1i1","seed":"collection-hard-7","score":42.6},
  {"id":"hard-08","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?dbchoco/6/6/1majcv4gg3g4zm1j","seed":"collection-hard-8-1.0","score":15.7},
  {"id":"hard-09","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?dbchoco/6/6/ujq4es404h11k4l4g1m11h33g4g","seed":"collection-hard-9","score":24.9},
  {"id":"hard-10","difficulty":"hard","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/ml8gs2h","seed":"collection-hard-10","score":15.8},
  {"id":"expert-01","difficulty":"expert","size":"6x6","puzzle":"https://puzz.link/p?dbchoco/6/6/vkf407j0s2g1m1j41l","seed":"collection-expert-1","score":683.6},
  {"id":"expert-02","difficulty":"expert","size":"4x4","puzzle":"https://puzz.link/p?dbchoco/4/4/8pjg21q2h","seed":"collection-expert-2","score":60.8},
];
