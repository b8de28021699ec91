// The bundled Canal View puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts canal --sizes 7x7,8x8,9x9
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?canal/7/7/g2i0k4g21h3g5k6h22g4h5t","seed":"collection-easy-1","score":0.5},
  {"id":"easy-02","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?canal/8/8/1m3i5g35h8o7i1h8l0k00k8j1h1","seed":"collection-easy-2","score":0.3},
  {"id":"easy-03","difficulty":"easy","size":"9x9","puzzle":"https://puzz.link/p?canal/9/9/m8k35kcj503k4m6p5g23p331j3i0h3","seed":"collection-easy-3","score":0.8},
  {"id":"easy-04","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?canal/7/7/j7j6q11i5q61j2i4","seed":"collection-easy-4","score":0.6},
  {"id":"easy-05","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?canal/8/8/k6h4g54m3q8i6g3h6i81l10g0h2k","seed":"collection-easy-5","score":0.5},
  {"id":"easy-06","difficulty":"easy","size":"9x9","puzzle":"https://puzz.link/p?canal/9/9/h2011i2g1q3i5qak5m3h6r630i5g50h","seed":"collection-easy-6","score":0.7},
  {"id":"easy-07","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?canal/7/7/g3i2m6g7g7u204n4h2g","seed":"collection-easy-7","score":0.6},
  {"id":"easy-08","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?canal/8/8/4n4q4g1gap633m6m1j7i0","seed":"collection-easy-8","score":0.8},
  {"id":"easy-09","difficulty":"easy","size":"9x9","puzzle":"https://puzz.link/p?canal/9/9/0h3k5l0h6i1i4k1m7k3i63j5l8l4n5","seed":"collection-easy-9","score":0.8},
  {"id":"easy-10","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?canal/7/7/g112g3n0g2h4o2j22g2o7g","seed":"collection-easy-10","score":0.7},
  {"id":"medium-01","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?canal/7/7/g0j3h0m7n3h45n6h4j3g","seed":"collection-medium-1","score":4.7},
  {"id":"medium-02","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?canal/8/8/i15k2n7j2k5h7k8j3r1g22i","seed":"collection-medium-2","score":10.8},
  {"id":"medium-03","difficulty":"medium","size":"9x9","puzzle":"https://puzz.link/p?canal/9/9/4h003l4j4lam5j3g3g3g4u3i8p9g71h0","seed":"collection-medium-3","score":6},
  {"id":"medium-04","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?canal/7/7/5g2i4i4j2g1k2h4i5q6i1g0","seed":"collection-medium-4","score":4.9},
  {"id":"medium-05","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?canal/8/8/h8q7n5k8i4n4j3j1l0g00g","seed":"collection-medium-5","score":11},
  {"id":"medium-06","difficulty":"medium","size":"9x9","puzzle":"https://puzz.link/p?canal/9/9/i5t20g2h3g4j5g4r1g43j0g7k6l4l4j","seed":"collection-medium-6","score":9.2},
  {"id":"medium-07","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?canal/7/7/k1k41h3w2g04g1n1g","seed":"collection-medium-7","score":5.9},
  {"id":"medium-08","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?canal/8/8/h3g5g2g0p5h3i4p3i2h3p5g3g3g2h","seed":"collection-medium-8","score":9.1},
  {"id":"medium-09","difficulty":"medium","size":"9x9","puzzle":"https://puzz.link/p?canal/9/9/g2h3g2j2j4g0m5j9p3q24g7n3h5j5g4j","seed":"collection-medium-9","score":5.3},
  {"id":"medium-10","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?canal/7/7/g0i4h0n16x6h3h6i3g","seed":"collection-medium-10","score":9.7},
  {"id":"hard-01","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?canal/7/7/h4n4j5i27i6p61h4k1h","seed":"collection-hard-1","score":17.1},
  {"id":"hard-02","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?canal/8/8/1g6q4k8j4l0k6p15g1k0h1g1","seed":"collection-hard-2","score":18.2},
  {"id":"hard-03","difficulty":"hard","size":"9x9","puzzle":"https://puzz.link/p?canal/9/9/g0h25i6l5h1g4i03g26p5q5h2i6q1h01k","seed":"collection-hard-3","score":25.4},
  {"id":"hard-04","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?canal/7/7/h2g0m1h516nak5q3g3h","seed":"collection-hard-4","score":12.5},
  {"id":"hard-05","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?canal/8/8/l2i1j1i6j4i6g3415j3o2j6i8l","seed":"collection-hard-5","score":21},
  {"id":"hard-06","difficulty":"hard","size":"9x9","puzzle":"https://puzz.link/p?canal/9/9/k90i4g8o8i1g6j7lbl4j3g3s6g0i2l","seed":"collection-hard-6","score":32.1},
  {"id":"hard-07","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?canal/7/7/g4o2g1n4i2k5h6gan4h","seed":"collection-hard-7","score":14.2},
  {"id":"hard-08","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?canal/8/8/2g8p3s6p332o4o8100","seed":"collection-hard-8","score":16.4},
  {"id":"hard-09","difficulty":"hard","size":"9x9","puzzle":"https://puzz.link/p?canal/9/9/n0g343j0l9g1i5k9k5g3o5j2n1g1g1n","seed":"collection-hard-9","score":15},
  {"id":"hard-10","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?canal/7/7/0h01h0h3i4j4n3h5oah3i0","seed":"collection-hard-10","score":12.7},
  {"id":"expert-01","difficulty":"expert","size":"7x7","puzzle":"https://puzz.link/p?canal/7/7/m7o5h3m1h3j1j0k2g","seed":"collection-expert-1","score":51},
  {"id":"expert-02","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?canal/8/8/l7g0g1r3r6h23h5k2i7g3g0l","seed":"collection-expert-2","score":54.7},
  {"id":"expert-03","difficulty":"expert","size":"9x9","puzzle":"https://puzz.link/p?canal/9/9/g2j2k8h5u26i41i5g4k6i7h4n1k1n7","seed":"collection-expert-3","score":54.9},
];
