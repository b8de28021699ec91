// Clues beside a square grid, one per row or column on each side (Skyscrapers' view counts): their type, the line of
// cells each one looks along, their check when a puzzle is built, and how the studio shows them.

import { inputError } from '../../core/errors.js';
import type { Cell, Direction } from '../../core/geometry.js';
import { ray } from '../../core/geometry.js';
import type { OutsideView, Side } from '../../core/play.js';

/** The clues on each side: top and bottom by column, left and right by row; null where a side has no clue. */
export interface SideClues {
  readonly top: readonly (number | null)[];
  readonly bottom: readonly (number | null)[];
  readonly left: readonly (number | null)[];
  readonly right: readonly (number | null)[];
}

/** The sides in the order puz.link and Simon Tatham's games list their clues. */
export const sides: readonly Side[] = ['top', 'bottom', 'left', 'right'];

const inwards: Record<Side, Direction> = { top: 'down', bottom: 'up', left: 'right', right: 'left' };

const sideWords: Record<Side, string> = { top: 'above column', bottom: 'below column', left: 'left of row', right: 'right of row' };

/** Where a clue stands: `above column 2`. */
export const sideClueName = (side: Side, index: number): string => `${sideWords[side]} ${index + 1}`;

/** The cells a clue beside an n×n grid looks along, nearest first. */
export function lineFromSide(size: number, side: Side, index: number): Cell[] {
  const across = side === 'top' || side === 'bottom';
  const beside = side === 'top' || side === 'left' ? -1 : size;
  return ray({ rows: size, columns: size }, across ? { row: beside, column: index } : { row: index, column: beside }, inwards[side]);
}

/** Every place beside an n×n grid, in `sides` order, with its clue (null for none) and the cells it looks along. */
export function sideClueLines(size: number, clues: SideClues): { side: Side; index: number; clue: number | null; cells: Cell[] }[] {
  return sides.flatMap((side) => clues[side].map((clue, index) => ({ side, index, clue, cells: lineFromSide(size, side, index) })));
}

/** No clue on any side of an n×n grid. */
export const noSideClues = (size: number): SideClues => sideCluesOf(size, Array.from({ length: 4 * size }, () => null));

/** The 4n clues as one list, in `sides` order. */
export const sideClueList = (clues: SideClues): (number | null)[] => sides.flatMap((side) => clues[side]);

/** The clues of a list of 4n in `sides` order. */
export function sideCluesOf(size: number, list: readonly (number | null)[]): SideClues {
  const part = (index: number) => list.slice(index * size, (index + 1) * size);
  return { top: part(0), bottom: part(1), left: part(2), right: part(3) };
}

/** The clues with the one at `side` and `index` replaced. */
export function withSideClue(clues: SideClues, side: Side, index: number, clue: number | null): SideClues {
  return { ...clues, [side]: clues[side].map((old, position) => (position === index ? clue : old)) };
}

/** Refuses clues that are not n on each side, each 1..n; a copy of them. */
export function checkSideClues(size: number, clues: SideClues): SideClues {
  for (const side of sides) {
    if (clues[side].length !== size) inputError(`the ${side} side has ${clues[side].length} clues, expected ${size}`);
    clues[side].forEach((clue, index) => {
      if (clue === null || (Number.isInteger(clue) && clue >= 1 && clue <= size)) return;
      inputError(`the clue ${clue} ${sideClueName(side, index)} is outside 1..${size}`);
    });
  }
  return sideCluesOf(size, sideClueList(clues));
}

/** The clues as the studio shows them beside the grid. */
export function outsideClues(clues: SideClues): OutsideView[] {
  const text = (clue: number | null) => (clue === null ? '' : String(clue));
  return sides.flatMap((side) => clues[side].map((clue, index): OutsideView => ({ side, index, text: text(clue), kind: 'clue' })));
}
