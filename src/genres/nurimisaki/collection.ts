// The bundled Nurimisaki puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts nurimisaki --sizes 8x8,9x9,10x10
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?nurimisaki/8/8/w.h.h.i.g.j.n.l.g2g6h4l","seed":"collection-easy-1","score":2.8},
  {"id":"easy-02","difficulty":"easy","size":"9x9","puzzle":"https://puzz.link/p?nurimisaki/9/9/l5o7r2j2h4o2j2h2m5m2h2g3h2g","seed":"collection-easy-2","score":1.5},
  {"id":"easy-03","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?nurimisaki/10/10/g9m9k2n4g2h2.j4k3h2i5i2n3t2h22h7g4g2r","seed":"collection-easy-3","score":2.1},
  {"id":"easy-04","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?nurimisaki/8/8/i2h.k.i.h5l.n2i.n7q4g6g","seed":"collection-easy-4","score":3.7},
  {"id":"easy-05","difficulty":"easy","size":"9x9","puzzle":"https://puzz.link/p?nurimisaki/9/9/i.i.h.j.m5p2h2g.h3h3zj.h2g.j8","seed":"collection-easy-5","score":4.1},
  {"id":"easy-06","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?nurimisaki/10/10/j.h6i.m7t2i2i2h4m2t2g8p8g.g2h.q","seed":"collection-easy-6","score":3.9},
  {"id":"easy-07","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?nurimisaki/8/8/g.g3o2g3g5n.l.s7g.o2h.g","seed":"collection-easy-7","score":0.7},
  {"id":"easy-08","difficulty":"easy","size":"9x9","puzzle":"https://puzz.link/p?nurimisaki/9/9/o3g3g2g2k.s2j.k.i.h22v5h.g3h8g","seed":"collection-easy-8","score":4.7},
  {"id":"easy-09","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?nurimisaki/10/10/.h2g2h.p83s.g2i3h.s2k2j2l2g.i4g2h4s","seed":"collection-easy-9","score":3.9},
  {"id":"easy-10","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?nurimisaki/8/8/k3h2l.j.g2g.o3g3g2l2p2i2g2g","seed":"collection-easy-10","score":4.7},
  {"id":"medium-01","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?nurimisaki/8/8/h.k5k.l.k.h3g.p.g.h3i.q","seed":"collection-medium-1","score":13.8},
  {"id":"medium-02","difficulty":"medium","size":"9x9","puzzle":"https://puzz.link/p?nurimisaki/9/9/g.i6m.h.h.g.s4m4j.h.j.g.h.p4h.h.h","seed":"collection-medium-2","score":12},
  {"id":"medium-03","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?nurimisaki/10/10/g.g3k5.y.g4i3h2i2m.i2g2w.g2i4g.h4s","seed":"collection-medium-3","score":14.5},
  {"id":"medium-04","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?nurimisaki/8/8/o.h.g.l2i3n4k.h4n2h.7m","seed":"collection-medium-4","score":11.9},
  {"id":"medium-05","difficulty":"medium","size":"9x9","puzzle":"https://puzz.link/p?nurimisaki/9/9/.h.g2j.k2i.t9i.i.h3h.i.i.u.h.i3","seed":"collection-medium-5","score":7.8},
  {"id":"medium-06","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?nurimisaki/10/10/h2s3g8q2k3j4g2n.g.l6zg3l2l2h","seed":"collection-medium-6","score":13.4},
  {"id":"medium-07","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?nurimisaki/8/8/k5g.g5g2j2zj.k3l.h.h4i","seed":"collection-medium-7","score":5.7},
  {"id":"medium-08","difficulty":"medium","size":"9x9","puzzle":"https://puzz.link/p?nurimisaki/9/9/h.g.g6g.9q.r.g5o.g.j4h.g.k2l4m4g","seed":"collection-medium-8","score":6},
  {"id":"medium-09","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?nurimisaki/10/10/h.g2j4g.p.m.l5n2j3k2h.j.p.g.pa.m.g","seed":"collection-medium-9","score":11.3},
  {"id":"medium-10","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?nurimisaki/8/8/i2p2g.s.r.j.g.g.g3h5l","seed":"collection-medium-10","score":14.8},
  {"id":"hard-01","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?nurimisaki/8/8/g2g2h4n22q3l2g.p3n2h3g2g","seed":"collection-hard-1","score":30.1},
  {"id":"hard-02","difficulty":"hard","size":"9x9","puzzle":"https://puzz.link/p?nurimisaki/9/9/h.j.h2j.g3.j.u.g4k.l.h.r7h.g.k","seed":"collection-hard-2","score":20},
  {"id":"hard-03","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?nurimisaki/10/10/g.h.g.h.q.r.h.g22j.k.g2n.h.p.i.n6h4k5g","seed":"collection-hard-3","score":18.2},
  {"id":"hard-04","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?nurimisaki/8/8/h.l3j.j.g.n.p.r2i.h4h","seed":"collection-hard-4","score":20.7},
  {"id":"hard-05","difficulty":"hard","size":"9x9","puzzle":"https://puzz.link/p?nurimisaki/9/9/h.g.h8g6q.k.g.h.h.j2p.h.j.k.g.g.q","seed":"collection-hard-5","score":17},
  {"id":"hard-06","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?nurimisaki/10/10/i2h.i.i.i.q.i.s3n.h2m.s.g.g3g.h7n","seed":"collection-hard-6","score":25.3},
  {"id":"hard-07","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?nurimisaki/8/8/k.q.g2h.i.h.r.l.g4j.i4i","seed":"collection-hard-7","score":18.8},
  {"id":"hard-08","difficulty":"hard","size":"9x9","puzzle":"https://puzz.link/p?nurimisaki/9/9/k.g.h2g.j2h2m.l.v4i.m.g.i.l4i","seed":"collection-hard-8","score":37.1},
  {"id":"hard-09","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?nurimisaki/10/10/m4h2m4j2g5i5g.h2k2v3h.i2j.q2g3k2j.g.i","seed":"collection-hard-9","score":16.2},
  {"id":"hard-10","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?nurimisaki/8/8/h2k.i3g.i.k.r2g35w.g.g.g","seed":"collection-hard-10","score":24.8},
  {"id":"expert-01","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?nurimisaki/8/8/k4i.g.h4w.z3g3.g3k","seed":"collection-expert-1","score":40},
  {"id":"expert-02","difficulty":"expert","size":"9x9","puzzle":"https://puzz.link/p?nurimisaki/9/9/i3i5g.m4p.g.j4.g.j.m.zh3j3g","seed":"collection-expert-2","score":40.4},
  {"id":"expert-03","difficulty":"expert","size":"10x10","puzzle":"https://puzz.link/p?nurimisaki/10/10/h.h.h.m.j.l.i.g.g.h..j.w.j.g2g.g.j4p.h.h.g.g","seed":"collection-expert-3","score":43.3},
];
