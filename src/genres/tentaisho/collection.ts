// The bundled Tentaisho puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts tentaisho --sizes 7x7,8x8,10x10
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?tentaisho/7/7/o8eieieeex2a4epeg0em2eoaeie","seed":"collection-easy-1","score":0},
  {"id":"easy-02","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?tentaisho/8/8/xer2ezhegegezjehehezveiei4aeh","seed":"collection-easy-2","score":0.3},
  {"id":"easy-03","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?tentaisho/10/10/leg486exet82eletetaeuezqeres28eg0ezm88aevce2e","seed":"collection-easy-3","score":0.1},
  {"id":"easy-04","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?tentaisho/7/7/ehexc48emezt66etee2ee","seed":"collection-easy-4","score":0.2},
  {"id":"easy-05","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?tentaisho/8/8/oeyezgeziereq44eq4euerc4ee","seed":"collection-easy-5","score":0.1},
  {"id":"easy-06","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?tentaisho/10/10/ue8ev224eta4220eeuegejekeezh222cem26662eiesehekcea6cevae","seed":"collection-easy-6","score":0.2},
  {"id":"easy-07","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?tentaisho/7/7/h4eeg4ereq6ep60eoeeh644eq2426e","seed":"collection-easy-7","score":0.1},
  {"id":"easy-08","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?tentaisho/8/8/4esaezic8ejejceqeiei8eler2er6em","seed":"collection-easy-8","score":0.3},
  {"id":"easy-09","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?tentaisho/10/10/24ex2464eleveiemelc4ezex6824cezzu8es8ejeiesene","seed":"collection-easy-9","score":0.2},
  {"id":"easy-10","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?tentaisho/7/7/l68eheieieo6er2esc4cegeqce","seed":"collection-easy-10","score":0.1},
  {"id":"medium-01","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?tentaisho/7/7/iepem6ezjaew0aev22aep6e","seed":"collection-medium-1","score":0.4},
  {"id":"medium-02","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?tentaisho/8/8/ket86evcezjeheeia2erezxese","seed":"collection-medium-2","score":0.5},
  {"id":"medium-03","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?tentaisho/10/10/na48evaevelemeu2egej4eh6ezleeleterepca2eu0enel46e","seed":"collection-medium-3","score":0.4},
  {"id":"medium-04","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?tentaisho/7/7/iep4ezleepeien6ener8ek","seed":"collection-medium-4","score":0.4},
  {"id":"medium-05","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?tentaisho/8/8/xexerces6eegc6ex2e6cek648ekege","seed":"collection-medium-5","score":0.4},
  {"id":"medium-06","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?tentaisho/10/10/ke4et444ezg222ejelc422ezzh6ezzqehezlezjc8ese8e","seed":"collection-medium-6","score":0.4},
  {"id":"medium-07","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?tentaisho/7/7/keseceq22el44eoegew444enee","seed":"collection-medium-7","score":0.4},
  {"id":"medium-08","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?tentaisho/8/8/ha2er64aeuekeja8ex6ceze862ex6442e","seed":"collection-medium-8","score":0.4},
  {"id":"medium-09","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?tentaisho/10/10/ezrey6ejemenezoem2ezzegezs4ewa644ejeyeie","seed":"collection-medium-9","score":0.5},
  {"id":"medium-10","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?tentaisho/7/7/628ena8etegep8et2ep2ege4ae","seed":"collection-medium-10","score":0.5},
  {"id":"hard-01","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?tentaisho/7/7/g42emaeg2enaer88ela62enaeuce","seed":"collection-hard-1","score":0.8},
  {"id":"hard-02","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?tentaisho/8/8/j8420ep4eeicei2eo4esaezh686eveeo226e","seed":"collection-hard-2","score":0.7},
  {"id":"hard-03","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?tentaisho/10/10/xaezweiezrezeh2eheiei6ejegeoeg4excezleg0ezgeg","seed":"collection-hard-3","score":0.9},
  {"id":"hard-04","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?tentaisho/8/8/kcep2aekeseoc24cejehezuehc2eo26ce","seed":"collection-hard-4-1.0","score":0.8},
  {"id":"hard-05","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?tentaisho/8/8/naeucetehep6epeweezk2664esae","seed":"collection-hard-5","score":0.8},
  {"id":"hard-06","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?tentaisho/10/10/heh620a4ejeh4eeoaeh0eh6ek6ezk868eu68eu8eien8eiezia46ezhae","seed":"collection-hard-6","score":0.7},
  {"id":"hard-07","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?tentaisho/7/7/ecep8ela62et646eo2elejaep2e","seed":"collection-hard-7","score":0.8},
  {"id":"hard-08","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?tentaisho/8/8/ieu644ev22ehej62ereg4eyev2484a4ekee","seed":"collection-hard-8","score":0.7},
  {"id":"hard-09","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?tentaisho/10/10/o4a6evewekelezzk0aexelezkehezk2et420a6eznehe","seed":"collection-hard-9","score":0.8},
  {"id":"hard-10","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?tentaisho/8/8/eh2ehc06eketaes6ezh264ehehezgeg6egehe","seed":"collection-hard-10-1.0","score":0.9},
  {"id":"expert-01","difficulty":"expert","size":"7x7","puzzle":"https://puzz.link/p?tentaisho/7/7/ja2es68et0eemaeter228ete","seed":"collection-expert-1","score":16.4},
  {"id":"expert-02","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?tentaisho/8/8/na0eveq4424ezkepeoej0648epeh6eoeje","seed":"collection-expert-2","score":12.6},
  {"id":"expert-03","difficulty":"expert","size":"10x10","puzzle":"https://puzz.link/p?tentaisho/10/10/h6ejeziegezh6eua8ezzgezxema26evezieoejexe","seed":"collection-expert-3","score":52.8},
];
