// The bundled Skyscrapers puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts skyscrapers --sizes 5x5,6x6,7x7
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"5x5","puzzle":"https://puzz.link/p?skyscrapers/5/5/g5k3r3g2r1m4g","seed":"collection-easy-1","score":3.3},
  {"id":"easy-02","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?skyscrapers/6/6/m3k33k4ii25l4j4h3l5g2k6g","seed":"collection-easy-2","score":5.6},
  {"id":"easy-03","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?skyscrapers/7/7/n334i2sh1k64i7k15h52j3g4g7k2i2k","seed":"collection-easy-3","score":3.4},
  {"id":"easy-04","difficulty":"easy","size":"5x5","puzzle":"https://puzz.link/p?skyscrapers/5/5/s2h4i2k2l1j5i5g4","seed":"collection-easy-4","score":3.3},
  {"id":"easy-05","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?skyscrapers/6/6/g4j2h5i3i3g1jn1m63g5g4j23g5g4j","seed":"collection-easy-5","score":4.5},
  {"id":"easy-06","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?skyscrapers/7/7/n52u53gg2i7k4n5h3i2k3j6i1k4","seed":"collection-easy-6","score":0.9},
  {"id":"easy-07","difficulty":"easy","size":"5x5","puzzle":"https://puzz.link/p?skyscrapers/5/5/h5p4g3jt5k12i","seed":"collection-easy-7","score":5.3},
  {"id":"easy-08","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?skyscrapers/6/6/h2g5g2h3k3h1h3h4o2i6i1n3i3i1","seed":"collection-easy-8","score":4.9},
  {"id":"easy-09","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?skyscrapers/7/7/h3j2l4i1ok3h2g45i5h6g4h1i5h5i2h37i57g1i","seed":"collection-easy-9","score":4.5},
  {"id":"easy-10","difficulty":"easy","size":"5x5","puzzle":"https://puzz.link/p?skyscrapers/5/5/l2k4l33h5n1h5h2l","seed":"collection-easy-10","score":2.4},
  {"id":"medium-01","difficulty":"medium","size":"5x5","puzzle":"https://puzz.link/p?skyscrapers/5/5/s23g4ii1u5h4g3","seed":"collection-medium-1","score":20.8},
  {"id":"medium-02","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?skyscrapers/6/6/2i24h2ug3n4h2g1h4g5n21k","seed":"collection-medium-2","score":14.7},
  {"id":"medium-03","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?skyscrapers/7/7/r1g43rh2h1m2h3n5h3h2g6g5g43j6g5i","seed":"collection-medium-3","score":12},
  {"id":"medium-04","difficulty":"medium","size":"5x5","puzzle":"https://puzz.link/p?skyscrapers/5/5/h2j2l2kh2g51j23q2g","seed":"collection-medium-4","score":9.5},
  {"id":"medium-05","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?skyscrapers/6/6/2o1m4h3hm5j642i51g2j31n","seed":"collection-medium-5","score":20.8},
  {"id":"medium-06","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?skyscrapers/7/7/j3n2t6g4h3g13j6h6k4g7l524l7j36h","seed":"collection-medium-6","score":14.6},
  {"id":"medium-07","difficulty":"medium","size":"5x5","puzzle":"https://puzz.link/p?skyscrapers/5/5/g3p224h22go1k3n3","seed":"collection-medium-7","score":21.7},
  {"id":"medium-08","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?skyscrapers/6/6/h3g3m3h3ng1l2r6g4g3j3g42h","seed":"collection-medium-8","score":9.7},
  {"id":"medium-09","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?skyscrapers/7/7/3g43p3g3p5m3g5h7j1m1i213h4g3g5i1j3g","seed":"collection-medium-9","score":21},
  {"id":"medium-10","difficulty":"medium","size":"5x5","puzzle":"https://puzz.link/p?skyscrapers/5/5/3l2rm5h45l2g5h4g","seed":"collection-medium-10","score":23.6},
  {"id":"hard-01","difficulty":"hard","size":"5x5","puzzle":"https://puzz.link/p?skyscrapers/5/5/h1j3l22h3gs1g4i2k","seed":"collection-hard-1","score":62.8},
  {"id":"hard-02","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?skyscrapers/6/6/g3i3h3g2g2m3ij4h4i1j1m2j4g23i","seed":"collection-hard-2","score":71.2},
  {"id":"hard-03","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?skyscrapers/7/7/h3h24h2xi2j76g4h4m42g1i3j47j32g1j6","seed":"collection-hard-3","score":86},
  {"id":"hard-04","difficulty":"hard","size":"5x5","puzzle":"https://puzz.link/p?skyscrapers/5/5/i2m223l3g1o2g3j1k","seed":"collection-hard-4","score":53.8},
  {"id":"hard-05","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?skyscrapers/6/6/2j3i2m3lg4o1h4j5j1g3h5i1h","seed":"collection-hard-5","score":96.1},
  {"id":"hard-06","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?skyscrapers/7/7/i2n4l3j2i5h4g1i2k4g1o43h5m6g3h4i2","seed":"collection-hard-6","score":96.4},
  {"id":"hard-07","difficulty":"hard","size":"5x5","puzzle":"https://puzz.link/p?skyscrapers/5/5/n2g3g3g3j1y11j","seed":"collection-hard-7","score":97.1},
  {"id":"hard-08","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?skyscrapers/6/6/k43l1g3i4jj2j4l41h1l6h4k","seed":"collection-hard-8","score":33.8},
  {"id":"hard-09","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?skyscrapers/7/7/j422o1g2m2gg4j3g1g3l2j7j4i412j1i5l","seed":"collection-hard-9","score":95.4},
  {"id":"hard-10","difficulty":"hard","size":"5x5","puzzle":"https://puzz.link/p?skyscrapers/5/5/m3k4g4jl214j1q","seed":"collection-hard-10","score":52.9},
  {"id":"expert-01","difficulty":"expert","size":"5x5","puzzle":"https://puzz.link/p?skyscrapers/5/5/m2g1pg4g5l31i1o","seed":"collection-expert-1","score":62.5},
  {"id":"expert-02","difficulty":"expert","size":"6x6","puzzle":"https://puzz.link/p?skyscrapers/6/6/2g2g2l3k1g3g3hh3l5h3n1i3g6i2j","seed":"collection-expert-2","score":145.4},
  {"id":"expert-03","difficulty":"expert","size":"7x7","puzzle":"https://puzz.link/p?skyscrapers/7/7/h2h3i3i2q3h2k6g5h2j2g6h3m4g2i7i36i4j","seed":"collection-expert-3","score":195.2},
];
