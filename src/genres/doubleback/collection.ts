// The bundled Double Back puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts doubleback --sizes 6x6,8x8
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?doubleback/6/6/88944002100801k27jpg","seed":"collection-easy-1","score":0.2},
  {"id":"easy-02","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?doubleback/8/8/0000000420400000000g40o00trnehq79s3ge","seed":"collection-easy-2","score":0.2},
  {"id":"easy-03","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?doubleback/6/6/140g00302200g81k2fvg","seed":"collection-easy-3","score":0.2},
  {"id":"easy-04","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?doubleback/8/8/0000g10o000000300c40800000sbg28134fvu","seed":"collection-easy-4","score":2.4},
  {"id":"easy-05","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?doubleback/6/6/0ec00060g000g004jvvg","seed":"collection-easy-5","score":0.2},
  {"id":"easy-06","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?doubleback/8/8/000410800000004000001000u3je5gm4unqv2","seed":"collection-easy-6","score":0.2},
  {"id":"easy-07","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?doubleback/6/6/00008i00000gvscko40g","seed":"collection-easy-7","score":0.1},
  {"id":"easy-08","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?doubleback/8/8/0002400400800040001000000tpi63q70csg2","seed":"collection-easy-8","score":0.2},
  {"id":"easy-09","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?doubleback/6/6/0002800200vgssei0020","seed":"collection-easy-9","score":0.2},
  {"id":"easy-10","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?doubleback/8/8/00820gj08000000007i00000vvpv7g40ni6u2","seed":"collection-easy-10","score":0.3},
  {"id":"medium-01","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?doubleback/6/6/0g0000000s00hi30h3jg","seed":"collection-medium-1","score":5.2},
  {"id":"medium-02","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?doubleback/8/8/0000004200000000000910000c0m8vj2c1jgu","seed":"collection-medium-2","score":5.3},
  {"id":"medium-03","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?doubleback/6/6/ggg4d01000c80h0h00gg","seed":"collection-medium-3","score":7.4},
  {"id":"medium-04","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?doubleback/8/8/00000g4008200040h0001000vv3h60b1cho00","seed":"collection-medium-4","score":5.3},
  {"id":"medium-05","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?doubleback/6/6/8gg0048020000014m800","seed":"collection-medium-5","score":5.4},
  {"id":"medium-06","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?doubleback/8/8/0010020400g0010000300000vsu10g0u01g0o","seed":"collection-medium-6","score":8.5},
  {"id":"medium-07","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?doubleback/6/6/0001c00000c8003p01gg","seed":"collection-medium-7","score":7.4},
  {"id":"medium-08","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?doubleback/8/8/0000420g002000020g000040vufpu0o87hog2","seed":"collection-medium-8","score":5.2},
  {"id":"medium-09","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?doubleback/6/6/0088400204g0o9ko03vg","seed":"collection-medium-9","score":5.3},
  {"id":"medium-10","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?doubleback/8/8/82808000000070g4100000000001sf1502c9u","seed":"collection-medium-10","score":8.6},
  {"id":"hard-01","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?doubleback/6/6/g9gg009602000104u31g","seed":"collection-hard-1","score":37.8},
  {"id":"hard-02","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?doubleback/8/8/40g400h0840020o0000ogo1gov3getq480s80","seed":"collection-hard-2","score":19.6},
  {"id":"hard-03","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?doubleback/6/6/g03bg0011g4g0m82081g","seed":"collection-hard-3","score":25.6},
  {"id":"hard-04","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?doubleback/8/8/0020g0g200000800000800007gu305i4c4to6","seed":"collection-hard-4","score":17.5},
  {"id":"hard-05","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?doubleback/6/6/0662082810080ka5250g","seed":"collection-hard-5","score":12.5},
  {"id":"hard-06","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?doubleback/8/8/000108108000000000g000004c5kgi28fg2j2","seed":"collection-hard-6","score":24.4},
  {"id":"hard-07","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?doubleback/6/6/000h00003g00020811sg","seed":"collection-hard-7","score":17.4},
  {"id":"hard-08","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?doubleback/8/8/08410c2020000800acg000s0v3se1i60uo300","seed":"collection-hard-8","score":38},
  {"id":"hard-09","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?doubleback/6/6/00ks424622g4oh8461og","seed":"collection-hard-9","score":37.8},
  {"id":"hard-10","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?doubleback/8/8/g2080000200080g0000001003s0g06338c9pu","seed":"collection-hard-10","score":27.7},
  {"id":"expert-01","difficulty":"expert","size":"6x6","puzzle":"https://puzz.link/p?doubleback/6/6/1a200gp300000044oo1g","seed":"collection-expert-1","score":41.7},
  {"id":"expert-02","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?doubleback/8/8/00c4h88000000050s0o0g000vvge1010fo3c0","seed":"collection-expert-2","score":46.9},
  {"id":"expert-03","difficulty":"expert","size":"6x6","puzzle":"https://puzz.link/p?doubleback/6/6/8ckh604401440g8cg00g","seed":"collection-expert-3","score":145.5},
];
