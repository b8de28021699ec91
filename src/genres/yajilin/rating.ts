// Yajilin's cut-offs between levels on the rating score. Simon Tatham has no Yajilin to calibrate against, so they
// are set from the scores of 24 puzzles of the generator's own at 10×10, made without a level (4.8 to 183, median
// 15): about a quarter of them fall in each level.

import type { RatingScale } from '../../core/rating.js';

export const yajilinScale: RatingScale = { medium: 10, hard: 20, expert: 45 };
