// Geradeweg's cut-offs between levels on the rating score, from the generator's own puzzles (November 2026): with
// every number a loop allows, most score 4 to 30 (some far more: a loop whose numbers pin it down only by long
// chains); with numbers taken away as far as uniqueness allows, 10 to 400.

import type { RatingScale } from '../../core/rating.js';

export const geradewegScale: RatingScale = { medium: 20, hard: 80, expert: 200 };
