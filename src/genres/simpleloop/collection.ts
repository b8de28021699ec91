// The bundled Simple Loop puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts simpleloop --sizes 6x6,8x8
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?simpleloop/6/6/o1jot2s0","seed":"collection-easy-1","score":0.1},
  {"id":"easy-02","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?simpleloop/8/8/05un2trg7q8ce","seed":"collection-easy-2","score":0.1},
  {"id":"easy-03","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?simpleloop/6/6/s8h1mbhg","seed":"collection-easy-3","score":0.1},
  {"id":"easy-04","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?simpleloop/8/8/o3fd15th0hb10","seed":"collection-easy-4","score":0.1},
  {"id":"easy-05","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?simpleloop/6/6/3kblou00","seed":"collection-easy-5","score":0.1},
  {"id":"easy-06","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?simpleloop/8/8/g6up3loh8hb10","seed":"collection-easy-6","score":0.1},
  {"id":"easy-07","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?simpleloop/6/6/s0jh2n3g","seed":"collection-easy-7","score":0.1},
  {"id":"easy-08","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?simpleloop/8/8/s273gopfgfds6","seed":"collection-easy-8","score":0.1},
  {"id":"easy-09","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?simpleloop/6/6/vvs6r9hg","seed":"collection-easy-9","score":0.1},
  {"id":"easy-10","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?simpleloop/8/8/sf4tr05ag3bse","seed":"collection-easy-10","score":0.1},
  {"id":"medium-01","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?simpleloop/6/6/gja4ef7g","seed":"collection-medium-1","score":5.2},
  {"id":"medium-02","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?simpleloop/6/6/01mj801g","seed":"collection-medium-2-1.0","score":5.3},
  {"id":"medium-03","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?simpleloop/6/6/7i00p0gg","seed":"collection-medium-3","score":5.3},
  {"id":"medium-04","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?simpleloop/8/8/o39080efou9o6","seed":"collection-medium-4","score":10.4},
  {"id":"medium-05","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?simpleloop/6/6/vps04000","seed":"collection-medium-5","score":4.4},
  {"id":"medium-06","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?simpleloop/8/8/0d44g9h00g3ie","seed":"collection-medium-6","score":5.4},
  {"id":"medium-07","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?simpleloop/6/6/vodkio00","seed":"collection-medium-7","score":5.2},
  {"id":"medium-08","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?simpleloop/6/6/scg00bhg","seed":"collection-medium-8-1.0","score":5.2},
  {"id":"medium-09","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?simpleloop/6/6/g9moc4og","seed":"collection-medium-9","score":5.1},
  {"id":"medium-10","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?simpleloop/8/8/3113p902328v2","seed":"collection-medium-10","score":5.2},
  {"id":"hard-01","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?simpleloop/6/6/u1021su0","seed":"collection-hard-1","score":21.5},
  {"id":"hard-02","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?simpleloop/6/6/g3214g0g","seed":"collection-hard-2-1.0","score":17.4},
  {"id":"hard-03","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?simpleloop/6/6/3ho08h0g","seed":"collection-hard-3","score":17.5},
  {"id":"hard-04","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?simpleloop/8/8/0086ea1210gfo","seed":"collection-hard-4","score":22.4},
  {"id":"hard-05","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?simpleloop/6/6/op85e0g0","seed":"collection-hard-5","score":17.3},
  {"id":"hard-06","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?simpleloop/6/6/0421m1og","seed":"collection-hard-6-1.0","score":17.4},
  {"id":"hard-07","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?simpleloop/6/6/1gue31sg","seed":"collection-hard-7","score":21.4},
  {"id":"hard-08","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?simpleloop/8/8/s007ec4uo3ufo","seed":"collection-hard-8","score":22.4},
  {"id":"hard-09","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?simpleloop/6/6/0gcs6bhg","seed":"collection-hard-9","score":34.4},
  {"id":"hard-10","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?simpleloop/8/8/o3c9j060rj2c2","seed":"collection-hard-10","score":26.6},
  {"id":"expert-01","difficulty":"expert","size":"6x6","puzzle":"https://puzz.link/p?simpleloop/6/6/1ko003hg","seed":"collection-expert-1","score":41.6},
  {"id":"expert-02","difficulty":"expert","size":"6x6","puzzle":"https://puzz.link/p?simpleloop/6/6/001s0u00","seed":"collection-expert-2-1.0","score":42.6},
];
