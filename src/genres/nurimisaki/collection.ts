// The bundled Nurimisaki puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts nurimisaki --sizes 8x8,9x9,10x10
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?nurimisaki/8/8/h.i4g4j3g.i.n4h.h.n3i.n4h3g.g3","seed":"collection-easy-1","score":3.6},
  {"id":"easy-02","difficulty":"easy","size":"9x9","puzzle":"https://puzz.link/p?nurimisaki/9/9/l5o7r2j2h4o2j2h2m5m2h2g3h2g","seed":"collection-easy-2","score":1.5},
  {"id":"easy-03","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?nurimisaki/10/10/i3l.i5s2q2j2h2k2g.l5j2i2g4k2m2hag3l","seed":"collection-easy-3","score":4},
  {"id":"easy-04","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?nurimisaki/8/8/g4g8i3n2k4h4n6l2i2l2g2o","seed":"collection-easy-4","score":3.7},
  {"id":"easy-05","difficulty":"easy","size":"9x9","puzzle":"https://puzz.link/p?nurimisaki/9/9/i.h2i4l2h2m5i2h22h3w3l5l2i2h5h","seed":"collection-easy-5","score":1.7},
  {"id":"easy-06","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?nurimisaki/10/10/oai2g.l2g2h.n.g.n2r.i2y4g2g4h7g5l","seed":"collection-easy-6","score":4.7},
  {"id":"easy-07","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?nurimisaki/8/8/g5g3j.k2i2g.i2h.h2x4h.h2i2j","seed":"collection-easy-7","score":3.6},
  {"id":"easy-08","difficulty":"easy","size":"9x9","puzzle":"https://puzz.link/p?nurimisaki/9/9/2p2h2g4m2m2h.8p.k2g3g3k6o3g3g3g3g","seed":"collection-easy-8","score":2.7},
  {"id":"easy-09","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?nurimisaki/10/10/g.g2u22r2g.i.j3n.j2g.i.h2k.j3g.p7h2g9g.g","seed":"collection-easy-9","score":3.7},
  {"id":"easy-10","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?nurimisaki/8/8/o.h.g.n6g.l2g.j2i2q.k4h","seed":"collection-easy-10","score":4.7},
  {"id":"medium-01","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?nurimisaki/8/8/g7k7o3j.s3g.p3g4h.k.i","seed":"collection-medium-1","score":6.9},
  {"id":"medium-02","difficulty":"medium","size":"9x9","puzzle":"https://puzz.link/p?nurimisaki/9/9/3g3h3l2i3o4l5i4o2k4g3t3l2i","seed":"collection-medium-2","score":13.1},
  {"id":"medium-03","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?nurimisaki/10/10/j3h2g2k2n3l2n.l6n.g.h2g.g3l2i.g.g.l8g.l3i","seed":"collection-medium-3","score":14.2},
  {"id":"medium-04","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?nurimisaki/8/8/o.h.g.l2i3n4k.h4n2h.7m","seed":"collection-medium-4","score":11.9},
  {"id":"medium-05","difficulty":"medium","size":"9x9","puzzle":"https://puzz.link/p?nurimisaki/9/9/.g2i4i.k2i.x.i.h3h.m.j.7o.l./","seed":"collection-medium-5","score":13.2},
  {"id":"medium-06","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?nurimisaki/10/10/2g3i2q2q2h2m4j3p3g.4k2t.h5m.h4j","seed":"collection-medium-6","score":12.4},
  {"id":"medium-07","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?nurimisaki/8/8/h3j.g.l2k2o2k2n4g.g2l5i.g","seed":"collection-medium-7","score":7},
  {"id":"medium-08","difficulty":"medium","size":"9x9","puzzle":"https://puzz.link/p?nurimisaki/9/9/k4i.h2i3p.i4h.j2k5v.5o8i2h./","seed":"collection-medium-8","score":8.7},
  {"id":"medium-09","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?nurimisaki/10/10/j.l.i3h.g4x..q.j.hay4j5g4i4g4k./","seed":"collection-medium-9","score":9.8},
  {"id":"medium-10","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?nurimisaki/8/8/i.h2h.k.i.j.g.g.z.h.h3n","seed":"collection-medium-10","score":11.8},
  {"id":"hard-01","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?nurimisaki/8/8/g5n.g.g.v.u.i2h.h.i4h","seed":"collection-hard-1","score":26},
  {"id":"hard-02","difficulty":"hard","size":"9x9","puzzle":"https://puzz.link/p?nurimisaki/9/9/h.j.h2j.g3.j.u.g4k.l.h.r7h.g.k","seed":"collection-hard-2","score":20},
  {"id":"hard-03","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?nurimisaki/10/10/g3g.g2h.g.l2n2i.t.j.i2i.j.g2j.m.r2j3i","seed":"collection-hard-3","score":25.2},
  {"id":"hard-04","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?nurimisaki/8/8/j.j.k4l.h.i.h2h.n2w4g","seed":"collection-hard-4","score":23.9},
  {"id":"hard-05","difficulty":"hard","size":"9x9","puzzle":"https://puzz.link/p?nurimisaki/9/9/g2g2k6l2k2g2o3g.h.zh2g3g3p6g2g","seed":"collection-hard-5","score":15},
  {"id":"hard-06","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?nurimisaki/10/10/x.k.j42r5g.h.n.i6g4j.i.n4j8g.q","seed":"collection-hard-6","score":15.8},
  {"id":"hard-07","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?nurimisaki/8/8/k.q.g2h.i.h.r.l.g4j.i4i","seed":"collection-hard-7","score":18.8},
  {"id":"hard-08","difficulty":"hard","size":"9x9","puzzle":"https://puzz.link/p?nurimisaki/9/9/g.j3g.h.m6g6m.r.g.k.m.m.g3r","seed":"collection-hard-8","score":17.9},
  {"id":"hard-09","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?nurimisaki/10/10/g5q.g.i32i2n2k3t2i.l.j.h2j2i.g5u","seed":"collection-hard-9","score":35.6},
  {"id":"hard-10","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?nurimisaki/8/8/h2k.i3g.i.k.r2g35w.g.g.g","seed":"collection-hard-10","score":24.8},
  {"id":"expert-01","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?nurimisaki/8/8/k4i.g.h2u6p2r.g.i3i","seed":"collection-expert-1","score":48},
  {"id":"expert-02","difficulty":"expert","size":"9x9","puzzle":"https://puzz.link/p?nurimisaki/9/9/i3i5g.m4p.g.j4.g.j.m.zh3j3g","seed":"collection-expert-2","score":40.4},
  {"id":"expert-03","difficulty":"expert","size":"10x10","puzzle":"https://puzz.link/p?nurimisaki/10/10/r.k2g.i2n2u3h.i.i.j.i3l.r9g9h.h.h","seed":"collection-expert-3","score":42.2},
];
