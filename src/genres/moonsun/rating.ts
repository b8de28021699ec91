// Moon or Sun's cut-offs between levels on the rating score. No outside program rates Moon or Sun by level, so they
// are set from the generator's own 10×10 puzzles (November 2026): with most marks kept they score about 10 to 80;
// with marks taken away while the loop stays unique, 200 to 300, most of them needing a guess (expert).

import type { RatingScale } from '../../core/rating.js';

export const moonSunScale: RatingScale = { medium: 50, hard: 120, expert: 300 };
