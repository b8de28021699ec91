// The bundled Akari puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts akari --sizes 7x7,8x8,9x9,10x10
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?akari/7/7/h1.h10bibkcgckbi20b.b","seed":"collection-easy-1","score":0.3},
  {"id":"easy-02","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?akari/8/8/jbk.kci1.h2.j.d.bici.mbh","seed":"collection-easy-2","score":0.2},
  {"id":"easy-03","difficulty":"easy","size":"9x9","puzzle":"https://puzz.link/p?akari/9/9/h.ibak.gag.la7..g.72.g..gdcj.i7.mdbg.h","seed":"collection-easy-3","score":0.2},
  {"id":"easy-04","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?akari/10/10/h1.i5.j.6bhe.j.i.ah.l0c1bj.j0.i.j.hdh50.j.gag.a","seed":"collection-easy-4","score":0.1},
  {"id":"easy-05","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?akari/7/7/h61cqcg10cgbq05b","seed":"collection-easy-5","score":0.2},
  {"id":"easy-06","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?akari/8/8/h1b0a.k6b.ibpbg.h5bi.h0a0b","seed":"collection-easy-6","score":0.2},
  {"id":"easy-07","difficulty":"easy","size":"9x9","puzzle":"https://puzz.link/p?akari/9/9/.g6a2.l.i2506.zo.g070ag.l.c77./","seed":"collection-easy-7","score":0.1},
  {"id":"easy-08","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?akari/10/10/k72..n..h7dh.ic.c1.l.h.l.b1.hcg.j6d..n..6bi","seed":"collection-easy-8","score":0.3},
  {"id":"easy-09","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?akari/7/7/1bgap0am0bpag2a","seed":"collection-easy-9","score":0.1},
  {"id":"easy-10","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?akari/8/8/n.i0bk..he..g..g..he..m2bg.n","seed":"collection-easy-10","score":0.1},
  {"id":"medium-01","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?akari/7/7/aga6crbr6bagb","seed":"collection-medium-1","score":2.3},
  {"id":"medium-02","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?akari/8/8/gahchahd.mcbbck.hbhbhaha","seed":"collection-medium-2","score":2.2},
  {"id":"medium-03","difficulty":"medium","size":"9x9","puzzle":"https://puzz.link/p?akari/9/9/h.gb.h0.i.gb6egag.o.o.ibg8b6.i.c.h7.h","seed":"collection-medium-3","score":2.2},
  {"id":"medium-04","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?akari/10/10/jaq5bg.babm0.g0bl15.amca0.i8bqbh","seed":"collection-medium-4","score":5.3},
  {"id":"medium-05","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?akari/7/7/hbr6cbgb5cra","seed":"collection-medium-5","score":2.3},
  {"id":"medium-06","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?akari/8/8/h.g.k.i82.hb.v.he.6ag.k.g.h","seed":"collection-medium-6","score":2.2},
  {"id":"medium-07","difficulty":"medium","size":"9x9","puzzle":"https://puzz.link/p?akari/9/9/gbg0bh..i.i.bjac0am0bbaj1.i.i..j0bgb","seed":"collection-medium-7","score":7.3},
  {"id":"medium-08","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?akari/10/10/hbk7.h1.gckap5ah0ch0bh7cpbk7.a.gcka","seed":"collection-medium-8","score":5.4},
  {"id":"medium-09","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?akari/7/7/h6a..hcg.idmcg.ib..h5c","seed":"collection-medium-9","score":2.2},
  {"id":"medium-10","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?akari/8/8/mcj7bbjagaagcjd5cjbk","seed":"collection-medium-10","score":5.3},
  {"id":"hard-01","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?akari/7/7/i.gagch1.l76aj.bhcg5.i","seed":"collection-hard-1","score":11.4},
  {"id":"hard-02","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?akari/8/8/k.ha11ag.gbnban7.i11bb.k","seed":"collection-hard-2","score":9.3},
  {"id":"hard-03","difficulty":"hard","size":"9x9","puzzle":"https://puzz.link/p?akari/9/9/g6.gbi.g..l1.gc..l6bb6bj..h8.cj..g.k6.gd","seed":"collection-hard-3","score":18.4},
  {"id":"hard-04","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?akari/10/10/i.1ahacqbbgb.ccanac2.hagbbqbch01.i","seed":"collection-hard-4","score":11.4},
  {"id":"hard-05","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?akari/7/7/g.j.h..cgchbgcgchbg1..h.j.g","seed":"collection-hard-5","score":10.5},
  {"id":"hard-06","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?akari/8/8/g0anbg7bh.hacca.j5dgbn1b","seed":"collection-hard-6","score":12.3},
  {"id":"hard-07","difficulty":"hard","size":"9x9","puzzle":"https://puzz.link/p?akari/9/9/g..g.g....g.cgcgdj.hc0...m...ac.lbgbg2.g....g.g..g","seed":"collection-hard-7","score":14.3},
  {"id":"hard-08","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?akari/10/10/g.i.gah3.g.n1bcgckagah..jagckbgc2bl.g.bh5.i.g","seed":"collection-hard-8","score":9.3},
  {"id":"hard-09","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?akari/7/7/i66bkbj061bjak55bg","seed":"collection-hard-9","score":14.3},
  {"id":"hard-10","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?akari/8/8/ibbi.k2bk.hca.m2ai.kcdg","seed":"collection-hard-10","score":12.3},
  {"id":"expert-01","difficulty":"expert","size":"7x7","puzzle":"https://puzz.link/p?akari/7/7/g...b....gcm66bm6....h1...g","seed":"collection-expert-1","score":45.4},
  {"id":"expert-02","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?akari/8/8/.h0.h1.bg2.g.h..g5.ibjbg.g7..h.g.cg1.a.b./","seed":"collection-expert-2","score":22.4},
  {"id":"expert-03","difficulty":"expert","size":"9x9","puzzle":"https://puzz.link/p?akari/9/9/kah0ahdk..h1aasc0a..mah2ahbi","seed":"collection-expert-3","score":21.3},
];
