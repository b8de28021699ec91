// The Shikaku model: each number chooses one of the rectangles it could be, and the chosen rectangles divide the grid.

import type { Cell } from '../../core/geometry.js';
import { allCells, cellIndex, cellName } from '../../core/geometry.js';
import type { CoverPiece, Literal, PuzzleModel } from '../../core/model.js';
import { Model } from '../../core/model.js';
import { inputError } from '../../core/errors.js';
import type { Rectangle } from '../../core/polyomino.js';
import { rectangleCells, rectanglesThrough } from '../../core/polyomino.js';
import type { ShikakuAnswer, ShikakuPartial, ShikakuPuzzle } from './puzzle.js';
import { makeBorders } from '../../core/regions.js';
import { clueAt, clueId, clueName, shikakuSize } from './puzzle.js';

/** A rectangle in words: `2×3 from r1c1`. */
export const rectangleName = (rectangle: Rectangle): string => `${rectangle.height}×${rectangle.width} from ${cellName({ row: rectangle.top, column: rectangle.left })}`;

/** The rectangles a number could be: it holds the number and no other, and its area is the number (any, for `?`). */
export function candidates(puzzle: ShikakuPuzzle, cell: Cell): Rectangle[] {
  const clue = clueAt(puzzle, cell);
  if (clue === null) return [];
  return rectanglesThrough(shikakuSize(puzzle), cell, clue.kind === 'number' ? clue.value : undefined, (other) => clueAt(puzzle, other) !== null);
}

/** The most cells that the rectangles of all unknown numbers may hold together (a 12×12 with one `?` alone holds 45,000: 1 s). */
export const largestCover = 100_000;

export function buildModel(puzzle: ShikakuPuzzle): PuzzleModel<ShikakuAnswer, ShikakuPartial> {
  const size = shikakuSize(puzzle);
  const model = new Model();
  // Unknown numbers far from others could be a great many rectangles: refused with their count, before any is made.
  let covered = 0;
  for (const cell of allCells(size)) {
    const clue = clueAt(puzzle, cell);
    if (clue?.kind !== 'unknown') continue;
    const rectangles = candidates(puzzle, cell);
    covered += rectangles.reduce((sum, rectangle) => sum + rectangle.height * rectangle.width, 0);
    if (covered > largestCover) {
      inputError(`${clueName(clue, cell)} could be any of ${rectangles.length} rectangles: the unknown numbers leave more than pencilsat handles (${largestCover} cells in all their rectangles)`, { cell });
    }
  }
  const pieces: CoverPiece[] = [];
  // For each cell (by index): the candidates that hold it, and the numbers that can reach it.
  const inside = allCells(size).map((): Literal[] => []);
  const reaching = allCells(size).map(() => new Set<string>());

  // Each number is one rectangle of its area holding no other number: exactly one of its candidates.
  for (const cell of allCells(size)) {
    const clue = clueAt(puzzle, cell);
    if (clue === null) continue;
    model.clue({ id: clueId(cell), description: clueName(clue, cell), cells: [cell] }, () => {
      const own = candidates(puzzle, cell).map((rectangle) => ({ literal: model.bool(`${cellName(cell)} is ${rectangleName(rectangle)}`), cells: rectangleCells(rectangle) }));
      model.exactlyOne(own.map(({ literal }) => literal));
      for (const { literal, cells } of own) {
        const items = cells.map((covered) => cellIndex(size, covered));
        pieces.push({ literal, items });
        for (const item of items) {
          inside[item]!.push(literal);
          reaching[item]!.add(clueId(cell));
        }
      }
    });
  }

  // The rectangles divide the grid: every cell lies in exactly one of them. A cell alone in a rectangle without a
  // number is ruled out by the numbers that could reach it (stated with them, so that a reason names them: "only the
  // 5 can take r1c1").
  for (const cell of allCells(size)) {
    const alone = model.bool(`${cellName(cell)} alone without a number`);
    pieces.push({ literal: alone, items: [cellIndex(size, cell)] });
    model.consequence([...reaching[cellIndex(size, cell)]!], () => model.require(-alone));
  }
  model.cover(size.rows * size.columns, pieces);

  // Two neighbours are joined (no border between them) exactly when one chosen rectangle holds both.
  const together = (a: Cell, b: Cell): Literal => {
    const joined = model.bool(`${cellName(a)} joins ${cellName(b)}`);
    const ofB = new Set(inside[cellIndex(size, b)]);
    model.anyOf(joined, inside[cellIndex(size, a)]!.filter((literal) => ofB.has(literal)));
    return joined;
  };
  const joined = makeBorders(size, together);

  return {
    model,
    observed: [...joined.right.flat(), ...joined.below.flat()],
    decode: (value) => ({ right: joined.right.map((row) => row.map((literal) => !value(literal))), below: joined.below.map((row) => row.map((literal) => !value(literal))) }),
    decodePartial: (value) => {
      const border = (literal: Literal) => {
        const known = value(literal);
        return known === undefined ? null : !known;
      };
      return { right: joined.right.map((row) => row.map(border)), below: joined.below.map((row) => row.map(border)) };
    },
  };
}
