// The bundled Slitherlink puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts slitherlink --sizes 7x7,8x8,10x10
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?slither/7/7/g115cdg18260b21bj71123282bch","seed":"collection-easy-1","score":19.3},
  {"id":"easy-02","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?slither/8/8/h72636bbh21063886236dgc0811dg71232db1b","seed":"collection-easy-2","score":19.5},
  {"id":"easy-03","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?slither/10/10/b23273631b322186c7725c26a1221187b262120bgbk12dib67112222dh","seed":"collection-easy-3","score":19.9},
  {"id":"easy-04","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?slither/7/7/hb762216bg8322c7861133cg63173d","seed":"collection-easy-4","score":19.9},
  {"id":"easy-05","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?slither/8/8/3bgch121ag1dh2213c2231b372b7bi21b8610b","seed":"collection-easy-5","score":19.9},
  {"id":"easy-06","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?slither/10/10/12ch31b7131dbi1cg11122761cd1711366127bg7628572d20120cm58d","seed":"collection-easy-6","score":19.6},
  {"id":"easy-07","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?slither/7/7/gci3c8822568b7dg200262215cc","seed":"collection-easy-7","score":17.3},
  {"id":"easy-08","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?slither/8/8/hcg82328203116bh17bi67113c51612062188cb","seed":"collection-easy-8","score":19.9},
  {"id":"easy-09","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?slither/10/10/16cg21b212cg82ccgbh362b286222222101726bk31311062bj070038bch","seed":"collection-easy-9","score":19.6},
  {"id":"easy-10","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?slither/7/7/h22c2b2dgc78c111360122cgcg3cg","seed":"collection-easy-10","score":19.6},
  {"id":"medium-01","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?slither/7/7/gcg835cb0c12bg1b13dg15bg1b1b","seed":"collection-medium-1","score":74.4},
  {"id":"medium-02","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?slither/8/8/gbh7a062bg258dj26dg127d37cg5bg1127d","seed":"collection-medium-2","score":43.1},
  {"id":"medium-03","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?slither/10/10/i71d22671d1dkd2711125177b113ch28236bb2822b3cg3b127dg1cb","seed":"collection-medium-3","score":88.5},
  {"id":"medium-04","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?slither/7/7/j38bgb00bdgd622116bdg7132d","seed":"collection-medium-4","score":79.9},
  {"id":"medium-05","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?slither/8/8/g718dj82301bgdj712ag1ag66c2ch217cd","seed":"collection-medium-5","score":77.1},
  {"id":"medium-06","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?slither/10/10/g2182da218bg3bhci3782172bndicgbh173613263661672b2287d","seed":"collection-medium-6","score":87.2},
  {"id":"medium-07","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?slither/7/7/22c63b1731222cg327bk0c233acg","seed":"collection-medium-7","score":57.2},
  {"id":"medium-08","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?slither/8/8/13bgbhchd66363261bhch25785bgbg823d","seed":"collection-medium-8","score":75.2},
  {"id":"medium-09","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?slither/10/10/cc1dg867313cha7c31c7aibg001c60722cg1bgbdh7ag61288506d","seed":"collection-medium-9","score":88.5},
  {"id":"medium-10","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?slither/7/7/i550ag10agbg1b73123217b163c2c","seed":"collection-medium-10","score":79.5},
  {"id":"hard-01","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?slither/7/7/gcgbag22c7316822bg77dgc667d","seed":"collection-hard-1","score":137.5},
  {"id":"hard-02","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?slither/8/8/606cicd1bg2bj063cdc1717d712a1bd","seed":"collection-hard-2","score":236.3},
  {"id":"hard-03","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?slither/10/10/1012810bicg7cg371a237c6bi7bj61a6da3cgb013126dbg73b7b","seed":"collection-hard-3","score":146.2},
  {"id":"hard-04","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?slither/7/7/2cdg7708bj1761b861626ci1b","seed":"collection-hard-4","score":129.8},
  {"id":"hard-05","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?slither/8/8/j1262112ch77112d23ch1110b2bhbd23di2b","seed":"collection-hard-5","score":172.8},
  {"id":"hard-06","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?slither/10/10/g05ahdi8b3121bj7cg37bh360622bhb6b8dg228bgdbd862883c","seed":"collection-hard-6","score":286},
  {"id":"hard-07","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?slither/7/7/g522dl8582ci3bc2c2061cgc","seed":"collection-hard-7","score":142.8},
  {"id":"hard-08","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?slither/8/8/dn2172c570bbag212bb27dag3173cgb","seed":"collection-hard-8","score":99.3},
  {"id":"hard-09","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?slither/10/10/hbi61b761d02c87362222cic573773cg68d65bg27172dh2cg1273c","seed":"collection-hard-9","score":299.7},
  {"id":"hard-10","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?slither/7/7/dg80682212bgbg622c7728cg287b","seed":"collection-hard-10","score":136},
  {"id":"expert-01","difficulty":"expert","size":"7x7","puzzle":"https://puzz.link/p?slither/7/7/di52173chdi6cdicgch218d","seed":"collection-expert-1","score":386.6},
  {"id":"expert-02","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?slither/8/8/g7bc7chbg202cg72b1cib2bj17060bi","seed":"collection-expert-2","score":590.9},
  {"id":"expert-03","difficulty":"expert","size":"10x10","puzzle":"https://puzz.link/p?slither/10/10/2bj2ag28dk66cgd1816cm72382526aj7b1b821621127cg22c","seed":"collection-expert-3","score":530.6},
];
