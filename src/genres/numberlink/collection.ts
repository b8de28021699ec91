// The bundled Numberlink puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts numberlink --sizes 7x7,8x8,10x10
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?numlin/7/7/11g2i3h3g4g5g54g6277899haah8bhchdb6ceedfgf","seed":"collection-easy-1","score":0.1},
  {"id":"easy-02","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?numlin/8/8/12g3i4g12345567j6h899ag7bcg8dagebhfgde-10-10gf-11-11g-12g-13c-12i-14-14-13g","seed":"collection-easy-2","score":0.1},
  {"id":"easy-03","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?numlin/10/10/1h1223h34455667h899aab87gccddeebif-10-11-11-12h-13-13-14f-10-15i-12-16h-17-17-18g-19-15-1a-16-14-1bg-1c-1d-18l-1c-1eg-1f-20h-1b-21-22g-1e-1d-1f-20-19-1ah-21g-22","seed":"collection-easy-3","score":0.1},
  {"id":"easy-04","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?numlin/7/7/1223445g6g35i67h89gab7c89gagdcefg-10jf1-10bde-11-11","seed":"collection-easy-4","score":0.1},
  {"id":"easy-05","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?numlin/8/8/1233445i266775i18h9abcgdd8ibgeef9a-10-10c-11-11gf-12-12-13h-14-15-16-17-17-13-14-18-18-15-16","seed":"collection-easy-5","score":0.1},
  {"id":"easy-06","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?numlin/10/10/11234h566772388g5g9abbhcidgegcfh9-10dg-11g-12f4-10h-13age-12g-14-14-15-16-13-11h-17-17-18g-15i-19-1ah-1ag-1b-1cg-1d-19-1dg-1e-1fg-1bk-1e-1fg-18-1cg-16","seed":"collection-easy-6","score":0.1},
  {"id":"easy-07","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?numlin/7/7/12234g5g16g34g7h885g976aagb9gcgdbefgdg-10-10gfc-11h-11e","seed":"collection-easy-7","score":0.1},
  {"id":"easy-08","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?numlin/8/8/1l1h2345672883456g9abbcdjahd7egfgck9fh-10-11-12ei-10g-11-12","seed":"collection-easy-8","score":0.1},
  {"id":"easy-09","difficulty":"easy","size":"10x10","puzzle":"https://puzz.link/p?numlin/10/10/1h23445567812399gag78hbccidebff-10-10g6-11de-12-12-13g-14g-15g-16-17-18-19h-1aa-15-11g-17i-14-1a-1bg-1c-16-1dh-13-1e-1fh-1c-20-1d-18-19-1eg-21-1fg-22k-20g-21-1b-22","seed":"collection-easy-9","score":0.1},
  {"id":"easy-10","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?numlin/7/7/11233g455g66g782g99478aabcgcdhbheffd-10g-11-12g-13-13-10e-11-12","seed":"collection-easy-10","score":0.1},
  {"id":"medium-01","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?numlin/7/7/1j23456g12m347h86g7i9ag5h8g9gal","seed":"collection-medium-1","score":2.1},
  {"id":"medium-02","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?numlin/8/8/1i2g23g34n4g5h6j17l6758l9aagb8gccbh9hdd","seed":"collection-medium-2","score":3.1},
  {"id":"medium-03","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?numlin/10/10/i112i3g4g5g62378n7i94gabgc8g9dh6gagckdgeifi-10h-11h-12ibhehf-125-10-13-13g-14-14-15h-15g-16-16-11-17-17","seed":"collection-medium-3","score":2.2},
  {"id":"medium-04","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?numlin/7/7/1j234455g2j6g7h8g1g73l89gaia9g6bgbg","seed":"collection-medium-4","score":2.1},
  {"id":"medium-05","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?numlin/8/8/12m1g3445o366g78i995g7g2agajbcdb8jcdiege","seed":"collection-medium-5","score":3.1},
  {"id":"medium-06","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?numlin/10/10/g12h3k4h5i6g14g378965g2h7iagbici9ahdh8bjelcgfif-10-11i-12d-13h-10-11g-14-12g-13gel-14","seed":"collection-medium-6","score":3.2},
  {"id":"medium-07","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?numlin/7/7/1g2233g415i5i6h74g8h9kabh8g7h9i6agb","seed":"collection-medium-7","score":2.1},
  {"id":"medium-08","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?numlin/8/8/1h2g3g4k43h2g5o1g6789gaagbg89h5gbicddg6ee7jc","seed":"collection-medium-8","score":5.2},
  {"id":"medium-09","difficulty":"medium","size":"10x10","puzzle":"https://puzz.link/p?numlin/10/10/1h2g34i5j6h7g5i6k1i4h8g8k9g7iah3agbcqdd2ge9gfheif-10-10hcg-11g-11kb","seed":"collection-medium-9","score":7.3},
  {"id":"medium-10","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?numlin/7/7/l1g223g44g1j53h67g8h97g5hag9gag6j8g","seed":"collection-medium-10","score":3.1},
  {"id":"hard-01","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?numlin/7/7/1k2j3i425i5h3g1o6j74678g8g","seed":"collection-hard-1","score":26.1},
  {"id":"hard-02","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?numlin/8/8/1j2i3g4h5g14g3h6278g99l6ja7g8jahbcg5gbgck","seed":"collection-hard-2","score":12.2},
  {"id":"hard-03","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?numlin/10/10/k123i4h52h63h7h8p9j4i9aj1g5j86gbicdha7egdhfhfeh-10cj-10bk-11h-11","seed":"collection-hard-3","score":29.2},
  {"id":"hard-04","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?numlin/7/7/1k2134g4h52n6g3i76g8k78i5j","seed":"collection-hard-4","score":12.1},
  {"id":"hard-05","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?numlin/8/8/l12h3g4h2g3h5h1g5g67h78i6m9abi9bj8i4ah","seed":"collection-hard-5","score":24.2},
  {"id":"hard-06","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?numlin/10/10/123i455612773g86h9ab4i8cg9hbhdeegfg-10-10dm-11-11-12g-13g-14cgaj-14j-15-12-16-17-18l-15-16-17-19-1a-13-18gf-19j-1ai","seed":"collection-hard-6","score":29.2},
  {"id":"hard-07","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?numlin/7/7/1k2g34g4i5563i7i6h78k1h9h9h8h2","seed":"collection-hard-7","score":12.1},
  {"id":"hard-08","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?numlin/8/8/1h2234566g3h4577h8j91gabag9ckbchdeefg-10-10j-11g-12-12h8d-11f","seed":"collection-hard-8","score":12.2},
  {"id":"hard-09","difficulty":"hard","size":"10x10","puzzle":"https://puzz.link/p?numlin/10/10/g1h2g3g4h2j5g64h1573j8h8h9ab6jc79agbgdeifld-10geg-11hci-12h-13fk-14-12-11h-10-14h-15i-15-13","seed":"collection-hard-9","score":15.2},
  {"id":"hard-10","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?numlin/7/7/112j3g3445g6m7h88h5h9j6gah7ia92","seed":"collection-hard-10","score":24.1},
  {"id":"expert-01","difficulty":"expert","size":"7x7","puzzle":"https://puzz.link/p?numlin/7/7/12i3j1g234k56j7g88g4g5g99g6gahai7g","seed":"collection-expert-1","score":41.1},
  {"id":"expert-02","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?numlin/8/8/12i3g4i5i46g1572h8g6i73k9j8agbg9gchcagbldd","seed":"collection-expert-2","score":49.2},
  {"id":"expert-03","difficulty":"expert","size":"10x10","puzzle":"https://puzz.link/p?numlin/10/10/g1234g5i1n52g6j7489iag78ibg6alch3hcdieg9idgbgemfh-10i-10g-11gfi-11j","seed":"collection-expert-3","score":72.4},
];
