// The bundled Norinori puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts norinori --sizes 6x6,7x7,8x8,9x9 --expert 3
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?norinori/6/6/5gh59ij0coiu","seed":"collection-easy-1","score":0.3},
  {"id":"easy-02","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?norinori/7/7/96q5ikig8r8s8dv1e0","seed":"collection-easy-2","score":0.6},
  {"id":"easy-03","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?norinori/8/8/5enlhc4n4r4gbg0k02jos440","seed":"collection-easy-3","score":0.5},
  {"id":"easy-04","difficulty":"easy","size":"9x9","puzzle":"https://puzz.link/p?norinori/9/9/4n69l6j1t90dhmgvceg059oecui00o","seed":"collection-easy-4","score":0.4},
  {"id":"easy-05","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?norinori/6/6/29hml2uk4k57","seed":"collection-easy-5","score":0.3},
  {"id":"easy-06","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?norinori/7/7/2t61dbao09hgtmtk9g","seed":"collection-easy-6","score":0.4},
  {"id":"easy-07","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?norinori/8/8/hbau15a5gsb0c3bidgnc2fs0","seed":"collection-easy-7","score":0.6},
  {"id":"easy-08","difficulty":"easy","size":"9x9","puzzle":"https://puzz.link/p?norinori/9/9/ams9kl34ob29j58lc4f6pg5v0et460","seed":"collection-easy-8","score":0.6},
  {"id":"easy-09","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?norinori/6/6/aam6kmoa3e83","seed":"collection-easy-9","score":0.5},
  {"id":"easy-10","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?norinori/7/7/k6sscuc2gcih320cso","seed":"collection-easy-10","score":0.4},
  {"id":"medium-01","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?norinori/6/6/3bsdlc69j50h","seed":"collection-medium-1","score":11.7},
  {"id":"medium-02","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?norinori/7/7/c9mfajtgob1ku8ugb0","seed":"collection-medium-2","score":11.9},
  {"id":"medium-03","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?norinori/8/8/e1loaatc3j4god9jp5ie25n0","seed":"collection-medium-3","score":7.8},
  {"id":"medium-04","difficulty":"medium","size":"9x9","puzzle":"https://puzz.link/p?norinori/9/9/id1rjct6dpk9ka09pdo3jing0okfso","seed":"collection-medium-4","score":10.8},
  {"id":"medium-05","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?norinori/6/6/8attl01tg6gp","seed":"collection-medium-5","score":5.6},
  {"id":"medium-06","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?norinori/7/7/peglmogq84qsecah3g","seed":"collection-medium-6","score":8.5},
  {"id":"medium-07","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?norinori/8/8/mm7dao92re5g5qoggtoctbc0","seed":"collection-medium-7","score":5.7},
  {"id":"medium-08","difficulty":"medium","size":"9x9","puzzle":"https://puzz.link/p?norinori/9/9/865iamc3irat250nopsu5m0uo60p68","seed":"collection-medium-8","score":9.7},
  {"id":"medium-09","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?norinori/6/6/6vraa08h471v","seed":"collection-medium-9","score":6.5},
  {"id":"medium-10","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?norinori/7/7/icscigkgo6i1v3phv0","seed":"collection-medium-10","score":9.7},
  {"id":"hard-01","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?norinori/6/6/iuhlc445n1fn","seed":"collection-hard-1","score":18.6},
  {"id":"hard-02","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?norinori/7/7/87dj25j1g3mcbr1te0","seed":"collection-hard-2","score":13.5},
  {"id":"hard-03","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?norinori/8/8/a1sjg1b6lmmg5joscchhhli0","seed":"collection-hard-3","score":16},
  {"id":"hard-04","difficulty":"hard","size":"9x9","puzzle":"https://puzz.link/p?norinori/9/9/0i59a5av122qm18vmva09l3lgs7ieg","seed":"collection-hard-4","score":14.1},
  {"id":"hard-05","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?norinori/6/6/8mea59fk7cs8","seed":"collection-hard-5","score":18.8},
  {"id":"hard-06","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?norinori/7/7/kcvvpldg0bgg376ar8","seed":"collection-hard-6","score":18.8},
  {"id":"hard-07","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?norinori/8/8/53ukoiuseaa0pfa7s56a3pcg","seed":"collection-hard-7","score":14.1},
  {"id":"hard-08","difficulty":"hard","size":"9x9","puzzle":"https://puzz.link/p?norinori/9/9/2d9hqhfkgn9fa18pph8s4smunu8p80","seed":"collection-hard-8","score":35.3},
  {"id":"hard-09","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?norinori/6/6/0momlidqqhk7","seed":"collection-hard-9","score":14.6},
  {"id":"hard-10","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?norinori/7/7/a8kdccucgeo3f2dg2o","seed":"collection-hard-10","score":13.8},
  {"id":"expert-01","difficulty":"expert","size":"6x6","puzzle":"https://puzz.link/p?norinori/6/6/5iha68j7bonk","seed":"collection-expert-1","score":47.7},
  {"id":"expert-02","difficulty":"expert","size":"7x7","puzzle":"https://puzz.link/p?norinori/7/7/k180jnahgdgdoni2ug","seed":"collection-expert-2","score":59},
  {"id":"expert-03","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?norinori/8/8/qu3rbf5sfiag1gj4irgp5r40","seed":"collection-expert-3","score":46.5},
];
