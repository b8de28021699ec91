// The bundled Heyawake puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts heyawake --sizes 7x7,8x8,9x9
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?heyawake/7/7/k9kod6r1gvo7u8f49oj0h0n","seed":"collection-easy-1","score":0.3},
  {"id":"easy-02","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?heyawake/8/8/hgi7r2pmtg5gvs5vk083ebp00g00g1g1h20h0i","seed":"collection-easy-2","score":0.4},
  {"id":"easy-03","difficulty":"easy","size":"9x9","puzzle":"https://puzz.link/p?heyawake/9/9/eqd85fgq68bdn6gvu2ca7u1s2eiv780g0g1g20g121g11j0g1g11g1","seed":"collection-easy-3","score":2.6},
  {"id":"easy-04","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?heyawake/7/7/img8dqtcgvp03vvj7010g01g1g11i1h10g","seed":"collection-easy-4","score":2.3},
  {"id":"easy-05","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?heyawake/8/8/2unlst7priogvgpjpg60vsfg010102111g1211011010011","seed":"collection-easy-5","score":2.6},
  {"id":"easy-06","difficulty":"easy","size":"9x9","puzzle":"https://puzz.link/p?heyawake/9/9/g0rpucft2vvj368vv5uatkqdkvdafo100j1u1h1g00","seed":"collection-easy-6","score":2.2},
  {"id":"easy-07","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?heyawake/7/7/mb7si94k801vv03gvo0h0h1i1g0h","seed":"collection-easy-7","score":0.3},
  {"id":"easy-08","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?heyawake/8/8/0ku71qekf3bgvu1g1v7v872g00131110201g1002010111","seed":"collection-easy-8","score":0.2},
  {"id":"easy-09","difficulty":"easy","size":"9x9","puzzle":"https://puzz.link/p?heyawake/9/9/8lqlb6cpj6co7sovgc3vo0nue0vp880111g011110g1h21h011h","seed":"collection-easy-9","score":2.5},
  {"id":"easy-10","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?heyawake/7/7/rsev2blig9882vu2goj10i11g0g10","seed":"collection-easy-10","score":0.3},
  {"id":"medium-01","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?heyawake/7/7/kqa53hbto3nuf82uo0100g212g210h0g","seed":"collection-medium-1","score":5.4},
  {"id":"medium-02","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?heyawake/8/8/uvjpbfemn57ggbvj5muo6clgj0j0m20l","seed":"collection-medium-2","score":9.5},
  {"id":"medium-03","difficulty":"medium","size":"9x9","puzzle":"https://puzz.link/p?heyawake/9/9/1cscud9l4mh35sg24lbvv01pjv7vg000k1i012i1h1i","seed":"collection-medium-3","score":4.6},
  {"id":"medium-04","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?heyawake/7/7/52m52vbk807vgdffp81g2h0g0o","seed":"collection-medium-4","score":3.3},
  {"id":"medium-05","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?heyawake/8/8/5a5v49v8jusgvukboahavvag201i1111g1g1g1001g1g0","seed":"collection-medium-5","score":9.4},
  {"id":"medium-06","difficulty":"medium","size":"9x9","puzzle":"https://puzz.link/p?heyawake/9/9/hjho1u6j3rotj78kl88k7vk9vuq360g1g0k1g0g1j0g2k","seed":"collection-medium-6","score":4.9},
  {"id":"medium-07","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?heyawake/7/7/rt54n94q88nv79q1voj1h1g0i0k","seed":"collection-medium-7","score":6.3},
  {"id":"medium-08","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?heyawake/8/8/23usn33umd90v85g3vsh2jvgg10l110j00h","seed":"collection-medium-8","score":8.5},
  {"id":"medium-09","difficulty":"medium","size":"9x9","puzzle":"https://puzz.link/p?heyawake/9/9/c1m6sq3bmqhfl8o0hnvt61fvi8i1kg1021g10i1g10g11i11g1","seed":"collection-medium-9","score":11.9},
  {"id":"medium-10","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?heyawake/7/7/jvljr4v2glppci4kvok1h0l0g0","seed":"collection-medium-10","score":10.6},
  {"id":"hard-01","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?heyawake/7/7/6ap8la72gjs6082fvo21g12g12h1g2h","seed":"collection-hard-1","score":18},
  {"id":"hard-02","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?heyawake/8/8/dv5rebisk7vgvs2898s3fsk0o3h1i2g0j","seed":"collection-hard-2","score":13.7},
  {"id":"hard-03","difficulty":"hard","size":"9x9","puzzle":"https://puzz.link/p?heyawake/9/9/jedn54kji8k2mb801vvo00n1vu0bjo1g12i1g2k0j00g","seed":"collection-hard-3","score":25.2},
  {"id":"hard-04","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?heyawake/7/7/pdu73nug8vqagoidvo0k210l1g000","seed":"collection-hard-4","score":27.8},
  {"id":"hard-05","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?heyawake/8/8/c45tfq2mmdc0vt87naojqtvgg00g1l0i0g1g0h","seed":"collection-hard-5","score":35.8},
  {"id":"hard-06","difficulty":"hard","size":"9x9","puzzle":"https://puzz.link/p?heyawake/9/9/nq7espf7clikeho218jvt2a501vg1o1h0h1j4001h0g0k","seed":"collection-hard-6","score":31.1},
  {"id":"hard-07","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?heyawake/7/7/ih8op4i90u0fvvto1oh0g1l2g12","seed":"collection-hard-7","score":14.3},
  {"id":"hard-08","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?heyawake/8/8/tv34v492ejig0nvq1vge83vg1i11h0g20h11i1g1","seed":"collection-hard-8","score":34.8},
  {"id":"hard-09","difficulty":"hard","size":"9x9","puzzle":"https://puzz.link/p?heyawake/9/9/p0vuff9pmvg3vo0vulvb4s9lrul9agh00o01n0g1i1","seed":"collection-hard-9","score":13.5},
  {"id":"hard-10","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?heyawake/7/7/7a7uh8al8vtbqo3vpo0g11g01m1k1","seed":"collection-hard-10","score":37.7},
  {"id":"expert-01","difficulty":"expert","size":"7x7","puzzle":"https://puzz.link/p?heyawake/7/7/krqfugtno1fvbqmivo1k0p0k","seed":"collection-expert-1","score":78.9},
  {"id":"expert-02","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?heyawake/8/8/7328bog2nkt0t7gp957va1vgg3h111h10g1j0g","seed":"collection-expert-2","score":53.1},
  {"id":"expert-03","difficulty":"expert","size":"9x9","puzzle":"https://puzz.link/p?heyawake/9/9/d5mmq78vb5ck7go7i9vu07f403vu002j1g1j1g2g1h2h31g1","seed":"collection-expert-3","score":108.6},
];
