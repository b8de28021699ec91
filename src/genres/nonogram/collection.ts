// The bundled Nonogram puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts nonogram --sizes 5x5,8x8,10x10
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"5x5","puzzle":"https://puzz.link/p?nonogram/5/5/1h1h21g3h4h1112h4h3k","seed":"collection-easy-1","score":0.1},
  {"id":"easy-02","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?nonogram/8/8/j11h111g31h112g32h43h312g4i6i1i1i121g32h311g41h","seed":"collection-easy-2","score":0.2},
  {"id":"easy-03","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?nonogram/10/10/23i312h4j31i8j33i11i14i24i5j12i122h321h331h3111g26i15i5j111h2j","seed":"collection-easy-3","score":0.7},
  {"id":"easy-04","difficulty":"easy","size":"5x5","puzzle":"https://puzz.link/p?nonogram/5/5/12g3h21g2h1h3h2h2h31g1h","seed":"collection-easy-4","score":0.2},
  {"id":"easy-05","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?nonogram/8/8/11h2i131g7i7i112g3i2i41h3i12h7i25h4i2i1i","seed":"collection-easy-5","score":0.3},
  {"id":"easy-06","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?nonogram/10/10/124h211h311h12i33i23i23i22i51i4j6j51i511h2j1j1j61i81i212h23i","seed":"collection-easy-6","score":0.5},
  {"id":"easy-07","difficulty":"easy","size":"5x5","puzzle":"https://puzz.link/p?nonogram/5/5/4h21g11g21j3h1h1h12g4h","seed":"collection-easy-7","score":0.2},
  {"id":"easy-08","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?nonogram/8/8/6i1i111g212g112g33h14h1i5i4i31h11h112g311g111g31h","seed":"collection-easy-8","score":0.4},
  {"id":"easy-09","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?nonogram/10/10/4j125h61i111h4j32i1111g2j21i9j113h1112g123h13i25i131h25i412h11i1j","seed":"collection-easy-9","score":0.4},
  {"id":"easy-10","difficulty":"easy","size":"5x5","puzzle":"https://puzz.link/p?nonogram/5/5/4h2h2h1h12g2h11g2h3h111","seed":"collection-easy-10","score":0.2},
  {"id":"medium-01","difficulty":"medium","size":"5x5","puzzle":"https://puzz.link/p?nonogram/5/5/2h1h13g2h2h2h3h11g1h3h","seed":"collection-medium-1","score":4.5},
  {"id":"medium-02","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?nonogram/8/8/3i21h14h7i111g31h111g1i11h13h3i24h12h121g21h13h","seed":"collection-medium-2","score":4.9},
  {"id":"medium-03","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?nonogram/10/10/14i32i121h1j11i132h114h15i15i42i41i42i32i51i321h12i1113g11i12i212h","seed":"collection-medium-3","score":1.5},
  {"id":"medium-04","difficulty":"medium","size":"5x5","puzzle":"https://puzz.link/p?nonogram/5/5/3h1h3h3h3h3h3h31g1h2h","seed":"collection-medium-4","score":4.4},
  {"id":"medium-05","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?nonogram/8/8/11h2i21h113g11h41h41h51h13h112g13h211g31h31h4i11h","seed":"collection-medium-5","score":5.3},
  {"id":"medium-06","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?nonogram/10/10/1j111h111h34i311h311h212h15i35i21i23i41i23i31i22i12n131h241h71i","seed":"collection-medium-6","score":2},
  {"id":"medium-07","difficulty":"medium","size":"5x5","puzzle":"https://puzz.link/p?nonogram/5/5/3h4k11g2h12g12g12g11j","seed":"collection-medium-7","score":4.1},
  {"id":"medium-08","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?nonogram/8/8/32h13h1i11h2i311g6i6i14h12h211g3i21h31h31h32h","seed":"collection-medium-8","score":1.8},
  {"id":"medium-09","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?nonogram/10/10/13i231h411h1111g122h1111g21i11i21i1212g321h121h12i3j132h111h222h13i11i15i","seed":"collection-medium-9","score":5.5},
  {"id":"medium-10","difficulty":"medium","size":"5x5","puzzle":"https://puzz.link/p?nonogram/5/5/12g2h1h11g2h2h2h2h11g11g","seed":"collection-medium-10","score":5.7},
  {"id":"hard-01","difficulty":"hard","size":"5x5","puzzle":"https://puzz.link/p?nonogram/5/5/1h1h21g3h3h11g1h3h3h2h","seed":"collection-hard-1","score":12.6},
  {"id":"hard-02","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?nonogram/8/8/12h11h11h12h113g123g23h3i42h41h4i11h31h11h111g21h","seed":"collection-hard-2","score":6},
  {"id":"hard-03","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?nonogram/10/10/12i4j4j121h33i14i1121g13i16i24i13i23i61i51i31i11i5j213h113h13i","seed":"collection-hard-3","score":18.5},
  {"id":"hard-04","difficulty":"hard","size":"5x5","puzzle":"https://puzz.link/p?nonogram/5/5/2h3h11g2h1k1h12g12g3h","seed":"collection-hard-4","score":9.6},
  {"id":"hard-05","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?nonogram/8/8/13h22h11h33h31h211g4i12h11h5i112g21h22h51h51h1i","seed":"collection-hard-5","score":11.1},
  {"id":"hard-06","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?nonogram/10/10/212h61i411h311h31i31i2j4j11i111h14i21i4j1111111i3j113h15i15i21i","seed":"collection-hard-6","score":21.6},
  {"id":"hard-07","difficulty":"hard","size":"5x5","puzzle":"https://puzz.link/p?nonogram/5/5/1h2h4h4h11g1h2h4h4h11g","seed":"collection-hard-7","score":24.6},
  {"id":"hard-08","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?nonogram/8/8/11h31h31h16h11h13h113g113g5i311g311g21h11h14h112g13h","seed":"collection-hard-8","score":10.4},
  {"id":"hard-09","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?nonogram/10/10/11i11i131h31i31i43i1312g151h6j111h7j12i21i31i31i331h7j31i11i33i","seed":"collection-hard-9","score":13.6},
  {"id":"hard-10","difficulty":"hard","size":"5x5","puzzle":"https://puzz.link/p?nonogram/5/5/2h3h21g2h3h1h1h12g5h21g","seed":"collection-hard-10","score":12.5},
  {"id":"expert-01","difficulty":"expert","size":"5x5","puzzle":"https://puzz.link/p?nonogram/5/5/2h11g1h11g11g1h21g1h11g2h","seed":"collection-expert-1","score":32.6},
  {"id":"expert-02","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?nonogram/8/8/1i11h4i121g5i5i5i3i1i3i5i31h6i5i12h11h","seed":"collection-expert-2","score":41.3},
  {"id":"expert-03","difficulty":"expert","size":"10x10","puzzle":"https://puzz.link/p?nonogram/10/10/5j42i1111g11i121h111h1221g111h212h131h2112g211h1111g122h13i212h112h11i213h21i","seed":"collection-expert-3","score":35.1},
];
