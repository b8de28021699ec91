// The bundled Shakashaka puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts shakashaka --sizes 7x7,8x8,9x9,10x10 --expert 3
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?shakashaka/7/7/.h.jcn1.k.g.c7.h.g0..0....h","seed":"collection-easy-1","score":6.8},
  {"id":"easy-02","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?shakashaka/8/8/0ag...j...g.k.m....h.g..g.1....g..i.g......0.g","seed":"collection-easy-2","score":6.5},
  {"id":"easy-03","difficulty":"easy","size":"9x9","puzzle":"https://puzz.link/p?shakashaka/9/9/g0a.g00...15aj7...bh.0.aj6.aj5.g.h200ai.gag1005a","seed":"collection-easy-3","score":6.5},
  {"id":"easy-04","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?shakashaka/10/10/0ag0aa100515cgag2ambncdiabh200000cg.i0.i60.ah250a","seed":"collection-easy-4","score":6.8},
  {"id":"easy-05","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?shakashaka/7/7/h.g.0a0.h0..g.0.kcbjak51.../","seed":"collection-easy-5","score":6.7},
  {"id":"easy-06","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?shakashaka/8/8/g.i5ai1ak2aci6.gd.60bgabgbh51a","seed":"collection-easy-6","score":6.8},
  {"id":"easy-07","difficulty":"easy","size":"9x9","puzzle":"https://puzz.link/p?shakashaka/9/9/ag1bg000bdg5ci5bi10ag6c0016cg005bg0aagc05aa","seed":"collection-easy-7","score":4.7},
  {"id":"easy-08","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?shakashaka/10/10/g.hbag.bhal2aicg10016ai5...5dh6.gchb1bi.n7.g0.ic","seed":"collection-easy-8","score":6.7},
  {"id":"easy-09","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?shakashaka/7/7/c.gaj0.j6..j..0.lbg15.ia","seed":"collection-easy-9","score":6.7},
  {"id":"easy-10","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?shakashaka/8/8/g05500a5005000ag00ah700ciaj0ak5cga","seed":"collection-easy-10","score":6.5},
  {"id":"medium-01","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?shakashaka/7/7/h..g...h.g.lak..l..h.j.g.../","seed":"collection-medium-1","score":12.7},
  {"id":"medium-02","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?shakashaka/8/8/g.g..g.g..g..g..k....j.qci.g..h..g...g.g../","seed":"collection-medium-2","score":14.9},
  {"id":"medium-03","difficulty":"medium","size":"9x9","puzzle":"https://puzz.link/p?shakashaka/9/9/j.haj0.5ah155bg.6.ichchcj.l..0.k.5ag.g","seed":"collection-medium-3","score":16.3},
  {"id":"medium-04","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?shakashaka/10/10/.ka00.k.0.bj1.n7...pcch0..g.gbk...l1051.g01.h.g0a","seed":"collection-medium-4","score":17.3},
  {"id":"medium-05","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?shakashaka/7/7/l0...j.g..i.g.j....h.g..k..g..g","seed":"collection-medium-5","score":8.5},
  {"id":"medium-06","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?shakashaka/8/8/g....h2.g..k...l..n6..m0.m.g.k","seed":"collection-medium-6","score":13.2},
  {"id":"medium-07","difficulty":"medium","size":"9x9","puzzle":"https://puzz.link/p?shakashaka/9/9/l.00ch10aj61.kbcg7bh660cgcga.k.0ah750a","seed":"collection-medium-7","score":18.3},
  {"id":"medium-08","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?shakashaka/10/10/ag1.5ai6.gai065a2.cg001bl0bk.g.na.0.i00050.ci0a.i","seed":"collection-medium-8","score":13.2},
  {"id":"medium-09","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?shakashaka/7/7/g.h2.ai.uch25.h..h.ja","seed":"collection-medium-9","score":12.8},
  {"id":"medium-10","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?shakashaka/8/8/00a.gab60...h10..g.j0.k200bk.k.g.ag.g","seed":"collection-medium-10","score":13.6},
  {"id":"hard-01","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?shakashaka/7/7/.......g..g.h.j..g.j.g.k..c....k","seed":"collection-hard-1","score":30.7},
  {"id":"hard-02","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?shakashaka/8/8/....g.g.ga..h.i..h.j1.m.ici.h..ia.ag","seed":"collection-hard-2","score":29.2},
  {"id":"hard-03","difficulty":"hard","size":"9x9","puzzle":"https://puzz.link/p?shakashaka/9/9/g.h.g.g.g...bkcp...k.h.b.g...g..1.g..h.g.g..g.......g../","seed":"collection-hard-3","score":39.9},
  {"id":"hard-04","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?shakashaka/10/10/h5.g.h.h.....1.g..h.l...g.j.0.l.k...g..j......i.j0......l...j./","seed":"collection-hard-4","score":25},
  {"id":"hard-05","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?shakashaka/7/7/l.ch2.s.n.i....ha","seed":"collection-hard-5","score":49.6},
  {"id":"hard-06","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?shakashaka/8/8/.h05.gczjck0.g1a...g..j.g.g","seed":"collection-hard-6","score":40.4},
  {"id":"hard-07","difficulty":"hard","size":"9x9","puzzle":"https://puzz.link/p?shakashaka/9/9/h2..g.g.j.g...j1.h..c.h...n....h.....g.g......g.g....h.g.g.h","seed":"collection-hard-7","score":39.9},
  {"id":"hard-08","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?shakashaka/10/10/g..g.g....g...g.h0.gag.j.ck..i.j.i.j..k7bl.....k.g...g.h.g..g","seed":"collection-hard-8","score":23.6},
  {"id":"hard-09","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?shakashaka/7/7/g.g.g.g0ah0.ci.t.kahc","seed":"collection-hard-9","score":28.1},
  {"id":"hard-10","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?shakashaka/8/8/h0....l..jd.zi.i....g.g..h.../","seed":"collection-hard-10","score":23.2},
  {"id":"expert-01","difficulty":"expert","size":"7x7","puzzle":"https://puzz.link/p?shakashaka/7/7/g.w2.j.g.ch.i.bi.j","seed":"collection-expert-1","score":67.7},
  {"id":"expert-02","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?shakashaka/8/8/.1.i.m.l2.ock....j.g.gc..g..j","seed":"collection-expert-2","score":61.7},
  {"id":"expert-03","difficulty":"expert","size":"9x9","puzzle":"https://puzz.link/p?shakashaka/9/9/o.h.j.ici.g2ah.j.dchdh..o.h.i..i.g.g","seed":"collection-expert-3","score":77.8},
];
