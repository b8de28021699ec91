// The bundled Nurikabe puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts nurikabe --sizes 7x7,8x8,10x10
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?nurikabe/7/7/g3i1o2h2g2q2i1i1j1i","seed":"collection-easy-1","score":0.5},
  {"id":"easy-02","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?nurikabe/8/8/g1h2o1k1j3j1g1g1g1q2g1g1h3k1h","seed":"collection-easy-2","score":0.4},
  {"id":"easy-03","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?nurikabe/10/10/h1h3g1i1l3q1g2g1g1q1i2g1g2h2q2g1g2g1p1i1g1h1h","seed":"collection-easy-3","score":0.4},
  {"id":"easy-04","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?nurikabe/7/7/h1j1j2i1i21i3i2q11g1j","seed":"collection-easy-4","score":0.3},
  {"id":"easy-05","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?nurikabe/8/8/g2h1u2g2h3l1k2h1g2n1g1h1g1j","seed":"collection-easy-5","score":0.4},
  {"id":"easy-06","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?nurikabe/10/10/j1g1h1g2g1r2g2n1h1h3g2i1h1g1h1i1i1h1j1i1j2h1h1j1h1i","seed":"collection-easy-6","score":0.2},
  {"id":"easy-07","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?nurikabe/7/7/j2g2h2m1j2j2i1o2g1g1i","seed":"collection-easy-7","score":0.1},
  {"id":"easy-08","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?nurikabe/8/8/1h1g1j1k1i1g2h1g1l1g2h21p2g1h1l1","seed":"collection-easy-8","score":0.2},
  {"id":"easy-09","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?nurikabe/10/10/i1l1g1g2g1g1n1i1g1g2h1g1l1l3g1q2h3i1g1n1g1h1h3k","seed":"collection-easy-9","score":0.7},
  {"id":"easy-10","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?nurikabe/7/7/h1k3h1g1i1n1j3h22i1o","seed":"collection-easy-10","score":0.5},
  {"id":"medium-01","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?nurikabe/7/7/2q1h1h4g11m1g1h1k1h2g1i","seed":"collection-medium-1","score":3.4},
  {"id":"medium-02","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?nurikabe/8/8/l1h1g2j1j1i2h3h3o1g1p2h1g1j","seed":"collection-medium-2","score":3.4},
  {"id":"medium-03","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?nurikabe/10/10/h2i1h1j1h1k5g2h1r1h1g3h1i1r2h1g3g1i1l1g1g1i1l1","seed":"collection-medium-3","score":13.2},
  {"id":"medium-04","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?nurikabe/7/7/j1g1g1n3g1g1i1m1i3g1n1","seed":"collection-medium-4","score":18.7},
  {"id":"medium-05","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?nurikabe/8/8/k2l1l5n1g4i2n2g2g1g1p1h1","seed":"collection-medium-5","score":4.5},
  {"id":"medium-06","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?nurikabe/10/10/i1p1g1g2i5r1g1j4k1h2j1p2k1g1i21g1i1l1g1h1g","seed":"collection-medium-6","score":7},
  {"id":"medium-07","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?nurikabe/7/7/g1j2n1g2g1k1g1h2j2j1j2i","seed":"collection-medium-7","score":4.5},
  {"id":"medium-08","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?nurikabe/8/8/o1g2i2q1g3g1p4g1g1l1i1g1i1","seed":"collection-medium-8","score":6.8},
  {"id":"medium-09","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?nurikabe/10/10/h2i1n2h1j5i3m1k1q2g1h2g1k1n1h1g1g3j1k1g2i1","seed":"collection-medium-9","score":5.1},
  {"id":"medium-10","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?nurikabe/7/7/l1g1h2j1h1k1i3j1i3n1g","seed":"collection-medium-10","score":11.7},
  {"id":"hard-01","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?nurikabe/7/7/g1n3j1o1g2h4h1k1j1i1","seed":"collection-hard-1","score":21.8},
  {"id":"hard-02","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?nurikabe/8/8/i3k1i5k1j1g1g4r2j3q1g2i","seed":"collection-hard-2","score":40.4},
  {"id":"hard-03","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?nurikabe/10/10/m1m3h1h2k1j1h3k1l4g1g1g1n1g1g1i2m1i1i1m2i1","seed":"collection-hard-3","score":29.9},
  {"id":"hard-04","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?nurikabe/7/7/i1g1h1n1h2g1h2n1h4o1g","seed":"collection-hard-4","score":45.9},
  {"id":"hard-05","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?nurikabe/8/8/j2g1o3g4i1p1n2h3h1l1h1g2i","seed":"collection-hard-5","score":52.2},
  {"id":"hard-06","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?nurikabe/10/10/h1l1g3r4h2g1r2g1g1g1g1j1i1i2i3m1k2h2q1g1g","seed":"collection-hard-6","score":54.5},
  {"id":"hard-07","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?nurikabe/7/7/g1o3i1k1g1g1g2i1j1i2i1j","seed":"collection-hard-7","score":27.6},
  {"id":"hard-08","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?nurikabe/8/8/g2h3q4g3h1g1l1p2g4p3o","seed":"collection-hard-8","score":57.7},
  {"id":"hard-09","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?nurikabe/10/10/1g1g1j1l1g1h1q3g1k1k3j2h1i1m2y9g1g1g1l","seed":"collection-hard-9","score":45.4},
  {"id":"hard-10","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?nurikabe/7/7/g1o4i1p1h1g1k1g2h1k1","seed":"collection-hard-10","score":49.8},
  {"id":"expert-01","difficulty":"expert","size":"7x7","puzzle":"https://puzz.link/p?nurikabe/7/7/p5v1g2h4q2h3g","seed":"collection-expert-1","score":278.4},
  {"id":"expert-02","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?nurikabe/8/8/i1l2h2k4j1k1r2h4h2t","seed":"collection-expert-2","score":101.4},
  {"id":"expert-03","difficulty":"expert","size":"10x10","puzzle":"https://puzz.link/p?nurikabe/10/10/k2k3m1m2h1m1s3g2g6h3q2i3m2i2r","seed":"collection-expert-3","score":102.2},
];
