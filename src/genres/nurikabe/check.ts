// The Nurikabe rule checker, independent of the model: it floods the shaded cells and the islands (puzz.link's checks,
// in order: cs2x2, bkNoNum, csDivide, bkNumGe2, bkSizeNe; here shaded-2x2, island-without-number, shaded-divided,
// island-with-two-numbers, wrong-island-size). One list of checks judges answers and, on a board in play, reports
// what no way of finishing can mend.

import type { Cell } from '../../core/geometry.js';
import { allCells, cellName } from '../../core/geometry.js';
import type { Check, ShadingBoard } from '../../core/checks.js';
import { areasInReadingOrder, no2x2Shaded, shadedConnected, shadingChecker } from '../../core/checks.js';
import { cellCount } from '../../core/violation.js';
import type { NurikabePuzzle } from './puzzle.js';
import { clueAt, numberedCells, nurikabeSize } from './puzzle.js';

/** A number's cell stays unshaded (on a board in play it is fixed). */
const shadedNumber: Check<NurikabePuzzle, ShadingBoard> = {
  code: 'shaded-number',
  description: 'numbered cells stay unshaded',
  find: (puzzle, board) =>
    allCells(board.size)
      .filter((cell) => board.at(cell) === 1 && clueAt(puzzle, cell) !== null)
      .map((cell) => ({ code: 'shaded-number', message: `the number at ${cellName(cell)} is shaded`, cells: [cell] })),
};

/** Every island holds a number: in play, dots that no number can reach any more through cells not shaded. */
const islandWithoutNumber: Check<NurikabePuzzle, ShadingBoard> = {
  code: 'island-without-number',
  description: 'every island (area of unshaded cells) holds a number',
  find(puzzle, board) {
    const open = areasInReadingOrder(board.size, (cell) => board.at(cell) !== 1).filter((area) => numberedCells(puzzle, area).length === 0);
    if (board.finished) return open.map((island) => ({ code: 'island-without-number', message: `an island of ${cellCount(island.length)} holds no number`, cells: island }));
    const stranded = open.flatMap((area) => area.filter((cell) => board.at(cell) === 0));
    return stranded.length > 0 ? [{ code: 'island-without-number', message: 'dotted cells can no longer reach a number', cells: stranded }] : [];
  },
};

/** The islands (in play: the areas dots and numbers already make) with their numbers. */
const islandsOf = (puzzle: NurikabePuzzle, board: ShadingBoard) => areasInReadingOrder(board.size, (cell) => board.at(cell) === 0).map((island) => ({ island, numbers: numberedCells(puzzle, island) }));

const islandWithTwoNumbers: Check<NurikabePuzzle, ShadingBoard> = {
  code: 'island-with-two-numbers',
  description: 'no island holds more than one number',
  find: (puzzle, board) =>
    islandsOf(puzzle, board)
      .filter(({ numbers }) => numbers.length > 1)
      .map(({ numbers }) => ({ code: 'island-with-two-numbers', message: board.finished ? `an island holds ${numbers.length} numbers` : `dots join ${numbers.length} numbers into one island`, cells: numbers.map(({ cell }) => cell) })),
};

/** An island has its number's size: in play, one already too big, or too few cells within reach. */
const wrongIslandSize: Check<NurikabePuzzle, ShadingBoard> = {
  code: 'wrong-island-size',
  description: 'an island has as many cells as its number says',
  find: (puzzle, board) =>
    islandsOf(puzzle, board).flatMap(({ island, numbers }) => {
      const number = numbers[0];
      if (numbers.length !== 1 || number?.clue.kind !== 'number') return [];
      const wanted = number.clue.value;
      if (board.finished) return wanted === island.length ? [] : [{ code: 'wrong-island-size', message: `the ${wanted} has an island of ${cellCount(island.length)}`, cells: island }];
      if (island.length > wanted) return [{ code: 'wrong-island-size', message: `the ${wanted} already has ${cellCount(island.length)} in its island`, cells: island }];
      // The cells the island could still grow into: not shaded, and holding no other number.
      const inIsland = (cell: Cell) => island.some((member) => member.row === cell.row && member.column === cell.column);
      const reach = areasInReadingOrder(board.size, (cell) => board.at(cell) !== 1 && (clueAt(puzzle, cell) === null || inIsland(cell)));
      const own = reach.find((area) => area.some((cell) => cell.row === number.cell.row && cell.column === number.cell.column))!;
      return own.length < wanted ? [{ code: 'wrong-island-size', message: `the ${wanted} can reach only ${cellCount(own.length)}`, cells: [number.cell] }] : [];
    }),
};

export const nurikabeChecker = shadingChecker(nurikabeSize, [shadedNumber, no2x2Shaded, islandWithoutNumber, shadedConnected, islandWithTwoNumbers, wrongIslandSize]);
