// The bundled Keen puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts keen --sizes 5x5,6x6,7x7 --expert 4
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"5x5","puzzle":"5:c_3aa__a_a_3aa_10a_a_,a14a1s2a4a1a5s4a4s2m12m6m5a2a5","seed":"collection-easy-1","score":0.1},
  {"id":"easy-02","difficulty":"easy","size":"6x6","puzzle":"6:a_8a__a_aa_7a_3a_3a_ab_4a_4a_a,m6a6a1s4a4a3a5a7a2a13d6a4a11s3a13m12a6a3m2a4a2s3","seed":"collection-easy-2","score":0.1},
  {"id":"easy-03","difficulty":"easy","size":"7x7","puzzle":"7:a__ca_a_15aba_a3cca_a_8a__b_a__a_4c,m1080a6a7m20s1m126s3a9a5a2a1a7a7s2a9m180a21a7a1m350a6m3","seed":"collection-easy-3","score":0.3},
  {"id":"easy-04","difficulty":"easy","size":"5x5","puzzle":"5:__a__a_7aabba_3a_3bb,m6a5s3a3d2a8a10d2a3m480a1m15","seed":"collection-easy-4","score":0.1},
  {"id":"easy-05","difficulty":"easy","size":"6x6","puzzle":"6:bba_ab_3b__a__a_4a_a__b_4a_6aba,a17a10a4m144a16m18a1a2a10a5m90m8m12m3a1a4","seed":"collection-easy-5","score":0.2},
  {"id":"easy-06","difficulty":"easy","size":"7x7","puzzle":"7:a__b_3a_5aa__c_4a_5aa_5aa_4a_8a_3a_4ab_a_,m3a2a6m35280a4s1m28a5s2a1a2a5a2a6a3a6a11a18a4a6a6s1a12a9m42a4a5a1","seed":"collection-easy-6","score":0.1},
  {"id":"easy-07","difficulty":"easy","size":"5x5","puzzle":"5:aa__a_6a_7a3_8a__,a7s3a1a1m6m12s3a5a4a1s2s4d3a4a5a2a3","seed":"collection-easy-7","score":0.1},
  {"id":"easy-08","difficulty":"easy","size":"6x6","puzzle":"6:aa_aa_aa__aa_aa_3a__a_15a_3cb,s1m24a3a10s2a7a1m6a11a4a7m5m24a6d5m72a5a3a4","seed":"collection-easy-8","score":0.2},
  {"id":"easy-09","difficulty":"easy","size":"7x7","puzzle":"7:b_a_3a3__b_3a3_6a3b_a3_9a_14a_7,a12a13s2a7a11a5s2a6a1a2m20m24a1a5a4a13m14a11a4a3a12a5a4a3a6a10a8a5","seed":"collection-easy-9","score":0.2},
  {"id":"easy-10","difficulty":"easy","size":"5x5","puzzle":"5:_a4_a_4a_ca_6a3_a_,m10m15s3m10m36a4a3m12a3s2a12","seed":"collection-easy-10","score":0.2},
  {"id":"medium-01","difficulty":"medium","size":"5x5","puzzle":"5:_aca_3a_aac_6aa_4b_,a21s1s2a16a2a1a5a9a5m6","seed":"collection-medium-1","score":0.4},
  {"id":"medium-02","difficulty":"medium","size":"6x6","puzzle":"6:_3a__a_3ab_5a_b__aa_4a_a_3ad_b_a_,a7a4a3m48s2a6m48m18a5a4m180a5a8a4a4m30a4","seed":"collection-medium-2","score":0.4},
  {"id":"medium-03","difficulty":"medium","size":"7x7","puzzle":"7:_ab_aa__a_5b_24ce_a3_b__a_bb_ba,a6a26m120a5a2m60a6a5m84a1a14a4m120a7s4a6m35m84a4s1d2a4a6","seed":"collection-medium-3","score":0.5},
  {"id":"medium-04","difficulty":"medium","size":"6x6","puzzle":"6:_4aa_aa_bb_aa_bb_8a_3aa_a__ba__,d3a4a13a7m15a1a5m144m120s4a4s4a14a3a3m30","seed":"collection-medium-4-1.0","score":0.5},
  {"id":"medium-05","difficulty":"medium","size":"6x6","puzzle":"6:ba_3aab_3d_aa_aa_a_5a__a__b__b__a,a13a17d2m30a1m24a6a6a5a3a7a8a7a16m30","seed":"collection-medium-5","score":0.4},
  {"id":"medium-06","difficulty":"medium","size":"7x7","puzzle":"7:_a_10a_aa__cac_3ba__c_10aa_b__a_3b_4aa_3,a20s2a3a5s3s4a1a6a8m12a9a23m28m36m10d6a7m30a7s5m20a1a3","seed":"collection-medium-6","score":0.4},
  {"id":"medium-07","difficulty":"medium","size":"5x5","puzzle":"5:ab_5a__a_ab_a_a__a3_c,a10a14a3a1a13a4a5m90d2s1","seed":"collection-medium-7","score":0.4},
  {"id":"medium-08","difficulty":"medium","size":"6x6","puzzle":"6:_aa_3a_3a_a__a_7bac_3bb_a4_5,s4a17a11a4a14a2a9a12a1m12a5m8m6a14a6a5a1","seed":"collection-medium-8","score":0.4},
  {"id":"medium-09","difficulty":"medium","size":"7x7","puzzle":"7:__a_a_c_a_4a3__ab_b_ada_b__a_a_a_3a_3b_3a_3a_4,a9m12d2a5a10a23m14a13a7a18m4a7a2a12s2m18m56a5s4m240","seed":"collection-medium-9","score":0.4},
  {"id":"medium-10","difficulty":"medium","size":"5x5","puzzle":"5:_10b__ac__baa_ba_b_,a2m5s2a5a4a4a17a5a7m3a17","seed":"collection-medium-10","score":0.4},
  {"id":"hard-01","difficulty":"hard","size":"5x5","puzzle":"5:__a_abbacb_3a_a_3a4,s2a4m300a1a14a1s1m150a7","seed":"collection-hard-1","score":3.4},
  {"id":"hard-02","difficulty":"hard","size":"6x6","puzzle":"6:__aa__a_5aa__b__a4b_3a_a__b_3aa__a,m6s1a11a13a6a12a5a6m360a3a1a7a4a8a7s3s4","seed":"collection-hard-2","score":3.5},
  {"id":"hard-03","difficulty":"hard","size":"7x7","puzzle":"7:_a3_6c__a__aa_ca_cba3_a_3a_7a_a_a__a_8a,m4a15m20m21a20a3a7a2a9a5a4a6a20m30m60s6s1a2a12m90a10","seed":"collection-hard-3","score":3.4},
  {"id":"hard-04","difficulty":"hard","size":"5x5","puzzle":"5:a__aa_a_a__a_a_baa_acba,a4a5m60a12a18a15a7a1","seed":"collection-hard-4","score":3.3},
  {"id":"hard-05","difficulty":"hard","size":"6x6","puzzle":"6:_4b_3aa_a_a_b3__a_3a_a__c_aa__ac,a2a6d5a16a7d2a11a18a19a2a4a1a22m5","seed":"collection-hard-5","score":3.4},
  {"id":"hard-06","difficulty":"hard","size":"7x7","puzzle":"7:a_aa_4a_5a_4aa_3b__a_a4b_a_a_bb_a_a__a_a_a_aa_,a12m28m30a13m12s1a5a7a5m12a5a17a23a4a5a7a1s1m8a13a15a3","seed":"collection-hard-6","score":3.6},
  {"id":"hard-07","difficulty":"hard","size":"5x5","puzzle":"5:b_5adaa__a_a_aab__a_3,m60s1m5m40a10a13a8a3a4a2","seed":"collection-hard-7","score":3.4},
  {"id":"hard-08","difficulty":"hard","size":"6x6","puzzle":"6:_aa_a_4ab_3a__b_d_aa_a_aa__b_a_7,a11d3s1a3m60a1a3a2m12a11a5a20a6a12s2m8","seed":"collection-hard-8","score":3.5},
  {"id":"hard-09","difficulty":"hard","size":"7x7","puzzle":"7:__a_a_a_c_4c_13bb_3a_a_3b__ab__a_3aa_3bd,a7m2m1680a3m360a1a4m30a7a1m420s1a16a3a6s3a1m30a2a5m360a17","seed":"collection-hard-9","score":3.3},
  {"id":"hard-10","difficulty":"hard","size":"5x5","puzzle":"5:a_8b__a_bc_aa__a_b_a,a6s2a5s3a14a3m4a11a1a17a2","seed":"collection-hard-10","score":3.3},
  {"id":"expert-01","difficulty":"expert","size":"5x5","puzzle":"5:a5__baa_a__a_4a_4c_,a15d2a14s3a3a13a5a4a3a3a5","seed":"collection-expert-1","score":9.4},
  {"id":"expert-02","difficulty":"expert","size":"6x6","puzzle":"6:_4b__a5ba_3a_3b_3a3_a_3aab_b,a4a1s3a5a18m6m450a16a16a5s3s2a6a4s4","seed":"collection-expert-2","score":6.5},
  {"id":"expert-03","difficulty":"expert","size":"7x7","puzzle":"7:_c_a_a_a4__aa__a_5a_ad__aa_4ab_4a__aa_b__ac_,a15a17a1s1a10s1m1260a19m24m18a7a7s4m35m35a3a2s6m72","seed":"collection-expert-3","score":16.6},
  {"id":"expert-04","difficulty":"expert","size":"5x5","puzzle":"5:bbaa_3abc__a_10b__,a13m100s1d2a1a3a3s1m2m5a9","seed":"collection-expert-4","score":7.3},
];
