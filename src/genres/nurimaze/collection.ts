// The bundled Nuri-Maze puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts nurimaze --sizes 7x7,8x8,9x9 --expert 3
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?nurimaze/7/7/fulntejmgbntfmdvr844454c3b338236483144b45","seed":"collection-easy-1","score":1.4},
  {"id":"easy-02","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?nurimaze/8/8/5vrlv6nrlmagdbr3tbrtv9mg936463a38351i4647254h4","seed":"collection-easy-2","score":1.4},
  {"id":"easy-03","difficulty":"easy","size":"9x9","puzzle":"https://puzz.link/p?nurimaze/9/9/rrtuv5t7lbrqbrgsstuujv7vmvrov84463317463646453354464436493335464463334445473644423336474544","seed":"collection-easy-3","score":2.2},
  {"id":"easy-04","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?nurimaze/7/7/qquudvrn8lbrfnkfrg481b4g362f4549","seed":"collection-easy-4","score":1.9},
  {"id":"easy-05","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?nurimaze/8/8/kfovtgqvvv60nt5uqvvql9vg44545444g1c24443739453a338335445","seed":"collection-easy-5","score":1.3},
  {"id":"easy-06","difficulty":"easy","size":"9x9","puzzle":"https://puzz.link/p?nurimaze/9/9/tucd6snvvkvupfoevvufft0tvnet7g64645454544a2h353394e173g4b46","seed":"collection-easy-6","score":1.8},
  {"id":"easy-07","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?nurimaze/7/7/lr6vvrrb8tqscljmvo48463o264b1546464","seed":"collection-easy-7","score":1},
  {"id":"easy-08","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?nurimaze/8/8/pudvvpjuvs7gnaviqlmt7rp02a494a4b16453b3b35393538","seed":"collection-easy-8","score":1.8},
  {"id":"easy-09","difficulty":"easy","size":"9x9","puzzle":"https://puzz.link/p?nurimaze/9/9/mnvtvrurnv5bsvoprbkvtjvlevff6g46464445473546336363536454534393364463363836136453448237","seed":"collection-easy-9","score":1.4},
  {"id":"easy-10","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?nurimaze/7/7/qvbdvftr8firjqbrfg54h18483m2546","seed":"collection-easy-10","score":2.8},
  {"id":"medium-01","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?nurimaze/7/7/pffv7ctpo5ipfqnv7gk1f49253e45","seed":"collection-medium-1","score":9.2},
  {"id":"medium-02","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?nurimaze/8/8/t6va1vrvepegelnfvvhretb06494544545446333334333545253546445335493444445135464","seed":"collection-medium-2","score":7.2},
  {"id":"medium-03","difficulty":"medium","size":"9x9","puzzle":"https://puzz.link/p?nurimaze/9/9/tv2up77vuqhtt4onvvtvqtmvnuvurg454626473645463648364649444e47453315373g4","seed":"collection-medium-3","score":4.6},
  {"id":"medium-04","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?nurimaze/7/7/3vnucri6oujqdvnvrg54c46491633k32a4","seed":"collection-medium-4","score":10.2},
  {"id":"medium-05","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?nurimaze/8/8/fffsvunveun0ttmpubfuctpg537234z6474635484317445","seed":"collection-medium-5","score":6.3},
  {"id":"medium-06","difficulty":"medium","size":"9x9","puzzle":"https://puzz.link/p?nurimaze/9/9/7lr9jdvuevn4qj8qkttnvncvajfftgo464m47263p41639","seed":"collection-medium-6","score":8.9},
  {"id":"medium-07","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?nurimaze/7/7/ltbqvmvmgbjrjqpvug94c1e4e4484825","seed":"collection-medium-7","score":4.8},
  {"id":"medium-08","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?nurimaze/8/8/j7rn6t9fprv0rphrjnmtsfjg51zi462845494","seed":"collection-medium-8","score":6.1},
  {"id":"medium-09","difficulty":"medium","size":"9x9","puzzle":"https://puzz.link/p?nurimaze/9/9/9vulumnv4uruje8lqvbrbbfvvsnavg64d45433374635244645364a45333848464945464615474","seed":"collection-medium-9","score":4.5},
  {"id":"medium-10","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?nurimaze/7/7/uutunfvvgvairfddr8445264z4841546","seed":"collection-medium-10","score":8.4},
  {"id":"hard-01","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?nurimaze/7/7/nqpvmtfjoevtavjfvg9152g4m354846","seed":"collection-hard-1","score":26.2},
  {"id":"hard-02","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?nurimaze/8/8/rsvu3ffddps0nlvbvr3nqtng47464f4g2h454i1","seed":"collection-hard-2","score":12.6},
  {"id":"hard-03","difficulty":"hard","size":"9x9","puzzle":"https://puzz.link/p?nurimaze/9/9/3qdvturbvfrsum8urlapretsfrruto746464b24z816384e4a4","seed":"collection-hard-3","score":24},
  {"id":"hard-04","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?nurimaze/7/7/2ntbrfj9oumumvvmfo63f4i192g4","seed":"collection-hard-4","score":29.6},
  {"id":"hard-05","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?nurimaze/8/8/vjbfqnacu7pg9ftnunvvnuv0454k471y4545284","seed":"collection-hard-5","score":17},
  {"id":"hard-06","difficulty":"hard","size":"9x9","puzzle":"https://puzz.link/p?nurimaze/9/9/jfumvu2vtltuae8aqtrdvvtslftlvo83a48445153394zh36274","seed":"collection-hard-6","score":27.5},
  {"id":"hard-07","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?nurimaze/7/7/udvrfltvo5r3drqurg72n3m4841","seed":"collection-hard-7","score":31.7},
  {"id":"hard-08","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?nurimaze/8/8/vhmv4vtrjvd0cnvv7v6retag254g1k4g3h4645","seed":"collection-hard-8","score":22.5},
  {"id":"hard-09","difficulty":"hard","size":"9x9","puzzle":"https://puzz.link/p?nurimaze/9/9/npduttvrp9bbue8fcmvmcv3tvv9dhg74y263z154d","seed":"collection-hard-9","score":32.1},
  {"id":"hard-10","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?nurimaze/7/7/rqvmvvds8ersevr8fo9451f34747452h374","seed":"collection-hard-10","score":24.1},
  {"id":"expert-01","difficulty":"expert","size":"7x7","puzzle":"https://puzz.link/p?nurimaze/7/7/n7futbaioqlapflvtg4f1w2b","seed":"collection-expert-1","score":91.4},
  {"id":"expert-02","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?nurimaze/8/8/ufur7elvleegflveqlhvt7l0b46492z4e18","seed":"collection-expert-2","score":41},
  {"id":"expert-03","difficulty":"expert","size":"9x9","puzzle":"https://puzz.link/p?nurimaze/9/9/rcvvvnlqtvvnlp8elodrfbruttfmng7482d4m18364h484k","seed":"collection-expert-3","score":163.4},
];
