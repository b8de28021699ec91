// The bundled Shikaku puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts shikaku --sizes 7x7,8x8,10x10
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?shikaku/7/7/g2g2g2i4k24g33g44j4p232i32h3","seed":"collection-easy-1","score":0.1},
  {"id":"easy-02","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?shikaku/8/8/l6h6h5i6j2g6i4o4k2h3h53g2i2i422g","seed":"collection-easy-2","score":0.3},
  {"id":"easy-03","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?shikaku/10/10/h4h3g8q4h6g64l2l8j8q6i4m2h3hak2h6j22kaj","seed":"collection-easy-3","score":0.4},
  {"id":"easy-04","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?shikaku/7/7/g4g3h3j4h5g2m2h3g5i4g2g2g4j12g3g","seed":"collection-easy-4","score":0.3},
  {"id":"easy-05","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?shikaku/8/8/4j2g4g4h4n6i4g4m4i26k6h2g23j2i14g","seed":"collection-easy-5","score":0.1},
  {"id":"easy-06","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?shikaku/10/10/j8m3i6l9j6m3j8r4g3h8h4h4j54h2g3h6h2g2h9i1n","seed":"collection-easy-6","score":0.2},
  {"id":"easy-07","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?shikaku/7/7/2g3h3o2h3224h5g2i4i32g4h2j23g1","seed":"collection-easy-7","score":0.1},
  {"id":"easy-08","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?shikaku/8/8/j4j64i4k6i4g52p42g2g22h3n4g12241g","seed":"collection-easy-8","score":0.1},
  {"id":"easy-09","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?shikaku/10/10/gam46k8t2i3h22h8z773gah3p6k3541i4h1g1","seed":"collection-easy-9","score":0.3},
  {"id":"easy-10","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?shikaku/7/7/24j2h3m55554t2g2j243h1","seed":"collection-easy-10","score":0.1},
  {"id":"medium-01","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?shikaku/7/7/j5h2g2h3h5h4g3h4i24o5g3g2h12g2","seed":"collection-medium-1","score":5.4},
  {"id":"medium-02","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?shikaku/8/8/g2l34g4h6n5j6g4l4i264j3l3g2i42g","seed":"collection-medium-2","score":6.5},
  {"id":"medium-03","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?shikaku/10/10/l6g3k5l2m27g6i6g87g2r642g2h2h4g2p2h3h6m32h1322g","seed":"collection-medium-3","score":5.3},
  {"id":"medium-04","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?shikaku/7/7/g3h2235m4h3j34h33j3o42g221","seed":"collection-medium-4","score":9.4},
  {"id":"medium-05","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?shikaku/8/8/j3k6j652g4g4q22l2h66i23h2i2g21g4g","seed":"collection-medium-5","score":5.3},
  {"id":"medium-06","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?shikaku/10/10/p8i6h4l4i2h9m8u7h4g6i8g7j2q22h8g4223h2j","seed":"collection-medium-6","score":5.4},
  {"id":"medium-07","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?shikaku/7/7/g42g3g4i3j22j3m224253j22g2g2j","seed":"collection-medium-7","score":5.4},
  {"id":"medium-08","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?shikaku/8/8/4h5i5k46j6k4i2h2h4n2h2h6g222g2g2h1g1","seed":"collection-medium-8","score":10.5},
  {"id":"medium-09","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?shikaku/10/10/l9k6l5j25h4m6ia6h4q3q5h9h34g4o2g3g6j3h1","seed":"collection-medium-9","score":8.5},
  {"id":"medium-10","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?shikaku/7/7/h5i2i4g3h42j2i2g2i3h4g43g2h3h2g2g","seed":"collection-medium-10","score":5.3},
  {"id":"hard-01","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?shikaku/7/7/3h4i2i3j4g2g24i4k4k4i2g2g2331","seed":"collection-hard-1","score":26.6},
  {"id":"hard-02","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?shikaku/8/8/g6l4g5i4n6j63n4g3h4g4j2k252g2g2g","seed":"collection-hard-2","score":14.5},
  {"id":"hard-03","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?shikaku/10/10/i6p5m8r8m4iaap2m2k9h3h29i4g4g4k5h32g","seed":"collection-hard-3","score":12.5},
  {"id":"hard-04","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?shikaku/7/7/5h4j4i4k3p3442h2k5h2g25g","seed":"collection-hard-4","score":14.4},
  {"id":"hard-05","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?shikaku/8/8/i46g4h6o4k24i224j2l3g2h4h2h3g4i321","seed":"collection-hard-5","score":14.7},
  {"id":"hard-06","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?shikaku/10/10/hat9l6g3j3j2g2j3g3l42g3h3g73j2l3h35g822i2h3i2g4h1h","seed":"collection-hard-6","score":16},
  {"id":"hard-07","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?shikaku/7/7/g3i2g4g34h2j3m5h4h4g33g3i2h2g2h","seed":"collection-hard-7","score":15.5},
  {"id":"hard-08","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?shikaku/8/8/k4i6j4i2g6h2l4h4g5j4h2h33224n2g3g2","seed":"collection-hard-8","score":13.7},
  {"id":"hard-09","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?shikaku/10/10/8h8j8r4i8k4yal6paj8i2g2i3ga4i2h3k","seed":"collection-hard-9","score":26},
  {"id":"hard-10","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?shikaku/7/7/22i4k5j5h2g2j3g2h4h5g4k2g4h21","seed":"collection-hard-10","score":14.4},
  {"id":"expert-01","difficulty":"expert","size":"7x7","puzzle":"https://puzz.link/p?shikaku/7/7/i4i2j4g2g2g3k3g4g35j3h4h4h2g2g2g","seed":"collection-expert-1","score":43.9},
  {"id":"expert-02","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?shikaku/8/8/i5m4g6j2i4g6t4g6g454i2j32g2g4h1g","seed":"collection-expert-2","score":47},
  {"id":"expert-03","difficulty":"expert","size":"10x10","puzzle":"https://puzz.link/p?shikaku/10/10/h3h9h9j3l85p8l6l6p7l9g3j3l5j6j2h3j4h1","seed":"collection-expert-3","score":49.4},
];
