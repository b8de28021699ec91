// The bundled Nonogram puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts nonogram --sizes 5x5,8x8,10x10
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"5x5","puzzle":"https://puzz.link/p?nonogram/5/5/1h1h21g3h4h1112h4h3k","seed":"collection-easy-1","score":0},
  {"id":"easy-02","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?nonogram/8/8/j11h111g31h112g32h43h312g4i6i1i1i121g32h311g41h","seed":"collection-easy-2","score":0},
  {"id":"easy-03","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?nonogram/10/10/23i312h4j31i8j33i11i14i24i5j12i122h321h331h3111g26i15i5j111h2j","seed":"collection-easy-3","score":0.1},
  {"id":"easy-04","difficulty":"easy","size":"5x5","puzzle":"https://puzz.link/p?nonogram/5/5/12g3h21g2h1h3h2h2h31g1h","seed":"collection-easy-4","score":0},
  {"id":"easy-05","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?nonogram/8/8/11h2i131g7i7i112g3i2i41h3i12h7i25h4i2i1i","seed":"collection-easy-5","score":0},
  {"id":"easy-06","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?nonogram/10/10/124h211h311h12i33i23i23i22i51i4j6j51i511h2j1j1j61i81i212h23i","seed":"collection-easy-6","score":0},
  {"id":"easy-07","difficulty":"easy","size":"5x5","puzzle":"https://puzz.link/p?nonogram/5/5/4h21g11g21j3h1h1h12g4h","seed":"collection-easy-7","score":0},
  {"id":"easy-08","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?nonogram/8/8/6i1i111g212g112g33h14h1i5i4i31h11h112g311g111g31h","seed":"collection-easy-8","score":0},
  {"id":"easy-09","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?nonogram/10/10/4j125h61i111h4j32i1111g2j21i9j113h1112g123h13i25i131h25i412h11i1j","seed":"collection-easy-9","score":0},
  {"id":"easy-10","difficulty":"easy","size":"5x5","puzzle":"https://puzz.link/p?nonogram/5/5/4h2h2h1h12g2h11g2h3h111","seed":"collection-easy-10","score":0},
  {"id":"medium-01","difficulty":"medium","size":"5x5","puzzle":"https://puzz.link/p?nonogram/5/5/3h11g11g3h1h1h11g21g21g11g","seed":"collection-medium-1","score":4.1},
  {"id":"medium-02","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?nonogram/8/8/121g112g111g21h211g22h32h22h22h51h111g12h3i23h22h3i","seed":"collection-medium-2","score":5.1},
  {"id":"medium-03","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?nonogram/10/10/112h1221g1211g1j2j1112g332h113h321h221h211h411h112h211h51i1111g112h32i221h212h","seed":"collection-medium-3","score":4.1},
  {"id":"medium-04","difficulty":"medium","size":"5x5","puzzle":"https://puzz.link/p?nonogram/5/5/1h4h11g11g4h3h11g11g12g21g","seed":"collection-medium-4","score":5},
  {"id":"medium-05","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?nonogram/8/8/34h11h113g11h21h12h111g211g121g11h113g111g12h112g111131h","seed":"collection-medium-5","score":4.1},
  {"id":"medium-06","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?nonogram/10/10/121h141h2j22i61i32i222h211h23i411h111h141h2111g111h1111g15i26i231h111h1112g","seed":"collection-medium-6","score":4.1},
  {"id":"medium-07","difficulty":"medium","size":"5x5","puzzle":"https://puzz.link/p?nonogram/5/5/2h21g11g21g1h3k11g12g3h","seed":"collection-medium-7","score":5},
  {"id":"medium-08","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?nonogram/8/8/23h112g111g1i22h5i21h311g4i112g21h3i11h112g41h212g","seed":"collection-medium-8","score":5},
  {"id":"medium-09","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?nonogram/10/10/7j1111g1112g221h321h131h112h11i41i4j132h211h13i131h61i1112g31i121h12i14i","seed":"collection-medium-9","score":4.1},
  {"id":"medium-10","difficulty":"medium","size":"5x5","puzzle":"https://puzz.link/p?nonogram/5/5/2h21g2h2h11g12g11g2h2h11g","seed":"collection-medium-10","score":5},
  {"id":"hard-01","difficulty":"hard","size":"5x5","puzzle":"https://puzz.link/p?nonogram/5/5/11g2h4h12g2h3h3h3h3h1h","seed":"collection-hard-1","score":12},
  {"id":"hard-02","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?nonogram/8/8/111g112g13h2111112g121g111g13h222g121g221g12h12h12h21h13h","seed":"collection-hard-2","score":16.1},
  {"id":"hard-03","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?nonogram/10/10/124h2j211h1j411h62i312h121h11i231h111h131h1211g1111g121h111h1211g1311g131h132h","seed":"collection-hard-3","score":16.2},
  {"id":"hard-04","difficulty":"hard","size":"5x5","puzzle":"https://puzz.link/p?nonogram/5/5/1h12g4h21g2h21g12g3h2h2h","seed":"collection-hard-4","score":12.1},
  {"id":"hard-05","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?nonogram/8/8/13h112g13h31h22h11h221g12h11h5i213g21h21h121g311g11h","seed":"collection-hard-5","score":17.1},
  {"id":"hard-06","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?nonogram/10/10/313h411h31i231h31i121h111h12i2211g121h311h12i1121g2111g11i12i222h17i15i211h","seed":"collection-hard-6","score":9.2},
  {"id":"hard-07","difficulty":"hard","size":"5x5","puzzle":"https://puzz.link/p?nonogram/5/5/12g12g12g1h1h21g3h11g1h11g","seed":"collection-hard-7","score":12},
  {"id":"hard-08","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?nonogram/8/8/121g12h111g121g213g12h2i4i31h1i31h212g41h11h14h12h","seed":"collection-hard-8","score":12.1},
  {"id":"hard-09","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?nonogram/10/10/1j121h421h112h4j1212g123h32i5j1111g52i41i11i113h21i1121g43i131h11i122h","seed":"collection-hard-9","score":13.1},
  {"id":"hard-10","difficulty":"hard","size":"5x5","puzzle":"https://puzz.link/p?nonogram/5/5/3h11g1h11g11g2h1h22g1h11g","seed":"collection-hard-10","score":24.1},
  {"id":"expert-01","difficulty":"expert","size":"5x5","puzzle":"https://puzz.link/p?nonogram/5/5/1h11g4h11g2h1h11g3h11g12g","seed":"collection-expert-1","score":36.1},
  {"id":"expert-02","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?nonogram/8/8/12h131g12h22h11h121g112g21h11h11h41h111g112g6i11h22h","seed":"collection-expert-2","score":40.2},
  {"id":"expert-03","difficulty":"expert","size":"10x10","puzzle":"https://puzz.link/p?nonogram/10/10/2311g51i211h4j22i123h211h112h222h1j113h1j121h221h21i112h114h13i322h142h","seed":"collection-expert-3","score":40.1},
];
