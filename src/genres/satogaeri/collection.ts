// The bundled Satogaeri puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts satogaeri --sizes 6x6,7x7,8x8,9x9,10x10 --country-size 0.5,0.6,0.7
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?satogaeri/6/6/iuflcr7krjum0g1.g2h10l.i1g0h03j...h","seed":"collection-easy-1","score":0.6},
  {"id":"easy-02","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?satogaeri/7/7/inlrp5rboem6mb5uco1j0i2g2j0g.0g11i.g1g..j.g11g0l./","seed":"collection-easy-2","score":1.4},
  {"id":"easy-03","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?satogaeri/8/8/a9jkv6sf9jkg42v53bm15pv0k3g1q.j0h10.j..1i1.01n1k.3i0","seed":"collection-easy-3","score":2.2},
  {"id":"easy-04","difficulty":"easy","size":"9x9","puzzle":"https://puzz.link/p?satogaeri/9/9/tfnnf6rtfcntd587pifv3j0bv9dd7og0.g10h11g.g1k1.h011g0k1g1g3k0j02h1.h21k0k0..g0h1g..g","seed":"collection-easy-4","score":1.8},
  {"id":"easy-05","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?satogaeri/10/10/qlm75asn6v9uaelrakeuh6v93uov87ncer2v.g.0g1j1g.h50l0j2i.i1j3k.h2g1j01j.j1g..g.g1i3g0h.0g2h1g3h0g2h","seed":"collection-easy-5","score":3.2},
  {"id":"easy-06","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?satogaeri/6/6/5ed5ok5chqioi0g.k3g1.g1g1m.o","seed":"collection-easy-6","score":2.2},
  {"id":"easy-07","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?satogaeri/7/7/5avfmv6n8vu56nkmu0h1.1g1.g0i..k..i1g.g.h.11i1i2...h1","seed":"collection-easy-7","score":1.6},
  {"id":"easy-08","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?satogaeri/8/8/abmn9bfnlqpgs8fv8fd2evugl30.j1.g0i2h2.g.g.1h1i2g..g0n1.g1h0g.1g.g./","seed":"collection-easy-8","score":2},
  {"id":"easy-09","difficulty":"easy","size":"9x9","puzzle":"https://puzz.link/p?satogaeri/9/9/44tdbu7rmpirel83sqqlu7lu9ls9vog0g1h.l.k.g.2i0..1g1i20.i..l2.j..r2i1i0.../","seed":"collection-easy-9","score":2},
  {"id":"easy-10","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?satogaeri/10/10/baltrnmttatpmnqvbe1mubhvem9nudrtd3tgg0g0g1g0h1k11g0h0i0.i.g1g1.g..g.g1g.0h2g1g1.k.g1g01h..m1g..0.h11h0j1.1i","seed":"collection-easy-10","score":2.6},
  {"id":"medium-01","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?satogaeri/6/6/tlrbff47foq0.i..g.i20i2.k3i000g0g.h","seed":"collection-medium-1","score":4.2},
  {"id":"medium-02","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?satogaeri/7/7/5mfvqsrdg4kclupc0oh1g0.g0j.g1k0i0j.m2g1.2.h0g0g","seed":"collection-medium-2","score":4.8},
  {"id":"medium-03","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?satogaeri/8/8/5aabmdnv3cqgs4i3jnlarf3040k.h2x212g1h2h0.g2i.m.g0.122h1","seed":"collection-medium-3","score":4.8},
  {"id":"medium-04","difficulty":"medium","size":"9x9","puzzle":"https://puzz.link/p?satogaeri/9/9/5mftrnuab9dbemoflhgstvvv7vlbb0g2j..11h2h.i.h02h..g..h.k1.i.02g1g2...i.2h22.0n0j10g","seed":"collection-medium-4","score":9},
  {"id":"medium-05","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?satogaeri/10/10/d6qmqbn5pvft7fdppc04votn2rre5r2uqmdlh1.g2t.g.g2.2h0h02k012h2i.g0i.0.1h1i.n2h.h21l1g.h1g2.i0","seed":"collection-medium-5","score":6},
  {"id":"medium-06","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?satogaeri/6/6/lmfirs36ep5dk1g0g1g0g1j.h0h.g..k.0g","seed":"collection-medium-6","score":8.4},
  {"id":"medium-07","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?satogaeri/7/7/nvmvnbmr84itctpt1g.g.g0.h.k1j00.g2j02g..01i1l.0g0","seed":"collection-medium-7","score":6.8},
  {"id":"medium-08","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?satogaeri/8/8/kklmfnd7emjg21rt2bjoda6gk.0g1i2k.2h0h1.j12i.k1i1k.g0i1g0h./","seed":"collection-medium-8","score":6.2},
  {"id":"medium-09","difficulty":"medium","size":"9x9","puzzle":"https://puzz.link/p?satogaeri/9/9/4pj7c9homik5s7041jcvvdof2gvf10m31r.g0h1h.h0q1i..0g.0g5m0n0h.h7g0","seed":"collection-medium-9","score":9.6},
  {"id":"medium-10","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?satogaeri/10/10/l8eojbmvnumreattijt33ttmluapncvv2uth.0h0j4h.i.h0j4j.10g.1g.h1i.g0i.i.g.g2h1g.1g.h1h2i..g.1i3i.j0.2h0../","seed":"collection-medium-10","score":9},
  {"id":"hard-01","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?satogaeri/6/6/bi9qce8vkdprj2g02i.h.i.h1g..n.0./","seed":"collection-hard-1","score":10.2},
  {"id":"hard-02","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?satogaeri/7/7/4lb4mnb5g7gjv3j310i1g11j0j0h.g0j2g.h.h.j1i0g.i","seed":"collection-hard-2","score":13.6},
  {"id":"hard-03","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?satogaeri/8/8/99nlnhnfqujg7qgfe7gg2ns0h1g.1g.h0h.g2g....k2l.k3.i.j.i1l2g0g","seed":"collection-hard-3","score":12.2},
  {"id":"hard-04","difficulty":"hard","size":"9x9","puzzle":"https://puzz.link/p?satogaeri/9/9/cltfdmitbbrbl6g1vb1btrcbjgrvoo.j2g1.g0k.1g.g1h..j3.g3g2.g..l0o0l.g1g..h1g0g22i0","seed":"collection-hard-4","score":11},
  {"id":"hard-05","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?satogaeri/10/10/adersjrl9crktal6sabo4vp57armbvmanu45j0.h..h0l.1.j.l0j2g0h0h.k1.h.g01g.h.h0.h2s101h03n","seed":"collection-hard-5","score":16.8},
  {"id":"hard-06","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?satogaeri/6/6/9qnk4ch6jm1nh21l.l1g.2h0l0h1h","seed":"collection-hard-6","score":10},
  {"id":"hard-07","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?satogaeri/7/7/iendqfle8bp5mibtboh0h.n10.h2h01g1g3j....j..1h.i","seed":"collection-hard-7","score":12},
  {"id":"hard-08","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?satogaeri/8/8/l3bufne538k08tkoe5vs43fgj2h1g2i2m51g.i00g..n.h0.p.1g02h3","seed":"collection-hard-8","score":11.2},
  {"id":"hard-09","difficulty":"hard","size":"9x9","puzzle":"https://puzz.link/p?satogaeri/9/9/lbm7oqr5ldlkvso8p43lou4cr69he01h2h0g2p1i.i2j..i0h2g1h1i1i1i.g.00k0g0i.m","seed":"collection-hard-9","score":17.2},
  {"id":"hard-10","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?satogaeri/10/10/n57klid6qleev9r6ciunvu4sv3sddpv0jvkn.g.g..3j.g.i.g..1g1g1.g0i.1k.g1.k3n1j1g.11j.0m..h4k.3k1.2","seed":"collection-hard-10","score":16.8},
  {"id":"expert-01","difficulty":"expert","size":"9x9","puzzle":"https://puzz.link/p?satogaeri/9/9/9lrnvfutunr4iigr82fjah1oefrssg0m02.h0k.0h.g2.g0h1...n.1h.g1h.2.h1i.i1i.j0k2","seed":"collection-expert-1-3.0","score":57.8},
  {"id":"expert-03","difficulty":"expert","size":"9x9","puzzle":"https://puzz.link/p?satogaeri/9/9/9d7ncv3q9mgmj2go9m7n03jmrgm5jgg0h1g1h.i.i1k2h0g.h0k0o121i0k3i0l1l1h./","seed":"collection-expert-3-1.0","score":78},
];
