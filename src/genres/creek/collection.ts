// The bundled Creek puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts creek --sizes 7x7,8x8,10x10
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?creek/7/7/016cicg310661bi31b00ci169101bgbi500a","seed":"collection-easy-1","score":2.3},
  {"id":"easy-02","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?creek/8/8/gc0ajb165625265bg70611715cg670706972bdj0ac","seed":"collection-easy-2","score":2.3},
  {"id":"easy-03","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?creek/10/10/h66cg1bcg26b271acg39616cbcb0a8e2cbbb51752cga262c51bge0ag77b","seed":"collection-easy-3","score":0.5},
  {"id":"easy-04","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?creek/7/7/h6cgad1a70b0bhcbh1a38e1bdcg5c","seed":"collection-easy-4","score":2.4},
  {"id":"easy-05","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?creek/8/8/ib126815c5cb11bb2cg5bg1cd42bb7c626601bbg","seed":"collection-easy-5","score":2.4},
  {"id":"easy-06","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?creek/10/10/116655agc70b8bcgb633222158bk29112493bk861221226bcgb7b26bdg656521a","seed":"collection-easy-6","score":2.9},
  {"id":"easy-07","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?creek/7/7/bo82729166171bh06157162616cob","seed":"collection-easy-7","score":0.3},
  {"id":"easy-08","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?creek/8/8/h56c612d256dc117751a6b165611ab652c237a57b","seed":"collection-easy-8","score":2.4},
  {"id":"easy-09","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?creek/10/10/jbi63cag7627717b8e11105123ci5217236bi11261112d7c7276385cga36bibh","seed":"collection-easy-9","score":2.8},
  {"id":"easy-10","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?creek/7/7/66a62bi7b2bg116d812eg4d7bi26b77a","seed":"collection-easy-10","score":2.3},
  {"id":"medium-01","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?creek/7/7/hbgc67e77b66cg0ag76b67a78dagc","seed":"collection-medium-1","score":5.5},
  {"id":"medium-02","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?creek/8/8/hcg5561bl6380677ccib7992506el2755bga","seed":"collection-medium-2","score":5.5},
  {"id":"medium-03","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?creek/10/10/ag62b0bbk617925767eg76693dg22bi01bg06667bg778626738akc1a27agb","seed":"collection-medium-3","score":7.9},
  {"id":"medium-04","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?creek/7/7/5061a1ak1616c23dh21c6260bk2b1716a","seed":"collection-medium-4","score":5.6},
  {"id":"medium-05","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?creek/8/8/h2b161332bm11bch816163825bhc13dm012372c0a","seed":"collection-medium-5","score":9.7},
  {"id":"medium-06","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?creek/10/10/bj1ah1006116ag7bi3e1b21c4ch159363661ch3c11c1d1bi8dg7316113dh1ajb","seed":"collection-medium-6","score":11.5},
  {"id":"medium-07","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?creek/7/7/gbgaa17b2162ch66078ch3824c71baaga","seed":"collection-medium-7","score":9.5},
  {"id":"medium-08","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?creek/8/8/abbi1d76c21a017115bk522801c21c66b1cibab","seed":"collection-medium-8","score":5.7},
  {"id":"medium-09","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?creek/10/10/hah5ac0b7ab72dg3374217bg627b1ck2c626eg5133633dg16bd6b3ca6aha","seed":"collection-medium-9","score":9.9},
  {"id":"medium-10","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?creek/7/7/gak661712216bh2731271bh622215179dkc","seed":"collection-medium-10","score":10.5},
  {"id":"hard-01","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?creek/7/7/g5aa051bg1bc51cl27ac2bg491cb6b","seed":"collection-hard-1","score":15.6},
  {"id":"hard-02","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?creek/8/8/bhah676dic7717065128127618285cci687chbhb","seed":"collection-hard-2","score":21.9},
  {"id":"hard-03","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?creek/10/10/g5agc6a3dgbgbga26134cgd5238311chdgbh1128205bbg11170cdgcgbg1b7abg6c","seed":"collection-hard-3","score":27.8},
  {"id":"hard-04","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?creek/7/7/i575e6b2275a170112261b7611c8b566bg","seed":"collection-hard-4","score":31.6},
  {"id":"hard-05","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?creek/8/8/hcbg0c96b82c0bb371658251ad0b16b67b1agba","seed":"collection-hard-5","score":28.6},
  {"id":"hard-06","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?creek/10/10/ga16ag60c212e6cjc7601bg717a722bi216c949bg2499daj7c122b26cg71cb","seed":"collection-hard-6","score":35},
  {"id":"hard-07","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?creek/7/7/g2cgcn159277cg1bg850681anag1a","seed":"collection-hard-7","score":28.6},
  {"id":"hard-08","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?creek/8/8/5517chbh21721666c6bg150ag5b57610532ahbh5165a","seed":"collection-hard-8","score":22.4},
  {"id":"hard-09","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?creek/10/10/bj12c2007cgbb27ba8611cgdd1bd9ba4ebdg4497bb74ecbg7113d00ajb","seed":"collection-hard-9","score":31.9},
  {"id":"hard-10","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?creek/7/7/ga105bg7bg3bg06dgabg80ag2cg6dg611bb","seed":"collection-hard-10","score":31.6},
  {"id":"expert-01","difficulty":"expert","size":"7x7","puzzle":"https://puzz.link/p?creek/7/7/bcj8175e5cgcchcbg8c5615bjba","seed":"collection-expert-1","score":48.9},
  {"id":"expert-02","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?creek/8/8/h5a67c1ag7d52a276b172b662a27c5dg3b66c6a","seed":"collection-expert-2","score":46.9},
  {"id":"expert-03","difficulty":"expert","size":"10x10","puzzle":"https://puzz.link/p?creek/10/10/jbgbg6ebg2cg264496627e7662382bgbgdg1722686b706561171bg0cge7dgagbh","seed":"collection-expert-3","score":68.3},
];
