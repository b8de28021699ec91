// The bundled Double Back puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts doubleback --sizes 6x6,8x8
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?doubleback/6/6/802040010004gqc7bhpg","seed":"collection-easy-1","score":0.2},
  {"id":"easy-02","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?doubleback/8/8/000000g00g20000006301040vvovbh46gr1e0","seed":"collection-easy-2","score":0.3},
  {"id":"easy-03","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?doubleback/6/6/404450000g06o9425gog","seed":"collection-easy-3","score":0.2},
  {"id":"easy-04","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?doubleback/8/8/004o60g000007gg1080o0000050gu3o74tngu","seed":"collection-easy-4","score":0.3},
  {"id":"easy-05","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?doubleback/6/6/11400007g0g0u8429gpg","seed":"collection-easy-5","score":0.2},
  {"id":"easy-06","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?doubleback/8/8/000000001020000e0000o3g0vvjg64rj7c5g6","seed":"collection-easy-6","score":0.2},
  {"id":"easy-07","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?doubleback/6/6/088448401008jpod63hg","seed":"collection-easy-7","score":0.3},
  {"id":"easy-08","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?doubleback/8/8/60g81gg0000000dh060g000000i08043pvvvu","seed":"collection-easy-8","score":0.3},
  {"id":"easy-09","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?doubleback/6/6/0000c400001g7hqdi11g","seed":"collection-easy-9","score":0.2},
  {"id":"easy-10","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?doubleback/8/8/0000000002000000000100v0svgeprfcsr0c0","seed":"collection-easy-10","score":0.2},
  {"id":"medium-01","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?doubleback/6/6/g8gi00963i000h00277g","seed":"collection-medium-1","score":6.4},
  {"id":"medium-02","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?doubleback/8/8/0000510g408000031i200000ofc0c1043ou82","seed":"collection-medium-2","score":11.6},
  {"id":"medium-03","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?doubleback/6/6/22ig00000000os84at0g","seed":"collection-medium-3","score":5.2},
  {"id":"medium-04","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?doubleback/8/8/000040000g00000j0000000001v0h0ph1ngvu","seed":"collection-medium-4","score":5.3},
  {"id":"medium-05","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?doubleback/6/6/182200000000s8h0h6o0","seed":"collection-medium-5","score":5.2},
  {"id":"medium-06","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?doubleback/8/8/04080020p220g5g0000128304030d7m8p30f0","seed":"collection-medium-6","score":3.5},
  {"id":"medium-07","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?doubleback/6/6/00088000007g0k9i8400","seed":"collection-medium-7","score":5.3},
  {"id":"medium-08","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?doubleback/8/8/000820a000000000040c0000vvvsv0p0c1v00","seed":"collection-medium-8","score":8.3},
  {"id":"medium-09","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?doubleback/6/6/000go00004pg3kbg4020","seed":"collection-medium-9","score":5.2},
  {"id":"medium-10","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?doubleback/8/8/0010800000200000001g0000vvs341ie0qbf0","seed":"collection-medium-10","score":5.2},
  {"id":"hard-01","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?doubleback/6/6/00046801o08a1g3011gg","seed":"collection-hard-1","score":19.5},
  {"id":"hard-02","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?doubleback/8/8/0i10000000001h0002700000o48hison0s7ju","seed":"collection-hard-2","score":17.3},
  {"id":"hard-03","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?doubleback/6/6/126000191800g0252p1g","seed":"collection-hard-3","score":19.5},
  {"id":"hard-04","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?doubleback/8/8/020g02930000000j05i61g00o2f8t210031vu","seed":"collection-hard-4","score":20.7},
  {"id":"hard-05","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?doubleback/6/6/00g110080o01vgo1gg20","seed":"collection-hard-5","score":17.5},
  {"id":"hard-06","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?doubleback/8/8/002s2962gm000092gi046410vv08908g800f0","seed":"collection-hard-6","score":17},
  {"id":"hard-07","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?doubleback/6/6/04520001ha003k210eg0","seed":"collection-hard-7","score":22.4},
  {"id":"hard-08","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?doubleback/8/8/000000g402000000640044b0v7oc9h6ep34e0","seed":"collection-hard-8","score":14.5},
  {"id":"hard-09","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?doubleback/6/6/0cb20021g480pg01gi00","seed":"collection-hard-9","score":24.7},
  {"id":"hard-10","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?doubleback/8/8/03800200000030g00o000000oe088784ubge2","seed":"collection-hard-10","score":20.6},
  {"id":"expert-01","difficulty":"expert","size":"6x6","puzzle":"https://puzz.link/p?doubleback/6/6/8i836087088a1g01g1og","seed":"collection-expert-1","score":80.9},
  {"id":"expert-02","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?doubleback/8/8/h4828h40202000000u0001o06c9k60o0co486","seed":"collection-expert-2","score":52.1},
];
