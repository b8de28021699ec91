// The bundled Numberlink puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts numberlink --sizes 7x7,8x8,10x10
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?numlin/7/7/11g2i3h3g4g5g54g6277899haah8bhcgddb6ceeff-10-10","seed":"collection-easy-1","score":0.1},
  {"id":"easy-02","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?numlin/8/8/1234i512345667889h7habbcg9degafcg-10dh-11gf-10-12-12g-11-13-13g-14g-15e-14i-16-16-15g","seed":"collection-easy-2","score":0.1},
  {"id":"easy-03","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?numlin/10/10/1h1223h34455667h899aab87gccddeebif-10-11-11-12h-13-13-14f-10-15i-12-16h-17-17-18g-19h-16-14-1ag-1b-1c-18j-1d-1a-1b-1eg-1f-20h-1d-21-22g-1e-1c-1f-20-19-15h-21g-22","seed":"collection-easy-3","score":0.1},
  {"id":"easy-04","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?numlin/7/7/1223445g6g35i67h89gabgc89gahcdegfje1fb7d-10-10","seed":"collection-easy-4","score":0.1},
  {"id":"easy-05","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?numlin/8/8/123g4g5i2g3g45i16h789agbb6i9gccd78eiagdgfi-10-11-12feg-10-13-13-11-12","seed":"collection-easy-5","score":0.1},
  {"id":"easy-06","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?numlin/10/10/g12g3h455166277g4g89aahbicgdgbeh8fc9-10g-11e3-12-12f-13-14gd-11g-15-15-16-17-13-14-10g-18-18-19g-16i-1a-1bh-1bg-1c-1dg-1e-1a-1eg-1f-20g-1ck-1f-20g-19-1dg-17","seed":"collection-easy-6","score":0.1},
  {"id":"easy-07","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?numlin/7/7/12234g5g16g34g7h885g976aabb9gcgdeefgdg-10-10-11fc-12h-12-11","seed":"collection-easy-7","score":0.1},
  {"id":"easy-08","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?numlin/8/8/1l1h2345672883456g9abbcdjahd7egfgck9fh-10-11-12ei-10g-11-12","seed":"collection-easy-8","score":0.1},
  {"id":"easy-09","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?numlin/10/10/1h23445567812399gag78bgbccidefgf-10-10h-11de-12g-13g-14g6g-15-16-17i-18a-11h-16i-14-18-19g-1a-15-1bi-13-1c-1cg-1a-1d-1b-17-12-1e-1e-1f-1fg-20k-1d-21-21-19-20","seed":"collection-easy-9","score":0.1},
  {"id":"easy-10","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?numlin/7/7/11233g455g66g782g99478aabcgcdhbheffd-10g-11-12g-13-13-10e-11-12","seed":"collection-easy-10","score":0.1},
  {"id":"medium-01","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?numlin/7/7/n1h2i33g42h5g14j667g8h9h8g7h5h9","seed":"collection-medium-1","score":3.1},
  {"id":"medium-02","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?numlin/8/8/1g23g4415h366k2i75j897gai8g9gbgcjabhcgdgehdheg","seed":"collection-medium-2","score":3.1},
  {"id":"medium-03","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?numlin/10/10/g123m4g2g5367h48o98gabh6g9ch5i7h1hcodhegf-10ibhag-11-11-10gd-12-12g-13-13fj-14-14e-15-15","seed":"collection-medium-3","score":2.2},
  {"id":"medium-04","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?numlin/7/7/i12i34h1g4j2j5h6g7h8i9ah3659a7g8g","seed":"collection-medium-4","score":2.2},
  {"id":"medium-05","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?numlin/8/8/12i23h1g4556g74n7g89i6i8hahbgb9gcdga3icdegefgf","seed":"collection-medium-5","score":3.2},
  {"id":"medium-06","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?numlin/10/10/g1j234g15g6652347j7l89habhcg8g9diefh-10i-11gef-12g-13-10dg-11lbh-14-15-16lc-14-15-16g-12a-17-17-13k","seed":"collection-medium-6","score":2.2},
  {"id":"medium-07","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?numlin/7/7/12g3h4h34g5k26n7h8g9h1g6g95i7g8g","seed":"collection-medium-7","score":5.1},
  {"id":"medium-08","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?numlin/8/8/1h2g3g4k43h2g5m5g1g67g8h9gag89gbbgakcg6dd7cehe","seed":"collection-medium-8","score":5.2},
  {"id":"medium-09","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?numlin/10/10/n12g3g45g6g6h7348g992g1g8jabbcg7dg5agefid-10-10egfg-11c-12-13-14-14-15-16-17h-18-12-13g-19g-16-17-1ag-18i-1bg-1cg-1ag-11-19-1d-1d-1bg-15g-1c","seed":"collection-medium-9","score":3.2},
  {"id":"medium-10","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?numlin/7/7/l1g223g44g55i63i7g8h97g6hag9gag1j8g","seed":"collection-medium-10","score":6.2},
  {"id":"hard-01","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?numlin/7/7/12h3m4h5g1g4h6i2h57g3h7k89i968","seed":"collection-hard-1","score":28.1},
  {"id":"hard-02","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?numlin/8/8/112345672k6g8n98h4i3ia5hbbcdgahci7k9id","seed":"collection-hard-2","score":17.2},
  {"id":"hard-03","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?numlin/10/10/i1g2g3g4g5i6g7j8g162g3g9i9ahb4m7h5cdgdha8gegcfle-10-11-11f-12h-12g-10g-13g-14-14j-15g-15-13-16-16b-17g-17","seed":"collection-hard-3","score":12.3},
  {"id":"hard-04","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?numlin/7/7/n12h3i4g34j5h5g2j166j77h8h8","seed":"collection-hard-4","score":16.1},
  {"id":"hard-05","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?numlin/8/8/1l23h4h54l5v2673k6h7h89aa1h98g","seed":"collection-hard-5","score":19.2},
  {"id":"hard-06","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?numlin/10/10/1h223h4566g73h89k7i9hahbg8jab4hcc5dieifh-10-111-11-12gf-13g-14-10je-15i-16-17g-12g-17g-13dh-16j-15-14h","seed":"collection-hard-6","score":24.2},
  {"id":"hard-07","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?numlin/7/7/12g3g44g1j3h52h6j677g89hah59bgcgbi8ca","seed":"collection-hard-7","score":12.1},
  {"id":"hard-08","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?numlin/8/8/1234g567g2g34h7m6g5k8g1l8h9aibhcg9agddgbci","seed":"collection-hard-8","score":29.1},
  {"id":"hard-09","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?numlin/10/10/g1h2345i6g73i4j7g8m9h98ga1h2ibga6gccgdeeifj-10-10bh-11gdm-11h-12-12g-135ifl-13","seed":"collection-hard-9","score":30.3},
  {"id":"hard-10","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?numlin/7/7/j123g45h2g6h6i7h5h8n7h93g4h19g8","seed":"collection-hard-10","score":27.1},
  {"id":"expert-01","difficulty":"expert","size":"7x7","puzzle":"https://puzz.link/p?numlin/7/7/i12j3h4k5i34g1l5h6728g8g67k","seed":"collection-expert-1","score":60.1},
  {"id":"expert-02","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?numlin/8/8/1g2k3l2g4i4l5k1h35j6k677i8k899","seed":"collection-expert-2","score":297.2},
  {"id":"expert-03","difficulty":"expert","size":"10x10","puzzle":"https://puzz.link/p?numlin/10/10/g12344j1l5h2g6g7h85g9iag83ibg6g7kciagdeifg9iek-10lcdfi-10g-11gbi-11j","seed":"collection-expert-3","score":118.4},
];
