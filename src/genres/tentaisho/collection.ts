// The bundled Tentaisho puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts tentaisho --sizes 7x7,8x8,10x10
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?tentaisho/7/7/o8eieieeex2a4epeg0em2eoaeie","seed":"collection-easy-1","score":0.1},
  {"id":"easy-02","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?tentaisho/8/8/xer2ezhegegezjehehezveiei4aeh","seed":"collection-easy-2","score":0.3},
  {"id":"easy-03","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?tentaisho/10/10/leg486exet82eletetaeuezqeres28eg0ezm88aevce2e","seed":"collection-easy-3","score":0.3},
  {"id":"easy-04","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?tentaisho/7/7/ehexc48emezt66etee2ee","seed":"collection-easy-4","score":0.3},
  {"id":"easy-05","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?tentaisho/8/8/oeyezgeziereq44eq4euerc4ee","seed":"collection-easy-5","score":0.2},
  {"id":"easy-06","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?tentaisho/10/10/n2e2ezeoelexezj4aezt2evevezh224ezgeuce2eo","seed":"collection-easy-6","score":0.3},
  {"id":"easy-07","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?tentaisho/7/7/h4eeg4ereq6ep60eoeeh644eq2426e","seed":"collection-easy-7","score":0.3},
  {"id":"easy-08","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?tentaisho/8/8/4eiehaezg2ceo2ehceqeg2ei8eler2er6em","seed":"collection-easy-8","score":0.3},
  {"id":"easy-09","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?tentaisho/10/10/24ex2464eleveiekel4egeweweeoezzuex8ejeiesene","seed":"collection-easy-9","score":0.3},
  {"id":"easy-10","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?tentaisho/7/7/l68eheieieo6er2esc4cegeqce","seed":"collection-easy-10","score":0.2},
  {"id":"medium-01","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?tentaisho/7/7/haehaemeeiezmemceemepee","seed":"collection-medium-1","score":0.4},
  {"id":"medium-02","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?tentaisho/8/8/cev824eweger82esc42epa8ezma62el","seed":"collection-medium-2","score":0.4},
  {"id":"medium-03","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?tentaisho/10/10/qezpeiekei2eseeaez42228es22eek6aa8egel2c48eyeyejeo","seed":"collection-medium-3","score":0.6},
  {"id":"medium-04","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?tentaisho/7/7/h4eoees8266en48eic66el6442ence","seed":"collection-medium-4","score":0.4},
  {"id":"medium-05","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?tentaisho/8/8/xexerces6eegcereh2eveejekege","seed":"collection-medium-5","score":0.4},
  {"id":"medium-06","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?tentaisho/10/10/ke4et444ezgepaecezzo6ezzqehezlezjc8ese8e","seed":"collection-medium-6","score":0.5},
  {"id":"medium-07","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?tentaisho/7/7/keseceq6el4egehehewa4enee","seed":"collection-medium-7","score":0.5},
  {"id":"medium-08","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?tentaisho/8/8/g4a6ezleheweg6ereeh2eqegenetete","seed":"collection-medium-8","score":0.4},
  {"id":"medium-09","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?tentaisho/10/10/ezrenei6ejemenepezl22ezxegeser4ewaa6ejeyeie","seed":"collection-medium-9","score":0.6},
  {"id":"medium-10","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?tentaisho/7/7/628ena8etegeuencegetehek","seed":"collection-medium-10","score":0.4},
  {"id":"hard-01","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?tentaisho/7/7/h6440eq266en440eqaei862egeh8222elee","seed":"collection-hard-1","score":0.7},
  {"id":"hard-02","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?tentaisho/8/8/gevegezjc4eer8epcei2aeiezpehek","seed":"collection-hard-2","score":0.8},
  {"id":"hard-03","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?tentaisho/10/10/xaezweiezrezeh2eheiei6ejegeoeg4excezleg0ezgeg","seed":"collection-hard-3","score":1.1},
  {"id":"hard-04","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?tentaisho/7/7/ehem066ezqc2euei886aer446e","seed":"collection-hard-4","score":0.8},
  {"id":"hard-05","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?tentaisho/8/8/neheraen2246exeg4eoeueheiceqep244e","seed":"collection-hard-5","score":0.7},
  {"id":"hard-06","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?tentaisho/10/10/r62ehet4egetehei6aeiezp6ez68euenen8eiezia46ezhae","seed":"collection-hard-6","score":0.8},
  {"id":"hard-07","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?tentaisho/7/7/j284ceh82er2222en2222ezt624emek","seed":"collection-hard-7","score":0.7},
  {"id":"hard-08","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?tentaisho/8/8/mcevc24aepeqezm2226evep2244ep22a2e","seed":"collection-hard-8","score":0.7},
  {"id":"hard-09","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?tentaisho/10/10/o4a6evewekelezzk0aexelezkehezk2et420a6eznehe","seed":"collection-hard-9","score":0.9},
  {"id":"hard-10","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?tentaisho/7/7/s4en2ezgeh824ezjem888ese","seed":"collection-hard-10","score":0.8},
  {"id":"expert-01","difficulty":"expert","size":"7x7","puzzle":"https://puzz.link/p?tentaisho/7/7/legaepez68ezkezjaeq2e","seed":"collection-expert-1","score":12.7},
  {"id":"expert-02","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?tentaisho/8/8/na0eveq4424ezkepeoej0648epeh6eoeje","seed":"collection-expert-2","score":12.7},
  {"id":"expert-03","difficulty":"expert","size":"10x10","puzzle":"https://puzz.link/p?tentaisho/10/10/h6aaezreheveua8ezzgezxema26evezieoejexe","seed":"collection-expert-3","score":1.6},
];
