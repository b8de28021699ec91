// The bundled Castle Wall puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts castle --sizes 8x8,10x10
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?castle/8/8/a222d221a243i142j132b241c112112b243d133p235a","seed":"collection-easy-1","score":1.7},
  {"id":"easy-02","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?castle/10/10/j243c124d224c142124b132c244k142a222f143m113b234a213a212e213c244i245f","seed":"collection-easy-2","score":2.3},
  {"id":"easy-03","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?castle/8/8/b242g220a223l122141d212a112141l233b142113113k","seed":"collection-easy-3","score":2.5},
  {"id":"easy-04","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?castle/10/10/243226a225b222c244k125i125e134e113a131c242e131113b242b213l132h112b212i234a","seed":"collection-easy-4","score":2.8},
  {"id":"easy-05","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?castle/8/8/225a221a223b222e233c143e233c222r133c242f212c212212a","seed":"collection-easy-5","score":2.9},
  {"id":"easy-06","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?castle/10/10/226d223a224p223e225a112e123n112b113b214d122g213b112113a113q234c","seed":"collection-easy-6","score":1.9},
  {"id":"easy-07","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?castle/8/8/241b224b221c223d232b223l232242e232b241c212h211b241213b212b","seed":"collection-easy-7","score":2.6},
  {"id":"easy-08","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?castle/10/10/243223f223224b224243b142c244f133b243b142c132e143c132c242a142113d232f233b234b144l114a112e245f","seed":"collection-easy-8","score":2.9},
  {"id":"easy-09","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?castle/8/8/221a221d223c223a232n132a132g133c143i211c242d232b","seed":"collection-easy-9","score":2.8},
  {"id":"easy-10","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?castle/10/10/245i222a123122b121b225c143b132g142c134a243o232k135b244c113j133116c214b244e","seed":"collection-easy-10","score":2},
  {"id":"medium-01","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?castle/8/8/b221241g241g241m113a110112n231b214b214a241c215","seed":"collection-medium-1","score":5.6},
  {"id":"medium-02","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?castle/10/10/a221225d225f224223d243a225e124a243v143i112113d214e112112114c242a112g245h","seed":"collection-medium-2","score":9.6},
  {"id":"medium-03","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?castle/8/8/f233g234c121g141b231c142c232g233g232c211f","seed":"collection-medium-3","score":6.9},
  {"id":"medium-04","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?castle/10/10/b244e225a245c143h124122a223c243e223a124a244l143j133113a114c212b111l114l","seed":"collection-medium-4","score":10.6},
  {"id":"medium-05","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?castle/8/8/g235d123e121d231e134a234o232a112a112b214231h","seed":"collection-medium-5","score":10},
  {"id":"medium-06","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?castle/10/10/247i224d132b123a244c122132j125124c243m232h212c212214d212q212215212c213a","seed":"collection-medium-6","score":11.3},
  {"id":"medium-07","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?castle/8/8/o235b143d234h212b122a131a222d132m213b231b","seed":"collection-medium-7","score":10.9},
  {"id":"medium-08","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?castle/10/10/j244b143143e244e224g232222b133b144j142f214g135c245e134b245j212a212a213b214a","seed":"collection-medium-8","score":10.3},
  {"id":"medium-09","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?castle/8/8/c224a232a223q143e233e131d212g243e216a243d213","seed":"collection-medium-9","score":11.9},
  {"id":"medium-10","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?castle/10/10/225e224223c222223223h243b123d245l142c223f112112c214a142d112f212x235216","seed":"collection-medium-10","score":11.3},
  {"id":"hard-01","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?castle/8/8/b243d234d122122c142h142l235c113j213c242d233","seed":"collection-hard-1","score":26.2},
  {"id":"hard-02","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?castle/10/10/244e234a226c124f234b124b131a124g131123w243214c142d243d142c214d115e244i","seed":"collection-hard-2","score":38.2},
  {"id":"hard-03","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?castle/8/8/c223a220222a243d233o132d142b132d141n213241a213c","seed":"collection-hard-3","score":30.3},
  {"id":"hard-04","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?castle/10/10/d222225e146g236f125134i134134d144f213b141111b232j234h233b214f232232c214211f","seed":"collection-hard-4","score":38.4},
  {"id":"hard-05","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?castle/8/8/q143d233233c142j134a244g214242b111b232b213c232a","seed":"collection-hard-5","score":21.2},
  {"id":"hard-06","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?castle/10/10/226f224224234e122g124e236s222f133a233c144i112a213212e113k214a212213b233","seed":"collection-hard-6","score":31},
  {"id":"hard-07","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?castle/8/8/h242r112131d111c111h132a244g212a213213211b216","seed":"collection-hard-7","score":30.1},
  {"id":"hard-08","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?castle/10/10/246h226g124m143d232d112123122b231a112e112f142e113132f113n215a215214a213b213a","seed":"collection-hard-8","score":38.4},
  {"id":"hard-09","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?castle/8/8/g235e133w232e212b213212211210j213c","seed":"collection-hard-9","score":36.2},
  {"id":"hard-10","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?castle/10/10/g236c124123f233b143b222d242c223r112d232e112b232b214i214e215232a232i233","seed":"collection-hard-10","score":38.8},
  {"id":"expert-01","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?castle/8/8/b243k125c142l232e113a232213a141113g113k233","seed":"collection-expert-1","score":50.4},
  {"id":"expert-02","difficulty":"expert","size":"10x10","puzzle":"https://puzz.link/p?castle/10/10/b226b221d223d232222k232223p132c244n233j233f213d211e215e","seed":"collection-expert-2","score":299.1},
  {"id":"expert-03","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?castle/8/8/g232d222b221g233t112b233214a214f213b212a212a","seed":"collection-expert-3","score":424.5},
];
