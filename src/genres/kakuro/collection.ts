// The bundled Kakuro puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts kakuro --sizes 6x6,7x7,8x8
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?kakuro/6/6/.h4lB0a0hfq.dfn7fl.0am..0bl...74fb","seed":"collection-easy-1","score":0.8},
  {"id":"easy-02","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?kakuro/7/7/.0dl60D04060Afq.0aof008lh009lg07gl.0Jo..0cl..d89e","seed":"collection-easy-2","score":3.8},
  {"id":"easy-03","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?kakuro/8/8/0hl.....hglG0....nb0...l0dl.h0g0..07l0hl..09l35l...0bn....04l.JEJf","seed":"collection-easy-3","score":0.4},
  {"id":"easy-04","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?kakuro/6/6/60H0.A0J0.l0fl.l9glg00Oo05l0el......9e","seed":"collection-easy-4","score":0.3},
  {"id":"easy-05","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?kakuro/7/7/...gAmb0h08fr.90g0ndcld0f08Ds..m....cd4eIjE","seed":"collection-easy-5","score":0.8},
  {"id":"easy-06","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?kakuro/8/8/legl04qdep57l.l98mH0..hHo70ghl8090d4n0Oq0jn.cJPhc8bLI78g","seed":"collection-easy-6","score":1.2},
  {"id":"easy-07","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?kakuro/6/6/.C5lf0906MrC7nbgl..08l...0gl..hdBa","seed":"collection-easy-7","score":3.8},
  {"id":"easy-08","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?kakuro/7/7/06la0...98m30..lD6le0d0q08lf0agl.0Am....0el..B47R","seed":"collection-easy-8","score":0.5},
  {"id":"easy-09","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?kakuro/8/8/..08l40..e03007md0.lEend0n.5cl604clE7pehm.l0fl.....0el...h98ic6","seed":"collection-easy-9","score":0.9},
  {"id":"easy-10","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?kakuro/6/6/.fbl..0Bmg0.0In...9hl..08l...0hl..DT","seed":"collection-easy-10","score":0.3},
  {"id":"medium-01","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?kakuro/6/6/l..j0h0l80cal5Mtc0l.0hl...06l4Nb5ib","seed":"collection-medium-1","score":6.6},
  {"id":"medium-02","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?kakuro/7/7/06lhAm8Gt.b0h0nA9lg080eJt.m05l.dGcg4cELA","seed":"collection-medium-2","score":14.3},
  {"id":"medium-03","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?kakuro/8/8/..d0B4lb0.60LLog0nf00cn0alg8na00alb09064lfFs06p....4bA63JH","seed":"collection-medium-3","score":13.6},
  {"id":"medium-04","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?kakuro/6/6/l.fenAam0jmc0.c05emh0m0fn.0blcC7gfeB5","seed":"collection-medium-4","score":12.7},
  {"id":"medium-05","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?kakuro/7/7/ablc060..oa0e0lbIn0fla078l.0am60g0..0in....0dlfdgb","seed":"collection-medium-5","score":4.7},
  {"id":"medium-06","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?kakuro/8/8/l06l0gn0hl3an.08mf0l40Dan0An04l7cmf00bn0gl03n08l0clJXdBRfhceb4e","seed":"collection-medium-6","score":4.1},
  {"id":"medium-07","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?kakuro/6/6/90B00bl.l08l.lgal600Po0cl05l05l...eN3a","seed":"collection-medium-7","score":13.3},
  {"id":"medium-08","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?kakuro/7/7/.03l...c06ale0a080tjam.0dlfal..09l....0hl..j9L9","seed":"collection-medium-8","score":13.4},
  {"id":"medium-09","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?kakuro/8/8/la0.9apIdn.0jm....0clf0.....5hl50..a0fin5070m.08o...06l75c3768ag","seed":"collection-medium-9","score":7.3},
  {"id":"medium-10","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?kakuro/6/6/.Pbl..HEmE030l9008o56q.l07l.ecaEEf","seed":"collection-medium-10","score":10.1},
  {"id":"hard-01","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?kakuro/6/6/n..n..ma07080.0Fn.0dn.0al..j7SdbIf","seed":"collection-hard-1","score":16},
  {"id":"hard-02","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?kakuro/7/7/05lbcl.eio.l0dlB0i0l800am05l.9cl06l0Em0dl04l.K7cdba","seed":"collection-hard-2","score":48.9},
  {"id":"hard-03","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?kakuro/8/8/lh0edl..pd060.cbl.04lc7mB0Aan0jqd09hl40h0.0Dp.0Dm0al7b7h3Sg6","seed":"collection-hard-3","score":23.4},
  {"id":"hard-04","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?kakuro/6/6/l.ghneCm0cmi0.fAn80l.06n.0el7Chdd59c","seed":"collection-hard-4","score":40.1},
  {"id":"hard-05","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?kakuro/7/7/lc9lg0.p40708bleaoa6o88la060.0io.09l0clh7j59IA3","seed":"collection-hard-5","score":20.3},
  {"id":"hard-06","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?kakuro/8/8/l...0bn...jhne0g03al.0Fp..hDnC0.f7l.0dla0l...08n...0hlDgHdacdhc","seed":"collection-hard-6","score":43.2},
  {"id":"hard-07","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?kakuro/6/6/d0g0B6vh07080e0dJv....49aNCGg","seed":"collection-hard-7","score":47.2},
  {"id":"hard-08","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?kakuro/7/7/50L0I0800hpJ6rh00bl0Bmdhl0Co.0hl.l.....NeaJcg","seed":"collection-hard-8","score":42},
  {"id":"hard-09","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?kakuro/8/8/le00el..mJfl...0dm.....0cl.....08la0....g7md0b0.0dl0Dm.0el.0algcLdhj","seed":"collection-hard-9","score":15},
  {"id":"hard-10","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?kakuro/6/6/nh0f0pgel6anc5la0p.0cn5FD8EDbS","seed":"collection-hard-10","score":54.3},
  {"id":"expert-01","difficulty":"expert","size":"6x6","puzzle":"https://puzz.link/p?kakuro/6/6/.Idle090DDr38n74l.n..0al...aghbE","seed":"collection-expert-1","score":75.6},
  {"id":"expert-02","difficulty":"expert","size":"7x7","puzzle":"https://puzz.link/p?kakuro/7/7/d0e009l..li6lC0.p.0bl08l9004le004l.09l0bl.0al...ag7R","seed":"collection-expert-2","score":60.9},
  {"id":"expert-03","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?kakuro/8/8/..a9m...BdnC0400bl..9bl73lc0B8o4An.o....08m.....0al...594bE","seed":"collection-expert-3","score":100.7},
];
