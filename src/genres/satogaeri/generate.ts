// Satogaeri puzzles built round a drawn answer (see core/construct.ts), after the seed thesis (section 5) and further:
//   1. countries grow as in the thesis (the core's growCountries), and a layout of moves is drawn in them (layout.ts);
//   2. while another solution fits every number, the circles whose destination it changes are placed again;
//   3. circles lose their numbers one at a time, in random order, while the solution stays the only one, and the level
//      is looked for along that sequence, rated by the genre's own model of each puzzle;
//   4. when even the version with every removable number gone is too easy for the level (at 10×10 first drafts score
//      about 1 to 25, expert starts at 40), one circle at a time is placed again and the new layout is kept when that
//      hardest version scores no less: a walk that reaches expert within a few hundred drafts.

import type { Construction } from '../../core/construct.js';
import { construct } from '../../core/construct.js';
import { growCountries } from '../../core/divide.js';
import { observedReader } from '../../core/engine.js';
import { InputError } from '../../core/errors.js';
import { cellName, sameCell } from '../../core/geometry.js';
import type { GenerateRequest, Generator } from '../../core/genre.js';
import type { Rating, RatingScale } from '../../core/rating.js';
import { rate } from '../../core/rating.js';
import { Layout } from './layout.js';
import type { SatogaeriModel } from './model.js';
import { buildModel } from './model.js';
import type { Move, SatogaeriAnswer, SatogaeriPuzzle } from './puzzle.js';
import { candidateMoves } from './puzzle.js';

/** Cut-offs on the rating score for Satogaeri: most published puzzles are solved by propagation alone. */
export const satogaeriScale: RatingScale = {
  medium: 4,
  hard: 10,
  expert: 40,
  // The collection was rated with these step costs (waves count for more than in Sudoku).
  weights: { wave: 0.2, contradiction: 2, contradictionPerWave: 1, bothWays: 12, guess: 25 },
};

const distanceOf = (move: Move): number => Math.abs(move.to.row - move.from.row) + Math.abs(move.to.column - move.from.column);

/** The puzzle of a layout with only the kept circles' numbers. */
function withNumbers(layout: Layout, kept: readonly number[]): SatogaeriPuzzle {
  const shown = new Set(kept);
  return layout.puzzle((circle) => shown.has(circle));
}

/** Whether each move variable (of a model of the layout's puzzle) is the layout's move. */
function chosenMoves(layout: Layout, moves: SatogaeriModel['moves']): boolean[] {
  const solution = layout.solution();
  return moves.flatMap((list, circle) => list.map(({ move }) => sameCell(move.to, solution[circle]!.to)));
}

const construction = (countrySize: number): Construction<Layout, SatogaeriPuzzle> => ({
  name: 'Satogaeri',
  scale: satogaeriScale,
  attempts: 400,
  randomKey: (request) => `satogaeri/${request.columns}x${request.rows}/${countrySize}/${request.difficulty ?? 'any'}/${request.seed}`,
  draw: (random, request) => new Layout(growCountries({ rows: request.rows, columns: request.columns }, countrySize, random), random),
  read(layout) {
    const puzzle = layout.puzzle();
    const puzzleModel = buildModel(puzzle);
    return { puzzle, model: puzzleModel, answer: chosenMoves(layout, puzzleModel.moves) };
  },
  readClues(layout) {
    // The circles without numbers, each number a clue that rules out its circle's moves of another length.
    const blank = buildModel(layout.puzzle(() => false));
    const solution = layout.solution();
    blank.moves.forEach((list, circle) => {
      const { from } = solution[circle]!;
      const distance = distanceOf(solution[circle]!);
      const ruledOut = list.filter(({ move }) => move.distance !== distance).map(({ literal }) => -literal);
      blank.model.clue({ id: `number ${cellName(from)}`, description: `the ${distance} at ${cellName(from)}`, cells: [from] }, () => blank.model.require(...ruledOut));
    });
    return { puzzle: layout.puzzle(), model: blank, answer: chosenMoves(layout, blank.moves) };
  },
  mend(layout, other) {
    // The circles whose move differs in the other solution are placed again.
    const mended = layout.copy();
    const solution = layout.solution();
    const lists = candidateMoves(layout.puzzle());
    let offset = 0;
    lists.forEach((list, circle) => {
      if (list.some((move, index) => other[offset + index] !== sameCell(move.to, solution[circle]!.to))) mended.replace(layout.countryOf(solution[circle]!.from));
      offset += list.length;
    });
    return mended;
  },
  mendRounds: () => 30,
  mendEveryDifference: true,
  // One move per circle: a solution with all our moves is ours.
  settledByTrue: true,
  rateKept(layout, kept) {
    // The model of that puzzle leaves out the moves its numbers forbid.
    const puzzleModel = buildModel(withNumbers(layout, kept));
    return rate(puzzleModel, observedReader(puzzleModel.observed, chosenMoves(layout, puzzleModel.moves)), satogaeriScale);
  },
  keep: withNumbers,
  harden: {
    change(layout, random) {
      const changed = layout.copy();
      changed.replace(random.below(changed.moves.length));
      return changed;
    },
    rounds: 150,
  },
});

export interface GeneratedSatogaeri {
  readonly puzzle: SatogaeriPuzzle;
  readonly solution: readonly Move[];
  readonly rating: Rating;
  readonly attempts: number;
}

/** Generates a puzzle with its solution and rating (the Generator interface returns just the puzzle). */
export async function generateSatogaeri(request: GenerateRequest): Promise<GeneratedSatogaeri> {
  const countrySize = Number(request.options['country-size'] ?? '0.7');
  if (!Number.isFinite(countrySize) || countrySize < 0 || countrySize > 1) {
    throw new InputError(`the country size must be a number from 0 to 1, not '${request.options['country-size']}'`, { field: 'country-size' });
  }
  const { puzzle, answer, rating, attempts } = construct(construction(countrySize), request);
  // The answer's moves, read with the model of the circles without numbers (the one the generator asked about).
  const blank = buildModel({ ...puzzle, circles: puzzle.circles.map((circle) => ({ ...circle, number: null })) });
  return { puzzle, solution: blank.decode(observedReader(blank.observed, answer)), rating, attempts };
}

/** Every circle shows its number: the distance it moves in the answer (the clues `explain` may suggest adding). */
export function withAllNumbers(puzzle: SatogaeriPuzzle, answer: SatogaeriAnswer): SatogaeriPuzzle {
  return { ...puzzle, circles: puzzle.circles.map((circle, k) => ({ ...circle, number: circle.number ?? distanceOf(answer[k]!) })) };
}

export const satogaeriGenerator: Generator<SatogaeriPuzzle, SatogaeriAnswer> = {
  options: [{ name: 'country-size', description: 'from 0 (many small countries) to 1 (few large ones): the chance that a neighbouring cell joins a growing country', defaultValue: '0.7' }],
  defaultSize: { rows: 10, columns: 10 },
  minimumSize: { rows: 2, columns: 2 },
  maximumSize: { rows: 40, columns: 40 },
  generate: async (request) => (await generateSatogaeri(request)).puzzle,
  withAllClues: withAllNumbers,
};
