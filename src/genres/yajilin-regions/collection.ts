// The bundled Regional Yajilin puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts yajilin-regions --sizes 8x8,10x10
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?yajilin-regions/8/8/5qavqumirff0s8unlprlnp90g00h21i0g0h1g1101g1h","seed":"collection-easy-1","score":33.8},
  {"id":"easy-02","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?yajilin-regions/10/10/fcdpvjqktlatvtdtt14g5f4jvusfvqrm6ntc010010111001011001000010010001000110000","seed":"collection-easy-2","score":37.3},
  {"id":"easy-03","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?yajilin-regions/8/8/dmtup9tnsil0fgulsvmmfh1g110011001000111000101101","seed":"collection-easy-3","score":26.7},
  {"id":"easy-04","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?yajilin-regions/10/10/pnjallseltlrq7sqsm8h4c2btv3uvnsf1k7700111101001100g011100002000111000010","seed":"collection-easy-4","score":32.3},
  {"id":"easy-05","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?yajilin-regions/8/8/cvafndfqb1tgsjefebbuq69001000001101100100000111010","seed":"collection-easy-5","score":35.7},
  {"id":"easy-06","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?yajilin-regions/8/8/7rffutnvclcg6b8mpmrrrpn0g02g011000000010g101000110g","seed":"collection-easy-6-1.0","score":37.8},
  {"id":"easy-07","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?yajilin-regions/8/8/cblaullidjag2eleenr9du4001101110011110001000","seed":"collection-easy-7","score":30.8},
  {"id":"easy-08","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?yajilin-regions/10/10/d4uevvtuqrv7otorkv72sul4fhadnqsl366900102000011001000010011000001121010100","seed":"collection-easy-8","score":38.2},
  {"id":"easy-09","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?yajilin-regions/8/8/sv63qigcmikggaved7rsbro00g01g2g1i0130010g1","seed":"collection-easy-9","score":26.6},
  {"id":"easy-10","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?yajilin-regions/10/10/7ejkoqehtcsumtirul7ktuvd6gv37ua7dpi6000001g11g201g1011011110001011011","seed":"collection-easy-10","score":37},
  {"id":"medium-01","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?yajilin-regions/8/8/7gru6hqfjgo02rvsgd0kvco00g1010000112110021100","seed":"collection-medium-1","score":52.8},
  {"id":"medium-02","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?yajilin-regions/10/10/dgdpnjt5our5ldjsd8rbukq7tvnefp9q4cfg1002101100000011001001111001001001","seed":"collection-medium-2","score":57.1},
  {"id":"medium-03","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?yajilin-regions/8/8/bnbt7gqqrop0qkrdvp7heku000010101010014001000g0g","seed":"collection-medium-3","score":108.1},
  {"id":"medium-04","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?yajilin-regions/10/10/i5e9qjq2stph35dtngd0vs5krosg7vnpnsdj001200110021000001111100010100100","seed":"collection-medium-4","score":65.2},
  {"id":"medium-05","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?yajilin-regions/8/8/dd9qctek708gbpc7sjjf830g21012000030001110","seed":"collection-medium-5","score":43.7},
  {"id":"medium-06","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?yajilin-regions/10/10/q5v9lbvf6ubulmr76dlged5megjut1es4qs51002100001101000000101000010101011","seed":"collection-medium-6","score":51.2},
  {"id":"medium-07","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?yajilin-regions/8/8/vnsn1nu32etgk1qclcrv7vr00010101g020010100h1g00100","seed":"collection-medium-7","score":56.8},
  {"id":"medium-08","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?yajilin-regions/10/10/pd8mt2qeqdvaiu79cmn63vfotcvdrqffps77021001g100120100100000000111101100110","seed":"collection-medium-8","score":132},
  {"id":"medium-09","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?yajilin-regions/8/8/l64vpk708qe0ciff6ug7vvj0g110110102010g1101g","seed":"collection-medium-9","score":51.4},
  {"id":"medium-10","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?yajilin-regions/10/10/ub9vqjb5e8ovmnv6ogmdflevqrvk76r74mvp0100201100000111011020001010100011001","seed":"collection-medium-10","score":100.6},
  {"id":"hard-01","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?yajilin-regions/8/8/7mlm5lakkl50khq4e1igec00g1311200g200","seed":"collection-hard-1","score":183.1},
  {"id":"hard-02","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?yajilin-regions/10/10/90u9gp31m2dssnr3ne3311vu2o14e2ms7cvj2110132000010102100001000","seed":"collection-hard-2","score":188.9},
  {"id":"hard-03","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?yajilin-regions/8/8/gn6uqcm4451049arr6g4cc0042000101130","seed":"collection-hard-3","score":164},
  {"id":"hard-04","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?yajilin-regions/10/10/mbigprvbcn4v2u64sdepd3qud3vcqsl07h061002111000012031010120100200","seed":"collection-hard-4","score":188.8},
  {"id":"hard-05","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?yajilin-regions/8/8/kdkrumifr4mgef4sd9fl1cf000100211001g02000010","seed":"collection-hard-5","score":174.5},
  {"id":"hard-06","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?yajilin-regions/10/10/bonrefj15iaiip4q5k04oejqs7hof6fod7oo010102100112001100g310001","seed":"collection-hard-6","score":172.5},
  {"id":"hard-07","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?yajilin-regions/8/8/7hqrreufi520tcu5g1i8r12001020300210100","seed":"collection-hard-7","score":227.2},
  {"id":"hard-08","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?yajilin-regions/10/10/ib5emfvreela0jpi391ufcu7utu4njfmud090111g000011000101g012010020102g00","seed":"collection-hard-8","score":157.4},
  {"id":"hard-09","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?yajilin-regions/8/8/29gcmpjv5rb0247vlpqte65022g0010g1g11g1g0h1g","seed":"collection-hard-9","score":152.7},
  {"id":"hard-10","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?yajilin-regions/10/10/f8niv0lkfcnr3sdkpk6gk0vaudsanf5hahsu1001020310001012100g11011100g","seed":"collection-hard-10","score":183.5},
  {"id":"expert-01","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?yajilin-regions/8/8/a6rc7dg4610ghpjv4b90s10g011g1111g410g0","seed":"collection-expert-1","score":363.3},
  {"id":"expert-02","difficulty":"expert","size":"10x10","puzzle":"https://puzz.link/p?yajilin-regions/10/10/jfqcfsuu7qil2vv3e4funoucerme81kt7ms3o12g2h1h01g1100g111i1h","seed":"collection-expert-2","score":281.2},
  {"id":"expert-03","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?yajilin-regions/8/8/v3lpg01peal0khpu60a7gttg1h010h1g0001g00g10","seed":"collection-expert-3","score":93.3},
];
