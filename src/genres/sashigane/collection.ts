// The bundled Sashigane puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts sashigane --sizes 7x7,8x8,10x10
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?sashigane/7/7/6ljl7ninhp3k3pingn4lgl4","seed":"collection-easy-1","score":0.8},
  {"id":"easy-02","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?sashigane/8/8/m4n4m4qioil4khhkjlhohljn4m3n4m","seed":"collection-easy-2","score":0.9},
  {"id":"easy-03","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?sashigane/10/10/6ringl4pik3mggnikim3khnghkgljkgmgkjl6k4iohs7njr4","seed":"collection-easy-3","score":0.8},
  {"id":"easy-04","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?sashigane/7/7/n6jk9liugjl6njpjn4mgk","seed":"collection-easy-4","score":0.8},
  {"id":"easy-05","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?sashigane/8/8/n3hk4l3r3ikhkg3k4rjk3ikgkgjrgk34kj3n","seed":"collection-easy-5","score":0.4},
  {"id":"easy-06","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?sashigane/10/10/6rhlikhg3pglghk4mj4oggmikhk55khkgmhpijo4il5pjk4njk4pi","seed":"collection-easy-6","score":1.4},
  {"id":"easy-07","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?sashigane/7/7/l5ljohlhoglhk4l4o53k4ojl53k","seed":"collection-easy-7","score":2.8},
  {"id":"easy-08","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?sashigane/8/8/n4ojn3ligg3khxik7kj3ghl4n4o4n","seed":"collection-easy-8","score":0.9},
  {"id":"easy-09","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?sashigane/10/10/lhl4m5p3n3imjlgjmg6n3yioglgl3kjl8mihnhoggm3l3l","seed":"collection-easy-9","score":1.2},
  {"id":"easy-10","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?sashigane/7/7/kjk6k3k4r4m3joihm7tikikjk","seed":"collection-easy-10","score":2.9},
  {"id":"medium-01","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?sashigane/7/7/s3ljk5ljkhrg3kjkhlglgngn","seed":"collection-medium-1","score":8.8},
  {"id":"medium-02","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?sashigane/8/8/m5oiqhj6k4m3mgn3m3lhgk4ihq3o5m","seed":"collection-medium-2","score":5.2},
  {"id":"medium-03","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?sashigane/10/10/m3ljl3l3lhlhnhmgpio3lilhl53lhl3l6ogpgminiljljlgl6l4m","seed":"collection-medium-3","score":11.1},
  {"id":"medium-04","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?sashigane/7/7/p7lhogo9oiuihkgjkgm","seed":"collection-medium-4","score":10.8},
  {"id":"medium-05","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?sashigane/8/8/limilgkgkjt5p8q3tjkgkgl3m5l","seed":"collection-medium-5","score":11.1},
  {"id":"medium-06","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?sashigane/10/10/l4ljogm4kgrgmhlgo9kgm6ipghmjkjo3l3hliriojo4l3l","seed":"collection-medium-6","score":10.2},
  {"id":"medium-07","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?sashigane/7/7/nik3kjqjlhljpil3q6kjk4n","seed":"collection-medium-7","score":9.3},
  {"id":"medium-08","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?sashigane/8/8/q8l8mhlioim3r5iljnh3lim3lgl6n","seed":"collection-medium-8","score":7.2},
  {"id":"medium-09","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?sashigane/10/10/u4l3kgl5mjqh4mgjy3r3hmgghl4m4l43lhkilju","seed":"collection-medium-9","score":11.3},
  {"id":"medium-10","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?sashigane/7/7/k3ik3s4l6lgo4kjohsgkgjk","seed":"collection-medium-10","score":11.6},
  {"id":"hard-01","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?sashigane/7/7/4o8njoho4k3ujn5n5g","seed":"collection-hard-1","score":13.6},
  {"id":"hard-02","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?sashigane/8/8/q9ljp4kiqhkinikhs3njk4lgkjo","seed":"collection-hard-2","score":31.1},
  {"id":"hard-03","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?sashigane/10/10/hqiqgm5ligkhvhmim5il6njm5ugjk4gl3u9qi","seed":"collection-hard-3","score":13},
  {"id":"hard-04","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?sashigane/7/7/k7lhkin3qgn3s4l4n7kgl4k","seed":"collection-hard-4","score":24.8},
  {"id":"hard-05","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?sashigane/8/8/kik6v5milgp4lg5o3lhm4vikik","seed":"collection-hard-5","score":26.7},
  {"id":"hard-06","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?sashigane/10/10/k33lhmho4kil4ui8pgqjl7nip3l4juil5kiogqik","seed":"collection-hard-6","score":24},
  {"id":"hard-07","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?sashigane/7/7/mi5mhoglggljsgk3pil3ijm","seed":"collection-hard-7","score":36.3},
  {"id":"hard-08","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?sashigane/8/8/4o3ilgnhk5q5mgnhmiqikhngl4l5mg","seed":"collection-hard-8","score":29.2},
  {"id":"hard-09","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?sashigane/10/10/kjkj3miqhl4lim4u4n63linjn5miuimikigljq4m3gm","seed":"collection-hard-9","score":23.7},
  {"id":"hard-10","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?sashigane/7/7/nik5lghmgmhshkgmim3il8p","seed":"collection-hard-10","score":15.1},
  {"id":"expert-01","difficulty":"expert","size":"7x7","puzzle":"https://puzz.link/p?sashigane/7/7/l4qjmg6oho4oj3mhoin","seed":"collection-expert-1","score":76.3},
  {"id":"expert-02","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?sashigane/8/8/hp4lghl4v4mihlhgvilh3lgp3","seed":"collection-expert-2","score":70.3},
  {"id":"expert-03","difficulty":"expert","size":"10x10","puzzle":"https://puzz.link/p?sashigane/10/10/jm3ilhx3kjnhjniojmipis5n3hkglhkgxiljni","seed":"collection-expert-3","score":252.7},
];
