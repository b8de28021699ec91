// The bundled Yajilin puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts yajilin --sizes 8x8,10x10
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?yajilin/8/8/0.e23c0.b0.a0.0.e0.c42b0.a21a21j0.c0.d0.c0.a0.d","seed":"collection-easy-1","score":7.8},
  {"id":"easy-02","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?yajilin/10/10/e0.a33a0.0.a0.c22f0.a0.b0.h31c22b21m0.e0.b32a0.a0.f0.a0.a0.a42d0.a0.a0.d0.a","seed":"collection-easy-2","score":7.1},
  {"id":"easy-03","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?yajilin/8/8/0.d0.a22d32a0.f0.a0.a22b0.a0.d0.e0.c0.f0.c42f0./","seed":"collection-easy-3","score":5.8},
  {"id":"easy-04","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?yajilin/10/10/d0.e42a0.f0.g0.d0.a0.a0.a0.b0.a0.a0.k0.a33a12k0.b0.a0.b0.b0.h0.a13a0.a0./","seed":"collection-easy-4","score":7},
  {"id":"easy-05","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?yajilin/8/8/c22a0.a0.a0.d0.c0.d0.e0.c0.b0.b330.h0.e3343e0.a","seed":"collection-easy-5","score":8.1},
  {"id":"easy-06","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?yajilin/10/10/41k21a0.c22b23d0.f11a0.c0.0.g33d0.a0.c0.b42d0.c0.d0.b0.d0.h0.a0.a0.a0./","seed":"collection-easy-6","score":7},
  {"id":"easy-07","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?yajilin/8/8/a23e33d0.d0.a0.a0.a0.i0.a42h0.a0.d0.d0.a0.a0.a0.a","seed":"collection-easy-7","score":8.9},
  {"id":"easy-08","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?yajilin/10/10/d23f43d23b0.b0.h0.a0.e0.b0.a0.a0.a0.b0.a0.c0.a0.b0.b0.g0.d0.a0.d0.e12g0./","seed":"collection-easy-8","score":8},
  {"id":"easy-09","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?yajilin/8/8/0.a0.a0.a0.b21e0.0.o0.a12c12k42b0.a0.f0.a","seed":"collection-easy-9","score":6.9},
  {"id":"easy-10","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?yajilin/10/10/0.a0.a21d21a0.a0.k0.a0.h21d42a0.c0.l0.a42a32b13c13d11a0.a0.b13g0.e0.a0./","seed":"collection-easy-10","score":9.2},
  {"id":"medium-01","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?yajilin/8/8/43a0.f0.c0.a0.d31l42b31n0.a0.a330.e0.a","seed":"collection-medium-1","score":13.2},
  {"id":"medium-02","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?yajilin/10/10/43f0.a23d21c0.b0.a0.a23c34b0.k0.c0.h31b0.a0.c0.d0.c0.d42b12e0.a0.d0.a0.a","seed":"collection-medium-2","score":10.1},
  {"id":"medium-03","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?yajilin/8/8/0.a0.a22a22h0.c21b32b22e0.i0.e0.b0.a0.a0.f0.a0./","seed":"collection-medium-3","score":12.9},
  {"id":"medium-04","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?yajilin/10/10/a0.d0.a0.a0.b23a0.a22a0.f23a0.f0.a0.a33a0.b22k0.b0.g0.d21a0.f12d0.h0.a0.a13","seed":"collection-medium-4","score":15.6},
  {"id":"medium-05","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?yajilin/8/8/43a21j0.a0.b0.a32f0.a0.j0.b0.b0.b0.c0.a0.0.e12a","seed":"collection-medium-5","score":11.8},
  {"id":"medium-06","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?yajilin/10/10/0.c0.a0.a0.h24a0.0.b0.d32b41m0.a0.e31b0.a0.f0.g0.d33a0.a12b13a0.a0.f0.a0.a","seed":"collection-medium-6","score":15.5},
  {"id":"medium-07","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?yajilin/8/8/a42e23j0.a22d0.a0.a22d0.e0.e0.c0.b0.a0.0.c0.a0.a","seed":"collection-medium-7","score":18.8},
  {"id":"medium-08","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?yajilin/10/10/22c22a21e24b0.e0.j0.b0.a0.e0.f41f0.c0.b0.a0.c43d14a0.k0.0.c0.a0.a12a","seed":"collection-medium-8","score":10.5},
  {"id":"medium-09","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?yajilin/8/8/g0.a0.a0.b0.h0.a0.b0.a0.d0.c0.e0.e32c0.42e0.a","seed":"collection-medium-9","score":12.9},
  {"id":"medium-10","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?yajilin/10/10/a0.e0.a0.0.e0.a0.h0.a210.b23h0.g0.b0.a0.a0.f12a0.a0.a43b13g12d0.a0.a0.d12d","seed":"collection-medium-10","score":18.2},
  {"id":"hard-01","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?yajilin/8/8/a0.a22a0.a22i0.a0.a0.a0.i0.a0.a0.m0.a0.a0.a0.f","seed":"collection-hard-1","score":21},
  {"id":"hard-02","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?yajilin/10/10/i23f32d0.a0.a0.a0.a0.j0.a0.a0.b0.g0.b11a41a0.d0.f0.a0.c0.a0.d13a0.a13a0.a0.d","seed":"collection-hard-2","score":30.7},
  {"id":"hard-03","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?yajilin/8/8/d0.a0.a22a0.i0.a0.c0.f21d0.c0.a0.f0.c0.42e11a","seed":"collection-hard-3","score":23.1},
  {"id":"hard-04","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?yajilin/10/10/a0.a0.d33a22a0.b0.c0.a0.a0.c0.b42d0.c0.b0.j0.a0.b21c0.h0.a0.a0.a0.k320.d0.d","seed":"collection-hard-4","score":25.3},
  {"id":"hard-05","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?yajilin/8/8/0.a0.d0.a0.a0.d0.f0.b0.a0.a0.l0.b0.b12i0.a12a0./","seed":"collection-hard-5","score":24.1},
  {"id":"hard-06","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?yajilin/10/10/0.g21d0.a23c0.k0.a0.a0.a12f0.e0.d0.f12e0.a0.c0.a0.b13a11a0.c0.b0.h0./","seed":"collection-hard-6","score":34.4},
  {"id":"hard-07","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?yajilin/8/8/0.i22a0.b0.a0.j22a0.a0.a0.j0.a0.a0.k0.a0./","seed":"collection-hard-7","score":23.1},
  {"id":"hard-08","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?yajilin/10/10/h24a0.b0.a0.c0.b0.e0.a0.c0.a23b0.a22h0.a0.a0.a0.b0.a0.t42c0.h0.a12a0./","seed":"collection-hard-8","score":41.8},
  {"id":"hard-09","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?yajilin/8/8/d0.a0.f32a0.d0.e22c0.a0.d0.c0.f43a0.f0.a12a0.a0./","seed":"collection-hard-9","score":40.2},
  {"id":"hard-10","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?yajilin/10/10/h0.a0.b0.a0.c0.j0.f0.a0.a0.a0.j0.b0.a0.a0.d0.e0.a12d34a12c12b0.d13c12a0./","seed":"collection-hard-10","score":30.9},
  {"id":"expert-01","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?yajilin/8/8/0.a22a0.a22b0.a22h0.a0.b0.a0.q11a0.c0.d12f0./","seed":"collection-expert-1","score":115.3},
  {"id":"expert-02","difficulty":"expert","size":"10x10","puzzle":"https://puzz.link/p?yajilin/10/10/e0.d23b0.m0.b42c0.a11b0.a0.c0.b22a0.f0.a0.b12b12e0.a0.c0.d0.a0.a0.l11","seed":"collection-expert-2","score":58.9},
  {"id":"expert-03","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?yajilin/8/8/d0.c0.e31c0.a31j31a43b0.a0.k0.a0.a0.a12g","seed":"collection-expert-3","score":61.3},
];
