// Shakashaka puzzles built round a drawn answer (random black cells seldom leave any answer at all): turned
// rectangles are laid out at random, each outlined by the triangles along its sides; the cells outside them become
// black or white at random, and a white area that is no upright rectangle takes black cells until every one is. Every
// black cell is numbered with the triangles beside it; a draft that is not yet unique is drawn again, and numbers are
// then taken away one at a time while the answer stays the only one, down to the requested level.

import { connectedAreas } from '../../core/checks.js';
import { construct } from '../../core/construct.js';
import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, cellIndex, makeGrid, neighbours } from '../../core/geometry.js';
import type { GenerateRequest, Generator } from '../../core/genre.js';
import type { Random } from '../../core/random.js';
import type { RatingScale } from '../../core/rating.js';
import { check } from './check.js';
import { buildModel } from './model.js';
import type { ShakashakaAnswer, ShakashakaBlack, ShakashakaPuzzle, Triangle } from './puzzle.js';
import { makeShakashaka, numberAt, triangles } from './puzzle.js';

/**
 * Calibrated on published puzzles and drafts: a draft with every black cell numbered scores 2 to 8 at 10×10; a
 * contest 7×7 marked hard scores 20, human-made 10×10s 67 to 150.
 */
export const shakashakaScale: RatingScale = { medium: 8, hard: 20, expert: 50 };

/** A cell of a drawn answer: black, white, or holding a triangle. */
type Drawn = 'black' | 'white' | Triangle;

interface Draft {
  readonly size: GridSize;
  readonly cells: readonly (readonly Drawn[])[];
}

/** The cells a turned rectangle with sides of `a` and `b` diagonal steps covers, from its box's top-left corner. */
function turnedRectangle(corner: Cell, a: number, b: number): { cell: Cell; drawn: Drawn }[] {
  const { row, column } = corner;
  const placed: { cell: Cell; drawn: Drawn }[] = [];
  // The four sides, each a diagonal run of cells whose outer half is a triangle: top to right, right to bottom,
  // bottom to left, left to top.
  for (let step = 0; step < b; step++) placed.push({ cell: { row: row + step, column: column + a + step }, drawn: 'top-right' });
  for (let step = 0; step < a; step++) placed.push({ cell: { row: row + b + step, column: column + a + b - 1 - step }, drawn: 'bottom-right' });
  for (let step = 0; step < b; step++) placed.push({ cell: { row: row + a + b - 1 - step, column: column + b - 1 - step }, drawn: 'bottom-left' });
  for (let step = 0; step < a; step++) placed.push({ cell: { row: row + a - 1 - step, column: column + step }, drawn: 'top-left' });
  // The cells inside: their centres within the rectangle, measured along both diagonals.
  const [x0, y0] = [2 * column, 2 * row];
  for (let r = row; r < row + a + b; r++) {
    for (let c = column; c < column + a + b; c++) {
      const [x, y] = [2 * c + 1 - x0, 2 * r + 1 - y0];
      const [u, v] = [x + y, x - y];
      if (u > 2 * a && u < 2 * a + 4 * b && v > -2 * a && v < 2 * a && !placed.some(({ cell }) => cell.row === r && cell.column === c)) placed.push({ cell: { row: r, column: c }, drawn: 'white' });
    }
  }
  return placed;
}

/** A random answer: turned rectangles, then black and white cells with every white area an upright rectangle. */
function drawAnswer(size: GridSize, random: Random): Drawn[][] {
  const cells = makeGrid<Drawn | undefined>(size, () => undefined);
  const taken = makeGrid(size, () => false);
  const tries = Math.ceil((size.rows * size.columns) / 4);
  for (let attempt = 0; attempt < tries; attempt++) {
    const [a, b] = [1 + random.below(3), 1 + random.below(3)];
    const span = a + b;
    if (span > size.rows || span > size.columns) continue;
    const corner = { row: random.below(size.rows - span + 1), column: random.below(size.columns - span + 1) };
    const box = allCells({ rows: span, columns: span }).map((cell) => ({ row: corner.row + cell.row, column: corner.column + cell.column }));
    if (box.some((cell) => taken[cell.row]![cell.column])) continue;
    for (const cell of box) taken[cell.row]![cell.column] = true;
    for (const { cell, drawn } of turnedRectangle(corner, a, b)) cells[cell.row]![cell.column] = drawn;
  }
  // The rest black or white; then black cells into every white area that is not an upright rectangle.
  const free = allCells(size).filter((cell) => cells[cell.row]![cell.column] === undefined);
  for (const cell of free) cells[cell.row]![cell.column] = random.next() < 0.3 ? 'black' : 'white';
  const isFreeWhite = (cell: Cell) => free.some((other) => other.row === cell.row && other.column === cell.column) && cells[cell.row]![cell.column] === 'white';
  for (;;) {
    const crooked = connectedAreas(size, isFreeWhite).filter((area) => {
      const rows = area.map((cell) => cell.row);
      const columns = area.map((cell) => cell.column);
      return (Math.max(...rows) - Math.min(...rows) + 1) * (Math.max(...columns) - Math.min(...columns) + 1) !== area.length;
    });
    if (crooked.length === 0) break;
    const cell = random.pick(crooked[0]!);
    cells[cell.row]![cell.column] = 'black';
  }
  return cells.map((row) => row.map((drawn) => drawn!));
}

function toPuzzle(draft: Draft, numbered: (cell: Cell) => boolean): ShakashakaPuzzle {
  const { size, cells } = draft;
  return makeShakashaka(
    size,
    makeGrid(size, (cell): ShakashakaBlack | null => {
      if (cells[cell.row]![cell.column] !== 'black') return null;
      if (!numbered(cell)) return { kind: 'black' };
      const value = neighbours(size, cell).filter((next) => triangles.includes(cells[next.row]![next.column] as Triangle)).length;
      return { kind: 'number', value };
    }),
  );
}

const answerOf = (draft: Draft): ShakashakaAnswer => draft.cells.map((row) => row.map((drawn) => (drawn === 'black' || drawn === 'white' ? null : drawn)));

/** The values of the model's observed literals (each white cell's four triangles, row by row) in the drawn answer. */
function answerValues(draft: Draft): boolean[] {
  return allCells(draft.size).flatMap((cell) => {
    const drawn = draft.cells[cell.row]![cell.column]!;
    return drawn === 'black' ? [] : triangles.map((triangle) => drawn === triangle);
  });
}

export function generateShakashaka(request: GenerateRequest) {
  return construct<Draft, ShakashakaPuzzle>(
    {
      name: 'Shakashaka',
      scale: shakashakaScale,
      attempts: 200,
      randomKey: (request) => `shakashaka/${request.columns}x${request.rows}/${request.difficulty ?? 'any'}/${request.seed}`,
      draw(random, request) {
        const size = { rows: request.rows, columns: request.columns };
        const draft: Draft = { size, cells: drawAnswer(size, random) };
        // Some triangle, and an answer the checker passes (drawing makes one; the checker is the judge).
        const puzzle = toPuzzle(draft, () => true);
        return check(puzzle, answerOf(draft)).length === 0 ? draft : undefined;
      },
      read(draft) {
        const puzzle = toPuzzle(draft, () => true);
        return { puzzle, model: buildModel(puzzle), answer: answerValues(draft) };
      },
      // Every black cell is numbered already: a draft with another answer is drawn again.
      mend: () => undefined,
      mendRounds: () => 0,
      keep(draft, kept) {
        const full = toPuzzle(draft, () => true);
        const numbered = allCells(draft.size).filter((cell) => numberAt(full, cell) !== undefined);
        const keptCells = new Set(kept.map((index) => cellIndex(draft.size, numbered[index]!)));
        return toPuzzle(draft, (cell) => keptCells.has(cellIndex(draft.size, cell)));
      },
    },
    request,
  );
}

export const shakashakaGenerator: Generator<ShakashakaPuzzle, ShakashakaAnswer> = {
  options: [],
  defaultSize: { rows: 10, columns: 10 },
  minimumSize: { rows: 4, columns: 4 },
  maximumSize: { rows: 30, columns: 30 },
  generate: async (request) => generateShakashaka(request).puzzle,
  // Every black cell numbered with the triangles beside it; numbers already there stay.
  withAllClues: (puzzle, answer) =>
    makeShakashaka(
      puzzle,
      puzzle.blacks.map((row, r) =>
        row.map((black, c) =>
          black?.kind === 'black' ? { kind: 'number' as const, value: neighbours(puzzle, { row: r, column: c }).filter((next) => answer[next.row]![next.column] !== null).length } : black,
        ),
      ),
    ),
};
