// Playing and entering Shikaku in the studio: borders drawn along the cell edges by dragging from corner to corner,
// as on puzz.link (see the shared border play). The editor steps a number up or down by clicks or taps, or types it.

import type { Cell } from '../../core/geometry.js';
import { makeGrid } from '../../core/geometry.js';
import type { CellView, EditRules } from '../../core/play.js';
import { gridSizeRules } from '../../core/play.js';
import { borderPlay } from '../shared/border-play.js';
import { setCell } from '../shared/number-play.js';
import { brokenInPlay, shikakuChecker } from './check.js';
import type { ShikakuPuzzle } from './puzzle.js';
import { clueAt, makeShikaku, maximumShikakuSize, shikakuSize } from './puzzle.js';
import { clueGridEdit } from '../shared/clue-edit.js';

export { borderLine, cellsBeside } from '../shared/border-play.js';

function cellView(puzzle: ShikakuPuzzle, cell: Cell): CellView {
  const clue = clueAt(puzzle, cell);
  return clue === null ? {} : { value: { text: clue.kind === 'number' ? String(clue.value) : '?', kind: 'given' } };
}

export const shikakuPlay = borderPlay<ShikakuPuzzle>({ size: shikakuSize, cellView, check: shikakuChecker.check, brokenInPlay });

export const shikakuEdit: EditRules<ShikakuPuzzle> = {
  ...gridSizeRules({ name: 'Shikaku', largest: maximumShikakuSize, initial: 7, maximum: 40 }, (size) => makeShikaku(size, makeGrid(size, () => null))),
  ...clueGridEdit({ mode: { id: 'clue', label: 'Numbers' }, clueAt, withClue: (puzzle, cell, clue) => ({ ...puzzle, clues: setCell(puzzle.clues, cell, clue) }), range: (puzzle) => ({ smallest: 1, largest: puzzle.rows * puzzle.columns }), says: { verb: 'is a rectangle of', noun: 'cells' } }),
};
