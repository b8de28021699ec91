// Yajilin puzzles from a random answer, drawn from the genre's own model on a grid without clues where any cell may
// be left a block (see buildModel); every block gets a number, pointing the way that counts the most shaded cells
// (the longer way on a tie), then numbers are taken away while the answer stays the only solution and the rating
// stays within the requested difficulty. A block whose number is taken away stays, as puzz.link's plain grey cell.

import type { Cell, Direction } from '../../core/geometry.js';
import { allCells, directions, makeGrid, ray } from '../../core/geometry.js';
import type { Generator } from '../../core/genre.js';
import { keptClues, removalGenerator, symmetryOption } from '../../core/generate.js';
import { goesToward } from '../shared/centre-loop.js';
import { entries, partialToJson } from '../shared/shade-loop.js';
import { buildModel } from './model.js';
import type { YajilinAnswer, YajilinClue, YajilinPuzzle } from './puzzle.js';
import { clueAt, clueId, makeYajilin, yajilinSize } from './puzzle.js';
import { yajilinScale } from './rating.js';

/**
 * The numbers the blocks of an answer get: block by block in reading order, the arrow that counts the most shaded
 * cells no earlier arrow counts (then the most shaded cells, then the longest way), so that the arrows between them
 * see as much of the shading as they can.
 */
export function cluesFor(answer: YajilinAnswer, blocks: readonly Cell[]): YajilinClue[] {
  const size = { rows: answer.shaded.length, columns: answer.shaded[0]!.length };
  const seen = new Set<string>();
  return blocks.map((cell) => {
    const shadedToward = (direction: Direction) => ray(size, cell, direction).filter((next) => answer.shaded[next.row]![next.column]);
    const unseen = (direction: Direction) => shadedToward(direction).filter((next) => !seen.has(`${next.row},${next.column}`)).length;
    let best: Direction = directions[0]!;
    for (const direction of directions) {
      const better = unseen(direction) - unseen(best) || shadedToward(direction).length - shadedToward(best).length || ray(size, cell, direction).length - ray(size, cell, best).length;
      if (better > 0) best = direction;
    }
    for (const next of shadedToward(best)) seen.add(`${next.row},${next.column}`);
    return { direction: best, value: shadedToward(best).length };
  });
}

const hasNoClues = (puzzle: YajilinPuzzle) => puzzle.clues.every((row) => row.every((clue) => clue === null));

export const yajilinGenerator: Generator<YajilinPuzzle, YajilinAnswer> = removalGenerator({
  // Answers are drawn with free blocks; puzzles with clues have the plain rules, their clue cells fixed.
  genre: { model: (puzzle) => buildModel(puzzle, { blocks: hasNoClues(puzzle), blocksAsRules: true }), partialToJson, entries, ratingScale: yajilinScale },
  defaultSize: { rows: 8, columns: 8 },
  minimumSize: { rows: 4, columns: 4 },
  maximumSize: { rows: 30, columns: 30 },
  options: [symmetryOption('none')],
  space: {
    trueChance: 0.3,
    blank: (request) => makeYajilin(request, makeGrid(request, () => null)),
    withAllClues(puzzle, answer) {
      const size = yajilinSize(puzzle);
      const onLoop = (cell: Cell) => directions.some((direction) => goesToward(size, answer.lines, cell, direction));
      const blocks = allCells(size).filter((cell) => clueAt(puzzle, cell) === null && !answer.shaded[cell.row]![cell.column] && !onLoop(cell));
      const clues = cluesFor(answer, blocks);
      const added = new Map(blocks.map((cell, index) => [`${cell.row},${cell.column}`, clues[index]!]));
      return makeYajilin(size, makeGrid(size, (cell) => clueAt(puzzle, cell) ?? added.get(`${cell.row},${cell.column}`) ?? null));
    },
    // A block whose number is taken away stays, a plain block.
    keepClues: keptClues({ size: yajilinSize, make: makeYajilin, clueAt, clueId }, () => ({ direction: null, value: null })),
  },
});
