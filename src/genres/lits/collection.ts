// The bundled LITS puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts lits --sizes 6x6,7x7 --expert 2
// (the entries whose seed says 'extra' were added by the same generator at 6×6 and 7×7 to fill the levels).
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?lits/7/7/59mdaur10d1li1ak8o","seed":"collection-easy-1-1.0","score":0.3},
  {"id":"easy-02","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?lits/6/6/0jj4p4f83lfe","seed":"collection-easy-2-1.0","score":0.2},
  {"id":"easy-03","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?lits/6/6/1o9cc0n7gv08","seed":"collection-easy-3","score":2.8},
  {"id":"easy-04","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?lits/6/6/5u7ra59al12a","seed":"collection-easy-4-1.0","score":2.6},
  {"id":"easy-05","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?lits/6/6/28q6h267t1lt","seed":"collection-easy-5","score":2.5},
  {"id":"easy-06","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?lits/6/6/0ic5d3e5pr0c","seed":"collection-easy-6-1.0","score":2.5},
  {"id":"easy-07","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?lits/6/6/9mnqpld0h4s8","seed":"collection-easy-8-1.0","score":2.3},
  {"id":"easy-08","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?lits/7/7/2bedb2ni8fh927pqh0","seed":"collection-easy-9-1.0","score":2.4},
  {"id":"easy-09","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?lits/6/6/8rhlah933qqi","seed":"collection-easy-extra-1","score":0.4},
  {"id":"easy-10","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?lits/6/6/25icb4t7isll","seed":"collection-easy-extra-3","score":2.3},
  {"id":"medium-01","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?lits/6/6/clkquh8hhc8q","seed":"collection-medium-1","score":9.5},
  {"id":"medium-02","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?lits/7/7/5dce2d9g8alov73k70","seed":"collection-medium-3-1.0","score":4.7},
  {"id":"medium-03","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?lits/7/7/8pg8rkt30mjptaob90","seed":"collection-medium-4","score":5.7},
  {"id":"medium-04","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?lits/7/7/h3bnn8qh0dm0i3ome8","seed":"collection-medium-5-1.0","score":11.7},
  {"id":"medium-05","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?lits/6/6/4b6u315da2ls","seed":"collection-medium-6-1.0","score":7.5},
  {"id":"medium-06","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?lits/6/6/0tqlqof198kf","seed":"collection-medium-7","score":7.5},
  {"id":"medium-07","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?lits/6/6/onp618532nke","seed":"collection-medium-8-1.0","score":5.7},
  {"id":"medium-08","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?lits/6/6/lpkos843hsgn","seed":"collection-medium-9","score":5.5},
  {"id":"medium-09","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?lits/7/7/64suibhgg5jgq9ngfg","seed":"collection-medium-10","score":6.6},
  {"id":"medium-10","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?lits/6/6/0pssp5f28sco","seed":"collection-medium-extra-1","score":4.4},
  {"id":"hard-01","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?lits/6/6/09lhg1va8psu","seed":"collection-hard-1","score":17.7},
  {"id":"hard-02","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?lits/7/7/jccq7igg06hkv44ufo","seed":"collection-hard-2","score":16.9},
  {"id":"hard-03","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?lits/6/6/2qtf9082kb8e","seed":"collection-hard-6-1.0","score":12.6},
  {"id":"hard-04","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?lits/6/6/3fbn10q251pu","seed":"collection-hard-9","score":12.5},
  {"id":"hard-05","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?lits/7/7/g43tjn7p080ka9hhcg","seed":"collection-hard-extra-2","score":17.8},
  {"id":"hard-06","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?lits/6/6/8hje70f0j73q","seed":"collection-hard-extra-11","score":12.9},
  {"id":"hard-07","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?lits/7/7/128hncrl038sd4klgg","seed":"collection-hard-extra-12","score":18},
  {"id":"hard-08","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?lits/6/6/95rlj44518ct","seed":"collection-hard-extra-13","score":12.6},
  {"id":"hard-09","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?lits/7/7/cemaogggg8opa51uf8","seed":"collection-hard-extra-14","score":15.2},
  {"id":"hard-10","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?lits/6/6/4tipi08ihr6s","seed":"collection-hard-extra-17","score":26.8},
  {"id":"expert-01","difficulty":"expert","size":"6x6","puzzle":"https://puzz.link/p?lits/6/6/gpkpg275j4ss","seed":"collection-expert-2-1.0","score":59.7},
  {"id":"expert-02","difficulty":"expert","size":"6x6","puzzle":"https://puzz.link/p?lits/6/6/0h6hi9f6jdsi","seed":"collection-expert-extra-1","score":57},
];
