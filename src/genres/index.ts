// The registry: every genre, one line each. Nothing else in the code names a genre.

import type { AnyGenre } from '../core/genre.js';
import { akari } from './akari/index.js';
import { castle } from './castle/index.js';
import { koburin } from './koburin/index.js';
import { creek } from './creek/index.js';
import { firefly } from './firefly/index.js';
import { cave } from './cave/index.js';
import { countryRoad } from './countryroad/index.js';
import { futoshiki } from './futoshiki/index.js';
import { geradeweg } from './geradeweg/index.js';
import { heyawake } from './heyawake/index.js';
import { hitori } from './hitori/index.js';
import { kakurasu } from './kakurasu/index.js';
import { kurodoko } from './kurodoko/index.js';
import { lits } from './lits/index.js';
import { masyu } from './masyu/index.js';
import { numberlink } from './numberlink/index.js';
import { norinori } from './norinori/index.js';
import { nurikabe } from './nurikabe/index.js';
import { satogaeri } from './satogaeri/index.js';
import { shikaku } from './shikaku/index.js';
import { skyscrapers } from './skyscrapers/index.js';
import { nonogram } from './nonogram/index.js';
import { tents } from './tents/index.js';
import { slant } from './slant/index.js';
import { slitherlink } from './slitherlink/index.js';
import { starBattle } from './starbattle/index.js';
import { sudoku } from './sudoku/index.js';
import { takuzu } from './takuzu/index.js';
import { tapa } from './tapa/index.js';
import { shakashaka } from './shakashaka/index.js';
import { simpleloop } from './simpleloop/index.js';
import { yajilin } from './yajilin/index.js';
import { yinYang } from './yinyang/index.js';
import { hashikake } from './hashikake/index.js';

export const genres: readonly AnyGenre[] = [sudoku, futoshiki, kakurasu, takuzu, kurodoko, satogaeri, akari, slitherlink, masyu, hitori, slant, heyawake, numberlink, starBattle, nurikabe, yajilin, countryRoad, norinori, lits, skyscrapers, tapa, nonogram, castle, shikaku, tents, yinYang, cave, simpleloop, koburin, creek, geradeweg, hashikake, shakashaka, firefly];
