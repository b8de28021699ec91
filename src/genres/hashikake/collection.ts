// The bundled Hashi puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts hashikake --sizes 7x7,8x8,10x10
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?hashikake/7/7/g4g3g1p2h4o5i5o1g2g3g","seed":"collection-easy-1","score":2.4},
  {"id":"easy-02","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?hashikake/8/8/g3i4g4j1r4h4g2p4g5g3g5q2i1","seed":"collection-easy-2","score":2.6},
  {"id":"easy-03","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?hashikake/10/10/p1h4k2h2g3g6g3g1x23zh2h3g2g3g5g5j3p","seed":"collection-easy-3","score":2.5},
  {"id":"easy-04","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?hashikake/7/7/2h1p4g4i1o2h3n2g3h4g","seed":"collection-easy-4","score":2.6},
  {"id":"easy-05","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?hashikake/8/8/g2h3g1x2h5g4g1s2h4h4i3h3h2g","seed":"collection-easy-5","score":2.6},
  {"id":"easy-06","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?hashikake/10/10/g2g5j2k2h5g22h5g3y1h1t4i3q13g2n1g5h3g2g","seed":"collection-easy-6","score":0.6},
  {"id":"easy-07","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?hashikake/7/7/j4g3q2h2g5i4i1k2m2h3","seed":"collection-easy-7","score":0.3},
  {"id":"easy-08","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?hashikake/8/8/g2g5h3l2i2g4i1o1r2j2g4g2n","seed":"collection-easy-8","score":0.6},
  {"id":"easy-09","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?hashikake/10/10/h1k2g2h2g1u1h2i3g4g3j1t4k3m1k3g1i1g3k4h2","seed":"collection-easy-9","score":0.7},
  {"id":"easy-10","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?hashikake/7/7/m3g6g6g3m3g5g6v3i5g2","seed":"collection-easy-10","score":2.4},
  {"id":"medium-01","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?hashikake/7/7/g2g4h3n4g4q3h5g4n3h4h","seed":"collection-medium-1","score":6.4},
  {"id":"medium-02","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?hashikake/8/8/n2g4j3s1j3g2i3j2i2h3h22g3h2h","seed":"collection-medium-2","score":6.9},
  {"id":"medium-03","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?hashikake/10/10/4h3g1g2q2k4g5s1g6g3n2h5h3g2p3i5g3r2j2h","seed":"collection-medium-3","score":7.1},
  {"id":"medium-04","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?hashikake/7/7/m2h4h2n2j22m3g4h21l","seed":"collection-medium-4","score":6.7},
  {"id":"medium-05","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?hashikake/8/8/2g2i2p2j4g1g2g4j3g1zg3h6g4g","seed":"collection-medium-5","score":4.6},
  {"id":"medium-06","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?hashikake/10/10/g3h4t2t3j5h1i4g1n4g5g2h2g4i3g3h2q2h4k4h2","seed":"collection-medium-6","score":6.7},
  {"id":"medium-07","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?hashikake/7/7/n4g3g2o3i4v2i4g","seed":"collection-medium-7","score":4.4},
  {"id":"medium-08","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?hashikake/8/8/g2h4g1q3g6h4p1l4h5h5o4h6h3","seed":"collection-medium-8","score":7.9},
  {"id":"medium-09","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?hashikake/10/10/p1g3h4i2l1g2p13j5h4w1g3n1g34i2l2g3g5i4","seed":"collection-medium-9","score":3},
  {"id":"medium-10","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?hashikake/7/7/h3g4g2m1g3g1s1g2o3i2","seed":"collection-medium-10","score":6.7},
  {"id":"hard-01","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?hashikake/7/7/g2h2g2q3g3g3q1n4h6g2","seed":"collection-hard-1","score":27},
  {"id":"hard-02","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?hashikake/8/8/g1g2i21g3h1l1s3g4h2n2i4g2o","seed":"collection-hard-2","score":22.9},
  {"id":"hard-03","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?hashikake/10/10/1i2j2h2r1h3g4g4v34i4w2g6i4g1n2h1g5g3g2g","seed":"collection-hard-3","score":14.5},
  {"id":"hard-04","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?hashikake/7/7/2i1g2q1g33g5h2u2g5i2","seed":"collection-hard-4","score":37.1},
  {"id":"hard-05","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?hashikake/8/8/h4h3g1n2g6i2r1h3q3h1h1i1g2g","seed":"collection-hard-5","score":10},
  {"id":"hard-06","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?hashikake/10/10/i2k31g4j2r4g7g2g2p2g3s3h4g2t3k24g6i4g2g","seed":"collection-hard-6","score":16.4},
  {"id":"hard-07","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?hashikake/7/7/g1g2g3o3g2g2q1j2i2n","seed":"collection-hard-7","score":17.8},
  {"id":"hard-08","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?hashikake/8/8/3g3j3n6g6g2h4n3g6j2v2g5i1g","seed":"collection-hard-8","score":12.1},
  {"id":"hard-09","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?hashikake/10/10/g2k4g3zg4k8g5h3g4g1g1p2r1j2q1g3h4g3g3g","seed":"collection-hard-9","score":20},
  {"id":"hard-10","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?hashikake/7/7/3h2h2m3g2i3m3g3u1g2","seed":"collection-hard-10","score":36},
  {"id":"expert-01","difficulty":"expert","size":"7x7","puzzle":"https://puzz.link/p?hashikake/7/7/g3g3h2j1p3h2k1h1n2h3g1","seed":"collection-expert-1","score":46},
  {"id":"expert-02","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?hashikake/8/8/g2h1o2h2n2g4g5y2g2j2j2g","seed":"collection-expert-2","score":41},
  {"id":"expert-03","difficulty":"expert","size":"10x10","puzzle":"https://puzz.link/p?hashikake/10/10/1g2g3j3i1h3g2q2g4g5g4r1l2k4g6i3zg2g5g6i3g","seed":"collection-expert-3","score":79.2},
];
