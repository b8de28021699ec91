// The bundled Fillomino puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts fillomino --sizes 6x6,7x7,8x8
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?fillomino/6/6/3g3g3g9999g3i666778i7g8888g7g8g8","seed":"collection-easy-1","score":2.8},
  {"id":"easy-02","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?fillomino/7/7/g67i6g677176g7h96667i66777h5g778895g8i88g","seed":"collection-easy-2","score":2.7},
  {"id":"easy-03","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?fillomino/8/8/i448887g8448887788g8878g8777g74g5558g8485g9988449998g899994i","seed":"collection-easy-3","score":2.6},
  {"id":"easy-04","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?fillomino/6/6/6g7k3g77g8393h8399g88g9k9g9","seed":"collection-easy-4","score":2.7},
  {"id":"easy-05","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?fillomino/7/7/2666l765g7g7767g9g9g7g7g3888g7g338l8227","seed":"collection-easy-5","score":2.9},
  {"id":"easy-06","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?fillomino/8/8/h7855i77888g5799g448899993g8177g934777766g7777g76674i3667h","seed":"collection-easy-6","score":2.7},
  {"id":"easy-07","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?fillomino/6/6/h99j995566g95h79g857778j18h","seed":"collection-easy-7","score":2.6},
  {"id":"easy-08","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?fillomino/7/7/i5h3g6g55g38885593g8g8g9g29887999g99g9g9h9i","seed":"collection-easy-8","score":2.9},
  {"id":"easy-09","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?fillomino/8/8/38666666388g9j88g89g98887g883177g88839g77g78j7g77799993777","seed":"collection-easy-9","score":2.7},
  {"id":"easy-10","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?fillomino/6/6/655g6h65g6g6669j8999g8g99h2g899","seed":"collection-easy-10","score":2.7},
  {"id":"medium-01","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?fillomino/6/6/6h7h664g77g64l86g88g855h8h5","seed":"collection-medium-1","score":5.1},
  {"id":"medium-02","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?fillomino/7/7/h799i99994g799i4i7i8i999g85999i888h","seed":"collection-medium-2","score":8.2},
  {"id":"medium-03","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?fillomino/8/8/g7i6h976776g6h66h8h96688859995888h8h77h8g853777h5i7g","seed":"collection-medium-3","score":9.8},
  {"id":"medium-04","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?fillomino/6/6/h6g7h9g77g9g9g8h9g8g7g88g8h9g6h","seed":"collection-medium-4","score":3.2},
  {"id":"medium-05","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?fillomino/7/7/4g89k89g9366g99g96k56g85g9955g89k89g9","seed":"collection-medium-5","score":6.6},
  {"id":"medium-06","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?fillomino/8/8/i8i1h889g99262g77j8g7g7766g8g7j98g99999g983h9i3i","seed":"collection-medium-6","score":8.7},
  {"id":"medium-07","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?fillomino/6/6/6h6g4466h4g777g44g996g9h9669g9h6","seed":"collection-medium-7","score":4},
  {"id":"medium-08","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?fillomino/7/7/g46g644g86g6j77778g8i7g89999j9g98g893g38g","seed":"collection-medium-8","score":5.5},
  {"id":"medium-09","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?fillomino/8/8/2i8h5g99g9885i9i56696g88h66g68856i7i4577g74g4h7i4","seed":"collection-medium-9","score":11.2},
  {"id":"medium-10","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?fillomino/6/6/4h8g888h88i88h86i88h776g6h3","seed":"collection-medium-10","score":4},
  {"id":"hard-01","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?fillomino/6/6/g8g833g2888g66877h66777g8888g888g2g","seed":"collection-hard-1","score":16.2},
  {"id":"hard-02","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?fillomino/7/7/227g74i4g7g49g488j488j488g65g8g4i55g444","seed":"collection-hard-2","score":31.5},
  {"id":"hard-03","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?fillomino/8/8/3g357g76g755g76i5576g67g7h9g94g4h9g99g4667i99g677g19g977g7","seed":"collection-hard-3","score":19.4},
  {"id":"hard-04","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?fillomino/6/6/76i6g769h7g999h759g1h558g8i88","seed":"collection-hard-4","score":18.3},
  {"id":"hard-05","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?fillomino/7/7/3g3h5h996g5g99969h199g944h88944g8g999h8h4g9","seed":"collection-hard-5","score":19.2},
  {"id":"hard-06","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?fillomino/8/8/k944h8669h2g8665942g85g59h99g77g9995778g9h5778h195k","seed":"collection-hard-6","score":27.5},
  {"id":"hard-07","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?fillomino/6/6/h9g9g559999h77779997h999666g9g6h","seed":"collection-hard-7","score":28.3},
  {"id":"hard-08","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?fillomino/7/7/h8g88h9g988879999g978i447g688747868g7h66g7h","seed":"collection-hard-8","score":19.1},
  {"id":"hard-09","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?fillomino/8/8/6g6g5i6g6g77755g5g7i85g8899h8888g59i4g9g59994g6g5i6g6g5","seed":"collection-hard-9","score":16.5},
  {"id":"hard-10","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?fillomino/6/6/g2h22g98g8g99g7g29g7g82g9g77g99h6g","seed":"collection-hard-10","score":17.1},
  {"id":"expert-01","difficulty":"expert","size":"6x6","puzzle":"https://puzz.link/p?fillomino/6/6/g6l764g7i4455i8g555l6g","seed":"collection-expert-1","score":292.5},
  {"id":"expert-02","difficulty":"expert","size":"7x7","puzzle":"https://puzz.link/p?fillomino/7/7/i25h8h8h4778g55677i66887g6668h9h9h89i","seed":"collection-expert-2","score":190.9},
  {"id":"expert-03","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?fillomino/8/8/i6h9g5g5g9g9i169g2299g68l68g8866g755i6g7g5g6g6h5i","seed":"collection-expert-3","score":622.5},
];
