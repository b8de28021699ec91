// The bundled Nuri-Maze puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts nurimaze --sizes 7x7,8x8,9x9 --expert 3
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?nurimaze/7/7/fulntejmgbntfmdvr85464c3h27491f","seed":"collection-easy-1","score":9.2},
  {"id":"easy-02","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?nurimaze/8/8/atmln1tntsfgfnmvvvtfu9h0a4a45474a483b3b316352533a4","seed":"collection-easy-2","score":9.9},
  {"id":"easy-03","difficulty":"easy","size":"9x9","puzzle":"https://puzz.link/p?nurimaze/9/9/rhufeulrbnsrusodfervuvncbtarv864b4833841738464644f48493542a4647454","seed":"collection-easy-3","score":3.5},
  {"id":"easy-04","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?nurimaze/7/7/vrb7unvd0lauuaaveo4f271o3949","seed":"collection-easy-4","score":6.1},
  {"id":"easy-05","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?nurimaze/8/8/kfovtgqvvv60nt5uqvvql9vg4645454g1c2444839453a3933546","seed":"collection-easy-5","score":11},
  {"id":"easy-06","difficulty":"easy","size":"9x9","puzzle":"https://puzz.link/p?nurimaze/9/9/u7vrqvftv9utoj8rvrhfmvvbnvetrg4474645464c4c3474b4749154b4a2749","seed":"collection-easy-6","score":9.4},
  {"id":"easy-07","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?nurimaze/7/7/lr6vvrrb8tqscljmvo484r2e1546464","seed":"collection-easy-7","score":11.4},
  {"id":"easy-08","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?nurimaze/8/8/pudvvpjuvs7gnaviqlmt7rp02a494a4b164l35393538","seed":"collection-easy-8","score":3.1},
  {"id":"easy-09","difficulty":"easy","size":"9x9","puzzle":"https://puzz.link/p?nurimaze/9/9/9vtqsv7o5vnnlv8l9vtcr7tfvire7o451j4n4r453c2545464","seed":"collection-easy-9","score":10.8},
  {"id":"easy-10","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?nurimaze/7/7/vf8unbpdgbnnunjueo5464154649383p2646","seed":"collection-easy-10","score":4.7},
  {"id":"medium-01","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?nurimaze/7/7/7fvrcjrn0cv7trlqv852b4644s1c45","seed":"collection-medium-1","score":15.2},
  {"id":"medium-02","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?nurimaze/8/8/rlnvppuef6s0bfmtbtvbrqng1i44j4q3b2","seed":"collection-medium-2","score":34.7},
  {"id":"medium-03","difficulty":"medium","size":"9x9","puzzle":"https://puzz.link/p?nurimaze/9/9/tv2up77vuqhtt4onvvtvqtmvnuvurg4546264c4948364d44e4a3193g4","seed":"collection-medium-3","score":18.5},
  {"id":"medium-04","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?nurimaze/7/7/ubvltvvoo5fcvvlkfo6447494a16354k294","seed":"collection-medium-4","score":39.2},
  {"id":"medium-05","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?nurimaze/8/8/fffsvunveun0ttmpubfuctpg537234za463a4517445","seed":"collection-medium-5","score":27.9},
  {"id":"medium-06","difficulty":"medium","size":"9x9","puzzle":"https://puzz.link/p?nurimaze/9/9/7lr9jdvuevn4qj8qkttnvncvajfftgr4m472s41639","seed":"collection-medium-6","score":21.3},
  {"id":"medium-07","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?nurimaze/7/7/bvcfvbvrorbtvnp8eol3a35462j461","seed":"collection-medium-7","score":35.8},
  {"id":"medium-08","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?nurimaze/8/8/qnsmrtr7r670lvrr8q7frfv0474d4t2i1847","seed":"collection-medium-8","score":32.8},
  {"id":"medium-09","difficulty":"medium","size":"9x9","puzzle":"https://puzz.link/p?nurimaze/9/9/9vulumnv4uruje8lqvbrbbfvvsnavgg45463c24l35384h4b15474","seed":"collection-medium-9","score":27},
  {"id":"medium-10","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?nurimaze/7/7/pfmnnk9rolqte3vue84e261z64","seed":"collection-medium-10","score":29.4},
  {"id":"hard-01","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?nurimaze/7/7/mrl7fjvn8tjsenrkmo462t4b1f","seed":"collection-hard-1","score":44},
  {"id":"hard-02","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?nurimaze/8/8/rsvu3ffddps0nlvbvr3nqtng47464f4g2h4k1","seed":"collection-hard-2","score":47},
  {"id":"hard-03","difficulty":"hard","size":"9x9","puzzle":"https://puzz.link/p?nurimaze/9/9/7rmvt5vvmvb5v8getelutrn8lvtqvo8454c4b474294s461a4f","seed":"collection-hard-3","score":77.1},
  {"id":"hard-04","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?nurimaze/7/7/liuvsvvaov5glouttg4zc152a","seed":"collection-hard-4","score":41.3},
  {"id":"hard-05","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?nurimaze/8/8/v56vtlcvukv0tuuu9tsnlpdg4a1zs2","seed":"collection-hard-5","score":47},
  {"id":"hard-06","difficulty":"hard","size":"9x9","puzzle":"https://puzz.link/p?nurimaze/9/9/jfumvu2vtltuae8aqtrdvvtslftlvon153a4zh36274","seed":"collection-hard-6","score":63.9},
  {"id":"hard-07","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?nurimaze/7/7/eabvrvmjofutdrvrsgi2936484648481b","seed":"collection-hard-7","score":78.4},
  {"id":"hard-08","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?nurimaze/8/8/vhmv4vtrjvd0cnvv7v6retag254g1x3h48","seed":"collection-hard-8","score":73.1},
  {"id":"hard-09","difficulty":"hard","size":"9x9","puzzle":"https://puzz.link/p?nurimaze/9/9/j7jvmv7r6vfntlovlflfrirftnraug41b4b494z53a284g","seed":"collection-hard-9","score":79.4},
  {"id":"hard-10","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?nurimaze/7/7/rqvmvvds8ersevr8fo9451g4747452l4","seed":"collection-hard-10","score":46.6},
  {"id":"expert-01","difficulty":"expert","size":"7x7","puzzle":"https://puzz.link/p?nurimaze/7/7/str1jrf30rtvnppfto4e454h1m26","seed":"collection-expert-1","score":120.9},
  {"id":"expert-02","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?nurimaze/8/8/rnf7nffudvfgbuvvsr9qrtpg9462914f3u48474","seed":"collection-expert-2","score":211.4},
  {"id":"expert-03","difficulty":"expert","size":"9x9","puzzle":"https://puzz.link/p?nurimaze/9/9/rcvvvnlqtvvnlp8elodrfbruttfmng7482d4m18364h484k","seed":"collection-expert-3","score":163.4},
];
