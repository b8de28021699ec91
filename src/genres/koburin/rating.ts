// Koburin's cut-offs between levels on the rating score. Simon Tatham has no Koburin to calibrate against, so they
// are set from the scores of 12 puzzles of the generator's own at 10×10, made without a level (10 to 86.5, median
// 31): about a quarter of them fall in each level.

import type { RatingScale } from '../../core/rating.js';

export const koburinScale: RatingScale = { medium: 13, hard: 25, expert: 50 };
