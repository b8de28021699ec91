// The bundled Fillomino puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts fillomino --sizes 6x6,7x7,8x8
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?fillomino/6/6/h78h77g8i77g8h8g94i9g99h99h","seed":"collection-easy-1","score":2.2},
  {"id":"easy-02","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?fillomino/7/7/488665h886g55g8g6668h8g7h9997g8g99g778h299988","seed":"collection-easy-2","score":2.9},
  {"id":"easy-03","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?fillomino/8/8/44i7g744g99772g89h77i6779j6777i66h89g86678g894g4i89","seed":"collection-easy-3","score":2.6},
  {"id":"easy-04","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?fillomino/6/6/i999g5599999g699996g6999767g997i","seed":"collection-easy-4","score":2.7},
  {"id":"easy-05","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?fillomino/7/7/g666g3h6667g3g7g977777i767555g9g6g5596h6g696g","seed":"collection-easy-5","score":2.9},
  {"id":"easy-06","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?fillomino/8/8/6h655g566g9997555g997h5559977h7777992h777g9246666g996g444h9","seed":"collection-easy-6","score":2.6},
  {"id":"easy-07","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?fillomino/6/6/4j944977h7h7h7h7h366793j7","seed":"collection-easy-7","score":2.8},
  {"id":"easy-08","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?fillomino/7/7/4h48h77g88867798g86h987h69g77776699g77h69h2","seed":"collection-easy-8","score":2.9},
  {"id":"easy-09","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?fillomino/8/8/1h3g7739h37773g98877g3h8855g89g8855h4g88577g99997h8999g9h7","seed":"collection-easy-9","score":2.8},
  {"id":"easy-10","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?fillomino/6/6/h8g775g87g7g5887775599g7g79g977g9h","seed":"collection-easy-10","score":2.6},
  {"id":"medium-01","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?fillomino/6/6/1g7g5g7g7g66797g6h9g96688g9g9g8g8g8","seed":"collection-medium-1","score":8.9},
  {"id":"medium-02","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?fillomino/7/7/g77l9994g799i4g7g7g7g8i999g8599l89g","seed":"collection-medium-2","score":7.9},
  {"id":"medium-03","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?fillomino/8/8/57h884h77g884g56g788m566886m775g66g877g58h878h88","seed":"collection-medium-3","score":11.1},
  {"id":"medium-04","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?fillomino/6/6/h33i6389g668g9h7g899g7888i73h","seed":"collection-medium-4","score":3.3},
  {"id":"medium-05","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?fillomino/7/7/h67j66g7j77g88888833388g84j4g47j67h","seed":"collection-medium-5","score":4.7},
  {"id":"medium-06","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?fillomino/8/8/h7g6h9997g76699h7769g79989l89666g7788h69999g8839h9g8h","seed":"collection-medium-6","score":10.7},
  {"id":"medium-07","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?fillomino/6/6/h6g7g4h7g4g7777h4996g9g9h6g9g6h","seed":"collection-medium-7","score":7.1},
  {"id":"medium-08","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?fillomino/7/7/g46g644g86g6j77778g8i7g89999j9g98g893g38g","seed":"collection-medium-8","score":4.7},
  {"id":"medium-09","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?fillomino/8/8/i8j8889h88h87h88h5g66887777g8h99h67h99h5777j5i","seed":"collection-medium-9","score":9.8},
  {"id":"medium-10","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?fillomino/6/6/1g96j96669g87j87g58887j85g5","seed":"collection-medium-10","score":6.3},
  {"id":"hard-01","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?fillomino/6/6/6j5g65g9h6g999333g5h8g95g8j5","seed":"collection-hard-1","score":14.8},
  {"id":"hard-02","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?fillomino/7/7/g55h8g6g6g5h8g6998g88i88g8779g6h7g9g6g8h76g","seed":"collection-hard-2","score":12.5},
  {"id":"hard-03","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?fillomino/8/8/7h7h556644g555g664g88g6h7h8899h7h5g96g685g996g777599h7h7","seed":"collection-hard-3","score":39.1},
  {"id":"hard-04","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?fillomino/6/6/j7749h7g888977188917g8h9966j","seed":"collection-hard-4","score":31.8},
  {"id":"hard-05","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?fillomino/7/7/1977i9g7775i77g4499i4498g89i6689g9i8999","seed":"collection-hard-5","score":33.2},
  {"id":"hard-06","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?fillomino/8/8/7g3g386g7g99886g7i8g66g79g88j33g85g88g7i5g88726g6g887g7g6","seed":"collection-hard-6","score":28.5},
  {"id":"hard-07","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?fillomino/6/6/g699h6g5h996g59h99g999h7g7h977g","seed":"collection-hard-7","score":34.2},
  {"id":"hard-08","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?fillomino/7/7/g3h9h8889g998889g6h88g46h7g486647g7888h7h8g","seed":"collection-hard-8","score":14.8},
  {"id":"hard-09","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?fillomino/8/8/6j7g96i7i779g77g9g79i9179i99g6g49g591i4i76g4j2","seed":"collection-hard-9","score":18.1},
  {"id":"hard-10","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?fillomino/6/6/g67h5g6h5h8775568446h8h6g8h86g","seed":"collection-hard-10","score":18.4},
  {"id":"expert-01","difficulty":"expert","size":"6x6","puzzle":"https://puzz.link/p?fillomino/6/6/g6l764g7i4455i8g555l6g","seed":"collection-expert-1","score":277.6},
  {"id":"expert-02","difficulty":"expert","size":"7x7","puzzle":"https://puzz.link/p?fillomino/7/7/h33h1499g9j98h8h768h4h64j6g4777h67h","seed":"collection-expert-2","score":272.7},
  {"id":"expert-03","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?fillomino/8/8/g5g66k88665h8i77g83h7h78h7h44g77i4h67885k88g5g","seed":"collection-expert-3","score":451.1},
];
