// The bundled Masyu puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts masyu --sizes 8x8,10x10
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?mashu/8/8/267000a1092230000n0000","seed":"collection-easy-1","score":12.6},
  {"id":"easy-02","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?mashu/10/10/0i030k07000336i09001j0093190000mi0","seed":"collection-easy-2","score":6.7},
  {"id":"easy-03","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?mashu/8/8/2900209006b00360005360","seed":"collection-easy-3","score":9.9},
  {"id":"easy-04","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?mashu/10/10/00a62030661900io000006i0090ii60000","seed":"collection-easy-4","score":8},
  {"id":"easy-05","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?mashu/8/8/200029300006i001io0000","seed":"collection-easy-5","score":10.8},
  {"id":"easy-06","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?mashu/10/10/10313i93003820926190i09cj20009i290","seed":"collection-easy-6","score":12.2},
  {"id":"easy-07","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?mashu/8/8/i900900i09096a53102100","seed":"collection-easy-7","score":11.9},
  {"id":"easy-08","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?mashu/10/10/0b6i90010003600080i000o60030j02910","seed":"collection-easy-8","score":10},
  {"id":"easy-09","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?mashu/8/8/0i6021001600k260005030","seed":"collection-easy-9","score":13.8},
  {"id":"easy-10","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?mashu/10/10/003620300ii0i03c019011f16i00096000","seed":"collection-easy-10","score":9.1},
  {"id":"medium-01","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?mashu/8/8/i600006031123903b10010","seed":"collection-medium-1","score":16},
  {"id":"medium-02","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?mashu/10/10/00002j0000k02230022000ia00020b0600","seed":"collection-medium-2","score":18.3},
  {"id":"medium-03","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?mashu/8/8/k000090ii006j00316000i","seed":"collection-medium-3","score":20.1},
  {"id":"medium-04","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?mashu/10/10/i8100003o63003300600062921000000i0","seed":"collection-medium-4","score":24.1},
  {"id":"medium-05","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?mashu/8/8/i163002026231050036000","seed":"collection-medium-5","score":20.9},
  {"id":"medium-06","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?mashu/10/10/i200b000060ij0i000960a0000306i0610","seed":"collection-medium-6","score":20},
  {"id":"medium-07","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?mashu/8/8/2010000009k310000li000","seed":"collection-medium-7","score":19.5},
  {"id":"medium-08","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?mashu/10/10/i00k0002100100618670006f1000923900","seed":"collection-medium-8","score":18.2},
  {"id":"medium-09","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?mashu/8/8/i060i100006i33020i00j0","seed":"collection-medium-9-0.1","score":23.8},
  {"id":"medium-10","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?mashu/10/10/0a009300000b010g7001b50f9600100400","seed":"collection-medium-10","score":24.9},
  {"id":"hard-01","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?mashu/8/8/00166900a2000ia09009i0","seed":"collection-hard-1","score":34.9},
  {"id":"hard-02","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?mashu/10/10/0500006600j06020200203i0i80000360i","seed":"collection-hard-2","score":59},
  {"id":"hard-03","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?mashu/8/8/2600009031600000ik6000","seed":"collection-hard-3","score":52},
  {"id":"hard-04","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?mashu/10/10/006i000i1031k160033060202000001f6i","seed":"collection-hard-4","score":42.5},
  {"id":"hard-05","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?mashu/8/8/2010j0900956i000090000","seed":"collection-hard-5","score":26.1},
  {"id":"hard-06","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?mashu/10/10/6300000j00120320101i2i090203010f60","seed":"collection-hard-6","score":39.3},
  {"id":"hard-07","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?mashu/8/8/320009iik0307000100160","seed":"collection-hard-7","score":37},
  {"id":"hard-08","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?mashu/10/10/k26000069340093i03033i000iii00009i","seed":"collection-hard-8","score":33.6},
  {"id":"hard-09","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?mashu/8/8/000k0020023002320009i0","seed":"collection-hard-9","score":31.9},
  {"id":"hard-10","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?mashu/10/10/200063000222390ib00300i0ii0000ii3i","seed":"collection-hard-10","score":54},
  {"id":"expert-01","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?mashu/8/8/00a0i90020i000190002a0","seed":"collection-expert-1","score":266.3},
  {"id":"expert-02","difficulty":"expert","size":"10x10","puzzle":"https://puzz.link/p?mashu/10/10/109l300082i00030809610009010k60000","seed":"collection-expert-2","score":167.5},
  {"id":"expert-03","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?mashu/8/8/0i00300002020c20003630","seed":"collection-expert-3","score":225.2},
];
