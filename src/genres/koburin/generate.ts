// Koburin puzzles from a random answer, drawn from the genre's own model on a grid without numbers where any cell may
// be left a numbered cell (see buildModel); every such cell gets the count of its shaded neighbours, then numbers are
// taken away while the answer stays the only solution and the rating stays within the requested difficulty. A cell
// whose number is taken away stays a numbered cell with `?`, as puzz.link writes it.

import type { Cell } from '../../core/geometry.js';
import { directions, makeGrid, neighbours } from '../../core/geometry.js';
import type { Generator } from '../../core/genre.js';
import { keptClues, removalGenerator, symmetryOption } from '../../core/generate.js';
import { goesToward } from '../shared/centre-loop.js';
import { entries, partialToJson } from './formats.js';
import { buildModel } from './model.js';
import type { KoburinPuzzle } from './puzzle.js';
import { clueAt, clueId, koburinSize, makeKoburin } from './puzzle.js';
import type { KoburinAnswer } from './puzzle.js';
import { koburinScale } from './rating.js';

const hasNoNumbers = (puzzle: KoburinPuzzle) => puzzle.clues.every((row) => row.every((clue) => clue === null));

const removal: Generator<KoburinPuzzle, KoburinAnswer> = removalGenerator({
  // Answers are drawn with free numbered cells; puzzles with numbers have the plain rules, their numbered cells fixed.
  genre: { model: (puzzle) => buildModel(puzzle, { blocks: hasNoNumbers(puzzle), blocksAsRules: true }), partialToJson, entries, ratingScale: koburinScale },
  defaultSize: { rows: 8, columns: 8 },
  minimumSize: { rows: 4, columns: 4 },
  maximumSize: { rows: 30, columns: 30 },
  options: [symmetryOption('none')],
  space: {
    trueChance: 0.3,
    blank: (request) => makeKoburin(request, makeGrid(request, () => null)),
    withAllClues(puzzle, answer) {
      const size = koburinSize(puzzle);
      const onLoop = (cell: Cell) => directions.some((direction) => goesToward(size, answer.lines, cell, direction));
      const isShaded = (cell: Cell) => answer.shaded[cell.row]![cell.column]!;
      const numbered = (cell: Cell) => clueAt(puzzle, cell) !== null || (!isShaded(cell) && !onLoop(cell));
      return makeKoburin(size, makeGrid(size, (cell) => (numbered(cell) ? neighbours(size, cell).filter(isShaded).length : null)));
    },
    keepClues: keptClues({ size: koburinSize, make: makeKoburin, clueAt, clueId }, () => 'unknown' as const),
  },
});

export const koburinGenerator: Generator<KoburinPuzzle, KoburinAnswer> = {
  ...removal,
  // Measured (November 2026): a 10×10 well under a second at any level; a 15×15 took 3 s of CPU and more, and no
  // 20×20 came within two minutes. The studio offers what answers in seconds.
  embeddedMaximumSize: { rows: 12, columns: 12 },
};
