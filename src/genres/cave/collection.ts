// The bundled Cave puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts cave --sizes 7x7,8x8,9x9
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?cave/7/7/z3g8i7g8l9jc8habgbg","seed":"collection-easy-1","score":0.5},
  {"id":"easy-02","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?cave/8/8/g2k4jamblcgcjdgdhbicm7p72","seed":"collection-easy-2","score":0.9},
  {"id":"easy-03","difficulty":"easy","size":"9x9","puzzle":"https://puzz.link/p?cave/9/9/4oapch4lekfkbgci-10ledgbp2kbj","seed":"collection-easy-3","score":0.9},
  {"id":"easy-04","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?cave/7/7/h8j9hbj8hch3g7g99l9m4m","seed":"collection-easy-4","score":0.6},
  {"id":"easy-05","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?cave/8/8/g7h6h2h3g8q9k9hdk7kdh5h8g7k5g7h","seed":"collection-easy-5","score":1},
  {"id":"easy-06","difficulty":"easy","size":"9x9","puzzle":"https://puzz.link/p?cave/9/9/jalal7scg7jfgcjdgfsaheich9gcgdg7h","seed":"collection-easy-6","score":1.5},
  {"id":"easy-07","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?cave/7/7/k4g9g888i9kbhah7k2i43p","seed":"collection-easy-7","score":0.5},
  {"id":"easy-08","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?cave/8/8/2g2m6an7n8iabj9idj8gagbam6h","seed":"collection-easy-8","score":0.9},
  {"id":"easy-09","difficulty":"easy","size":"9x9","puzzle":"https://puzz.link/p?cave/9/9/37q8lbmbm7m2mcmaia-10g-10lejcg","seed":"collection-easy-9","score":0.9},
  {"id":"easy-10","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?cave/7/7/l2i6g7k7l8j7k9gci8jcg","seed":"collection-easy-10","score":0.8},
  {"id":"medium-01","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?cave/7/7/h4h8i69mah2n8mabg7jah","seed":"collection-medium-1","score":6},
  {"id":"medium-02","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?cave/8/8/n2v7g6nagbncjabgbhbk","seed":"collection-medium-2","score":7},
  {"id":"medium-03","difficulty":"medium","size":"9x9","puzzle":"https://puzz.link/p?cave/9/9/4r2s9nam5jai5jai5ehednbi5","seed":"collection-medium-3","score":8.1},
  {"id":"medium-04","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?cave/7/7/j6k88i8k9l9j8icch8h9j","seed":"collection-medium-4","score":10.1},
  {"id":"medium-05","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?cave/8/8/j9h3qch9gagbhaj9h5iau9l","seed":"collection-medium-5","score":6.5},
  {"id":"medium-06","difficulty":"medium","size":"9x9","puzzle":"https://puzz.link/p?cave/9/9/99lfi7gaa9oaj8n7n6j4l2j8g4p88","seed":"collection-medium-6","score":6},
  {"id":"medium-07","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?cave/7/7/k6i4i3h67j9iag4i7j2g5g3g4k","seed":"collection-medium-7","score":5.9},
  {"id":"medium-08","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?cave/8/8/m6j8g4gcfcgbn9j9n8i6g9n2k","seed":"collection-medium-8","score":5.1},
  {"id":"medium-09","difficulty":"medium","size":"9x9","puzzle":"https://puzz.link/p?cave/9/9/j4cocbnckcwdrfg8bjfjadj","seed":"collection-medium-9","score":6},
  {"id":"medium-10","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?cave/7/7/j7jag6jdh88g7k69h5j9l8j","seed":"collection-medium-10","score":4.7},
  {"id":"hard-01","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?cave/7/7/i88h76h9o99g9g6h6m6m3i","seed":"collection-hard-1","score":34.4},
  {"id":"hard-02","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?cave/8/8/j9bg88idocd8tclcj7ian","seed":"collection-hard-2","score":25.1},
  {"id":"hard-03","difficulty":"hard","size":"9x9","puzzle":"https://puzz.link/p?cave/9/9/h67cdodzgck-10obq8ich7h9hah","seed":"collection-hard-3","score":35.6},
  {"id":"hard-04","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?cave/7/7/g89o7759mbg8m765ao4h","seed":"collection-hard-4","score":12.9},
  {"id":"hard-05","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?cave/8/8/hag3l9laj2g9r6gbjakeblfgah","seed":"collection-hard-5","score":34},
  {"id":"hard-06","difficulty":"hard","size":"9x9","puzzle":"https://puzz.link/p?cave/9/9/l5kfhboa9jdwbjcbndeh6kal","seed":"collection-hard-6","score":30.3},
  {"id":"hard-07","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?cave/7/7/l6i7k7l7g9l8j8cgcg2j7g","seed":"collection-hard-7","score":29},
  {"id":"hard-08","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?cave/8/8/6m9j87g7hck6ap86g7i9h2hbs","seed":"collection-hard-8","score":36.4},
  {"id":"hard-09","difficulty":"hard","size":"9x9","puzzle":"https://puzz.link/p?cave/9/9/kbmehagbm9gdcembl9j888q8p9k","seed":"collection-hard-9","score":37.6},
  {"id":"hard-10","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?cave/7/7/k2j4pbgbg7g7p7i9ak","seed":"collection-hard-10","score":25.1},
  {"id":"expert-01","difficulty":"expert","size":"7x7","puzzle":"https://puzz.link/p?cave/7/7/j65l8b3o6o528l7h2h","seed":"collection-expert-1","score":66.3},
  {"id":"expert-02","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?cave/8/8/q4h7g6h5i6k7jao8h7g6h7l2j","seed":"collection-expert-2","score":132.8},
  {"id":"expert-03","difficulty":"expert","size":"9x9","puzzle":"https://puzz.link/p?cave/9/9/l7h8l2t9j-10m9eibmflbibh3h8h7i","seed":"collection-expert-3","score":158.2},
];
