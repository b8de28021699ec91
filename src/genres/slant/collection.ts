// The bundled Slant puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts slant --sizes 7x7,8x8,10x10
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?gokigen/7/7/h2bc212bh21cbgdg122cc56e8bg8cg21bg","seed":"collection-easy-1","score":0.3},
  {"id":"easy-02","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?gokigen/8/8/i255127cch21278072b7bg7ch2cg7b17bjcc7060c","seed":"collection-easy-2","score":0.6},
  {"id":"easy-03","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?gokigen/10/10/bg1b606d1cc32d31bg7677b7dhegbg79b226c231172467cjb1dg2dgbgag7cga","seed":"collection-easy-3","score":1},
  {"id":"easy-04","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?gokigen/7/7/o4168c283bg81663cl331bg789ak","seed":"collection-easy-4","score":0.4},
  {"id":"easy-05","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?gokigen/8/8/ga7ag76bc17cgaka63bh9713d27272c7c8ah1b","seed":"collection-easy-5","score":0.5},
  {"id":"easy-06","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?gokigen/10/10/0bi1b63cbb8c74bi67bh31c361chcg8173cg166cgec36dk62c12bh7161c","seed":"collection-easy-6","score":0.7},
  {"id":"easy-07","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?gokigen/7/7/jcg6bgc32b71c8878bah2874c7bg6a","seed":"collection-easy-7","score":0.6},
  {"id":"easy-08","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?gokigen/8/8/g0c6ci27cbeh1c1137cdcbg32bjc952c8cccg","seed":"collection-easy-8","score":0.4},
  {"id":"easy-09","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?gokigen/10/10/ha06a7dg63bd13dg2cegcb78bb71222730b22272c7688ceg26egcgc7b265cb","seed":"collection-easy-9","score":1},
  {"id":"easy-10","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?gokigen/7/7/ichcg766123c6b16626dl205c12c26b","seed":"collection-easy-10","score":0.3},
  {"id":"medium-01","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?gokigen/7/7/l7c2eg5121clc1cg666376221c1bhb","seed":"collection-medium-1","score":7.6},
  {"id":"medium-02","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?gokigen/8/8/b5bh2b81bcg7573ch6d97ac7a6bie228cjb","seed":"collection-medium-2","score":6},
  {"id":"medium-03","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?gokigen/10/10/l755d1cg70cg222bbeg1853cg6677bg8bkbh0d2281bg23b7d37cg2bhb7c","seed":"collection-medium-3","score":6},
  {"id":"medium-04","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?gokigen/7/7/g501bg2137ch6dgei6cg2eg37dh261606bh","seed":"collection-medium-4","score":2.5},
  {"id":"medium-05","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?gokigen/8/8/jbid737a88dd22bhcg8ae87ab216dg8cmb","seed":"collection-medium-5","score":8.8},
  {"id":"medium-06","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?gokigen/10/10/g6ag170c21778bhbcg36bc0632bh8c8dj3bg2cah37c2616711d72778167bj","seed":"collection-medium-6","score":5},
  {"id":"medium-07","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?gokigen/7/7/g26bi3c31cg27c13cgcdg2amb7775c","seed":"collection-medium-7","score":6.6},
  {"id":"medium-08","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?gokigen/8/8/060b517chbi3cc1cbi7290cg3dbcjd417acgb","seed":"collection-medium-8","score":7.6},
  {"id":"medium-09","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?gokigen/10/10/gaa7cj81c58ckbg776272272d1727dcg72ce6317369cgd3dg972cl2616b","seed":"collection-medium-9","score":8.2},
  {"id":"medium-10","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?gokigen/7/7/g71ch2cgeh2cgch7527di6d11862cag7a","seed":"collection-medium-10","score":6.6},
  {"id":"hard-01","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?gokigen/7/7/g66b788ch77051cj6270b7873cj066b","seed":"collection-hard-1","score":28.9},
  {"id":"hard-02","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?gokigen/8/8/11bj1c213bh2b71bge0agbdgchch8dg0d38bgcib","seed":"collection-hard-2","score":10.6},
  {"id":"hard-03","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?gokigen/10/10/bjah36e8bb13113b23cg2bic67632126bh77271c213dhe2ch3bhb1787bcj","seed":"collection-hard-3","score":29.3},
  {"id":"hard-04","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?gokigen/7/7/h6777dlcg571762ch2acdg17cjc1a","seed":"collection-hard-4","score":11.8},
  {"id":"hard-05","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?gokigen/8/8/6117652cjb1ce6373cj371c97cg8did231bh65b","seed":"collection-hard-5","score":20},
  {"id":"hard-06","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?gokigen/10/10/hchb6c672bc2d817226e867d42661d27c7dk1ce26ch1dbc1b23bchch","seed":"collection-hard-6","score":10.1},
  {"id":"hard-07","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?gokigen/7/7/gbg1752ci21d2ci3d17216cgch782dg77a","seed":"collection-hard-7-0.1","score":14.6},
  {"id":"hard-08","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?gokigen/8/8/g511ahdc201b1276cg27bgdi5617ch1821153171eiah","seed":"collection-hard-8","score":18.8},
  {"id":"hard-09","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?gokigen/10/10/h26ch5ei3djbh77c7eh4cge26c2278ag13676bdg31b328cm97265cgbgb","seed":"collection-hard-9","score":22},
  {"id":"hard-10","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?gokigen/7/7/kag23cgch2d27121eg1dh5714cc16bbi","seed":"collection-hard-10","score":22.7},
  {"id":"expert-01","difficulty":"expert","size":"7x7","puzzle":"https://puzz.link/p?gokigen/7/7/gahai2d6b726167bh261122cc321cb17a","seed":"collection-expert-1","score":38.8},
  {"id":"expert-02","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?gokigen/8/8/b21666bg3cg31827c741cg7dg1ch71b1326dgeg86ccgb","seed":"collection-expert-2","score":57.3},
  {"id":"expert-03","difficulty":"expert","size":"10x10","puzzle":"https://puzz.link/p?gokigen/10/10/gb1c1626dbgbgbg6872627326dgeh77317218ckbb832ch6bg7cgcgcd10b5a","seed":"collection-expert-3","score":63.4},
];
