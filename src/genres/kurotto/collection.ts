// The bundled Kurotto puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts kurotto --sizes 7x7,8x8,9x9
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?kurotto/7/7/g1g06k5h0g15i6h5g5h10h44g1h4k04g4g","seed":"collection-easy-1","score":0.9},
  {"id":"easy-02","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?kurotto/8/8/h8g5g6h8h5h60i5h9g6g6359h7g9jah9g3i9g3h1j0g1h","seed":"collection-easy-2","score":1.4},
  {"id":"easy-03","difficulty":"easy","size":"9x9","puzzle":"https://puzz.link/p?kurotto/9/9/i5g65g545m1i1h5h1g7g101g66k41i8g7j6h4j6g0i3771g1013i","seed":"collection-easy-3","score":1.8},
  {"id":"easy-04","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?kurotto/7/7/h5g5h26h3g4ha9j8i83g6g6i0h7h3h7g3g2","seed":"collection-easy-4","score":1.2},
  {"id":"easy-05","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?kurotto/8/8/56h0k60h2h5i501h2g7k2g7h5520j5kaa5i5j","seed":"collection-easy-5","score":1.6},
  {"id":"easy-06","difficulty":"easy","size":"9x9","puzzle":"https://puzz.link/p?kurotto/9/9/g1g1g1g0h34g1g1g03k5g53h2n122m06g585g5l6l9h6g0i3g","seed":"collection-easy-6","score":2},
  {"id":"easy-07","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?kurotto/7/7/g3g3g2n0g6h03j0h16h0g2n6g6g0g","seed":"collection-easy-7","score":1},
  {"id":"easy-08","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?kurotto/8/8/25k1i4i12g3g7g7j3h6h3h7j126g7g61g6g6h10k60","seed":"collection-easy-8","score":1.6},
  {"id":"easy-09","difficulty":"easy","size":"9x9","puzzle":"https://puzz.link/p?kurotto/9/9/j40h1h5g41h2g4h02j5g0i64j0g4i62j32i66g7h4gai6h0h66g9h","seed":"collection-easy-9","score":1.7},
  {"id":"easy-10","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?kurotto/7/7/g01k4g6h4g3h7g1h1i532g1i2g21h5g21g6h","seed":"collection-easy-10","score":1.1},
  {"id":"medium-01","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?kurotto/7/7/g10g4h2g4i3h3h3i030i6g66h7kag76g67g","seed":"collection-medium-1","score":6.3},
  {"id":"medium-02","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?kurotto/8/8/4g7g62g2g4h7k9hag4776g9kah531h4i3g4i5g231g4h5h","seed":"collection-medium-2","score":6.6},
  {"id":"medium-03","difficulty":"medium","size":"9x9","puzzle":"https://puzz.link/p?kurotto/9/9/g4g7g3i4h7g4g4j8g3g2g00h8j1015h51n02g5g0g5l2g23g1i7g4i","seed":"collection-medium-3","score":4.8},
  {"id":"medium-04","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?kurotto/7/7/4i6h5k0g75g6g53k62g4566g1k3j3h","seed":"collection-medium-4","score":9},
  {"id":"medium-05","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?kurotto/8/8/66661mbh5ifi54aag95j8h051h9k67g7h12h5h31g","seed":"collection-medium-5","score":6.5},
  {"id":"medium-06","difficulty":"medium","size":"9x9","puzzle":"https://puzz.link/p?kurotto/9/9/h1h0k4g01g3h5g5g01g15g6g5h2h7q6g1g21g05g1g2h5g44g0m41h","seed":"collection-medium-6","score":7.1},
  {"id":"medium-07","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?kurotto/7/7/l02g13h2g1557g0o5gbbg2hbi1h0i","seed":"collection-medium-7","score":3.6},
  {"id":"medium-08","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?kurotto/8/8/g4g7g9i31h9g3h6h6h5g2i822h0g8m4g25g6k5i8g4g","seed":"collection-medium-8","score":11.2},
  {"id":"medium-09","difficulty":"medium","size":"9x9","puzzle":"https://puzz.link/p?kurotto/9/9/6g6h6k69k6ia3004g6g7i4h3g1g0g4h2h30g4g21g4p33k63g2g2","seed":"collection-medium-9","score":3.7},
  {"id":"medium-10","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?kurotto/7/7/3h3g104h4k4j69h956ha9j6g6h6i0g6g","seed":"collection-medium-10","score":4},
  {"id":"hard-01","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?kurotto/7/7/0g66i66i4k2g36g6g2g20g2g0i2h3g3g3g5h3","seed":"collection-hard-1","score":25.7},
  {"id":"hard-02","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?kurotto/8/8/h045g1i4j0m2h04k7h01h7k110h134g0i5j","seed":"collection-hard-2","score":22},
  {"id":"hard-03","difficulty":"hard","size":"9x9","puzzle":"https://puzz.link/p?kurotto/9/9/i10o4g413g10j41g0g0g44i0g2g4i50i0h5h2g31g65h0p4i","seed":"collection-hard-3","score":28.2},
  {"id":"hard-04","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?kurotto/7/7/h52g0h5i1j5i0h5h4i2j0j4g3h5g3","seed":"collection-hard-4","score":27.3},
  {"id":"hard-05","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?kurotto/8/8/555g0g1l01p155g11h34g540p4h4422g0g0g2h","seed":"collection-hard-5","score":38.1},
  {"id":"hard-06","difficulty":"hard","size":"9x9","puzzle":"https://puzz.link/p?kurotto/9/9/g0g0g3o3g2g4i81g2h1g8g5h5g17j1h2g7g5g16g3i03i4g2m5g2i","seed":"collection-hard-6","score":38},
  {"id":"hard-07","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?kurotto/7/7/6g6j7iaj66i40g5g9j6k20656m","seed":"collection-hard-7","score":38.1},
  {"id":"hard-08","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?kurotto/8/8/h6j15g16i1i6g6i5g8g634g5h6k2g0m1h310h11h","seed":"collection-hard-8","score":37.9},
  {"id":"hard-09","difficulty":"hard","size":"9x9","puzzle":"https://puzz.link/p?kurotto/9/9/4h00h1j0h1g1h010g4g16i4h6j2h5i1h0h222g3g21k4h2i3i2h42","seed":"collection-hard-9","score":38.1},
  {"id":"hard-10","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?kurotto/7/7/5g5h205i3l054g97g6h4g6p4444g1g0","seed":"collection-hard-10","score":34.4},
  {"id":"expert-01","difficulty":"expert","size":"7x7","puzzle":"https://puzz.link/p?kurotto/7/7/h07h01g6k4nah0g4i1k1g20g100h","seed":"collection-expert-1","score":194.4},
  {"id":"expert-02","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?kurotto/8/8/g0m6h262n6g54k6j6r78hbg0m","seed":"collection-expert-2","score":889.5},
  {"id":"expert-03","difficulty":"expert","size":"9x9","puzzle":"https://puzz.link/p?kurotto/9/9/2h1i1l6p5h4g3h5i3h30g1i8h5g0h6o5g5j1jah6","seed":"collection-expert-3","score":667.4},
];
