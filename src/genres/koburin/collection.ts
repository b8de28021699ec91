// The bundled Koburin puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts koburin --sizes 8x8,10x10
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?koburin/8/8/.gbgcl.lcgdoahchdj.g.jd","seed":"collection-easy-1","score":12.1},
  {"id":"easy-02","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?koburin/10/10/g.m.c67bo.q7c.hdhdo.h.p.i.j8bh.g.g","seed":"collection-easy-2","score":10.3},
  {"id":"easy-03","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?koburin/8/8/k.g.ldgdo7.g.h.p.g6.pc","seed":"collection-easy-3","score":11},
  {"id":"easy-04","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?koburin/10/10/j.k6.l.mdh.g.g8.h.p.h.g.g6.pdhbg.qahc","seed":"collection-easy-4","score":12.1},
  {"id":"easy-05","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?koburin/8/8/j.j6b.r.g.j.k.o676.m","seed":"collection-easy-5","score":10.1},
  {"id":"easy-06","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?koburin/10/10/.gcq.i.h.idhc.j.l.i.g.q.geh8.gen.l.j./","seed":"collection-easy-6","score":11.1},
  {"id":"easy-07","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?koburin/8/8/j.g.pdcm.h7.o.gbgbm.g./","seed":"collection-easy-7","score":12.9},
  {"id":"easy-08","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?koburin/10/10/.j.s2.gchcldg7.j.kdch.mcjdh.g.g.g.g.p","seed":"collection-easy-8","score":9.2},
  {"id":"easy-09","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?koburin/8/8/gdi2.n.h.s.i.hdcs8.g","seed":"collection-easy-9","score":3.6},
  {"id":"easy-10","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?koburin/10/10/.gdh6.g.lcj.iccr.i.gch.mcl.h.kch.g.ld","seed":"collection-easy-10","score":10.3},
  {"id":"medium-01","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?koburin/8/8/g.p7cgbo.g.g.g.ob.g7.p","seed":"collection-medium-1","score":16.1},
  {"id":"medium-02","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?koburin/10/10/.g.k.r.g88.rbh.g.gbo.ibgdcn.g6.g.g.n","seed":"collection-medium-2","score":20.2},
  {"id":"medium-03","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?koburin/8/8/7.v.gdh.n.h.gblcgc.g.k","seed":"collection-medium-3","score":18},
  {"id":"medium-04","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?koburin/10/10/.g.g.l.g.h.g.ndh8cq.i.hcl.mchbp.gbh7c","seed":"collection-medium-4","score":15.2},
  {"id":"medium-05","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?koburin/8/8/l.ic.g.l.hd.h.co.gcgbq","seed":"collection-medium-5","score":17},
  {"id":"medium-06","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?koburin/10/10/j.k.jd.ich.i.g.j.r.ic.j.mbi.k.j7.g.gdi","seed":"collection-medium-6","score":20.6},
  {"id":"medium-07","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?koburin/8/8/j.l.hbc.lci.s.g7ccl./","seed":"collection-medium-7","score":14.2},
  {"id":"medium-08","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?koburin/10/10/g77dh.idg.lcjcl7.gcgdrcj.kc.icj.k6b","seed":"collection-medium-8","score":20.6},
  {"id":"medium-09","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?koburin/8/8/bi.l.g.ld7an.jdo..k.g","seed":"collection-medium-9","score":18.9},
  {"id":"medium-10","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?koburin/10/10/.g.g.ldh.n.geg.g.ndj.ich.n7.kci6c.h.p","seed":"collection-medium-10","score":23.4},
  {"id":"hard-01","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?koburin/8/8/n.i.k.ibo8dl87dj.g.jb","seed":"collection-hard-1","score":48.2},
  {"id":"hard-02","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?koburin/10/10/j.p.h.idn8d.i.g.j.i.j.i9.h.g7.gdlbhcp","seed":"collection-hard-2","score":47.2},
  {"id":"hard-03","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?koburin/8/8/bj.i.h.n.gcg.kbbq.g6bk","seed":"collection-hard-3","score":25.2},
  {"id":"hard-04","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?koburin/10/10/.gdic.n.j.gdh.g.g.r.l.g.hccv.gcb.j.i","seed":"collection-hard-4","score":25.6},
  {"id":"hard-05","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?koburin/8/8/k7.7.idhcgdm.o.gdg.o.j","seed":"collection-hard-5","score":25.3},
  {"id":"hard-06","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?koburin/10/10/ci.g.jbj.kbi.hc6.y.jdg7ehdg.g.jcg.gdj","seed":"collection-hard-6","score":49},
  {"id":"hard-07","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?koburin/8/8/jcpd7cg.ldl.g.lcg..kb","seed":"collection-hard-7","score":38.1},
  {"id":"hard-08","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?koburin/10/10/.g.g.rd.i.r.hdp7.g.pcj.k.h9dj.g.g7./","seed":"collection-hard-8","score":44.3},
  {"id":"hard-09","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?koburin/8/8/gbg7.bido8bmcmdbi.kb","seed":"collection-hard-9","score":49.2},
  {"id":"hard-10","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?koburin/10/10/kai.g.k.k.g.i7.hd.mcrc7di.jc.i.g.l.k","seed":"collection-hard-10","score":48.6},
  {"id":"expert-01","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?koburin/8/8/bocp.g.hcn.ic.g.l.g.i./","seed":"collection-expert-1","score":230.6},
  {"id":"expert-02","difficulty":"expert","size":"10x10","puzzle":"https://puzz.link/p?koburin/10/10/bj.g.i.g.k.j.gcl.i.geck.h.uagcchci.m./","seed":"collection-expert-2","score":95.6},
  {"id":"expert-03","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?koburin/8/8/nbi.i7.p.gb7co.g.g.g.m","seed":"collection-expert-3","score":159.5},
];
