// The bundled Takuzu puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts takuzu --sizes 6x6,8x8,10x10
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"6x6","puzzle":"6x6:deaHeCDBDa","seed":"collection-easy-1","score":0.2},
  {"id":"easy-02","difficulty":"easy","size":"8x8","puzzle":"8x8:FbbCbbBaCAajBAfdFdg","seed":"collection-easy-2","score":0.5},
  {"id":"easy-03","difficulty":"easy","size":"10x10","puzzle":"10x10:GcabDaDCHccgBccgaCLAecebBCab","seed":"collection-easy-3","score":0.5},
  {"id":"easy-04","difficulty":"easy","size":"6x6","puzzle":"6x6:CBaBEBBeCBdf","seed":"collection-easy-4","score":0.2},
  {"id":"easy-05","difficulty":"easy","size":"8x8","puzzle":"8x8:baffbgcaFBcaFcIfa","seed":"collection-easy-5","score":0.5},
  {"id":"easy-06","difficulty":"easy","size":"10x10","puzzle":"10x10:BAcgafIIBacaeEChdBbACcbchDc","seed":"collection-easy-6","score":0.5},
  {"id":"easy-07","difficulty":"easy","size":"6x6","puzzle":"6x6:BAiGBBcdCd","seed":"collection-easy-7","score":0.2},
  {"id":"easy-08","difficulty":"easy","size":"8x8","puzzle":"8x8:DBacFadaEBEdhaBBfbdb","seed":"collection-easy-8","score":0.5},
  {"id":"easy-09","difficulty":"easy","size":"10x10","puzzle":"10x10:kcbbabdBAdjGgaDBIcFABacadh","seed":"collection-easy-9","score":0.5},
  {"id":"easy-10","difficulty":"easy","size":"6x6","puzzle":"6x6:DiaGBFAcCa","seed":"collection-easy-10","score":0.3},
  {"id":"medium-01","difficulty":"medium","size":"6x6","puzzle":"6x6:DdEdFaabDbBb","seed":"collection-medium-1","score":3.4},
  {"id":"medium-02","difficulty":"medium","size":"8x8","puzzle":"8x8:eCAabDbajBbaFdgDBdCa","seed":"collection-medium-2","score":7.9},
  {"id":"medium-03","difficulty":"medium","size":"10x10","puzzle":"10x10:CdEeacDhccbaBgCcBJbBacdgdbg","seed":"collection-medium-3","score":3.9},
  {"id":"medium-04","difficulty":"medium","size":"6x6","puzzle":"6x6:CCiaHEDBAa","seed":"collection-medium-4","score":7.5},
  {"id":"medium-05","difficulty":"medium","size":"8x8","puzzle":"8x8:jacbAaeFaBCACiaacDDAc","seed":"collection-medium-5","score":6.9},
  {"id":"medium-06","difficulty":"medium","size":"10x10","puzzle":"10x10:bcFCaCArEcCbALgdfacBAEeBb","seed":"collection-medium-6","score":5},
  {"id":"medium-07","difficulty":"medium","size":"6x6","puzzle":"6x6:BcCacDCAEdh","seed":"collection-medium-7","score":4.5},
  {"id":"medium-08","difficulty":"medium","size":"8x8","puzzle":"8x8:ACFAEcDEbAbeDBclDb","seed":"collection-medium-8","score":4.9},
  {"id":"medium-09","difficulty":"medium","size":"10x10","puzzle":"10x10:DEbBbFfHADECDlcCCDBbked","seed":"collection-medium-9","score":6.3},
  {"id":"medium-10","difficulty":"medium","size":"6x6","puzzle":"6x6:bBkBaEBAfda","seed":"collection-medium-10","score":3.6},
  {"id":"hard-01","difficulty":"hard","size":"6x6","puzzle":"6x6:aiBAACoaCa","seed":"collection-hard-1","score":8.5},
  {"id":"hard-02","difficulty":"hard","size":"8x8","puzzle":"8x8:ABEEebCBjFEAdFEBa","seed":"collection-hard-2","score":10.7},
  {"id":"hard-03","difficulty":"hard","size":"10x10","puzzle":"10x10:EeHEBbCCAJDgGFBAdhgABABcb","seed":"collection-hard-3","score":11.2},
  {"id":"hard-04","difficulty":"hard","size":"6x6","puzzle":"6x6:BDCCHbbHAd","seed":"collection-hard-4","score":8.5},
  {"id":"hard-05","difficulty":"hard","size":"8x8","puzzle":"8x8:BaCBcEacFCCJchCcf","seed":"collection-hard-5","score":9},
  {"id":"hard-06","difficulty":"hard","size":"10x10","puzzle":"10x10:gDajcbbaFcfGaCAdnebbDAEg","seed":"collection-hard-6","score":11.5},
  {"id":"hard-07","difficulty":"hard","size":"6x6","puzzle":"6x6:IbcccHcae","seed":"collection-hard-7","score":9.6},
  {"id":"hard-08","difficulty":"hard","size":"8x8","puzzle":"8x8:dfbfEBkaldaFda","seed":"collection-hard-8","score":8},
  {"id":"hard-09","difficulty":"hard","size":"10x10","puzzle":"10x10:eaBbabLcBaDcBcHiDDcAGAcbFFd","seed":"collection-hard-9","score":24.7},
  {"id":"hard-10","difficulty":"hard","size":"6x6","puzzle":"6x6:chMACBeb","seed":"collection-hard-10","score":9.7},
  {"id":"expert-01","difficulty":"expert","size":"6x6","puzzle":"6x6:BAbChmGa","seed":"collection-expert-1","score":42.7},
  {"id":"expert-02","difficulty":"expert","size":"8x8","puzzle":"8x8:aaBBkFHAHCAefDAe","seed":"collection-expert-2","score":32.9},
  {"id":"expert-03","difficulty":"expert","size":"10x10","puzzle":"10x10:AFbDaFdBAPfbabcECHdaddbGea","seed":"collection-expert-3","score":286.8},
];
