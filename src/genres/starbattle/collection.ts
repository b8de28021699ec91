// The bundled Star Battle puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts starbattle
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?starbattle/6/6/1/c4353o41fg9e","seed":"collection-easy-1","score":2.1},
  {"id":"easy-02","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?starbattle/7/7/1/3jrmsu0n0268hc0m5g","seed":"collection-easy-2","score":2.3},
  {"id":"easy-03","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?starbattle/8/8/1/433kc2fb2u5go68j0ja208s0","seed":"collection-easy-3","score":2.5},
  {"id":"easy-04","difficulty":"easy","size":"9x9","puzzle":"https://puzz.link/p?starbattle/9/9/1/8e489shi9au94bg8s10p202sm8phm0","seed":"collection-easy-4","score":2.5},
  {"id":"easy-05","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?starbattle/6/6/1/289l80u0b1vg","seed":"collection-easy-5","score":2.3},
  {"id":"easy-06","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?starbattle/7/7/1/bl8ca6go00m820rq08","seed":"collection-easy-6","score":2.4},
  {"id":"easy-07","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?starbattle/8/8/1/1jgjrp9hi3ggrgl52pia8q00","seed":"collection-easy-7","score":0.3},
  {"id":"easy-08","difficulty":"easy","size":"9x9","puzzle":"https://puzz.link/p?starbattle/9/9/1/031jm2gntt1mn20nsq48gaqobg62gg","seed":"collection-easy-8","score":2.4},
  {"id":"easy-09","difficulty":"easy","size":"6x6","puzzle":"https://puzz.link/p?starbattle/6/6/1/9t3h82n53qsc","seed":"collection-easy-9","score":2.1},
  {"id":"easy-10","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?starbattle/7/7/1/8o98ip40g8b4723h30","seed":"collection-easy-10","score":0.2},
  {"id":"medium-01","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?starbattle/6/6/1/a24oc461r2hg","seed":"collection-medium-1","score":4.4},
  {"id":"medium-02","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?starbattle/7/7/1/o13i5f100m6gq17m0o","seed":"collection-medium-2","score":4.4},
  {"id":"medium-03","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?starbattle/8/8/1/8cuhark2tb10mh5a8h5megd0","seed":"collection-medium-3","score":4.5},
  {"id":"medium-04","difficulty":"medium","size":"9x9","puzzle":"https://puzz.link/p?starbattle/9/9/1/939mj58i576i7009r5ha431ikcmlv8","seed":"collection-medium-4","score":6.5},
  {"id":"medium-05","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?starbattle/6/6/1/8gsdm2o265co","seed":"collection-medium-5","score":4.3},
  {"id":"medium-06","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?starbattle/7/7/1/4c6t6soj0k1ki2mebg","seed":"collection-medium-6","score":4.3},
  {"id":"medium-07","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?starbattle/8/8/1/g23kdb9sh6hgfr70o3gik8g0","seed":"collection-medium-7","score":4.5},
  {"id":"medium-08","difficulty":"medium","size":"9x9","puzzle":"https://puzz.link/p?starbattle/9/9/1/oga7hhe91ogho60e092e844e3c5o1o","seed":"collection-medium-8","score":6.8},
  {"id":"medium-09","difficulty":"medium","size":"6x6","puzzle":"https://puzz.link/p?starbattle/6/6/1/518iq0s3tgpj","seed":"collection-medium-9","score":4.2},
  {"id":"medium-10","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?starbattle/7/7/1/cehgk40kgj2o21s6og","seed":"collection-medium-10","score":6.4},
  {"id":"hard-01","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?starbattle/6/6/1/8korb5ca1l0a","seed":"collection-hard-1","score":13.3},
  {"id":"hard-02","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?starbattle/7/7/1/a0k3lcco873pm2h6c8","seed":"collection-hard-2","score":23.5},
  {"id":"hard-03","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?starbattle/8/8/1/a3dbhvks719g2t0n1kgo00h0","seed":"collection-hard-3","score":10.5},
  {"id":"hard-04","difficulty":"hard","size":"9x9","puzzle":"https://puzz.link/p?starbattle/9/9/1/o1a897510gq9uq0hhc060knu3gq998","seed":"collection-hard-4","score":20.5},
  {"id":"hard-05","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?starbattle/6/6/1/4ibmi6dnd9go","seed":"collection-hard-5","score":16.2},
  {"id":"hard-06","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?starbattle/7/7/1/4ki8oa1a04hue0gcj0","seed":"collection-hard-6","score":17.5},
  {"id":"hard-07","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?starbattle/8/8/1/0dclagk0a8h0slc7n00poo20","seed":"collection-hard-7","score":13.6},
  {"id":"hard-08","difficulty":"hard","size":"9x9","puzzle":"https://puzz.link/p?starbattle/9/9/1/0mqbgd19aea3l90i211i7cjc8cpi50","seed":"collection-hard-8","score":19.5},
  {"id":"hard-09","difficulty":"hard","size":"6x6","puzzle":"https://puzz.link/p?starbattle/6/6/1/4p6s84n5ieho","seed":"collection-hard-9","score":13.3},
  {"id":"hard-10","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?starbattle/7/7/1/45p44ai306hbuu1kdo","seed":"collection-hard-10","score":11.4},
  {"id":"expert-01","difficulty":"expert","size":"7x7","puzzle":"https://puzz.link/p?starbattle/7/7/1/1e90ohth0ni23tqceg","seed":"collection-expert-1-1.0","score":46.5},
  {"id":"expert-02","difficulty":"expert","size":"7x7","puzzle":"https://puzz.link/p?starbattle/7/7/1/42kh8cigg338jt3mf8","seed":"collection-expert-2","score":40.4},
  {"id":"expert-03","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?starbattle/8/8/1/4mrm98h2084gak339rgu1s70","seed":"collection-expert-3","score":143.8},
];
