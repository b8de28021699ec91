// Hashi puzzles built round a drawn answer (see core/construct.ts), as Bridges draws them: from one island, bridges
// of one or two grow in random directions to new islands over free water, never crossing, with a few more between
// islands that already face each other; the numbers are the bridges counted. While another solution fits the numbers,
// a pair where it differs changes its bridges (one becomes two or two one, or a bridge is laid where there was none).
// For a level, random changes (a pair's bridges, an island added at an end or taken away) are kept while the answer
// stays unique and the rating comes closer. Below expert no other solution is looked for: a pair the rating's
// reasoning leaves open gets a double bridge until the reasoning decides every pair within the level's ceiling.

import type { Construction } from '../../core/construct.js';
import { construct } from '../../core/construct.js';
import type { Generator, GenerateRequest } from '../../core/genre.js';
import type { RatingScale } from '../../core/rating.js';
import type { Draft } from './draft.js';
import { bridgeBetween, draw, flipped, grow, islandsOf, puzzleOf, spanCounts, withBridge, withoutEnd } from './draft.js';
import { buildModel } from './model.js';
import type { HashiAnswer, HashiPuzzle } from './puzzle.js';

// Calibrated on Bridges' puzzles (test/fixtures/sgt-bridges.jsonl): its easy ones rate 0.4 to 4.8, its medium ones 4.7 to 7,
// its hard ones 14 to 70.
export const hashiScale: RatingScale = { medium: 3, hard: 10, expert: 40 };

const construction: Construction<Draft, HashiPuzzle> = {
  name: 'Hashi',
  scale: hashiScale,
  attempts: 60,
  randomKey: (request) => `hashikake/${request.columns}x${request.rows}/${request.difficulty ?? 'any'}/${request.seed}`,
  draw,
  read(draft) {
    const puzzle = puzzleOf(draft);
    // The observed literals: per span, per line it runs along, "0 bridges", "1", "2".
    const answer = spanCounts(draft).flatMap((span) => Array.from({ length: span.lines }, () => [0, 1, 2].map((count) => count === span.count)).flat());
    return { puzzle, model: buildModel(puzzle), answer };
  },
  mend(draft, other, random) {
    // The other solution's bridges on each span, read from its first line's literals.
    let offset = 0;
    const differing = spanCounts(draft).flatMap((span) => {
      const theirs = [0, 1, 2].find((count) => other[offset + count]) ?? 0;
      offset += 3 * span.lines;
      return theirs === span.count ? [] : [span];
    });
    for (const span of random.shuffle(differing)) {
      const [from, to] = islandsOf(draft, span);
      const bridge = bridgeBetween(draft, from, to);
      const mended = bridge >= 0 ? flipped(draft, bridge) : withBridge(draft, from, to, 1);
      if (mended) return mended;
    }
    return undefined;
  },
  mendRounds: (draft) => 2 * draft.islands.length,
  clarify(draft, open, random) {
    // A pair the reasoning left open gets a double bridge (a single one doubled, or two laid over free water): an
    // island whose bridges are all double says more.
    let offset = 0;
    const undecided = spanCounts(draft).filter((span) => open.slice(offset, (offset += 3 * span.lines)).includes(true));
    for (const span of random.shuffle(undecided)) {
      const [from, to] = islandsOf(draft, span);
      const bridge = bridgeBetween(draft, from, to);
      const doubled = bridge < 0 ? withBridge(draft, from, to, 2) : draft.bridges[bridge]!.count === 1 ? flipped(draft, bridge) : undefined;
      if (doubled) return doubled;
    }
    return undefined;
  },
  steer: {
    change(draft, _harder, random) {
      const choice = random.below(3);
      if (choice === 0 && draft.bridges.length > 0) return flipped(draft, random.below(draft.bridges.length));
      if (choice === 1) return grow(draft, random);
      return withoutEnd(draft, random);
    },
    steps: (draft) => 4 * draft.islands.length,
  },
};

export function generateHashi(request: GenerateRequest): HashiPuzzle {
  return construct(construction, request).puzzle;
}

export const hashiGenerator: Generator<HashiPuzzle, HashiAnswer> = {
  options: [],
  defaultSize: { rows: 7, columns: 7 },
  minimumSize: { rows: 4, columns: 4 },
  maximumSize: { rows: 30, columns: 30 },
  generate: async (request) => generateHashi(request),
  // Every island needs its number: there are none to add.
  withAllClues: (puzzle) => puzzle,
};
