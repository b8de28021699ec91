// The bundled Sashigane puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts sashigane --sizes 7x7,8x8,10x10
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?sashigane/7/7/6ljl7ohmhkhu4kimgo4lgl4","seed":"collection-easy-1","score":0.7},
  {"id":"easy-02","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?sashigane/8/8/m4hjl4oiph.kgljogl4oimjljo3ljk45l","seed":"collection-easy-2","score":0.9},
  {"id":"easy-03","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?sashigane/10/10/6kil6rgl4nhljm4niki4ljk3xgkilhjl.m4minho7ubk4","seed":"collection-easy-3","score":0.5},
  {"id":"easy-04","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?sashigane/7/7/oj89q5qjs5o3lg4o","seed":"collection-easy-4","score":0.9},
  {"id":"easy-05","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?sashigane/8/8/n3kj4l3l3o3o3i4rj43ojo4lgk34ik3n","seed":"collection-easy-5","score":0.6},
  {"id":"easy-06","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?sashigane/10/10/6mjp5oiogkhkhk.mj4.mimio55o3rijo4kjk5oho5pgmi","seed":"collection-easy-6","score":1.9},
  {"id":"easy-07","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?sashigane/7/7/m4kjl4lhngqjliq3k4lhljm3k","seed":"collection-easy-7","score":0.7},
  {"id":"easy-08","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?sashigane/8/8/n43mgjn3k4lgkioiphlilik3ljk4n4kim4n","seed":"collection-easy-8","score":0.6},
  {"id":"easy-09","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?sashigane/10/10/4khmhl5khmgo3imjk4nhgnikil5mjlhm3lhkjnghp8mihohogl4m3ki","seed":"collection-easy-9","score":0.7},
  {"id":"easy-10","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?sashigane/7/7/hp.kilgm4m3qhm7mgkj3r4","seed":"collection-easy-10","score":2.8},
  {"id":"medium-01","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?sashigane/7/7/qglgl75ljnjm6njkhkhlit","seed":"collection-medium-1","score":10.9},
  {"id":"medium-02","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?sashigane/8/8/jl5sijn6mik3nhljn3o4n3is5l7","seed":"collection-medium-2","score":3.3},
  {"id":"medium-03","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?sashigane/10/10/4ojl3kjkgrgkjlgkhnik.o5kjkhphmiqgnjkgngrhk4kgl6og","seed":"collection-medium-3","score":11.7},
  {"id":"medium-04","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?sashigane/7/7/p7mjt9oip.m3mgjkgm","seed":"collection-medium-4","score":11},
  {"id":"medium-05","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?sashigane/8/8/hl.lilglhk3tihn8khmijthk3lgl3jn3","seed":"collection-medium-5","score":11},
  {"id":"medium-06","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?sashigane/10/10/nipggjmgnilgkjlhr9kgk3vhkjkjr3l5kho.kilgkhjpin","seed":"collection-medium-6","score":7},
  {"id":"medium-07","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?sashigane/7/7/kik.kjljpilgkhq3kgs6l3mjk","seed":"collection-medium-7","score":7.2},
  {"id":"medium-08","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?sashigane/8/8/si8ngkim.s4gw3k3n3in6kjl","seed":"collection-medium-8","score":3.5},
  {"id":"medium-09","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?sashigane/10/10/simikigkjp4p4o3kg3ljmglimhl3ikjogljmipikh3khl.gp3l","seed":"collection-medium-9","score":6.5},
  {"id":"medium-10","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?sashigane/7/7/mjl4kgqg6lgqjm3qik3lgm","seed":"collection-medium-10","score":11.1},
  {"id":"hard-01","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?sashigane/7/7/4nj8lhqhkgs3sgl5ing","seed":"collection-hard-1","score":16.2},
  {"id":"hard-02","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?sashigane/8/8/q9ljp4lhm5m.tgm5l3o.4lgkjo","seed":"collection-hard-2","score":25.2},
  {"id":"hard-03","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?sashigane/10/10/ho4kisjk5liggmimj3sg3lil6ligp4lh5r4gl3u9qi","seed":"collection-hard-3","score":29.3},
  {"id":"hard-04","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?sashigane/7/7/pin3ngy5k.l4n7p","seed":"collection-hard-4","score":26.8},
  {"id":"hard-05","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?sashigane/8/8/3tgpikikhl3ohgk5milikhkhpgtg","seed":"collection-hard-5","score":14.2},
  {"id":"hard-06","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?sashigane/10/10/k33tjk4pikjn84z7wilijl3g4lgk3k4pikguik","seed":"collection-hard-6","score":26.2},
  {"id":"hard-07","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?sashigane/7/7/n5mhniogsim3m7limin","seed":"collection-hard-7","score":18.8},
  {"id":"hard-08","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?sashigane/8/8/qilgjo5o3k5mgk6lhmik4oioggl4q","seed":"collection-hard-8","score":36.7},
  {"id":"hard-09","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?sashigane/10/10/kjkj3nhkhmgm4ris4ljl3i3m3l3jl.glishrgm3mgkjn3gm","seed":"collection-hard-9","score":33.8},
  {"id":"hard-10","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?sashigane/7/7/ningkjnjnjk3mgkhl5nikis","seed":"collection-hard-10","score":28.3},
  {"id":"expert-01","difficulty":"expert","size":"7x7","puzzle":"https://puzz.link/p?sashigane/7/7/l4ju6oho4ojti5m","seed":"collection-expert-1","score":137.7},
  {"id":"expert-02","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?sashigane/8/8/oipjn4ogm4kh3lj3kgm3ojn4lio5m","seed":"collection-expert-2","score":157.9},
  {"id":"expert-03","difficulty":"expert","size":"10x10","puzzle":"https://puzz.link/p?sashigane/10/10/mi3nhkgthkil5rik.n3k5rgk6p5rglgkhn.ojk5o4m","seed":"collection-expert-3","score":95.8},
];
