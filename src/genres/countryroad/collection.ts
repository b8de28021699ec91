// The bundled Country Road puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts countryroad --sizes 8x8,10x10
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?country/8/8/00189jfcda4g01g1usrsv3r01j21g1j","seed":"collection-easy-1","score":68.2},
  {"id":"easy-02","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?country/10/10/00184gbhm36u9rfqh80c0g0u1t0q617adheu1l2j2k","seed":"collection-easy-2","score":35.8},
  {"id":"easy-03","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?country/8/8/00kt5aet1a101go1oh1vcoeg1g5j4h","seed":"collection-easy-3","score":37.2},
  {"id":"easy-04","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?country/10/10/00e3q5cakh8t1i6k7030sgn00os0bo1grgvg1l14o","seed":"collection-easy-4","score":53},
  {"id":"easy-05","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?country/8/8/0000dbd8rukg0007oinkvoe01j1h3j","seed":"collection-easy-5","score":63.3},
  {"id":"easy-06","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?country/10/10/s9cjauqptvpu382g00noke1knoc67o50g060g1h3h5j4m","seed":"collection-easy-6","score":39.6},
  {"id":"easy-07","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?country/8/8/01ha9h8b68g0u3s11i1ou3s01l2i1","seed":"collection-easy-7","score":37.4},
  {"id":"easy-08","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?country/10/10/0k1olpujt62ak19gjg0c3m2d011m3o303o1v5g5j5g1k5","seed":"collection-easy-8","score":73.4},
  {"id":"easy-09","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?country/8/8/61cvf2ot3gc03jsfps2oh3802g1q5j","seed":"collection-easy-9","score":79.3},
  {"id":"easy-10","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?country/10/10/001c5of3fun7fur0110e0k0atha6ngffhjrv1i4k1k1k","seed":"collection-easy-10","score":4.5},
  {"id":"medium-01","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?country/8/8/c517qv3p800082b1gv3s8o00344l","seed":"collection-medium-1","score":199.2},
  {"id":"medium-02","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?country/10/10/00shl2d3l72agp9mid5o2o7f6l1u37113m1g1g5g4k2k2","seed":"collection-medium-2","score":154.5},
  {"id":"medium-03","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?country/8/8/1ge7n9napo000s5imdgo7sc02h4l4k","seed":"collection-medium-3","score":118},
  {"id":"medium-04","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?country/10/10/00002hqvrvkdeqa0oj000c3qot8jfdc2nh8u1h3g5h4k4k","seed":"collection-medium-4","score":181.4},
  {"id":"medium-05","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?country/8/8/820gbjsl4s90000egc1ojjs045g1n","seed":"collection-medium-5","score":147.6},
  {"id":"medium-06","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?country/10/10/6i6ceodif5kjd9gi003e1j113m0u7e1d631v1g4n4n4","seed":"collection-medium-6","score":122.4},
  {"id":"medium-07","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?country/8/8/4bov497a0g605opj818a60402g3g5h54g","seed":"collection-medium-7","score":193.3},
  {"id":"medium-08","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?country/10/10/khcmrtbvedho3g7000fugcjgmmhsrg0000c02g322g54q","seed":"collection-medium-8","score":189.6},
  {"id":"medium-09","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?country/8/8/18i72kd5da90107167ngg1tg1g3j35h","seed":"collection-medium-9","score":113},
  {"id":"medium-10","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?country/10/10/80g3l3fbunjfnf0g2300bocjp40muftppv3v15g54o3n1i","seed":"collection-medium-10","score":108.3},
  {"id":"hard-01","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?country/8/8/m5g967ablso001vjsnkff1fgh223g2422l1","seed":"collection-hard-1","score":261.8},
  {"id":"hard-02","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?country/10/10/247o2oe5rij1c78a001o1l0u7v8sfsfq0e0o3g1h3i4n","seed":"collection-hard-2","score":289.2},
  {"id":"hard-03","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?country/8/8/538610oq50o0s0o0g430m100g525j","seed":"collection-hard-3","score":264.5},
  {"id":"hard-04","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?country/10/10/1ojtns4l756btfrqiv763mftfu7p3e5t2s7a1h5l3j5l3p","seed":"collection-hard-4","score":368.3},
  {"id":"hard-05","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?country/8/8/00010cbu3g3g001g63jeg3vg5h4g13k","seed":"collection-hard-5","score":447.2},
  {"id":"hard-06","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?country/10/10/12285odhb0ir5e5s9j0u0t0a111t7h7hc0ef4g435h2l3l","seed":"collection-hard-6","score":373.8},
  {"id":"hard-07","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?country/8/8/04hs7jbqpkhge1gcglg2s8vgk31h5i","seed":"collection-hard-7","score":287.7},
  {"id":"hard-08","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?country/10/10/6qtdm952n1c1o380004d3v733q350o0609002g4n3m","seed":"collection-hard-8","score":426.9},
  {"id":"hard-09","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?country/8/8/279bnbeums60f0jeiv173j60g3h2l3g13i","seed":"collection-hard-9","score":238.8},
  {"id":"hard-10","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?country/10/10/4ld255lfbqvuis6o2gjstoukdi2cku9o60d05h2g5r13i","seed":"collection-hard-10","score":334.7},
  {"id":"expert-01","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?country/8/8/00000iqn63400000ev0775v03j45g","seed":"collection-expert-1","score":321.3},
  {"id":"expert-02","difficulty":"expert","size":"10x10","puzzle":"https://puzz.link/p?country/10/10/0o1kqonl5afvuuia29013n2fvi04nsbuvsru1g3k1h45t41h","seed":"collection-expert-2","score":701.9},
  {"id":"expert-03","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?country/8/8/23cn6tunv6kg5c81ifib5hf05n1h3h","seed":"collection-expert-3","score":459.7},
];
