// Hitori puzzles as Singles makes them, in three steps:
//   1. a random shading: cells in random order are shaded when no shaded cell touches them and the unshaded cells
//      stay connected, so no unshaded cell could be shaded as well (the shading must be maximal to be unique);
//   2. a random Latin square gives the unshaded cells their numbers, so none repeats in a line; each shaded cell
//      takes a number of an unshaded cell in its row or column, so that it must be shaded;
//   3. while a second solution exists, a shaded cell it leaves unshaded takes the number of a cell unshaded in both
//      solutions, which rules that second solution out. Then, for a requested level, shaded cells change numbers one
//      at a time while the solution stays unique and the rating moves towards the level.
// Easy puzzles prefer numbers repeated in both the row and the column (more to see at once), harder ones numbers
// repeated once.

import type { Construction, GridConstructed } from '../../core/construct.js';
import { constructGrid } from '../../core/construct.js';
import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, cellIndex, columnCells, makeGrid, rowCells, sameCell } from '../../core/geometry.js';
import type { GenerateRequest, Generator } from '../../core/genre.js';
import type { Random } from '../../core/random.js';
import type { RatingScale } from '../../core/rating.js';
import { apartShading } from '../../core/random-shading.js';
import { randomLatinSquare } from '../shared/latin-square.js';
import { setCell } from '../shared/number-play.js';
import { buildModel } from './model.js';
import type { HitoriAnswer, HitoriPuzzle } from './puzzle.js';
import { makeHitori } from './puzzle.js';

/**
 * Cut-offs on the rating score, calibrated on Simon Tatham's Singles. Its easy and tricky puzzles alike fall to
 * propagation alone here (connectivity reasoning included); what sets tricky ones apart is longer chains of it, so a
 * wave counts ten times what it does by default: Singles' easy 10×10s score 1.4 to 2.6 (median 1.8), its tricky ones
 * 1.6 to 3.2 (median 2.6). Medium starts where most easy ones end; hard asks for contradictions.
 */
export const hitoriScale: RatingScale = { medium: 2.4, hard: 6, expert: 20, weights: { wave: 0.2 } };

/** A puzzle under construction: the shading that is its solution, and every cell's number. */
interface Draft {
  readonly size: GridSize;
  readonly shading: HitoriAnswer;
  readonly numbers: number[][];
}

const shadedIn = (answer: HitoriAnswer, cell: Cell) => answer[cell.row]![cell.column]!;

/** The numbers a shaded cell may take: those of the cells of its row and column unshaded in `keep` (and unshaded in the solution). */
function choices(draft: Draft, cell: Cell, keep: HitoriAnswer = draft.shading): { value: number; lines: number }[] {
  const lineValues = (cells: Cell[]) =>
    new Set(cells.filter((other) => !sameCell(other, cell) && !shadedIn(draft.shading, other) && !shadedIn(keep, other)).map((other) => draft.numbers[other.row]![other.column]!));
  const across = lineValues(rowCells(draft.size, cell.row));
  const down = lineValues(columnCells(draft.size, cell.column));
  return [...new Set([...across, ...down])].map((value) => ({ value, lines: Number(across.has(value)) + Number(down.has(value)) }));
}

/** Picks a number for a shaded cell; easy puzzles prefer numbers repeated in both lines. */
function pickNumber(options: readonly { value: number; lines: number }[], easy: boolean, random: Random): number | undefined {
  if (options.length === 0) return undefined;
  const preferred = options.filter((option) => option.lines === (easy ? 2 : 1));
  return random.pick(preferred.length > 0 && random.next() < 0.8 ? preferred : options).value;
}

const toPuzzle = (draft: Draft): HitoriPuzzle => makeHitori(draft.size, draft.numbers.map((row) => row.map((value) => ({ kind: 'number', value }))));

/** Repair rounds per shaded cell before a draft is given up. */
const repairsPerCell = 3;
/** Number changes tried per shaded cell while steering towards a level. */
const stepsPerCell = 2;

const shadedCells = (draft: Draft) => allCells(draft.size).filter((cell) => shadedIn(draft.shading, cell));
const withNumber = (draft: Draft, cell: Cell, value: number): Draft => ({ ...draft, numbers: setCell(draft.numbers, cell, value) });

/** Easy puzzles prefer numbers repeated in both the row and the column; the preference is set per request. */
function construction(easy: boolean): Construction<Draft, HitoriPuzzle> {
  return {
    name: 'Hitori',
    scale: hitoriScale,
    attempts: 60,
    randomKey: (request) => `hitori/${request.columns}x${request.rows}/${request.difficulty ?? 'any'}/${request.seed}`,
    draw(random, request) {
      const size = { rows: request.rows, columns: request.columns };
      const draft: Draft = { size, shading: apartShading(size, random), numbers: randomLatinSquare(size, random) };
      for (const cell of shadedCells(draft)) {
        const value = pickNumber(choices(draft, cell), easy, random);
        if (value === undefined) return undefined;
        draft.numbers[cell.row]![cell.column] = value;
      }
      return draft;
    },
    read: (draft) => {
      const puzzle = toPuzzle(draft);
      return { puzzle, model: buildModel(puzzle), answer: draft.shading.flat() };
    },
    // A shaded cell the other solution leaves unshaded takes the number of a cell unshaded in both, which rules that
    // solution out.
    mend(draft, values, random) {
      const other = makeGrid(draft.size, (cell) => values[cellIndex(draft.size, cell)]!);
      const shaded = shadedCells(draft);
      const freed = shaded.filter((cell) => !shadedIn(other, cell));
      const cell = random.pick(freed.length > 0 ? freed : shaded);
      const value = pickNumber(choices(draft, cell, other), easy, random) ?? pickNumber(choices(draft, cell), easy, random);
      return value === undefined ? draft : withNumber(draft, cell, value);
    },
    mendRounds: (draft) => repairsPerCell * shadedCells(draft).length + 5,
    steer: {
      change(draft, harder, random) {
        const cell = random.pick(shadedCells(draft));
        const before = draft.numbers[cell.row]![cell.column]!;
        const value = pickNumber(choices(draft, cell).filter((option) => option.value !== before), !harder, random);
        return value === undefined ? undefined : withNumber(draft, cell, value);
      },
      steps: (draft) => stepsPerCell * shadedCells(draft).length,
    },
  };
}

/** Generates a puzzle with its solution and rating (the Generator interface returns just the puzzle). */
export function generateHitori(request: GenerateRequest, scale: RatingScale = hitoriScale): GridConstructed<HitoriPuzzle> {
  const easy = request.difficulty === 'easy' || request.difficulty === 'medium';
  return constructGrid({ ...construction(easy), scale }, request);
}

export const hitoriGenerator: Generator<HitoriPuzzle, HitoriAnswer> = {
  options: [],
  defaultSize: { rows: 8, columns: 8 },
  minimumSize: { rows: 3, columns: 3 },
  maximumSize: { rows: 30, columns: 30 },
  generate: async (request) => generateHitori(request).puzzle,
  // A Hitori's clues are its numbers, and every cell already holds one: there is nothing to add.
  withAllClues: (puzzle) => puzzle,
};
