// The bundled Castle Wall puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts castle --sizes 8x8,10x10
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?castle/8/8/226b220g232223222p221j140c112c141a241l","seed":"collection-easy-1","score":2.4},
  {"id":"easy-02","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?castle/10/10/b244h241d123a131f132l233e122c231a244i212b110c111i134134b143a143m234b","seed":"collection-easy-2","score":2.8},
  {"id":"easy-03","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?castle/8/8/225e232m133e122a141112c140b110d143j242k","seed":"collection-easy-3","score":2.5},
  {"id":"easy-04","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?castle/10/10/243g224a222d121e222k122b121g122b113a222i233b113a222d232a143j113113p","seed":"collection-easy-4","score":1.8},
  {"id":"easy-05","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?castle/8/8/e234c122h122c222222c141123l112k112112c243e","seed":"collection-easy-5","score":2.4},
  {"id":"easy-06","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?castle/10/10/d232g122c221b224a144c223g142d134a223242t143k211b112f233h214244e","seed":"collection-easy-6","score":2},
  {"id":"easy-07","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?castle/8/8/d222c242i131a122a122p234b241b111e211f242e","seed":"collection-easy-7","score":1.7},
  {"id":"easy-08","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?castle/10/10/b225j222b132a224b141d121i132132d143h141c211b112l142k112a132c234j","seed":"collection-easy-8","score":2.8},
  {"id":"easy-09","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?castle/8/8/b242l230i221a212a112b243j112j213232d233213b","seed":"collection-easy-9","score":2.7},
  {"id":"easy-10","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?castle/10/10/227d225g122d125b144l212a111b222a111a222l111g212b131c142f114e133g245g","seed":"collection-easy-10","score":0.4},
  {"id":"medium-01","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?castle/8/8/j223221b120e232v142d213210b110d243f","seed":"collection-medium-1","score":10.7},
  {"id":"medium-02","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?castle/10/10/a225f220a248i240d120d245c143o244i240a121f212b143e233d112d231k","seed":"collection-medium-2","score":9.3},
  {"id":"medium-03","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?castle/8/8/d223f232b232g231c122d232c111b231n132132a243g","seed":"collection-medium-3","score":4.6},
  {"id":"medium-04","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?castle/10/10/e233c235a141k142g142m134c234b241e213j235a140e111f113a114b234j","seed":"collection-medium-4","score":11.1},
  {"id":"medium-05","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?castle/8/8/c223e142h111d231223f230g234d211r233","seed":"collection-medium-5","score":3.8},
  {"id":"medium-06","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?castle/10/10/a244e234m146i140b220c122e242f140113n133g132a112c245n214a212a","seed":"collection-medium-6","score":9.4},
  {"id":"medium-07","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?castle/8/8/a242i232j133d141a112j213b141e243d133c213e","seed":"collection-medium-7","score":4.6},
  {"id":"medium-08","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?castle/10/10/240c221221c222c222k132h142d232a244h240a212b221e242o132d212c114d245h","seed":"collection-medium-8","score":11.4},
  {"id":"medium-09","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?castle/8/8/n133e122a130j242m214212a110113a211j","seed":"collection-medium-9","score":8.9},
  {"id":"medium-10","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?castle/10/10/a244k143d135f123m232j242c113b213b242b142f244j212212a213k210b212","seed":"collection-medium-10","score":11},
  {"id":"hard-01","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?castle/8/8/a223b221a220o131c111121j130c143m212d232b","seed":"collection-hard-1","score":19.8},
  {"id":"hard-02","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?castle/10/10/l121e124d124l131d222v141m114b212b110112a112l","seed":"collection-hard-2","score":20.1},
  {"id":"hard-03","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?castle/8/8/225f233b121c221d120a221e140k232k232g242d","seed":"collection-hard-3","score":28.9},
  {"id":"hard-04","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?castle/10/10/226b245l134125j132b140b123r122d132a214b122b222a122f233f112q","seed":"collection-hard-4","score":13.1},
  {"id":"hard-05","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?castle/8/8/a220d220a222b221221223h232s142k134c243e","seed":"collection-hard-5","score":37.8},
  {"id":"hard-06","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?castle/10/10/g235j232e133d233a223222k121c231223d142e244k112b211a112d112g244e214c","seed":"collection-hard-6","score":35.7},
  {"id":"hard-07","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?castle/8/8/b243e242m130i240b110f143e243d133j","seed":"collection-hard-7","score":14.6},
  {"id":"hard-08","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?castle/10/10/g232c222b122b221a224m122b122d222e111j133i131f212f113114a243n","seed":"collection-hard-8","score":39.3},
  {"id":"hard-09","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?castle/8/8/e234l141b141g131123e122131g132c211f213g","seed":"collection-hard-9","score":30.7},
  {"id":"hard-10","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?castle/10/10/a243e223a225d133c233c144k233i241j234f141112b213a131l244244k242c232a","seed":"collection-hard-10","score":35},
  {"id":"expert-01","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?castle/8/8/a223d220d232z132a212a112a110c212c131111j","seed":"collection-expert-1","score":162.9},
  {"id":"expert-02","difficulty":"expert","size":"10x10","puzzle":"https://puzz.link/p?castle/10/10/h234b242g224225m132g143j123a122b211b145j112c112j132b215d212c214","seed":"collection-expert-2","score":67.1},
  {"id":"expert-03","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?castle/8/8/a222c222222b243f241e122i241c111c241a111h111k234","seed":"collection-expert-3","score":46.1},
];
