// The bundled Tents puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts tents --sizes 6x6,8x8,10x10
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?tents/6/6/g0g2h1h0hi701c323","seed":"collection-easy-1","score":0.3},
  {"id":"easy-02","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?tents/8/8/g030m1g02gif21118214844","seed":"collection-easy-2","score":2.7},
  {"id":"easy-03","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?tents/10/10/g0g0g1j1h3h0h1k32515122g541453220b3","seed":"collection-easy-3","score":0.5},
  {"id":"easy-04","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?tents/6/6/k2g1g3g2p12116a0","seed":"collection-easy-4","score":0.3},
  {"id":"easy-05","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?tents/8/8/1g0g0g2h1i1hi19261b920613","seed":"collection-easy-5","score":0.4},
  {"id":"easy-06","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?tents/10/10/g1g2k2h0h4h2gr114015461226625c3360","seed":"collection-easy-6","score":0.8},
  {"id":"easy-07","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?tents/6/6/h1k2g02n3317216","seed":"collection-easy-7","score":2.5},
  {"id":"easy-08","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?tents/8/8/i1g3k301hi482620088454","seed":"collection-easy-8","score":0.4},
  {"id":"easy-09","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?tents/10/10/3g2g2g1i4h2li301424b8327ba2611300","seed":"collection-easy-9","score":2.9},
  {"id":"easy-10","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?tents/6/6/j10ln000d082","seed":"collection-easy-10","score":0.5},
  {"id":"medium-01","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?tents/6/6/g1k1i1j5a21801","seed":"collection-medium-1","score":11.6},
  {"id":"medium-02","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?tents/8/8/h3g0j0j02i410135b2d650","seed":"collection-medium-2","score":6.8},
  {"id":"medium-03","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?tents/10/10/l3j30l2m25623686154310a2354","seed":"collection-medium-3","score":7.9},
  {"id":"medium-04","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?tents/6/6/l3i11i6005377","seed":"collection-medium-4","score":9.4},
  {"id":"medium-05","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?tents/8/8/21g1h2g1h3g1hja511170e129","seed":"collection-medium-5","score":8.7},
  {"id":"medium-06","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?tents/10/10/l320g2j10ik0221c11163f13155e121","seed":"collection-medium-6","score":6.9},
  {"id":"medium-07","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?tents/6/6/g120m0i9218170","seed":"collection-medium-7","score":6.5},
  {"id":"medium-08","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?tents/8/8/i21g0i30i2i115383b26443","seed":"collection-medium-8","score":9.6},
  {"id":"medium-09","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?tents/10/10/g3h2g413n5hm305a136096130b1103b1","seed":"collection-medium-9","score":11},
  {"id":"medium-10","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?tents/6/6/i0i0h0g484b110","seed":"collection-medium-10","score":4.3},
  {"id":"hard-01","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?tents/6/6/g20g1mk2616812","seed":"collection-hard-1","score":12.4},
  {"id":"hard-02","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?tents/8/8/k0j02g2g2i23d49112a006","seed":"collection-hard-2","score":30.8},
  {"id":"hard-03","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?tents/10/10/j41h042j1h0gi3803hi631233526a431","seed":"collection-hard-3","score":37},
  {"id":"hard-04","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?tents/6/6/h2k01hk2717414","seed":"collection-hard-4","score":33.4},
  {"id":"hard-05","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?tents/8/8/2i0g2i1j2i4452f2042553","seed":"collection-hard-5","score":26.8},
  {"id":"hard-06","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?tents/10/10/g13s2g2gj390543b00hk000134212a","seed":"collection-hard-6","score":27.4},
  {"id":"hard-07","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?tents/6/6/j1mj6322806","seed":"collection-hard-7","score":13.4},
  {"id":"hard-08","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?tents/8/8/i3g3h12g2g4hjb01944436611","seed":"collection-hard-8","score":21.9},
  {"id":"hard-09","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?tents/10/10/g04h02g23g2h12g3h221724614113d12c6732","seed":"collection-hard-9","score":39},
  {"id":"hard-10","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?tents/6/6/l1ki4330a53","seed":"collection-hard-10","score":26.5},
  {"id":"expert-01","difficulty":"expert","size":"6x6","puzzle":"https://puzz.link/p?tents/6/6/o2g17420817","seed":"collection-expert-1","score":50.6},
  {"id":"expert-02","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?tents/8/8/i3g1h1l3r0211204eb322","seed":"collection-expert-2","score":41.9},
  {"id":"expert-03","difficulty":"expert","size":"10x10","puzzle":"https://puzz.link/p?tents/10/10/s2h2g1gj1a0220913b339111a128","seed":"collection-expert-3","score":71.3},
];
