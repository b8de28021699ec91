// The bundled Norinori puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts norinori --sizes 6x6,7x7,8x8,9x9 --expert 3
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?norinori/6/6/opuup10lhcag","seed":"collection-easy-1","score":0.2},
  {"id":"easy-02","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?norinori/7/7/1a0558f40cr2f7inqo","seed":"collection-easy-2","score":0.4},
  {"id":"easy-03","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?norinori/8/8/5enl1c4l5b4gb80k22noc4c0","seed":"collection-easy-3","score":0.6},
  {"id":"easy-04","difficulty":"easy","size":"9x9","puzzle":"https://puzz.link/p?norinori/9/9/kgaqbd62q2r4eagdj708bdj3c9cbd8","seed":"collection-easy-4","score":0.7},
  {"id":"easy-05","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?norinori/6/6/csmimmg2ou80","seed":"collection-easy-5","score":0.2},
  {"id":"easy-06","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?norinori/7/7/92drarfo04kmaqo8dg","seed":"collection-easy-6","score":0.7},
  {"id":"easy-07","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?norinori/8/8/87ltekg3liagqchhqhgkdds0","seed":"collection-easy-7","score":0.4},
  {"id":"easy-08","difficulty":"easy","size":"9x9","puzzle":"https://puzz.link/p?norinori/9/9/4alor5dhi06l718j26o5nc11hdtpp0","seed":"collection-easy-8","score":0.7},
  {"id":"easy-09","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?norinori/6/6/igcee61q0c9o","seed":"collection-easy-9","score":0.3},
  {"id":"easy-10","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?norinori/7/7/k6sscuc2gcih320cso","seed":"collection-easy-10","score":0.4},
  {"id":"medium-01","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?norinori/6/6/a4vjo1tt90su","seed":"collection-medium-1","score":3.6},
  {"id":"medium-02","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?norinori/7/7/0lomsgpa8p66p5us7g","seed":"collection-medium-2","score":5.6},
  {"id":"medium-03","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?norinori/8/8/qea9pmktne8g1pip87j405e0","seed":"collection-medium-3","score":10.9},
  {"id":"medium-04","difficulty":"medium","size":"9x9","puzzle":"https://puzz.link/p?norinori/9/9/aevr5faprh0p8ggn8185mj869dj56o","seed":"collection-medium-4","score":6.7},
  {"id":"medium-05","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?norinori/6/6/0sia7britglk","seed":"collection-medium-5","score":6.5},
  {"id":"medium-06","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?norinori/7/7/l4g2f2cmgcppt76i0o","seed":"collection-medium-6","score":8.5},
  {"id":"medium-07","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?norinori/8/8/ikpnckmid4mgfd20n8jm3nb0","seed":"collection-medium-7","score":10.8},
  {"id":"medium-08","difficulty":"medium","size":"9x9","puzzle":"https://puzz.link/p?norinori/9/9/rbdjad296nmlq1806qg1mkuo9dcr40","seed":"collection-medium-8","score":5.8},
  {"id":"medium-09","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?norinori/6/6/4bcvfjt3ae8o","seed":"collection-medium-9","score":8.5},
  {"id":"medium-10","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?norinori/7/7/ajb803nt066bm09o4g","seed":"collection-medium-10","score":5.5},
  {"id":"hard-01","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?norinori/6/6/1dbkc2rf591n","seed":"collection-hard-1","score":13.8},
  {"id":"hard-02","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?norinori/7/7/6rcgmbr58g0j5e5agg","seed":"collection-hard-2","score":16.6},
  {"id":"hard-03","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?norinori/8/8/08laaqaub200vpvo8q5da3fg","seed":"collection-hard-3","score":18.8},
  {"id":"hard-04","difficulty":"hard","size":"9x9","puzzle":"https://puzz.link/p?norinori/9/9/qivt7qukm1jbo307e92k0t5olmjdo0","seed":"collection-hard-4","score":38.4},
  {"id":"hard-05","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?norinori/6/6/8b18tauj65da","seed":"collection-hard-5","score":13.6},
  {"id":"hard-06","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?norinori/7/7/26a6k0la0qespnif0o","seed":"collection-hard-6","score":25.9},
  {"id":"hard-07","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?norinori/8/8/4cv7eoghkckgjg1j1nv40dr0","seed":"collection-hard-7","score":17},
  {"id":"hard-08","difficulty":"hard","size":"9x9","puzzle":"https://puzz.link/p?norinori/9/9/a2pqe5eb85lka2glu72f3m8e35mj38","seed":"collection-hard-8","score":26.5},
  {"id":"hard-09","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?norinori/6/6/8eqdmg2arp4s","seed":"collection-hard-9","score":24.7},
  {"id":"hard-10","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?norinori/7/7/2rgdj6d18cjbn5b8tg","seed":"collection-hard-10","score":17.9},
  {"id":"expert-01","difficulty":"expert","size":"6x6","puzzle":"https://puzz.link/p?norinori/6/6/42lbch3vigeu","seed":"collection-expert-1","score":83},
  {"id":"expert-02","difficulty":"expert","size":"7x7","puzzle":"https://puzz.link/p?norinori/7/7/2lano9a30u0d8lsu40","seed":"collection-expert-2","score":242.1},
  {"id":"expert-03","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?norinori/8/8/05qhb71mnck0dtr6qk1dbelg","seed":"collection-expert-3","score":64.3},
];
