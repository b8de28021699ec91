// The bundled Moon or Sun puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts moonsun --sizes 8x8,10x10
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?moonsun/8/8/0o6qmmndas7g04iccv65u8t001f139f0i606l33l1065a9","seed":"collection-easy-1","score":18.6},
  {"id":"easy-02","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?moonsun/10/10/2m6guhmjc58bkj03001m3c1m3h1v390n3j0406501bf1o00bm011c21005f93bo07k0660","seed":"collection-easy-2","score":43.3},
  {"id":"easy-03","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?moonsun/8/8/000gc2it2pb003040f24m1m000000300000109k3n209m0","seed":"collection-easy-3","score":5.9},
  {"id":"easy-04","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?moonsun/10/10/04084gj7l8q4ka82g4000s1r6t3g7u081u010a1jf110461f34l3i063021920c03j0100","seed":"collection-easy-4","score":35.2},
  {"id":"easy-05","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?moonsun/8/8/56hbtnuo6000f2t3acjcg1001b0oa0o9106h3800900i00","seed":"collection-easy-5","score":4.9},
  {"id":"easy-06","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?moonsun/10/10/00000043f5fqq9lah400000f271oc7f036ep390010110053d133919k7ck03465090009","seed":"collection-easy-6","score":30.2},
  {"id":"easy-07","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?moonsun/8/8/00s7vhfdhi201g56t4hnp8cg0200li1810b05kk436ci00","seed":"collection-easy-7","score":19.5},
  {"id":"easy-08","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?moonsun/10/10/00000g1vlr7m6coeo9000303tsa7gs7uucfm0000000003192pg90n10fe900ib020l009","seed":"collection-easy-8","score":14.7},
  {"id":"easy-09","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?moonsun/8/8/11e50k53gk2038cgu08e0s600504aa811665104l006000","seed":"collection-easy-9","score":29.8},
  {"id":"easy-10","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?moonsun/10/10/39fnur55ab6mt8o100euo5h17j1v0s15610303f69q13aa64b687j03103f06c609a0100","seed":"collection-easy-10","score":38.6},
  {"id":"medium-01","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?moonsun/8/8/159d59sa8000j1md090u64009406166c013jh0ib0k6200","seed":"collection-medium-1","score":66.2},
  {"id":"medium-02","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?moonsun/10/10/30khl5adarb775f000oo30oo7k1e7ee8r6c092626000b6be60i6o0c368i20209800000","seed":"collection-medium-2","score":53.6},
  {"id":"medium-03","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?moonsun/8/8/00051hev2vd000608d33nrigi000000i076311ni22hb3i","seed":"collection-medium-3","score":89.2},
  {"id":"medium-04","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?moonsun/10/10/00181gb0f3ibmsrfi60c080r0j1m27dqqc7i00900c00610d0990o36600b156934ji010","seed":"collection-medium-4","score":79.7},
  {"id":"medium-05","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?moonsun/8/8/2uaorfe1o000fmj5q9m90o00a663cbf30h20l066060000","seed":"collection-medium-5","score":73.8},
  {"id":"medium-06","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?moonsun/10/10/a1d2i4gbgb1kgn1k60bg3gfg30s0hodg385g10047020600301190990iii2092200d300","seed":"collection-medium-6","score":65.3},
  {"id":"medium-07","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?moonsun/8/8/616jash48i001osm4v8u20700i002b9bk9093296k60000","seed":"collection-medium-7","score":67.3},
  {"id":"medium-08","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?moonsun/10/10/k9co1lf5q2g00000001ve3joec6s1g000000a00f60i339i591j80ib02i000000000000","seed":"collection-medium-8","score":59.3},
  {"id":"medium-09","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?moonsun/8/8/011ral39ack0s1i24ng4oo60100697990i0l2030211200","seed":"collection-medium-9","score":50.1},
  {"id":"medium-10","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?moonsun/10/10/0002l2ua0fkb74fqiq00fongeopsv2fu2pde999103042051040925li64240106o21950","seed":"collection-medium-10","score":63.9},
  {"id":"hard-01","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?moonsun/8/8/978i6p96mtb0c3c3ofp2d0rg002af2kba50034063o6370","seed":"collection-hard-1","score":195.4},
  {"id":"hard-02","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?moonsun/10/10/90ahprfviulpil00004ov63she8s2c4gco000006b7510f1al021012023009900000000","seed":"collection-hard-2","score":143.2},
  {"id":"hard-03","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?moonsun/8/8/ak4ml0h30000fiv0fnom1s00b3ij0959j0660980220600","seed":"collection-hard-3","score":128.4},
  {"id":"hard-04","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?moonsun/10/10/98hjej36lleuur8ag00omkf8r68ud4ant80u3k106a2f1a093i2j130l71lo1b061760k0","seed":"collection-hard-4","score":185.4},
  {"id":"hard-05","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?moonsun/8/8/0002gk6kf380003000ru44vg000000090402kj5026302i","seed":"collection-hard-5","score":173.5},
  {"id":"hard-06","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?moonsun/10/10/0002mjq2dgimubqk2800csaf7ejmeuvou65g0000000950fii60240120k3710jk300000","seed":"collection-hard-6","score":177.2},
  {"id":"hard-07","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?moonsun/8/8/000k79aj48h000o2o46ch1u0202202i01j020620f1i600","seed":"collection-hard-7","score":258.8},
  {"id":"hard-08","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?moonsun/10/10/00005gdptijnn960c0000v0ae4guf9gmho8031030399a20961b6h6690a15h020003000","seed":"collection-hard-8","score":260.1},
  {"id":"hard-09","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?moonsun/8/8/e5p6b6pl000091o9to0ej000iii99k6ib9k90030526i00","seed":"collection-hard-9","score":151.7},
  {"id":"hard-10","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?moonsun/10/10/8kr9l393c1eaomge0g70ok0r5n3b3u0r34089kk330381ik612126113023i3490190200","seed":"collection-hard-10","score":181.1},
  {"id":"expert-01","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?moonsun/8/8/018a2hi59f9g3000fn7vspt0100400i03i0a0oib06aj20","seed":"collection-expert-1","score":181.6},
  {"id":"expert-02","difficulty":"expert","size":"10x10","puzzle":"https://puzz.link/p?moonsun/10/10/70l284sa8kgf1s2k2o6gpg0gt0g0d04g3g50f9000i10b002069029f023019000000200","seed":"collection-expert-2","score":161.5},
  {"id":"expert-03","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?moonsun/8/8/70od28e3gs0020dgo6of0s60ik3a920c6236b22ji10000","seed":"collection-expert-3","score":90},
];
