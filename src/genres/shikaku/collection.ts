// The bundled Shikaku puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts shikaku --sizes 7x7,8x8,10x10
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?shikaku/7/7/g3g2h8j5l2i64o4i24g22g41j","seed":"collection-easy-1","score":0.1},
  {"id":"easy-02","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?shikaku/8/8/n7k6h6gai7g4j2p23n22j2h28g1","seed":"collection-easy-2","score":0.1},
  {"id":"easy-03","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?shikaku/10/10/5l3-10k8wcr153i9u3h3i84l2i22i3122g2h4","seed":"collection-easy-3","score":0.5},
  {"id":"easy-04","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?shikaku/7/7/h6i4k6j4j4m22i7g2h4j14g3","seed":"collection-easy-4","score":0.2},
  {"id":"easy-05","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?shikaku/8/8/g6k2gagaq2h6x8r622gag","seed":"collection-easy-5","score":0.3},
  {"id":"easy-06","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?shikaku/10/10/ao6n4s5ck72j9t3k3j53g4q2g5g4g16i9g","seed":"collection-easy-6","score":0.1},
  {"id":"easy-07","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?shikaku/7/7/h3i3h2g8i8p72j2j4j22g22g2","seed":"collection-easy-7","score":0.2},
  {"id":"easy-08","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?shikaku/8/8/h6s43g9g6i5i2g3j4g2g4i3l22l2g34g","seed":"collection-easy-8","score":0.1},
  {"id":"easy-09","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?shikaku/10/10/j6l9n7icr9lahfkah2s2k2j6n1i4g2h3","seed":"collection-easy-9","score":0.4},
  {"id":"easy-10","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?shikaku/7/7/j5g7i8g5h2g5k8j5q4n","seed":"collection-easy-10","score":0.1},
  {"id":"medium-01","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?shikaku/7/7/4i6g2g6j3h8q2j5h3g2h2g21g3h","seed":"collection-medium-1","score":9.4},
  {"id":"medium-02","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?shikaku/8/8/g3t8h6g9j4iay9h6g4j3g2g","seed":"collection-medium-2","score":5.3},
  {"id":"medium-03","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?shikaku/10/10/h3h2q6icl9i4sak1j3kehfk43p2l6i5i1","seed":"collection-medium-3","score":5.2},
  {"id":"medium-04","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?shikaku/7/7/j5g2k6j6g3g4g2j3k42g5o52","seed":"collection-medium-4","score":5.2},
  {"id":"medium-05","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?shikaku/8/8/q8h8k8j8o3i4h6g234h2k2g2j4g","seed":"collection-medium-5","score":10.5},
  {"id":"medium-06","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?shikaku/10/10/jak6l4n6zg8i-10l8ge2g2n4iau26j2","seed":"collection-medium-6","score":5.7},
  {"id":"medium-07","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?shikaku/7/7/n8i5j6p5h33j5h26g4h1g1","seed":"collection-medium-7","score":10.5},
  {"id":"medium-08","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?shikaku/8/8/i7m3i2j6i5g4g3j6i6h2g2j5k3j4h24g","seed":"collection-medium-8","score":5.3},
  {"id":"medium-09","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?shikaku/10/10/g8m4lctfs9h3k4j3k4h4i4j2g3ah344k2k2h","seed":"collection-medium-9","score":5.8},
  {"id":"medium-10","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?shikaku/7/7/i4o6j35h6k6h8m2h2g222g1","seed":"collection-medium-10","score":5.3},
  {"id":"hard-01","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?shikaku/7/7/l2h8h3g3g2g3g4i5k4k22g4g2g2i3g","seed":"collection-hard-1","score":18.7},
  {"id":"hard-02","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?shikaku/8/8/i5j4i2h9h5k4h4i1j8j2jah2m22j4","seed":"collection-hard-2","score":12.4},
  {"id":"hard-03","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?shikaku/10/10/k2m6i6m4lfh4r-10q3g6g8h4s5iai22g2h3i2","seed":"collection-hard-3","score":19.8},
  {"id":"hard-04","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?shikaku/7/7/j51i6i2g2j55q6h3g8i2g2g2h","seed":"collection-hard-4","score":15.6},
  {"id":"hard-05","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?shikaku/8/8/h7j2j4q6g2iah4g5i3j6j13j3h4h22g","seed":"collection-hard-5","score":14.5},
  {"id":"hard-06","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?shikaku/10/10/h3i8vctcsfl9g3i1m3g3h8i2i8j6g24j1","seed":"collection-hard-6","score":13.2},
  {"id":"hard-07","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?shikaku/7/7/g3j6j6h3h5j4i4g2g4k4i2g3i2g1","seed":"collection-hard-7","score":20.8},
  {"id":"hard-08","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?shikaku/8/8/h6l8g8i5l2k4i5j4j6i2g3h4g3g2j1g1g","seed":"collection-hard-8","score":16.7},
  {"id":"hard-09","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?shikaku/10/10/h6hazp-10r4n4hen4i8j3ie2ich2m1","seed":"collection-hard-9","score":36.1},
  {"id":"hard-10","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?shikaku/7/7/g2i2i8g4o42j5j3i6g2g4j5h2","seed":"collection-hard-10","score":13.6},
  {"id":"expert-01","difficulty":"expert","size":"7x7","puzzle":"https://puzz.link/p?shikaku/7/7/l2i6n4g8i4i343h42j4g1i4h","seed":"collection-expert-1","score":117},
  {"id":"expert-02","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?shikaku/8/8/g3i2g2h6k4h3h4h4k6g3h3i4k8h6g2n4i","seed":"collection-expert-2","score":60},
  {"id":"expert-03","difficulty":"expert","size":"10x10","puzzle":"https://puzz.link/p?shikaku/10/10/3ich5j9zh6i88k6p5hah8z3n3g2ha2","seed":"collection-expert-3","score":49.6},
];
