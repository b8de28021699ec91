// Slitherlink's cut-offs between levels on the rating score, calibrated against Loopy's levels (scripts: see the
// genre's bench).

import type { RatingScale } from '../../core/rating.js';

export const slitherlinkScale: RatingScale = { medium: 20, hard: 90, expert: 300 };
