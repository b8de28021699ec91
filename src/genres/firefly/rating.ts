// Hotaru Beam's cut-offs between levels on the rating score. Even a fully numbered puzzle takes some guessing where
// beams may run round each other, so scores run high: sixteen 7×7 and 8×8 puzzles, their numbers thinned at random,
// scored 33 to 1365 (median 255, November 2026), and a 6×6 or 7×7 with every number it can lose scores 80 to 250.
// The cut-offs are set on the generator's own 6×6 and 7×7 puzzles, so that each level is reachable there.

import type { RatingScale } from '../../core/rating.js';

export const fireflyScale: RatingScale = { medium: 30, hard: 80, expert: 200 };
