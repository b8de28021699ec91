// Kakuro puzzles built around an answer, in three steps:
//   1. a shape of blocks, symmetric under a half turn: blocks dropped at random, then more where a run would be a
//      single cell or longer than nine, and the white cells kept to one connected area;
//   2. a random fill of digits that repeats none in a run and crosses over in no rectangle (draft.ts); the sums
//      follow from it;
//   3. while a second solution exists, a cell where it differs becomes a block (where no run of one cell is left), or
//      takes another digit its runs do not hold whose sums leave the fewest sets of digits, which rules that solution
//      out. For a level, digits change one at a time while the solution stays unique and the rating moves towards it.
//      Below expert the search for a second solution is skipped: a cell where the rating's reasoning stops is changed
//      so, until the reasoning decides every cell within the level's ceiling (which proves it unique); an easy fill
//      starts with sums that say much.

import type { Construction } from '../../core/construct.js';
import { construct } from '../../core/construct.js';
import { connectedAreas } from '../../core/checks.js';
import type { Cell } from '../../core/geometry.js';
import { allCells, makeGrid } from '../../core/geometry.js';
import type { Generator } from '../../core/genre.js';
import type { Random } from '../../core/random.js';
import type { RatingScale } from '../../core/rating.js';
import { closesSwap, digits, drawDigits, drawShape, runsByCell, sameCell, setCount, tighten } from './draft.js';
import { buildModel, cellDigits } from './model.js';
import type { KakuroAnswer, KakuroPuzzle } from './puzzle.js';
import { block, isWhite, makeKakuro, runsOf, white } from './puzzle.js';

export const kakuroScale: RatingScale = { medium: 4, hard: 15, expert: 60 };

/** A puzzle under construction: its shape (as a puzzle without sums) and the digits of its answer. */
interface Draft {
  readonly shape: KakuroPuzzle;
  readonly digits: KakuroAnswer;
}

/** The puzzle whose sums the answer's digits make. */
export function withSums(shape: KakuroPuzzle, answer: KakuroAnswer): KakuroPuzzle {
  const total = (cells: readonly Cell[]) => cells.reduce((sum, cell) => sum + answer[cell.row]![cell.column]!, 0);
  const runs = runsOf(shape);
  const sumOf = (id: string) => {
    const run = runs.find((candidate) => candidate.id === id);
    return run ? total(run.cells) : null;
  };
  return makeKakuro(
    shape.cells.map((line, row) =>
      line.map((cell, column) => (cell.kind === 'white' ? white : block(sumOf(`across r${row + 1}c${column + 1}`), sumOf(`down r${row + 1}c${column + 1}`)))),
    ),
    shape.top.map((_, column) => sumOf(`down above column ${column + 1}`)),
    shape.left.map((_, row) => sumOf(`across left of row ${row + 1}`)),
  );
}

/** The values of the model's observed literals for an answer: each white cell's possible digits, the answer's one true. */
function observedValues(puzzle: KakuroPuzzle, answer: KakuroAnswer): boolean[] {
  return cellDigits(puzzle).flatMap((line, row) => line.flatMap((values, column) => (values ?? []).map((digit) => answer[row]![column] === digit)));
}

const whitesOf = (draft: Draft) => allCells({ rows: draft.shape.rows, columns: draft.shape.columns }).filter((cell) => isWhite(draft.shape, cell));


/** The white cells with an observed literal (each white cell's possible digits, in reading order) that is marked. */
function cellsMarked(draft: Draft, marked: (index: number) => boolean): Cell[] {
  const allowed = cellDigits(withSums(draft.shape, draft.digits));
  let offset = 0;
  return whitesOf(draft).filter((cell) => {
    const first = offset;
    offset += allowed[cell.row]![cell.column]!.length;
    for (let index = first; index < offset; index++) if (marked(index)) return true;
    return false;
  });
}

/**
 * The draft with one cell's digit changed to one its runs do not hold and that crosses no rectangle; `tight` picks
 * the digit whose two sums leave the fewest sets of digits (a mend wants sums that say more). Undefined when no
 * digit is free.
 */
function changeDigit(draft: Draft, cell: Cell, random: Random, tight: boolean): Draft | undefined {
  const runs = runsByCell(draft.shape);
  const { across, down } = runs[cell.row]![cell.column]!;
  const taken = new Set([...across, ...down].map((other) => draft.digits[other.row]![other.column]!));
  const next = draft.digits.map((line) => [...line]);
  next[cell.row]![cell.column] = 0;
  const free = random.shuffle(digits.filter((digit) => !taken.has(digit) && !closesSwap(runs, next, cell, digit)));
  if (free.length === 0) return undefined;
  const totalOf = (run: readonly Cell[]) => run.reduce((sum, other) => sum + next[other.row]![other.column]!, 0);
  const looseness = (digit: number) => setCount[across.length]![totalOf(across) + digit]! + setCount[down.length]![totalOf(down) + digit]!;
  next[cell.row]![cell.column] = tight ? free.reduce((best, digit) => (looseness(digit) < looseness(best) ? digit : best)) : free[0]!;
  return { shape: draft.shape, digits: next };
}

/**
 * The draft with `cell` made a block, when that leaves no run of a single cell and the white cells in one area: its
 * digits stay as they are, and the two runs through it split in four with sums of their own.
 */
function blockCell(draft: Draft, cell: Cell): Draft | undefined {
  const { across, down } = runsByCell(draft.shape)[cell.row]![cell.column]!;
  const splitsWell = (run: readonly Cell[]) => {
    const at = run.findIndex((other) => sameCell(other, cell));
    return at !== 1 && run.length - 1 - at !== 1;
  };
  if (!splitsWell(across) || !splitsWell(down)) return undefined;
  const size = { rows: draft.shape.rows, columns: draft.shape.columns };
  const cells = draft.shape.cells.map((line, row) => line.map((old, column) => (sameCell({ row, column }, cell) ? block() : old)));
  const shape = makeKakuro(cells, draft.shape.top, draft.shape.left);
  if (connectedAreas(size, (other) => isWhite(shape, other)).length !== 1) return undefined;
  const digitsLeft = draft.digits.map((line, row) => line.map((digit, column) => (sameCell({ row, column }, cell) ? 0 : digit)));
  return { shape, digits: digitsLeft };
}

export const construction: Construction<Draft, KakuroPuzzle> = {
  name: 'Kakuro',
  scale: kakuroScale,
  attempts: 40,
  randomKey: (request) => `kakuro/${request.columns}x${request.rows}/${request.difficulty ?? 'any'}/${request.seed}`,
  draw(random, request) {
    const size = { rows: request.rows, columns: request.columns };
    const blocked = drawShape(size, random);
    if (!blocked) return undefined;
    const shape = makeKakuro(
      makeGrid(size, ({ row, column }) => (blocked[row]![column]! ? block() : white)),
      Array.from({ length: size.columns }, () => null),
      Array.from({ length: size.rows }, () => null),
    );
    const filled = drawDigits(shape, random);
    // Easy wants sums that say much: each digit changed once to the one whose runs leave the fewest sets.
    return filled && { shape, digits: request.difficulty === 'easy' ? tighten(shape, filled, random, 1) : filled };
  },
  read(draft) {
    const puzzle = withSums(draft.shape, draft.digits);
    return { puzzle, model: buildModel(puzzle), answer: observedValues(puzzle, draft.digits) };
  },
  mend(draft, other, random) {
    const ours = observedValues(withSums(draft.shape, draft.digits), draft.digits);
    const differing = cellsMarked(draft, (index) => ours[index] !== other[index]);
    const candidates = random.shuffle(differing.length > 0 ? differing : whitesOf(draft));
    // Mostly, a differing cell becomes a block where one can: shorter runs say more.
    if (random.next() < 0.9) {
      for (const cell of candidates) {
        const blocked = blockCell(draft, cell);
        if (blocked) return blocked;
      }
    }
    return changeDigit(draft, candidates[0]!, random, true) ?? draft;
  },
  mendRounds: (draft) => 2 * whitesOf(draft).length,
  clarify(draft, open, random) {
    // A cell the reasoning left open becomes a block, or takes a digit whose sums say more, half the time each.
    const candidates = random.shuffle(cellsMarked(draft, (index) => open[index] === true));
    const blocking = random.next() < 0.5;
    for (const cell of blocking ? candidates : []) {
      const blocked = blockCell(draft, cell);
      if (blocked) return blocked;
    }
    for (const cell of candidates) {
      const changed = changeDigit(draft, cell, random, true);
      if (changed) return changed;
    }
    return undefined;
  },
  steer: {
    change: (draft, harder, random) => changeDigit(draft, random.pick(whitesOf(draft)), random, !harder),
    steps: (draft) => whitesOf(draft).length,
  },
};

export const kakuroGenerator: Generator<KakuroPuzzle, KakuroAnswer> = {
  options: [],
  defaultSize: { rows: 8, columns: 8 },
  minimumSize: { rows: 3, columns: 3 },
  maximumSize: { rows: 30, columns: 30 },
  embeddedMaximumSize: { rows: 12, columns: 12 },
  generate: async (request) => construct(construction, request).puzzle,
  // Every run takes the sum of its digits in the answer (a sum the puzzle has is that one already).
  withAllClues: (puzzle, answer) => withSums(puzzle, answer),
};
