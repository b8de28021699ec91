// The bundled Kurotto puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts kurotto --sizes 7x7,8x8,9x9
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?kurotto/7/7/01g0h-10l-101g-10k1-10g-10-10k-10h1g0m-10g-10-10","seed":"collection-easy-1","score":0.7},
  {"id":"easy-02","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?kurotto/8/8/i0h6g28g65h6g6h5hdg6h8ddh7gejaheg88i68g818j8i","seed":"collection-easy-2","score":1.6},
  {"id":"easy-03","difficulty":"easy","size":"9x9","puzzle":"https://puzz.link/p?kurotto/9/9/i5g65g545o6g1g5h01i1g1g66k91i8j9h7g4gah61k9g1g1019i","seed":"collection-easy-3","score":1.8},
  {"id":"easy-04","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?kurotto/7/7/h-13g-13h2-13h-11-13-13-11g-11o-11-12g-11g-11i-11-11g-12h3h-12g3g2","seed":"collection-easy-4","score":1.1},
  {"id":"easy-05","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?kurotto/8/8/56h0k60h2h5i501h2g7k2g7h5520j5kaa5i5j","seed":"collection-easy-5","score":1.6},
  {"id":"easy-06","difficulty":"easy","size":"9x9","puzzle":"https://puzz.link/p?kurotto/9/9/g1g101g0k1i03h3g3h-113g42o2m0g-11g-11-115h0i-11g6o6g0-11g-11-11g","seed":"collection-easy-6","score":1},
  {"id":"easy-07","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?kurotto/7/7/g3g3g2g2m872g037i0h17g770l8h7g7g0g","seed":"collection-easy-7","score":1},
  {"id":"easy-08","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?kurotto/8/8/25k1i4-15h12g3g-13i12g-15h-12h-15q-12g-12-12g-12g-12h1-12k-130","seed":"collection-easy-8","score":1},
  {"id":"easy-09","difficulty":"easy","size":"9x9","puzzle":"https://puzz.link/p?kurotto/9/9/7i4g2g1g75g4i2g4h-10g-13i5g0-10i4i2-10m-10-10h-122h-14g-10i-134l-13g0g0i-13h","seed":"collection-easy-9","score":1.9},
  {"id":"easy-10","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?kurotto/7/7/301k4g6geeg3hfi31bgan2h1hag21gbh","seed":"collection-easy-10","score":1},
  {"id":"medium-01","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?kurotto/7/7/m22j9019g9h2k0h303g323g3h3m","seed":"collection-medium-1","score":9.7},
  {"id":"medium-02","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?kurotto/8/8/4g8g72g2gbh8kahbg47g7gah3hbg95g1h4k4i5g231g4h5h","seed":"collection-medium-2","score":8.9},
  {"id":"medium-03","difficulty":"medium","size":"9x9","puzzle":"https://puzz.link/p?kurotto/9/9/g4g7g3i4h7g4g4j8g3g2g00h8j1015h51n02g5g0g5l2g23g1i7g4i","seed":"collection-medium-3","score":4.8},
  {"id":"medium-04","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?kurotto/7/7/8k18g8i0hdg6g58gdi68ga566g1k3i2i","seed":"collection-medium-4","score":8.2},
  {"id":"medium-05","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?kurotto/8/8/h8g9m-119g98h-15i9gccgd9g9h8h9j9k67g7h12h5h31g","seed":"collection-medium-5","score":10.5},
  {"id":"medium-06","difficulty":"medium","size":"9x9","puzzle":"https://puzz.link/p?kurotto/9/9/h1h0k4g01g3h5g5g01g15g6g5h2h7q6g1g21g05g1g2h5g44g0m41h","seed":"collection-medium-6","score":7.1},
  {"id":"medium-07","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?kurotto/7/7/jag02g1j2199h0qffn1g10i","seed":"collection-medium-7","score":8.5},
  {"id":"medium-08","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?kurotto/8/8/g4g8gaj17gaj7j05k922h0j0jajagaha9kag","seed":"collection-medium-8","score":3.8},
  {"id":"medium-09","difficulty":"medium","size":"9x9","puzzle":"https://puzz.link/p?kurotto/9/9/6g6n69i336j3h9g67h10n9j20h19g2h4iag33i3al3g9h","seed":"collection-medium-9","score":4.4},
  {"id":"medium-10","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?kurotto/7/7/3h301g4g345o69hb78h-10bjcj8hc778g","seed":"collection-medium-10","score":4.6},
  {"id":"hard-01","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?kurotto/7/7/dhdeg2gdofn2h2g0h1h2h3g3g5h3","seed":"collection-hard-1","score":38.6},
  {"id":"hard-02","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?kurotto/8/8/g6k0g6k0h-12jcg6hccgdh0dhdg7i2i0i3g3g2m","seed":"collection-hard-2","score":39},
  {"id":"hard-03","difficulty":"hard","size":"9x9","puzzle":"https://puzz.link/p?kurotto/9/9/i10o4g413g10j41g0g0g44i0g2g4i50i0h5h2g31g65h0p4i","seed":"collection-hard-3","score":28.2},
  {"id":"hard-04","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?kurotto/7/7/h5hddn04fhd0ke02gfgeh0jegehdgd","seed":"collection-hard-4","score":25.8},
  {"id":"hard-05","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?kurotto/8/8/555g0g1l01p155g11h34g540p4h4422g0g0g2h","seed":"collection-hard-5","score":38.1},
  {"id":"hard-06","difficulty":"hard","size":"9x9","puzzle":"https://puzz.link/p?kurotto/9/9/g0g0h2j1ic3h4gdgc1g2h1ichbhcic1hcicg1h-13gcdg3h77ch3m2i","seed":"collection-hard-6","score":38.3},
  {"id":"hard-07","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?kurotto/7/7/7jbg8ibk7j01h9j6j320656g4k","seed":"collection-hard-7","score":38.3},
  {"id":"hard-08","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?kurotto/8/8/g2idj1jehddgdeh-10id34g-10i-10i0d0d1p1g1g1g0g","seed":"collection-hard-8","score":35},
  {"id":"hard-09","difficulty":"hard","size":"9x9","puzzle":"https://puzz.link/p?kurotto/9/9/4h00h1j0h1g1h010g4g16i4h6j2h5i1h0h222g3g21k4h2i3i2h42","seed":"collection-hard-9","score":38.1},
  {"id":"hard-10","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?kurotto/7/7/5g5h205i3l054g97g6h4g6p4444g1g0","seed":"collection-hard-10","score":34.4},
  {"id":"expert-01","difficulty":"expert","size":"7x7","puzzle":"https://puzz.link/p?kurotto/7/7/h0i010hcjbp0gbhbk1h20i0h","seed":"collection-expert-1","score":142.9},
  {"id":"expert-02","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?kurotto/8/8/g0m6h262n6g54k6j6r78hbg0m","seed":"collection-expert-2","score":889.5},
  {"id":"expert-03","difficulty":"expert","size":"9x9","puzzle":"https://puzz.link/p?kurotto/9/9/2i7h8i3h7g7g3l7j9g7g0h9h9h1h0i55ial1g1h9r6","seed":"collection-expert-3","score":972.4},
];
