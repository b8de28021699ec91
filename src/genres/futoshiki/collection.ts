// The bundled Futoshiki puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts futoshiki --sizes 6x6,7x7,8x8
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"6x6","puzzle":"6:0,0,0,0,0,0,0,0,0,0,0,4,0U,0L,0,6,0,0,0,5,0,0,0,0,0,3,0,1,0R,0,4U,0,2,0,0,3,","seed":"collection-easy-1","score":0.3},
  {"id":"easy-02","difficulty":"easy","size":"7x7","puzzle":"7:0,0,0,5,0,3,2,0,0,0,0,0,0,4,0U,0R,0,0U,6,0,0U,0,7,0,0,0,0,0,5,0,0L,0,0,1,0,0,0,0,3,4,0,5,1,0R,0R,0,0,0,0U,","seed":"collection-easy-2","score":0.4},
  {"id":"easy-03","difficulty":"easy","size":"8x8","puzzle":"8:2,0,0,0,0,3L,0,0,0R,0,0,4,2,8,0R,0,0R,0,0,0,0,0D,0L,0,7,0,0,3,5,0,0,0,0,8,0,0,0,5,0,0U,0,7,8,0,0D,0,3,0,0,2,0,0,0,0D,0,0,4,0,2,0,6,0,0R,0,","seed":"collection-easy-3","score":0.5},
  {"id":"easy-04","difficulty":"easy","size":"6x6","puzzle":"6:0,0,3,5,4,0,0,0,0,0,0,0,0,0,0U,0,1,0,0,0,0,4,0L,0,0,6,0U,3,0,2,0,0L,0U,0,0R,0,","seed":"collection-easy-4","score":0.4},
  {"id":"easy-05","difficulty":"easy","size":"7x7","puzzle":"7:0,0,0,6,0,0,0,0,0,0U,0,0,0D,4,0,0U,0U,0,0,6,0,5,0,6,0,3,0D,0,0,0,0R,0,0,0,0,0,0U,0,0,4U,0,7,7,0,0,0,2,0,1,","seed":"collection-easy-5","score":0.4},
  {"id":"easy-06","difficulty":"easy","size":"8x8","puzzle":"8:5,7,0,0,0,0R,2,0,0,0,7U,6,0,0U,0,0,0,0U,0D,0,0,0D,0,0D,0,0U,0,0,0,4,0,0,0R,0R,0,7,6,0U,0,0,4,0,0,0D,0,0,0,2,0,8,0U,0D,3,2,0D,4,0,0,0,0,5,0,0L,8,","seed":"collection-easy-6","score":0.6},
  {"id":"easy-07","difficulty":"easy","size":"6x6","puzzle":"6:0,0,3,6,4R,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0U,0,3,0U,0,0,4,2,6,1,0,0U,1,4,0,0,","seed":"collection-easy-7","score":0.4},
  {"id":"easy-08","difficulty":"easy","size":"7x7","puzzle":"7:0,0,0,0,0,2,4,0,0,0,0L,0,0,0,3,0,6,0U,0L,0,0,0,0,0U,0,5,0L,0,0,0,0,0,0,4R,0,0,3,5,0,0,0,0,0,0,0,7,1,5,0,","seed":"collection-easy-8","score":0.4},
  {"id":"easy-09","difficulty":"easy","size":"8x8","puzzle":"8:0D,2,0,0,0,0,0,0,0,7,0,8,0,0,2,5,0,6,0,0,3,0,7L,0,0D,0,6,0,7,0,0,0,0,3U,0,0R,0D,0,5,2,0,0,0,0,0,0,0,8,1,0,0U,0,6L,0,3,0,0,0,0,4,0,0,0,0,","seed":"collection-easy-9","score":0.7},
  {"id":"easy-10","difficulty":"easy","size":"6x6","puzzle":"6:0,0,0,0,3,2,5U,0,0,0U,0,0,0,0,0,0,2,0,0,4,0,2,0,0,0,0U,0,0U,0,0,4,0,0R,0,1,0,","seed":"collection-easy-10","score":0.5},
  {"id":"medium-01","difficulty":"medium","size":"6x6","puzzle":"6:0D,0,0D,0D,0,0D,0,0,0,0R,0U,0,0,0R,0R,0,0,0D,0,0,0,0,0,0,0,0,0,5,0D,0,0R,0,6,1,4,0,","seed":"collection-medium-1","score":3.5},
  {"id":"medium-02","difficulty":"medium","size":"7x7","puzzle":"7:0,1,0,0,0,0,5,2,0D,0,0,5,0,6,0,0L,0,2,6,0D,0,0,2,0,5,0,0R,0U,7,5,1,0,0,0,0,0,0,3,0U,0U,0,0,0,0,0U,0L,0,0,0,","seed":"collection-medium-2","score":2.5},
  {"id":"medium-03","difficulty":"medium","size":"8x8","puzzle":"8:0,4,0,0DL,0,5,0,7L,8,0,0,0,0,0,0R,0,0,0,0,0U,0,0,0,5,0D,0R,2,0,6,0,0,0,3,0U,0,0,0,4,0,0L,0,0U,7U,0,4,0R,0,6U,0,0,0D,0UD,7,0,0D,1,0,0,0,0,0,1,5,0,","seed":"collection-medium-3","score":3.9},
  {"id":"medium-04","difficulty":"medium","size":"6x6","puzzle":"6:4,0R,0,0,0,0,0,0L,0,0L,0D,0U,0,5,0,0,2,4,5,0,0,0,3L,0,0,0,6,0,0,2,0,0,0,0,0L,5,","seed":"collection-medium-4","score":7.3},
  {"id":"medium-05","difficulty":"medium","size":"7x7","puzzle":"7:0,0R,0D,0,5,0,0,0R,0,0,0,2,3,0,0,0R,0,0L,0L,1,0,0D,0,0,0,0,0D,4,0,7,0,1,0,0,5,0,0,0,0,0,0D,0L,6,0,5R,0,0,0,0,","seed":"collection-medium-5","score":7.8},
  {"id":"medium-06","difficulty":"medium","size":"8x8","puzzle":"8:4,0L,0,0,0D,0L,0,0,0D,3,0,0,0,0L,0D,0DL,0,6R,0,2,0,0R,3,0L,0,0,0,5,0,0D,8,0,0,7,0,3,5,2,0D,0,0,2,7,8,0,6,5,0,0,0,2,0,0L,0,0,0L,0,0,0,0,0,5,0,0,","seed":"collection-medium-6","score":5.8},
  {"id":"medium-07","difficulty":"medium","size":"6x6","puzzle":"6:0,0,0,0,0,0D,3U,1,0,6,0,4,0,0,0,0,1,0,0,4,0,0U,0,0,1,0,0,0,0,0,0R,0U,0,0,0,0L,","seed":"collection-medium-7","score":3.4},
  {"id":"medium-08","difficulty":"medium","size":"7x7","puzzle":"7:0,0,0,4,0,0,0,0,6,0U,0D,0,0U,0,6,0,7,0,0,0R,0D,0,0U,0,5,0,0,0,0,0,0,0,5,0L,4,0,0D,0L,0,2,5,0,0,0,5,0,3,0R,0,","seed":"collection-medium-8","score":5.6},
  {"id":"medium-09","difficulty":"medium","size":"8x8","puzzle":"8:0,0,0D,0,0,0,0D,0,0R,0,0D,0,0L,5,0,0,0,0,0,0,0U,0UL,0,0,0R,0R,0,3,0,0,0U,5,0,1,0D,0,0,0,2,4,0U,0,6,5,0D,0,0,8,6,0,2,0,0,0,3R,0,0,0,0,4,0,0,7,0,","seed":"collection-medium-9","score":2.8},
  {"id":"medium-10","difficulty":"medium","size":"6x6","puzzle":"6:0D,0,0,0,6,0,0,5,3,0,1,0,0,1,6,0U,0,0,0,0,0,0,0,2,0,0,0RL,0,0,0,0,0,0L,0,4,0,","seed":"collection-medium-10","score":2.4},
  {"id":"hard-01","difficulty":"hard","size":"6x6","puzzle":"6:0R,0,5,0,0,0,0U,0,0,0R,0,1,0,5,0,0R,0R,0D,0,4,0,0,0,0,0,0,0,5R,0,0,0R,0,2,0,0,0,","seed":"collection-hard-1","score":10.4},
  {"id":"hard-02","difficulty":"hard","size":"7x7","puzzle":"7:2,0,5D,0,0,0,0,0,0,0L,0,7,0U,0,0D,0R,0,0,2,0UD,3,0,0,7,5,0,0,0,0,0U,0R,0,5,0L,0,0,0,0,4,0,2,0,0,0,4,7,6,3,0,","seed":"collection-hard-2","score":8.7},
  {"id":"hard-03","difficulty":"hard","size":"8x8","puzzle":"8:0,0,5D,3D,0,0,7,4D,0,0,0,0,0R,0,2,0,0,5,0,0,0,6,0,0,8,0,0,0RL,0,0R,0,0,2,0D,0,0,0,0L,0,0,4D,0R,0U,0,0,0U,0,0,0,0,0,0,0,0,0,0,0,0,0R,0,3,0L,5,2,","seed":"collection-hard-3","score":14},
  {"id":"hard-04","difficulty":"hard","size":"6x6","puzzle":"6:0R,0,3,0,0,0,0,1,0R,0,0,2,0,0,0R,0,0,0,0R,0D,0D,5,0,0,0,0,0,0,0,0,5,0,0,0,0L,0,","seed":"collection-hard-4","score":11.4},
  {"id":"hard-05","difficulty":"hard","size":"7x7","puzzle":"7:0,0L,0,0,0,0,2,0,0,0,0,0,1,6,0,1,0D,0R,6,3,0,0,3,0,0,5,6,0,0,0U,0,4,0,0,0U,0,0,0,6,0RD,0R,0,4,0,0,0,0R,0,0,","seed":"collection-hard-5","score":12.6},
  {"id":"hard-06","difficulty":"hard","size":"8x8","puzzle":"8:7,0,6,0R,3,0R,0,0,0,0,0,0,0,6,8,0,0,0U,8,6,1,0,0L,4,0,1,0,0,0,0,0,5DL,0D,0,4,8,0,0,0,0,0,0,0,4R,0,0,0,0,0,0,0,0,7,0D,0L,0,0,0R,0,3,0,0,0,1,","seed":"collection-hard-6","score":8.7},
  {"id":"hard-07","difficulty":"hard","size":"6x6","puzzle":"6:0,4,0,0,3L,0,0,0,0,2,0,0,0,5,0,0,0U,0,6,0D,0U,0,0,0,0R,0,0R,3,0L,0,0U,0,0,0,4,0,","seed":"collection-hard-7","score":10.6},
  {"id":"hard-08","difficulty":"hard","size":"7x7","puzzle":"7:0,0,0,0,0,4,6,0,0,2U,0,1,0,7,6,0,0D,0,0R,0,0,0U,0,0,0,0,2,0D,3,0,0R,0,4,0,0L,0,5,0U,0,0,0,1,0,0,0,0,2,0,0,","seed":"collection-hard-8","score":12.4},
  {"id":"hard-09","difficulty":"hard","size":"8x8","puzzle":"8:0,5D,0L,0,1,0R,0,0,0U,0,3,0,0,0,0D,0,0,0,0L,6D,0,0,3L,0,0,0,2,0,0,5,0,0,0,0U,0,0,0U,0,0,0,0D,4,0U,0,0,0,7,0,0,1,0,0,0R,0,0U,0D,0R,0,0,3,0,2,0,0,","seed":"collection-hard-9","score":13.8},
  {"id":"hard-10","difficulty":"hard","size":"6x6","puzzle":"6:2,0,0,5,0,0,0R,0,0,0,0,0U,0,6,2,0U,0U,0,0,0,0,3,0,0,0U,0D,0,0U,4,0D,0,0,0,0,0,0,","seed":"collection-hard-10","score":8.5},
  {"id":"expert-01","difficulty":"expert","size":"6x6","puzzle":"6:0,0D,0,0R,0,0,0U,0,5,0,0D,0U,0,0,0,0,3,4,0,0L,2,0D,0R,0,0,0,0,0D,2,0,0,0,0,0,0,3,","seed":"collection-expert-1","score":21.6},
  {"id":"expert-02","difficulty":"expert","size":"7x7","puzzle":"7:0,0L,0,1,0,0,0,0,0L,3,7,0,0,0L,0,0,0,3,0,0,0L,0,4,6,0,7,0,0,0,0,0,0,0,0L,6,0,6,0,0,0L,0D,0,2,0,4,0,3,0,0,","seed":"collection-expert-2","score":32.7},
  {"id":"expert-03","difficulty":"expert","size":"8x8","puzzle":"8:8,6,2,0R,0,0,0,0,0,1,5,0U,4,0,8,6,0,0,8,0,0,0R,0,0,0,2,0,0D,0D,6,0D,0,0,0,0,4,0,0D,0L,0L,0,0,0,0,0,0,0,3,0R,0,0L,0R,0,0,1,0,0,0,0,0L,8,3,5,0,","seed":"collection-expert-3","score":42.7},
];
