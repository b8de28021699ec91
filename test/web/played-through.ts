// The genres judged from outside (issue 23) that test/web/playthrough.test.ts plays through in the studio, by mouse
// and by touch, from a link to "Solved!": test/web/genres.test.ts leaves their solving to it.

import type { AnyGenre } from '../../src/core/genre.js';
import { akari } from '../../src/genres/akari/index.js';
import { castle } from '../../src/genres/castle/index.js';
import { countryRoad } from '../../src/genres/countryroad/index.js';
import { creek } from '../../src/genres/creek/index.js';
import { fillomino } from '../../src/genres/fillomino/index.js';
import { firefly } from '../../src/genres/firefly/index.js';
import { hashikake } from '../../src/genres/hashikake/index.js';
import { heyawake } from '../../src/genres/heyawake/index.js';
import { hitori } from '../../src/genres/hitori/index.js';
import { lits } from '../../src/genres/lits/index.js';
import { masyu } from '../../src/genres/masyu/index.js';
import { nonogram } from '../../src/genres/nonogram/index.js';
import { norinori } from '../../src/genres/norinori/index.js';
import { numberlink } from '../../src/genres/numberlink/index.js';
import { nurikabe } from '../../src/genres/nurikabe/index.js';
import { shakashaka } from '../../src/genres/shakashaka/index.js';
import { shikaku } from '../../src/genres/shikaku/index.js';
import { slant } from '../../src/genres/slant/index.js';
import { slitherlink } from '../../src/genres/slitherlink/index.js';
import { starBattle } from '../../src/genres/starbattle/index.js';
import { tapa } from '../../src/genres/tapa/index.js';
import { yajilin } from '../../src/genres/yajilin/index.js';
import { yinYang } from '../../src/genres/yinyang/index.js';

export const playedThrough: readonly AnyGenre[] = [akari, slitherlink, masyu, hitori, slant, heyawake, numberlink, starBattle, nurikabe, yajilin, countryRoad, norinori, lits, tapa, castle, shikaku, yinYang, creek, hashikake, shakashaka, firefly, nonogram, fillomino];
