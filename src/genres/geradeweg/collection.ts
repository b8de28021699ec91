// The bundled Geradeweg puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts geradeweg --sizes 8x8,10x10
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?geradeweg/8/8/i2h2i1g1111j2l3i4h21m12g1s22h","seed":"collection-easy-1","score":19.9},
  {"id":"easy-02","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?geradeweg/10/10/i6i1t12k4g3j12h5h2h1g34g4i22o4i5zo","seed":"collection-easy-2","score":19.1},
  {"id":"easy-03","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?geradeweg/8/8/g6g6j4i1j321g2g5r1v22o","seed":"collection-easy-3","score":19.9},
  {"id":"easy-04","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?geradeweg/10/10/h2w2g1g21k2g2h1j2h121j2j1j2j11l3k11j4g2h8n","seed":"collection-easy-4","score":13.5},
  {"id":"easy-05","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?geradeweg/8/8/m5j4o1l2s1h1i22o1h","seed":"collection-easy-5","score":14.1},
  {"id":"easy-06","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?geradeweg/10/10/h1i2g2h21g1h2g91i2n1m2112h5j1h24m2zi6q","seed":"collection-easy-6","score":18.9},
  {"id":"easy-07","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?geradeweg/8/8/j1l21v324h22k2g1j2h1g21k5i","seed":"collection-easy-7","score":17.5},
  {"id":"easy-08","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?geradeweg/10/10/i3m1i1j9h2p2m431p1p2m444m4l7n","seed":"collection-easy-8","score":19.4},
  {"id":"easy-09","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?geradeweg/8/8/l3j1i4k3j31m12m2g1j2n111g","seed":"collection-easy-9","score":15.4},
  {"id":"easy-10","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?geradeweg/10/10/k9k2i2i422h1g33m4h3h13g34l33zzl","seed":"collection-easy-10","score":19.6},
  {"id":"medium-01","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?geradeweg/8/8/q1g1m2j2h3l4n4o7k4h","seed":"collection-medium-1","score":53.4},
  {"id":"medium-02","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?geradeweg/10/10/n3j12g1h6g2i1j1h1g22o1i211j1n1g1n2zh","seed":"collection-medium-2","score":79.7},
  {"id":"medium-03","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?geradeweg/8/8/y2l1g1j22h3l13h5h2l3k","seed":"collection-medium-3","score":46.2},
  {"id":"medium-04","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?geradeweg/10/10/zt4n23m1g3i2g5h1g233zg4g2h6k","seed":"collection-medium-4","score":54.3},
  {"id":"medium-05","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?geradeweg/8/8/o1l6g1l1n2p5k1g3j1k","seed":"collection-medium-5","score":44.5},
  {"id":"medium-06","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?geradeweg/10/10/u1n1g321l2i1i11n5h5m5j5k2m22g1q4g","seed":"collection-medium-6","score":70.3},
  {"id":"medium-07","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?geradeweg/8/8/g1n221m1o3l111g321j6u","seed":"collection-medium-7","score":58.7},
  {"id":"medium-08","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?geradeweg/10/10/zt4g4m2h23l11h4g2h1l6r5i1j8l","seed":"collection-medium-8","score":56.1},
  {"id":"medium-09","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?geradeweg/8/8/k4h6g2h1g1j4r4g1m2z","seed":"collection-medium-9","score":35.3},
  {"id":"medium-10","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?geradeweg/10/10/v22m1o12m1j1k3o2i2k2l2h3i1j9k","seed":"collection-medium-10","score":46.8},
  {"id":"hard-01","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?geradeweg/8/8/h5o2i5h1zh335j2t","seed":"collection-hard-1","score":87.7},
  {"id":"hard-02","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?geradeweg/10/10/zn2l11p4l11h2j1h11j11g1k2j2h7i4i3h","seed":"collection-hard-2","score":90.9},
  {"id":"hard-03","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?geradeweg/8/8/h1k2m2v112n5k21m1j","seed":"collection-hard-3","score":109.4},
  {"id":"hard-04","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?geradeweg/10/10/zu1l2g1g1k4g4l5k2i2m1h1k1j1g2j","seed":"collection-hard-4","score":123.5},
  {"id":"hard-05","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?geradeweg/8/8/j4j1k1211g1l21h3i2g2n2w","seed":"collection-hard-5","score":80.7},
  {"id":"hard-06","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?geradeweg/10/10/g2p1m1h3i13g1i23i4g2j3g2i1l2i12h1p1i2g1g2k3m","seed":"collection-hard-6","score":177.6},
  {"id":"hard-07","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?geradeweg/8/8/t1l3k1g1j1n1h35h1g3l1j","seed":"collection-hard-7","score":85.6},
  {"id":"hard-08","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?geradeweg/10/10/j1n21p1o3l32g1k2i1g2h2n2g1h5j21h2m3n","seed":"collection-hard-8","score":87.4},
  {"id":"hard-09","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?geradeweg/8/8/p1l2g3l1k2i3j1i113r3g1g","seed":"collection-hard-9","score":101.9},
  {"id":"hard-10","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?geradeweg/10/10/i3g1k223h22l3q1k2m3g3h1l2g1x12n1l","seed":"collection-hard-10","score":89.4},
  {"id":"expert-01","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?geradeweg/8/8/r22k2222i2p1g1i1m2r","seed":"collection-expert-1","score":336.8},
  {"id":"expert-02","difficulty":"expert","size":"10x10","puzzle":"https://puzz.link/p?geradeweg/10/10/i1n21p21k1g1m2k113j4l1g1g223m1o1l3m","seed":"collection-expert-2","score":362.3},
  {"id":"expert-03","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?geradeweg/8/8/zg12j11i2g2l2g1g225v","seed":"collection-expert-3","score":238.9},
];
