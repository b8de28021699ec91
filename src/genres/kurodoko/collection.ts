// The bundled Kurodoko puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts kurodoko --sizes 7x7,8x8,9x9
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?kurodoko/7/7/kam9l5i8i9h6icm7k","seed":"collection-easy-1","score":0.6},
  {"id":"easy-02","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?kurodoko/8/8/hbrbodh9l4h6ocrbh","seed":"collection-easy-2","score":0.6},
  {"id":"easy-03","difficulty":"easy","size":"9x9","puzzle":"https://puzz.link/p?kurodoko/9/9/g2ibgal6kam9m5m7u4j-10cbk9g9i3g","seed":"collection-easy-3","score":0.8},
  {"id":"easy-04","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?kurodoko/7/7/5ockblbgal9k7k5i2","seed":"collection-easy-4","score":0.5},
  {"id":"easy-05","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?kurodoko/8/8/j2g2o78naj4bjan86o6g2j","seed":"collection-easy-5","score":0.7},
  {"id":"easy-06","difficulty":"easy","size":"9x9","puzzle":"https://puzz.link/p?kurodoko/9/9/g2i64o5j3jczm4j57iak3i54i5g","seed":"collection-easy-6","score":0.9},
  {"id":"easy-07","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?kurodoko/7/7/j6lb8k6h6k6h8k46laj","seed":"collection-easy-7","score":0.5},
  {"id":"easy-08","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?kurodoko/8/8/gci7k2n5i8i6l5i6ibn3k3i5g","seed":"collection-easy-8","score":0.5},
  {"id":"easy-09","difficulty":"easy","size":"9x9","puzzle":"https://puzz.link/p?kurodoko/9/9/45l5lbmel68ldifl8cl4i8ial3l7g","seed":"collection-easy-9","score":0.6},
  {"id":"easy-10","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?kurodoko/7/7/g6h95g7mbjag9kbj8m5g2i5g","seed":"collection-easy-10","score":0.6},
  {"id":"medium-01","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?kurodoko/7/7/han45n56i4o9bi7j6h","seed":"collection-medium-1","score":8.6},
  {"id":"medium-02","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?kurodoko/8/8/h8k5regbg4r4g3g3r4n","seed":"collection-medium-2","score":3.7},
  {"id":"medium-03","difficulty":"medium","size":"9x9","puzzle":"https://puzz.link/p?kurodoko/9/9/dg5o7s4m7h5kbhcm-10ldk9coag7","seed":"collection-medium-3","score":9.1},
  {"id":"medium-04","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?kurodoko/7/7/h9i3j9i8p7lbidj2i9h","seed":"collection-medium-4","score":3.8},
  {"id":"medium-05","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?kurodoko/8/8/hcgeg9m6gc8pblah8n5g5m6ibh","seed":"collection-medium-5","score":8.1},
  {"id":"medium-06","difficulty":"medium","size":"9x9","puzzle":"https://puzz.link/p?kurodoko/9/9/4j6i63l9hdndnbi9ndq5l96i7j4","seed":"collection-medium-6","score":8.3},
  {"id":"medium-07","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?kurodoko/7/7/g8j7ha7m7hdkbh9m5idj8g","seed":"collection-medium-7","score":5.7},
  {"id":"medium-08","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?kurodoko/8/8/k7h7mah7g8neh6n5g4p3h4k","seed":"collection-medium-8","score":9.9},
  {"id":"medium-09","difficulty":"medium","size":"9x9","puzzle":"https://puzz.link/p?kurodoko/9/9/l6q5g6hah9lbn8j2j4g4h7h6g7q2l","seed":"collection-medium-9","score":8.3},
  {"id":"medium-10","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?kurodoko/7/7/g7g9kagai8w9i7g8k7g9g","seed":"collection-medium-10","score":5.7},
  {"id":"hard-01","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?kurodoko/7/7/i5o9gcc9s6g2g9o4i","seed":"collection-hard-1","score":36.9},
  {"id":"hard-02","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?kurodoko/8/8/i9j4k5k6i4t4i8bj3k5j9i","seed":"collection-hard-2","score":23.5},
  {"id":"hard-03","difficulty":"hard","size":"9x9","puzzle":"https://puzz.link/p?kurodoko/9/9/h9j2lfnah4jag9qagcg8jbhcn8lbj4g6","seed":"collection-hard-3","score":22.4},
  {"id":"hard-04","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?kurodoko/7/7/8p4m64h3g4h56m8p4","seed":"collection-hard-4","score":12.7},
  {"id":"hard-05","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?kurodoko/8/8/h6i9m7g4h9jaaicjcicajah7g5q8h","seed":"collection-hard-5","score":23.9},
  {"id":"hard-06","difficulty":"hard","size":"9x9","puzzle":"https://puzz.link/p?kurodoko/9/9/k6j8fk4sci4o6i6qbg5ka6l3i","seed":"collection-hard-6","score":13.2},
  {"id":"hard-07","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?kurodoko/7/7/k6kclah9k2j9j5k8k","seed":"collection-hard-7","score":12.9},
  {"id":"hard-08","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?kurodoko/8/8/bkdi7mbpdjbpcmdi5k7","seed":"collection-hard-8","score":23.1},
  {"id":"hard-09","difficulty":"hard","size":"9x9","puzzle":"https://puzz.link/p?kurodoko/9/9/l5l5hag5i5mcgccs36g7m4i9gah4l4l","seed":"collection-hard-9","score":16},
  {"id":"hard-10","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?kurodoko/7/7/k3i3k4k4k8k4k4g4g89j","seed":"collection-hard-10","score":35.1},
  {"id":"expert-01","difficulty":"expert","size":"7x7","puzzle":"https://puzz.link/p?kurodoko/7/7/i7k8m3g88m3p8k5i","seed":"collection-expert-1","score":56.3},
  {"id":"expert-02","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?kurodoko/8/8/jaj4h6o5g4k5h8g9i4g67n5h4j6j","seed":"collection-expert-2","score":99.9},
  {"id":"expert-03","difficulty":"expert","size":"9x9","puzzle":"https://puzz.link/p?kurodoko/9/9/6p5i8kag8h9j9i4o5i8j6j8k5t6","seed":"collection-expert-3","score":176.5},
];
