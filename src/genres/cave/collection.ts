// The bundled Cave puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts cave --sizes 7x7,8x8,9x9
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?cave/7/7/7j5k6g2j4q7j8j5h8j4","seed":"collection-easy-1","score":1},
  {"id":"easy-02","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?cave/8/8/i5h78g6h9i87pbl5p67i5h3g33l","seed":"collection-easy-2","score":0.9},
  {"id":"easy-03","difficulty":"easy","size":"9x9","puzzle":"https://puzz.link/p?cave/9/9/h6l87g5g6h5o8g4i85l7k5i9g5oagaagag995n","seed":"collection-easy-3","score":1.2},
  {"id":"easy-04","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?cave/7/7/h8k8gan9g3gbg7g9g4p5i7j","seed":"collection-easy-4","score":0.7},
  {"id":"easy-05","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?cave/8/8/g9mchaca84r7j8j2na787h8m43","seed":"collection-easy-5","score":0.5},
  {"id":"easy-06","difficulty":"easy","size":"9x9","puzzle":"https://puzz.link/p?cave/9/9/42i3o53h4h5k3h9g856i7gam7nchah3k6g3h3i43","seed":"collection-easy-6","score":1.1},
  {"id":"easy-07","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?cave/7/7/h5h7g3k93jbg5k6g6j6l647k","seed":"collection-easy-7","score":0.4},
  {"id":"easy-08","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?cave/8/8/j3i6k34h4k6g5pbg3kdh74g5m5h5g","seed":"collection-easy-8","score":0.6},
  {"id":"easy-09","difficulty":"easy","size":"9x9","puzzle":"https://puzz.link/p?cave/9/9/g3i7gcg7g56h7k3o6g9i3kai2jbr8ga98g-10g3i3gag","seed":"collection-easy-9","score":0.7},
  {"id":"easy-10","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?cave/7/7/4h7g2m6j3g2h5l3o66i2h2","seed":"collection-easy-10","score":0.4},
  {"id":"medium-01","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?cave/7/7/6h7l3j7h46g3k3ga5h3j5i2h3i","seed":"collection-medium-1","score":4.9},
  {"id":"medium-02","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?cave/8/8/6j2g4h88h8h8o45l2o44h7l2l2","seed":"collection-medium-2","score":5},
  {"id":"medium-03","difficulty":"medium","size":"9x9","puzzle":"https://puzz.link/p?cave/9/9/2i8k3h75k5h77g8g7l4h7s559g9bhbk88h8h7h5j","seed":"collection-medium-3","score":10.5},
  {"id":"medium-04","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?cave/7/7/a8g7g9k5g5y5g5g9k3g3h3","seed":"collection-medium-4","score":10.1},
  {"id":"medium-05","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?cave/8/8/l4k5i55j42p87j99jb8i7n8h5","seed":"collection-medium-5","score":9.4},
  {"id":"medium-06","difficulty":"medium","size":"9x9","puzzle":"https://puzz.link/p?cave/9/9/g5j66hah99hch8o4i7ib5g6j7i7m3j4i5h5h7k3g","seed":"collection-medium-6","score":6},
  {"id":"medium-07","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?cave/7/7/g3i2h3l7g5s5n87g5h63g","seed":"collection-medium-7","score":7.6},
  {"id":"medium-08","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?cave/8/8/4o7k3jcg6gb7i9h6iau8h36g2i4","seed":"collection-medium-8","score":4},
  {"id":"medium-09","difficulty":"medium","size":"9x9","puzzle":"https://puzz.link/p?cave/9/9/h6g9h33h6i9k8mal7m3lbm8j6jc5g66h9gah","seed":"collection-medium-9","score":10.9},
  {"id":"medium-10","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?cave/7/7/l3k6g3j7i5kah7g857g8g7n","seed":"collection-medium-10","score":9.9},
  {"id":"hard-01","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?cave/7/7/hbh7haj5n9l9g5i8j2n","seed":"collection-hard-1","score":28.1},
  {"id":"hard-02","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?cave/8/8/h3h3h3j5i8g98p5544j6i77g9n2n","seed":"collection-hard-2","score":17.2},
  {"id":"hard-03","difficulty":"hard","size":"9x9","puzzle":"https://puzz.link/p?cave/9/9/g3j4j5gbhbsfhbhamah8l5lbk9g7j8biag","seed":"collection-hard-3","score":12.1},
  {"id":"hard-04","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?cave/7/7/h4g8g7i4o7g5i6g2o6i3g4j","seed":"collection-hard-4","score":35.4},
  {"id":"hard-05","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?cave/8/8/g9h4k2h7g5n3i5gbh8g2i3n7g7777n8g","seed":"collection-hard-5","score":15},
  {"id":"hard-06","difficulty":"hard","size":"9x9","puzzle":"https://puzz.link/p?cave/9/9/i9h4kdi6i6hao2h2x2g9h5m7g5i4k5","seed":"collection-hard-6","score":24.7},
  {"id":"hard-07","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?cave/7/7/i7h7j5h5m5i3g9k2h7j5h2i","seed":"collection-hard-7","score":22.2},
  {"id":"hard-08","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?cave/8/8/h5i6g2hcocj7cj8iddcmakcj3i9h","seed":"collection-hard-8","score":13.1},
  {"id":"hard-09","difficulty":"hard","size":"9x9","puzzle":"https://puzz.link/p?cave/9/9/g3l2k6g8j5j4h4k3h4i5863k4m5i24g3j3j5h6g","seed":"collection-hard-9","score":34.1},
  {"id":"hard-10","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?cave/7/7/6k5h544h8t7j7h3g44l3g","seed":"collection-hard-10","score":34.3},
  {"id":"expert-01","difficulty":"expert","size":"7x7","puzzle":"https://puzz.link/p?cave/7/7/i55g6g8m9j6h8h6r3i84i","seed":"collection-expert-1","score":64.6},
  {"id":"expert-02","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?cave/8/8/5j37n3h5m5j5chbgcl8al6p3","seed":"collection-expert-2","score":131.9},
  {"id":"expert-03","difficulty":"expert","size":"9x9","puzzle":"https://puzz.link/p?cave/9/9/g2i33h3h5n9l3hai4h5l3i8h35q8h8g77h55h3h","seed":"collection-expert-3","score":92.3},
];
