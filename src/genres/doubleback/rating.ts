// Double Back's cut-offs between levels on the rating score: the default scale until the generator's own puzzles
// say otherwise.

import type { RatingScale } from '../../core/rating.js';
import { defaultScale } from '../../core/rating.js';

export const doubleBackScale: RatingScale = defaultScale;
