// A broken rule as the rule checker reports it. Its own module, as both the genre interface and the play rules (Check on
// an unfinished board) speak of it.

import type { Cell, LinePosition } from './geometry.js';

/** A broken rule, with the cells that show it. */
export interface Violation {
  readonly code: string;
  readonly message: string;
  readonly cells: readonly Cell[];
  /** The lines it is about, in genres with lines (a branch's lines, a separate loop): shown on the lines themselves. */
  readonly lines?: readonly LinePosition[];
}

/** A count of cells in a message: `1 cell`, `3 cells`. */
export const cellCount = (count: number): string => `${count} cell${count === 1 ? '' : 's'}`;
