// The bundled Aqre puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts aqre --sizes 7x7,8x8,9x9
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?aqre/7/7/pvatublu8t6tktq1fg1g323017g111113g01012","seed":"collection-easy-1","score":31.1},
  {"id":"easy-02","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?aqre/8/8/393pf9srb700urf4pp7nflfg13h501301103g0g1430","seed":"collection-easy-2","score":9.9},
  {"id":"easy-03","difficulty":"easy","size":"9x9","puzzle":"https://puzz.link/p?aqre/9/9/1nbflllfkqadhqovlr1upquf27v0b83132g111201g222361001401g2221","seed":"collection-easy-3","score":46.1},
  {"id":"easy-04","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?aqre/7/7/ufqvsh9ngcvrln8278g0014h111270411201g1","seed":"collection-easy-4","score":33.9},
  {"id":"easy-05","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?aqre/8/8/ald7vvnplrngnsdl9f2uvri0g02g321g12h00g22g1111g21g00","seed":"collection-easy-5","score":46.8},
  {"id":"easy-06","difficulty":"easy","size":"9x9","puzzle":"https://puzz.link/p?aqre/9/9/pb463fb7esr2mm00uvpfre3upm7sogg14203033g13g10g0g11213411","seed":"collection-easy-6","score":26.2},
  {"id":"easy-07","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?aqre/7/7/if753dqp8e2vn6t9fg1320400g1433011g1","seed":"collection-easy-7","score":41.4},
  {"id":"easy-08","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?aqre/8/8/4vch4p7hspe0kpefu0rovofg130214g3122222h0012","seed":"collection-easy-8","score":38.4},
  {"id":"easy-09","difficulty":"easy","size":"9x9","puzzle":"https://puzz.link/p?aqre/9/9/1duupn3r5dj3lio7nc7vtvf0rntjkg54i1311011g00g31h423030313101","seed":"collection-easy-9","score":29.2},
  {"id":"easy-10","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?aqre/7/7/mr5uvucugvkf1a7froh0140g3h11020g2200121","seed":"collection-easy-10","score":7.6},
  {"id":"medium-01","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?aqre/7/7/53tlsq7eg3fahtgnmo4131i3h402g102","seed":"collection-medium-1","score":115.5},
  {"id":"medium-02","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?aqre/8/8/qiileb8qakdgubplpf0fobng1013211226201h002210","seed":"collection-medium-2","score":185.7},
  {"id":"medium-03","difficulty":"medium","size":"9x9","puzzle":"https://puzz.link/p?aqre/9/9/4sjrbv75jtjmca83grmk8snnuo0kig302504001g2131261224g11","seed":"collection-medium-3","score":90.7},
  {"id":"medium-04","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?aqre/7/7/nosladb2gd3pcf4vr0222151302115131","seed":"collection-medium-4","score":124.1},
  {"id":"medium-05","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?aqre/8/8/dbjqu9c6br60t1nbql1uupkg2013120g16523h30321","seed":"collection-medium-5","score":108.7},
  {"id":"medium-06","difficulty":"medium","size":"9x9","puzzle":"https://puzz.link/p?aqre/9/9/uah9ceqifreren8e07htnuicavvlro201053g20g0322311111201012011100","seed":"collection-medium-6","score":185.2},
  {"id":"medium-07","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?aqre/7/7/ltr8vobt06rib5mu8o632100300142230g","seed":"collection-medium-7","score":195.5},
  {"id":"medium-08","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?aqre/8/8/n1b9rdqnfhs0dvj0tcarmp7g225112304030200g12g01","seed":"collection-medium-8","score":90.4},
  {"id":"medium-09","difficulty":"medium","size":"9x9","puzzle":"https://puzz.link/p?aqre/9/9/rur6dbtdbibbkag5krvvb1f79otec0124g0202g0032141211231122032","seed":"collection-medium-9","score":178.9},
  {"id":"medium-10","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?aqre/7/7/qtdos8kuo8f6qfjvoo20141g02231g113010h","seed":"collection-medium-10","score":131.5},
  {"id":"hard-01","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?aqre/7/7/4656ce64g463tuc4vo4730g03g24g11","seed":"collection-hard-1","score":234.1},
  {"id":"hard-02","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?aqre/8/8/o2kfv94v1o80mfrmt6uom040113g04110g23b0501","seed":"collection-hard-2","score":217.4},
  {"id":"hard-03","difficulty":"hard","size":"9x9","puzzle":"https://puzz.link/p?aqre/9/9/n4tltiv9ipr76sournmuv63qdg4k0802114130111g020336731116g10","seed":"collection-hard-3","score":206.6},
  {"id":"hard-04","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?aqre/7/7/2632ht2105p1garh00f3g4h17","seed":"collection-hard-4","score":262.8},
  {"id":"hard-05","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?aqre/8/8/lcd1engj9qv0sa26e9lmdv1011e02014011422002","seed":"collection-hard-5","score":237.1},
  {"id":"hard-06","difficulty":"hard","size":"9x9","puzzle":"https://puzz.link/p?aqre/9/9/k9jndrrfipf8sqooc7tvd17fpgvjig0332410g111213g11g0324110301g10","seed":"collection-hard-6","score":319.9},
  {"id":"hard-07","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?aqre/7/7/mrlpcee5g1n1vvjf501322311111032100330","seed":"collection-hard-7","score":250.6},
  {"id":"hard-08","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?aqre/8/8/8id3f4mvc6700h06vflaru70494030231007111001","seed":"collection-hard-8","score":220.2},
  {"id":"hard-09","difficulty":"hard","size":"9x9","puzzle":"https://puzz.link/p?aqre/9/9/8h3rdd35r6m6gm806re93jte7d93k813410354003261423010g","seed":"collection-hard-9","score":263.5},
  {"id":"hard-10","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?aqre/7/7/4aj9nflcggv1nfo9n04503110102402202","seed":"collection-hard-10","score":220.2},
  {"id":"expert-01","difficulty":"expert","size":"7x7","puzzle":"https://puzz.link/p?aqre/7/7/ab8mjd65geb0r95pt0925i300110","seed":"collection-expert-1","score":427.2},
  {"id":"expert-02","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?aqre/8/8/t5tuckp69nj07tm52q701jn0411g1h0606h510h","seed":"collection-expert-2","score":585.8},
  {"id":"expert-03","difficulty":"expert","size":"9x9","puzzle":"https://puzz.link/p?aqre/9/9/4bd2qbed891o90gb1cvgb3kf05gk104422-1011601g1g42","seed":"collection-expert-3","score":607.3},
];
