// Country Road's cut-offs between levels on the rating score. No outside program rates Country Road by level, so
// they are set from the generator's own 10×10 puzzles: with every country numbered they score about 25 to 170, and
// with numbers taken away while the loop stays unique, 230 to 720.

import type { RatingScale } from '../../core/rating.js';

export const countryRoadScale: RatingScale = { medium: 80, hard: 200, expert: 450 };
