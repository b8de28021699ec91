// The bundled Kakurasu puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts kakurasu --sizes 6x6,7x7,8x8
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"6x6","puzzle":"15 - - 7 5 -\n3 5 5 13 12 10\n","seed":"collection-easy-1","score":2.9},
  {"id":"easy-02","difficulty":"easy","size":"7x7","puzzle":"19 - - 6 15 17 -\n15 3 8 22 6 14 23\n","seed":"collection-easy-2","score":2.9},
  {"id":"easy-03","difficulty":"easy","size":"8x8","puzzle":"17 20 17 2 26 33 2 17\n9 35 - - 12 - 14 25\n","seed":"collection-easy-3","score":1.1},
  {"id":"easy-04","difficulty":"easy","size":"6x6","puzzle":"15 - 21 - - 14\n11 6 16 8 14 9\n","seed":"collection-easy-4","score":0.6},
  {"id":"easy-05","difficulty":"easy","size":"7x7","puzzle":"3 14 24 19 25 6 18\n- 28 - 14 17 - 21\n","seed":"collection-easy-5","score":0.6},
  {"id":"easy-06","difficulty":"easy","size":"8x8","puzzle":"7 14 28 17 23 19 26 9\n6 9 35 - - - - 11\n","seed":"collection-easy-6","score":1.1},
  {"id":"easy-07","difficulty":"easy","size":"6x6","puzzle":"5 9 3 14 12 16\n4 - - - 11 17\n","seed":"collection-easy-7","score":0.5},
  {"id":"easy-08","difficulty":"easy","size":"7x7","puzzle":"2 11 13 5 27 14 23\n- - 15 - 24 15 -\n","seed":"collection-easy-8","score":0.7},
  {"id":"easy-09","difficulty":"easy","size":"8x8","puzzle":"34 0 4 33 26 8 26 17\n13 25 - 17 20 - - -\n","seed":"collection-easy-9","score":1},
  {"id":"easy-10","difficulty":"easy","size":"6x6","puzzle":"13 8 16 17 18 12\n10 - - 15 15 18\n","seed":"collection-easy-10","score":0.9},
  {"id":"medium-01","difficulty":"medium","size":"6x6","puzzle":"13 17 - - - 1\n9 8 3 7 11 6\n","seed":"collection-medium-1","score":7.2},
  {"id":"medium-02","difficulty":"medium","size":"7x7","puzzle":"23 19 3 21 3 10 16\n16 - 25 16 - - -\n","seed":"collection-medium-2","score":6.3},
  {"id":"medium-03","difficulty":"medium","size":"8x8","puzzle":"33 17 21 22 32 26 8 17\n11 18 - 4 26 - - 27\n","seed":"collection-medium-3","score":6.4},
  {"id":"medium-04","difficulty":"medium","size":"6x6","puzzle":"- - 19 14 - 10\n15 11 11 12 13 16\n","seed":"collection-medium-4","score":3.6},
  {"id":"medium-05","difficulty":"medium","size":"7x7","puzzle":"10 17 28 18 - - -\n19 5 20 15 17 21 15\n","seed":"collection-medium-5","score":7.2},
  {"id":"medium-06","difficulty":"medium","size":"8x8","puzzle":"18 22 - - - 17 28 17\n18 23 15 13 20 31 27 3\n","seed":"collection-medium-6","score":10.8},
  {"id":"medium-07","difficulty":"medium","size":"6x6","puzzle":"9 13 - 9 - -\n19 17 12 0 15 6\n","seed":"collection-medium-7","score":5.6},
  {"id":"medium-08","difficulty":"medium","size":"7x7","puzzle":"21 - 4 27 15 - -\n3 12 21 9 17 25 13\n","seed":"collection-medium-8","score":6.1},
  {"id":"medium-09","difficulty":"medium","size":"8x8","puzzle":"4 24 16 - 15 - - 13\n31 11 6 18 20 35 12 7\n","seed":"collection-medium-9","score":6.7},
  {"id":"medium-10","difficulty":"medium","size":"6x6","puzzle":"11 9 17 2 8 11\n14 - 12 - - 6\n","seed":"collection-medium-10","score":8.9},
  {"id":"hard-01","difficulty":"hard","size":"6x6","puzzle":"7 6 6 13 10 15\n11 9 18 - - 10\n","seed":"collection-hard-1","score":36.2},
  {"id":"hard-02","difficulty":"hard","size":"7x7","puzzle":"10 - 10 - 16 11 25\n6 11 24 16 12 25 9\n","seed":"collection-hard-2","score":34.2},
  {"id":"hard-03","difficulty":"hard","size":"8x8","puzzle":"- 25 17 27 14 - 0 -\n13 7 13 21 13 25 3 24\n","seed":"collection-hard-3","score":21.2},
  {"id":"hard-04","difficulty":"hard","size":"6x6","puzzle":"9 14 9 8 0 4\n- 5 - 3 5 -\n","seed":"collection-hard-4","score":14.8},
  {"id":"hard-05","difficulty":"hard","size":"7x7","puzzle":"19 - 8 23 - 13 11\n22 14 3 18 13 22 12\n","seed":"collection-hard-5","score":19.1},
  {"id":"hard-06","difficulty":"hard","size":"8x8","puzzle":"11 - 10 - 29 11 - 13\n8 1 7 20 22 15 17 18\n","seed":"collection-hard-6","score":29.3},
  {"id":"hard-07","difficulty":"hard","size":"6x6","puzzle":"16 15 13 7 18 16\n14 - 11 - - 18\n","seed":"collection-hard-7","score":17.8},
  {"id":"hard-08","difficulty":"hard","size":"7x7","puzzle":"20 7 15 9 22 17 26\n- 12 - 17 25 - 22\n","seed":"collection-hard-8","score":24.8},
  {"id":"hard-09","difficulty":"hard","size":"8x8","puzzle":"22 - 22 3 - 2 27 -\n19 16 13 22 25 16 18 11\n","seed":"collection-hard-9","score":14.1},
  {"id":"hard-10","difficulty":"hard","size":"6x6","puzzle":"6 9 - - 6 9\n11 8 12 8 10 2\n","seed":"collection-hard-10","score":16.1},
  {"id":"expert-01","difficulty":"expert","size":"6x6","puzzle":"14 8 13 - 8 -\n11 10 7 14 13 8\n","seed":"collection-expert-1","score":372.8},
  {"id":"expert-02","difficulty":"expert","size":"7x7","puzzle":"11 17 - 23 13 - -\n11 17 12 6 14 11 14\n","seed":"collection-expert-2","score":803.7},
  {"id":"expert-03","difficulty":"expert","size":"8x8","puzzle":"29 14 6 6 - 19 - -\n20 27 12 4 7 29 20 15\n","seed":"collection-expert-3","score":116.5},
];
