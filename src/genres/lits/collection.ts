// The bundled LITS puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts lits --sizes 8x8,10x10
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?lits/8/8/i7phfnrumjc04se1kh825kn0","seed":"collection-easy-1","score":2.5},
  {"id":"easy-02","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?lits/10/10/h8dnurfrs77vdtrqj6em8kh4e2gecgh804oq","seed":"collection-easy-2","score":2.6},
  {"id":"easy-03","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?lits/8/8/i6fddormsa5079aigpc0dhr0","seed":"collection-easy-3","score":0.7},
  {"id":"easy-04","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?lits/10/10/216hnkk9q6j5tl4ts4evmbb4ejddccniae6l","seed":"collection-easy-4","score":2.8},
  {"id":"easy-05","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?lits/8/8/43napfdija40pla7oh1mdff0","seed":"collection-easy-5","score":2.5},
  {"id":"easy-06","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?lits/10/10/k997ffctvdnthgl2h03m592664a8h7brntdu","seed":"collection-easy-6","score":2.4},
  {"id":"easy-07","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?lits/8/8/0394j7fb4ag04tb7t92be6v0","seed":"collection-easy-7","score":0.9},
  {"id":"easy-08","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?lits/10/10/2145n6jt191pi1sgi0funeaj1smubfnjfsdu","seed":"collection-easy-8","score":2.6},
  {"id":"easy-09","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?lits/8/8/g1psmde7uo8gdt38ofehk9b0","seed":"collection-easy-9","score":2.9},
  {"id":"easy-10","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?lits/10/10/49n5ncnem4jk38rmq3amleb35gralv7uac9k","seed":"collection-easy-10","score":2.5},
  {"id":"medium-01","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?lits/8/8/a6525irvbd109gtrelh4h9c0","seed":"collection-medium-1","score":7.7},
  {"id":"medium-02","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?lits/10/10/t1n7ukrdp546vatt702e2d4o6aaevp8k4i9f","seed":"collection-medium-2","score":10.1},
  {"id":"medium-03","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?lits/8/8/93729pmnq6004pen6q2hl3v0","seed":"collection-medium-3","score":9.5},
  {"id":"medium-04","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?lits/10/10/k0omnclaka9jccavj4bu8gfbikd7famspc4i","seed":"collection-medium-4","score":3},
  {"id":"medium-05","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?lits/8/8/2cdihmp8uia0eotf0plshpb0","seed":"collection-medium-5","score":11.9},
  {"id":"medium-06","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?lits/10/10/40nkoigeqij2vvvji2qm5atvjc5ifd68gg9q","seed":"collection-medium-6","score":10.1},
  {"id":"medium-07","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?lits/8/8/2bofqensdgh04r96o6149um0","seed":"collection-medium-7","score":7.9},
  {"id":"medium-08","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?lits/10/10/137ffcubvrrrnlv744ec84m6c3542g0c3afj","seed":"collection-medium-8","score":11.9},
  {"id":"medium-09","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?lits/8/8/4lrcd1ttla50d832ulsa49t0","seed":"collection-medium-9","score":7.6},
  {"id":"medium-10","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?lits/10/10/i2eee8msiggj9jcp24csccv6er7sv33lamds","seed":"collection-medium-10","score":8.8},
  {"id":"hard-01","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?lits/8/8/63enrvfnat80p8o52834l9a0","seed":"collection-hard-1","score":24.1},
  {"id":"hard-02","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?lits/10/10/212ebp9sn2guitmn18ev18ukcona4nor4ge4","seed":"collection-hard-2","score":21},
  {"id":"hard-03","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?lits/8/8/01nb776t5j80vpkkl5grao70","seed":"collection-hard-3","score":19.2},
  {"id":"hard-04","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?lits/10/10/59lqvjuvbtfatrl2h0qk5082gk187sahpidu","seed":"collection-hard-4","score":24.7},
  {"id":"hard-05","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?lits/8/8/gtnetsrtp3402026l958bhn0","seed":"collection-hard-5","score":13.1},
  {"id":"hard-06","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?lits/10/10/g9nfjefcmuloqnfii26qb4327o2khr4i589u","seed":"collection-hard-6","score":27.9},
  {"id":"hard-07","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?lits/8/8/0gdmrja6s6g0v1pac9r1div0","seed":"collection-hard-7","score":14.1},
  {"id":"hard-08","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?lits/10/10/3137tkolrjtamqiqggeeal4qoe952i1dtq66","seed":"collection-hard-8","score":17.8},
  {"id":"hard-09","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?lits/8/8/4agp34t7mi605ofis27ikp30","seed":"collection-hard-9","score":14.5},
  {"id":"hard-10","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?lits/10/10/h1su7pjijra8merq19aq58egtse4l6daal4m","seed":"collection-hard-10","score":19.9},
  {"id":"expert-01","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?lits/8/8/9bn8h5ml36og2h67tqi48oe0","seed":"collection-expert-1","score":58.7},
  {"id":"expert-02","difficulty":"expert","size":"10x10","puzzle":"https://puzz.link/p?lits/10/10/1036e4kclmdr545o000eh10v6m5t5abeqvd0","seed":"collection-expert-2","score":48.5},
  {"id":"expert-03","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?lits/8/8/4cqllj9qcuc0d320d1ge6hl0","seed":"collection-expert-3","score":127.2},
];
