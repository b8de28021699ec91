// The bundled Sudoku puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts sudoku --sizes 6x6,9x9,9x9
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?sudoku/6/6/4h1m2g2i45i6g6m5h3","seed":"collection-easy-1","score":0.2},
  {"id":"easy-02","difficulty":"easy","size":"9x9","puzzle":"https://puzz.link/p?sudoku/9/9/h6h8g9g3425h6o3k4g7i7g9g6g4i9g7k3o8h9526g6g8h9h","seed":"collection-easy-2","score":0.3},
  {"id":"easy-03","difficulty":"easy","size":"9x9","puzzle":"https://puzz.link/p?sudoku/9/9/8g9h43k5h2j1k5g3g8h7i6g215g4i4h9g5g3k5j6h3k57h4g6","seed":"collection-easy-3","score":0.3},
  {"id":"easy-04","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?sudoku/6/6/i5i4i6g26g5h5g61g2i4i3i","seed":"collection-easy-4","score":0.1},
  {"id":"easy-05","difficulty":"easy","size":"9x9","puzzle":"https://puzz.link/p?sudoku/9/9/l5k6i29g6725l4g2g3h38g7g1g62h1g3g9l7315g75i2k8l","seed":"collection-easy-5","score":0.3},
  {"id":"easy-06","difficulty":"easy","size":"9x9","puzzle":"https://puzz.link/p?sudoku/9/9/g8g46g79g4m2g13g9g8i2i1l7g9l5i4i7g5g98g1m5g95g24g1g","seed":"collection-easy-6","score":0.3},
  {"id":"easy-07","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?sudoku/6/6/6n5h26h5114h36h6n2","seed":"collection-easy-7","score":0.2},
  {"id":"easy-08","difficulty":"easy","size":"9x9","puzzle":"https://puzz.link/p?sudoku/9/9/8l5h1g5i2g65g8g34k3i4i47261i8i4k84g5g92g6i2g1h2l4","seed":"collection-easy-8","score":0.4},
  {"id":"easy-09","difficulty":"easy","size":"9x9","puzzle":"https://puzz.link/p?sudoku/9/9/842j9g15g6h7m4l9h8g73h7g6h25g7h3l3m9h2g53g3j984","seed":"collection-easy-9","score":0.2},
  {"id":"easy-10","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?sudoku/6/6/g6i51h2j1g2h4g5j4h23i6g","seed":"collection-easy-10","score":0.2},
  {"id":"medium-01","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?sudoku/6/6/g1h3j6h2i5h5i3h5j4h1g","seed":"collection-medium-1","score":3.4},
  {"id":"medium-02","difficulty":"medium","size":"9x9","puzzle":"https://puzz.link/p?sudoku/9/9/51h6i7k24g8i9i6g3g5g7g8i4h3h7i8g9g6g4g8i9i1g95k4i8h96","seed":"collection-medium-2","score":7.6},
  {"id":"medium-03","difficulty":"medium","size":"9x9","puzzle":"https://puzz.link/p?sudoku/9/9/g2g3g16j3g5h2g8h62i759i2g7i2i3i7g5i192i93h4g4h6g7j74g8g9g","seed":"collection-medium-3","score":5.6},
  {"id":"medium-04","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?sudoku/6/6/g6j5g4k1h63h2k5g1j3g","seed":"collection-medium-4","score":7.3},
  {"id":"medium-05","difficulty":"medium","size":"9x9","puzzle":"https://puzz.link/p?sudoku/9/9/7h9o2g1g7i4g1g3h85k2g9h4h1g1k89h3g1g4i5g6g3o2h5","seed":"collection-medium-5","score":2.5},
  {"id":"medium-06","difficulty":"medium","size":"9x9","puzzle":"https://puzz.link/p?sudoku/9/9/7g9h3i6h71g3h2h96h8g1k5h34k91h2k7g2h97h3h1g32h4i5h9g2","seed":"collection-medium-6","score":5.5},
  {"id":"medium-07","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?sudoku/6/6/k13i4g45g3j6g54g4i31k","seed":"collection-medium-7","score":5.2},
  {"id":"medium-08","difficulty":"medium","size":"9x9","puzzle":"https://puzz.link/p?sudoku/9/9/i9g14g3h4k9j647h5g6h3h7g9k3g7h4h1g6h815j1k9h4g76g9i","seed":"collection-medium-8","score":3.5},
  {"id":"medium-09","difficulty":"medium","size":"9x9","puzzle":"https://puzz.link/p?sudoku/9/9/j1g7h579k1h69h8h1g58i4j5g1j8i41g9h1h89h9k683h4g2j","seed":"collection-medium-9","score":2.5},
  {"id":"medium-10","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?sudoku/6/6/2i5i4i1h36h63h1i6i2i3","seed":"collection-medium-10","score":5.4},
  {"id":"hard-01","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?sudoku/6/6/3g1g6h5i14p35i2h6g3g5","seed":"collection-hard-1","score":9.3},
  {"id":"hard-02","difficulty":"hard","size":"9x9","puzzle":"https://puzz.link/p?sudoku/9/9/i4i87g2k45g1i732l3h8g6g2g8g1g2h1l329i6g67k3g18i4i","seed":"collection-hard-2","score":8.5},
  {"id":"hard-03","difficulty":"hard","size":"9x9","puzzle":"https://puzz.link/p?sudoku/9/9/327i6i1h6l63j1h4h78g26h5g2h42g34h9h7j45l5h2i9i346","seed":"collection-hard-3","score":11.5},
  {"id":"hard-04","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?sudoku/6/6/i6i6h24g2i11i5g25h4i3i","seed":"collection-hard-4","score":9.2},
  {"id":"hard-05","difficulty":"hard","size":"9x9","puzzle":"https://puzz.link/p?sudoku/9/9/h9j2g4g13g2h9j4g8h7j5j82i69j8j7h3g9j6h7g32g1g5j9h","seed":"collection-hard-5","score":13.6},
  {"id":"hard-06","difficulty":"hard","size":"9x9","puzzle":"https://puzz.link/p?sudoku/9/9/g249i5g5g7h2g8i1g4g2h4i5g32g7i6i5g15g3i6h8g9g5i7g5h1g9g5i683g","seed":"collection-hard-6","score":8.4},
  {"id":"hard-07","difficulty":"hard","size":"9x9","puzzle":"https://puzz.link/p?sudoku/9/9/i63i9l4h17k52k714g4h9g2h6g354k31k94h6l5i24i","seed":"collection-hard-7-1.0","score":8.4},
  {"id":"hard-08","difficulty":"hard","size":"9x9","puzzle":"https://puzz.link/p?sudoku/9/9/g5g2j3h1h6h4h6g1h95j2g1k745k8g9j62h3g5h4h1h9h8j9g2g","seed":"collection-hard-8","score":12.5},
  {"id":"hard-09","difficulty":"hard","size":"9x9","puzzle":"https://puzz.link/p?sudoku/9/9/g1g3h2g4i6g4h5j85g7i7k9g3k2g8k7i6g17j2h5g9i7g4h3g1g","seed":"collection-hard-9","score":10.5},
  {"id":"hard-10","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?sudoku/6/6/g34g2g2p46p1g2g34g","seed":"collection-hard-10","score":11.2},
  {"id":"expert-01","difficulty":"expert","size":"9x9","puzzle":"https://puzz.link/p?sudoku/9/9/7h1i6g2j591k4h8l12g5h9i3h1g57l6h2k825j6g5i4h9","seed":"collection-expert-1-1.0","score":20.5},
  {"id":"expert-02","difficulty":"expert","size":"9x9","puzzle":"https://puzz.link/p?sudoku/9/9/h2i54g3h24k8i9k4g32i13g7g5g64i46g1k5i2k26h8g27i9h","seed":"collection-expert-2","score":15.7},
  {"id":"expert-03","difficulty":"expert","size":"9x9","puzzle":"https://puzz.link/p?sudoku/9/9/g2i41g3g6g9i4i7g2j8i5h3i2i4i3h4i6j1g8i4i2g1g1g94i7g","seed":"collection-expert-3","score":19.6},
];
