// The bundled Yin-Yang puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts yinyang --sizes 8x8,10x10,12x12
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?yinyang/8/8/0286k0i62504620i3j8600","seed":"collection-easy-1","score":1.1},
  {"id":"easy-02","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?yinyang/10/10/10305733oi6g2222463637b0kk25502030","seed":"collection-easy-2","score":0.9},
  {"id":"easy-03","difficulty":"easy","size":"12x12","puzzle":"https://puzz.link/p?yinyang/12/12/030118020k03255020f98oj33b8o25090cl930a090oi9060","seed":"collection-easy-3","score":0.9},
  {"id":"easy-04","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?yinyang/8/8/00270079c3012id0073000","seed":"collection-easy-4","score":2.8},
  {"id":"easy-05","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?yinyang/10/10/j0002okhil296026823010l19qoac0006i","seed":"collection-easy-5","score":1},
  {"id":"easy-06","difficulty":"easy","size":"12x12","puzzle":"https://puzz.link/p?yinyang/12/12/3902133921713ic3681i3b3003k619o638269fii266i9013","seed":"collection-easy-6","score":1.9},
  {"id":"easy-07","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?yinyang/8/8/i031d0k08a53m0394c2009","seed":"collection-easy-7","score":0.7},
  {"id":"easy-08","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?yinyang/10/10/001i7i9od000k13900a639005b9id0f000","seed":"collection-easy-8","score":0.9},
  {"id":"easy-09","difficulty":"easy","size":"12x12","puzzle":"https://puzz.link/p?yinyang/12/12/000512n21li66boc0009876006fo200044a6625i9d99c000","seed":"collection-easy-9","score":2.6},
  {"id":"easy-10","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?yinyang/8/8/b00090q51382388i0i006i","seed":"collection-easy-10","score":2.3},
  {"id":"medium-01","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?yinyang/8/8/9i26309339i9a1091260ii","seed":"collection-medium-1","score":5.7},
  {"id":"medium-02","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?yinyang/10/10/0009kqii050ck50j06i53bi500inl99000","seed":"collection-medium-2","score":7.6},
  {"id":"medium-03","difficulty":"medium","size":"12x12","puzzle":"https://puzz.link/p?yinyang/12/12/90906i8993963a0i236539q00q16f63i20a361621l160101","seed":"collection-medium-3","score":4.7},
  {"id":"medium-04","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?yinyang/8/8/9007k30i14np60i16g0009","seed":"collection-medium-4","score":8.5},
  {"id":"medium-05","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?yinyang/10/10/390ljc00n8213011033013354902fki0k0","seed":"collection-medium-5","score":10.9},
  {"id":"medium-06","difficulty":"medium","size":"12x12","puzzle":"https://puzz.link/p?yinyang/12/12/00000j3910c3664o90pck52o49cb8q024c66370913j00000","seed":"collection-medium-6","score":3},
  {"id":"medium-07","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?yinyang/8/8/0691026i06ia00a6030j00","seed":"collection-medium-7","score":5.5},
  {"id":"medium-08","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?yinyang/10/10/f06i1698002690i106090k30070b60b02i","seed":"collection-medium-8","score":11.9},
  {"id":"medium-09","difficulty":"medium","size":"12x12","puzzle":"https://puzz.link/p?yinyang/12/12/i00041f0klk66023386fq033330p76f63i066b5j049c0001","seed":"collection-medium-9","score":6.2},
  {"id":"medium-10","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?yinyang/8/8/00k6fi20oi00b960ba3900","seed":"collection-medium-10","score":4.3},
  {"id":"hard-01","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?yinyang/8/8/0630l0c20bici619192200","seed":"collection-hard-1","score":32.5},
  {"id":"hard-02","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?yinyang/10/10/i09760023i03209fijii3100a300240i0i","seed":"collection-hard-2","score":29.8},
  {"id":"hard-03","difficulty":"hard","size":"12x12","puzzle":"https://puzz.link/p?yinyang/12/12/ii300j99ac8f00666i1620e36m0i6i2366007f7j22b00311","seed":"collection-hard-3","score":37.8},
  {"id":"hard-04","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?yinyang/8/8/00f4c0200iii90301d2i00","seed":"collection-hard-4","score":32.5},
  {"id":"hard-05","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?yinyang/10/10/00003029ac4b0015mm6003m1cil0200000","seed":"collection-hard-5","score":21.4},
  {"id":"hard-06","difficulty":"hard","size":"12x12","puzzle":"https://puzz.link/p?yinyang/12/12/a0000i30c303qad007ko696006238ko00gbp60370620000j","seed":"collection-hard-6","score":13},
  {"id":"hard-07","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?yinyang/8/8/03133009jj03l990113100","seed":"collection-hard-7","score":30},
  {"id":"hard-08","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?yinyang/10/10/2i00006k8o17103j56b06561d6k00000l0","seed":"collection-hard-8","score":24},
  {"id":"hard-09","difficulty":"hard","size":"12x12","puzzle":"https://puzz.link/p?yinyang/12/12/0k001f6i04dc8950233ik72929lj23690f2o7dl0168i00a0","seed":"collection-hard-9","score":37.3},
  {"id":"hard-10","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?yinyang/8/8/6621iic0600010299l6120","seed":"collection-hard-10","score":35.6},
  {"id":"expert-01","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?yinyang/8/8/k00291233i00b2630f006i","seed":"collection-expert-1","score":44.8},
  {"id":"expert-02","difficulty":"expert","size":"10x10","puzzle":"https://puzz.link/p?yinyang/10/10/f002000lio6000le9gji00229a9003002i","seed":"collection-expert-2","score":176.8},
  {"id":"expert-03","difficulty":"expert","size":"12x12","puzzle":"https://puzz.link/p?yinyang/12/12/i000500i9qc049al01a9339i12361a907j2f04n2200l0002","seed":"collection-expert-3","score":118.1},
];
