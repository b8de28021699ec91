// The bundled Tapa puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts tapa --sizes 8x8,10x10,12x12
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?tapa/8/8/haeha7h5l0xbnjaen4i1g4i2h0h","seed":"collection-easy-1","score":0.3},
  {"id":"easy-02","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?tapa/10/10/qabh7h8g4sagg7q6ga8ha9h4m31gadh3k4j4g5l4k3j","seed":"collection-easy-2","score":2.6},
  {"id":"easy-03","difficulty":"easy","size":"12x12","puzzle":"https://puzz.link/p?tapa/12/12/g3k5ladhabi4g2g6laat2k5i7i4a8hadoa8halha9absa9j6o6l5g3gakiaahaabtk5m","seed":"collection-easy-3","score":0.3},
  {"id":"easy-04","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?tapa/8/8/n3iapha84g7iafkalk6la8l3la7i2h3g","seed":"collection-easy-4","score":0.4},
  {"id":"easy-05","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?tapa/10/10/ha9l3ajh7g6gapo6k7m7ibmajlagakic1iaqkbln5iab6g6u","seed":"collection-easy-5","score":0.3},
  {"id":"easy-06","difficulty":"easy","size":"12x12","puzzle":"https://puzz.link/p?tapa/12/12/ga9i5h4h2s5nafjc1jbpiajjaqgagm7wagnafiavg2haqoblnakkaagavja9i3n","seed":"collection-easy-6","score":0.6},
  {"id":"easy-07","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?tapa/8/8/g21j2g3i8j4p6g3haagakh2pa7a8j1k5g","seed":"collection-easy-7","score":0.5},
  {"id":"easy-08","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?tapa/10/10/i5maei6i4m4h5la73kbnw7i6h5ga9n1a7lavk3ha9h","seed":"collection-easy-8","score":0.4},
  {"id":"easy-09","difficulty":"easy","size":"12x12","puzzle":"https://puzz.link/p?tapa/12/12/1j2h2a7g2a7c1w7havlavibqh4galuafmbmh5r6haag3h6g7k1mabs5g322ga81n","seed":"collection-easy-9","score":0.7},
  {"id":"easy-10","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?tapa/8/8/jadgaeg4g6i7jajlakpc1q8i6ga9i5j","seed":"collection-easy-10","score":0.4},
  {"id":"medium-01","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?tapa/8/8/a7t5ha9btwaljaegblx1","seed":"collection-medium-1","score":9.6},
  {"id":"medium-02","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?tapa/10/10/j2h1h5g5k3s7aqg7iaemaeh5gabh7t5gaftabga9kajj","seed":"collection-medium-2","score":5.6},
  {"id":"medium-03","difficulty":"medium","size":"12x12","puzzle":"https://puzz.link/p?tapa/12/12/laeja7aealtalibngavg3sc1m8h4jc5afoagj7h7iakiablakl4g6l4t43ga9i3g0i","seed":"collection-medium-3","score":7.6},
  {"id":"medium-04","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?tapa/8/8/pa7j0ha7g0m1g0r5ja9ta7","seed":"collection-medium-4","score":9.4},
  {"id":"medium-05","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?tapa/10/10/p5h5j7mavnalhagiajma9na9jaag6k4n4i3h6q","seed":"collection-medium-5","score":10.1},
  {"id":"medium-06","difficulty":"medium","size":"12x12","puzzle":"https://puzz.link/p?tapa/12/12/ja9n7m4k6j5a7a7ha9zh2kabha8h4gabhaehbpn5v5jaaiabaai4g6h6j7aem4j","seed":"collection-medium-6","score":7.6},
  {"id":"medium-07","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?tapa/8/8/ha7j2i5pc2i8talp7aqga93m","seed":"collection-medium-7","score":4.4},
  {"id":"medium-08","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?tapa/10/10/2k5lagsabia8g5jadl7nabla7j7g7aehafsc5ali434l","seed":"collection-medium-8","score":6.6},
  {"id":"medium-09","difficulty":"medium","size":"12x12","puzzle":"https://puzz.link/p?tapa/12/12/i1adm4m2m7ha8ad4o4kabtchj1ga7ma9jaeuafgaki7habg7ialt8k2ha9j","seed":"collection-medium-9","score":3.6},
  {"id":"medium-10","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?tapa/8/8/k1a7g5g7t7hblh5iakqae4g8haqp","seed":"collection-medium-10","score":7.3},
  {"id":"hard-01","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?tapa/8/8/kaeg22gafh7h1sagjapj5la8haqhbth2m","seed":"collection-hard-1","score":13.9},
  {"id":"hard-02","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?tapa/10/10/gadj202j6i2naej7habsaqi6rajhaeh4gaaw44ka7g","seed":"collection-hard-2","score":25.9},
  {"id":"hard-03","difficulty":"hard","size":"12x12","puzzle":"https://puzz.link/p?tapa/12/12/g1v7h4g4gafha9jadlbpiadvaaa8q3h5j2n6ga8jaqhaauad5h7algaqs5i5g","seed":"collection-hard-3","score":17.2},
  {"id":"hard-04","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?tapa/8/8/1g4g5oa9l7qbnh7radjakjadia7","seed":"collection-hard-4","score":17.5},
  {"id":"hard-05","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?tapa/10/10/1adha7qafg7schg7havzga7haqg6a8i2s7bql4iajh4g","seed":"collection-hard-5","score":17.7},
  {"id":"hard-06","difficulty":"hard","size":"12x12","puzzle":"https://puzz.link/p?tapa/12/12/p5g4g7i7gaamaqj4kaqj4iaekapi6j5oabiblq5hafc2k6tal7kavg7kagladg4k","seed":"collection-hard-6","score":18.8},
  {"id":"hard-07","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?tapa/8/8/i4h3gae7raah7g4nafj7jabmaph5hadi","seed":"collection-hard-7","score":28.6},
  {"id":"hard-08","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?tapa/10/10/iblha8k7i6h0ajzh31ia7h7ia71pa9jafm3hafi7lblk","seed":"collection-hard-8","score":28.1},
  {"id":"hard-09","difficulty":"hard","size":"12x12","puzzle":"https://puzz.link/p?tapa/12/12/k22l6g7kajqbtiblgabg7oaki7h5oa7mbqn4h7i44nafk3s5kaag6h3ia9l","seed":"collection-hard-9","score":12.9},
  {"id":"hard-10","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?tapa/8/8/l5gae7habsabka7jbmapkabo7ha8l","seed":"collection-hard-10","score":14.7},
  {"id":"expert-01","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?tapa/8/8/m2gaboajh5g3ta9gaphaqo6k3i","seed":"collection-expert-1","score":57},
  {"id":"expert-02","difficulty":"expert","size":"10x10","puzzle":"https://puzz.link/p?tapa/10/10/0na70haaapq7i3g7javg5j6pa7j4g7hblia8p5iaqhaqq3","seed":"collection-expert-2","score":60},
  {"id":"expert-03","difficulty":"expert","size":"12x12","puzzle":"https://puzz.link/p?tapa/12/12/r4naljaqhadbnka8aayadmafi1jaki6g3g1ga7gavy11kaec1h3h5gagrajn","seed":"collection-expert-3","score":53.3},
];
