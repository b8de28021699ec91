// Regional Yajilin's cut-offs between levels on the rating score. No outside program rates Regional Yajilin by level
// to calibrate against, so they are set from the scores of the generator's own puzzles, made without a level: at 8×8
// from 23 to 290 (with every room numbered, from 27 to 266), at 10×10 from 206 to 366 (every room numbered, 153 to
// 217). Loops through every open cell weigh heavily in the score, so the levels follow the size more than in Yajilin.

import type { RatingScale } from '../../core/rating.js';

export const regionalYajilinScale: RatingScale = { medium: 40, hard: 150, expert: 250 };
