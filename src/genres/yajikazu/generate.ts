// Yajisan-Kazusan puzzles from a random shading: no two shaded cells touch and the rest stays connected (drawn from
// the genre's own model without clues). Every cell gets an arrow the way a seeded draw picks: an unshaded one with its
// true count, a shaded one with a wrong count, which its cell, being shaded, need not keep (the genre's trap). A count
// past what the arrow's cells can hold gives itself away; above easy, half the traps are one off instead, which does
// not. Then arrows are taken away in symmetric pairs while the shading stays the only solution and the rating stays
// within the requested level.

import { directions, makeGrid, ray } from '../../core/geometry.js';
import type { Generator } from '../../core/genre.js';
import { removalGenerator, symmetryOption } from '../../core/generate.js';
import { seededRandom } from '../../core/random.js';
import { answers } from './formats.js';
import { buildModel } from './model.js';
import type { YajikazuAnswer, YajikazuClue, YajikazuPuzzle } from './puzzle.js';
import { clueAt, clueId, counts, makeYajikazu, yajikazuSize } from './puzzle.js';

/** Every cell without a clue given an arrow: the true count where unshaded, a wrong one where shaded (one off only with `traps`). */
function withAllArrows(puzzle: YajikazuPuzzle, answer: YajikazuAnswer, seed: string, traps: boolean): YajikazuPuzzle {
  const size = yajikazuSize(puzzle);
  const random = seededRandom(`yajikazu arrows/${seed}`);
  const clues = makeGrid(size, (cell): YajikazuClue | null => {
    const present = clueAt(puzzle, cell);
    // Arrows point along the grid, never straight at the edge beside them.
    const direction = random.pick(directions.filter((toward) => ray(size, cell, toward).length > 0));
    if (present !== null) return present;
    const cells = ray(size, cell, direction);
    const shaded = cells.filter((next) => answer[next.row]![next.column]).length;
    if (!answer[cell.row]![cell.column]) return { direction, value: shaded };
    // Shaded cells never touch, so no count past half the cells (rounded up) can be right: such a trap gives itself
    // away, one a single cell off does not.
    const impossible = Math.ceil(cells.length / 2) + 1;
    return { direction, value: traps && random.next() < 0.5 ? shaded + 1 : impossible };
  });
  return makeYajikazu(size, clues);
}

export const yajikazuGenerator: Generator<YajikazuPuzzle, YajikazuAnswer> = removalGenerator({
  genre: { model: buildModel, partialToJson: answers.partialToJson },
  defaultSize: { rows: 8, columns: 8 },
  minimumSize: { rows: 3, columns: 3 },
  // A 20×20 takes about 3 s of CPU (11 to 15 s of wall on a loaded machine); a 30×30 did not finish in minutes.
  maximumSize: { rows: 20, columns: 20 },
  options: [symmetryOption('rotate2')],
  space: {
    // About one cell in four shaded, as in published puzzles.
    trueChance: 0.3,
    blank: (request) => makeYajikazu(request, makeGrid(request, () => null)),
    withAllClues: (puzzle, answer, request) => withAllArrows(puzzle, answer, request?.seed ?? 'explain', request?.difficulty !== 'easy'),
    keepClues: (puzzle, kept) =>
      makeYajikazu(
        yajikazuSize(puzzle),
        makeGrid(yajikazuSize(puzzle), (cell) => {
          const clue = clueAt(puzzle, cell);
          return clue !== null && (!counts(clue) || kept.has(clueId(cell))) ? clue : null;
        }),
      ),
  },
});

