// The bundled Country Road puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts countryroad --sizes 8x8,10x10
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?country/8/8/kmn0mtcbg000a4u7tloc7g005g54g53h1h","seed":"collection-easy-1","score":57.1},
  {"id":"easy-02","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?country/10/10/2m6kuhmjc58bkj03001m3e1m3h1v390n3j043i1g1h4j15i","seed":"collection-easy-2","score":49.9},
  {"id":"easy-03","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?country/8/8/000gc2it2pb003040f24m3m02i1j","seed":"collection-easy-3","score":51.3},
  {"id":"easy-04","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?country/10/10/0easkoj7l8q4ka82g4320t3r6t3g7u081u0131g1o5i","seed":"collection-easy-4","score":66.6},
  {"id":"easy-05","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?country/8/8/5mjbtnuo6000fatjacjcg100h1n1h","seed":"collection-easy-5","score":76.2},
  {"id":"easy-06","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?country/10/10/0000a0uuqttuekc1sq001g0nru0nfbm23ufuj33i35g2p1","seed":"collection-easy-6","score":76.8},
  {"id":"easy-07","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?country/8/8/00s7vhftjqq01g56t4nnp8vg3l4j1g1h2g","seed":"collection-easy-7","score":29.4},
  {"id":"easy-08","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?country/10/10/3mvq3kidkq89g0000066qsfk6o70tg3o0000g2i1l24g","seed":"collection-easy-8","score":19.5},
  {"id":"easy-09","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?country/8/8/66lbfr8u61g0the2g530m000g21o","seed":"collection-easy-9","score":12.6},
  {"id":"easy-10","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?country/10/10/80k381g3gt1n2nkl6k60g0u0t0e0jg74jsbk51l1p","seed":"collection-easy-10","score":60},
  {"id":"medium-01","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?country/8/8/a2hseqmfji80018apv2cqrn05g1m3k","seed":"collection-medium-1","score":94.1},
  {"id":"medium-02","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?country/10/10/01g347gb8d9jgt1a0ko07030dgp8jgq81os014h45i354","seed":"collection-medium-2","score":196},
  {"id":"medium-03","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?country/8/8/0000038mkbgg00000s3cj8v04h1i","seed":"collection-medium-3","score":140},
  {"id":"medium-04","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?country/10/10/2ksqiklbsdomh80000q89svgjcdg2o1o600055g1g3h3m","seed":"collection-medium-4","score":161.5},
  {"id":"medium-05","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?country/8/8/4iefj8q28a007oo0m00v1030333g1i5","seed":"collection-medium-5","score":126.8},
  {"id":"medium-06","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?country/10/10/0g0s2pijj3m74t9qhu0f0c3m1t2c1t3u303a34i5g1l5h5k","seed":"collection-medium-6","score":180.8},
  {"id":"medium-07","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?country/8/8/0gabrer4g0000sf6s7rd3s003g1n1h","seed":"collection-medium-7","score":120.4},
  {"id":"medium-08","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?country/10/10/k9co1lf5q2g00000001ve3joec6s1g0000004k1k","seed":"collection-medium-8","score":113.8},
  {"id":"medium-09","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?country/8/8/gjmn04a1oa00vrejs3ob0g30h1k2k","seed":"collection-medium-9","score":148.2},
  {"id":"medium-10","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?country/10/10/0002l2uf0fkr74fqiq00fongfopsv2fu2pde1s1g2g54j","seed":"collection-medium-10","score":151.7},
  {"id":"hard-01","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?country/8/8/45tbend80000die24s2eo000g23i5i","seed":"collection-hard-1","score":296.8},
  {"id":"hard-02","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?country/10/10/3s7pdhircsp9lviihl1g684qdme7fu9j7i6u3j42l4h2i4i","seed":"collection-hard-2","score":442.4},
  {"id":"hard-03","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?country/8/8/j79m8gq00000m1c3fr7s0000i5h13h","seed":"collection-hard-3","score":223.6},
  {"id":"hard-04","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?country/10/10/0003l3vfqftlrakb6s00cojs88p4eog47ork5g4k4h5g144g3i","seed":"collection-hard-4","score":380.1},
  {"id":"hard-05","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?country/8/8/l3olrlbbo000p0jbcr0a7c00h54i3g2h","seed":"collection-hard-5","score":356.5},
  {"id":"hard-06","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?country/10/10/000166trjvulcd98i4007gvitiepimvav7vu2p2g3s","seed":"collection-hard-6","score":300.9},
  {"id":"hard-07","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?country/8/8/isbhtf500000vp30od3u0000j25j","seed":"collection-hard-7","score":224.8},
  {"id":"hard-08","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?country/10/10/00005gdptijnn960c0000v0ae4guf9gmho80344534g5g3h2g","seed":"collection-hard-8","score":445.7},
  {"id":"hard-09","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?country/8/8/b79efjcdjct0a1of0o5s00404g24m1i","seed":"collection-hard-9","score":244.8},
  {"id":"hard-10","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?country/10/10/81g2e5sdon8aja4gc0807gs0704ovoeo7gu0g2k3h3l","seed":"collection-hard-10","score":410.3},
  {"id":"expert-01","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?country/8/8/qvnjuln3oc1060c28npk14203k1j4h","seed":"collection-expert-1","score":462.7},
  {"id":"expert-02","difficulty":"expert","size":"10x10","puzzle":"https://puzz.link/p?country/10/10/14243bumr8uktiash50u0o765d7o7p3q316v4h2h3i4q","seed":"collection-expert-2","score":514},
  {"id":"expert-03","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?country/8/8/20s75simtigg0s63cfvhdlvg1o3g2l","seed":"collection-expert-3","score":398.8},
];
