// The bundled Ripple Effect puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts ripple --sizes 6x6,7x7,8x8
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?ripple/6/6/6573241ennq45g2h3g1g2i3h7h4h6i6g1g4h2g4","seed":"collection-easy-1","score":0.2},
  {"id":"easy-02","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?ripple/7/7/d4im8k9q830dvk0tcg5h2h1g6g3k4h1i3g4i3h7k6g3g5h1h2","seed":"collection-easy-2","score":2.4},
  {"id":"easy-03","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?ripple/8/8/gn4abkseqaigbui6jtm57o00h2m14g2m127v651m6g13m2h","seed":"collection-easy-3","score":2.6},
  {"id":"easy-04","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?ripple/6/6/4bbv5g7c2ikv1h417n4l3n123h1","seed":"collection-easy-4","score":0.4},
  {"id":"easy-05","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?ripple/7/7/cma9kplqo00to1rd30g42i45j6h6h1g2g24g35g4g2h2h3j22i23g","seed":"collection-easy-5","score":0.2},
  {"id":"easy-06","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?ripple/8/8/59b975i5da4g31veu7n6f2c0h5h3h263j21p1i52i1p63j543h1h7h","seed":"collection-easy-6","score":0.3},
  {"id":"easy-07","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?ripple/6/6/emvr72o4h6huk2k3h2l1h2k4k","seed":"collection-easy-7","score":2.5},
  {"id":"easy-08","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?ripple/7/7/47flaub5g7scoib80og2h21o52g37i3g6i41g21o34h1g","seed":"collection-easy-8","score":0.2},
  {"id":"easy-09","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?ripple/8/8/mjr58r6mld90opinggps1e20k5i1i1n64g27g4h25h6g42g76n5i1i2k","seed":"collection-easy-9","score":2.8},
  {"id":"easy-10","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?ripple/6/6/8enld564jv28g15h25j7j1423j3j24h35g","seed":"collection-easy-10","score":0.2},
  {"id":"medium-01","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?ripple/6/6/2b4h65ojnpu2h2j1g61l47l21g1j1h","seed":"collection-medium-1","score":5.5},
  {"id":"medium-02","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?ripple/7/7/83jakhoq86u9e6eu7gj3n4h1k3i5k3h2n2j","seed":"collection-medium-2","score":7.7},
  {"id":"medium-03","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?ripple/8/8/j4sc3lf9t6ig0jlhjpg8nhi0h472j1i4g2r162h316r1g6i2j161h","seed":"collection-medium-3","score":10.8},
  {"id":"medium-04","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?ripple/6/6/55bdl40f1936i1h26i11g3l2g32i61h6i","seed":"collection-medium-4","score":11.5},
  {"id":"medium-05","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?ripple/7/7/lalgh9apg0397ppoeog1i62m2g3h43h6g1h17h5g4m21i1g","seed":"collection-medium-5","score":4.5},
  {"id":"medium-06","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?ripple/8/8/ajddb8i44h602hdmv47vvs3g4g1q1h34k2l21l3k12h1q3g2","seed":"collection-medium-6","score":6.5},
  {"id":"medium-07","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?ripple/6/6/4amma85u0epj2i5j2g41g1g2h3g7g26g2j2i5","seed":"collection-medium-7","score":6.4},
  {"id":"medium-08","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?ripple/7/7/4kifel720vg2u8fi30h12g3h4g16zk23g1h1g52h","seed":"collection-medium-8","score":7.5},
  {"id":"medium-09","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?ripple/8/8/4ikp4pfajbo063nhhs867qcgg1g13g2q65h13h7i4h6i1h72h24q5g64g7g","seed":"collection-medium-9","score":4.6},
  {"id":"medium-10","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?ripple/6/6/kkdka905i7u23726g5j7g4h3j6h4g4j1g2543","seed":"collection-medium-10","score":5.3},
  {"id":"hard-01","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?ripple/6/6/44ii6d0fo1hm1i1m67g35h14g32m2i4","seed":"collection-hard-1","score":19.5},
  {"id":"hard-02","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?ripple/7/7/c7booqmn0285vsin9gg1g7g46zu21g1g1g","seed":"collection-hard-2","score":18.9},
  {"id":"hard-03","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?ripple/8/8/smrqnpblpkh02psok5j8hcu0z1g3h1k54k2h6g5z","seed":"collection-hard-3","score":14.9},
  {"id":"hard-04","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?ripple/6/6/cllcdar06scak3h1g4h7g1j5g1h1g1h2k","seed":"collection-hard-4","score":27.5},
  {"id":"hard-05","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?ripple/7/7/cmm0jltl00luvn0el8q1p5i4p2q","seed":"collection-hard-5","score":14.8},
  {"id":"hard-06","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?ripple/8/8/ol5bcigdh4l04ce29nrrrgo0h2g1g2l7i3n41h7435h64n6i6l1g1g1h","seed":"collection-hard-6","score":16},
  {"id":"hard-07","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?ripple/6/6/uukvma0bq8r8s2n4s","seed":"collection-hard-7","score":31.8},
  {"id":"hard-08","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?ripple/7/7/k52brmr1gm0er98ro0i5g3g4l1h1s2h3l4g5g1i","seed":"collection-hard-8","score":36.8},
  {"id":"hard-09","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?ripple/8/8/53cu6fnqfas07f63chcq3670g3i3h1m51g1g2g1k1j1k1g2g1g61m4h4i5g","seed":"collection-hard-9","score":15.8},
  {"id":"hard-10","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?ripple/6/6/998bf90fpvg4i3k6g2r1g1k6i","seed":"collection-hard-10","score":31.7},
  {"id":"expert-01","difficulty":"expert","size":"6x6","puzzle":"https://puzz.link/p?ripple/6/6/aid5ca85v3ccg2g6h51z15h2g6g","seed":"collection-expert-1","score":48.7},
  {"id":"expert-02","difficulty":"expert","size":"7x7","puzzle":"https://puzz.link/p?ripple/7/7/af1u7k5hga5dsjplugk41j7m1o1m5j12k","seed":"collection-expert-2","score":43.9},
  {"id":"expert-03","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?ripple/8/8/14tab9ckn920vg9pev3k8ss0i2j271k1k1m7h4m2k2k463j1i","seed":"collection-expert-3","score":79.2},
];
