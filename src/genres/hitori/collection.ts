// The bundled Hitori puzzles for the studio's "New game", made by pencilsat's own generator with
//   node --import tsx scripts/make-collection.ts hitori --sizes 7x7,8x8,9x9
// Each is proved unique and rated at its level again by src/genres/collection.test.ts.

import type { CollectionEntry } from '../../core/genre.js';

export const collection: readonly CollectionEntry[] = [
  {"id":"easy-01","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?hitori/7/7/4472217727456155166522146553156525434271262522457","seed":"collection-easy-1","score":1.2},
  {"id":"easy-02","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?hitori/8/8/6317572471764448428767817747183834855622756424677621854168674575","seed":"collection-easy-2","score":1.2},
  {"id":"easy-03","difficulty":"easy","size":"9x9","puzzle":"https://puzz.link/p?hitori/9/9/186674983812286394249938798862364511135993637395758946323247871762923195968637732","seed":"collection-easy-3","score":1.4},
  {"id":"easy-04","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?hitori/7/7/7316263136422551673167543272423161326615347752366","seed":"collection-easy-4","score":2},
  {"id":"easy-05","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?hitori/8/8/4381858656465381385857628184364748644274588268346232744835362443","seed":"collection-easy-5","score":1.8},
  {"id":"easy-06","difficulty":"easy","size":"9x9","puzzle":"https://puzz.link/p?hitori/9/9/365869159438539789137765428456498686621768344855343112187351546596184223149815838","seed":"collection-easy-6","score":1.6},
  {"id":"easy-07","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?hitori/7/7/4467233341567567732411336117162533474374223754314","seed":"collection-easy-7","score":1.4},
  {"id":"easy-08","difficulty":"easy","size":"8x8","puzzle":"https://puzz.link/p?hitori/8/8/3647826774865837537826456228472325532472463676184587382457231326","seed":"collection-easy-8","score":1.8},
  {"id":"easy-09","difficulty":"easy","size":"9x9","puzzle":"https://puzz.link/p?hitori/9/9/416957331711849699292324728668525917259676324177685829228768116371469852766295593","seed":"collection-easy-9","score":1.8},
  {"id":"easy-10","difficulty":"easy","size":"7x7","puzzle":"https://puzz.link/p?hitori/7/7/2564341421471247366526643535232136516766215613574","seed":"collection-easy-10","score":1.8},
  {"id":"medium-01","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?hitori/7/7/4732754745112452747132612325151156714752566445572","seed":"collection-medium-1","score":2.4},
  {"id":"medium-02","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?hitori/8/8/6481476458786124782854256247385367122378737286712134448425644213","seed":"collection-medium-2","score":2.8},
  {"id":"medium-03","difficulty":"medium","size":"9x9","puzzle":"https://puzz.link/p?hitori/9/9/497312219315843289967788573326528856652139847544216331124592436139315563244869975","seed":"collection-medium-3","score":2.6},
  {"id":"medium-04","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?hitori/7/7/5636752736614231275541143776171132452214372175517","seed":"collection-medium-4","score":3},
  {"id":"medium-05","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?hitori/8/8/4326278878275724817185667123275658827631153832442718327867148311","seed":"collection-medium-5","score":2.6},
  {"id":"medium-06","difficulty":"medium","size":"9x9","puzzle":"https://puzz.link/p?hitori/9/9/946883258523657342957822198675198475631832168318651974829495114125571316714569783","seed":"collection-medium-6","score":2.6},
  {"id":"medium-07","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?hitori/7/7/7421476673542777166424512132312563446442131244764","seed":"collection-medium-7","score":2.4},
  {"id":"medium-08","difficulty":"medium","size":"8x8","puzzle":"https://puzz.link/p?hitori/8/8/8461532227176564265375323882476665142614184312752265164857213411","seed":"collection-medium-8","score":2.4},
  {"id":"medium-09","difficulty":"medium","size":"9x9","puzzle":"https://puzz.link/p?hitori/9/9/642834534584627616745766125826795471754981284241631452177296643468613732987141684","seed":"collection-medium-9","score":2.6},
  {"id":"medium-10","difficulty":"medium","size":"7x7","puzzle":"https://puzz.link/p?hitori/7/7/5456273252661617435326131554464211521523465355451","seed":"collection-medium-10","score":3.8},
  {"id":"hard-01","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?hitori/7/7/4367247372412656174326247721614536217365474753613","seed":"collection-hard-1","score":6},
  {"id":"hard-02","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?hitori/8/8/4578621534526171123287412143776587642358132246275587283471523468","seed":"collection-hard-2","score":7.8},
  {"id":"hard-03","difficulty":"hard","size":"9x9","puzzle":"https://puzz.link/p?hitori/9/9/364217458659322731473935216428371862736794518587865193112648835891453379159641987","seed":"collection-hard-3","score":6.8},
  {"id":"hard-04","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?hitori/7/7/2464135265352537472764572713722635762355425324164","seed":"collection-hard-4","score":6.8},
  {"id":"hard-05","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?hitori/8/8/7672551858135742245112753541326847642481142868364836315731437628","seed":"collection-hard-5","score":6},
  {"id":"hard-06","difficulty":"hard","size":"9x9","puzzle":"https://puzz.link/p?hitori/9/9/568547739897653714689376415877119653783395867237764982954231976322746599142968358","seed":"collection-hard-6","score":7},
  {"id":"hard-07","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?hitori/7/7/4125337763415243576574773265634132734217767266443","seed":"collection-hard-7","score":17.4},
  {"id":"hard-08","difficulty":"hard","size":"8x8","puzzle":"https://puzz.link/p?hitori/8/8/5246114861374562135483273625471846117435778352812137485115682673","seed":"collection-hard-8","score":12},
  {"id":"hard-09","difficulty":"hard","size":"9x9","puzzle":"https://puzz.link/p?hitori/9/9/787396931648249319172864223925487143769914785813325657937198465396741892145635978","seed":"collection-hard-9","score":13.2},
  {"id":"hard-10","difficulty":"hard","size":"7x7","puzzle":"https://puzz.link/p?hitori/7/7/1573367373164276254235143516246475742763456351235","seed":"collection-hard-10","score":6},
  {"id":"expert-01","difficulty":"expert","size":"7x7","puzzle":"https://puzz.link/p?hitori/7/7/4213765765612316745342464177275136534236414137216","seed":"collection-expert-1","score":21},
  {"id":"expert-02","difficulty":"expert","size":"8x8","puzzle":"https://puzz.link/p?hitori/8/8/7652218718483675836382443776812567331882432178565413653121745463","seed":"collection-expert-2","score":58},
  {"id":"expert-03","difficulty":"expert","size":"9x9","puzzle":"https://puzz.link/p?hitori/9/9/948652317855731972764589329468974251792433885287361543579126438857698154121817594","seed":"collection-expert-3","score":20.2},
];
