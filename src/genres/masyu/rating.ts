// Masyu's cut-offs between levels on the rating score, set from the scores of Pearl's easy and tricky puzzles.

import type { RatingScale } from '../../core/rating.js';

export const masyuScale: RatingScale = { medium: 14, hard: 25, expert: 60 };
