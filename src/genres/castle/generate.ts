// Castle Wall puzzles from a random loop one cell wide, drawn from the genre's own model on a grid without clues; every cell the
// loop leaves out becomes a clue cell, white inside the loop and black outside, its arrow pointing the way that
// counts the most segments (the longer way on a tie); then clue cells are taken away while the loop stays the only
// solution and the rating stays within the requested difficulty.

import type { Cell, Direction } from '../../core/geometry.js';
import { directions, makeGrid, ray } from '../../core/geometry.js';
import type { Generator } from '../../core/genre.js';
import { removalGenerator, symmetryOption } from '../../core/generate.js';
import { enclosedPoints, lineAt, lineEntries, linesAlong, partialLinesToJson } from '../../core/lines.js';
import { goesToward } from '../shared/centre-loop.js';
import { buildModel } from './model.js';
import type { CastleAnswer, CastleClue, CastlePuzzle } from './puzzle.js';
import { castleSize, clueAt, clueId, makeCastle } from './puzzle.js';

/** The clue a cell off the loop gets: its side of the loop, and the arrow that counts the most segments. */
export function clueFor(answer: CastleAnswer, cell: Cell): CastleClue {
  const size = { rows: answer.horizontal.length, columns: answer.vertical[0]?.length ?? 1 };
  const counted = (direction: Direction) => linesAlong(size, cell, direction).filter((line) => lineAt(answer, line)).length;
  let best: Direction = directions[0]!;
  for (const direction of directions) {
    const better = counted(direction) - counted(best) || ray(size, cell, direction).length - ray(size, cell, best).length;
    if (better > 0) best = direction;
  }
  return { colour: enclosedPoints(size, answer)[cell.row]![cell.column] ? 'white' : 'black', direction: best, value: counted(best) };
}

const hasNoClues = (puzzle: CastlePuzzle) => puzzle.clues.every((row) => row.every((clue) => clue === null));

export const castleGenerator: Generator<CastlePuzzle, CastleAnswer> = removalGenerator({
  genre: { model: (puzzle) => buildModel(puzzle, { thin: hasNoClues(puzzle) }), partialToJson: partialLinesToJson, entries: lineEntries },
  defaultSize: { rows: 8, columns: 8 },
  minimumSize: { rows: 4, columns: 4 },
  // Measured: a 20×20 in 5-18 s CPU (three seeds, November 2026).
  maximumSize: { rows: 20, columns: 20 },
  options: [symmetryOption('none')],
  space: {
    trueChance: 0.4,
    blank: (request) => makeCastle(request, makeGrid(request, () => null)),
    withAllClues(puzzle, answer) {
      const size = castleSize(puzzle);
      const onLoop = (cell: Cell) => directions.some((direction) => goesToward(size, answer, cell, direction));
      return makeCastle(size, makeGrid(size, (cell) => clueAt(puzzle, cell) ?? (onLoop(cell) ? null : clueFor(answer, cell))));
    },
    keepClues: (puzzle, kept) => makeCastle(castleSize(puzzle), makeGrid(castleSize(puzzle), (cell) => (kept.has(clueId(cell)) ? clueAt(puzzle, cell) : null))),
  },
});

